# case: SETUP TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine LABELS hostile-windows
# A Windows zip with one header of another release: the mix is named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
  cudnn_fixture("${FX}/old" LAYOUT windows-zip VERSION 9.10.0)
  file(COPY_FILE "${FX}/old/include/cudnn_cnn.h" "${FX}/cudnn/include/cudnn_cnn.h")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
