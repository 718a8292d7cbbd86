# case: SETUP TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine LABELS hostile-windows
# CUDNN_USE_STATIC_LIBS on Windows: no static cuDNN there, said so.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
  return()
endif()
set(CUDNN_USE_STATIC_LIBS ON)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
