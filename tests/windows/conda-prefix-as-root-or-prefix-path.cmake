# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# A Windows conda environment keeps cuDNN under Library/ (include, lib, bin).
# Named as CUDNN_ROOT (documented: "a conda prefix") or on CMAKE_PREFIX_PATH,
# not only through CONDA_PREFIX, it is found there (found by the oracle
# test, tests/oracle: only a CONDA_PREFIX place looked into Library/).
cudnn_isolate()
set(env "${FX}/envs/torch")
cudnn_fixture("${env}" LAYOUT windows-conda VERSION 9.19.0)
set(CUDNN_ROOT "${env}")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${env}/Library/include")
cudnn_assert_equal(CUDNN_LIBRARY "${env}/Library/lib/cudnn.lib")
get_target_property(dll CUDNN::cudnn IMPORTED_LOCATION)
cudnn_assert_equal(dll "${env}/Library/bin/cudnn64_9.dll")

# The same prefix through CMAKE_PREFIX_PATH, after another search.
unset(CUDNN_ROOT)
set(CMAKE_PREFIX_PATH "${env}")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${env}/Library/lib/cudnn.lib")
