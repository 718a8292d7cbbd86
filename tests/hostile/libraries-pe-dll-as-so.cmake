# case: SETUP LABELS hostile-libraries
# A Windows DLL saved as libcudnn.so: named as a DLL, not a Linux shared library.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_pe_over("${FX}/cudnn/lib/libcudnn.so.9.19.0" x86_64)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
