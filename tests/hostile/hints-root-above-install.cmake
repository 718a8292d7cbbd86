# case: SETUP LABELS hostile-hints
# CUDNN_ROOT at the downloads folder that holds the unpacked archive: the
# folder below that holds the install is named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/downloads/cudnn-linux-x86_64-9.19.0.56_cuda13-archive")
  file(MAKE_DIRECTORY "${FX}/downloads/other")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/downloads")
find_package(CUDNN REQUIRED)
