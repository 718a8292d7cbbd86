# Runs one test case, in the manner of CMake's RunCMake.  Every test of the
# suite but two (tests/oracle, tests/fixtures/selftest.cmake) is a case.
#
#   cmake [-DSRC=<repo>] -DCASE=<tests/<area>/<case>.cmake> -DBUILD=<dir>
#         [-DSTUB_CACHE=<dir>] [-DPARAMS=NAME=value|NAME=value]
#         [-DCASE_CMAKE=<another cmake executable>]
#         [-D<OPTION>=<value> ...: overrides of the case's own options]
#         -P RunCase.cmake
#
# How the case runs is said on its first line, "# case: <OPTION> <value>..."
# (tests/harness/case-options.cmake lists the options); tests/CMakeLists.txt
# may override them for one registration (-DTOOLCHAIN=..., -DGENERATOR=...,
# -DMINIMUM=..., -DLANGUAGES=a|b, -DAS_NOBODY=ON, -DPROBE=...).
#
# A configure case is the body of a consumer project: it makes its fixture
# installs (tests/fixtures/make-cudnn.cmake, cudnn_fixture()), calls
# find_package(CUDNN) and asserts (tests/harness/assert.cmake).  A SCRIPT
# case is run with cmake -P.  Beside the case file, optional expectations:
#   <case>-result.txt   exit code of the (last) configure or of the script (default 0)
#   <case>-stdout.txt   regular expression its stdout must match
#   <case>-stderr.txt   regular expression its stderr must match; without it,
#                       stderr must be empty (as RunCMake expects): a warning
#                       nobody asked for fails the case
#   <case>-check.cmake  included at the end (as RunCMake's <case>-check.cmake)
#                       for what one regular expression cannot say: it sees
#                       actual_stdout, actual_stderr, actual_post and
#                       actual_output (all three), BUILD, SRC and the case's
#                       parameters, and sets CASE_FAILED to say what is wrong
#                       (cudnn_check_matches / cudnn_check_no_match do that)
# Paths in the output are replaced by <BUILD> and <SRC> before matching.
# "\n" in an expectation file means a newline (CMake's regex has no escapes).
#
# Variables the case sees, in every step: SRC (the repository), BUILD (the
# case's own folder, emptied first), FX (<BUILD>/fx, for fixtures), BIN
# (<BUILD>/bin, the consumer's build folder), CASE_STEP (SETUP, CONFIGURE,
# CHANGE or SCRIPT), CUDNN_FIXTURE_STUB_CACHE, its parameters (PARAMS).
#
# Steps of a configure case:
#   SETUP      (option SETUP) the file included in script mode, as the test's
#              user, before anything is configured
#   CONFIGURE  the consumer project <BUILD>/src configured into <BIN>, with
#              GENERATOR, TOOLCHAIN, PROBE, ENV, ARGS; as nobody with AS_NOBODY
#   CHANGE     (option CHANGE) after a first configure that must succeed: the
#              file in script mode, then the project configured again
#   post       when the configure succeeded and the case wrote
#              ${CMAKE_BINARY_DIR}/case-post.cmake (cudnn_case_post()): run
#              with cmake -P, must exit 0 (to build, run, re-configure)
# A configure case's CMake errors must be the module's deliberate ones: any
# other "CMake Error" (not FPHSA's "Could NOT find CUDNN" with the module's
# reason, not a FindCUDNN: / cudnn_copy_runtime_dlls: / cudnn_install_runtime_dlls: /
# cudnn_set_install_rpath:
# message of modules/, not a warning made an error by CUDNN_STRICT), raised
# anywhere but in the case's own files, and any
# "CMake Warning (dev)" from modules/, fail the case: an error from the
# module's internals is a bug whatever the case expects.
# The consumer's cmake_minimum_required is MINIMUM (default 3.19), as a
# project's would be; the harness's own helpers are defined under 3.19's
# policies (a function keeps the policies it was defined with).
# A case that needs something absent prints "CUDNN_TEST_SKIP: <why>" (in any
# step); CTest reports it as skipped (SKIP_REGULAR_EXPRESSION).
# The outputs, normalised, are left in <BUILD>/<step>-stdout.txt and -stderr.txt
# (setup, configure, change, reconfigure, post, script).

