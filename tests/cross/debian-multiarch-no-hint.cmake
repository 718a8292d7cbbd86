# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX REQUIRES aarch64
# Jetson's L4T and Debian's arm64 packages in the target's root
# (usr/include/aarch64-linux-gnu, usr/lib/aarch64-linux-gnu), no hint: the
# system prefixes, re-rooted, find it, named by its layout; nothing of this
# machine's own x86_64 cuDNN is looked at (mode ONLY).
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
cudnn_fixture("${FX}/target/usr" LAYOUT linux-debian VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/target/usr/include/aarch64-linux-gnu")
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/target/usr/lib/aarch64-linux-gnu/libcudnn.so")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_SONAME libcudnn.so.9)
