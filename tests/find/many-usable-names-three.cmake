# Six usable installs on CMAKE_PREFIX_PATH: the first is chosen, three more are
# named, and the search stops there, pointing at the doctor for the rest.
cudnn_isolate()
set(prefixes "")
foreach(i RANGE 1 6)
  cudnn_fixture("${FX}/inst-${i}" LAYOUT linux-tar VERSION 9.19.0)
  list(APPEND prefixes "${FX}/inst-${i}")
endforeach()
set(CMAKE_PREFIX_PATH "${prefixes}")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/inst-1/lib/libcudnn.so")
