# Only CUDNN_LIBRARY given: the headers are found beside its lib folder.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 8.8.0)
set(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so.8" CACHE FILEPATH "")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.8.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so.8")
