# Prints why each skipped test was skipped: CTest lists skipped tests without
# their output.  Run by CTest after the tests (CTEST_CUSTOM_POST_TEST in the
# build folder's CTestCustom.cmake), reading the log of that run:
#
#   cmake -DLOG=<build>/Testing/Temporary/LastTest.log -P skip-reasons.cmake
#
# Each test's entry in the log starts with "<i>/<n> Testing: <name>" and holds
# its output; a skipped case printed "CUDNN_TEST_SKIP: <why>".
# CTest writes the log of the run in progress to LastTest.log.tmp (CMake 4:
# LastTest.log.tmp<random>) and renames it when the run ends, after this
# script: read the newest such file when there is one (LastTest.log is then
# the previous run's).
get_filename_component(log_dir "${LOG}" DIRECTORY)
get_filename_component(log_name "${LOG}" NAME)
file(GLOB running "${log_dir}/${log_name}.tmp*")
set(newest "")
foreach(candidate IN LISTS running)
  file(TIMESTAMP "${candidate}" t "%Y%m%d%H%M%S")
  if(newest STREQUAL "" OR t STRGREATER newest_t)
    set(newest "${candidate}")
    set(newest_t "${t}")
  endif()
endforeach()
if(newest)
  set(LOG "${newest}")
elseif(NOT EXISTS "${LOG}")
  return()
endif()
# Only the lines that matter (other lines may hold unbalanced '[', which
# would merge list elements).
file(STRINGS "${LOG}" lines REGEX "^[0-9]+/[0-9]+ Testing: |CUDNN_TEST_SKIP: ")
set(test "")
set(reasons "")
# A skipped case printed "CUDNN_TEST_SKIP: <why>" (skipped by that regex or
# by its exit code); the "Command:" line of a case that only echoes its
# reason is CTest's, not the output.  A passing case that checks a skip
# quotes the inner marker.
foreach(line IN LISTS lines)
  if(line MATCHES "^[0-9]+/[0-9]+ Testing: (.+)$")
    set(test "${CMAKE_MATCH_1}")
  elseif(line MATCHES "^Command: ")
  elseif(test AND line MATCHES "CUDNN_TEST_SKIP: (.+)$")
    string(APPEND reasons "\n  ${test}: ${CMAKE_MATCH_1}")
    set(test "")
  endif()
endforeach()
if(reasons)
  message("Skipped tests, and why:${reasons}")
endif()
