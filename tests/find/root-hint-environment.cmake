# CUDNN_ROOT from the environment.
cudnn_isolate()
cudnn_fixture("${FX}/env" LAYOUT linux-tar VERSION 8.8.0)
set(ENV{CUDNN_ROOT} "${FX}/env")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.8.0)
