# case: SETUP LABELS hostile-hints
# CUDNN_ROOT with trailing slashes.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn///")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")
cudnn_assert_true(CUDNN_FOUND)
