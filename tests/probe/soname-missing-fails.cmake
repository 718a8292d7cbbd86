# case: SCRIPT
# F18: only a bare libcudnn.so; the name programs load (its SONAME libcudnn.so.9) is missing.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(bare BARE_SO ON)
pc_configure(run ROOT "${bare_ROOT}"
             ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY "-DCUDNN_TEST_LIBRARY=${bare_LIBRARY_DIR}/libcudnn.so")
# Without a system cuDNN the probe cannot start; with one (as on the project machines) it
# loads that one instead: both must fail naming libcudnn.so.9.
pc_expect(run RESULT FAIL
  MATCH "(could not start: the loader reports for libcudnn\\.so\\.9|the probe loaded [^\n]*libcudnn\\.so\\.9 [^\n]* although the chosen folder is searched first)")
