# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Issue 7 (1), the mission's case: cuDNN 8.9.5 for CUDA 11 merged into the
# CUDA installer's v11.8 root.  With CUDNN_CUDA_VERSION=12.9 it is rejected
# because of its folder name (before the fix it was accepted, no CUDA shown).
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.8")
cudnn_fixture("${root}" LAYOUT windows-cuda-root VERSION 8.9.5 CUDA_VERSION 11.8)
find_package(CUDNN REQUIRED)
