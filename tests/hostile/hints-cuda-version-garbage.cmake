# case: SETUP LABELS hostile-hints
# CUDNN_CUDA_VERSION=abc: the variable, the value, the forms.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
set(CUDNN_CUDA_VERSION abc)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
