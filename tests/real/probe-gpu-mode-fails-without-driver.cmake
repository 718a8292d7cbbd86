# case: LANGUAGES C CXX
# CUDNN_PROBE=GPU makes the GPU checks mandatory: without a driver, the
# REQUIRED find fails with that reason and the fix.
enable_language(CXX)
cudnn_require_real_cudnn()
cudnn_require_no_driver()
set(CUDNN_ROOT /usr/local/cuda)
set(CUDNN_PROBE GPU)
find_package(CUDNN REQUIRED)
