# case: SCRIPT
# cuDNN 8: six sub-libraries, the x1000 version formula.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_fixture(v8 LAYOUT linux-tar VERSION 8.9.7 CUDART 11080)
pc_cuda_stubs("${v8_LIBRARY_DIR}" 11 CUBLASLT NVRTC)
pc_configure(run ROOT "${v8_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "probe-runtime-version=8\\.9\\.7")
file(READ "${WORK}/run-build/cudnn-probe.json" json)
string(JSON n LENGTH "${json}" sublibraries)
string(JSON name GET "${json}" sublibraries 5 name)
string(JSON cudart GET "${json}" cudart_build_version)
if(NOT n EQUAL 6 OR NOT name STREQUAL "adv_train" OR NOT cudart STREQUAL "11.8")
  message(FATAL_ERROR "report: ${n} sub-libraries, last ${name}, cudart ${cudart}")
endif()
