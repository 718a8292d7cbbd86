# case: SETUP GENERATORS Ninja "Unix Makefiles" REQUIRES make LABELS hostile-paths
# An install path with a ';': rejected, the path shown with its ';' (under
# each generator).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good_moved("${FX}/a;b/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/a;b/cudnn")
find_package(CUDNN REQUIRED)
