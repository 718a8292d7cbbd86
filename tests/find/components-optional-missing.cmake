# F12: a sub-library missing next to the main one.  Asked as optional:
# found, CUDNN_adv_FOUND false, and a warning names the missing file.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 REMOVE "lib/libcudnn_adv.so*")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS cnn OPTIONAL_COMPONENTS adv)
cudnn_assert_true(CUDNN_FOUND)
cudnn_assert_false(CUDNN_adv_FOUND)
if(TARGET CUDNN::cudnn_adv)
  message(FATAL_ERROR "ASSERTION FAILED: CUDNN::cudnn_adv exists")
endif()
