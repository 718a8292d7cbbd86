# The CUDNN_ROOT variable takes precedence over the environment variable.
cudnn_isolate()
cudnn_fixture("${FX}/env" LAYOUT linux-tar VERSION 8.8.0)
cudnn_fixture("${FX}/var" LAYOUT linux-tar VERSION 9.19.0)
set(ENV{CUDNN_ROOT} "${FX}/env")
set(CUDNN_ROOT "${FX}/var")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
