# cuDNN 8.9's headers (from the x86_64 cu11 wheel: headers are the same on every
# machine) copied over NVIDIA's aarch64 9.x wheel in a target root: found through
# CUDNN_ROOT as the target names it, rejected, naming the aarch64 library of the other
# release that is there.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(root "${FX}/target")
real_aarch64_root("${root}" venv)
real_package_dir(old linux nvidia-cudnn-cu11)
set(cudnn "${root}/opt/venv/lib/python3.11/site-packages/nvidia/cudnn")
file(REMOVE_RECURSE "${cudnn}/include")
real_link_tree("${old}/nvidia/cudnn/include" "${cudnn}/include")
foreach(var CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CUDA_PATH VIRTUAL_ENV CONDA_PREFIX
            CMAKE_PREFIX_PATH LD_LIBRARY_PATH)
  unset(ENV{${var}})
endforeach()
set(CMAKE_FIND_ROOT_PATH "${root}")
set(CUDNN_ROOT /opt/venv/lib/python3.11/site-packages/nvidia/cudnn)
find_package(CUDNN REQUIRED)
