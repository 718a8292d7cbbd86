# case: SETUP LABELS hostile-headers
# CUDNN_MAJOR is no release number.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_set_macro("${FX}/cudnn/include/cudnn_version.h" CUDNN_MAJOR 18446744073709551617)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
