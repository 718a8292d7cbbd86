# case: SETUP LABELS hostile-headers
# '# define CUDNN_PATCHLEVEL /* patch */ 0': the comment is a blank to the
# preprocessor, so the version is 9.19.0.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_set_macro("${FX}/cudnn/include/cudnn_version.h" CUDNN_PATCHLEVEL "/* patch */ 0")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_VERSION_PATCH 0)
