# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX PROBE AUTO REQUIRES aarch64
# A cross build without CMAKE_CROSSCOMPILING_EMULATOR: the probe is built (its
# headers and library link for the target), not run, and one note says how to
# run it.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
unset(CMAKE_CROSSCOMPILING_EMULATOR)
cudnn_fixture("${FX}/target/usr" LAYOUT linux-debian VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_PROBE_RESULT SKIPPED)
cudnn_assert_true(CUDNN_FOUND)
cudnn_assert_exists("${CMAKE_BINARY_DIR}/CMakeFiles/cudnn-probe/bin/cudnn_probe")
