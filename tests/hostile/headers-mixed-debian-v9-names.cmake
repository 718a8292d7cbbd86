# case: SETUP LABELS hostile-headers
# Debian _v9 names: cudnn_ops_v9.h 9.5.0 vs 9.5.1.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  cudnn_fixture("${FX}/usr" LAYOUT linux-debian VERSION 9.5.1)
  cudnn_fixture("${FX}/old" LAYOUT linux-debian VERSION 9.5.0)
  file(COPY_FILE "${FX}/old/include/x86_64-linux-gnu/cudnn_ops_v9.h" "${FX}/usr/include/x86_64-linux-gnu/cudnn_ops_v9.h")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/usr")
find_package(CUDNN REQUIRED)
