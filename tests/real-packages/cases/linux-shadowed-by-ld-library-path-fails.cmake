# Shadowing: NVIDIA's cuDNN 9.28.0 archive is chosen, and an older cuDNN 9
# (this machine's 9.19.0 in /usr/local/cuda) is first on LD_LIBRARY_PATH:
# programs run here would load that one.  The probe's library checks fail,
# naming both.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
file(GLOB old /usr/local/cuda/lib64/libcudnn.so.9 /usr/local/cuda/lib/libcudnn.so.9)
if(NOT old)
  cudnn_skip_case("needs an older cuDNN 9 at /usr/local/cuda to shadow the chosen one")
endif()
list(GET old 0 old)
file(REAL_PATH "${old}" old_real)
get_filename_component(old_dir "${old}" DIRECTORY)
set(CUDNN_CUDA_VERSION 12.9)
cudnn_isolate()
real_package_dir(cu12 linux nvidia-cudnn-cu12)
real_layout(linux "${cu12}" archive "${FX}/cudnn" 12.9)
real_cuda_root_files(linux 12 "${FX}/cuda-12.9")
set(ENV{LD_LIBRARY_PATH} "${old_dir}:${FX}/cuda-12.9/lib64")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
