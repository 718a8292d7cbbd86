# case: SETUP AS_NOBODY LABELS hostile-permissions
# A lib folder that can be entered, not listed (chmod 311): files found by name.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_sh(chmod 311 "${FX}/cudnn/lib")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")
cudnn_assert_true(CUDNN_FOUND)
