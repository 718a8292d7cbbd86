# A mirror serves a file of the pinned name that is not the pinned file (5000
# bytes of something else): the configure fails naming the URL, both SHA-256s
# and the fix; nothing is unpacked or kept (-check.cmake).
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
fetch_stand_in("${FX}/served" "${FETCH_FILE}" 5000)
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
