# case: LABELS hostile-requests
# QUIET and absent: no message.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_isolate()
find_package(CUDNN QUIET)
cudnn_assert_false(CUDNN_FOUND)
