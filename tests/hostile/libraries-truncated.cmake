# case: SETUP LABELS hostile-libraries
# libcudnn.so cut short (300 bytes): named, with its size.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_sh(truncate -s 300 "${FX}/cudnn/lib/libcudnn.so.9.19.0")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
