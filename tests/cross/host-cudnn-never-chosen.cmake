# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX REQUIRES aarch64
# With the host's folders searched too (mode BOTH), an x86_64 install found
# first on CMAKE_PREFIX_PATH is not chosen: the target's aarch64 one is.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
cudnn_fixture("${FX}/host" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 13.0)
cudnn_fixture("${FX}/target/usr" LAYOUT linux-debian VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
set(CMAKE_PREFIX_PATH "${FX}/host")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/target/usr/lib/aarch64-linux-gnu/libcudnn.so")
