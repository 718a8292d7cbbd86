# case: SETUP LABELS hostile-headers
# A 9.19.0 install whose cudnn_graph.h comes from 9.10.0: the mix is named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  cudnn_fixture("${FX}/old" LAYOUT linux-tar VERSION 9.10.0 STATIC OFF)
  file(COPY_FILE "${FX}/old/include/cudnn_graph.h" "${FX}/cudnn/include/cudnn_graph.h")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
