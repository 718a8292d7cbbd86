# A hint written with doubled and trailing slashes and a "." comes out as one
# path: the results and the choice line name <FX>/cudnn.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}//./cudnn/")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARIES "${FX}/cudnn/lib/libcudnn.so")
cudnn_assert_equal(CUDNN_INCLUDE_DIRS "${FX}/cudnn/include")
