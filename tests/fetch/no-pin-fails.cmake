# A request no pinned release serves (cuDNN 10): nothing is downloaded, and the
# message lists the releases pinned for this CUDA major and platform.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_case()
set(CUDNN_FETCH_URL "http://127.0.0.1:9/never-asked")
find_package(CUDNN 10 REQUIRED)
