# case: SETUP LABELS hostile-requests
# CUDNN_USE_STATIC_LIBS with no static libraries installed: named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_USE_STATIC_LIBS ON)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
