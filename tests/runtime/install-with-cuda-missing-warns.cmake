# cudnn_install_runtime_dlls(WITH_CUDA) where the CUDA libraries cuDNN loads are
# not to be found (a cuDNN archive for CUDA 12.9, no CUDA 12 toolkit or wheel):
# a warning names each file, where it was looked for, and the fix; cuDNN's own
# files are installed all the same.
cudnn_isolate()
unset(ENV{LD_LIBRARY_PATH})
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 12.9)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_CUDA_RUNTIME_LIBRARIES "")
cudnn_install_runtime_dlls(WITH_CUDA)
