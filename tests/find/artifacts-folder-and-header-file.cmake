# F5: CUDNN_LIBRARY given as the folder, CUDNN_INCLUDE_DIR as the header
# file: both accepted and resolved.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_LIBRARY "${FX}/cudnn/lib" CACHE PATH "")
set(CUDNN_INCLUDE_DIR "${FX}/cudnn/include/cudnn.h" CACHE PATH "")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")
cudnn_assert_equal(CUDNN_INCLUDE_DIRS "${FX}/cudnn/include")
