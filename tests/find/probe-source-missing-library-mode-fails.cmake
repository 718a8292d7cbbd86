# The same copy with CUDNN_PROBE=LIBRARY asked for by name: the REQUIRED find
# fails, saying what is missing and what to copy.
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
file(COPY "${SRC}/modules" DESTINATION "${FX}/third_party")
list(INSERT CMAKE_MODULE_PATH 0 "${FX}/third_party/modules")
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 13.0)
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_PROBE LIBRARY)
find_package(CUDNN REQUIRED)
