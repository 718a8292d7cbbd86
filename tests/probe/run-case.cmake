# cudnn-cmake probe tests: runs one case of tests/probe/cases.cmake.
#
#   cmake -DCASE=<name> -DWORK=<scratch dir> -P tests/probe/run-case.cmake
#
# A case builds fixture installs (tests/fixtures/make-cudnn.cmake), configures the probe
# consumer (tests/probe/CMakeLists.txt) on a record for them, and checks CUDNN_PROBE_RESULT
# and the printed texts. Fails with FATAL_ERROR (exit 1); prints "CUDNN_TEST_SKIP: <why>"
# and exits 0 when something it needs is absent (register with SKIP_REGULAR_EXPRESSION).
cmake_minimum_required(VERSION 3.19)

get_filename_component(PC_REPO "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
if(NOT CASE)
  message(FATAL_ERROR "run-case.cmake: -DCASE=<name> is required")
endif()
if(NOT WORK)
  set(WORK "${CMAKE_CURRENT_BINARY_DIR}/cudnn-probe-case-${CASE}")
endif()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${PC_REPO}/tests/fixtures/make-cudnn.cmake")

# Stop here, reported as skipped.
function(pc_skip why)
  message(STATUS "CUDNN_TEST_SKIP: ${why}")
  set(PC_SKIPPED TRUE PARENT_SCOPE)
endfunction()

# pc_fixture(<name> [SUBDIR <dir>] <make-cudnn options>...): a fixture install in
# ${WORK}/<dir> (default <name>). Sets <name>_ROOT, <name>_LIBRARY_DIR, <name>_INCLUDE_DIR,
# <name>_RUNTIME_DIR.
function(pc_fixture name)
  set(options ${ARGN})
  set(subdir "${name}")
  list(FIND options SUBDIR at)
  if(at GREATER -1)
    math(EXPR value_at "${at} + 1")
    list(GET options ${value_at} subdir)
    list(REMOVE_AT options ${value_at} ${at})
  endif()
  cudnn_make_fixture(DEST "${WORK}/${subdir}" RESULT_PREFIX fx QUIET STUB_CACHE "${WORK}/.stub-cache" ${options})
  set(${name}_ROOT "${fx_ROOT}" PARENT_SCOPE)
  set(${name}_LIBRARY_DIR "${fx_LIBRARY_DIR}" PARENT_SCOPE)
  set(${name}_INCLUDE_DIR "${fx_INCLUDE_DIR}" PARENT_SCOPE)
  set(${name}_RUNTIME_DIR "${fx_RUNTIME_DIR}" PARENT_SCOPE)
endfunction()

# pc_cuda_stubs(<dir> <cuda major> [CUBLASLT] [NVRTC] [WINDOWS]): stand-ins for the CUDA
# libraries cuDNN loads by name.
function(pc_cuda_stubs dir major)
  cmake_parse_arguments(PARSE_ARGV 2 arg "CUBLASLT;NVRTC;WINDOWS" "" "")
  file(MAKE_DIRECTORY "${dir}")
  set(items "")
  if(arg_CUBLASLT)
    list(APPEND items CUBLASLT)
  endif()
  if(arg_NVRTC)
    list(APPEND items NVRTC)
  endif()
  foreach(item IN LISTS items)
    if(arg_WINDOWS)
      set(cc x86_64-w64-mingw32-gcc)
      if(item STREQUAL CUBLASLT)
        set(file "cublasLt64_${major}.dll")
      elseif(major EQUAL 11)
        set(file "nvrtc64_112_0.dll")
      else()
        set(file "nvrtc64_${major}0_0.dll")
      endif()
      set(link -shared)
    else()
      set(cc gcc)
      if(item STREQUAL CUBLASLT)
        set(file "libcublasLt.so.${major}")
      elseif(major EQUAL 11)
        set(file "libnvrtc.so.11.2") # CUDA 11's NVRTC, for every 11.x (its SONAME too)
      else()
        set(file "libnvrtc.so.${major}")
      endif()
      set(link -shared -fPIC "-Wl,-soname,${file}")
    endif()
    math(EXPR version "${major} * 1000")
    execute_process(COMMAND ${cc} ${link} -DSTUB_${item} -DSTUB_VERSION=${version}
                            -o "${dir}/${file}" "${CMAKE_CURRENT_LIST_DIR}/cuda_stub.c"
                    RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "building ${file} failed: ${err}")
    endif()
  endforeach()
endfunction()

# pc_configure(<run> ROOT <root> [ENV <NAME=VALUE>...] [ARGS <-D...>...]): configures the
# probe consumer into ${WORK}/<run>-build (kept between runs of the same name, for the
# cache cases). LD_LIBRARY_PATH is cleared unless ENV sets it. Sets <run>_OUTPUT and
# <run>_RESULT (PASS/FAIL/SKIPPED, or CONFIGURE-ERROR).
function(pc_configure run)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "ROOT" "ENV;ARGS")
  set(env --unset=LD_LIBRARY_PATH ${arg_ENV})
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env ${env}
            "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}" -B "${WORK}/${run}-build"
            "-DCUDNN_TEST_ROOT=${arg_ROOT}" ${arg_ARGS}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(output "${out}${err}")
  file(WRITE "${WORK}/${run}.log" "${output}")
  string(REGEX MATCH "probe-result=([A-Z]+)" m "${output}")
  set(result "${CMAKE_MATCH_1}")
  if(NOT rc EQUAL 0)
    set(result CONFIGURE-ERROR)
  endif()
  set(${run}_OUTPUT "${output}" PARENT_SCOPE)
  set(${run}_RESULT "${result}" PARENT_SCOPE)
endfunction()

# pc_expect(<run> [RESULT <r>] [MATCH <regex>...] [NO_MATCH <regex>...])
function(pc_expect run)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "RESULT" "MATCH;NO_MATCH")
  set(errors "")
  if(arg_RESULT AND NOT "${${run}_RESULT}" STREQUAL arg_RESULT)
    string(APPEND errors "  result: expected ${arg_RESULT}, got '${${run}_RESULT}'\n")
  endif()
  foreach(regex IN LISTS arg_MATCH)
    if(NOT "${${run}_OUTPUT}" MATCHES "${regex}")
      string(APPEND errors "  output does not match: ${regex}\n")
    endif()
  endforeach()
  foreach(regex IN LISTS arg_NO_MATCH)
    if("${${run}_OUTPUT}" MATCHES "${regex}")
      string(APPEND errors "  output matches (it must not): ${regex}\n")
    endif()
  endforeach()
  if(errors)
    message(FATAL_ERROR "case ${CASE}, run ${run}:\n${errors}--- output (${WORK}/${run}.log):\n${${run}_OUTPUT}")
  endif()
  message(STATUS "${run}: ${${run}_RESULT} as expected")
endfunction()

# True when the host has an NVIDIA driver: the no-GPU cases mean nothing there.
function(pc_host_has_driver out)
  set(found FALSE)
  if(EXISTS "/proc/driver/nvidia/version")
    set(found TRUE)
  else()
    file(GLOB libcuda /usr/lib/*/libcuda.so.1 /usr/lib64/libcuda.so.1 /usr/lib/wsl/lib/libcuda.so.1
                      /usr/local/nvidia/lib64/libcuda.so.1)
    if(libcuda)
      set(found TRUE)
    endif()
  endif()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

include("${CMAKE_CURRENT_LIST_DIR}/cases.cmake")
if(NOT COMMAND probe_case_${CASE})
  message(FATAL_ERROR "run-case.cmake: no case '${CASE}' in cases.cmake")
endif()
cmake_language(CALL probe_case_${CASE})
