# case: SETUP TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine LABELS hostile-windows
# A Linux .so saved as cudnn64_9.dll: named as a Linux library, not a DLL.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
  hostile_good("${FX}/linux")
  file(REMOVE "${FX}/cudnn/bin/cudnn64_9.dll")
  file(COPY_FILE "${FX}/linux/lib/libcudnn.so.9.19.0" "${FX}/cudnn/bin/cudnn64_9.dll")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
