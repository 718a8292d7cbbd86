# case: SETUP LABELS hostile-libraries
# Only static libraries: the shared library missing, with the names looked for.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 REMOVE "lib/*.so*")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
