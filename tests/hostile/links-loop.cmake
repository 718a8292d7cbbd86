# case: SETUP LABELS hostile-links
# A link loop reported as a broken link.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  file(REMOVE "${FX}/cudnn/lib/libcudnn.so.9")
  file(CREATE_LINK libcudnn.so "${FX}/cudnn/lib/libcudnn.so.9" SYMBOLIC)
  file(REMOVE "${FX}/cudnn/lib/libcudnn.so")
  file(CREATE_LINK libcudnn.so.9 "${FX}/cudnn/lib/libcudnn.so" SYMBOLIC)
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
