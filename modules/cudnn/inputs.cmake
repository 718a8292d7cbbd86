# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# What the search depends on: the target (platform, library architecture,
# machine), the CUDA version installs must be built for, the artifacts the
# user set, CMake's ignore lists, and one signature of all inputs, so that a
# cached choice is reused only while none of them changed.

include_guard(GLOBAL)

# _cudnn_target(<out-platform> <out-triplet> <out-machine>)
# linux | windows (the target's, not the host's); the Debian multiarch triplet
# (CMAKE_LIBRARY_ARCHITECTURE where CMake knows it); the machine the project
# builds for, in _cudnn_binary_info's names ("" when unknown: no language
# enabled, script mode).
function(_cudnn_target out_platform out_triplet out_machine)
  set(platform linux)
  if(CMAKE_SYSTEM_NAME STREQUAL "Windows" OR (NOT CMAKE_SYSTEM_NAME AND CMAKE_HOST_WIN32))
    set(platform windows)
  endif()
  string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" processor)
  set(triplet "${CMAKE_LIBRARY_ARCHITECTURE}")
  if(NOT triplet AND processor MATCHES "^(aarch64|arm64)$")
    set(triplet aarch64-linux-gnu)
  elseif(NOT triplet)
    set(triplet x86_64-linux-gnu)
  endif()
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
  set(${out_platform} ${platform} PARENT_SCOPE)
  set(${out_triplet} ${triplet} PARENT_SCOPE)
  set(${out_machine} "${machine}" PARENT_SCOPE)
endfunction()

# _cudnn_cuda_in_use(<out-version> <out-root> <out-note> <out-error> <platform> <cuda-path-vars>)
# The CUDA version installs must be built for, "<major>[.<minor>]":
# CUDNN_CUDA_VERSION, else the toolkit FindCUDAToolkit found (the caller runs
# it), else the CUDA compiler's.  <out-root>: the toolkit's root, where hand
# installs copy cuDNN (the folder above nvcc's bin/ when it holds include/;
# else CUDAToolkit_LIBRARY_ROOT, which differs between CMake versions where a
# prefix such as /usr/local links nvvm/ into the toolkit).  For a Windows
# target (<platform>) a toolkit without Windows files (this Linux machine's,
# found through its nvcc in a MinGW cross build) is not the one in use: the
# Windows root that CUDA_PATH or a CUDA_PATH_V<M>_<m> of <cuda-path-vars>
# names is, else none (installs are then matched on their own CUDA);
# <out-note> says so.
function(_cudnn_cuda_in_use out_version out_root out_note out_error platform path_vars)
  set(version "")
  set(root "")
  set(note "")
  set(error "")
  if(NOT "${CUDNN_CUDA_VERSION}" STREQUAL "")
    _cudnn_normalize_cuda_version(version error "${CUDNN_CUDA_VERSION}")
  elseif(CUDAToolkit_FOUND OR (platform STREQUAL "windows" AND CUDAToolkit_VERSION))
    string(REGEX MATCH "^[0-9]+\\.[0-9]+" version "${CUDAToolkit_VERSION}")
    if(CUDAToolkit_BIN_DIR AND IS_DIRECTORY "${CUDAToolkit_BIN_DIR}/../include")
      get_filename_component(root "${CUDAToolkit_BIN_DIR}/.." ABSOLUTE)
    elseif(CUDAToolkit_LIBRARY_ROOT)
      set(root "${CUDAToolkit_LIBRARY_ROOT}")
    elseif(CUDAToolkit_BIN_DIR)
      get_filename_component(root "${CUDAToolkit_BIN_DIR}/.." ABSOLUTE)
    endif()
  elseif(CMAKE_CUDA_COMPILER_TOOLKIT_VERSION)
    string(REGEX MATCH "^[0-9]+\\.[0-9]+" version "${CMAKE_CUDA_COMPILER_TOOLKIT_VERSION}")
    set(root "${CMAKE_CUDA_COMPILER_TOOLKIT_ROOT}")
  endif()
  _cudnn_windows_toolkit(is_windows "${root}")
  if(platform STREQUAL "windows" AND "${CUDNN_CUDA_VERSION}" STREQUAL "" AND NOT is_windows)
    set(aside "")
    if(version)
      set(aside "the CUDA toolkit FindCUDAToolkit found, ${root} (CUDA ${CUDAToolkit_VERSION}), holds this machine's files, not Windows ones: ")
    endif()
    _cudnn_windows_cuda_path(version root source "${path_vars}")
    if(version)
      set(note "${aside}the CUDA toolkit in use is the Windows CUDA ${version} that ${source}")
    elseif(aside)
      set(note "${aside}no CUDA toolkit is in use (neither CUDA_PATH nor a CUDA_PATH_V<major>_<minor> names a Windows one), so each install is matched on the CUDA it is built for (set CUDNN_CUDA_VERSION to ask for one)")
    endif()
  endif()
  set(${out_version} "${version}" PARENT_SCOPE)
  set(${out_root} "${root}" PARENT_SCOPE)
  set(${out_note} "${note}" PARENT_SCOPE)
  set(${out_error} "${error}" PARENT_SCOPE)
