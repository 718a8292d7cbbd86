# A mirror that does not hold the pinned wheel answers 404: the configure says
# so (not "hash mismatch"), with the pip command that gets the file; nothing
# is kept (-check.cmake), not even the partial folder a killed configure left.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
fetch_pinned_name(name "${FETCH_FILE}")
file(WRITE "${FX}/cache/.partial-${name}/unpacked/nvidia/left-over" "by a killed configure")
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}/")
find_package(CUDNN REQUIRED)
