# EXACT pins the version: 9.19.0 is not 9.1.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 9.1 EXACT REQUIRED)