endfunction()

# _cudnn_windows_cuda_path(<out-version> <out-root> <out-source> <cuda-path-vars>)
# The first Windows CUDA toolkit that CUDA_PATH or one of <cuda-path-vars>
# names, its version and what says so ("" when none).
function(_cudnn_windows_cuda_path out_version out_root out_source path_vars)
  set(${out_version} "" PARENT_SCOPE)
  set(${out_root} "" PARENT_SCOPE)
  set(${out_source} "" PARENT_SCOPE)
  foreach(var IN ITEMS CUDA_PATH ${path_vars})
    file(TO_CMAKE_PATH "$ENV{${var}}" dir)
    _cudnn_windows_toolkit(is_windows "${dir}")
    if(is_windows)
      _cudnn_cuda_of_toolkit(version source "${dir}")
    endif()
    if(is_windows AND version)
      set(${out_version} "${version}" PARENT_SCOPE)
      set(${out_root} "${dir}" PARENT_SCOPE)
      set(${out_source} "ENV{${var}} names, ${dir} (by ${source})" PARENT_SCOPE)
      return()
    endif()
  endforeach()
endfunction()

# _cudnn_windows_toolkit(<out> <root>): <root> holds a Windows CUDA toolkit
# (nvcc.exe, cudart64_*.dll or lib/x64/cudart.lib), whose files a Windows
# program can use.
function(_cudnn_windows_toolkit out root)
  set(files "")
  if(IS_DIRECTORY "${root}")
    file(GLOB files "${root}/bin/nvcc.exe" "${root}/bin/cudart64_*.dll" "${root}/bin/x64/cudart64_*.dll"
                    "${root}/lib/x64/cudart.lib")
  endif()
  if(files)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_user_artifacts(<out-include> <out-library> <out-origin>)
# A CUDNN_INCLUDE_DIR / CUDNN_LIBRARY the module did not set itself (it
# remembers its own values in _CUDNN_SET_*) is the user's, and replaces the
# search; cudnn-frontend's CUDNN_INCLUDE_PATH / CUDNN_LIBRARY_PATH (variables,
# then environment) are read the same way.
function(_cudnn_user_artifacts out_include out_library out_origin)
  set(origin "")
  foreach(what INCLUDE LIBRARY)
    set(value "")
    if(what STREQUAL "INCLUDE")
      set(names CUDNN_INCLUDE_DIR CUDNN_INCLUDE_PATH)
    else()
      set(names CUDNN_LIBRARY CUDNN_LIBRARY_PATH)
    endif()
    foreach(name IN LISTS names)
      if(${name} AND NOT ${name} STREQUAL "${_CUDNN_SET_${name}}")
        set(value "${${name}}")
        list(APPEND origin ${name})
        break()
      endif()
    endforeach()
    list(GET names 1 env)
    if(value STREQUAL "" AND NOT "$ENV{${env}}" STREQUAL "")
      set(value "$ENV{${env}}")
      list(APPEND origin "ENV{${env}}")
    endif()
    set(value_${what} "${value}")
  endforeach()
  string(REPLACE ";" " and " origin "${origin}")
  set(${out_include} "${value_INCLUDE}" PARENT_SCOPE)
  set(${out_library} "${value_LIBRARY}" PARENT_SCOPE)
  set(${out_origin} "${origin}" PARENT_SCOPE)
endfunction()

# _cudnn_ignored(<out-dirs> <out-prefixes>)
# CMAKE_IGNORE_PATH and CMAKE_SYSTEM_IGNORE_PATH (folders whose files are not
# used), CMAKE_IGNORE_PREFIX_PATH and CMAKE_SYSTEM_IGNORE_PREFIX_PATH (places
# not searched), normalised as the module writes paths, each also as its real
# path: a folder reached through a link is the same folder.
function(_cudnn_ignored out_dirs out_prefixes)
  foreach(kind dirs prefixes)
    set(result "")
    if(kind STREQUAL "dirs")
      set(paths ${CMAKE_IGNORE_PATH} ${CMAKE_SYSTEM_IGNORE_PATH})
    else()
      set(paths ${CMAKE_IGNORE_PREFIX_PATH} ${CMAKE_SYSTEM_IGNORE_PREFIX_PATH})
    endif()
    foreach(path IN LISTS paths)
      _cudnn_normal_path(path "${path}")
      list(APPEND result "${path}")
      if(EXISTS "${path}")
        file(REAL_PATH "${path}" real)
        list(APPEND result "${real}")
      endif()
    endforeach()
    list(REMOVE_DUPLICATES result)
    set(${out_${kind}} "${result}" PARENT_SCOPE)
  endforeach()
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

