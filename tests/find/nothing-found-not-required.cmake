# Nothing anywhere, not REQUIRED: CUDNN_FOUND false, configuring goes on.
cudnn_isolate()
find_package(CUDNN)
cudnn_assert_false(CUDNN_FOUND)
