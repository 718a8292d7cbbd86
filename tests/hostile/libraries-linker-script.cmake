# case: SETUP LABELS hostile-libraries
# A linker script saved as libcudnn.so: a text file is not a shared library.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(WRITE "${FX}/cudnn/lib/libcudnn.so.9.19.0" "/* GNU ld script */\nINPUT(libcudnn_real.so.9 AS_NEEDED(libcudnn_graph.so.9))\n")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
