# Issue 7/8: CUDNN_CUDA_VERSION=13 (major only) reaches the probe, whose
# cudnnGetCudartVersion() check rejects a library built for CUDA 12.9 that
# no folder name gave away.
enable_language(CXX)
set(CUDNN_CUDA_VERSION 13)
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 12.9)
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_PROBE LIBRARY)
find_package(CUDNN REQUIRED)
