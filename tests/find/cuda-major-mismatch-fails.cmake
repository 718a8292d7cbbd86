# F15: an archive built for CUDA 11 while the CUDA toolkit in use is 12.9.
cudnn_isolate()
set(root "${FX}/cudnn-linux-x86_64-8.9.7.29_cuda11-archive")
cudnn_fixture("${root}" LAYOUT linux-tar VERSION 8.9.7 CUDA_VERSION 11.8)
set(CUDNN_ROOT "${root}")
find_package(CUDNN REQUIRED)
