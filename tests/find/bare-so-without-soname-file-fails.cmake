# F18: a regular libcudnn.so whose SONAME libcudnn.so.9 exists nowhere.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 BARE_SO ON)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
