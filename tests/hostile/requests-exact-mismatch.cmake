# case: SETUP LABELS hostile-requests
# EXACT 9.10.0 against 9.19.0.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 9.10.0 EXACT REQUIRED)
