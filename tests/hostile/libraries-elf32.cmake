# case: SETUP LABELS hostile-libraries
# 32-bit library for a 64-bit build.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 STATIC OFF ARCH i686)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
