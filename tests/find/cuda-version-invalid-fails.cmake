# Issue 8/7: CUDNN_CUDA_VERSION that is no CUDA version is an error naming
# the variable, the value and the accepted forms.
set(CUDNN_CUDA_VERSION abc)
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
