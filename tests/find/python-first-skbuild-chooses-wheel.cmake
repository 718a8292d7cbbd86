# Issue 21 (3): a Python package build (scikit-build-core sets SKBUILD) in a virtual
# environment holding a cuDNN wheel, on a machine whose CUDA root (on
# CMAKE_PREFIX_PATH, as the CUDA toolkit often is) holds another cuDNN: the
# environment's wheel is chosen, and the choice line says why.
cudnn_isolate()
cudnn_fixture("${FX}/cuda" LAYOUT linux-cuda-root VERSION 9.19.0 CUDA_VERSION 12.9)
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.5.1 CUDA_VERSION 12.9)
set(CMAKE_PREFIX_PATH "${FX}/cuda")
set(ENV{VIRTUAL_ENV} "${FX}/venv")
set(SKBUILD 2)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.5.1)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/venv/lib/python3.11/site-packages/nvidia/cudnn/lib/libcudnn.so.9")
