# F9 on Linux: another cuDNN (9.14.0) on LD_LIBRARY_PATH is loaded before
# the chosen 9.19.0 by programs built here: both files and versions named.
cudnn_isolate()
cudnn_fixture("${FX}/other cudnn" LAYOUT linux-tar VERSION 9.14.0)
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(ENV{LD_LIBRARY_PATH} "/nonexistent:${FX}/other cudnn/lib:${FX}/cudnn/lib")
set(CMAKE_PREFIX_PATH "${FX}/cudnn")
find_package(CUDNN REQUIRED)
