# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# The inputs of a find, read once into one context: variables <ctx>_<NAME>
# that _cudnn_context(<ctx>) sets in its caller and that every later step is
# handed by name.
#
#   PLATFORM, MACHINE, TRIPLET   the target: linux | windows; x86_64, aarch64,
#                                ...; the Debian multiarch triplet
#   SYSTEM                       its CMAKE_SYSTEM_NAME (the host's in script mode)
#   CUDA, TOOLKIT, CUDA_SOURCE   the CUDA version installs must be built for
#                                ("<major>[.<minor>]", "" when none), the
#                                toolkit's root, and what says so
#   TOOLKIT_LIBRARY_DIR          FindCUDAToolkit's cudart folder, when the
#                                project ran it (where CUDA libraries are)
#   CUDA_ASKED, CUDA_ORIGIN      how messages name that request
#   CUDA_NOTE                    a toolkit set aside (the configure says it once)
#   CUDA_PATH_VARS               the CUDA_PATH_V<M>_<m> variables set, newest first
#   USER_INCLUDE_DIR, USER_LIBRARY, USER_ORIGIN
#                                the artifacts the user set, and by which names
#   PYTHON_FIRST                 why the Python environments come first ("": they do not)
#   PROBE, PROBE_TIMEOUT, PROBE_NOTE
#                                CUDNN_PROBE and CUDNN_PROBE_TIMEOUT, checked
#   FETCH, FETCH_PACKAGE, FETCH_DIR, FETCH_URL
#                                CUDNN_FETCH (TRUE/FALSE), the package it
#                                fetches (full | jit), the cache folder, the
#                                mirror ("" for the pinned URLs)
#   WORK                         the build folder the module writes into
#   ERROR                        a user input that is no value of its kind
#
# Script mode (the doctor) gets the same context: it cannot run
# find_package(CUDAToolkit), so the toolkit is then the nvcc found on PATH.

include_guard(GLOBAL)

# _cudnn_target(<ctx>)
# <ctx>_PLATFORM: linux | windows (the target's, not the host's);
# <ctx>_SYSTEM: its CMAKE_SYSTEM_NAME (Linux, Windows, Darwin...; the host's
# in script mode); <ctx>_MACHINE: the machine the project builds for, in
# _cudnn_binary_info's names ("" when unknown); <ctx>_TRIPLET: the Debian multiarch triplet
# (CMAKE_LIBRARY_ARCHITECTURE where CMake knows it).
function(_cudnn_target ctx)
  set(${ctx}_PLATFORM linux)
  if(CMAKE_SYSTEM_NAME STREQUAL "Windows" OR (NOT CMAKE_SYSTEM_NAME AND CMAKE_HOST_WIN32))
    set(${ctx}_PLATFORM windows)
  endif()
  string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" processor)
  set(machine "")
  if(processor MATCHES "^(aarch64|arm64)")
    set(machine aarch64)
  elseif(processor MATCHES "^ppc64")
    set(machine ppc64)
  elseif(CMAKE_SIZEOF_VOID_P EQUAL 8)
    set(machine x86_64)
  elseif(CMAKE_SIZEOF_VOID_P EQUAL 4)
    set(machine x86)
  endif()
  set(${ctx}_MACHINE "${machine}")
  set(${ctx}_SYSTEM "${CMAKE_SYSTEM_NAME}")
  if(NOT CMAKE_SYSTEM_NAME)
    set(${ctx}_SYSTEM "${CMAKE_HOST_SYSTEM_NAME}")
  endif()
  set(${ctx}_TRIPLET "${CMAKE_LIBRARY_ARCHITECTURE}")
  if(NOT CMAKE_LIBRARY_ARCHITECTURE AND machine STREQUAL "aarch64")
    set(${ctx}_TRIPLET aarch64-linux-gnu)
  elseif(NOT CMAKE_LIBRARY_ARCHITECTURE)
    set(${ctx}_TRIPLET x86_64-linux-gnu)
  endif()
  return(PROPAGATE ${ctx}_PLATFORM ${ctx}_MACHINE ${ctx}_SYSTEM ${ctx}_TRIPLET)
endfunction()

