# case: LANGUAGES C CXX
# The real cuDNN of this machine under CUDNN_PROBE=AUTO: the library checks
# pass; without a driver the GPU checks are skipped, and said so.
enable_language(CXX)
cudnn_require_real_cudnn()
cudnn_require_no_driver()
set(CUDNN_ROOT /usr/local/cuda)
set(CUDNN_PROBE AUTO)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
cudnn_assert_equal(CUDNN_RUNTIME_VERSION "${CUDNN_VERSION}")
cudnn_assert_exists("${CMAKE_BINARY_DIR}/cudnn-probe.json")
