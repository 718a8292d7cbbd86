# CMAKE_IGNORE_PATH: files in the folders it names are not used, as by
# find_library.  The first install's lib/ (a link lib64 -> lib reaches the
# same folder) is ignored: its headers alone are no install, and the failure
# says why; the second install is chosen.
cudnn_isolate()
cudnn_fixture("${FX}/first" LAYOUT linux-tar VERSION 9.19.0)
file(CREATE_LINK lib "${FX}/first/lib64" SYMBOLIC)
cudnn_fixture("${FX}/second" LAYOUT linux-tar VERSION 9.14.0)
set(CMAKE_PREFIX_PATH "${FX}/first" "${FX}/second")
set(CMAKE_IGNORE_PATH "${FX}/first/lib64")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.14.0)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/second/lib/libcudnn.so")
