# A mirror that does not hold the pinned wheel answers 404: the configure says
# so (not "hash mismatch"), with the pip command that gets the file; nothing
# is kept (-check.cmake), not even the partial folder a killed configure left.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
include("${SRC}/modules/cudnn/fetch/pins.cmake")
list(FILTER _CUDNN_FETCH_PINS INCLUDE REGEX "\\|${FETCH_FILE}\\|")
string(REGEX MATCH "[0-9a-f]+$" sha "${_CUDNN_FETCH_PINS}")
string(SUBSTRING "${sha}" 0 16 digits)
string(REGEX REPLACE "-py3-.*$" "" release "${FETCH_FILE}")
file(WRITE "${FX}/cache/.partial-${release}-${digits}/unpacked/nvidia/left-over" "by a killed configure")
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}/")
find_package(CUDNN REQUIRED)
