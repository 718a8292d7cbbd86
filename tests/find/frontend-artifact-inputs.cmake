# cudnn-frontend's CUDNN_INCLUDE_PATH / CUDNN_LIBRARY_PATH, set by the user.
cudnn_isolate()
cudnn_fixture("${FX}/b" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_INCLUDE_PATH "${FX}/b/include")
set(CUDNN_LIBRARY_PATH "${FX}/b/lib/libcudnn.so.9")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/b/lib/libcudnn.so.9")
