# case: SETUP TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine LABELS hostile-windows
# 8.9.7's include folder over a 9.19 zip: the DLL there is named as cuDNN 9's.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
  cudnn_fixture("${FX}/v8" LAYOUT windows-zip VERSION 8.9.7)
  file(REMOVE_RECURSE "${FX}/cudnn/include")
  file(COPY "${FX}/v8/include" DESTINATION "${FX}/cudnn")
  return()
endif()
set(CUDNN_PROBE OFF)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
