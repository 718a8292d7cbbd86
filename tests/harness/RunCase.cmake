# Runs one configure-level test case, in the manner of CMake's RunCMake.
#
#   cmake -DSRC=<repo> -DCASE=<tests/<area>/<case>.cmake> -DBUILD=<dir>
#         [-DTOOLCHAIN=<file>] [-DPROBE=OFF] [-DSTUB_CACHE=<dir>]
#         [-DLANGUAGES=<lang>...] [-DPARAMS=NAME=value|NAME=value]
#         [-DCASE_CMAKE=<another cmake executable>] [-DMINIMUM=<version>]
#         -P RunCase.cmake
#
# The case file is the body of a consumer project: it makes its fixture
# installs (tests/fixtures/make-cudnn.cmake), calls find_package(CUDNN) and
# asserts (tests/harness/assert.cmake).  Beside it, optional expectations:
#   <case>-result.txt   exit code of the configure (default 0)
#   <case>-stdout.txt   regular expression the configure's stdout must match
#   <case>-stderr.txt   regular expression its stderr must match; without it,
#                       stderr must be empty (as RunCMake expects): a warning
#                       nobody asked for fails the case
# Paths in the output are replaced by <BUILD> and <SRC> before matching.
# The consumer's cmake_minimum_required is MINIMUM (default 3.19), as a
# project's would be; the harness's own helpers are defined under 3.19's
# policies (a function keeps the policies it was defined with).
# A case may write ${CMAKE_BINARY_DIR}/case-post.cmake: it runs after a
# successful configure (to build, run, re-configure) and must exit 0.
# A case that needs something absent prints "CUDNN_TEST_SKIP: <why>"; CTest
# reports it as skipped (SKIP_REGULAR_EXPRESSION).

cmake_minimum_required(VERSION 3.19)
get_filename_component(name "${CASE}" NAME_WE)
get_filename_component(case_dir "${CASE}" DIRECTORY)
# CUDNN_PROBE is OFF unless the test says otherwise (a case may set it itself).
set(probe_line "if(NOT DEFINED CUDNN_PROBE)\n  set(CUDNN_PROBE OFF)\nendif()\n")
if(NOT LANGUAGES)
  set(LANGUAGES C)
endif()
if(NOT STUB_CACHE)
  set(STUB_CACHE "${BUILD}/../.stub-cache")
endif()

# PARAMS: "NAME=value|NAME=value", for cases run once per parameter set.
set(param_lines "")
if(PARAMS)
  string(REPLACE "|" ";" params "${PARAMS}")
  foreach(param IN LISTS params)
    string(FIND "${param}" "=" eq)
    string(SUBSTRING "${param}" 0 ${eq} key)
    math(EXPR eq "${eq} + 1")
    string(SUBSTRING "${param}" ${eq} -1 value)
    string(APPEND param_lines "set(${key} \"${value}\")\n")
  endforeach()
endif()

file(REMOVE_RECURSE "${BUILD}")
file(MAKE_DIRECTORY "${BUILD}/src")
if(NOT MINIMUM)
  set(MINIMUM 3.19)
