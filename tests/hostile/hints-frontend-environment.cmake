# case: SETUP LABELS hostile-hints
# cudnn-frontend's ENV{CUDNN_INCLUDE_PATH}/ENV{CUDNN_LIBRARY_PATH} used
# (before CUDNN_ROOT).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_good("${FX}/other" )
  return()
endif()
cudnn_isolate()
set(ENV{CUDNN_INCLUDE_PATH} "${FX}/cudnn/include")
set(ENV{CUDNN_LIBRARY_PATH} "${FX}/cudnn/lib")
set(CUDNN_ROOT "${FX}/other")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/cudnn/lib/libcudnn.so")
cudnn_assert_true(CUDNN_FOUND)
