# The policy matrix's main case: a cuDNN 9 and a cuDNN 8 install on
# CMAKE_PREFIX_PATH, a range that takes only the 8.x, components by their
# version-neutral names; results and targets as under any other policy.
# (Written for CMake 2.8.12's policies: no IN_LIST, no quoted-variable if().)
cudnn_isolate()
cudnn_fixture("${FX}/v9" LAYOUT linux-tar VERSION 9.19.0)
cudnn_fixture("${FX}/v8" LAYOUT linux-tar VERSION 8.9.7)
set(CUDNN_CUDA_VERSION 12.4)
set(CMAKE_PREFIX_PATH "${FX}/v9" "${FX}/v8")
find_package(CUDNN 8.8...<9 REQUIRED COMPONENTS cnn ops)
cudnn_assert_equal(CUDNN_VERSION 8.9.7)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/v8/lib/libcudnn.so")
cudnn_assert_true(CUDNN_cnn_FOUND)
cudnn_assert_target_property(CUDNN::cudnn_cnn INTERFACE_LINK_LIBRARIES "CUDNN::cudnn_cnn_infer;CUDNN::cudnn_cnn_train")
cudnn_assert_target_type(CUDNN::cudnn SHARED_LIBRARY)
