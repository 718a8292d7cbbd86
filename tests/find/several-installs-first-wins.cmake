# F8: both installs satisfy the request; the first in search order wins and
# the configure output names the other.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn-9" LAYOUT linux-tar VERSION 9.19.0)
cudnn_fixture("${FX}/cudnn-8" LAYOUT linux-tar VERSION 8.8.0)
set(ENV{CUDNN_PATH} "${FX}/cudnn-9")
set(ENV{CUDNN_HOME} "${FX}/cudnn-8")
find_package(CUDNN 8 REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
