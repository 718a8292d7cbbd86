# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX REQUIRES aarch64 PARAMS HINT
# NVIDIA's linux-sbsa archive unpacked in the target's /opt.  CUDNN_ROOT names it
# as the target sees it (HINT=target: /opt/cudnn-linux-sbsa-..., looked up under
# the root, as find_library() would) or by its place on this machine (HINT=host:
# already under the root, taken as it is): the same install either way, its
# CUDA told by the archive's name.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
set(name cudnn-linux-sbsa-9.19.0.56_cuda13-archive)
cudnn_fixture("${FX}/target/opt/${name}" LAYOUT linux-tar VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
if(HINT STREQUAL "target")
  set(CUDNN_ROOT "/opt/${name}")
else()
  set(CUDNN_ROOT "${FX}/target/opt/${name}")
endif()
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/target/opt/${name}/lib/libcudnn.so")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/target/opt/${name}/include")
