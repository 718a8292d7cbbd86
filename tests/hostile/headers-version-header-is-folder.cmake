# case: SETUP LABELS hostile-headers
# cudnn_version.h is a folder: named as a folder, not the header file.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(REMOVE "${FX}/cudnn/include/cudnn_version.h")
  file(MAKE_DIRECTORY "${FX}/cudnn/include/cudnn_version.h")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
