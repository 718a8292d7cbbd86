# CUDNN_ROOT names a folder that CMAKE_IGNORE_PREFIX_PATH also names, so the
# hint gives no place at all: it still names the install, so with CUDNN_FETCH
# on nothing is fetched (the server gets no request) and the message says why.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
file(MAKE_DIRECTORY "${FX}/empty")
set(CUDNN_ROOT "${FX}/empty")
set(CMAKE_IGNORE_PREFIX_PATH "${FX}/empty")
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
