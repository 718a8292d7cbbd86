# case: SETUP CHANGE AS_NOBODY LABELS hostile-changes
# The header made unreadable between two configures: the permissions named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
elseif(CASE_STEP STREQUAL "CHANGE")
  hostile_sh(chmod 000 "${FX}/cudnn/include/cudnn_version.h")
  hostile_sh(touch "${FX}/cudnn/include")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
