# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# cudnn-doctor: everything about the cuDNN on this machine, in one command.
# Its usage is the doc block below (--help prints it); docs/doctor.md explains
# the report.
#
# A client of the module: it builds the module's context for the request, runs
# the module's search over the places find_package(CUDNN) searches and then
# the rest of the machine (every install read in full, each visited), the
# module's probe and loader lookup, and renders what they return, section by
# section, as the text report and beside it the JSON document (what --json
# prints).  The facts of place <i> stay where the search returns them,
# place<i>_*; the doctor adds its verdict on the place to them.

#[=[
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

Exit code: 0 healthy, 1 problems in the install that would be chosen,
2 nothing usable, 3 bad command line (CMake < 3.29: 2 and 3 exit as 1).
]=]

cmake_minimum_required(VERSION 3.25...3.31)
include(FindPackageHandleStandardArgs)
foreach(part IN ITEMS common context find/headers find/binary find/cuda find/facts find/install
                      find/python find/places find/search check/runtime check/probe-build check/probe
                      deploy/implib # implib: a Windows target's DLL-only installs
                      fetch/fetch) # the installs CUDNN_FETCH keeps in its cache
  include("${CMAKE_CURRENT_LIST_DIR}/../modules/cudnn/${part}.cmake")
endforeach()

# --- The command line ---------------------------------------------------------

