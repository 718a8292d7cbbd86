# With an empty cache and a package index that cannot be reached
# (PIP_INDEX_URL=http://127.0.0.1:9/, nothing listens there), the tier's setup
# step reports itself skipped, and so do the cases that depend on it (one of the
# real-package tier, one of the Python tier).
#   cmake -DSRC=<repo> -DBUILD=<scratch folder> -P unreachable-index.cmake
cmake_minimum_required(VERSION 3.19)
include("${SRC}/tests/harness/assert.cmake")
file(REMOVE_RECURSE "${BUILD}")
file(MAKE_DIRECTORY "${BUILD}/cache")
file(WRITE "${BUILD}/pins.cmake" "set(CUDNN_REAL_PACKAGES \"linux|nvidia-cudnn-cu11|8.9.6.50\")\n")
set(ENV{CUDNN_CMAKE_CACHE} "${BUILD}/cache")
set(ENV{PIP_INDEX_URL} "http://127.0.0.1:9/")
set(ENV{PIP_FIND_LINKS} "")
unset(ENV{PIP_EXTRA_INDEX_URL})
unset(ENV{PIP_NO_INDEX})
execute_process(COMMAND "${CMAKE_COMMAND}" "-DOUT=${BUILD}/real" "-DPINS=${BUILD}/pins.cmake"
                -P "${SRC}/tests/real-packages/download.cmake"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
# (Shown with the marker quoted: this test passes, it is not skipped itself.)
string(REPLACE "CUDNN_TEST_SKIP:" "[inner] CUDNN_TEST_SKIP" shown "${out}${err}")
message("download.cmake exited ${rc}:\n${shown}")
cudnn_assert_equal(rc 0)
set(text "${out}${err}")
cudnn_assert_matches(text "CUDNN_TEST_SKIP: the package index cannot be reached to download nvidia-cudnn-cu11==8\\.9\\.6\\.50 \\(pip: [^)]+\\)")
cudnn_assert_exists("${BUILD}/real/unavailable.txt")
file(GLOB left "${BUILD}/cache/wheels/*.whl")
cudnn_assert_equal(left "")

execute_process(COMMAND "${CMAKE_COMMAND}" "-DSRC=${SRC}"
    "-DCASE=${SRC}/tests/real-packages/layout.cmake" "-DBUILD=${BUILD}/case"
    "-DPARAMS=PLATFORM=linux|CUDNN=nvidia-cudnn-cu11|LAYOUT=venv|CUDA=11.8|REAL=${BUILD}/real"
    -P "${SRC}/tests/harness/RunCase.cmake"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REPLACE "CUDNN_TEST_SKIP:" "[inner] CUDNN_TEST_SKIP" shown "${out}${err}")
message("a case exited ${rc}:\n${shown}")
cudnn_assert_equal(rc 0)
set(text "${out}${err}")
cudnn_assert_matches(text "CUDNN_TEST_SKIP: the package index cannot be reached")

# A case of the Python tier, which installs from the same downloads, skips too.
execute_process(COMMAND "${CMAKE_COMMAND}" "-DSRC=${SRC}"
    "-DCASE=${SRC}/tests/python/cmakedir.cmake" "-DBUILD=${BUILD}/python-case"
    "-DPARAMS=REAL=${BUILD}/real|VENV=${BUILD}/venv|PYTHON=python3"
    -P "${SRC}/tests/harness/RunCase.cmake"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REPLACE "CUDNN_TEST_SKIP:" "[inner] CUDNN_TEST_SKIP" shown "${out}${err}")
message("a Python case exited ${rc}:\n${shown}")
cudnn_assert_equal(rc 0)
set(text "${out}${err}")
cudnn_assert_matches(text "CUDNN_TEST_SKIP: the package index cannot be reached")
cudnn_assert_not_exists("${BUILD}/venv")
