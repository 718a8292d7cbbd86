# case: SCRIPT
# F15/F16: cuBLASLt of the toolkit's CUDA major cannot be loaded.
include("${SRC}/tests/probe/helpers.cmake.inc")
execute_process(COMMAND sh -c "ldconfig -p 2>/dev/null | grep -q 'libcublasLt.so.12 '" RESULT_VARIABLE rc)
if(rc EQUAL 0)
  pc_skip("this host has a libcublasLt.so.12 on the loader path")
  return()
endif()
pc_fixture(nolt LAYOUT linux-tar VERSION 9.19.0 CUDART 12090)
pc_cuda_stubs("${nolt_LIBRARY_DIR}" 12 NVRTC)
pc_configure(run ROOT "${nolt_ROOT}" ARGS -DCUDAToolkit_VERSION=12.9 -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "libcublasLt\\.so\\.12 cannot be loaded \\([^\n]*\\); cuDNN loads it by name"
  NO_MATCH "libnvrtc\\.so\\.12 cannot be loaded")
