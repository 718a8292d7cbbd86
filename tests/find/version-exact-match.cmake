# EXACT with the full version found.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 9.19.0 EXACT REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_VERSION_MAJOR 9)
cudnn_assert_equal(CUDNN_VERSION_MINOR 19)
cudnn_assert_equal(CUDNN_VERSION_PATCH 0)
