# case: SCRIPT PARAMS CMAKE_3.25.2 CMAKE_3.31.10 CMAKE_4.4.5
# The doctor under the CMake versions at hand (3.25.2, 3.31.10, 4.4.5): the report on stdout
# (cmake -E cat), the exit codes (2 needs cmake_language(EXIT), CMake 3.29+).
# CMake 3.20 takes --version, --help and -h as its own even after "--" (the
# script never runs), so the value is given as --version=10.
include("${CMAKE_CURRENT_LIST_DIR}/machine.cmake.inc")
set(archive "${DOCTOR_MACHINE}/cudnn-linux-x86_64-9.19.0.1_cuda12-archive")
# The executables are the parameters CMAKE_<version> (tests/CMakeLists.txt).
set(cmakes "")
foreach(version 3.25.2 3.31.10 4.4.5)
  if(NOT CMAKE_${version})
    cudnn_skip_case("needs CMake 3.25.2, 3.31.10 and 4.4.5: run tests/setup/install-cmake-versions.sh")
  endif()
  list(APPEND cmakes "${CMAKE_${version}}")
endforeach()
foreach(exe IN LISTS cmakes)
  execute_process(COMMAND "${exe}" --version OUTPUT_VARIABLE v)
  string(REGEX MATCH "[0-9]+\\.[0-9]+\\.[0-9]+" v "${v}")
  doctor_run(d CMAKE "${exe}" ARGS -- --cuda 12.9 --root "${archive}")
  cudnn_assert_equal(d_RC 0)
  cudnn_assert_matches(d_OUT "^cudnn-doctor \\(CMake ${v}\\)")
  cudnn_assert_matches(d_OUT "ok +probe +PASS")
  cudnn_assert_matches(d_OUT "\\(exit code 0\\)\n$")
  doctor_run(d CMAKE "${exe}" ARGS -- --cuda 12.9 --version=10 --no-probe)
  if(v VERSION_GREATER_EQUAL 3.29)
    cudnn_assert_equal(d_RC 2)
  else()
    cudnn_assert_equal(d_RC 1)
    cudnn_assert_matches(d_ERR "exit code 2;[ \n]+CMake ${v} exits with 1")
  endif()
  cudnn_assert_matches(d_OUT "nothing usable: find_package\\(CUDNN\\) would fail \\(exit code 2\\)\n$")
endforeach()
message(STATUS "doctor-cmake-versions: all checks passed")
