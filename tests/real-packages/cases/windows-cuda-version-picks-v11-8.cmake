# Issue 7 defect 1 (fixed).  Two CUDA roots under Program Files, v11.8 with cuDNN
# 8.9.5 and v12.9 with cuDNN 9.1.1 (each with its own cudart, cuBLAS, NVRTC),
# and CUDNN_CUDA_VERSION=11.8: the v11.8 root is chosen.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
set(cuda "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA")
real_package_dir(cu11 windows nvidia-cudnn-cu11)
real_package_dir(cu12 windows nvidia-cudnn-cu12-9.1.1.17)
real_layout(windows "${cu11}" cuda-root "${cuda}/v11.8" 11.8)
real_layout(windows "${cu12}" cuda-root "${cuda}/v12.9" 12.9)
set(ENV{CUDNN_WINE_PATH} "${cuda}/v11.8/bin")
real_expect_machine_warnings()
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.9.5)
cudnn_assert_equal(CUDNN_LIBRARY "${cuda}/v11.8/lib/x64/cudnn.lib")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
