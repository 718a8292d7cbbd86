# case: SCRIPT
# F12: a sub-library missing next to the main one.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(partial REMOVE "lib/libcudnn_cnn.so*")
pc_configure(run ROOT "${partial_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "cudnnCnnVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED")