# _cudnn_python_first(<out> <out-error>)
# Why the Python environments are searched before CMAKE_PREFIX_PATH and the CUDA
# roots ("" when they are not): CUDNN_FIND_PYTHON=FIRST, or, unset, a build by
# scikit-build-core (it sets SKBUILD), which builds for the environment's Python
# and so wants the environment's wheel.  STANDARD keeps the documented order.
function(_cudnn_python_first out out_error)
  string(TOUPPER "${CUDNN_FIND_PYTHON}" mode)
  set(${out} "" PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
  if(mode STREQUAL "FIRST")
    set(${out} "CUDNN_FIND_PYTHON=FIRST" PARENT_SCOPE)
  elseif(mode STREQUAL "" AND DEFINED SKBUILD)
    set(${out} "a Python package build (scikit-build-core sets SKBUILD; CUDNN_FIND_PYTHON=STANDARD searches them in the usual order)" PARENT_SCOPE)
  elseif(NOT mode MATCHES "^(|STANDARD)$")
    set(${out_error} "CUDNN_FIND_PYTHON is '${CUDNN_FIND_PYTHON}': set it to FIRST (the Python environments' cuDNN wheels before CMAKE_PREFIX_PATH and the CUDA roots) or STANDARD (the documented search order), or leave it unset" PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_input_signature(<out>)
# MD5 of everything the search reads: hints, requests, the target, CMake's
# search settings and the environment variables searched.
function(_cudnn_input_signature out)
  set(text "${_CUDNN_MODULE_REVISION}")
  foreach(var IN ITEMS _CUDNN_USER_INCLUDE_DIR _CUDNN_USER_LIBRARY CUDNN_ROOT CUDNN_PATH
          CUDNN_ROOT_DIR CMAKE_PREFIX_PATH CUDNN_CUDA_VERSION _CUDNN_CUDA_VERSION _CUDNN_TOOLKIT_ROOT
          _CUDNN_TARGET_PLATFORM _CUDNN_TARGET_MACHINE _CUDNN_LIBRARY_ARCHITECTURE
          CUDNN_USE_STATIC_LIBS CUDNN_STRICT CUDNN_FIND_VERSION CUDNN_FIND_VERSION_RANGE
          CUDNN_FIND_VERSION_EXACT CUDNN_FIND_COMPONENTS Python3_EXECUTABLE Python_EXECUTABLE
          CMAKE_FIND_USE_CMAKE_PATH CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH
          CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH CMAKE_FIND_USE_CMAKE_SYSTEM_PATH
          CMAKE_FIND_USE_INSTALL_PREFIX CMAKE_SYSTEM_PREFIX_PATH CMAKE_FIND_ROOT_PATH
          CMAKE_FIND_ROOT_PATH_MODE_LIBRARY CMAKE_SYSROOT CMAKE_SYSROOT_COMPILE CMAKE_SYSROOT_LINK
          CMAKE_STAGING_PREFIX _CUDNN_IGNORED_DIRS _CUDNN_IGNORED_PREFIXES _CUDNN_PYTHON_FIRST)
    string(APPEND text "|${var}=${${var}}")
  endforeach()
  foreach(component IN LISTS CUDNN_FIND_COMPONENTS)
    string(APPEND text "|${component}=${CUDNN_FIND_REQUIRED_${component}}")
  endforeach()
  foreach(var IN ITEMS CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CMAKE_PREFIX_PATH CUDA_PATH
          VIRTUAL_ENV CONDA_PREFIX PYTHONPATH ProgramFiles ProgramW6432 CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH
          ${_CUDNN_CUDA_PATH_VARS})
    string(APPEND text "|ENV{${var}}=$ENV{${var}}")
  endforeach()
  string(MD5 signature "${text}")
  set(${out} "${signature}" PARENT_SCOPE)
endfunction()

# _cudnn_choice_stamp(<out> <p>): the times of the files a cached choice rests
# on; an upgrade in place must search again.
function(_cudnn_choice_stamp out p)
  set(stamp "")
  foreach(file IN ITEMS "${${p}_VERSION_HEADER}" "${${p}_LIBRARY}" "${${p}_RUNTIME}")
    if(file STREQUAL "")
      continue()
    elseif(NOT EXISTS "${file}")
      set(stamp missing)
      break()
    endif()
    file(TIMESTAMP "${file}" time "%s" UTC)
    string(APPEND stamp "${time} ")
  endforeach()
  set(${out} "${stamp}" PARENT_SCOPE)
endfunction()
