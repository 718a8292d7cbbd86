# case: LABELS hostile-hints
# A relative CUDNN_ROOT that is not there: the absolute path shown.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_isolate()
set(CUDNN_ROOT "../no/such/cudnn")
find_package(CUDNN REQUIRED)
