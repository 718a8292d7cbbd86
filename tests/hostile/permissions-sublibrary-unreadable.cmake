# case: SETUP AS_NOBODY LABELS hostile-permissions
# A sub-library that the (unprivileged) user cannot read: found, with a
# warning that names it.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_sh(chmod 000 "${FX}/cudnn/lib/libcudnn_cnn.so.9.19.0")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_true(CUDNN_FOUND)
