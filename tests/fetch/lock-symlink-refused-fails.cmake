# In a cache folder others can write, the lock file of the wheel to fetch is a
# symbolic link to another file (planted so that file(LOCK), which opens its
# lock for writing, would empty that file): the configure refuses it, naming
# the link and the fix, before any download; the file it points at is intact.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
fetch_pinned_name(name "${FETCH_FILE}")
file(WRITE "${FX}/victim.txt" "not to be emptied")
file(MAKE_DIRECTORY "${FX}/cache")
file(CREATE_LINK "${FX}/victim.txt" "${FX}/cache/${name}.lock" SYMBOLIC)
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
