# case: LABELS hostile-hints
# A cache from another machine: CUDNN_INCLUDE_DIR and CUDNN_LIBRARY both name
# files that are not here.  Both are named, so that one round fixes them.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_isolate()
set(CUDNN_INCLUDE_DIR "${FX}/old-machine/include" CACHE PATH "")
set(CUDNN_LIBRARY "${FX}/old-machine/lib/libcudnn.so" CACHE FILEPATH "")
find_package(CUDNN REQUIRED)
