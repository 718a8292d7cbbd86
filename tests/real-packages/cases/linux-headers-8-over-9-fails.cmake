# A real mismatch: cuDNN 8.9.6 headers copied over NVIDIA's cuDNN 9.28.0 archive tree: rejected
# when inspected (the library's SONAME says 9), without the probe.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(CUDNN_CUDA_VERSION 12.9)
cudnn_isolate()
real_package_dir(libs linux nvidia-cudnn-cu12)
real_package_dir(headers linux nvidia-cudnn-cu11)
real_layout(linux "${libs}" archive "${FX}/cudnn" 12.9 HEADERS_FROM "${headers}")
set(CUDNN_ROOT "${FX}/cudnn")
string(REGEX MATCH "^[0-9]+" cuda_major "12.9")
real_cuda_root_files(linux ${cuda_major} "${FX}/cuda-12.9")
set(ENV{LD_LIBRARY_PATH} "${FX}/cuda-12.9/lib64")
find_package(CUDNN REQUIRED)
