# case: SETUP LABELS hostile-links
# The SONAME file (libcudnn.so.9) missing: named, the ln -s given.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(REMOVE "${FX}/cudnn/lib/libcudnn.so")
  file(RENAME "${FX}/cudnn/lib/libcudnn.so.9.19.0" "${FX}/cudnn/lib/libcudnn.so")
  file(REMOVE "${FX}/cudnn/lib/libcudnn.so.9")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
