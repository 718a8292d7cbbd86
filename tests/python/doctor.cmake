# case: SCRIPT PARAMS REAL VENV PYTHON
# Issue 21 (2): the cudnn-doctor command of the environment (activated: its bin first
# on PATH, VIRTUAL_ENV set) runs the doctor with the cmake on PATH: the same report
# and exit code as cmake -P cudnn-doctor.cmake, its options passed on (--json, a -D
# variable the module reads), a bad option's exit code, the environment's own wheel
# when it is not activated, and a clear message (exit code 127) without any cmake.
include("${CMAKE_CURRENT_LIST_DIR}/python.cmake.inc")
python_site(site)
get_filename_component(cmake_bin "${CMAKE_COMMAND}" DIRECTORY)
set(active ENV "PATH=${VENV}/bin:${cmake_bin}:$ENV{PATH}" "VIRTUAL_ENV=${VENV}")

# The command names its own interpreter (the one in its first line), as a build in the
# environment would: the reference is given it too.
file(STRINGS "${VENV}/bin/cudnn-doctor" shebang LIMIT_COUNT 1)
string(REGEX REPLACE "^#! *" "" interpreter "${shebang}")
python_run(cmd ${active} COMMAND "${VENV}/bin/cudnn-doctor" --no-probe --color=never)
python_run(ref ${active} COMMAND "${CMAKE_COMMAND}" -P "${SRC}/cmake/cudnn-doctor.cmake" --
           "-DPython3_EXECUTABLE=${interpreter}" --no-probe --color=never)
cudnn_assert_equal(cmd_RC "${ref_RC}")
cudnn_assert_equal(cmd_ERR "${ref_ERR}")
string(REPLACE "${site}/cudnn_cmake/share/cudnn-cmake/" "${SRC}/" cmd_text "${cmd_OUT}")
cudnn_assert_equal(cmd_text "${ref_OUT}")
cudnn_assert_matches(cmd_OUT "^cudnn-doctor \\(CMake ")
cudnn_assert_matches(cmd_OUT "  \\[[0-9]+\\] ${site}/nvidia/cudnn  [^\n]*\n +found by +ENV\\{VIRTUAL_ENV\\} pip wheel\n +ok +version +9\\.28\\.1 ")

python_run(json ${active} COMMAND "${VENV}/bin/cudnn-doctor" --no-probe --json -DCUDNN_FIND_PYTHON=FIRST)
string(JSON code ERROR_VARIABLE error GET "${json_OUT}" exit_code)
cudnn_assert_equal(error NOTFOUND)
cudnn_assert_equal(code "${json_RC}")
string(JSON chosen GET "${json_OUT}" choice index)
string(JSON origin GET "${json_OUT}" installs ${chosen} origin)
string(JSON root GET "${json_OUT}" installs ${chosen} root)
string(JSON version GET "${json_OUT}" installs ${chosen} version)
cudnn_assert_equal(origin "ENV{VIRTUAL_ENV} pip wheel")
cudnn_assert_equal(root "${site}/nvidia/cudnn")
cudnn_assert_equal(version 9.28.1)
string(JSON why GET "${json_OUT}" request python_first)
cudnn_assert_equal(why "CUDNN_FIND_PYTHON=FIRST")
python_run(first ${active} COMMAND "${VENV}/bin/cudnn-doctor" --no-probe -DCUDNN_FIND_PYTHON=first)
cudnn_assert_matches(first_OUT "\nrequest: find_package\\(CUDNN\\)\nsearch order: Python environments first \\(CUDNN_FIND_PYTHON=FIRST\\)\n")
cudnn_assert_no_match(cmd_OUT "search order:")
# Not activated (no VIRTUAL_ENV, its bin not on PATH): still that environment's wheel.
python_run(plain COMMAND "${VENV}/bin/cudnn-doctor" --no-probe -DCUDNN_FIND_PYTHON=FIRST)
cudnn_assert_matches(plain_OUT "would choose cuDNN 9\\.28\\.1 at ${site}/nvidia/cudnn")

python_run(bad ${active} COMMAND "${VENV}/bin/cudnn-doctor" --no-such-option)
if(CMAKE_VERSION VERSION_LESS 3.29) # cmake -P exits 1 on FATAL_ERROR before 3.29
  cudnn_assert_equal(bad_RC 1)
else()
  cudnn_assert_equal(bad_RC 3)
endif()
cudnn_assert_matches(bad_ERR "unknown option '--no-such-option'")

# No cmake on PATH, and no cmake package in the environment.
python_run(none ENV "PATH=${VENV}/bin" COMMAND "${VENV}/bin/cudnn-doctor")
cudnn_assert_equal(none_RC 127)
cudnn_assert_equal(none_ERR "cudnn-doctor: no cmake on PATH and no 'cmake' package: install CMake 3.25 or newer (e.g. 'pip install cmake')\n")
