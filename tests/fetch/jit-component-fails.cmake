# cuDNN JIT asked for (CUDNN_FETCH_PACKAGE=jit, any case) with a component only
# the full package has: no JIT release serves it; the message says what JIT
# ships and that CUDNN_FETCH_PACKAGE=full fetches the full package.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
set(CUDNN_FETCH_PACKAGE JIT)
set(CUDNN_FETCH_URL "http://127.0.0.1:9/never-asked")
find_package(CUDNN 9 REQUIRED COMPONENTS cnn)
