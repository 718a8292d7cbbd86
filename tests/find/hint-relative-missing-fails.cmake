# A relative CUDNN_ROOT is taken from the project's source folder, not from
# where cmake runs: when it names nothing there, the message says so.
cudnn_isolate()
set(CUDNN_ROOT "rel-root")
find_package(CUDNN REQUIRED)
