# A real mismatch: cuDNN 9.28.0 headers copied over NVIDIA's cuDNN 8.9.6 archive tree: rejected
# when inspected (the library's SONAME says 8), without the probe.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(CUDNN_CUDA_VERSION 11.8)
cudnn_isolate()
real_package_dir(libs linux nvidia-cudnn-cu11)
real_package_dir(headers linux nvidia-cudnn-cu12)
real_layout(linux "${libs}" archive "${FX}/cudnn" 11.8 HEADERS_FROM "${headers}")
set(CUDNN_ROOT "${FX}/cudnn")
string(REGEX MATCH "^[0-9]+" cuda_major "11.8")
real_cuda_root_files(linux ${cuda_major} "${FX}/cuda-11.8")
set(ENV{LD_LIBRARY_PATH} "${FX}/cuda-11.8/lib64")
find_package(CUDNN REQUIRED)
