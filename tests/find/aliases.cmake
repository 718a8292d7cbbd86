# The names other modules set, for code written against them.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 8.8.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
# PyTorch
cudnn_assert_equal(CUDNN_INCLUDE_PATH "${FX}/cudnn/include")
cudnn_assert_equal(CUDNN_LIBRARY_PATH "${FX}/cudnn/lib/libcudnn.so")
cudnn_assert_equal(CUDNN_VERSION_MAJOR 8)
# OpenCV
cudnn_assert_equal(CUDNN_MAJOR_VERSION 8)
cudnn_assert_equal(CUDNN_MINOR_VERSION 8)
cudnn_assert_equal(CUDNN_PATCH_VERSION 0)
cudnn_assert_equal(CUDNN_INCLUDE_DIRS "${FX}/cudnn/include")
cudnn_assert_equal(CUDNN_LIBRARIES "${FX}/cudnn/lib/libcudnn.so")
# vcpkg
cudnn_assert_target_property(CuDNN::CuDNN INTERFACE_LINK_LIBRARIES CUDNN::cudnn)
# cudnn-frontend's targets
cudnn_assert_target_type(CUDNN::cudnn_all INTERFACE_LIBRARY)
cudnn_assert_target_type(CUDNN::cudnn_cnn_infer SHARED_LIBRARY)
