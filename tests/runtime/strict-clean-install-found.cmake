# CUDNN_STRICT with nothing to warn about: found, as without it, and the
# strict-mode check leaves nothing behind.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(ENV{LD_LIBRARY_PATH} "")
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_STRICT ON)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_true(CUDNN_FOUND)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
if(NOT TARGET CUDNN::cudnn)
  message(FATAL_ERROR "CUDNN::cudnn missing")
endif()
