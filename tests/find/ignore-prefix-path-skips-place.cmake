# CMAKE_IGNORE_PREFIX_PATH hides a place, as it hides a prefix from find_library:
# the first install on CMAKE_PREFIX_PATH is ignored (named as written, and a
# link to the second one is ignored through it too), the third chosen.
cudnn_isolate()
cudnn_fixture("${FX}/first" LAYOUT linux-tar VERSION 9.19.0)
cudnn_fixture("${FX}/second" LAYOUT linux-tar VERSION 9.14.0)
cudnn_fixture("${FX}/third" LAYOUT linux-tar VERSION 9.10.0)
file(CREATE_LINK "${FX}/second" "${FX}/second-link" SYMBOLIC)
set(CMAKE_PREFIX_PATH "${FX}/first" "${FX}/second" "${FX}/third")
set(CMAKE_IGNORE_PREFIX_PATH "${FX}/first/" "${FX}/second-link")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.10.0)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/third/lib/libcudnn.so")
