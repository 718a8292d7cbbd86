# case: SETUP LABELS hostile-hints
# CUDNN_LIBRARY as a folder.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_LIBRARY "${FX}/cudnn/lib")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")
cudnn_assert_true(CUDNN_FOUND)
