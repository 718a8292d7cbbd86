# case: SETUP LANGUAGES C CXX PROBE LIBRARY ENV CUDNN_STUB_MISBEHAVE=hang-version ARGS -DCUDNN_PROBE_TIMEOUT=6 -DCUDNN_CUDA_VERSION=13.0 LABELS hostile-probe
# Hang in cudnnGetVersion: step and library named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_probe_ready("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
