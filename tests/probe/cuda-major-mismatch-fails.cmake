# case: SCRIPT
# F15: a cuDNN built for CUDA 11 with a CUDA 13 toolkit.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(cuda11 CUDART 11080)
pc_configure(run ROOT "${cuda11_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "libcudnn\\.so\\.9 was built for CUDA 11\\.8 \\(cudnnGetCudartVersion 11080\\) but CUDA 13\\.0 is asked for \\(the CUDA toolkit in use\\)"
        "fix: install the cuDNN build for CUDA 13")
