# case: SETUP LABELS hostile-links
# A broken symbolic link in the library's chain: named, with its target.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 STATIC OFF BROKEN_SYMLINK ON)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