cmake_minimum_required(VERSION 3.19)
include("${CMAKE_CURRENT_LIST_DIR}/case-options.cmake")
get_filename_component(CASE "${CASE}" ABSOLUTE)
get_filename_component(BUILD "${BUILD}" ABSOLUTE)
if(NOT SRC)
  get_filename_component(SRC "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
endif()
get_filename_component(name "${CASE}" NAME_WLE)
get_filename_component(case_dir "${CASE}" DIRECTORY)

# The case's options, then the registration's overrides.
cudnn_case_options(opt "${CASE}")
foreach(option IN LISTS _CUDNN_CASE_FLAGS _CUDNN_CASE_ONE _CUDNN_CASE_MANY)
  if(DEFINED ${option} AND NOT "${${option}}" STREQUAL "")
    string(REPLACE "|" ";" value "${${option}}")
    set(opt_${option} "${value}")
  endif()
endforeach()
if(NOT opt_LANGUAGES)
  set(opt_LANGUAGES C)
endif()
if(NOT opt_GENERATOR)
  set(opt_GENERATOR Ninja)
endif()
if(NOT opt_MINIMUM)
  set(opt_MINIMUM 3.19)
endif()
if(opt_TOOLCHAIN AND NOT IS_ABSOLUTE "${opt_TOOLCHAIN}")
  set(opt_TOOLCHAIN "${SRC}/tests/toolchains/${opt_TOOLCHAIN}.cmake")
endif()
if(NOT STUB_CACHE)
  set(STUB_CACHE "${BUILD}/../.stub-cache")
endif()
# CASE_CMAKE: configure with another CMake (compatibility cases).
if(NOT CASE_CMAKE)
  set(CASE_CMAKE "${CMAKE_COMMAND}")
endif()

# PARAMS: "NAME=value|NAME=value", for cases run once per parameter set.
set(param_lines "")
set(param_names "")
if(PARAMS)
  string(REPLACE "|" ";" params "${PARAMS}")
  foreach(param IN LISTS params)
    string(FIND "${param}" "=" eq)
    string(SUBSTRING "${param}" 0 ${eq} key)
    math(EXPR eq "${eq} + 1")
    string(SUBSTRING "${param}" ${eq} -1 value)
    string(APPEND param_lines "set(${key} [==[${value}]==])\n")
    list(APPEND param_names "${key}")
    set(param_value_${key} "${value}")
  endforeach()
endif()

file(REMOVE_RECURSE "${BUILD}")
file(MAKE_DIRECTORY "${BUILD}/src" "${BUILD}/bin")

set(common_lines "set(SRC \"${SRC}\")
set(BUILD \"${BUILD}\")
set(FX \"${BUILD}/fx\")
set(BIN \"${BUILD}/bin\")
set(CUDNN_FIXTURE_STUB_CACHE \"${STUB_CACHE}\")
")
set(helper_lines "include(\"${SRC}/tests/fixtures/make-cudnn.cmake\" OPTIONAL)
include(\"${SRC}/tests/harness/assert.cmake\")
")

# A script for one script-mode step: the case file included with CASE_STEP.
# (Under the module's floor, 3.25: a script case includes the module's parts,
# written for its policies, such as CMP0140 for return(PROPAGATE).)
function(write_step_script step file)
  file(WRITE "${file}" "cmake_minimum_required(VERSION 3.25)
${common_lines}set(CASE_STEP ${step})
cmake_policy(PUSH)
cmake_policy(VERSION 3.19)
${helper_lines}cmake_policy(POP)
${param_lines}include(\"${CASE}\")
")
endfunction()

function(normalize var)
  set(text "${${var}}")
  string(REPLACE "${BUILD}" "<BUILD>" text "${text}")
  string(REPLACE "${SRC}" "<SRC>" text "${text}")
  set(${var} "${text}" PARENT_SCOPE)
endfunction()

# run_step(<step> <command>...): runs it, sets <step>_out, <step>_err, <step>_rc
# (normalised), and keeps them in <BUILD>/<step>-stdout.txt and -stderr.txt.
function(run_step step)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${BUILD}"
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  normalize(out)
  normalize(err)
  string(TOLOWER "${step}" lower)
  file(WRITE "${BUILD}/${lower}-stdout.txt" "${out}")
  file(WRITE "${BUILD}/${lower}-stderr.txt" "${err}")
  set(${step}_out "${out}" PARENT_SCOPE)
  set(${step}_err "${err}" PARENT_SCOPE)
  set(${step}_rc "${rc}" PARENT_SCOPE)
endfunction()

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

# The policy matrix's consumers with an old cmake_minimum_required: what the
# CMake running them says of that line is CMake's, not the module's.  CMake 4
# refuses a minimum below 3.5 (the case is skipped, with the reason), and
# CMake 3.31 and newer warn below 3.10 (the warning is taken out of <err-var>).
macro(consumer_minimum_as_cmake_takes_it err_var)
  if(${err_var} MATCHES "Compatibility with CMake < [0-9.]+ has been removed from CMake")
    message("CUDNN_TEST_SKIP: this CMake refuses cmake_minimum_required(VERSION ${opt_MINIMUM}) (${CMAKE_MATCH_0})")
    return()
  endif()
  string(REGEX REPLACE "CMake (Deprecation Warning|Warning \\(deprecated\\)) at CMakeLists\\.txt:1 \\(cmake_minimum_required\\):\n(  [^\n]*\n|\n)*This warning is for project developers\\.[^\n]*\n[^\n]*\n\n*" ""
         ${err_var} "${${err_var}}")
endmacro()

# AS_NOBODY: the configure and the post step as an unprivileged user; root
# reads everything, so a case about permissions means nothing as root.
set(as_user "")
if(opt_AS_NOBODY)
  execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(uid STREQUAL "0")
    find_program(setpriv setpriv)
    if(NOT setpriv)
      message("CUDNN_TEST_SKIP: runs as an unprivileged user: needs setpriv (util-linux) when run as root")
      return()
    endif()
    set(as_user "${setpriv}" --reuid=65534 --regid=65534 --clear-groups)
    # A CMake under /root (tests/run-with-cmake.sh's cache) cannot run as that
    # user: nothing to learn here then.
    file(WRITE "${BUILD}/can-run.cmake" "")
    execute_process(COMMAND ${as_user} "${CASE_CMAKE}" -P "${BUILD}/can-run.cmake"
      RESULT_VARIABLE can_run OUTPUT_QUIET ERROR_QUIET)
    if(NOT can_run EQUAL 0)
      message("CUDNN_TEST_SKIP: runs as an unprivileged user, who cannot run ${CASE_CMAKE}")
      return()
    endif()
  endif()
endif()

set(failures "")
set(log "")

# --- a script case ---------------------------------------------------------------------
if(opt_SCRIPT)
  write_step_script(SCRIPT "${BUILD}/case.cmake")
  set(command ${as_user})
  if(opt_ENV)
    list(APPEND command "${CMAKE_COMMAND}" -E env ${opt_ENV})
  endif()
  run_step(SCRIPT ${command} "${CASE_CMAKE}" -P "${BUILD}/case.cmake")
  set(out "${SCRIPT_out}")
  set(err "${SCRIPT_err}")
  set(rc "${SCRIPT_rc}")
  set(post_out "")
  set(all_configures "")
  skip_if_asked(out err)
  string(APPEND log "--- script stdout ---\n${out}\n--- script stderr ---\n${err}\n")
else()
# --- a configure case ------------------------------------------------------------------
  # CUDNN_PROBE is OFF unless the test says otherwise (a case may set it itself).
  file(WRITE "${BUILD}/src/CMakeLists.txt" "cmake_minimum_required(VERSION ${opt_MINIMUM})
project(${name} LANGUAGES ${opt_LANGUAGES})
list(APPEND CMAKE_MODULE_PATH \"${SRC}/modules\")
${common_lines}set(CASE_STEP CONFIGURE)
cmake_policy(PUSH)
cmake_policy(VERSION 3.19)
${helper_lines}cmake_policy(POP)
if(NOT DEFINED CUDNN_PROBE)
  set(CUDNN_PROBE OFF)
endif()
${param_lines}include(\"${CASE}\")
")

  if(opt_SETUP)
    write_step_script(SETUP "${BUILD}/setup.cmake")
    run_step(SETUP "${CMAKE_COMMAND}" -P "${BUILD}/setup.cmake")
    skip_if_asked(SETUP_out SETUP_err)
    if(NOT SETUP_rc EQUAL 0)
      message(FATAL_ERROR "Case ${name} FAILED:\nSETUP exited ${SETUP_rc}:\n${SETUP_out}${SETUP_err}")
    endif()
  endif()
  if(as_user)
    execute_process(COMMAND chown -R 65534:65534 "${BUILD}/bin")
  endif()

  set(args -S "${BUILD}/src" -B "${BUILD}/bin" -G "${opt_GENERATOR}")
  if(opt_PROBE)
    list(APPEND args "-DCUDNN_PROBE=${opt_PROBE}")
  endif()
  if(opt_TOOLCHAIN)
    list(APPEND args "-DCMAKE_TOOLCHAIN_FILE=${opt_TOOLCHAIN}")
  endif()
  list(APPEND args ${opt_ARGS})
  set(configure ${as_user})
  if(opt_ENV)
    list(APPEND configure "${CMAKE_COMMAND}" -E env ${opt_ENV})
  endif()
  list(APPEND configure "${CASE_CMAKE}" ${args})

  run_step(CONFIGURE ${configure})
  set(out "${CONFIGURE_out}")
  set(err "${CONFIGURE_err}")
  set(rc "${CONFIGURE_rc}")
  set(all_configures "${out}${err}")
  skip_if_asked(out err)
  consumer_minimum_as_cmake_takes_it(err)
  string(APPEND log "--- configure stdout ---\n${out}\n--- configure stderr ---\n${err}\n")

  if(opt_CHANGE)
    if(NOT rc EQUAL 0)
      list(APPEND failures "the first configure (before CHANGE) exited ${rc}")
    endif()
    write_step_script(CHANGE "${BUILD}/change.cmake")
    run_step(CHANGE "${CMAKE_COMMAND}" -P "${BUILD}/change.cmake")
    skip_if_asked(CHANGE_out CHANGE_err)
    if(NOT CHANGE_rc EQUAL 0)
      list(APPEND failures "CHANGE exited ${CHANGE_rc}:\n${CHANGE_out}${CHANGE_err}")
    endif()
    run_step(RECONFIGURE ${configure})
    set(out "${RECONFIGURE_out}")
    set(err "${RECONFIGURE_err}")
    set(rc "${RECONFIGURE_rc}")
    string(APPEND all_configures "\n${out}${err}")
    skip_if_asked(out err)
    string(APPEND log "--- configure after CHANGE: stdout ---\n${out}\n--- stderr ---\n${err}\n")
  endif()
endif()

# --- expectations ----------------------------------------------------------------------
set(want_rc 0)
if(EXISTS "${case_dir}/${name}-result.txt")
  file(READ "${case_dir}/${name}-result.txt" want_rc)
  string(STRIP "${want_rc}" want_rc)
endif()
set(what "configure")
if(opt_SCRIPT)
  set(what "script")
endif()
if(NOT rc STREQUAL want_rc)
  list(APPEND failures "${what} exited ${rc}, expected ${want_rc}")
endif()
# A case whose warnings depend on its parameters writes its stderr expectation
# at configure time (cudnn_expect_warnings, cudnn_expect_stderr).
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

# --- the post step ---------------------------------------------------------------------
set(post_out "")
if(NOT opt_SCRIPT AND NOT failures AND rc EQUAL 0 AND EXISTS "${BUILD}/bin/case-post.cmake")
  # The post step (builds, re-configures, consumers) runs with the case's CMake
  # too, as the case's user.
  run_step(POST ${as_user} "${CASE_CMAKE}" -P "${BUILD}/bin/case-post.cmake")
  set(post_out "${POST_out}${POST_err}")
  skip_if_asked(POST_out POST_err)
  if(NOT POST_rc EQUAL 0)
    list(APPEND failures "case-post.cmake exited ${POST_rc}:\n${POST_out}\n${POST_err}")
  else()
    string(APPEND log "--- case-post output ---\n${post_out}\n")
  endif()
endif()

# --- no CMake error from the module's internals ----------------------------------------
# Every "CMake Error" must be FPHSA's (with the module's reason) or one of
# the module's deliberate messages (they start with the name of what raised
# them); errors raised in the case's own files (its assertions, the consumer's
# CMakeLists.txt) are the case's.  No dev warning may come from modules/.
function(internal_errors out text)
  set(found "")
  string(REPLACE ";" "," text "${text}")
  # Each error: its first line and its message (the lines indented below it).
  string(REGEX MATCHALL "CMake Error[^\n]*\n(  [^\n]*\n|\n)*" errors "${text}")
  foreach(error IN LISTS errors)
    string(STRIP "${error}" error)
    if(error MATCHES "^[^\n]*FindPackageHandleStandardArgs\\.cmake")
      continue()
    elseif(error MATCHES "^[^\n]*/modules/[^\n]*\\(message\\):\n  (FindCUDNN|cudnn_copy_runtime_dlls|cudnn_install_runtime_dlls|cudnn_set_install_rpath): ")
      continue()
    elseif(error MATCHES "^[^\n]*/modules/cudnn/common\\.cmake:[0-9]+ \\(message\\):\n(.|\n)*CUDNN_STRICT is ON, so this warning is an error")
      continue() # a warning of the module, an error in strict mode
    elseif(error MATCHES "^CMake Error at (<SRC>/tests/|CMakeLists\\.txt:|<BUILD>/)")
      continue()
    endif()
    list(APPEND found "${error}")
  endforeach()
  string(REGEX MATCHALL "CMake Warning \\(dev\\) at [^\n]*/modules/[^\n]*" dev "${text}")
  list(APPEND found ${dev})
  if(text MATCHES "Could NOT find CUDNN" AND NOT text MATCHES "Reason given by package")
    list(APPEND found "a failure without the module's reason")
  endif()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()
if(NOT opt_SCRIPT)
  internal_errors(internal "${all_configures}\n${post_out}")
  if(internal)
    string(REPLACE ";" "\n  " internal "${internal}")
    list(APPEND failures "CMake errors from the module's internals:\n  ${internal}")
  endif()
endif()

# --- <case>-check.cmake ----------------------------------------------------------------
function(cudnn_check_matches var regex)
  if(NOT "${${var}}" MATCHES "${regex}")
    set(CASE_FAILED "${CASE_FAILED}${var} does not match: ${regex}\n" PARENT_SCOPE)
  endif()
endfunction()
function(cudnn_check_no_match var regex)
  if("${${var}}" MATCHES "${regex}")
    set(CASE_FAILED "${CASE_FAILED}${var} matches what it must not: ${regex}\n" PARENT_SCOPE)
  endif()
endfunction()
function(run_check file)
  foreach(key IN LISTS param_names)
    set(${key} "${param_value_${key}}")
  endforeach()
  set(actual_stdout "${out}")
  set(actual_stderr "${err}")
  set(actual_post "${post_out}")
  set(actual_output "${out}${err}\n${post_out}")
  set(CASE_FAILED "")
  include("${file}")
  set(CASE_FAILED "${CASE_FAILED}" PARENT_SCOPE)
endfunction()
if(EXISTS "${case_dir}/${name}-check.cmake")
  run_check("${case_dir}/${name}-check.cmake")
  if(CASE_FAILED)
    string(STRIP "${CASE_FAILED}" CASE_FAILED)
    list(APPEND failures "${name}-check.cmake: ${CASE_FAILED}")
  endif()
endif()

message("${log}")
if(failures)
  string(REPLACE ";" "\n" failures "${failures}")
  message(FATAL_ERROR "Case ${name} FAILED:\n${failures}")
endif()
