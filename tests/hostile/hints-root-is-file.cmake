# case: SETUP LABELS hostile-hints
# CUDNN_ROOT naming the downloaded archive: unpack it first, and where to
# point CUDNN_ROOT then (the folder NVIDIA's archives unpack to).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  file(WRITE "${FX}/cudnn-linux-x86_64-9.19.0.56_cuda13-archive.tar.xz" "")
  file(WRITE "${FX}/cudnn-11.3-windows-x64-v8.2.1.32.zip" "")
  return()
endif()
cudnn_isolate()
# cuDNN 8.2 and older archives unpack to cuda/ (reason on stdout: not REQUIRED).
set(CUDNN_ROOT "${FX}/cudnn-11.3-windows-x64-v8.2.1.32.zip")
find_package(CUDNN)
set(CUDNN_ROOT "${FX}/cudnn-linux-x86_64-9.19.0.56_cuda13-archive.tar.xz")
find_package(CUDNN REQUIRED)
