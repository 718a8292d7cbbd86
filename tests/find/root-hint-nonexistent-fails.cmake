# A CUDNN_ROOT that does not exist is named as such.
cudnn_isolate()
set(CUDNN_ROOT "${FX}/typo")
find_package(CUDNN REQUIRED)
