# CUDNN_FETCH_DIR with a '[' without its partner (which a CMake list cannot
# hold): the configure fails naming the folder and the fix before any download.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
set(CUDNN_FETCH_DIR "${FX}/cache/[odd")
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
