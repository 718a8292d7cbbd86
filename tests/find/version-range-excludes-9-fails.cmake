# A range whose upper end excludes the only install fails, saying so.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 8.8...<9 REQUIRED)
