# A library cut short by an interrupted copy: named, with its size.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 TRUNCATE lib/libcudnn.so.9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
