# case: SETUP LABELS hostile-libraries
# A folder named libcudnn.so is passed over.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(REMOVE "${FX}/cudnn/lib/libcudnn.so")
  file(MAKE_DIRECTORY "${FX}/cudnn/lib/libcudnn.so")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so.9")
cudnn_assert_true(CUDNN_FOUND)