# _cudnn_normalize_cuda_version(<out> <out-error> <value>)
# A user's CUDNN_CUDA_VERSION ("12", "12.9", "12.9.1") as "<major>" or
# "<major>.<minor>"; <out-error> says why when the value is none of those.
function(_cudnn_normalize_cuda_version out out_error value)
  string(STRIP "${value}" version)
  set(error "")
  if(NOT version MATCHES "^[vV]?([0-9]+)(\\.([0-9]+)(\\.[0-9]+)?)?$")
    set(error "CUDNN_CUDA_VERSION is '${value}', which is not a CUDA version")
  else()
    math(EXPR major "${CMAKE_MATCH_1}")
    set(version ${major})
    if(NOT "${CMAKE_MATCH_3}" STREQUAL "")
      math(EXPR minor "${CMAKE_MATCH_3}")
      string(APPEND version ".${minor}")
    endif()
    if(major LESS 7 OR major GREATER 99)
      set(error "CUDNN_CUDA_VERSION is '${value}': there is no CUDA ${major} that cuDNN was built for")
    endif()
  endif()
  if(error)
    set(version "")
    string(APPEND error ". Accepted forms: <major> such as 12, <major>.<minor> such as 12.9, <major>.<minor>.<patch> such as 12.9.1. Or leave it unset to match the CUDA toolkit's version")
  endif()
  set(${out} "${version}" PARENT_SCOPE)
  set(${out_error} "${error}" PARENT_SCOPE)
endfunction()

# _cudnn_toolkit(<ctx>)
# <ctx>_CUDA ("<major>.<minor>"), <ctx>_TOOLKIT (its root),
# <ctx>_TOOLKIT_LIBRARY_DIR (FindCUDAToolkit's cudart folder: the target's in a
# cross build, lib/<triplet> for a distribution's toolkit) and
# <ctx>_CUDA_SOURCE: the CUDA toolkit as the project finds it:
# FindCUDAToolkit's (the caller ran it), else the CUDA compiler's; in script
# mode, where no find module runs, the nvcc on PATH, in CUDA_PATH or
# /usr/local/cuda.  The root is where hand installs copy cuDNN: the folder
# above nvcc's bin/ when it holds include/, else CUDAToolkit_LIBRARY_ROOT
# (which differs between CMake versions where a prefix such as /usr/local
# links nvvm/ into the toolkit).
function(_cudnn_toolkit ctx)
  set(${ctx}_CUDA "")
  set(${ctx}_CUDA_SOURCE "FindCUDAToolkit")
  set(bin "${CUDAToolkit_BIN_DIR}")
  if(CMAKE_SCRIPT_MODE_FILE)
    unset(nvcc) # a find_*() whose variable is set does not search
    find_program(nvcc nvcc HINTS "$ENV{CUDA_PATH}/bin" /usr/local/cuda/bin NO_CACHE)
    if(nvcc)
      execute_process(COMMAND "${nvcc}" --version OUTPUT_VARIABLE text ERROR_QUIET TIMEOUT 20)
      string(REGEX MATCH "release ([0-9]+\\.[0-9]+)" release "${text}")
      set(${ctx}_CUDA "${CMAKE_MATCH_1}")
      get_filename_component(bin "${nvcc}" DIRECTORY)
      set(${ctx}_CUDA_SOURCE "nvcc: ${nvcc}")
    endif()
  elseif(CUDAToolkit_FOUND)
    string(REGEX MATCH "^[0-9]+\\.[0-9]+" ${ctx}_CUDA "${CUDAToolkit_VERSION}")
  elseif(CMAKE_CUDA_COMPILER_TOOLKIT_VERSION)
    string(REGEX MATCH "^[0-9]+\\.[0-9]+" ${ctx}_CUDA "${CMAKE_CUDA_COMPILER_TOOLKIT_VERSION}")
    set(bin "${CMAKE_CUDA_COMPILER_TOOLKIT_ROOT}/bin")
    set(${ctx}_CUDA_SOURCE "the CUDA compiler")
  endif()
  set(${ctx}_TOOLKIT "")
  set(${ctx}_TOOLKIT_LIBRARY_DIR "${CUDAToolkit_LIBRARY_DIR}")
  if(${ctx}_CUDA AND bin AND (IS_DIRECTORY "${bin}/../include" OR NOT CUDAToolkit_LIBRARY_ROOT))
    get_filename_component(${ctx}_TOOLKIT "${bin}/.." ABSOLUTE)
  elseif(${ctx}_CUDA)
    set(${ctx}_TOOLKIT "${CUDAToolkit_LIBRARY_ROOT}")
  endif()
  return(PROPAGATE ${ctx}_CUDA ${ctx}_TOOLKIT ${ctx}_TOOLKIT_LIBRARY_DIR ${ctx}_CUDA_SOURCE)
