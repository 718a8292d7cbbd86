# Issue 7 (1): a CUDA root named v11.8 holding cuDNN for CUDA 11 gets its CUDA
# version from the folder name (the second MATCHES of the old test cleared
# CMAKE_MATCH_1), so CUDNN_CUDA_VERSION=12.9 rejects it.
cudnn_isolate()
set(root "${FX}/CUDA/v11.8")
cudnn_fixture("${root}" LAYOUT linux-cuda-root VERSION 8.9.5 CUDA_VERSION 11.8)
set(CUDNN_ROOT "${root}")
find_package(CUDNN REQUIRED)
