# How a case runs is said on its first line(s), in the case file itself:
#
#   # case: <OPTION> [<value>...] ...
#
# (several such lines at the top of the file are read as one; values are
# CMake arguments: quote a value that holds spaces).  Read by
# tests/CMakeLists.txt when it registers the case (LABELS, REQUIRES,
# TIMEOUT) and by RunCase.cmake when it runs it (everything else).  The
# options (docs/CONTRIBUTING.md says more):
#
#   SCRIPT               the case is a script: run with cmake -P (no consumer project)
#   LANGUAGES <lang>...  the consumer project's languages (default C)
#   PROBE <mode>         -DCUDNN_PROBE=<mode> on the configure (default: the case's OFF)
#   TOOLCHAIN <name>     a toolchain of tests/toolchains (name without .cmake) or a path
#   GENERATOR <name>     the configure's generator (default Ninja)
#   GENERATORS <name>... one test per generator, named <area>-<case>-<generator in
#                        lower case, letters only> (e.g. -ninja, -unixmakefiles)
#   MINIMUM <version>    the consumer's cmake_minimum_required (default 3.19)
#   ENV <NAME=value>...  environment of the configure (cmake -E env)
#   ARGS <argument>...   more arguments of the configure
#   AS_NOBODY            configure and post step as an unprivileged user (setpriv, when root)
#   SETUP                the file is first included in script mode with CASE_STEP SETUP
#   CHANGE               after a first successful configure, the file is included in
#                        script mode with CASE_STEP CHANGE, and the project is configured
#                        again; the expectations apply to that second configure
#   LABELS <label>...    CTest labels besides the area's
#   REQUIRES <what>...   mingw, wine, make, nvcc, aarch64 (the cross compilers), qemu
#                        (qemu-aarch64), or a variable of tests/CMakeLists.txt:
#                        without them the test is registered as skipped
#   TIMEOUT <seconds>    CTest's TIMEOUT (default 600)
#   PARAMS <name>...     the parameters the file takes: it is run once per parameter
#                        set, each registered in tests/CMakeLists.txt with
#                        cudnn_add_case(<test> <file> PARAMS <name>=<value>...);
#                        the area's glob leaves it out

set(_CUDNN_CASE_FLAGS SCRIPT AS_NOBODY SETUP CHANGE)
set(_CUDNN_CASE_ONE PROBE TOOLCHAIN GENERATOR MINIMUM TIMEOUT CMAKE)
set(_CUDNN_CASE_MANY LANGUAGES ENV ARGS LABELS REQUIRES PARAMS GENERATORS)

# cudnn_case_options(<prefix> <case-file>): sets <prefix>_<OPTION> for each
# option of the file's "# case:" lines (and <prefix>_LINE, the text read).
function(cudnn_case_options prefix file)
  file(READ "${file}" head LIMIT 4096)
  set(text "")
  while(head MATCHES "^# case:([^\n]*)\n?")
    string(APPEND text " ${CMAKE_MATCH_1}")
    string(LENGTH "${CMAKE_MATCH_0}" n)
    string(SUBSTRING "${head}" ${n} -1 head)
  endwhile()
  set(args "")
  if(NOT text STREQUAL "")
    # The line is read as CMake reads a command's arguments.
    cmake_language(EVAL CODE "set(args ${text})")
  endif()
  cmake_parse_arguments(O "${_CUDNN_CASE_FLAGS}" "${_CUDNN_CASE_ONE}" "${_CUDNN_CASE_MANY}" ${args})
  if(O_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${file}: unknown case option(s) '${O_UNPARSED_ARGUMENTS}' on its '# case:' line")
  endif()
  foreach(option IN LISTS _CUDNN_CASE_FLAGS _CUDNN_CASE_ONE _CUDNN_CASE_MANY)
    set(${prefix}_${option} "${O_${option}}" PARENT_SCOPE)
  endforeach()
  string(STRIP "${text}" text)
  set(${prefix}_LINE "${text}" PARENT_SCOPE)
endfunction()
