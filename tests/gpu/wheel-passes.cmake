# case: LANGUAGES C CXX PROBE GPU
# GPU machine: the pip wheel's cuDNN (only .so.9 names), chosen through
# CUDNN_ROOT, passes every check with CUDNN_PROBE=GPU, the convolution
# included; the report is kept for the closing note.
set(root "/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn")
if(DEFINED ENV{CUDNN_TEST_WHEEL_ROOT})
  set(root "$ENV{CUDNN_TEST_WHEEL_ROOT}")
endif()
cudnn_require_gpu()
# What the GPU machine's other installs and driver add (another cuDNN that
# programs installed without an RPATH would load, a driver older than the
# CUDA runtime) are the probe's notes: warnings that depend on the machine.
cudnn_expect_warnings("cuDNN probe:")
if(NOT EXISTS "${root}/lib/libcudnn.so.9")
  cudnn_skip_case("no cuDNN wheel at ${root}")
endif()
set(CUDNN_ROOT "${root}")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
file(READ "${CMAKE_BINARY_DIR}/cudnn-probe.json" report)
string(JSON status GET "${report}" convolution status)
string(JSON gpu GET "${report}" gpu name)
cudnn_assert_equal(status PASS)
message(STATUS "GPU-REPORT wheel: ${gpu}: ${CUDNN_VERSION} convolution ${status}")
