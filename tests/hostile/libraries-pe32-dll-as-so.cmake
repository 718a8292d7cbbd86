# case: SETUP LABELS hostile-libraries
# PE32 named as a Windows DLL (not 'built for x86').
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_pe_over("${FX}/cudnn/lib/libcudnn.so.9.19.0" i686)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
