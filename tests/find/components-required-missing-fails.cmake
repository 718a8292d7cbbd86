# F12: a required sub-library missing: the install is rejected, naming it.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 REMOVE "lib/libcudnn_adv.so*")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS adv)
