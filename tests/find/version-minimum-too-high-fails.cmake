# Not found with a plain minimum above what is installed; not REQUIRED, so
# configuring goes on with CUDNN_FOUND false.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 10)
cudnn_assert_false(CUDNN_FOUND)
if(TARGET CUDNN::cudnn)
  message(FATAL_ERROR "ASSERTION FAILED: CUDNN::cudnn exists although CUDNN was not found")
endif()
