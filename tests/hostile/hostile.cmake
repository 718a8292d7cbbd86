# The hostile suite (label "hostile"): bad installs, bad paths, bad hints,
# misbehaving libraries, changing installs and real consumers, each configured
# as a user would and checked for (1) the outcome, (2) the message, and (3) no
# CMake error raised from the module's internals.  include()d by
# tests/CMakeLists.txt; the cases are in cases.cmake, generated from tables
# where a dimension is a list (path characters x generators, permissions...).
#
#   hostile_case(<name> <class>
#     EXPECT found|not-found|fails     the outcome of the (last) configure
#     SAYS <text>                      what the message must say, for the table
#     [MATCH <regex>...] [NO_MATCH <regex>...]   on the last configure's output
#                                      and the POST step's, paths as <W>
#     [GENERATOR <generator>] [LANGUAGES <lang>...] [PROBE <mode>]
#     [AS_NOBODY]                      configure (and POST) as an unprivileged user
#     [TOOLCHAIN mingw] [REQUIRES real|wine|nvcc|nobody...]
#     [ENV <name=value>...] [ARGS <cmake argument>...] [DEFS <cmake code>]
#     [SETUP <code>]    script mode, before configuring: fixtures (FX is the folder)
#     [BODY <code>]     the consumer project's body (find_package and asserts)
#     [CHANGE <code>]   script mode, after a first successful configure; then the
#                       project is configured again and the expectations apply to that
#     [POST <code>])    script mode, after the last configure: build, run (BIN)

set(_HOSTILE_DIR "${CMAKE_CURRENT_LIST_DIR}")
set(_HOSTILE_BIN "${CMAKE_CURRENT_BINARY_DIR}/hostile")
set(_HOSTILE_RESULTS "${_HOSTILE_BIN}/results")
set_property(GLOBAL PROPERTY _HOSTILE_TESTS "")

function(hostile_case name class)
  cmake_parse_arguments(PARSE_ARGV 2 H "AS_NOBODY"
    "EXPECT;SAYS;GENERATOR;PROBE;TOOLCHAIN;DEFS;SETUP;BODY;CHANGE;POST"
    "MATCH;NO_MATCH;LANGUAGES;REQUIRES;ENV;ARGS")
  if(H_UNPARSED_ARGUMENTS OR NOT H_EXPECT MATCHES "^(found|not-found|fails)$")
    message(FATAL_ERROR "hostile_case(${name}): bad arguments '${H_UNPARSED_ARGUMENTS}' / EXPECT '${H_EXPECT}'")
  endif()
  set(dir "${_HOSTILE_BIN}/defs/${name}")
  file(MAKE_DIRECTORY "${dir}")
  foreach(part DEFS SETUP BODY CHANGE POST)
    file(WRITE "${dir}/${part}.cmake" "${H_DEFS}\n")
    if(NOT part STREQUAL "DEFS")
      file(APPEND "${dir}/${part}.cmake" "${H_${part}}\n")
    endif()
  endforeach()
  set(b "[==[")
  set(e "]==]")
  set(text "")
  foreach(key EXPECT SAYS GENERATOR PROBE TOOLCHAIN AS_NOBODY)
    string(APPEND text "set(H_${key} ${b}${H_${key}}${e})\n")
  endforeach()
  foreach(key CHANGE POST)
    if(H_${key})
      string(APPEND text "set(H_HAS_${key} TRUE)\n")
    endif()
  endforeach()
  foreach(key MATCH NO_MATCH LANGUAGES REQUIRES ENV ARGS)
    string(APPEND text "set(H_${key}")
    foreach(item IN LISTS H_${key})
      string(APPEND text " ${b}${item}${e}")
    endforeach()
    string(APPEND text ")\n")
  endforeach()
  string(APPEND text "set(H_NAME ${name})\nset(H_CLASS ${class})\n")
  file(WRITE "${dir}/def.cmake" "${text}")
  add_test(NAME hostile-${name} COMMAND "${CMAKE_COMMAND}"
    "-DSRC=${PROJECT_SOURCE_DIR}" "-DDEF=${dir}" "-DWORK=${_HOSTILE_BIN}/cases/${name}"
    "-DRESULTS=${_HOSTILE_RESULTS}" "-DSTUB_CACHE=${CMAKE_CURRENT_BINARY_DIR}/stub-cache"
    "-DMINGW_TOOLCHAIN=${CUDNN_TEST_MINGW}"
    -P "${_HOSTILE_DIR}/run.cmake")
  set_tests_properties(hostile-${name} PROPERTIES
    LABELS "hostile;hostile-${class}"
    SKIP_REGULAR_EXPRESSION "CUDNN_TEST_SKIP:"
    FIXTURES_REQUIRED hostile-results
    TIMEOUT 300)
  set_property(GLOBAL APPEND PROPERTY _HOSTILE_TESTS hostile-${name})
endfunction()

include("${_HOSTILE_DIR}/cases.cmake")

# Before the cases: forget the last run's results; after them: the table and
# the count by class.
add_test(NAME hostile-setup COMMAND "${CMAKE_COMMAND}" -E rm -rf "${_HOSTILE_RESULTS}")
set_tests_properties(hostile-setup PROPERTIES LABELS hostile FIXTURES_SETUP hostile-results)
add_test(NAME hostile-summary COMMAND "${CMAKE_COMMAND}" "-DRESULTS=${_HOSTILE_RESULTS}"
  -P "${_HOSTILE_DIR}/summary.cmake")
set_tests_properties(hostile-summary PROPERTIES LABELS hostile FIXTURES_CLEANUP hostile-results)
