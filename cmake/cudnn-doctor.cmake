# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# cudnn-doctor: everything about the cuDNN on this machine, in one command.
#
#   cmake -P cmake/cudnn-doctor.cmake [--] [options]      (--help lists them)
#
# Every CUDA toolkit and every cuDNN install on the machine (whatever the
# hints: hints say which one find_package(CUDNN) would choose, not what
# exists), each with its version, layout, CUDA major, architecture,
# sub-libraries and problems; the install find_package(CUDNN <request>) would
# choose and why not the others; what the loader would really load; the driver
# and GPU; the probe's verdict on the chosen install (--all: on every install).
# Exit code 0: healthy; 1: problems in what would be chosen; 2: nothing
# usable; 3: a bad command line (CMake before 3.29 exits with 1 instead of 2
# and 3; the last line and the JSON's "exit_code" say which).
#
# It runs the find module's own search (modules/cudnn/search.cmake) over the
# places find_package(CUDNN) searches, then over the rest of the machine, and
# renders what the search says of each place: what it prints is what the
# module sees.  docs/doctor.md explains the report.

cmake_minimum_required(VERSION 3.19...3.31)
include(FindPackageHandleStandardArgs)
get_filename_component(_doctor_modules "${CMAKE_CURRENT_LIST_DIR}/../modules/cudnn" ABSOLUTE)
foreach(stage IN ITEMS messages inputs cuda files facts places python inspect implib search runtime
                       probe-build probe)
  include("${_doctor_modules}/${stage}.cmake")
endforeach()
set(_CUDNN_DOCTOR_REVISION 3)
set(_CUDNN_DOCTOR_SCRIPT "${CMAKE_CURRENT_LIST_FILE}")

# --- Output: one buffer, written to stdout at the end ---------------------------

# message() writes to stderr (STATUS to stdout, but prefixed "-- "); "cmake -E
# cat" of a file writes it to the inherited stdout byte for byte.
function(_cudnn_doctor_print text)
  set_property(GLOBAL APPEND_STRING PROPERTY _CUDNN_DOCTOR_OUT "${text}\n")
endfunction()

# _cudnn_doctor_exit(<code> <why>): prints the buffer and ends the script with
# <code> (cmake_language(EXIT) from CMake 3.29; before, FATAL_ERROR is 1).
function(_cudnn_doctor_exit code why)
  get_property(text GLOBAL PROPERTY _CUDNN_DOCTOR_OUT)
  if(NOT text STREQUAL "")
    file(WRITE "${_CUDNN_DOCTOR_WORK}/report.txt" "${text}")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E cat "${_CUDNN_DOCTOR_WORK}/report.txt")
  endif()
  get_property(keep GLOBAL PROPERTY _CUDNN_DOCTOR_KEEP_WORK)
  if(NOT keep AND _CUDNN_DOCTOR_WORK_OWNED)
    file(REMOVE_RECURSE "${_CUDNN_DOCTOR_WORK}")
  endif()
  if(code EQUAL 0)
    return()
  elseif(CMAKE_VERSION VERSION_GREATER_EQUAL 3.29)
    cmake_language(EXIT ${code})
  endif()
  message(FATAL_ERROR "cudnn-doctor: ${why} (exit code ${code}; CMake ${CMAKE_VERSION} exits with 1)")
endfunction()

# _cudnn_doctor_colour(<out>): colour only where the output is a terminal and
# nobody said otherwise (a child inherits stdout: "test -t 1" tells).
function(_cudnn_doctor_colour out)
  set(use FALSE)
  if(_CUDNN_DOCTOR_COLOR STREQUAL "always")
    set(use TRUE)
  elseif(_CUDNN_DOCTOR_COLOR STREQUAL "never" OR DEFINED ENV{NO_COLOR} OR _CUDNN_DOCTOR_JSON)
  elseif(NOT "$ENV{CLICOLOR_FORCE}" STREQUAL "" AND NOT "$ENV{CLICOLOR_FORCE}" STREQUAL "0")
    set(use TRUE)
  elseif(NOT CMAKE_HOST_WIN32 AND NOT "$ENV{TERM}" STREQUAL "dumb")
    execute_process(COMMAND test -t 1 RESULT_VARIABLE rc)
    if(rc EQUAL 0)
      set(use TRUE)
    endif()
  endif()
  set(${out} ${use} PARENT_SCOPE)
