# CUDNN_ROOT names a folder with no cuDNN: with CUDNN_FETCH on, the configure
# still fails on that hint, and says why nothing was fetched; the server gets
# no request.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
file(MAKE_DIRECTORY "${FX}/empty")
set(CUDNN_ROOT "${FX}/empty")
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
