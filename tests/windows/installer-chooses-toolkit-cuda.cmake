# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F1: the installer's per-CUDA sub-folders: the one matching the toolkit's
# major is chosen, and the configure output says so.
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA/CUDNN/v9.19")
cudnn_fixture("${root}" LAYOUT windows-installer VERSION 9.19.0 CUDA_VERSIONS "12.9;13.0")
set(CUDNN_CUDA_VERSION 12.4)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${root}/include/12.9")
get_target_property(dll CUDNN::cudnn IMPORTED_LOCATION)
cudnn_assert_equal(dll "${root}/bin/12.9/cudnn64_9.dll")
