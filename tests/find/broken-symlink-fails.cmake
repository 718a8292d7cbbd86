# F18: libcudnn.so -> libcudnn.so.9 -> libcudnn.so.9.19.0, the last missing.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 BROKEN_SYMLINK ON)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
