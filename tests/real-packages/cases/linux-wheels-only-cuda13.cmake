# A machine with NVIDIA's wheels only (pip-based CI, an extension built in
# PyTorch's environment): a virtual environment holding nvidia-cudnn-cu13 and
# the CUDA 13 wheels (nvidia-cuda-runtime, -crt, -cublas, -cuda-nvrtc, all in
# nvidia/cu13), and no CUDA toolkit (this machine's is hidden with
# CMAKE_IGNORE_PREFIX_PATH; CUDNN_CUDA_VERSION keeps FindCUDAToolkit from
# running).  Found with no hint, for CUDA 13 by the wheel's name; the CUDA
# headers and the CUDA libraries cuDNN loads are the wheels'; the probe loads
# cuBLASLt and NVRTC as cuDNN does, through its libraries' run path
# ($ORIGIN/../../cu13/lib), not from this machine's ld.so cache; a program that
# includes cudnn.h builds against them.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
cudnn_isolate()
set(CUDNN_CUDA_VERSION 13.0)
set(CMAKE_IGNORE_PREFIX_PATH /usr/local/cuda /usr/local/cuda-13.0 /usr/local)
set(site "${FX}/venv/lib/python3.11/site-packages")
foreach(dist nvidia-cudnn-cu13 nvidia-cuda-runtime nvidia-cuda-crt nvidia-cublas nvidia-cuda-nvrtc)
  real_package_dir(wheel linux ${dist})
  real_link_tree("${wheel}/nvidia" "${site}/nvidia")
  real_dist_info("${wheel}" "${site}")
endforeach()
set(ENV{VIRTUAL_ENV} "${FX}/venv")
real_expect_machine_warnings()
find_package(CUDNN 9 REQUIRED)
set(cu13 "${site}/nvidia/cu13")
cudnn_assert_equal(CUDNN_VERSION 9.28.1)
cudnn_assert_equal(CUDNN_INCLUDE_DIRS "${site}/nvidia/cudnn/include;${cu13}/include")
cudnn_assert_equal(CUDNN_CUDA_RUNTIME_LIBRARIES
  "${cu13}/lib/libcublasLt.so.13;${cu13}/lib/libnvrtc.so.13;${cu13}/lib/libnvrtc-builtins.so.13.0;${cu13}/lib/libcudart.so.13")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
file(READ "${CMAKE_BINARY_DIR}/cudnn-probe.json" json)
foreach(i 0 1)
  string(JSON path GET "${json}" dependencies ${i} path)
  string(JSON by GET "${json}" dependencies ${i} found_by)
  cudnn_assert_matches(path "^${cu13}/lib/lib(cublasLt|nvrtc)\\.so\\.13$")
  cudnn_assert_equal(by "cuDNN RUNPATH ${cu13}/lib")
endforeach()
file(WRITE "${CMAKE_BINARY_DIR}/main.cpp" [[
#include <cstdio>
#include <cudnn.h>
int main() { std::printf("%zu\n", cudnnGetVersion()); return 0; }
]])
add_executable(app "${CMAKE_BINARY_DIR}/main.cpp")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "build against the wheels failed:\n${out}\n${err}")
endif()
execute_process(COMMAND "${BIN}/app" OUTPUT_VARIABLE run RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_matches(run "^92801")
]])
