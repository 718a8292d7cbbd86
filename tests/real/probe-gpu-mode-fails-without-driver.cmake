# CUDNN_PROBE=GPU makes the GPU checks mandatory: without a driver, the
# REQUIRED find fails with that reason and the fix.
enable_language(CXX)
if(NOT EXISTS /usr/local/cuda/include/cudnn_version.h)
  cudnn_skip_case("no cuDNN installed at /usr/local/cuda")
endif()
find_program(smi nvidia-smi)
if(smi)
  cudnn_skip_case("this machine has an NVIDIA driver: see tests/gpu")
endif()
set(CUDNN_ROOT /usr/local/cuda)
set(CUDNN_PROBE GPU)
find_package(CUDNN REQUIRED)
