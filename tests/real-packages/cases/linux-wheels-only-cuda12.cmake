# As linux-wheels-only-cuda13, with nvidia-cudnn-cu12 and the CUDA 12 wheels
# (nvidia/cuda_runtime, nvidia/cublas, nvidia/cuda_nvrtc): the CUDA headers are
# the runtime wheel's, the CUDA libraries cuDNN loads the sister wheels', and
# the probe loads cuBLASLt and NVRTC through cuDNN's run path.  (No program is
# built: CUDA 12's crt/ headers come in nvidia-cuda-nvcc-cu12, not pinned, and
# this machine's compiler would take CUDA 13's from /usr/local/include.)
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
cudnn_isolate()
set(CUDNN_CUDA_VERSION 12.9)
set(CMAKE_IGNORE_PREFIX_PATH /usr/local/cuda /usr/local/cuda-13.0 /usr/local)
set(site "${FX}/venv/lib/python3.11/site-packages")
real_package_dir(cudnn linux nvidia-cudnn-cu12)
real_link_tree("${cudnn}/nvidia" "${site}/nvidia")
real_dist_info("${cudnn}" "${site}")
real_cuda_wheels(linux 12 "${site}/nvidia")
set(ENV{VIRTUAL_ENV} "${FX}/venv")
real_expect_machine_warnings()
find_package(CUDNN 9 REQUIRED)
set(nvidia "${site}/nvidia")
cudnn_assert_equal(CUDNN_VERSION 9.28.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIRS "${nvidia}/cudnn/include;${nvidia}/cuda_runtime/include")
cudnn_assert_equal(CUDNN_CUDA_RUNTIME_LIBRARIES
  "${nvidia}/cublas/lib/libcublasLt.so.12;${nvidia}/cuda_nvrtc/lib/libnvrtc.so.12;${nvidia}/cuda_nvrtc/lib/libnvrtc-builtins.so.12.9;${nvidia}/cuda_runtime/lib/libcudart.so.12")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
file(READ "${CMAKE_BINARY_DIR}/cudnn-probe.json" json)
string(JSON path GET "${json}" dependencies 0 path)
string(JSON by GET "${json}" dependencies 0 found_by)
cudnn_assert_equal(path "${nvidia}/cublas/lib/libcublasLt.so.12")
cudnn_assert_equal(by "cuDNN RUNPATH ${nvidia}/cublas/lib")
string(JSON path GET "${json}" dependencies 1 path)
cudnn_assert_equal(path "${nvidia}/cuda_nvrtc/lib/libnvrtc.so.12")
