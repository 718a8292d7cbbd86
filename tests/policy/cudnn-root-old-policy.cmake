# cmake_minimum_required below 3.12 (CMP0074 unset): CMake itself warns that
# find_package ignores CUDNN_ROOT for its own search.  FindCUDNN reads it all
# the same, and that dev warning is the only text on stderr.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")
