# case: SETUP LABELS hostile-headers
# A cudnn_version.h whose CUDNN_PATCHLEVEL is empty: no numeric CUDNN_PATCHLEVEL.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_set_macro("${FX}/cudnn/include/cudnn_version.h" CUDNN_PATCHLEVEL "")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
