# case: SETUP LABELS hostile-libraries
# An aarch64 library for an x86_64 build: named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_sh(sh -c "printf '\\267' | dd of='${FX}/cudnn/lib/libcudnn.so.9.19.0' bs=1 seek=18 conv=notrunc status=none")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
