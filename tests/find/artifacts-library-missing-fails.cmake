# F5: a CUDNN_LIBRARY that names no file: said so, no search elsewhere.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(ENV{CUDNN_HOME} "${FX}/cudnn")
set(CUDNN_INCLUDE_DIR "${FX}/cudnn/include" CACHE PATH "")
set(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so.7" CACHE FILEPATH "")
find_package(CUDNN REQUIRED)
