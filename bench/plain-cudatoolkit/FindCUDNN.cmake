# The second floor: the plain module (../plain) plus find_package(CUDAToolkit),
# which most cuDNN modules also run (for CUDA::cudart and the toolkit's
# version).  Used only by bench/configure-time.sh.
find_package(CUDAToolkit QUIET)
find_path(CUDNN_INCLUDE_DIR cudnn.h HINTS ${CUDNN_ROOT} $ENV{CUDNN_ROOT} /usr/local/cuda PATH_SUFFIXES include)
find_library(CUDNN_LIBRARY cudnn HINTS ${CUDNN_ROOT} $ENV{CUDNN_ROOT} /usr/local/cuda PATH_SUFFIXES lib64 lib lib/x64)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CUDNN REQUIRED_VARS CUDNN_LIBRARY CUDNN_INCLUDE_DIR)
