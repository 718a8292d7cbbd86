# case: SETUP LABELS hostile-headers
# An empty cudnn_version.h: no numeric CUDNN_MAJOR.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(WRITE "${FX}/cudnn/include/cudnn_version.h" "")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
