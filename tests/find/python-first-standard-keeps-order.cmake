# Issue 21 (3): CUDNN_FIND_PYTHON=STANDARD in a Python package build keeps the
# documented order: CMAKE_PREFIX_PATH's CUDA root before the environment's wheel.
cudnn_isolate()
cudnn_fixture("${FX}/cuda" LAYOUT linux-cuda-root VERSION 9.19.0 CUDA_VERSION 12.9)
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.5.1 CUDA_VERSION 12.9)
set(CMAKE_PREFIX_PATH "${FX}/cuda")
set(ENV{VIRTUAL_ENV} "${FX}/venv")
set(SKBUILD 2)
set(CUDNN_FIND_PYTHON standard)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cuda/lib64/libcudnn.so")