endfunction()

# _cudnn_windows_toolkit(<out> <root>): the files that make <root> a Windows
# CUDA toolkit, whose files a Windows program can use (nvcc.exe,
# cudart64_*.dll or lib/x64/cudart.lib); "" when it holds none.
function(_cudnn_windows_toolkit out root)
  set(files "")
  if(IS_DIRECTORY "${root}")
    file(GLOB files "${root}/bin/nvcc.exe" "${root}/bin/cudart64_*.dll" "${root}/bin/x64/cudart64_*.dll"
                    "${root}/lib/x64/cudart.lib")
  endif()
  set(${out} "${files}" PARENT_SCOPE)
endfunction()

# _cudnn_cuda_path_vars(<out>): the CUDA_PATH_V<major>_<minor> variables set in
# the environment, newest first.  CMake cannot list the environment, so the
# names are generated.
function(_cudnn_cuda_path_vars out)
  set(names "")
  foreach(major RANGE 15 7 -1)
    foreach(minor RANGE 9 0 -1)
      if(NOT "$ENV{CUDA_PATH_V${major}_${minor}}" STREQUAL "")
        list(APPEND names CUDA_PATH_V${major}_${minor})
      endif()
    endforeach()
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# _cudnn_windows_cuda(<ctx>)
# For a Windows target, a toolkit without Windows files (this Linux machine's,
# found through its nvcc in a MinGW cross build) is not the one in use: the
# Windows root that CUDA_PATH or a CUDA_PATH_V<M>_<m> names is, else none
# (installs are then matched on their own CUDA): <ctx>_CUDA, _TOOLKIT and
# _CUDA_SOURCE anew, and <ctx>_CUDA_NOTE, which says so.
function(_cudnn_windows_cuda ctx)
  set(seen "${CUDAToolkit_VERSION}")
  if(seen STREQUAL "")
    set(seen "${${ctx}_CUDA}")
  endif()
  set(aside "")
  if(seen)
    set(aside "the CUDA toolkit found here (CUDA ${seen}, by ${${ctx}_CUDA_SOURCE}) holds this machine's files, not Windows ones: ")
  endif()
  set(${ctx}_CUDA "")
  set(${ctx}_TOOLKIT "")
  foreach(var IN ITEMS CUDA_PATH ${${ctx}_CUDA_PATH_VARS})
    file(TO_CMAKE_PATH "$ENV{${var}}" dir)
    _cudnn_windows_toolkit(files "${dir}")
    if(files AND ${ctx}_CUDA STREQUAL "")
      _cudnn_cuda_of_toolkit(${ctx}_CUDA by "${dir}")
      set(${ctx}_TOOLKIT "${dir}")
      set(${ctx}_CUDA_SOURCE "the Windows CUDA ${${ctx}_CUDA} that ENV{${var}} names, ${dir} (by ${by})")
    endif()
  endforeach()
  set(${ctx}_CUDA_NOTE "")
  if(${ctx}_CUDA)
    set(${ctx}_CUDA_NOTE "${aside}the CUDA toolkit in use is ${${ctx}_CUDA_SOURCE}")
  elseif(seen)
    set(${ctx}_CUDA_NOTE "${aside}no CUDA toolkit is in use (neither CUDA_PATH nor a CUDA_PATH_V<major>_<minor> names a Windows one), so each install is matched on the CUDA it is built for (set CUDNN_CUDA_VERSION to ask for one)")
  endif()
  return(PROPAGATE ${ctx}_CUDA ${ctx}_TOOLKIT ${ctx}_CUDA_SOURCE ${ctx}_CUDA_NOTE)
