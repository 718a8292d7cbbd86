# F7: 9.19 is newer than 9.10 and 10.1 newer than 9.19 (numbers, not text);
# a major of 10 is read as 10.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn-10" LAYOUT linux-tar VERSION 10.1.0)
set(CUDNN_ROOT "${FX}/cudnn-10")
find_package(CUDNN 9.10 REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 10.1.0)
cudnn_assert_equal(CUDNN_VERSION_MAJOR 10)
