# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F25: cuDNN 8.8.0's headers and libraries copied into CUDA v11.3, whose
# bin is a link into v11.8, holding cuDNN 8.9.7's DLLs: the link, its real
# folder and both versions are named.
cudnn_isolate()
cudnn_fixture("${FX}/CUDA/v11.8" LAYOUT windows-cuda-root VERSION 8.9.7 CUDA_VERSION 11.8 ZLIBWAPI_DEST bin)
cudnn_fixture("${FX}/CUDA/v11.3" LAYOUT windows-cuda-root VERSION 8.8.0 CUDA_VERSION 11.3 REMOVE bin)
file(CREATE_LINK "${FX}/CUDA/v11.8/bin" "${FX}/CUDA/v11.3/bin" SYMBOLIC)
set(ENV{CUDA_PATH_V11_3} "${FX}/CUDA/v11.3")
set(CUDNN_CUDA_VERSION 11.3)
find_package(CUDNN 8.8 EXACT REQUIRED)
