# case: SETUP AS_NOBODY
# A shared cache folder (mode 777) where another user's killed fetch of the
# same wheel left its partial folder, mode 700 (a umask of 077), which this
# user can neither read nor delete: the
# configure fails naming that folder and the fix (not a failure to write the
# download into it), before any download.
include("${SRC}/tests/fetch/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  fetch_left_by_another_user(".partial-<name>/unpacked/nvidia/left-over" 600)
  fetch_left_by_another_user(".partial-<name>/" 700)
  return()
endif()
fetch_case()
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
