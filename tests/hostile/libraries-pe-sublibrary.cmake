# case: SETUP LABELS hostile-libraries
# A sub-library that is a DLL is named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_pe_over("${FX}/cudnn/lib/libcudnn_ops.so.9.19.0" x86_64)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
