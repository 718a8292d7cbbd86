# 200 installs on CMAKE_PREFIX_PATH, of every kind bench/make-installs.sh makes
# (good 9.18 and 8.9.7, a missing sub-library, a truncated library, headers
# only, empty): the search, which reads most of them only cheaply, gives the
# choice and the failure message that a full inspection of every install gave
# (the expected texts were written by the module before it became lazy; the
# lines of the 8.9.7 installs again once make-installs.sh gave them a library
# whose SONAME is libcudnn.so.8, as a real 8.9.7 has).
cudnn_isolate()
find_program(_bash bash)
if(NOT _bash)
  cudnn_skip_case("no bash to run bench/make-installs.sh")
endif()
execute_process(COMMAND "${_bash}" "${SRC}/bench/make-installs.sh" "${FX}/many" 200 mixed
  RESULT_VARIABLE rc ERROR_VARIABLE err)
cudnn_assert_equal(rc 0)
set(prefixes "")
foreach(i RANGE 1 200)
  string(LENGTH "00${i}" n)
  math(EXPR from "${n} - 3")
  string(SUBSTRING "00${i}" ${from} 3 i)
  list(APPEND prefixes "${FX}/many/inst-${i}")
endforeach()
file(WRITE "${CMAKE_BINARY_DIR}/many/CMakeLists.txt" "cmake_minimum_required(VERSION 3.19)
project(many NONE)
set(CMAKE_FIND_USE_CMAKE_SYSTEM_PATH OFF)
set(CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH OFF)
set(Python3_EXECUTABLE [[${FX}/no-python]])
set(CUDNN_CUDA_VERSION 13.0)
set(CUDNN_PROBE OFF)
list(APPEND CMAKE_MODULE_PATH [[${SRC}/modules]])
find_package(CUDNN \${REQUEST})
")
get_filename_component(case_dir "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)
foreach(what choice failure)
  if(what STREQUAL "choice")
    set(request "9.19...<9.20;COMPONENTS;cnn")
  else()
    set(request "9.20")
  endif()
  file(REMOVE_RECURSE "${CMAKE_BINARY_DIR}/many-${what}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_BINARY_DIR}/many" -B "${CMAKE_BINARY_DIR}/many-${what}"
                          -G Ninja "-DREQUEST=${request}" "-DCMAKE_PREFIX_PATH=${prefixes}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  cudnn_assert_equal(rc 0)
  string(REPLACE "${FX}/many" "<DIR>" out "${out}${err}")
  string(REPLACE "${SRC}" "<SRC>" out "${out}")
  string(REGEX REPLACE "-- (Configuring|Generating) done[^\n]*\n|-- Build files have been written to:[^\n]*\n" "" out "${out}")
  # Trailing blanks are CMake's, not the module's (FPHSA's "found components:
  # cnn " ends in one before CMake 4).
  string(REGEX REPLACE " +\n" "\n" out "${out}")
  file(WRITE "${CMAKE_BINARY_DIR}/many-${what}.txt" "${out}")
  file(READ "${case_dir}/many-places-same-choice-and-message.${what}.txt" expected)
  string(REGEX REPLACE " +\n" "\n" expected "${expected}")
  if(NOT out STREQUAL expected)
    # The first line that differs, to see why without the files.
    string(REPLACE "\n" ";" got_lines "${out}")
    string(REPLACE "\n" ";" want_lines "${expected}")
    set(first "")
    foreach(line IN LISTS want_lines)
      list(POP_FRONT got_lines got_line)
      if(NOT got_line STREQUAL line)
        set(first "\n  expected: ${line}\n  got:      ${got_line}")
        break()
      endif()
    endforeach()
    message(FATAL_ERROR "200 places, ${what}: the output differs from ${case_dir}/many-places-same-choice-and-message.${what}.txt; got ${CMAKE_BINARY_DIR}/many-${what}.txt${first}")
  endif()
endforeach()
