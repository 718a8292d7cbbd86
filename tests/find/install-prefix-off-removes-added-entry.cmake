# CMAKE_FIND_USE_INSTALL_PREFIX=OFF takes out of CMAKE_SYSTEM_PREFIX_PATH the
# entry CMake added for the install prefix, not every entry of that folder:
# /usr/local is both a system prefix and the default install prefix, and
# stays searched.  find_path, given the same list, is the oracle.
cudnn_isolate()
set(CMAKE_FIND_USE_CMAKE_SYSTEM_PATH ON)
set(CMAKE_IGNORE_PREFIX_PATH /usr/local/cuda)
cudnn_fixture("${FX}/prefix" LAYOUT linux-debian VERSION 9.19.0)
cudnn_fixture("${FX}/other" LAYOUT linux-debian VERSION 9.18.0)
set(CMAKE_INSTALL_PREFIX "${FX}/prefix")
set(CMAKE_FIND_USE_INSTALL_PREFIX OFF)
# As Platform/UnixPaths.cmake builds the list: the folder as a system prefix,
# later as the install prefix, counted by CMake (the second occurrence).
set(CMAKE_SYSTEM_PREFIX_PATH "${FX}/prefix" "${FX}/other" "${FX}/prefix")
set(_CMAKE_SYSTEM_PREFIX_PATH_INSTALL_PREFIX_VALUE "${FX}/prefix")
set(_CMAKE_SYSTEM_PREFIX_PATH_INSTALL_PREFIX_COUNT 2)
find_path(_oracle_kept cudnn_version.h PATH_SUFFIXES include/x86_64-linux-gnu)
cudnn_assert_equal(_oracle_kept "${FX}/prefix/include/x86_64-linux-gnu")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/prefix/include/x86_64-linux-gnu")

# The folder only as the install prefix: not searched, by either.
set(CMAKE_SYSTEM_PREFIX_PATH "${FX}/other" "${FX}/prefix")
set(_CMAKE_SYSTEM_PREFIX_PATH_INSTALL_PREFIX_COUNT 1)
find_path(_oracle_removed cudnn_version.h PATH_SUFFIXES include/x86_64-linux-gnu)
cudnn_assert_equal(_oracle_removed "${FX}/other/include/x86_64-linux-gnu")
unset(CUDNN_INCLUDE_DIR CACHE)
unset(CUDNN_LIBRARY CACHE)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.18.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/other/include/x86_64-linux-gnu")
