# case: LANGUAGES NONE LABELS hostile-consumers
# LANGUAGES NONE: a librt the project set is kept.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_require_real_cudnn()
file(WRITE "${CMAKE_BINARY_DIR}/librt.a" "!<arch>\n")
set(CUDAToolkit_rt_LIBRARY "${CMAKE_BINARY_DIR}/librt.a" CACHE FILEPATH "")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDAToolkit_rt_LIBRARY "${CMAKE_BINARY_DIR}/librt.a")
cudnn_assert_true(CUDNN_FOUND)
