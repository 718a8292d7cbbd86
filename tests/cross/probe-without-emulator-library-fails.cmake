# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX PROBE LIBRARY REQUIRES aarch64
# CUDNN_PROBE=LIBRARY in a cross build without CMAKE_CROSSCOMPILING_EMULATOR:
# the checks asked for cannot run, and the failure names the variable and the fix.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
unset(CMAKE_CROSSCOMPILING_EMULATOR)
cudnn_fixture("${FX}/target/usr" LAYOUT linux-debian VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
find_package(CUDNN REQUIRED)
