# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX REQUIRES aarch64
# The manylinux aarch64 wheel in a virtual environment of the target's root,
# VIRTUAL_ENV naming it as the target sees it: its site-packages are listed
# under the root, and the wheel's package name tells its CUDA.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
cudnn_fixture("${FX}/target/opt/venv" LAYOUT linux-wheel VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
# With the CUDA 13 runtime and crt wheels beside it (their headers only):
# the CUDA headers of the target's environment, as there is no toolkit.
set(cu13 "${FX}/target/opt/venv/lib/python3.11/site-packages/nvidia/cu13/include")
file(WRITE "${cu13}/cuda_runtime_api.h" "")
file(WRITE "${cu13}/crt/host_defines.h" "")
set(ENV{VIRTUAL_ENV} /opt/venv)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIRS "${FX}/target/opt/venv/lib/python3.11/site-packages/nvidia/cudnn/include;${cu13}")
set(wheel "${FX}/target/opt/venv/lib/python3.11/site-packages/nvidia/cudnn")
cudnn_assert_equal(CUDNN_LIBRARY "${wheel}/lib/libcudnn.so.9")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${wheel}/include")