endif()
file(WRITE "${BUILD}/src/CMakeLists.txt" "cmake_minimum_required(VERSION ${MINIMUM})
project(${name} LANGUAGES ${LANGUAGES})
list(APPEND CMAKE_MODULE_PATH \"${SRC}/modules\")
set(SRC \"${SRC}\")
set(FX \"${BUILD}/fx\")
set(CUDNN_FIXTURE_STUB_CACHE \"${STUB_CACHE}\")
cmake_policy(PUSH)
cmake_policy(VERSION 3.19)
include(\"${SRC}/tests/fixtures/make-cudnn.cmake\" OPTIONAL)
include(\"${SRC}/tests/harness/assert.cmake\")
cmake_policy(POP)
${probe_line}${param_lines}include(\"${CASE}\")
")

set(args -S "${BUILD}/src" -B "${BUILD}/bin" -G Ninja)
if(PROBE)
  list(APPEND args "-DCUDNN_PROBE=${PROBE}")
endif()
if(TOOLCHAIN)
  list(APPEND args "-DCMAKE_TOOLCHAIN_FILE=${TOOLCHAIN}")
endif()
# CASE_CMAKE: configure with another CMake (compatibility cases).
if(NOT CASE_CMAKE)
  set(CASE_CMAKE "${CMAKE_COMMAND}")
endif()
execute_process(COMMAND "${CASE_CMAKE}" ${args}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)

function(normalize var)
  set(text "${${var}}")
  string(REPLACE "${BUILD}" "<BUILD>" text "${text}")
  string(REPLACE "${SRC}" "<SRC>" text "${text}")
  set(${var} "${text}" PARENT_SCOPE)
endfunction()
normalize(out)
normalize(err)

# A skip printed on either stream ends the case, with its reason.  (Each
# stream is matched on its own: in "A MATCHES x OR B MATCHES y" a failing
# second match clears the CMAKE_MATCH_1 of the first.)
macro(skip_if_asked)
  foreach(_stream IN ITEMS ${ARGN})
    if(${_stream} MATCHES "CUDNN_TEST_SKIP: ([^\n]*)")
      message("CUDNN_TEST_SKIP: ${CMAKE_MATCH_1}")
      return()
    endif()
  endforeach()
endmacro()

set(failures "")
skip_if_asked(out err)

set(want_rc 0)
if(EXISTS "${case_dir}/${name}-result.txt")
  file(READ "${case_dir}/${name}-result.txt" want_rc)
  string(STRIP "${want_rc}" want_rc)
endif()
if(NOT rc STREQUAL want_rc)
  list(APPEND failures "configure exited ${rc}, expected ${want_rc}")
endif()
# A case whose warnings depend on its parameters writes its stderr expectation
# at configure time (cudnn_expect_warnings).
set(stderr_file "${case_dir}/${name}-stderr.txt")
if(EXISTS "${BUILD}/bin/case-stderr.txt")
  set(stderr_file "${BUILD}/bin/case-stderr.txt")
endif()
if(NOT EXISTS "${stderr_file}" AND NOT err STREQUAL "")
  list(APPEND failures "stderr is not empty, and ${name}-stderr.txt says nothing is expected there")
endif()
foreach(stream stdout stderr)
  set(file "${case_dir}/${name}-${stream}.txt")
  if(stream STREQUAL "stderr")
    set(file "${stderr_file}")
  endif()
  if(EXISTS "${file}")
    file(READ "${file}" regex)
    string(REGEX REPLACE "\n+$" "" regex "${regex}")
    # "\n" in an expectation file means a newline (CMake's regex has no escapes).
    string(REPLACE "\\n" "\n" regex "${regex}")
    if(stream STREQUAL "stdout")
      set(text "${out}")
    else()
      set(text "${err}")
    endif()
    if(NOT text MATCHES "${regex}")
      list(APPEND failures "${stream} does not match ${file}:\n${regex}")
    endif()
  endif()
endforeach()

if(NOT failures AND rc EQUAL 0 AND EXISTS "${BUILD}/bin/case-post.cmake")
  # The post step (builds, re-configures, consumers) runs with the case's CMake too.
  execute_process(COMMAND "${CASE_CMAKE}" -P "${BUILD}/bin/case-post.cmake"
    OUTPUT_VARIABLE post_out ERROR_VARIABLE post_err RESULT_VARIABLE post_rc)
  normalize(post_out)
  normalize(post_err)
  skip_if_asked(post_out post_err)
  if(NOT post_rc EQUAL 0)
    list(APPEND failures "case-post.cmake exited ${post_rc}:\n${post_out}\n${post_err}")
  else()
    message("--- case-post output ---\n${post_out}${post_err}")
  endif()
endif()

message("--- configure stdout ---\n${out}\n--- configure stderr ---\n${err}")
if(failures)
  string(REPLACE ";" "\n" failures "${failures}")
  message(FATAL_ERROR "Case ${name} FAILED:\n${failures}")
endif()
