# case: SETUP LABELS hostile-libraries
# An empty file is cut short.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(WRITE "${FX}/cudnn/lib/libcudnn.so.9.19.0" "")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
