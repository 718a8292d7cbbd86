# No hint: the system prefixes (CMAKE_SYSTEM_PREFIX_PATH) are re-rooted under
# CMAKE_SYSROOT, so a Debian-style cuDNN in the target's /usr is found there,
# and with MODE_LIBRARY ONLY nothing of the host's is looked at.
cudnn_isolate()
set(CMAKE_FIND_USE_CMAKE_SYSTEM_PATH ON)
cudnn_fixture("${FX}/sysroot/usr" LAYOUT linux-debian VERSION 9.5.1)
set(CMAKE_SYSROOT "${FX}/sysroot")
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_SYSTEM_PREFIX_PATH /usr/local /usr)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.5.1)
cudnn_assert_matches(CUDNN_LIBRARY "^${FX}/sysroot/usr/lib/x86_64-linux-gnu/libcudnn\\.so")
