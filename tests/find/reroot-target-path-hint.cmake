# Cross builds: CUDNN_ROOT names the install as the target sees it
# (/opt/cudnn); with CMAKE_FIND_ROOT_PATH and MODE_LIBRARY ONLY it is looked
# up under the root, as find_library() would, and reported there.
cudnn_isolate()
cudnn_fixture("${FX}/sysroot/opt/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CMAKE_FIND_ROOT_PATH "${FX}/sysroot")
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CUDNN_ROOT /opt/cudnn)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/sysroot/opt/cudnn/lib/libcudnn.so")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/sysroot/opt/cudnn/include")
# A hint already under the root is taken as it is.
unset(CUDNN_LIBRARY CACHE)
unset(CUDNN_INCLUDE_DIR CACHE)
set(CUDNN_ROOT "${FX}/sysroot/opt/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/sysroot/opt/cudnn/lib/libcudnn.so")
