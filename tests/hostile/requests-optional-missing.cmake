# case: SETUP LABELS hostile-requests
# Optional component missing: found, CUDNN_cnn_FOUND false.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(REMOVE "${FX}/cudnn/lib/libcudnn_cnn.so" "${FX}/cudnn/lib/libcudnn_cnn.so.9" "${FX}/cudnn/lib/libcudnn_cnn.so.9.19.0")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN OPTIONAL_COMPONENTS cnn)
cudnn_assert_false(CUDNN_cnn_FOUND)
cudnn_assert_true(CUDNN_FOUND)
