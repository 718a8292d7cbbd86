# Several real installs: cuDNN 8.9.6 for CUDA 11 in the active virtual
# environment, cuDNN 9.28 merged into a CUDA 12.9 root (CUDA_PATH, found
# first).  CUDNN_CUDA_VERSION=11.8 chooses the CUDA 11 wheel.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
real_package_dir(cu11 linux nvidia-cudnn-cu11)
real_package_dir(cu12 linux nvidia-cudnn-cu12)
real_layout(linux "${cu12}" cuda-root "${FX}/cuda-12.9" 12.9)
set(ENV{CUDA_PATH} "${FX}/cuda-12.9")
real_layout(linux "${cu11}" venv "${FX}/venv" 11.8)
set(ENV{VIRTUAL_ENV} "${FX}/venv")
real_expect_machine_warnings()
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.9.6)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${REAL_INCLUDE}")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
