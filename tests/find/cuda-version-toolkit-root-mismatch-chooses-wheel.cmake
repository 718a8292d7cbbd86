# Issue 7 (2): CUDNN_CUDA_VERSION=11.8, a CUDA 13.0 toolkit root (its
# version.json says so, its name does not) holding cuDNN 9.19, and a CUDA 11
# wheel in the active virtual environment: the wheel is chosen, the root is
# named as another CUDA's.
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
cudnn_fixture("${FX}/cuda" LAYOUT linux-cuda-root VERSION 9.19.0 CUDA_VERSION 13.0 TOOLKIT_VERSION 13.0)
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 8.9.6 CUDA_VERSION 11.8)
set(CMAKE_PREFIX_PATH "${FX}/cuda")
set(ENV{VIRTUAL_ENV} "${FX}/venv")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.9.6)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/venv/lib/python3.11/site-packages/nvidia/cudnn/lib/libcudnn.so.8")
