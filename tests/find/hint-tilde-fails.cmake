# CUDNN_ROOT=~/cudnn: CMake does not expand '~', and the message says so.
cudnn_isolate()
set(CUDNN_ROOT "~/no-such-cudnn-here")
find_package(CUDNN REQUIRED)
