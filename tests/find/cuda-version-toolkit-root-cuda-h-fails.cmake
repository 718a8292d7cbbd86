# Issue 7 (2): a folder that is itself a CUDA toolkit tells its CUDA version
# by include/cuda.h (CUDA_VERSION) where it has no version.json: that root's
# cuDNN is for CUDA 13.0, not the 12.9 asked for.
cudnn_isolate()
cudnn_fixture("${FX}/cuda" LAYOUT linux-cuda-root VERSION 9.19.0 CUDA_VERSION 13.0
  TOOLKIT_VERSION 13.0 TOOLKIT_FILES cuda.h)
set(CUDNN_ROOT "${FX}/cuda")
find_package(CUDNN REQUIRED)
