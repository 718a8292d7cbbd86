# case: LANGUAGES C CXX PROBE GPU
# GPU machine, F9 for real: built against the wheel's 9.19 headers while
# LD_LIBRARY_PATH points at the Debian 9.14 libraries.  Configure fails and
# names both files.
set(root "/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn")
cudnn_require_gpu()
if(NOT EXISTS "${root}/lib/libcudnn.so.9" OR NOT EXISTS /usr/lib/x86_64-linux-gnu/libcudnn.so.9)
  cudnn_skip_case("needs both the wheel at ${root} and Debian's /usr/lib/x86_64-linux-gnu/libcudnn.so.9")
endif()
set(ENV{LD_LIBRARY_PATH} /usr/lib/x86_64-linux-gnu)
set(CUDNN_ROOT "${root}")
find_package(CUDNN 9 REQUIRED)
