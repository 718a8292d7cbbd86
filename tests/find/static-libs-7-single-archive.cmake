# cuDNN 7 (and 8.0-8.2) shipped one libcudnn_static.a: that is linked.
cudnn_isolate()
set(CUDNN_CUDA_VERSION 10.2)
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar7 VERSION 7.6.5)
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_USE_STATIC_LIBS ON)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARIES "${FX}/cudnn/cuda/lib64/libcudnn_static.a")
