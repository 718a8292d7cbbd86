# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F1: the cuDNN 9 installer holds builds for CUDA 12.9 and 13.0; the toolkit
# in use is 11.8: no sub-folder matches, and the message lists those present.
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA/CUDNN/v9.19")
cudnn_fixture("${root}" LAYOUT windows-installer VERSION 9.19.0 CUDA_VERSIONS "12.9;13.0")
set(CUDNN_CUDA_VERSION 11.8)
find_package(CUDNN REQUIRED)
