# cuDNN 8 was never built for CUDA 13: asked for CUDA 13, an 8.9 archive for
# CUDA 12 is refused with the fix that exists (cuDNN 9 for CUDA 13, or a CUDA
# 12 toolkit), not "install the cuDNN 8 build for CUDA 13".
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
cudnn_fixture("${FX}/cudnn-linux-x86_64-8.9.7.29_cuda12-archive" LAYOUT linux-tar VERSION 8.9.7)
set(CUDNN_ROOT "${FX}/cudnn-linux-x86_64-8.9.7.29_cuda12-archive")
find_package(CUDNN REQUIRED)
