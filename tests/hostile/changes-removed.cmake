# case: SETUP CHANGE LABELS hostile-changes
# The install deleted between two configures: the folder does not exist.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
elseif(CASE_STEP STREQUAL "CHANGE")
  file(REMOVE_RECURSE "${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
