# The same mismatch without REQUIRED: a warning, and CUDNN_FOUND false.
enable_language(CXX)
# The probe checks cuBLASLt and cudart against the CUDA toolkit of this
# machine (13.0): the look-alike is built for it.
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 13.0 LIB_VERSION 9.2.0)
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_PROBE LIBRARY)
find_package(CUDNN)
cudnn_assert_false(CUDNN_FOUND)
cudnn_assert_equal(CUDNN_PROBE_RESULT FAIL)
cudnn_assert_equal(CUDNN_RUNTIME_VERSION 9.2.0)
