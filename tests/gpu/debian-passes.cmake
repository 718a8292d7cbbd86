# case: LANGUAGES C CXX PROBE GPU
# GPU machine: Debian's cuDNN packages (/usr/include/x86_64-linux-gnu,
# /usr/lib/x86_64-linux-gnu), found as a system install, pass every check.
cudnn_require_gpu()
# What the GPU machine's other installs and driver add (another cuDNN that
# programs installed without an RPATH would load, a driver older than the
# CUDA runtime) are the probe's notes: warnings that depend on the machine.
cudnn_expect_warnings("cuDNN probe:")
if(NOT EXISTS /usr/lib/x86_64-linux-gnu/libcudnn.so.9)
  cudnn_skip_case("no Debian cuDNN package in /usr/lib/x86_64-linux-gnu")
endif()
set(CUDNN_ROOT /usr)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR /usr/include/x86_64-linux-gnu)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
file(READ "${CMAKE_BINARY_DIR}/cudnn-probe.json" report)
string(JSON status GET "${report}" convolution status)
cudnn_assert_equal(status PASS)
message(STATUS "GPU-REPORT debian: ${CUDNN_VERSION} convolution ${status}")
