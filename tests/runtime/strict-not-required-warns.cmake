# CUDNN_STRICT without REQUIRED: the shadowing copy is a warning, as without
# strict mode, and the install is found.
cudnn_isolate()
cudnn_fixture("${FX}/other cudnn" LAYOUT linux-tar VERSION 9.14.0)
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(ENV{LD_LIBRARY_PATH} "${FX}/other cudnn/lib")
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_STRICT ON)
find_package(CUDNN)
cudnn_assert_true(CUDNN_FOUND)
