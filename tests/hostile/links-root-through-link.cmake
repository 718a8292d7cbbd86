# case: SETUP LABELS hostile-links
# IMPORTED_LOCATION kept as found (through the link).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(CREATE_LINK "${FX}/cudnn" "${FX}/current" SYMBOLIC)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/current")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/current/lib/libcudnn.so")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION "${FX}/current/lib/libcudnn.so")
cudnn_assert_true(CUDNN_FOUND)
