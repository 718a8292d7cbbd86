# The system places are CMAKE_SYSTEM_PREFIX_PATH's (that exist), not a fixed
# /usr/local and /usr: a prefix added there is searched, as "system".
cudnn_isolate()
set(CMAKE_FIND_USE_CMAKE_SYSTEM_PATH ON)
cudnn_fixture("${FX}/sys" LAYOUT linux-debian VERSION 9.19.0)
set(CMAKE_SYSTEM_PREFIX_PATH "${FX}/absent" "${FX}/sys")
# The CUDA roots of this machine are system places too: out of the way.
set(CMAKE_IGNORE_PREFIX_PATH /usr/local/cuda)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/sys/include/x86_64-linux-gnu")