endfunction()

# _cudnn_doctor_mark(<out> <kind>): a check's mark (ok, FAIL, warn, skip,
# info, ""), four columns wide, coloured where colour is on.
function(_cudnn_doctor_mark out kind)
  string(LENGTH "${kind}" n)
  math(EXPR n "4 - ${n}")
  string(REPEAT " " ${n} pad)
  set(mark "${kind}${pad}")
  set(codes_ok 32)
  set(codes_FAIL "1;31")
  set(codes_warn 33)
  set(codes_skip 2)
  set(codes_info 36)
  if(_CUDNN_DOCTOR_USE_COLOR AND DEFINED codes_${kind})
    string(ASCII 27 esc)
    set(mark "${esc}[${codes_${kind}}m${mark}${esc}[0m")
  endif()
  set(${out} "${mark}" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_line(<mark> <label> <text>): "      <mark>  <label>  <text>",
# the label 14 columns wide, later lines of <text> under its first.
function(_cudnn_doctor_line kind label text)
  _cudnn_doctor_mark(mark "${kind}")
  string(LENGTH "${label}" n)
  math(EXPR n "14 - ${n}")
  if(n GREATER 0)
    string(REPEAT " " ${n} pad)
    string(APPEND label "${pad}")
  endif()
  string(REPLACE "\n" "\n                          " text "${text}")
  _cudnn_doctor_print("      ${mark}  ${label}${text}")
endfunction()

function(_cudnn_doctor_heading text)
  if(_CUDNN_DOCTOR_USE_COLOR)
    string(ASCII 27 esc)
    set(text "${esc}[1m${text}${esc}[0m")
  endif()
  _cudnn_doctor_print("\n${text}")
endfunction()

# _cudnn_doctor_json_set(<doc-var> <member> <value> [STRING])
# string(JSON SET) of a top-level member: <value> as JSON, or quoted (STRING).
function(_cudnn_doctor_json_set doc_var member value)
  if(ARGC GREATER 3)
    _cudnn_json_string(value "${value}")
  endif()
  string(JSON doc SET "${${doc_var}}" ${member} "${value}")
  set(${doc_var} "${doc}" PARENT_SCOPE)
endfunction()

# --- The command line ---------------------------------------------------------

function(_cudnn_doctor_usage out)
  set(${out} [=[
Usage: cmake -P cudnn-doctor.cmake [--] [options]

Every CUDA toolkit and cuDNN install on this machine, which one
find_package(CUDNN <request>) would choose and why, what programs would
really load, the driver and GPU, and the probe's verdict.

Options (also as -D<NAME>=<value> before or after -P, names in brackets):
  --version <v>        the requested version: 8.8, 8.8...<9, 9.19.0   [VERSION]
  --exact              the version is EXACT                           [EXACT=ON]
  --components <list>  required components, e.g. cnn,ops              [COMPONENTS]
  --cuda <x.y>         the CUDA version to match (default: the toolkit's)
                                                                [CUDNN_CUDA_VERSION]
  --root <dir>         as CUDNN_ROOT: the install find_package should use [CUDNN_ROOT]
  --target <t>         the platform to build for: linux or windows, a processor
                       (aarch64, x86_64) or both (linux-aarch64, windows-arm64);
                       default: this host                              [TARGET]
  --sysroot <dir>      the target's root: every place is looked for under it,
                       as with CMAKE_SYSROOT and mode ONLY             [SYSROOT]
  --toolchain <file>   a CMake toolchain file: its root path, processor,
                       compiler and emulator, as a cross build sees them [TOOLCHAIN]
  --probe <mode>       AUTO (default), LIBRARY or GPU                 [PROBE]
  --no-probe           do not build and run the probe                 [NO_PROBE=ON]
  --all                probe every install, not only the chosen one   [ALL=ON]
  --json               print one JSON document instead of the report  [JSON=ON]
  --color <when>       auto (default: on a terminal), always, never   [COLOR]
  --work <dir>         keep the probe's builds and reports there      [WORK]
  --help, --usage      this text                                     [HELP=ON]

CMake 3.20 (fixed by 3.25) takes --version, --help and -h for itself even
after "--": there write --version=<v> and --usage.

Exit code: 0 healthy, 1 problems in the install that would be chosen,
2 nothing usable, 3 bad command line (CMake < 3.29: 2 and 3 exit as 1).
]=] PARENT_SCOPE)
endfunction()

function(_cudnn_doctor_usage_error text)
  _cudnn_doctor_usage(usage)
  message("cudnn-doctor: ${text}\n${usage}")
  if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.29)
    cmake_language(EXIT 3)
  endif()
  message(FATAL_ERROR "cudnn-doctor: bad command line (exit code 3; CMake ${CMAKE_VERSION} exits with 1)")
endfunction()

set(_CUDNN_DOCTOR_OPTIONS VERSION EXACT COMPONENTS CUDNN_CUDA_VERSION CUDNN_ROOT TARGET SYSROOT TOOLCHAIN
    PROBE NO_PROBE ALL JSON COLOR WORK HELP)

# _cudnn_doctor_read_options(): the options after "-P <script>" ("--"
# optional) as _CUDNN_DOCTOR_<NAME>; -D<NAME>=<value> given before -P arrive as
# plain variables and are read the same way, and any other -D variable (one
# the module reads: Python3_EXECUTABLE, CMAKE_FIND_USE_*...) is set as it is.
macro(_cudnn_doctor_read_options)
  foreach(_name IN LISTS _CUDNN_DOCTOR_OPTIONS)
    set(_CUDNN_DOCTOR_${_name} "${${_name}}")
  endforeach()
  foreach(_pair --version:VERSION --components:COMPONENTS --cuda:CUDNN_CUDA_VERSION --root:CUDNN_ROOT
                --target:TARGET --sysroot:SYSROOT --toolchain:TOOLCHAIN --probe:PROBE --color:COLOR
                --work:WORK)
    string(REPLACE ":" ";" _pair "${_pair}")
    list(GET _pair 0 _option)
    list(GET _pair 1 _valued_${_option})
  endforeach()
  foreach(_pair --exact:EXACT --no-probe:NO_PROBE --all:ALL --json:JSON)
    string(REPLACE ":" ";" _pair "${_pair}")
    list(GET _pair 0 _option)
    list(GET _pair 1 _flag_${_option})
  endforeach()
  set(_script_seen FALSE)
  set(_expect "")
  math(EXPR _last "${CMAKE_ARGC} - 1")
  foreach(_i RANGE 1 ${_last})
    set(_arg "${CMAKE_ARGV${_i}}")
    math(EXPR _before "${_i} - 1")
    if(NOT _script_seen)
      if(_arg STREQUAL "-P")
        set(_script_seen TRUE)
        set(_script_at ${_i})
      endif()
      continue()
    elseif(_before EQUAL _script_at OR (_arg STREQUAL "--" AND NOT _expect))
      continue()
    elseif(_expect)
      set(_CUDNN_DOCTOR_${_expect} "${_arg}")
      set(_expect "")
      continue()
    endif()
    set(_has_value FALSE)
    if(_arg MATCHES "^(--[a-z-]+)=(.*)$")
      set(_arg "${CMAKE_MATCH_1}")
      set(_value "${CMAKE_MATCH_2}")
      set(_has_value TRUE)
    endif()
    if(_arg MATCHES "^-D([A-Za-z_][A-Za-z0-9_]*)(:[A-Z]+)?=(.*)$")
      set(_CUDNN_DOCTOR_${CMAKE_MATCH_1} "${CMAKE_MATCH_3}")
      if(NOT CMAKE_MATCH_1 IN_LIST _CUDNN_DOCTOR_OPTIONS)
        set(${CMAKE_MATCH_1} "${CMAKE_MATCH_3}")
      endif()
    elseif(_arg MATCHES "^(-h|--help|-help|--usage)$")
      set(_CUDNN_DOCTOR_HELP ON)
    elseif(DEFINED _valued_${_arg} AND _has_value)
      set(_CUDNN_DOCTOR_${_valued_${_arg}} "${_value}")
    elseif(DEFINED _valued_${_arg} AND _i EQUAL _last)
      _cudnn_doctor_usage_error("${_arg} needs a value")
    elseif(DEFINED _valued_${_arg})
      set(_expect "${_valued_${_arg}}")
    elseif(DEFINED _flag_${_arg} AND NOT _has_value)
      set(_CUDNN_DOCTOR_${_flag_${_arg}} ON)
    else()
      _cudnn_doctor_usage_error("unknown option '${CMAKE_ARGV${_i}}'")
    endif()
  endforeach()
endmacro()

# _cudnn_doctor_check_options(): values that are no values of their option
# end the script with the usage text; the rest is normalised.
macro(_cudnn_doctor_check_options)
  string(TOLOWER "${_CUDNN_DOCTOR_COLOR}" _CUDNN_DOCTOR_COLOR)
  string(TOUPPER "${_CUDNN_DOCTOR_PROBE}" _CUDNN_DOCTOR_PROBE)
  if(_CUDNN_DOCTOR_COLOR STREQUAL "")
    set(_CUDNN_DOCTOR_COLOR auto)
  elseif(NOT _CUDNN_DOCTOR_COLOR MATCHES "^(auto|always|never)$")
    _cudnn_doctor_usage_error("--color takes auto, always or never, not '${_CUDNN_DOCTOR_COLOR}'")
  endif()
  if(_CUDNN_DOCTOR_PROBE STREQUAL "")
    set(_CUDNN_DOCTOR_PROBE AUTO)
  elseif(_CUDNN_DOCTOR_PROBE STREQUAL "OFF")
    set(_CUDNN_DOCTOR_NO_PROBE ON)
  elseif(NOT _CUDNN_DOCTOR_PROBE MATCHES "^(AUTO|LIBRARY|GPU)$")
    _cudnn_doctor_usage_error("--probe takes AUTO, LIBRARY or GPU, not '${_CUDNN_DOCTOR_PROBE}'")
  endif()
  string(TOLOWER "${_CUDNN_DOCTOR_TARGET}" _CUDNN_DOCTOR_TARGET)
  if(_CUDNN_DOCTOR_TARGET MATCHES "^((linux|windows)-?)?(x86_64|x64|amd64|aarch64|arm64)?$"
     AND NOT _CUDNN_DOCTOR_TARGET STREQUAL "")
    set(_CUDNN_DOCTOR_TARGET_OS "${CMAKE_MATCH_2}")
    set(_CUDNN_DOCTOR_TARGET_ARCH "${CMAKE_MATCH_3}")
  elseif(_CUDNN_DOCTOR_TARGET)
    _cudnn_doctor_usage_error("--target takes linux or windows, a processor (aarch64, x86_64) or both (linux-aarch64), not '${_CUDNN_DOCTOR_TARGET}'")
  endif()
  if(_CUDNN_DOCTOR_SYSROOT AND NOT IS_DIRECTORY "${_CUDNN_DOCTOR_SYSROOT}")
    _cudnn_doctor_usage_error("--sysroot: '${_CUDNN_DOCTOR_SYSROOT}' is not a folder")
  endif()
  if(_CUDNN_DOCTOR_TOOLCHAIN AND (NOT EXISTS "${_CUDNN_DOCTOR_TOOLCHAIN}" OR IS_DIRECTORY "${_CUDNN_DOCTOR_TOOLCHAIN}"))
    _cudnn_doctor_usage_error("--toolchain: '${_CUDNN_DOCTOR_TOOLCHAIN}' is not a file")
  endif()
  if(_CUDNN_DOCTOR_VERSION AND NOT _CUDNN_DOCTOR_VERSION MATCHES "^[0-9]+(\\.[0-9]+)*(\\.\\.\\.<?[0-9]+(\\.[0-9]+)*)?$")
    _cudnn_doctor_usage_error("--version takes a version (8.8) or a range (8.8...<9), not '${_CUDNN_DOCTOR_VERSION}'")
  endif()
  if(NOT "${_CUDNN_DOCTOR_CUDNN_CUDA_VERSION}" STREQUAL "")
    _cudnn_normalize_cuda_version(_cuda _error "${_CUDNN_DOCTOR_CUDNN_CUDA_VERSION}")
    if(_error)
      _cudnn_doctor_usage_error("--cuda: ${_error}")
    endif()
  endif()
  string(REGEX REPLACE "[, ]+" ";" _CUDNN_DOCTOR_COMPONENTS "${_CUDNN_DOCTOR_COMPONENTS}")
  list(REMOVE_ITEM _CUDNN_DOCTOR_COMPONENTS "")
endmacro()

# _cudnn_doctor_request(): the variables find_package(CUDNN <request>) sets
# for a find module, from the options; _CUDNN_DOCTOR_CALL: the call as written.
macro(_cudnn_doctor_request)
  set(CUDNN_ROOT "${_CUDNN_DOCTOR_CUDNN_ROOT}")
  set(CUDNN_CUDA_VERSION "${_CUDNN_DOCTOR_CUDNN_CUDA_VERSION}")
  set(CUDNN_FIND_COMPONENTS "${_CUDNN_DOCTOR_COMPONENTS}")
  foreach(_component IN LISTS CUDNN_FIND_COMPONENTS)
    set(CUDNN_FIND_REQUIRED_${_component} TRUE)
  endforeach()
  set(_CUDNN_DOCTOR_CALL "find_package(CUDNN")
  if(_CUDNN_DOCTOR_VERSION MATCHES "^([0-9.]+)(\\.\\.\\.(<?)([0-9.]+))?$")
    set(CUDNN_FIND_VERSION "${CMAKE_MATCH_1}")
    string(APPEND _CUDNN_DOCTOR_CALL " ${_CUDNN_DOCTOR_VERSION}")
    if(CMAKE_MATCH_2)
      set(CUDNN_FIND_VERSION_RANGE "${_CUDNN_DOCTOR_VERSION}")
      set(CUDNN_FIND_VERSION_MIN "${CMAKE_MATCH_1}")
      set(CUDNN_FIND_VERSION_MAX "${CMAKE_MATCH_4}")
      set(CUDNN_FIND_VERSION_RANGE_MIN INCLUDE)
      set(CUDNN_FIND_VERSION_RANGE_MAX INCLUDE)
      if(CMAKE_MATCH_3)
        set(CUDNN_FIND_VERSION_RANGE_MAX EXCLUDE)
      endif()
    endif()
    if(_CUDNN_DOCTOR_EXACT)
      set(CUDNN_FIND_VERSION_EXACT TRUE)
      string(APPEND _CUDNN_DOCTOR_CALL " EXACT")
    endif()
  endif()
  if(CUDNN_FIND_COMPONENTS)
    string(REPLACE ";" " " _names "${CUDNN_FIND_COMPONENTS}")
    string(APPEND _CUDNN_DOCTOR_CALL " COMPONENTS ${_names}")
  endif()
  string(APPEND _CUDNN_DOCTOR_CALL ")")
  set(CMAKE_FIND_PACKAGE_NAME CUDNN) # find_package_check_version() needs one in script mode
endmacro()

# _cudnn_doctor_toolkit_in_use(): the CUDA toolkit in use, as
# find_package(CUDAToolkit) would find it first (nvcc on PATH, in CUDA_PATH,
# /usr/local/cuda); --cuda names the version instead.  Sets _CUDNN_CUDA_VERSION,
# _CUDNN_TOOLKIT_ROOT and _CUDNN_DOCTOR_CUDA_SOURCE.
macro(_cudnn_doctor_toolkit_in_use)
  set(_CUDNN_TOOLKIT_ROOT "")
  set(_CUDNN_CUDA_VERSION "")
  set(_CUDNN_DOCTOR_CUDA_SOURCE "")
  if(NOT "${CUDNN_CUDA_VERSION}" STREQUAL "")
    _cudnn_normalize_cuda_version(_CUDNN_CUDA_VERSION _error "${CUDNN_CUDA_VERSION}")
    set(_CUDNN_DOCTOR_CUDA_SOURCE "--cuda / CUDNN_CUDA_VERSION")
  else()
    find_program(_doctor_nvcc nvcc HINTS "$ENV{CUDA_PATH}/bin" /usr/local/cuda/bin)
    if(_doctor_nvcc)
      execute_process(COMMAND "${_doctor_nvcc}" --version OUTPUT_VARIABLE _text RESULT_VARIABLE _rc
                      ERROR_QUIET TIMEOUT 20)
      if(_rc EQUAL 0 AND _text MATCHES "release ([0-9]+\\.[0-9]+)")
        set(_CUDNN_CUDA_VERSION "${CMAKE_MATCH_1}")
        get_filename_component(_CUDNN_TOOLKIT_ROOT "${_doctor_nvcc}/../.." ABSOLUTE)
        set(_CUDNN_DOCTOR_CUDA_SOURCE "nvcc: ${_doctor_nvcc}")
      endif()
    endif()
  endif()
endmacro()

include("${CMAKE_CURRENT_LIST_DIR}/cudnn-doctor-report.cmake")
_cudnn_doctor_main()
