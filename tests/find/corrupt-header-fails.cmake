# A version header with garbage instead of the macros: named, no internal error.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 CORRUPT_HEADER ON)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
