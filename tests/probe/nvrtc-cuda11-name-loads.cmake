# case: SCRIPT
# Issue 7 (3): CUDA 11's NVRTC is libnvrtc.so.11.2, which cuDNN 8.9 loads (as
# "libnvrtc.so.%d.%d"); no false "libnvrtc.so.11 cannot be loaded" warning.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_fixture(v8 LAYOUT linux-tar VERSION 8.9.7 CUDART 11080)
pc_cuda_stubs("${v8_LIBRARY_DIR}" 11 CUBLASLT NVRTC)
pc_configure(run ROOT "${v8_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "probe-notes=\\[\\[\\]\\]" NO_MATCH "cannot be loaded")
file(READ "${WORK}/run-build/cudnn-probe.json" json)
string(JSON name GET "${json}" dependencies 1 name)
string(JSON path GET "${json}" dependencies 1 path)
if(NOT name STREQUAL "nvrtc" OR NOT path MATCHES "/lib/libnvrtc\\.so\\.11\\.2$")
  message(FATAL_ERROR "report: dependency ${name} loaded from '${path}', expected .../lib/libnvrtc.so.11.2")
endif()
