# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F2: cuDNN 8.8.0 hand-copied into a CUDA root, but only bin/ and include/:
# lib/x64/cudnn.lib is missing and the message says what probably happened.
# (A toolchain without dlltool or lib.exe: with one, the import libraries
# are made from the DLLs, see wheel-dll-only-makes-import-library.)
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.8")
cudnn_fixture("${root}" LAYOUT windows-cuda-root VERSION 8.8.0 CUDA_VERSION 11.8 REMOVE lib/x64)
set(ENV{CUDA_PATH_V11_8} "${root}")
set(CUDNN_CUDA_VERSION 11.8)
set(CMAKE_DLLTOOL "")
find_package(CUDNN 8.8 REQUIRED)
