# F23: a '[' without its ']' in the path cannot live in a CMake list (CMake
# does not split inside brackets): a clear message, never a wrong verdict.
cudnn_isolate()
set(root "${FX}/old [backup/cudnn")
cudnn_fixture("${root}" LAYOUT linux-tar VERSION 8.8.0)
set(CUDNN_ROOT "${root}")
find_package(CUDNN REQUIRED)