endfunction()

# _cudnn_cuda_in_use(<ctx>)
# <ctx>_CUDA, _TOOLKIT, _TOOLKIT_LIBRARY_DIR, _CUDA_SOURCE, _CUDA_NOTE, _CUDA_ASKED,
# _CUDA_ORIGIN, _ERROR:
# CUDNN_CUDA_VERSION, else the toolkit in use (for a Windows target, one with
# Windows files: _cudnn_windows_cuda).
function(_cudnn_cuda_in_use ctx)
  set(${ctx}_CUDA_NOTE "")
  set(${ctx}_ERROR "")
  if(NOT "${CUDNN_CUDA_VERSION}" STREQUAL "")
    _cudnn_normalize_cuda_version(${ctx}_CUDA ${ctx}_ERROR "${CUDNN_CUDA_VERSION}")
    set(${ctx}_TOOLKIT "")
    set(${ctx}_TOOLKIT_LIBRARY_DIR "${CUDAToolkit_LIBRARY_DIR}") # if the project found one
    set(${ctx}_CUDA_SOURCE CUDNN_CUDA_VERSION)
    set(${ctx}_CUDA_ASKED "CUDNN_CUDA_VERSION asks for CUDA ${${ctx}_CUDA}")
    set(${ctx}_CUDA_ORIGIN CUDNN_CUDA_VERSION)
  else()
    _cudnn_toolkit(${ctx})
    _cudnn_windows_toolkit(files "${${ctx}_TOOLKIT}")
    if(${ctx}_PLATFORM STREQUAL "windows" AND NOT files)
      _cudnn_windows_cuda(${ctx})
    endif()
    set(${ctx}_CUDA_ASKED "the CUDA toolkit in use is ${${ctx}_CUDA}")
    set(${ctx}_CUDA_ORIGIN "the CUDA toolkit in use")
  endif()
  return(PROPAGATE ${ctx}_CUDA ${ctx}_TOOLKIT ${ctx}_TOOLKIT_LIBRARY_DIR ${ctx}_CUDA_SOURCE ${ctx}_CUDA_NOTE
                   ${ctx}_CUDA_ASKED ${ctx}_CUDA_ORIGIN ${ctx}_ERROR)
endfunction()

# _cudnn_user_artifacts(<ctx>)
# <ctx>_USER_INCLUDE_DIR, _USER_LIBRARY, _USER_ORIGIN: a CUDNN_INCLUDE_DIR /
# CUDNN_LIBRARY the module did not set itself (it remembers its own values in
# the internal cache entries _CUDNN_SET_*) is the user's, and replaces the
# search; cudnn-frontend's CUDNN_INCLUDE_PATH / CUDNN_LIBRARY_PATH (variables,
# then environment) are read the same way.
function(_cudnn_user_artifacts ctx)
  set(names INCLUDE_DIR LIBRARY)
  set(frontend INCLUDE_PATH LIBRARY_PATH)
  set(origins "")
  foreach(name other IN ZIP_LISTS names frontend)
    set(value "")
    foreach(var IN ITEMS CUDNN_${name} CUDNN_${other})
      if(${var} AND NOT ${var} STREQUAL "${_CUDNN_SET_${var}}" AND value STREQUAL "")
        set(value "${${var}}")
        list(APPEND origins ${var})
      endif()
    endforeach()
    if(value STREQUAL "" AND NOT "$ENV{CUDNN_${other}}" STREQUAL "")
      set(value "$ENV{CUDNN_${other}}")
      list(APPEND origins "ENV{CUDNN_${other}}")
    endif()
    set(${ctx}_USER_${name} "${value}")
  endforeach()
  list(JOIN origins " and " ${ctx}_USER_ORIGIN)
  return(PROPAGATE ${ctx}_USER_INCLUDE_DIR ${ctx}_USER_LIBRARY ${ctx}_USER_ORIGIN)
endfunction()

