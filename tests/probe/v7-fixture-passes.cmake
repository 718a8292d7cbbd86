# case: SCRIPT
# cuDNN 7: version macros in cudnn.h, no sub-libraries.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_fixture(v7 LAYOUT linux-tar7 VERSION 7.6.5 CUDART 10020)
pc_cuda_stubs("${v7_LIBRARY_DIR}" 10 CUBLASLT NVRTC)
pc_configure(run ROOT "${v7_ROOT}" ARGS -DCUDAToolkit_VERSION=10.2 -DCUDNN_PROBE=LIBRARY
             "-DCUDNN_TEST_LIB_DIR=${v7_LIBRARY_DIR}" "-DCUDNN_TEST_INCLUDE_DIR=${v7_INCLUDE_DIR}")
pc_expect(run RESULT PASS MATCH "probe-runtime-version=7\\.6\\.5")
file(READ "${WORK}/run-build/cudnn-probe.json" json)
string(JSON n LENGTH "${json}" sublibraries)
if(NOT n EQUAL 0)
  message(FATAL_ERROR "cuDNN 7 has no sub-libraries, the report lists ${n}")
endif()
