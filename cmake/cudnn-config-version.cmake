include("${CMAKE_CURRENT_LIST_DIR}/CUDNNConfigVersion.cmake")
