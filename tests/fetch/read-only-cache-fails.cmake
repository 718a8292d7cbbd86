# case: SETUP AS_NOBODY
# The cache folder exists and the configuring user cannot write it (made by
# another user, mode 555): the configure fails naming the folder and the fix,
# before anything is downloaded (the server gets no request), and writes
# nothing there.
include("${SRC}/tests/fetch/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  file(MAKE_DIRECTORY "${FX}/cache" "${FX}/served")
  execute_process(COMMAND chmod 555 "${FX}/cache")
  return()
endif()
fetch_case()
fetch_server_start(server "${FX}/served")
set(CUDNN_FETCH_URL "${server_URL}")
find_package(CUDNN REQUIRED)
