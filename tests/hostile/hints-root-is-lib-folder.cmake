# case: SETUP LABELS hostile-hints
# CUDNN_ROOT pointing at the install's lib folder: no header, said so.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn/lib")
find_package(CUDNN REQUIRED)
