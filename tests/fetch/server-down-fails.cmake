# No network: the mirror's server is down and the cache is empty.  The
# configure fails saying the URL cannot be reached, and how to get the file in
# anyway (https_proxy, or a folder as CUDNN_FETCH_URL); nothing is kept.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
fetch_server_start(server "${FX}/served")
fetch_server_stop(server)
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
