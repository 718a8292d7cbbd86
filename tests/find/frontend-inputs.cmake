# cudnn-frontend's inputs: the CUDNN_PATH variable is a root, and
# CUDNN_INCLUDE_PATH / CUDNN_LIBRARY_PATH set by the user are artifacts.
cudnn_isolate()
cudnn_fixture("${FX}/a" LAYOUT linux-tar VERSION 8.8.0)
cudnn_fixture("${FX}/b" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_PATH "${FX}/a")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.8.0)