# _cudnn_python_first(<ctx>)
# <ctx>_PYTHON_FIRST: why the Python environments are searched before
# CMAKE_PREFIX_PATH and the CUDA roots ("" when they are not):
# CUDNN_FIND_PYTHON=FIRST, or, unset, a build by scikit-build-core (it sets
# SKBUILD), which builds for the environment's Python and so wants the
# environment's wheel.  STANDARD keeps the documented order; another value is
# <ctx>_ERROR (unless there is one already).
function(_cudnn_python_first ctx)
  string(TOUPPER "${CUDNN_FIND_PYTHON}" mode)
  set(${ctx}_PYTHON_FIRST "")
  if(mode STREQUAL "FIRST")
    set(${ctx}_PYTHON_FIRST "CUDNN_FIND_PYTHON=FIRST")
  elseif(mode STREQUAL "" AND DEFINED SKBUILD)
    set(${ctx}_PYTHON_FIRST "a Python package build (scikit-build-core sets SKBUILD; CUDNN_FIND_PYTHON=STANDARD searches them in the usual order)")
  elseif(NOT mode MATCHES "^(|STANDARD)$" AND NOT ${ctx}_ERROR)
    set(${ctx}_ERROR "CUDNN_FIND_PYTHON is '${CUDNN_FIND_PYTHON}': set it to FIRST (the Python environments' cuDNN wheels before CMAKE_PREFIX_PATH and the CUDA roots) or STANDARD (the documented search order), or leave it unset")
  endif()
  return(PROPAGATE ${ctx}_PYTHON_FIRST ${ctx}_ERROR)
endfunction()

# _cudnn_probe_settings(<out-mode> <out-timeout> <out-note>)
# CUDNN_PROBE as AUTO, LIBRARY, GPU or OFF, and CUDNN_PROBE_TIMEOUT as seconds
# (at least 6: the probe's own checks need that long; default 120), each with a
# note when the value given is none of those.
function(_cudnn_probe_settings out_mode out_timeout out_note)
  string(TOUPPER "${CUDNN_PROBE}" mode)
  set(note "")
  if(mode STREQUAL "")
    set(mode AUTO)
  elseif(NOT mode MATCHES "^(AUTO|LIBRARY|GPU|OFF)$")
    set(mode AUTO)
    if(NOT CUDNN_PROBE)
      set(mode OFF)
    endif()
    set(note "note: CUDNN_PROBE=${CUDNN_PROBE} is not AUTO, LIBRARY, GPU or OFF; using ${mode}\n")
  endif()
  set(timeout 120)
  string(REGEX REPLACE "^0+([0-9])" "\\1" digits "${CUDNN_PROBE_TIMEOUT}")
  string(LENGTH "${digits}" length)
  if(digits MATCHES "^[0-9]+$" AND length GREATER 9)
    # Past what the probe's --timeout takes (an int).
    set(timeout 999999999)
    string(APPEND note "note: CUDNN_PROBE_TIMEOUT=${CUDNN_PROBE_TIMEOUT} is more than 999999999 seconds; using 999999999\n")
  elseif(CUDNN_PROBE_TIMEOUT MATCHES "^[0-9]+$" AND CUDNN_PROBE_TIMEOUT GREATER 5)
    set(timeout ${CUDNN_PROBE_TIMEOUT})
  elseif(CUDNN_PROBE_TIMEOUT MATCHES "^[0-9]+$")
    string(APPEND note "note: CUDNN_PROBE_TIMEOUT=${CUDNN_PROBE_TIMEOUT} is less than the 6 seconds the probe's own checks need; using 120\n")
  elseif(DEFINED CUDNN_PROBE_TIMEOUT AND NOT CUDNN_PROBE_TIMEOUT STREQUAL "")
    string(APPEND note "note: CUDNN_PROBE_TIMEOUT=${CUDNN_PROBE_TIMEOUT} is not a number of seconds; using 120\n")
  endif()
  set(${out_mode} ${mode} PARENT_SCOPE)
  set(${out_timeout} ${timeout} PARENT_SCOPE)
  set(${out_note} "${note}" PARENT_SCOPE)
endfunction()

