# case: SETUP LABELS hostile-hints
# A CUDA root named cuda-11.8 with a 12.9 toolkit: the CUDA mismatch named
# (its CUDA version comes from the folder's name).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cuda-11.8" LAYOUT linux-cuda-root VERSION 8.9.7 STATIC OFF)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cuda-11.8")
find_package(CUDNN REQUIRED)