# _cudnn_doctor_usage(<out>): the usage text, the doc block at the top of this
# file.
function(_cudnn_doctor_usage out)
  file(READ "${CMAKE_CURRENT_FUNCTION_LIST_FILE}" text)
  string(REPLACE "\r" "" text "${text}") # a checkout with CRLF line ends
  string(REGEX MATCH "#\\[=\\[\n(.*)\n\\]=\\]" text "${text}")
  set(${out} "${CMAKE_MATCH_1}\n" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_exit(<code> <why>): the end of the script with <code>
# (cmake_language(EXIT) from CMake 3.29; before, FATAL_ERROR is 1, and <why>
# says which code it was); 3, a bad command line, prints <why> and the usage
# text on stderr.
function(_cudnn_doctor_exit code why)
  if(code EQUAL 3)
    _cudnn_doctor_usage(usage)
    message("cudnn-doctor: ${why}\n${usage}")
    set(why "bad command line")
  endif()
  if(code EQUAL 0)
    return()
  elseif(CMAKE_VERSION VERSION_GREATER_EQUAL 3.29)
    cmake_language(EXIT ${code})
  endif()
  message(FATAL_ERROR "cudnn-doctor: ${why} (exit code ${code}; CMake ${CMAKE_VERSION} exits with 1)")
endfunction()

# _cudnn_doctor_options(<o>)
# The options after "-P <script>" ("--" optional) as <o>_<NAME>, checked;
# -D<NAME>=<value> before -P arrive as plain variables and are read the same
# way, and any other -D variable (one the module reads: Python3_EXECUTABLE,
# CMAKE_FIND_USE_*...) is set in the caller as it is.
function(_cudnn_doctor_options o)
  set(names VERSION EXACT COMPONENTS CUDNN_CUDA_VERSION CUDNN_ROOT TARGET SYSROOT TOOLCHAIN PROBE
            NO_PROBE ALL JSON COLOR WORK HELP)
  set(valued --version=VERSION --components=COMPONENTS --cuda=CUDNN_CUDA_VERSION --root=CUDNN_ROOT
             --target=TARGET --sysroot=SYSROOT --toolchain=TOOLCHAIN --probe=PROBE --color=COLOR --work=WORK)
  set(flags --exact=EXACT --no-probe=NO_PROBE --all=ALL --json=JSON --help=HELP --usage=HELP -h=HELP -help=HELP)
  foreach(name IN LISTS names)
    set(${o}_${name} "${${name}}")
  endforeach()
  set(first "") # the first option's index: two after -P
  set(expect "") # the option whose value comes next
  math(EXPR last "${CMAKE_ARGC} - 1")
  foreach(i RANGE 1 ${last})
    set(arg "${CMAKE_ARGV${i}}")
    string(REGEX MATCH "^[^=]*" key "${arg}")
    if(first STREQUAL "" AND arg STREQUAL "-P")
      math(EXPR first "${i} + 2")
    endif()
    if(first STREQUAL "" OR i LESS first OR (arg STREQUAL "--" AND NOT expect))
      continue()
    elseif(expect)
      set(${o}_${expect} "${arg}")
      set(expect "")
    elseif(arg MATCHES "^-D([A-Za-z_][A-Za-z0-9_]*)(:[A-Z]+)?=(.*)$")
      set(${o}_${CMAKE_MATCH_1} "${CMAKE_MATCH_3}")
      if(NOT CMAKE_MATCH_1 IN_LIST names)
        set(${CMAKE_MATCH_1} "${CMAKE_MATCH_3}" PARENT_SCOPE)
      endif()
    elseif(";${valued};" MATCHES ";${key}=([A-Z_]+);" AND NOT key STREQUAL arg) # --version=8.8
      string(REGEX REPLACE "^[^=]*=" "" ${o}_${CMAKE_MATCH_1} "${arg}")
    elseif(";${valued};" MATCHES ";${arg}=([A-Z_]+);" AND i EQUAL last)
      _cudnn_doctor_exit(3 "${arg} needs a value")
    elseif(";${valued};" MATCHES ";${arg}=([A-Z_]+);")
      set(expect ${CMAKE_MATCH_1})
    elseif(";${flags};" MATCHES ";${arg}=([A-Z_]+);")
      set(${o}_${CMAKE_MATCH_1} ON)
    else()
      _cudnn_doctor_exit(3 "unknown option '${arg}'")
    endif()
  endforeach()
  _cudnn_doctor_check(${o})
  foreach(name IN LISTS names ITEMS TARGET_OS TARGET_ARCH)
    set(${o}_${name} "${${o}_${name}}" PARENT_SCOPE)
  endforeach()
endfunction()

# _cudnn_doctor_check(<o>): a value that is no value of its option ends the
# script with the usage text.  Normalised: <o>_COLOR in lower case,
# <o>_COMPONENTS a list, <o>_TARGET_OS and <o>_TARGET_ARCH what --target
# names.  (--probe and --cuda are the module's CUDNN_PROBE and
# CUDNN_CUDA_VERSION: the context reads them, and names a bad --cuda.)
function(_cudnn_doctor_check o)
  string(TOLOWER "${${o}_COLOR}" ${o}_COLOR)
  string(TOUPPER "${${o}_PROBE}" probe)
  string(TOLOWER "${${o}_TARGET}" target)
  set(bad "")
  if(NOT ${o}_COLOR MATCHES "^(|auto|always|never)$")
    set(bad "--color takes auto, always or never, not '${${o}_COLOR}'")
  elseif(NOT probe MATCHES "^(|AUTO|LIBRARY|GPU|OFF)$")
    set(bad "--probe takes AUTO, LIBRARY or GPU, not '${probe}'")
  elseif(NOT target MATCHES "^((linux|windows)-?)?(x86_64|x64|amd64|aarch64|arm64)?$")
    set(bad "--target takes linux or windows, a processor (aarch64, x86_64) or both (linux-aarch64), not '${target}'")
  elseif(${o}_SYSROOT AND NOT IS_DIRECTORY "${${o}_SYSROOT}")
    set(bad "--sysroot: '${${o}_SYSROOT}' is not a folder")
  elseif(${o}_TOOLCHAIN AND (NOT EXISTS "${${o}_TOOLCHAIN}" OR IS_DIRECTORY "${${o}_TOOLCHAIN}"))
    set(bad "--toolchain: '${${o}_TOOLCHAIN}' is not a file")
  elseif(${o}_VERSION AND NOT ${o}_VERSION MATCHES "^[0-9]+(\\.[0-9]+)*(\\.\\.\\.<?[0-9]+(\\.[0-9]+)*)?$")
    set(bad "--version takes a version (8.8) or a range (8.8...<9), not '${${o}_VERSION}'")
  endif()
  if(bad)
    _cudnn_doctor_exit(3 "${bad}")
  endif()
  if(target MATCHES "^((linux|windows)-?)?(.*)$")
    set(${o}_TARGET_OS "${CMAKE_MATCH_2}")
    set(${o}_TARGET_ARCH "${CMAKE_MATCH_3}")
  endif()
  string(REGEX REPLACE "[, ]+" ";" ${o}_COMPONENTS "${${o}_COMPONENTS}")
  list(REMOVE_ITEM ${o}_COMPONENTS "")
  return(PROPAGATE ${o}_COLOR ${o}_COMPONENTS ${o}_TARGET_OS ${o}_TARGET_ARCH)
endfunction()

# --- Rendering -----------------------------------------------------------------
# A report <r> is <r>_TEXT (the text, coloured where <r>_COLOR is on) and
# <r>_DOC (the JSON document); each section appends to both.

# _cudnn_doctor_json(<out> <object> [<key> <value>]...): the JSON object
# <object> ("" is {}) with those members set; a value that starts with '=' is
# JSON as it is (a number, true, an object), any other a string.
function(_cudnn_doctor_json out json)
  if(json STREQUAL "")
    set(json "{}")
  endif()
  math(EXPR last "${ARGC} - 1")
  foreach(i RANGE 2 ${last} 2)
    math(EXPR j "${i} + 1")
    set(value "${ARGV${j}}")
    if(value MATCHES "^=")
      string(SUBSTRING "${value}" 1 -1 value)
    else()
      _cudnn_json_string(value "${value}")
    endif()
    string(JSON json SET "${json}" "${ARGV${i}}" "${value}")
  endforeach()
  set(${out} "${json}" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_mark(<out> <kind> <color>): a check's mark (ok, FAIL, warn,
# skip, info, ""), four columns wide, coloured where <color> is on.
function(_cudnn_doctor_mark out kind color)
  string(SUBSTRING "${kind}    " 0 4 mark)
  if(color AND kind AND "ok:32 FAIL:1;31 warn:33 skip:2 info:36" MATCHES "${kind}:([0-9;]+)")
    string(ASCII 27 esc)
    set(mark "${esc}[${CMAKE_MATCH_1}m${mark}${esc}[0m")
  endif()
  set(${out} "${mark}" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_line(<r> <mark> <label> <text>): "      <mark>  <label>  <text>",
# the label 14 columns wide, later lines of <text> under its first.
function(_cudnn_doctor_line r kind label text)
  _cudnn_doctor_mark(mark "${kind}" "${${r}_COLOR}")
  string(LENGTH "${label}" n)
  if(n LESS 14)
    math(EXPR n "14 - ${n}")
    string(REPEAT " " ${n} pad)
    string(APPEND label "${pad}")
  endif()
  string(REPLACE "\n" "\n                          " text "${text}")
  string(APPEND ${r}_TEXT "      ${mark}  ${label}${text}\n")
  return(PROPAGATE ${r}_TEXT)
endfunction()

# _cudnn_doctor_heading(<r> <text>): a section's heading, after a blank line.
function(_cudnn_doctor_heading r text)
  if(${r}_COLOR)
    string(ASCII 27 esc)
    set(text "${esc}[1m${text}${esc}[0m")
  endif()
  string(APPEND ${r}_TEXT "\n${text}\n")
  return(PROPAGATE ${r}_TEXT)
endfunction()

# --- The head of the report, the CUDA toolkits -------------------------------

# _cudnn_doctor_head(<r> <ctx> <o> <searched>)
# The first lines (the host, the target, the request) and the JSON members
# that say what was judged (of the places, find_package(CUDNN) searches the
# first <searched>).
function(_cudnn_doctor_head r ctx o searched)
  set(root_path ${CMAKE_FIND_ROOT_PATH} ${CMAKE_SYSROOT})
  string(REPLACE ";" ", " roots "${root_path}")
  string(REPLACE ";" " " emulator "${CMAKE_CROSSCOMPILING_EMULATOR}")
  string(APPEND ${r}_TEXT "cudnn-doctor (CMake ${CMAKE_VERSION}): host ${${o}_HOST} ${${o}_HOST_PROCESSOR}, target ${${ctx}_PLATFORM} ${CMAKE_SYSTEM_PROCESSOR}\n")
  if(root_path)
    string(APPEND ${r}_TEXT "root path: ${roots} (libraries: ${CMAKE_FIND_ROOT_PATH_MODE_LIBRARY})\n")
  endif()
  if(emulator)
    string(APPEND ${r}_TEXT "emulator: ${emulator}\n")
  endif()
  string(APPEND ${r}_TEXT "request: ${${o}_CALL}\n")
  if(${ctx}_PYTHON_FIRST)
    string(APPEND ${r}_TEXT "search order: Python environments first (${${ctx}_PYTHON_FIRST})\n")
  endif()
  _cudnn_fetched(fetched "${${ctx}_FETCH_DIR}")
  list(LENGTH fetched_ROOTS n_fetched)
  set(fetch_on OFF)
  set(fetch_json false)
  if(${ctx}_FETCH)
    set(fetch_on ON)
    set(fetch_json true)
  endif()
  string(APPEND ${r}_TEXT "fetch cache: ${${ctx}_FETCH_DIR} (${n_fetched} fetched installs, ${fetched_MB} MB; CUDNN_FETCH ${fetch_on})\n")
  _cudnn_json_array(fetched_json fetched_ROOTS)
  _cudnn_doctor_json(fetch "" enabled "=${fetch_json}" dir "${${ctx}_FETCH_DIR}" package "${${ctx}_FETCH_PACKAGE}"
    url "${${ctx}_FETCH_URL}" installs "=${fetched_json}" megabytes "=${fetched_MB}")
  set(exact false)
  if(${o}_EXACT)
    set(exact true)
  endif()
  _cudnn_json_array(components CUDNN_FIND_COMPONENTS)
  _cudnn_doctor_json(request "" call "${${o}_CALL}" version "${${o}_VERSION}" cudnn_root "${CUDNN_ROOT}"
    cuda_version "${${ctx}_CUDA}" cuda_source "${${ctx}_CUDA_SOURCE}" cuda_toolkit_root "${${ctx}_TOOLKIT}"
    python_first "${${ctx}_PYTHON_FIRST}" exact "=${exact}" components "=${components}")
  _cudnn_doctor_json(${r}_DOC "${${r}_DOC}" doctor "=6" cmake_version "${CMAKE_VERSION}" host "${${o}_HOST}"
    host_processor "${${o}_HOST_PROCESSOR}" target "${${ctx}_PLATFORM}" processor "${CMAKE_SYSTEM_PROCESSOR}"
    root_path "${root_path}" emulator "${CMAKE_CROSSCOMPILING_EMULATOR}" request "=${request}"
    searched_places "=${searched}" fetch "=${fetch}")
  return(PROPAGATE ${r}_TEXT ${r}_DOC)
endfunction()

# _cudnn_doctor_toolkits(<r> <ctx>)
# The CUDA in use, and the CUDA roots of the module's search that are
# toolkits: version, whether in use, nvcc and the cuBLASLt cuDNN loads.
function(_cudnn_doctor_toolkits r ctx)
  _cudnn_doctor_heading(${r} "CUDA toolkits")
  string(REGEX REPLACE "^CUDNN_CUDA_VERSION$" "--cuda / CUDNN_CUDA_VERSION; no toolkit is looked for"
         source "${${ctx}_CUDA_SOURCE}")
  if(${ctx}_CUDA)
    _cudnn_doctor_line(${r} ok "in use" "CUDA ${${ctx}_CUDA} (${source})")
  else()
    _cudnn_doctor_line(${r} warn "in use" "none: no nvcc on PATH, in CUDA_PATH or /usr/local/cuda; installs are not matched to a CUDA major (pass --cuda <x.y>)")
  endif()
  set(toolkits "")
  _cudnn_cuda_places(roots ${ctx})
  foreach(root origin kind IN ZIP_LISTS roots_PATHS roots_ORIGINS roots_KINDS)
    _cudnn_cuda_of_toolkit(version by "${root}")
    if(NOT kind STREQUAL "cuda-root" OR version STREQUAL "")
      continue()
    endif()
    file(REAL_PATH "${root}" real)
    string(REGEX MATCH "^[0-9]+" major "${version}")
    unset(cublaslt)
    find_file(cublaslt NAMES libcublasLt.so.${major} cublasLt64_${major}.dll PATHS "${root}"
              PATH_SUFFIXES lib64 lib bin bin/x64 NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
    unset(nvcc)
    find_program(nvcc NAMES nvcc PATHS "${root}/bin" NO_DEFAULT_PATH NO_CACHE)
    string(REGEX REPLACE ".*-NOTFOUND$" "" cublaslt "${cublaslt}")
    string(REGEX REPLACE ".*-NOTFOUND$" "" nvcc "${nvcc}")
    string(REPLACE "CUDA toolkit in use" "in use" origin "${origin}")
    set(text "${root}")
    if(NOT real STREQUAL root)
      string(APPEND text " -> ${real}")
    endif()
    string(APPEND text " (${origin}")
    if(nvcc)
      string(APPEND text ", nvcc")
    endif()
    if(cublaslt)
      _cudnn_doctor_line(${r} ok "CUDA ${version}" "${text}, cuBLASLt)")
    else()
      _cudnn_doctor_line(${r} warn "CUDA ${version}" "${text}; no cuBLASLt ${version}, which cuDNN loads)")
    endif()
    _cudnn_same_file(in_use "${root}" "${${ctx}_TOOLKIT}")
    string(TOLOWER "${in_use}" in_use)
    _cudnn_doctor_json(toolkit "" root "${root}" real_path "${real}" version "${version}" origin "${origin}"
                       nvcc "${nvcc}" cublaslt "${cublaslt}" in_use "=${in_use}")
    list(APPEND toolkits "${toolkit}")
  endforeach()
  if(NOT toolkits)
    _cudnn_doctor_line(${r} skip "found" "no CUDA toolkit on this machine")
  endif()
  string(JOIN "," toolkits ${toolkits})
  _cudnn_doctor_json(${r}_DOC "${${r}_DOC}" cuda_toolkits "=[${toolkits}]")
  return(PROPAGATE ${r}_TEXT ${r}_DOC)
endfunction()

# --- The places, the installs ---------------------------------------------------

# _cudnn_doctor_places(<l> <ctx>)
# The place list find_package(CUDNN) searches with these hints (its first
# <l>_SEARCHED places), then the whole machine without the hints, then every
# folder on the loader's path holding cuDNN's main library, as the install
# above it (<l>_LOADER_ROOTS and <l>_LOADER_FILES: the file there).
function(_cudnn_doctor_places l ctx)
  _cudnn_places(${l} ${ctx})
  list(LENGTH ${l}_PATHS ${l}_SEARCHED)
  _cudnn_places(machine ${ctx} NO_EXPLICIT)
  foreach(origin path kind IN ZIP_LISTS machine_ORIGINS machine_PATHS machine_KINDS)
    _cudnn_add_found(${l} "${origin}" ${kind} "${path}")
  endforeach()
  # What CUDNN_FETCH fetched before: find_package(CUDNN) uses it when nothing
  # else qualifies and CUDNN_FETCH is on.
  _cudnn_fetched(fetched "${${ctx}_FETCH_DIR}")
  foreach(root IN LISTS fetched_ROOTS)
    _cudnn_add_found(${l} "CUDNN_FETCH cache" python "${root}")
  endforeach()
  set(dirs "")
  if(NOT CMAKE_CROSSCOMPILING) # the loader's path is this machine's, not the target's
    _cudnn_loader_dirs(dirs origins ${ctx})
  endif()
  set(pattern "libcudnn.so.*")
  if(${ctx}_PLATFORM STREQUAL "windows")
    set(pattern "cudnn64_*.dll")
  endif()
  set(${l}_LOADER_ROOTS "")
  set(${l}_LOADER_FILES "")
  foreach(dir origin IN ZIP_LISTS dirs origins)
    _cudnn_glob(found "${dir}" "${pattern}")
    string(REGEX REPLACE "/(lib|lib64|bin)(/x64|/[a-z0-9_]+-linux-gnu)?$" "" root "${dir}")
    string(REGEX REPLACE "^(PATH|WINEPATH|LD_LIBRARY_PATH)$" "ENV{\\1}" origin "${origin}")
    if(found)
      _cudnn_add_found(${l} "${origin}" root "${root}")
      list(GET found 0 first)
      list(APPEND ${l}_LOADER_ROOTS "${root}")
      list(APPEND ${l}_LOADER_FILES "${dir}/${first}")
    endif()
  endforeach()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED ${l}_EXPLICIT
                   ${l}_SEARCHED ${l}_LOADER_ROOTS ${l}_LOADER_FILES)
endfunction()

# _cudnn_doctor_status(<p> <places>)
# <p>_STATUS and <p>_REASON as the report gives them: the search's status
# (chosen, usable, rejected, not-searched, duplicate, empty) and why, or
# library-only, a place on the loader's path with library files only (then
# <p>_LIBRARY, <p>_RUNTIME and <p>_ARCH are those of the file there).
function(_cudnn_doctor_status p places)
  set(status ${${p}_STATUS})
  set(why "${${p}_WHY}")
  set(reason "${why}")
  list(FIND ${places}_LOADER_ROOTS "${${p}_ROOT}" at)
  if(${p}_STATE MATCHES "^(absent|empty)$" AND at GREATER -1)
    list(GET ${places}_LOADER_FILES ${at} file)
    _cudnn_file_version(version "${file}")
    set(version_text "version unknown: no full-version name, no version header beside it")
    if(version)
      set(version_text "cuDNN ${version}")
    endif()
    set(status library-only)
    set(reason "only library files, no headers: ${file} (${version_text}), which programs may load (found through ${${p}_ORIGIN})")
    _cudnn_binary_info("${file}" format machine problem)
    set(${p}_ARCH "${machine} (${format})")
    set(${p}_LIBRARY "${file}")
    set(${p}_RUNTIME "${file}")
  elseif(status MATCHES "^(empty|not-searched)$" AND ${p}_STATE MATCHES "^(absent|empty)$")
    set(status empty)
    set(reason "no cuDNN version header here")
    if(${p}_STATE STREQUAL "absent")
      set(reason "the folder does not exist")
    endif()
  elseif(status STREQUAL "duplicate")
    set(reason "the same install as [${why}] (the same files, reached through links)")
  elseif(status STREQUAL "usable")
    set(reason "usable, but an earlier place in the search order wins")
  elseif(status STREQUAL "not-searched")
    set(reason "not a place find_package(CUDNN) searches (found through ${${p}_ORIGIN}): set CUDNN_ROOT to use it")
    if(${places}_EXPLICIT)
      list(GET ${places}_ORIGINS 0 origin)
      set(reason "find_package(CUDNN) searches only CUDNN_ROOT: ${origin} is set")
    endif()
    if(why)
      string(APPEND reason "; and it is not usable: ${why}")
    endif()
  endif()
  set(${p}_STATUS ${status})
  set(${p}_REASON "${reason}")
  return(PROPAGATE ${p}_STATUS ${p}_REASON ${p}_ARCH ${p}_LIBRARY ${p}_RUNTIME)
endfunction()

# _cudnn_doctor_probe_skip(<out> <p> <ctx> <o>): why the probe is not run on
# install <p>, "" when it is.
function(_cudnn_doctor_probe_skip out p ctx o)
  _cudnn_probe_compiler(compiler style)
  set(skip "")
  if(${ctx}_PROBE STREQUAL "OFF")
    set(skip "not run (--no-probe)")
  elseif(NOT ${ctx}_PLATFORM STREQUAL ${o}_HOST AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    set(skip "not run: the target (${${ctx}_PLATFORM}) is not this host (${${o}_HOST}), and no emulator is given (--toolchain with CMAKE_CROSSCOMPILING_EMULATOR)")
  elseif(CMAKE_CROSSCOMPILING AND NOT CMAKE_CXX_COMPILER)
    set(skip "not run: a cross build (${CMAKE_SYSTEM_PROCESSOR}) needs the target's compiler and an emulator: give them with --toolchain <file>")
  elseif(NOT ${p}_LIBRARY OR NOT ${p}_VERSION_HEADER)
    set(skip "not run: no library and header to build against")
  elseif(NOT compiler)
    set(skip "not run: no C++ compiler found (looked for $CXX, c++, g++, clang++, cl on PATH): install one (e.g. 'apt install g++', or run from a Visual Studio developer prompt) or pass --no-probe")
  endif()
  set(${out} "${skip}" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_probe(<p> <ctx> <o> <index>)
# The module's probe on install <p> (in a work folder of its own), or why it
# is not run: <p>_PROBE (the JSON object, or null) and <p>_PROBE_SKIPPED; for
# the report <p>_PROBE_VERDICT, _FAILURE, _CUDART (the CUDA cuDNN says it was
# built with), _MARK and _TEXT (the probe line).
function(_cudnn_doctor_probe p ctx o index)
  _cudnn_doctor_probe_skip(skip ${p} ${ctx} ${o})
  set(${p}_PROBE null)
  set(${p}_PROBE_SKIPPED "${skip}")
  set(${p}_PROBE_MARK skip)
  set(${p}_PROBE_TEXT "${skip}")
  if(skip STREQUAL "")
    set(${ctx}_WORK "${${ctx}_WORK}/probe-${index}")
    _cudnn_probe(v ${ctx} ${p})
    string(JSON type ERROR_VARIABLE error TYPE "${v_REPORT}")
    if(error OR NOT type STREQUAL "OBJECT")
      set(v_REPORT null)
    endif()
    if(v_SUMMARY STREQUAL "")
      set(v_SUMMARY ${v_RESULT})
    endif()
    string(REGEX REPLACE "^cuDNN probe failed \\(report: [^\n]*\\):\n" "" failure "${v_FAILURE}")
    string(STRIP "${failure}" failure)
    string(STRIP "${v_NOTES}" notes)
    _cudnn_doctor_json(${p}_PROBE "" verdict "${v_RESULT}" summary "${v_SUMMARY}" failure "${failure}"
                       notes "${notes}" report_file "${v_REPORT_FILE}" report "=${v_REPORT}")
    _cudnn_json_get(loaded "${v_REPORT}" library_path)
    _cudnn_json_get(version "${v_REPORT}" library_version)
    _cudnn_json_get(cudart "${v_REPORT}" cudart_build_version)
    if(cudart)
      string(APPEND version ", built with CUDA ${cudart}")
    endif()
    set(text "${v_SUMMARY}")
    if(loaded)
      string(APPEND text "\nloaded ${loaded} (cuDNN ${version})")
    endif()
    foreach(part IN ITEMS failure notes)
      if(${part})
        string(APPEND text "\n${${part}}")
      endif()
    endforeach()
    if(v_RESULT STREQUAL "FAIL")
      string(APPEND text "\nreport: ${v_REPORT_FILE}")
    endif()
    string(REGEX REPLACE "^PASS$" "ok" mark "${v_RESULT}")
    string(REGEX REPLACE "^SKIPPED$" "skip" ${p}_PROBE_MARK "${mark}")
    set(${p}_PROBE_TEXT "${text}")
    set(${p}_PROBE_VERDICT ${v_RESULT})
    set(${p}_PROBE_FAILURE "${failure}")
    set(${p}_PROBE_CUDART "${cudart}")
  endif()
  return(PROPAGATE ${p}_PROBE ${p}_PROBE_SKIPPED ${p}_PROBE_VERDICT ${p}_PROBE_FAILURE ${p}_PROBE_CUDART
                   ${p}_PROBE_MARK ${p}_PROBE_TEXT)
endfunction()

# _cudnn_doctor_cuda(<p> <ctx>)
# The CUDA line of install <p> (<p>_CUDA_LINE and _CUDA_MARK): what its layout
# or package name says, else the probe's cudnnGetCudartVersion(), and whether
# its major is the one in use.  Of the former, as the JSON tells it:
# <p>_CUDA_SOURCE with that, and <p>_CUDA_MATCHES (true, false, null).
function(_cudnn_doctor_cuda p ctx)
  set(cuda "${${p}_CUDA}")
  set(source "from ${${p}_CUDA_SOURCE}")
  if(NOT ${p}_CUDA_SOURCE)
    set(source "from its layout")
  endif()
  if(NOT cuda)
    set(cuda "${${p}_PROBE_CUDART}")
    set(source "the probe's cudnnGetCudartVersion()")
  endif()
  string(REGEX MATCH "^[0-9]+" have "${cuda}")
  string(REGEX MATCH "^[0-9]+" want "${${ctx}_CUDA}")
  set(matches null)
  set(${p}_CUDA_MARK "")
  if(want AND have EQUAL want)
    set(matches true)
    set(${p}_CUDA_MARK ok)
    string(APPEND source ", matches the CUDA ${${ctx}_CUDA} in use")
  elseif(want)
    set(matches false)
    set(${p}_CUDA_MARK FAIL)
    string(APPEND source ", but CUDA ${${ctx}_CUDA} is in use")
  endif()
  set(${p}_CUDA_LINE "")
  if(cuda)
    set(${p}_CUDA_LINE "${cuda} (${source})")
  endif()
  set(${p}_CUDA_SOURCE "")
  set(${p}_CUDA_MATCHES null)
  if(${p}_CUDA)
    set(${p}_CUDA_SOURCE "${source}")
    set(${p}_CUDA_MATCHES ${matches})
  endif()
  return(PROPAGATE ${p}_CUDA_LINE ${p}_CUDA_MARK ${p}_CUDA_SOURCE ${p}_CUDA_MATCHES)
endfunction()

# _cudnn_doctor_files(<p>)
# What only the report shows of the files of install <p>, added to its facts:
# <p>_ARCH (the file a program loads);
# <p>_COMPONENTS_PRESENT and _EXPECTED; and in <p>_PROBLEMS library files whose
# full-version names say another release than the headers (F9, F11: visible
# without running anything).
function(_cudnn_doctor_files p)
  set(${p}_ARCH "")
  foreach(file IN ITEMS "${${p}_LIBRARY}" "${${p}_RUNTIME}")
    if(EXISTS "${file}" AND NOT IS_DIRECTORY "${file}")
      _cudnn_binary_info("${file}" format machine problem)
      set(${p}_ARCH "${machine} (${format})")
      if(NOT machine)
        string(REPLACE "archive" "static archive" ${p}_ARCH "${format}")
        string(REGEX REPLACE "^(ELF|PE|unknown)$" "" ${p}_ARCH "${${p}_ARCH}")
      endif()
    endif()
  endforeach()
  list(SORT ${p}_MISSING_COMPONENTS) # as the JSON object lists them
  list(LENGTH ${p}_COMPONENTS ${p}_COMPONENTS_PRESENT)
  list(LENGTH ${p}_MISSING_COMPONENTS missing)
  math(EXPR ${p}_COMPONENTS_EXPECTED "${${p}_COMPONENTS_PRESENT} + ${missing}")
  foreach(name IN ITEMS "" ${${p}_COMPONENTS})
    set(file "${${p}_LIBRARY}")
    set(label "main library ${file}")
    if(name)
      set(file "${${p}_${name}_LIBRARY}")
      set(label "sub-library ${name}: ${file}")
    endif()
    set(real "")
    if(EXISTS "${file}")
      file(REAL_PATH "${file}" real)
    endif()
    if(real MATCHES "\\.so\\.([0-9]+\\.[0-9]+\\.[0-9]+)$" AND NOT CMAKE_MATCH_1 STREQUAL ${p}_VERSION)
      _cudnn_append_text(${p}_PROBLEMS "${label} is ${CMAKE_MATCH_1}, the headers say ${${p}_VERSION}: files of different cuDNN releases are mixed (cudnnGetVersion() will not match CUDNN_VERSION, or CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH). Fix: reinstall the whole release")
    endif()
  endforeach()
  return(PROPAGATE ${p}_ARCH ${p}_MISSING_COMPONENTS ${p}_COMPONENTS_PRESENT ${p}_COMPONENTS_EXPECTED
                   ${p}_PROBLEMS)
endfunction()

# _cudnn_doctor_install_json(<out> <p> <index> <searched>)
# Install <p> as the JSON object installs[<index>]: the module's facts, and the
# doctor's verdict on it (docs/doctor.md lists the members).
function(_cudnn_doctor_install_json out p index searched)
  _cudnn_facts_json(json ${p})
  set(flags "")
  foreach(flag IN ITEMS explicit searched absent empty)
    set(value false)
    if((flag STREQUAL "explicit" AND ${p}_EXPLICIT) OR (flag STREQUAL "searched" AND index LESS searched)
       OR ${p}_STATE STREQUAL flag)
      set(value true)
    endif()
    list(APPEND flags ${flag} "=${value}")
  endforeach()
  _cudnn_doctor_json(json "${json}" index "=${index}" place_kind "${${p}_KIND}" status "${${p}_STATUS}"
                     reason "${${p}_REASON}" ${flags})
  if(${p}_STATUS STREQUAL "duplicate")
    _cudnn_doctor_json(json "${json}" duplicate_of "=${${p}_WHY}")
  elseif(${p}_STATUS STREQUAL "library-only")
    _cudnn_doctor_json(json "${json}" architecture "${${p}_ARCH}")
  elseif(DEFINED ${p}_CUDA_MATCHES) # an install with files to read (_cudnn_doctor_cuda)
    _cudnn_json_array(present ${p}_COMPONENTS)
    _cudnn_doctor_json(json "${json}" cuda_matches "=${${p}_CUDA_MATCHES}" architecture "${${p}_ARCH}"
      present_components "=${present}" components_present "=${${p}_COMPONENTS_PRESENT}"
      components_expected "=${${p}_COMPONENTS_EXPECTED}")
  endif()
  if(DEFINED ${p}_PROBE)
    _cudnn_doctor_json(json "${json}" probe "=${${p}_PROBE}" probe_skipped "${${p}_PROBE_SKIPPED}")
  endif()
  set(${out} "${json}" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_print_install(<r> <p> <index>): install <p>'s block.
function(_cudnn_doctor_print_install r p index)
  set(tag_chosen "CHOSEN")
  set(tag_usable "usable, not chosen")
  set(tag_rejected "not usable")
  set(tag_duplicate "same install as [${${p}_WHY}]")
  set(tag_empty "no cuDNN")
  set(tag_not-searched "not searched by find_package(CUDNN) with these hints")
  set(tag_library-only "cuDNN libraries without headers, on the loader's path")
  set(status ${${p}_STATUS})
  string(APPEND ${r}_TEXT "  [${index}] ${${p}_ROOT}  ${tag_${status}}\n")
  _cudnn_doctor_line(${r} "" "found by" "${${p}_ORIGIN}")
  if(status STREQUAL "library-only")
    _cudnn_doctor_line(${r} warn "holds" "${${p}_REASON}")
    if(${p}_ARCH)
      _cudnn_doctor_line(${r} "" "arch" "${${p}_ARCH}")
    endif()
  elseif(status STREQUAL "empty" AND ${p}_STATE STREQUAL "absent")
    _cudnn_doctor_line(${r} "" "holds" "nothing: the folder does not exist")
  elseif(status STREQUAL "empty")
    _cudnn_doctor_line(${r} "" "holds" "no cuDNN version header")
  elseif(NOT status STREQUAL "duplicate")
    _cudnn_doctor_print_facts(${r} ${p})
  endif()
  return(PROPAGATE ${r}_TEXT)
endfunction()

# _cudnn_doctor_print_facts(<r> <p>): version, layout, CUDA, library, arch,
# sub-libraries, problems, notes, why, the probe.  The first problem is the
# rejection reason: a "request" line only when the request refuses the install
# (a request mismatch is not among the problems).
function(_cudnn_doctor_print_facts r p)
  if(${p}_VERSION)
    _cudnn_doctor_line(${r} ok "version" "${${p}_VERSION} (${${p}_VERSION_HEADER})")
  endif()
  set(layout "${${p}_LAYOUT}")
  if(${p}_PACKAGE STREQUAL "cuDNN JIT")
    string(APPEND layout " (cuDNN JIT: the main library, graph and engines_runtime_compiled)")
  endif()
  _cudnn_doctor_line(${r} "" "layout" "${layout}")
  if(${p}_CUDA_LINE)
    _cudnn_doctor_line(${r} "${${p}_CUDA_MARK}" "CUDA" "${${p}_CUDA_LINE}")
  else()
    _cudnn_doctor_line(${r} skip "CUDA" "not told by its layout or package name (the probe reads cudnnGetCudartVersion())")
  endif()
  set(text "${${p}_LIBRARY}")
  if(${p}_RUNTIME AND NOT ${p}_RUNTIME STREQUAL ${p}_LIBRARY)
    string(APPEND text "\nloads ${${p}_RUNTIME}")
  endif()
  if(${p}_LIBRARY)
    _cudnn_doctor_line(${r} ok "library" "${text}")
  endif()
  if(${p}_ARCH)
    _cudnn_doctor_line(${r} ok "arch" "${${p}_ARCH}")
  endif()
  string(REPLACE ";" " " names "${${p}_COMPONENTS}")
  set(text "${${p}_COMPONENTS_PRESENT} of ${${p}_COMPONENTS_EXPECTED}: ${names}")
  foreach(name IN LISTS ${p}_MISSING_COMPONENTS)
    string(APPEND text "\nmissing ${name}: ${${p}_${name}_MISSING}")
  endforeach()
  if(NOT ${p}_LIBRARY)
  elseif(${p}_MISSING_COMPONENTS)
    _cudnn_doctor_line(${r} FAIL "sub-libs" "${text}")
  elseif(${p}_COMPONENTS_EXPECTED GREATER 0)
    _cudnn_doctor_line(${r} ok "sub-libs" "${text}")
  else()
    _cudnn_doctor_line(${r} "" "sub-libs" "none (cuDNN 7 has no sub-libraries)")
  endif()
  foreach(problem IN LISTS ${p}_PROBLEMS)
    _cudnn_doctor_line(${r} FAIL "problem" "${problem}")
  endforeach()
  foreach(note IN LISTS ${p}_NOTES)
    _cudnn_doctor_line(${r} info "note" "${note}")
  endforeach()
  if(${p}_REASON AND NOT ${p}_STATUS STREQUAL "rejected")
    _cudnn_doctor_line(${r} "" "why" "${${p}_REASON}")
  elseif(${p}_REASON AND NOT ${p}_REASON IN_LIST ${p}_PROBLEMS)
    _cudnn_doctor_line(${r} FAIL "request" "${${p}_REASON}")
  endif()
  if(DEFINED ${p}_PROBE)
    _cudnn_doctor_line(${r} ${${p}_PROBE_MARK} "probe" "${${p}_PROBE_TEXT}")
  endif()
  return(PROPAGATE ${r}_TEXT)
endfunction()

# _cudnn_doctor_choice(<r> <c> <stem> <n> <call>)
# The choice <c> of the module's search, and why not each other install
# (<stem><k>_*, k < <n>).
function(_cudnn_doctor_choice r c stem n call)
  _cudnn_doctor_heading(${r} "Choice")
  if(${c}_FOUND)
    _cudnn_doctor_line(${r} ok "chosen" "[${${c}_INDEX}] ${${c}_PACKAGE} ${${c}_VERSION} at ${${c}_ROOT}: the first place, in search order, that satisfies ${call}")
    _cudnn_doctor_json(choice "" index "=${${c}_INDEX}" root "${${c}_ROOT}" version "${${c}_VERSION}")
  else()
    _cudnn_doctor_line(${r} FAIL "chosen" "none: ${call} would fail with:${${c}_REASONS}")
    string(STRIP "${${c}_REASONS}" failure)
    string(REGEX REPLACE "\n +" "\n" failure "${failure}")
    _cudnn_doctor_json(choice "" index "=null" failure "${failure}" reasons "${${c}_REASONS}")
  endif()
  foreach(k RANGE ${n}) # <stem><n>_STATUS is not set
    set(q ${stem}${k})
    if(${c}_FOUND AND ${q}_STATUS MATCHES "^(usable|rejected|not-searched|library-only)$")
      _cudnn_doctor_line(${r} "" "not [${k}]" "${${q}_ROOT}: ${${q}_REASON}")
    endif()
  endforeach()
  _cudnn_doctor_json(${r}_DOC "${${r}_DOC}" choice "=${choice}")
  return(PROPAGATE ${r}_TEXT ${r}_DOC)
endfunction()

# --- The machine: loader, driver ----------------------------------------------

# _cudnn_doctor_loader(<r> <ctx> <c>)
# What programs load for the chosen install <c>: "built", a program built with
# the chosen folder as RUNPATH (Linux) or its DLLs copied beside it (Windows);
# "plain", one without either.  A Linux program that would load another file
# than the chosen one is a problem (<r>_PROBLEMS).
function(_cudnn_doctor_loader r ctx c)
  _cudnn_doctor_heading(${r} "What programs load")
  set(${r}_PROBLEMS "")
  set(loader null)
  if(CMAKE_CROSSCOMPILING)
    _cudnn_doctor_line(${r} skip "loader" "not asked: cross-compiling, and this machine's loader is not the target's")
  elseif(NOT ${c}_FOUND OR NOT ${c}_RUNTIME)
    _cudnn_doctor_line(${r} skip "loader" "nothing chosen, or no run-time file (static libraries)")
  else()
    get_filename_component(name "${${c}_RUNTIME}" NAME)
    _cudnn_loaded_by_default(plain plain_by ${ctx} "${name}")
    set(built "${${c}_RUNTIME_DIR}/${name}")
    set(built_by RUNPATH)
    set(label_built "with RUNPATH")
    set(label_plain "no RPATH")
    if(${ctx}_PLATFORM STREQUAL "windows")
      set(built_by "the program's folder (cudnn_copy_runtime_dlls)")
      set(label_built "copied DLLs")
      set(label_plain "without")
    elseif(plain_by STREQUAL "LD_LIBRARY_PATH")
      set(built "${plain}")
      set(built_by LD_LIBRARY_PATH)
    endif()
    _cudnn_doctor_json(loader "" name "${name}" chosen "${${c}_RUNTIME}")
    foreach(kind IN ITEMS built plain)
      set(file "${${kind}}")
      set(by "${${kind}_by}")
      set(version "${${c}_VERSION}")
      _cudnn_same_file(same "${file}" "${${c}_RUNTIME}")
      if(NOT same AND file)
        _cudnn_file_version(version "${file}")
      elseif(NOT same)
        set(version "")
      endif()
      set(version_text "version unknown")
      if(version)
        set(version_text "cuDNN ${version}")
      endif()
      if(NOT file)
        _cudnn_doctor_line(${r} info "${label_${kind}}" "${name} is not found: such a program does not start")
      elseif(same)
        _cudnn_doctor_line(${r} ok "${label_${kind}}" "${file} (the chosen file; found by ${by})")
      elseif(kind STREQUAL "plain" OR ${ctx}_PLATFORM STREQUAL "windows")
        _cudnn_doctor_line(${r} warn "${label_${kind}}" "${file} (${version_text}; found by ${by}), NOT the chosen one")
      else()
        _cudnn_doctor_line(${r} FAIL "${label_${kind}}" "${file} (${version_text}; found by ${by}), NOT the chosen one")
        _cudnn_append_text(${r}_PROBLEMS "programs load ${file} (${version_text}, found by ${by}) instead of the chosen ${${c}_RUNTIME} (cuDNN ${${c}_VERSION}). Fix: take its folder off ${by}, or put ${${c}_RUNTIME_DIR} before it")
      endif()
      string(TOLOWER "${same}" same)
      _cudnn_doctor_json(entry "" file "${file}" found_by "${by}" version "${version}" is_chosen "=${same}")
      _cudnn_doctor_json(loader "${loader}" ${kind} "=${entry}")
    endforeach()
  endif()
  _cudnn_doctor_json(${r}_DOC "${${r}_DOC}" loader "=${loader}")
  return(PROPAGATE ${r}_TEXT ${r}_DOC ${r}_PROBLEMS)
endfunction()

# _cudnn_doctor_smi(<out-smi> <out-lines> <out-problem>)
# nvidia-smi ("" when there is none), the GPUs it lists, a line each "name,
# driver version, [compute capability,] memory" (an older one knows no
# compute_cap: asked again without), and why it failed.
function(_cudnn_doctor_smi out_smi out_lines out_problem)
  find_program(smi nvidia-smi PATHS "C:/Windows/System32" "C:/Program Files/NVIDIA Corporation/NVSMI" NO_CACHE)
  string(REGEX REPLACE ".*-NOTFOUND$" "" smi "${smi}")
  set(problem "")
  set(lines "")
  set(rc 1)
  foreach(fields IN ITEMS name,driver_version,compute_cap,memory.total name,driver_version,memory.total)
    if(smi AND NOT rc EQUAL 0)
      execute_process(COMMAND "${smi}" --query-gpu=${fields} --format=csv,noheader
                      OUTPUT_VARIABLE text ERROR_VARIABLE err RESULT_VARIABLE rc TIMEOUT 30)
    endif()
  endforeach()
  if(smi AND NOT rc EQUAL 0)
    string(STRIP "${text}${err}" problem)
    set(problem "${smi} failed: ${problem}")
  elseif(smi)
    string(REPLACE ";" "," text "${text}")
    string(REPLACE "\n" ";" lines "${text}")
  endif()
  list(FILTER lines INCLUDE REGEX "^[^,]*, [^,]*, ([^,]*, )?[^,]*$")
  set(${out_smi} "${smi}" PARENT_SCOPE)
  set(${out_lines} "${lines}" PARENT_SCOPE)
  set(${out_problem} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_driver(<r>): the driver's version (/proc/driver/nvidia/version,
# else nvidia-smi) and the GPUs nvidia-smi lists.
function(_cudnn_doctor_driver r)
  _cudnn_doctor_heading(${r} "Driver and GPU")
  set(version "")
  set(source "")
  if(EXISTS "/proc/driver/nvidia/version")
    file(READ "/proc/driver/nvidia/version" text LIMIT 400)
    # "... Kernel Module  535.104.05 ..." or "... Open Kernel Module for x86_64  580.65.06 ..."
    if(text MATCHES "Kernel Module +(for [^ ]+ +)?([0-9]+\\.[0-9]+(\\.[0-9]+)?)")
      set(version "${CMAKE_MATCH_2}")
      set(source "/proc/driver/nvidia/version")
    endif()
  endif()
  _cudnn_doctor_smi(smi lines problem)
  if(version STREQUAL "" AND lines MATCHES "^[^,]*, ([^,]*),")
    set(version "${CMAKE_MATCH_1}")
    set(source nvidia-smi)
  endif()
  if(version)
    _cudnn_doctor_line(${r} ok "driver" "${version} (${source})")
  else()
    _cudnn_doctor_line(${r} skip "driver" "no NVIDIA driver (no /proc/driver/nvidia/version, no working nvidia-smi): GPU checks cannot run")
  endif()
  if(problem)
    _cudnn_doctor_line(${r} warn "nvidia-smi" "${problem}")
  endif()
  if(NOT lines)
    _cudnn_doctor_line(${r} skip "GPU" "none found")
  endif()
  set(gpus "")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^([^,]*), [^,]*, (([^,]*), )?([^,]*)$" line "${line}")
    _cudnn_doctor_json(gpu "" name "${CMAKE_MATCH_1}" compute_capability "${CMAKE_MATCH_3}" memory "${CMAKE_MATCH_4}")
    list(LENGTH gpus k)
    _cudnn_doctor_line(${r} ok "GPU ${k}" "${CMAKE_MATCH_1}, compute capability ${CMAKE_MATCH_3}, ${CMAKE_MATCH_4}")
    list(APPEND gpus "${gpu}")
  endforeach()
  string(JOIN "," gpus ${gpus})
  _cudnn_doctor_json(driver "" version "${version}" source "${source}" problem "${problem}" nvidia_smi "${smi}"
                     gpus "=[${gpus}]")
  _cudnn_doctor_json(${r}_DOC "${${r}_DOC}" driver "=${driver}")
  return(PROPAGATE ${r}_TEXT ${r}_DOC)
endfunction()

# --- The verdict ----------------------------------------------------------------

# _cudnn_doctor_verdict(<r> <c> <stem> <n> <advice>)
# The report's end: <r>_CODE 2 when nothing is chosen, 1 with problems in the
# chosen install <stem><index> (its own, a missing sub-library, the probe's
# failure, and <r>_PROBLEMS: another file loaded), else 0; <r>_VERDICT, the
# last line; with problems, a way out (_cudnn_doctor_way_out).
function(_cudnn_doctor_verdict r c stem n advice)
  set(code 2)
  set(verdict "nothing usable: find_package(CUDNN) would fail")
  set(problems "${${r}_PROBLEMS}")
  set(way_out "")
  if(${c}_FOUND)
    set(p ${stem}${${c}_INDEX})
    list(TRANSFORM ${p}_MISSING_COMPONENTS REPLACE "(.+)" "sub-library \\1 is missing"
         OUTPUT_VARIABLE missing)
    string(REGEX REPLACE "\n.*" "" failure "${${p}_PROBE_FAILURE}")
    if(${p}_PROBE_VERDICT STREQUAL "FAIL")
      _cudnn_append_text(missing "the probe fails: ${failure}")
    endif()
    _cudnn_append_list(problems "${${p}_PROBLEMS}")
    _cudnn_append_list(problems "${missing}")
    list(LENGTH problems count)
    set(code 0)
    set(verdict "healthy: find_package(CUDNN) would choose ${${p}_PACKAGE} ${${p}_VERSION} at ${${p}_ROOT}")
    if(count GREATER 0)
      set(code 1)
      set(verdict "problems: find_package(CUDNN) would choose ${${p}_PACKAGE} ${${p}_VERSION} at ${${p}_ROOT}, which has ${count} problem(s)")
      _cudnn_doctor_way_out(way_out ${stem} ${n} "${advice}")
    elseif(${p}_PROBE_VERDICT STREQUAL "PASS")
      string(APPEND verdict ", and its probe passes")
    elseif("${${p}_PROBE_VERDICT}" STREQUAL "")
      string(APPEND verdict " (not probed)")
    endif()
  endif()
  string(APPEND ${r}_TEXT "\n")
  foreach(problem IN LISTS problems)
    string(APPEND ${r}_TEXT "  - ${problem}\n")
  endforeach()
  if(way_out)
    string(APPEND ${r}_TEXT "  way out: ${way_out}\n")
  endif()
  set(kind FAIL)
  if(code EQUAL 0)
    set(kind ok)
  endif()
  _cudnn_doctor_mark(mark ${kind} "${${r}_COLOR}")
  string(APPEND ${r}_TEXT "${mark}  cudnn-doctor: ${verdict} (exit code ${code})\n")
  _cudnn_json_array(array problems)
  _cudnn_doctor_json(${r}_DOC "${${r}_DOC}" problems "=${array}" way_out "${way_out}" exit_code "=${code}"
                     verdict "${verdict}")
  set(${r}_CODE ${code})
  set(${r}_VERDICT "${verdict}")
  return(PROPAGATE ${r}_TEXT ${r}_DOC ${r}_CODE ${r}_VERDICT)
endfunction()

# _cudnn_doctor_way_out(<out> <stem> <n> <advice>): the first install
# (<stem><k>_*, k < <n>) that passes its probe and find_package could use,
# else <advice>.
function(_cudnn_doctor_way_out out stem n advice)
  set(way_out "${advice}")
  foreach(k RANGE ${n}) # <stem><n>_STATUS is not set
    set(q ${stem}${k})
    if(${q}_PROBE_VERDICT STREQUAL "PASS" AND (${q}_STATUS STREQUAL "usable" OR
       (${q}_STATUS STREQUAL "not-searched" AND NOT ${q}_REASON MATCHES "not usable")))
      set(way_out "[${k}] ${${q}_ROOT} passes its probe: -DCUDNN_ROOT=${${q}_ROOT} makes find_package(CUDNN) use it")
      break()
    endif()
  endforeach()
  set(${out} "${way_out}" PARENT_SCOPE)
endfunction()

# _cudnn_doctor_report(<r> <ctx> <o>)
# The report <r> on the module's search over the machine's places (each read
# in full, the facts of place <i> as place<i>_*), section by section; also
# <r>_CODE and <r>_VERDICT (the exit code and the last line), and <r>_KEEP:
# a probe failed or was skipped (its work is worth keeping).
function(_cudnn_doctor_report r ctx o)
  _cudnn_doctor_places(places ${ctx})
  _cudnn_search(c ${ctx} places SEARCHED ${places_SEARCHED} ALL)
  _cudnn_doctor_head(${r} ${ctx} ${o} ${places_SEARCHED})
  _cudnn_doctor_toolkits(${r} ${ctx})
  list(LENGTH places_PATHS n)
  _cudnn_doctor_heading(${r} "cuDNN installs (${n} places: the first ${places_SEARCHED} in find_package(CUDNN)'s search order)")
  set(installs "[]")
  set(${r}_KEEP FALSE)
  set(index 0)
  foreach(path IN LISTS places_PATHS)
    set(p place${index})
    _cudnn_doctor_status(${p} places)
    if(NOT ${p}_STATUS MATCHES "^(duplicate|empty|library-only)$") # with files to read
      if(${o}_ALL OR ${p}_STATUS STREQUAL "chosen")
        _cudnn_doctor_probe(${p} ${ctx} ${o} ${index})
      endif()
      _cudnn_doctor_cuda(${p} ${ctx})
      _cudnn_doctor_files(${p})
    endif()
    if(${p}_PROBE_VERDICT MATCHES "^(FAIL|SKIPPED)$")
      set(${r}_KEEP TRUE)
    endif()
    _cudnn_doctor_print_install(${r} ${p} ${index})
    _cudnn_doctor_install_json(json ${p} ${index} ${places_SEARCHED})
    string(JSON installs SET "${installs}" ${index} "${json}")
    math(EXPR index "${index} + 1")
  endforeach()
  _cudnn_doctor_json(${r}_DOC "${${r}_DOC}" installs "=${installs}")
  _cudnn_doctor_choice(${r} c place ${n} "${${o}_CALL}")
  _cudnn_doctor_loader(${r} ${ctx} c)
  _cudnn_doctor_driver(${r})
  set(advice "")
  if(NOT ${o}_ALL AND NOT ${ctx}_PROBE STREQUAL "OFF")
    set(advice "run with --all to probe the other installs")
  endif()
  _cudnn_doctor_verdict(${r} c place ${n} "${advice}")
  return(PROPAGATE ${r}_TEXT ${r}_DOC ${r}_CODE ${r}_VERDICT ${r}_KEEP)
endfunction()

# --- Main: a configure for the request, in script mode ----------------------------

_cudnn_doctor_options(opt)
if(opt_HELP)
  _cudnn_doctor_usage(usage)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E echo "${usage}")
  return()
endif()

# The request, as find_package(CUDNN <request>) hands it to a find module.
set(CMAKE_FIND_PACKAGE_NAME CUDNN)
set(CUDNN_ROOT "${opt_CUDNN_ROOT}")
set(CUDNN_CUDA_VERSION "${opt_CUDNN_CUDA_VERSION}")
set(CUDNN_FIND_COMPONENTS "${opt_COMPONENTS}")
set(opt_CALL "find_package(CUDNN")
if(opt_VERSION MATCHES "^([0-9.]+)(\\.\\.\\.(<?)([0-9.]+))?$")
  set(CUDNN_FIND_VERSION "${CMAKE_MATCH_1}")
  string(APPEND opt_CALL " ${opt_VERSION}")
  if(CMAKE_MATCH_2)
    set(CUDNN_FIND_VERSION_RANGE "${opt_VERSION}")
    set(CUDNN_FIND_VERSION_MIN "${CMAKE_MATCH_1}")
    set(CUDNN_FIND_VERSION_MAX "${CMAKE_MATCH_4}")
    set(CUDNN_FIND_VERSION_RANGE_MIN INCLUDE)
    set(CUDNN_FIND_VERSION_RANGE_MAX INCLUDE)
    if(CMAKE_MATCH_3)
      set(CUDNN_FIND_VERSION_RANGE_MAX EXCLUDE)
    endif()
  endif()
  if(opt_EXACT)
    set(CUDNN_FIND_VERSION_EXACT TRUE)
    string(APPEND opt_CALL " EXACT")
  endif()
endif()
foreach(component IN LISTS CUDNN_FIND_COMPONENTS)
  set(CUDNN_FIND_REQUIRED_${component} TRUE)
endforeach()
if(CUDNN_FIND_COMPONENTS)
  string(REPLACE ";" " " names "${CUDNN_FIND_COMPONENTS}")
  string(APPEND opt_CALL " COMPONENTS ${names}")
endif()
string(APPEND opt_CALL ")")

# The target, as a project configures for it: script mode knows no processor
# (the host's, a 64-bit build); --toolchain (read as CMake reads it), --sysroot
# and --target make it a cross build, with the root path, compiler and
# emulator the module then uses.  And what script mode lacks that a project
# has: the system prefixes of Platform/UnixPaths.cmake, the library names.
set(opt_HOST linux)
if(CMAKE_HOST_WIN32)
  set(opt_HOST windows)
endif()
cmake_host_system_information(RESULT opt_HOST_PROCESSOR QUERY OS_PLATFORM)
string(REGEX REPLACE "^(AMD64|amd64|x64)$" "x86_64" opt_HOST_PROCESSOR "${opt_HOST_PROCESSOR}")
set(CMAKE_SYSTEM_PROCESSOR "${opt_HOST_PROCESSOR}")
set(CMAKE_SIZEOF_VOID_P 8)
if(opt_TOOLCHAIN)
  get_filename_component(CMAKE_TOOLCHAIN_FILE "${opt_TOOLCHAIN}" ABSOLUTE)
  include("${CMAKE_TOOLCHAIN_FILE}")
  set(CMAKE_CROSSCOMPILING TRUE)
endif()
if(opt_SYSROOT)
  get_filename_component(CMAKE_SYSROOT "${opt_SYSROOT}" ABSOLUTE)
  set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
  set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
  set(CMAKE_CROSSCOMPILING TRUE)
endif()
string(REGEX REPLACE "^(x64|amd64)$" "x86_64" arch "${opt_TARGET_ARCH}")
string(REGEX REPLACE "^arm64$" "aarch64" arch "${arch}")
if(arch AND NOT arch STREQUAL opt_HOST_PROCESSOR)
  set(CMAKE_CROSSCOMPILING TRUE)
endif()
if(arch STREQUAL "aarch64" AND opt_TARGET_OS STREQUAL "windows")
  set(arch ARM64)
endif()
if(arch)
  set(CMAKE_SYSTEM_PROCESSOR ${arch})
endif()
if(opt_TARGET_OS STREQUAL "windows")
  set(CMAKE_SYSTEM_NAME Windows)
elseif(opt_TARGET_OS STREQUAL "linux")
  set(CMAKE_SYSTEM_NAME Linux)
endif()
set(CMAKE_FIND_LIBRARY_PREFIXES lib)
set(CMAKE_FIND_LIBRARY_SUFFIXES .so .a)
if(CMAKE_SYSTEM_NAME STREQUAL "Windows" OR (NOT CMAKE_SYSTEM_NAME AND CMAKE_HOST_WIN32))
  set(CMAKE_FIND_LIBRARY_PREFIXES "")
  set(CMAKE_FIND_LIBRARY_SUFFIXES .lib)
endif()
if(NOT DEFINED CMAKE_SYSTEM_PREFIX_PATH)
  get_filename_component(cmake_prefix "${CMAKE_ROOT}/../.." ABSOLUTE)
  set(CMAKE_SYSTEM_PREFIX_PATH /usr/local /usr "${cmake_prefix}" /usr/X11R6 /usr/pkg /opt)
endif()

# The work folder: --work, else a new temporary one, removed at the end
# unless a probe failed or was skipped (its reports are then kept).
set(own_work FALSE)
if(opt_WORK)
  get_filename_component(opt_WORK "${opt_WORK}" ABSOLUTE)
else()
  set(tmp /tmp)
  foreach(var IN ITEMS TMPDIR TEMP TMP)
    if(tmp STREQUAL "/tmp" AND IS_DIRECTORY "$ENV{${var}}")
      file(TO_CMAKE_PATH "$ENV{${var}}" tmp)
    endif()
  endforeach()
  string(RANDOM LENGTH 8 ALPHABET 0123456789abcdef tag)
  set(opt_WORK "${tmp}/cudnn-doctor-${tag}")
  set(own_work TRUE)
endif()

# The module's context for that configure: quiet (the report says it all),
# the probe as asked, its work under the work folder.
set(CUDNN_PROBE "${opt_PROBE}")
if(opt_NO_PROBE)
  set(CUDNN_PROBE OFF)
endif()
_cudnn_context(ctx WORK "${opt_WORK}")
if(ctx_ERROR)
  _cudnn_doctor_exit(3 "-D${ctx_ERROR}")
endif()
set(ctx_QUIET TRUE)
set(ctx_PROBE_NOTE "")
file(MAKE_DIRECTORY "${opt_WORK}")

# Colour where asked, or on a terminal.
set(report_COLOR FALSE)
if(opt_COLOR STREQUAL "always")
  set(report_COLOR TRUE)
elseif(NOT opt_COLOR STREQUAL "never" AND NOT DEFINED ENV{NO_COLOR} AND NOT opt_JSON)
  if(NOT "$ENV{CLICOLOR_FORCE}" MATCHES "^(|0)$")
    set(report_COLOR TRUE)
  elseif(NOT CMAKE_HOST_WIN32 AND NOT "$ENV{TERM}" STREQUAL "dumb")
    execute_process(COMMAND test -t 1 RESULT_VARIABLE rc) # a child inherits stdout: is it a terminal?
    if(rc EQUAL 0)
      set(report_COLOR TRUE)
    endif()
  endif()
endif()

_cudnn_doctor_report(report ctx opt)
set(text "${report_TEXT}")
if(opt_JSON)
  set(text "${report_DOC}\n")
endif()
# On stdout: "cmake -E cat" of a file writes it byte for byte (message() would
# go to stderr).
file(WRITE "${opt_WORK}/report.txt" "${text}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E cat "${opt_WORK}/report.txt")
if(own_work AND NOT report_KEEP)
  file(REMOVE_RECURSE "${opt_WORK}")
endif()
_cudnn_doctor_exit(${report_CODE} "${report_VERDICT}")
