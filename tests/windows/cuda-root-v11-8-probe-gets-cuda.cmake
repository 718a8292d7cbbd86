# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Issue 7 (1): the v11.8 root chosen for CUDNN_CUDA_VERSION=11.8; the choice
# line says "for CUDA 11.8" and the probe is given that version (its report's
# cuda_toolkit_version was empty).  Not REQUIRED: the fixture root has no
# cuBLASLt, which the probe rightly reports.
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.8")
cudnn_fixture("${root}" LAYOUT windows-cuda-root VERSION 8.9.5 CUDA_VERSION 11.8
  ZLIBWAPI_DEST bin)
enable_language(CXX)
set(CUDNN_PROBE LIBRARY)
find_package(CUDNN)
cudnn_assert_equal(CUDNN_VERSION 8.9.5)
file(READ "${CMAKE_BINARY_DIR}/cudnn-probe.json" json)
string(JSON toolkit GET "${json}" cuda_toolkit_version)
cudnn_assert_equal(toolkit 11.8)
string(JSON cudart GET "${json}" cudart_build_version)
cudnn_assert_equal(cudart 11.8)
