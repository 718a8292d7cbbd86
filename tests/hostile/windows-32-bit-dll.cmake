# case: SETUP TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine LABELS hostile-windows
# 32-bit DLLs for an x64 build.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 8.8.0 ARCH i686)
  return()
endif()
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
