# F8: 9.19 comes first in search order, but the range 8.8...<9 excludes it:
# the 8.8 install further down is chosen.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn-9" LAYOUT linux-tar VERSION 9.19.0)
cudnn_fixture("${FX}/cudnn-8" LAYOUT linux-tar VERSION 8.8.0)
set(ENV{CUDNN_PATH} "${FX}/cudnn-9")
set(ENV{CUDNN_HOME} "${FX}/cudnn-8")
find_package(CUDNN 8.8...<9 REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 8.8.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn-8/include")
