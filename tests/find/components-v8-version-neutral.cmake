# On cuDNN 8, "cnn" means cnn_infer and cnn_train.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 8.8.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS cnn ops_infer)
cudnn_assert_true(CUDNN_cnn_FOUND)
cudnn_assert_true(CUDNN_cnn_infer_FOUND)
cudnn_assert_true(CUDNN_ops_infer_FOUND)
cudnn_assert_target_property(CUDNN::cudnn_cnn INTERFACE_LINK_LIBRARIES "CUDNN::cudnn_cnn_infer;CUDNN::cudnn_cnn_train")
