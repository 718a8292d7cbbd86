# case: SETUP CHANGE LABELS hostile-changes
# The library replaced by a DLL between two configures: caught on re-configure.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
elseif(CASE_STEP STREQUAL "CHANGE")
  execute_process(COMMAND sleep 1)
  hostile_pe_over("${FX}/cudnn/lib/libcudnn.so.9.19.0" x86_64)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
