cmake_minimum_required(VERSION 3.19)
# cmake -P cmake/cudnn-doctor.cmake over two look-alike installs: one whose
# lib folder is gone, one good: the table names both, and the verdicts.
include("${SRC}/tests/fixtures/make-cudnn.cmake")
include("${SRC}/tests/harness/assert.cmake")
set(fx "${CMAKE_CURRENT_BINARY_DIR}/unit-doctor")
file(REMOVE_RECURSE "${fx}")
cudnn_make_fixture(LAYOUT linux-tar VERSION 9.19.0 DEST "${fx}/broken" REMOVE lib QUIET ON
                   STUB_CACHE "${CMAKE_CURRENT_BINARY_DIR}/stub-cache")
cudnn_make_fixture(LAYOUT linux-tar VERSION 8.8.0 DEST "${fx}/good" QUIET ON
                   STUB_CACHE "${CMAKE_CURRENT_BINARY_DIR}/stub-cache")
set(ENV{CUDNN_PATH} "${fx}/broken")
set(ENV{CUDNN_HOME} "${fx}/good")
foreach(var CUDNN_ROOT CUDNN_ROOT_DIR VIRTUAL_ENV CONDA_PREFIX CUDA_PATH CMAKE_PREFIX_PATH)
  unset(ENV{${var}})
endforeach()
set(common -DCUDNN_CUDA_VERSION=12.9 -DCMAKE_FIND_USE_CMAKE_SYSTEM_PATH=OFF
           "-DPython3_EXECUTABLE=${fx}/no-python")
execute_process(COMMAND "${CMAKE_COMMAND}" ${common} -P "${SRC}/cmake/cudnn-doctor.cmake"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("${out}${err}")
cudnn_assert_equal(rc 0)
set(text "${out}${err}")
cudnn_assert_matches(text "\\[0\\] ENV\\{CUDNN_PATH\\}: [^\n]*/broken\n +cuDNN 9\\.19\\.0, archive, CUDA \n +not usable: [^\n]*/broken/include/cudnn_version\\.h says 9\\.19\\.0 but [^\n]*/broken/lib64/libcudnn\\.so is missing")
cudnn_assert_matches(text "\\[1\\] ENV\\{CUDNN_HOME\\}: [^\n]*/good\n +cuDNN 8\\.8\\.0, archive, CUDA \n +CHOSEN")
cudnn_assert_matches(text "find_package\\(CUDNN\\) would choose cuDNN 8\\.8\\.0 at [^\n]*/good\\.")

# A request nothing satisfies: exit code 1, the reasons.
execute_process(COMMAND "${CMAKE_COMMAND}" ${common} -DVERSION=10 -P "${SRC}/cmake/cudnn-doctor.cmake"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
cudnn_assert_equal(rc 1)
cudnn_assert_matches(err "find_package\\(CUDNN 10\\) would find nothing\\.")
cudnn_assert_matches(err "ENV\\{CUDNN_HOME\\}: [^\n]*/good: cuDNN 8\\.8\\.0 is not the requested minimum 10")
message("doctor: all checks passed")