# _cudnn_absolute_from(<out> <path> <base>): a folder the user named, absolute
# (a relative one taken from <base>) and normalised.  A Windows host's path is
# made CMake's first; elsewhere '\\' and ':' are characters of a name, which
# cmake_path() keeps (file(TO_CMAKE_PATH) would split a Linux path at ':', and
# get_filename_component() turn '\\' into '/').
function(_cudnn_absolute_from out path base)
  if(CMAKE_HOST_WIN32)
    file(TO_CMAKE_PATH "${path}" path)
  endif()
  cmake_path(ABSOLUTE_PATH path BASE_DIRECTORY "${base}" NORMALIZE)
  string(REGEX REPLACE "(.)/$" "\\1" path "${path}")
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_settings(<ctx>)
# <ctx>_FETCH: CUDNN_FETCH as TRUE or FALSE.  <ctx>_FETCH_PACKAGE: full or jit
# (CUDNN_FETCH_PACKAGE, any case; unset, full; another value is <ctx>_ERROR
# when CUDNN_FETCH is on).  <ctx>_FETCH_DIR: the cache, CUDNN_FETCH_DIR (the
# variable, then the environment variable; relative to the build folder, the
# current folder in script mode), else the host's per-user cache folder (%LOCALAPPDATA%,
# $XDG_CACHE_HOME when absolute, as its specification says, ~/.cache) and
# cudnn-cmake/fetch in it; "" when the host names none.  <ctx>_FETCH_URL:
# CUDNN_FETCH_URL (variable, then environment), a mirror's URL or a folder.
# The doctor reads the cache folder whether or not CUDNN_FETCH is on.
function(_cudnn_fetch_settings ctx)
  set(${ctx}_FETCH FALSE)
  if(CUDNN_FETCH)
    set(${ctx}_FETCH TRUE)
  endif()
  string(TOLOWER "${CUDNN_FETCH_PACKAGE}" package)
  if(package STREQUAL "")
    set(package full)
  elseif(NOT package MATCHES "^(full|jit)$" AND ${ctx}_FETCH AND NOT ${ctx}_ERROR)
    set(${ctx}_ERROR "CUDNN_FETCH_PACKAGE is '${CUDNN_FETCH_PACKAGE}': set it to full (NVIDIA's cuDNN, the nvidia-cudnn-cu<N> wheel) or jit (cuDNN JIT, nvidia-cudnn-jit-cu<N>: the graph API only, its engines compiled at run time), or leave it unset for full")
  endif()
  set(${ctx}_FETCH_PACKAGE ${package})
  set(dir "${CUDNN_FETCH_DIR}")
  if(dir STREQUAL "")
    set(dir "$ENV{CUDNN_FETCH_DIR}")
  endif()
  if(NOT dir STREQUAL "")
    _cudnn_absolute_from(dir "${dir}" "${CMAKE_BINARY_DIR}")
  elseif(CMAKE_HOST_WIN32 AND NOT "$ENV{LOCALAPPDATA}" STREQUAL "")
    file(TO_CMAKE_PATH "$ENV{LOCALAPPDATA}/cudnn-cmake/fetch" dir)
  elseif(IS_ABSOLUTE "$ENV{XDG_CACHE_HOME}")
    set(dir "$ENV{XDG_CACHE_HOME}/cudnn-cmake/fetch")
  elseif(NOT "$ENV{HOME}" STREQUAL "")
    set(dir "$ENV{HOME}/.cache/cudnn-cmake/fetch")
  endif()
  set(${ctx}_FETCH_DIR "${dir}")
  set(${ctx}_FETCH_URL "${CUDNN_FETCH_URL}")
  if("${CUDNN_FETCH_URL}" STREQUAL "")
    set(${ctx}_FETCH_URL "$ENV{CUDNN_FETCH_URL}")
  endif()
  return(PROPAGATE ${ctx}_FETCH ${ctx}_FETCH_PACKAGE ${ctx}_FETCH_DIR ${ctx}_FETCH_URL ${ctx}_ERROR)
endfunction()

