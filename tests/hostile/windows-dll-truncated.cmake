# case: SETUP TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine LABELS hostile-windows
# A cudnn64_9.dll cut short: named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0 TRUNCATE bin/cudnn64_9.dll)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
