# case: SETUP LABELS hostile-headers
# Four headers of 9.10.0 in a 9.19.0 install: each mismatched header listed.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  cudnn_fixture("${FX}/old" LAYOUT linux-tar VERSION 9.10.0 STATIC OFF)
  foreach(h cudnn_graph.h cudnn_ops.h cudnn_cnn.h cudnn_adv.h)
    file(COPY_FILE "${FX}/old/include/${h}" "${FX}/cudnn/include/${h}")
  endforeach()
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
