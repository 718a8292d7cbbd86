# case: SETUP LABELS hostile-headers
# cudnn_version.h full of random bytes (and '[[;]]\\;'): the corrupt header named.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
hostile_good("${FX}/cudnn")
hostile_sh(sh -c "head -c 3000 /dev/urandom > '${FX}/cudnn/include/cudnn_version.h'; printf '[[;]]\\\\;' >> '${FX}/cudnn/include/cudnn_version.h'")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
