# case: SCRIPT
# cuDNN 8.9.7 headers over a library that reports 9.1.0: a major mismatch, FAIL.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_fixture(mixed LAYOUT linux-tar VERSION 8.9.7 LIB_VERSION 9.1.0 CUDART 11080)
pc_cuda_stubs("${mixed_LIBRARY_DIR}" 11 CUBLASLT NVRTC)
pc_configure(run ROOT "${mixed_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL MATCH "libcudnn\\.so\\.8 reports 9\\.1\\.0 but [^\n]* says 8\\.9\\.7")
