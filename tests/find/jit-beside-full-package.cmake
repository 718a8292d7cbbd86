# Both cuDNN packages in one environment (nvidia-cudnn-cu13 and
# nvidia-cudnn-jit-cu13): the full one is chosen, JIT named as also usable.
include("${SRC}/tests/find/jit.cmake.inc")
cudnn_isolate()
jit_fixture("${FX}/venv" 9.27.0 12)
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.27.0 CUDA_VERSION 12.9)
set(ENV{VIRTUAL_ENV} "${FX}/venv")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/venv/lib/python3.11/site-packages/nvidia/cudnn/lib/libcudnn.so.9")
cudnn_assert_true(CUDNN_ops_FOUND)
