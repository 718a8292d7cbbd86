# Prints why each skipped test was skipped: CTest lists skipped tests without
# their output.  Run by CTest after the tests (CTEST_CUSTOM_POST_TEST in the
# build folder's CTestCustom.cmake), reading the log of that run:
#
#   cmake -DLOG=<build>/Testing/Temporary/LastTest.log -P skip-reasons.cmake
#
# Each test's entry in the log starts with "<i>/<n> Testing: <name>" and holds
# its output; a skipped case printed "CUDNN_TEST_SKIP: <why>".
if(NOT EXISTS "${LOG}")
  return()
endif()
# Only the lines that matter (other lines may hold unbalanced '[', which
# would merge list elements).
file(STRINGS "${LOG}" lines REGEX "^[0-9]+/[0-9]+ Testing: |CUDNN_TEST_SKIP: ")
set(test "")
set(reasons "")
foreach(line IN LISTS lines)
  if(line MATCHES "^[0-9]+/[0-9]+ Testing: (.+)$")
    set(test "${CMAKE_MATCH_1}")
  elseif(test AND line MATCHES "CUDNN_TEST_SKIP: (.*)$")
    string(APPEND reasons "\n  ${test}: ${CMAKE_MATCH_1}")
    set(test "")
  endif()
endforeach()
if(reasons)
  message("Skipped tests, and why:${reasons}")
endif()
