# case: SETUP LABELS hostile-links
# lib64 -> lib (a relative link): found through lib64.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(CREATE_LINK lib "${FX}/cudnn/lib64" SYMBOLIC)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib64/libcudnn.so")
cudnn_assert_true(CUDNN_FOUND)
