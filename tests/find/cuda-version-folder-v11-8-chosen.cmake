# Issue 7 (1): the same v11.8 root with CUDNN_CUDA_VERSION=11.8: chosen, and
# the choice line says for which CUDA and how that is known.
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
set(root "${FX}/CUDA/v11.8")
cudnn_fixture("${root}" LAYOUT linux-cuda-root VERSION 8.9.5 CUDA_VERSION 11.8)
set(CUDNN_ROOT "${root}")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.9.5)
