# find_package(CuDNN ... CONFIG) / find_package(cuDNN ... CONFIG) look for
# cudnn-config.cmake: the same file as CUDNNConfig.cmake.
include("${CMAKE_CURRENT_LIST_DIR}/CUDNNConfig.cmake")
