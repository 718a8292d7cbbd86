# case: SETUP LABELS hostile-hints
# CUDNN_ROOT naming a file: a file, not a folder.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  file(WRITE "${FX}/cudnn.tar.xz" "")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn.tar.xz")
find_package(CUDNN REQUIRED)
