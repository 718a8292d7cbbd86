# case: SETUP LABELS hostile-hints
# CUDNN_ROOT naming a downloaded wheel: install it, or unpack it and point at
# nvidia/cudnn inside; a file of no known kind is a file, not a folder.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  file(WRITE "${FX}/nvidia_cudnn_cu13-9.19.0.56-py3-none-manylinux_2_27_x86_64.whl" "")
  file(WRITE "${FX}/notes.txt" "")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/notes.txt")
find_package(CUDNN) # not REQUIRED: the reason goes to stdout
cudnn_assert_equal(CUDNN_FOUND FALSE)
set(CUDNN_ROOT "${FX}/nvidia_cudnn_cu13-9.19.0.56-py3-none-manylinux_2_27_x86_64.whl")
find_package(CUDNN REQUIRED)
