# case: SETUP AS_NOBODY
# A cache folder shared by several users (mode 777), where another user's
# fetch of the same wheel left its lock file, mode 600 (a umask of 077), which
# this one can neither read nor write: the configure fails naming the lock
# file and the fix (not file(LOCK)'s own fatal error), before any download.
include("${SRC}/tests/fetch/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  fetch_left_by_another_user("<name>.lock" 600)
  return()
endif()
fetch_case()
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
