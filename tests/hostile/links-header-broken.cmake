# case: SETUP LABELS hostile-links
# cudnn_version.h a broken symbolic link: named, with its target.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(REMOVE "${FX}/cudnn/include/cudnn_version.h")
  file(CREATE_LINK ../../gone/cudnn_version.h "${FX}/cudnn/include/cudnn_version.h" SYMBOLIC)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
