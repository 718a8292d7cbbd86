# case: SETUP LABELS hostile-hints
# CUDNN_LIBRARY names a missing file.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so.7")
find_package(CUDNN REQUIRED)
