# case: LANGUAGES NONE LABELS hostile-consumers
# LANGUAGES NONE: found, include folder once; FindCUDAToolkit's own librt warning is its own.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_require_real_cudnn()
find_package(CUDNN 9 REQUIRED)
get_target_property(dirs CUDNN::cudnn INTERFACE_INCLUDE_DIRECTORIES)
set(reals "")
foreach(d IN LISTS dirs)
  file(REAL_PATH "${d}" r)
  list(APPEND reals "${r}")
endforeach()
set(unique "${reals}")
list(REMOVE_DUPLICATES unique)
cudnn_assert_equal(reals "${unique}")
# FindCUDAToolkit's cache entries are its own: the module writes none.
cudnn_assert_equal(CUDAToolkit_rt_LIBRARY "CUDAToolkit_rt_LIBRARY-NOTFOUND")
cudnn_assert_true(CUDNN_FOUND)
