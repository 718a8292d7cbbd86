# case: SETUP GENERATORS Ninja "Unix Makefiles" REQUIRES make LABELS hostile-paths
# '$(HOME)' in the install path: rejected before any build reads another
# folder (under each generator).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cu$(HOME)dnn/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cu$(HOME)dnn/cudnn")
find_package(CUDNN REQUIRED)
