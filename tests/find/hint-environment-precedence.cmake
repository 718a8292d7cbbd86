# The environment hints of other projects, in the documented order:
# CUDNN_PATH, then CUDNN_HOME, then CUDNN_ROOT_DIR.
cudnn_isolate()
cudnn_fixture("${FX}/path" LAYOUT linux-tar VERSION 9.19.0)
cudnn_fixture("${FX}/home" LAYOUT linux-tar VERSION 9.5.1)
cudnn_fixture("${FX}/rootdir" LAYOUT linux-tar VERSION 8.8.0)
set(ENV{CUDNN_ROOT_DIR} "${FX}/rootdir")
set(ENV{CUDNN_HOME} "${FX}/home")
set(ENV{CUDNN_PATH} "${FX}/path")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
