# case: SETUP LABELS hostile-headers
# cuDNN 8: cudnn_ops_infer.h of 8.6.0 in an 8.9.7 install: the mix is named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 8.9.7 STATIC OFF)
  cudnn_fixture("${FX}/old" LAYOUT linux-tar VERSION 8.6.0 STATIC OFF)
  file(COPY_FILE "${FX}/old/include/cudnn_ops_infer.h" "${FX}/cudnn/include/cudnn_ops_infer.h")
  return()
endif()
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
