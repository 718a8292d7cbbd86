# case: SETUP LABELS hostile-headers
# A cudnn_version.h with Windows line endings: read.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_sh(sed -i "s/$/\\r/" "${FX}/cudnn/include/cudnn_version.h")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_true(CUDNN_FOUND)
