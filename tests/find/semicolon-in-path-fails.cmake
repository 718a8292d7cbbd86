# F23: a ';' in the path cannot live in a CMake list: a clear message, not
# an internal error.
cudnn_isolate()
set(CUDNN_ROOT "${FX}/a;b")
find_package(CUDNN REQUIRED)
