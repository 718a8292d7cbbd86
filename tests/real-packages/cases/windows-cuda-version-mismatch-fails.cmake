# Issue 7 defect 1 (fixed).  NVIDIA's cuDNN 8.9.5 for CUDA 11 merged into a CUDA
# v11.8 root (the only install), and CUDNN_CUDA_VERSION=12.9: rejected, with
# the reason.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(CUDNN_CUDA_VERSION 12.9)
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.8")
real_package_dir(cu11 windows nvidia-cudnn-cu11)
real_layout(windows "${cu11}" cuda-root "${root}" 11.8)
set(ENV{CUDNN_WINE_PATH} "${root}/bin")
find_package(CUDNN REQUIRED)
