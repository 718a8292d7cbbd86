# The connection closes after half the file (the server's /cut/ path declares
# the whole length, sends half): the configure fails saying the transfer was
# cut short and after how many bytes; nothing is kept (-check.cmake).
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
fetch_stand_in("${FX}/served" "${FETCH_FILE}" 200000)
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}/cut")
find_package(CUDNN REQUIRED)
