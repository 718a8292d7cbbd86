# Issue 21 (4): cudnn_set_install_rpath on a name that is no target says so.
cudnn_isolate()
cudnn_fixture("${FX}/cuda" LAYOUT linux-cuda-root VERSION 9.19.0 CUDA_VERSION 13.0)
set(CUDNN_ROOT "${FX}/cuda")
find_package(CUDNN REQUIRED)
cudnn_set_install_rpath(no_such_target)
