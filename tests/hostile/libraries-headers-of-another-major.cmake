# case: SETUP LABELS hostile-libraries
# 8.9.7's include folder over a 9.19 install: the library's SONAME names the other major, probe OFF.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  cudnn_fixture("${FX}/v8" LAYOUT linux-tar VERSION 8.9.7)
  file(REMOVE_RECURSE "${FX}/cudnn/include")
  file(COPY "${FX}/v8/include" DESTINATION "${FX}/cudnn")
  return()
endif()
set(CUDNN_PROBE OFF)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
