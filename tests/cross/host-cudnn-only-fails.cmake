# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX REQUIRES aarch64
# The only install is the host's (x86_64): it is named, with why a program
# for the target cannot use it.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
cudnn_fixture("${FX}/host" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 13.0)
set(CMAKE_PREFIX_PATH "${FX}/host")
find_package(CUDNN REQUIRED)
