# case: SCRIPT
# The command line: --help on stdout, an unknown option, a missing value or a bad
# CUDNN_FIND_PYTHON is an error with the usage text (exit code 3; 1 on CMake < 3.29), -D before -P
# still works, --color always colours, --no-probe says so, and without a
# C++ compiler the probe is skipped with a line saying why.
include("${CMAKE_CURRENT_LIST_DIR}/machine.cmake.inc")
if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.29)
  set(three 3)
else()
  set(three 1)
endif()
doctor_run(d ARGS -- --help)
cudnn_assert_equal(d_RC 0)
cudnn_assert_matches(d_OUT "^Usage: cmake -P cudnn-doctor\\.cmake \\[--\\] \\[options\\]")
cudnn_assert_matches(d_OUT "--version <v> ")
doctor_run(d ARGS -- --bogus)
cudnn_assert_equal(d_RC ${three})
cudnn_assert_equal(d_OUT "")
cudnn_assert_matches(d_ERR "^cudnn-doctor: unknown option '--bogus'\nUsage: cmake -P cudnn-doctor\\.cmake")
doctor_run(d ARGS -- --version)
cudnn_assert_equal(d_RC ${three})
cudnn_assert_matches(d_ERR "^cudnn-doctor: --version needs a value\n")
doctor_run(d ARGS -- --version banana)
cudnn_assert_equal(d_RC ${three})
cudnn_assert_matches(d_ERR "^cudnn-doctor: --version takes a version \\(8\\.8\\) or a range \\(8\\.8\\.\\.\\.<9\\), not 'banana'")
doctor_run(d ARGS -- --probe sometimes)
cudnn_assert_equal(d_RC ${three})
doctor_run(d ARGS -- -DCUDNN_FIND_PYTHON=always)
cudnn_assert_equal(d_RC ${three})
cudnn_assert_matches(d_ERR "^cudnn-doctor: -DCUDNN_FIND_PYTHON is 'always': set it to FIRST \\(the Python environments' cuDNN wheels before CMAKE_PREFIX_PATH and the CUDA roots\\) or STANDARD \\(the documented search order\\), or leave it unset\nUsage: ")

# -D before -P, as before options existed.
execute_process(COMMAND "${CMAKE_COMMAND}" -DVERSION=10 -DCUDNN_CUDA_VERSION=12.9 -DNO_PROBE=ON
                        -DCMAKE_FIND_USE_CMAKE_SYSTEM_PATH=OFF "-DPython3_EXECUTABLE=${DOCTOR_MACHINE}/no-python"
                        -P "${SRC}/cmake/cudnn-doctor.cmake"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
cudnn_assert_matches(out "request: find_package\\(CUDNN 10\\)")
cudnn_assert_matches(out "nothing usable")

# Colour only when asked (the output is not a terminal here).
set(archive "${DOCTOR_MACHINE}/cudnn-linux-x86_64-9.19.0.1_cuda12-archive")
doctor_run(d ARGS -- --cuda 12.9 --root "${archive}" --no-probe --color always)
string(ASCII 27 esc)
cudnn_assert_matches(d_OUT "${esc}\\[32mok  ${esc}\\[0m  version")
cudnn_assert_matches(d_OUT "skip[^\n]*probe +not run \\(--no-probe\\)")
cudnn_assert_matches(d_OUT "healthy: [^\n]*\\(not probed\\) \\(exit code 0\\)")
cudnn_assert_equal(d_RC 0)

# No compiler on PATH: the probe is skipped, with the reason.
doctor_run(d NO_COMPILER ARGS -- --cuda 12.9 --root "${archive}")
cudnn_assert_equal(d_RC 0)
cudnn_assert_matches(d_OUT "skip +probe +not run: no C\\+\\+ compiler found \\(looked for \\$CXX, c\\+\\+, g\\+\\+, clang\\+\\+, cl on PATH\\)")
message(STATUS "doctor-command-line: all checks passed")
