# case: SETUP AS_NOBODY LABELS hostile-build-folders
# The build folder's cudnn-forward/include (the Debian layout's forwarding
# headers) not writable by the configuring user: named, no internal error.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/usr" LAYOUT linux-debian VERSION 9.5.1)
  file(MAKE_DIRECTORY "${BUILD}/bin/cudnn-forward/include")
  hostile_sh(chmod 555 "${BUILD}/bin/cudnn-forward/include")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/usr")
find_package(CUDNN REQUIRED)
