# Sub-libraries of newer releases are components too.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 EXTRA_SUBLIBS "engines_tensor_ir;ext")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS engines_tensor_ir ext)
cudnn_assert_true(CUDNN_engines_tensor_ir_FOUND)
cudnn_assert_target_type(CUDNN::cudnn_ext SHARED_LIBRARY)
