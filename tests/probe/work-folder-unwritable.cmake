# case: SCRIPT
# A work folder the configuring user cannot write (made read-only, or left by another
# user): a named folder and a fix, never "file failed to open for writing". Runs the
# configure as an unprivileged user when the test runs as root (root writes anywhere).
include("${SRC}/tests/probe/helpers.cmake.inc")
execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
set(as "")
if(uid STREQUAL "0")
  find_program(setpriv setpriv NO_CACHE)
  if(NOT setpriv)
    pc_skip("running as root without setpriv to drop privileges")
    return()
  endif()
  set(as "${setpriv}" --reuid=nobody --regid=nogroup --clear-groups)
endif()
# Outside the build tree, whose parents an unprivileged user may not enter.
string(RANDOM LENGTH 8 tag)
set(base "/tmp/cudnn-probe-ro-${tag}")
pc_good_fixture(good)
file(COPY "${good_ROOT}" DESTINATION "${base}")
get_filename_component(name "${good_ROOT}" NAME)
set(good_ROOT "${base}/${name}")
if(as)
  # A CMake whose files are under /root (tests/run-with-cmake.sh's cache) cannot
  # configure as that user: nothing to learn here then.
  file(WRITE "${base}/check/CMakeLists.txt" "cmake_minimum_required(VERSION 3.19)\nproject(check NONE)\n")
  execute_process(COMMAND chmod -R a+rwX "${base}")
  execute_process(COMMAND ${as} "${CMAKE_COMMAND}" -S "${base}/check" -B "${base}/check/b"
                  RESULT_VARIABLE runs OUTPUT_QUIET ERROR_QUIET)
  if(NOT runs EQUAL 0)
    execute_process(COMMAND chmod -R u+w "${base}")
    file(REMOVE_RECURSE "${base}")
    pc_skip("the unprivileged user cannot configure with ${CMAKE_COMMAND}")
    return()
  endif()
endif()
foreach(mode AUTO LIBRARY)
  set(bin "${base}/build-${mode}")
  file(MAKE_DIRECTORY "${bin}/CMakeFiles/cudnn-probe")
  execute_process(COMMAND chmod -R a+rwX "${base}")
  execute_process(COMMAND chmod a-w "${bin}/CMakeFiles/cudnn-probe")
  execute_process(
    COMMAND ${as} "${CMAKE_COMMAND}" -E env --unset=LD_LIBRARY_PATH
            "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}" -B "${bin}"
            "-DCUDNN_TEST_ROOT=${good_ROOT}" ${PC_TOOLKIT} -DCUDNN_PROBE=${mode}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(run_OUTPUT "${out}${err}")
  string(REGEX MATCH "probe-result=([A-Z]+)" m "${run_OUTPUT}")
  set(run_RESULT "${CMAKE_MATCH_1}")
  if(NOT rc EQUAL 0)
    set(run_RESULT CONFIGURE-ERROR)
  endif()
  set(text "cannot write the folder ${bin}/CMakeFiles/cudnn-probe\n  fix: make it writable by this user \\(or remove it: it is rebuilt\\), or set CUDNN_PROBE=OFF")
  if(mode STREQUAL "AUTO")
    pc_expect(run RESULT SKIPPED MATCH "warning: cuDNN probe skipped: ${text}" NO_MATCH "CMake Error")
  else()
    pc_expect(run RESULT FAIL MATCH "probe-failure=\\[\\[cuDNN probe failed [^\n]*\n${text}" NO_MATCH "CMake Error")
  endif()
endforeach()
execute_process(COMMAND chmod -R u+w "${base}")
file(REMOVE_RECURSE "${base}")