# _cudnn_context(<ctx> [WORK <dir>])
# The whole context (the top of this file); WORK defaults to CMAKE_BINARY_DIR.
function(_cudnn_context ctx)
  cmake_parse_arguments(PARSE_ARGV 1 A "" "WORK" "")
  _cudnn_target(${ctx})
  _cudnn_cuda_path_vars(${ctx}_CUDA_PATH_VARS)
  _cudnn_cuda_in_use(${ctx})
  _cudnn_user_artifacts(${ctx})
  _cudnn_python_first(${ctx})
  _cudnn_probe_settings(${ctx}_PROBE ${ctx}_PROBE_TIMEOUT ${ctx}_PROBE_NOTE)
  _cudnn_fetch_settings(${ctx})
  set(${ctx}_WORK "${CMAKE_BINARY_DIR}")
  if(A_WORK)
    set(${ctx}_WORK "${A_WORK}")
  endif()
  set(fields PLATFORM SYSTEM TRIPLET MACHINE CUDA_PATH_VARS CUDA TOOLKIT TOOLKIT_LIBRARY_DIR CUDA_SOURCE CUDA_NOTE CUDA_ASKED CUDA_ORIGIN
             USER_INCLUDE_DIR USER_LIBRARY USER_ORIGIN PYTHON_FIRST PROBE PROBE_TIMEOUT PROBE_NOTE FETCH FETCH_PACKAGE
             FETCH_DIR FETCH_URL WORK ERROR)
  list(TRANSFORM fields PREPEND ${ctx}_)
  return(PROPAGATE ${fields})
endfunction()

# _cudnn_input_signature(<out> <ctx>)
# MD5 of everything the search reads: the context, the request, hints, CMake's
# search settings and the environment variables searched (among them those
# that steer which Python a pyenv shim runs: PYENV_VERSION, and PWD, where its
# .python-version is looked for).
function(_cudnn_input_signature out ctx)
  set(text "6") # bumped when the facts or the search change: older cached choices are not reused
  foreach(name IN ITEMS PLATFORM SYSTEM MACHINE TRIPLET CUDA TOOLKIT USER_INCLUDE_DIR USER_LIBRARY PYTHON_FIRST
          FETCH FETCH_PACKAGE FETCH_DIR FETCH_URL)
    string(APPEND text "|${name}=${${ctx}_${name}}")
  endforeach()
  foreach(var IN ITEMS CUDNN_ROOT CUDNN_PATH CUDNN_ROOT_DIR CMAKE_PREFIX_PATH CMAKE_INCLUDE_PATH
          CUDNN_USE_STATIC_LIBS CUDNN_FIND_VERSION CUDNN_FIND_VERSION_RANGE CUDNN_FIND_VERSION_EXACT
          CUDNN_FIND_COMPONENTS Python3_EXECUTABLE Python_EXECUTABLE CMAKE_FIND_USE_CMAKE_PATH
          CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH
          CMAKE_FIND_USE_CMAKE_SYSTEM_PATH CMAKE_FIND_USE_INSTALL_PREFIX CMAKE_SYSTEM_PREFIX_PATH
          CMAKE_INSTALL_PREFIX CMAKE_STAGING_PREFIX CMAKE_FIND_ROOT_PATH CMAKE_FIND_ROOT_PATH_MODE_LIBRARY
          CMAKE_SYSROOT CMAKE_SYSROOT_COMPILE CMAKE_SYSROOT_LINK CMAKE_IGNORE_PATH CMAKE_SYSTEM_IGNORE_PATH
          CMAKE_IGNORE_PREFIX_PATH CMAKE_SYSTEM_IGNORE_PREFIX_PATH CMAKE_FIND_LIBRARY_SUFFIXES)
    string(APPEND text "|${var}=${${var}}")
  endforeach()
  foreach(component IN LISTS CUDNN_FIND_COMPONENTS)
    string(APPEND text "|${component}=${CUDNN_FIND_REQUIRED_${component}}")
  endforeach()
  foreach(var IN ITEMS CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CMAKE_PREFIX_PATH CMAKE_INCLUDE_PATH
          CUDA_PATH PATH VIRTUAL_ENV CONDA_PREFIX PYTHONPATH PYTHONUSERBASE PYENV_VERSION PWD HOME ProgramFiles
          ProgramW6432 CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH ${${ctx}_CUDA_PATH_VARS})
    string(APPEND text "|ENV{${var}}=$ENV{${var}}")
  endforeach()
  string(MD5 ${out} "${text}")
  return(PROPAGATE ${out})
endfunction()
