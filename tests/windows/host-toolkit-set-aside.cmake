# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine nvcc
# Issue 24 (6): a Windows build cross-compiled from Linux with MinGW, with this
# machine's own CUDA 13 toolkit visible (as here and on CI), and CUDA_PATH
# naming the Windows CUDA 11.8 root that cuDNN 8.9 was copied into.
# FindCUDAToolkit finds the Linux toolkit: it is not the one in use (its files
# are not Windows ones), and the configure says so once; the Windows root's
# CUDA 11.8 (its version.json) is, so the install is chosen and the probe is
# asked for CUDA 11.8 (not 13.0, and not cublasLt64_13.dll).
set(CUDNN_CUDA_VERSION "")
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.8")
cudnn_fixture("${root}" LAYOUT windows-cuda-root VERSION 8.9.5 CUDA_VERSION 11.8 TOOLKIT_VERSION 11.8
  ZLIBWAPI_DEST bin)
set(ENV{CUDA_PATH} "${root}")
enable_language(CXX)
set(CUDNN_PROBE LIBRARY)
find_package(CUDNN)
cudnn_assert_equal(CUDNN_VERSION 8.9.5)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${root}/include")
file(READ "${CMAKE_BINARY_DIR}/cudnn-probe.json" json)
string(JSON toolkit GET "${json}" cuda_toolkit_version)
cudnn_assert_equal(toolkit 11.8)
