# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX REQUIRES aarch64 PARAMS CUDA_TARGET
# cuDNN copied into the target's CUDA root, in targets/<name> (sbsa-linux on
# servers, aarch64-linux on Jetson), found through CUDNN_ROOT=/usr/local/cuda
# (the target's path): in a cross build targets/<name> comes before include/
# and lib64/, which hold the host's files.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
set(cuda "${FX}/target/usr/local/cuda")
cudnn_fixture("${cuda}/targets/${CUDA_TARGET}" LAYOUT linux-tar VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
# The host's files in the CUDA root's own include/ and lib64/: an x86_64 cuDNN.
cudnn_fixture("${cuda}" LAYOUT linux-cuda-root VERSION 9.14.0 CUDA_VERSION 13.0)
set(CUDNN_ROOT /usr/local/cuda)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${cuda}/targets/${CUDA_TARGET}/include")
cudnn_assert_equal(CUDNN_LIBRARY "${cuda}/targets/${CUDA_TARGET}/lib/libcudnn.so")
cudnn_assert_matches(CUDNN_VERSION "^9\\.19\\.0$")
