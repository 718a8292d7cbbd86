# case: SETUP LANGUAGES C CXX PROBE LIBRARY ARGS -DCUDNN_PROBE_TIMEOUT=6 -DCUDNN_CUDA_VERSION=13.0 LABELS hostile-hints
# CUDNN_CUDA_VERSION=13 against a library built for 12.9: the probe's cudart check says so.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn" CUDA_VERSION 12.9)
  return()
endif()
set(CUDNN_CUDA_VERSION 13)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
