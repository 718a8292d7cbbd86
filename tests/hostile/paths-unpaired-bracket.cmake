# case: SETUP LABELS hostile-paths
# An unpaired '[' named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/a[b/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/a[b/cudnn")
find_package(CUDNN REQUIRED)
