# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Where to look: the ordered list of places (folders) that may hold a cuDNN
# install, in the order the module's documentation gives ("Search Behavior").
# CMake itself says which folders a place stands for: each is handed to
# find_path(), whose VALIDATOR (_cudnn_collect_candidate) collects every folder
# it tries.  So re-rooting (CMAKE_FIND_ROOT_PATH, CMAKE_SYSROOT, the staging
# prefix, as CMAKE_FIND_ROOT_PATH_MODE_LIBRARY says), CMAKE_PREFIX_PATH and the
# system prefixes (with CMAKE_FIND_USE_INSTALL_PREFIX, CMAKE_IGNORE_PREFIX_PATH
# and the CMAKE_FIND_USE_* switches) are CMake's own.  Two things CMake does not
# do for the places the module names itself (PATHS, not prefixes): the
# CMAKE_FIND_USE_* switches of their groups and CMAKE_IGNORE_PREFIX_PATH,
# which the module applies to them.  Nothing here reads an install.
#
# A place list <l> is three parallel lists and two more facts:
#   <l>_ORIGINS   what named the place ("CUDNN_ROOT", "ENV{CUDA_PATH}", "system")
#   <l>_PATHS     the folder (as CMake found it; as written when it is absent)
#   <l>_KINDS     artifacts | root | cuda-root | installer | python | conda | system
#   <l>_EXPLICIT  TRUE when the first place is the user's explicit choice
#                 (artifacts or CUDNN_ROOT): then it is the only place searched,
#                 and a miss is a failure, not a fall-back elsewhere
#   <l>_REJECTED  "\n    <origin>: <path>: <reason>" lines for hints whose path
#                 names no folder ('~', a relative path) or a list cannot carry

include_guard(GLOBAL)

# _cudnn_found_dirs(<out> <find_path arguments>...)
# The existing folders find_path() would search with these arguments.
function(_cudnn_found_dirs out)
  _cudnn_candidates(dirs find_path NAMES . ${ARGN})
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# _cudnn_root_mode(<out>): the find_*() option that re-roots places as
# find_library() re-roots prefixes (CMAKE_FIND_ROOT_PATH_MODE_LIBRARY).
function(_cudnn_root_mode out)
  set(mode CMAKE_FIND_ROOT_PATH_BOTH)
  if(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY STREQUAL "ONLY")
    set(mode ONLY_CMAKE_FIND_ROOT_PATH)
  elseif(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY STREQUAL "NEVER")
    set(mode NO_CMAKE_FIND_ROOT_PATH)
  endif()
  set(${out} ${mode} PARENT_SCOPE)
endfunction()

# _cudnn_find_use(<out> <switch>): CMAKE_FIND_USE_<switch> as find_*() reads
# it (unset means on), for the groups of places the module names itself.
function(_cudnn_find_use out switch)
  if(DEFINED CMAKE_FIND_USE_${switch} AND NOT CMAKE_FIND_USE_${switch})
    set(${out} FALSE PARENT_SCOPE)
  else()
    set(${out} TRUE PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_prefix_ignored(<out> <dir>): CMAKE_IGNORE_PREFIX_PATH or
# CMAKE_SYSTEM_IGNORE_PREFIX_PATH names <dir>, as written or through a link
# (the module counts a folder reached through links once).
function(_cudnn_prefix_ignored out dir)
  set(ignored "")
  foreach(prefix IN LISTS CMAKE_IGNORE_PREFIX_PATH CMAKE_SYSTEM_IGNORE_PREFIX_PATH)
    _cudnn_normal_path(prefix "${prefix}")
    list(APPEND ignored "${prefix}")
    if(EXISTS "${prefix}")
      file(REAL_PATH "${prefix}" real)
      list(APPEND ignored "${real}")
    endif()
  endforeach()
  set(real "${dir}")
  if(EXISTS "${dir}")
    file(REAL_PATH "${dir}" real)
  endif()
  if(dir IN_LIST ignored OR real IN_LIST ignored)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_add_found(<l> <origin> <kind> <dir>...)
# Appends the folders to <l>, each unless it is listed already: compared by
# kind and real path, so /usr/local/cuda and the toolkit it links to count
# once, and the first place, in search order, is the one that found it.
function(_cudnn_add_found l origin kind)
  foreach(dir IN LISTS ARGN)
    set(real "${dir}")
    if(EXISTS "${dir}")
      file(REAL_PATH "${dir}" real)
    endif()
    string(MD5 key "${kind}|${real}")
    if(NOT key IN_LIST ${l}_KEYS)
      list(APPEND ${l}_ORIGINS "${origin}")
      list(APPEND ${l}_PATHS "${dir}")
      list(APPEND ${l}_KINDS "${kind}")
      list(APPEND ${l}_KEYS "${key}")
    endif()
  endforeach()
  foreach(var ORIGINS PATHS KINDS KEYS)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# _cudnn_add_place(<l> <origin> <path> <kind>)
# A place the module names itself: the folders find_path() finds for <path>
# (re-rooted as find_library() would), or <path> as written when there are
# none (an absent place, reported as such).  A path a list cannot carry
# becomes a line of <l>_REJECTED; one that CMAKE_IGNORE_PREFIX_PATH names is
# left out.
function(_cudnn_add_place l origin path kind)
  _cudnn_list_problem(problem "${path}")
  if(path STREQUAL "")
    return()
  elseif(problem)
    set(${l}_REJECTED "${${l}_REJECTED}\n    ${origin}: ${path}: ${problem}" PARENT_SCOPE)
    return()
  endif()
  _cudnn_normal_path(path "${path}")
  _cudnn_root_mode(mode)
  set(dirs "")
  if(NOT path MATCHES "^~")
    _cudnn_found_dirs(dirs PATHS "${path}" NO_DEFAULT_PATH ${mode})
  endif()
  if(NOT dirs)
    set(dirs "${path}")
  endif()
  set(kept "")
  foreach(dir IN LISTS dirs)
    _cudnn_prefix_ignored(ignored "${dir}")
    if(NOT ignored)
      list(APPEND kept "${dir}")
    endif()
  endforeach()
  _cudnn_prefix_ignored(ignored "${path}")
  if(NOT ignored)
    _cudnn_add_found(${l} "${origin}" ${kind} ${kept})
  endif()
  foreach(var ORIGINS PATHS KINDS KEYS)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# _cudnn_add_cmake_places(<l> <origin> <kind> <find_path options>...)
# The prefixes of one of CMake's own groups (CMAKE_PREFIX_PATH, the system
# prefixes), as find_path() searches them: it tries <prefix>/include/<arch>,
# <prefix>/include and <prefix> itself; a folder is a prefix unless it is
# <prefix>/include[/<name>] of another.  '/' is left out: cuDNN is never
# there, and its lib/ is /usr/lib on a merged-/usr system.
function(_cudnn_add_cmake_places l origin kind)
  _cudnn_root_mode(mode)
  _cudnn_found_dirs(dirs ${ARGN} ${mode})
  set(prefixes "")
  foreach(dir IN LISTS dirs)
    string(REGEX REPLACE "/include(/[^/]+)?$" "" parent "${dir}")
    _cudnn_prefix_ignored(ignored "${dir}") # (CMake compares them as written)
    if((parent STREQUAL dir OR NOT parent IN_LIST dirs) AND NOT dir STREQUAL "/" AND NOT ignored)
      list(APPEND prefixes "${dir}")
    endif()
  endforeach()
  _cudnn_add_found(${l} "${origin}" ${kind} ${prefixes})
  foreach(var ORIGINS PATHS KINDS KEYS)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# _cudnn_versioned_subdirs(<out> <parent> <prefix>)
# Folders <parent>/<prefix><version> (v11.8, cuda-12.4, v9.19), newest first,
# in each folder CMake finds for <parent>.
function(_cudnn_versioned_subdirs out parent prefix)
  _cudnn_root_mode(mode)
  _cudnn_found_dirs(parents PATHS "${parent}" NO_DEFAULT_PATH ${mode})
  set(result "")
  foreach(dir IN LISTS parents)
    _cudnn_glob(entries "${dir}" "${prefix}*")
    list(FILTER entries INCLUDE REGEX "^${prefix}[0-9]+(\\.[0-9]+)*$")
    list(SORT entries COMPARE NATURAL ORDER DESCENDING)
    foreach(entry IN LISTS entries)
      if(IS_DIRECTORY "${dir}/${entry}")
        list(APPEND result "${dir}/${entry}")
      endif()
    endforeach()
  endforeach()
  set(${out} "${result}" PARENT_SCOPE)
endfunction()

# _cudnn_hint_problem(<out> <origin> <path>)
# "<origin>: <path>: <why>" for a hint that names no folder because of how it
# is written: '~', which CMake does not expand, or a relative path, which is
# taken from the project's source folder.  "" otherwise.
function(_cudnn_hint_problem out origin path)
  _cudnn_list_problem(list_problem "${path}")
  if(CMAKE_HOST_WIN32)
    file(TO_CMAKE_PATH "${path}" path)
  endif()
  _cudnn_normal_path(full "${path}")
  set(problem "")
  if(path MATCHES "^~(/(.*))?$" AND NOT IS_DIRECTORY "${path}")
    set(problem "${origin}: ${path}: the folder does not exist: CMake does not expand '~' in paths. Write the folder in full (e.g. $ENV{HOME}/${CMAKE_MATCH_2}), or use \$ENV{HOME} in CMake code")
  elseif(NOT list_problem AND NOT IS_ABSOLUTE "${path}" AND NOT EXISTS "${full}")
    set(problem "${origin}: ${full}: the folder does not exist: a relative ${origin} ('${path}') is taken from the project's source folder, ${CMAKE_CURRENT_SOURCE_DIR}, not from where cmake runs. Give an absolute path (e.g. -D${origin}=\$PWD/${path})")
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# 1. The artifacts (CUDNN_INCLUDE_DIR, CUDNN_LIBRARY: the context's USER_*),
# else 2. CUDNN_ROOT (the variable, the environment variable, cudnn-frontend's
# CUDNN_PATH variable): the only place searched when set.
function(_cudnn_explicit_places l ctx)
  set(origin "")
  set(kind root)
  if(NOT "${${ctx}_USER_INCLUDE_DIR}${${ctx}_USER_LIBRARY}" STREQUAL "")
    set(origin "${${ctx}_USER_ORIGIN}")
    set(kind artifacts)
    set(path "${${ctx}_USER_INCLUDE_DIR}")
    if(path STREQUAL "")
      set(path "${${ctx}_USER_LIBRARY}")
    endif()
  elseif(NOT "${CUDNN_ROOT}" STREQUAL "")
    set(origin CUDNN_ROOT)
    set(path "${CUDNN_ROOT}")
  elseif(NOT "$ENV{CUDNN_ROOT}" STREQUAL "")
    set(origin "ENV{CUDNN_ROOT}")
    set(path "$ENV{CUDNN_ROOT}")
  elseif(NOT "${CUDNN_PATH}" STREQUAL "")
    set(origin CUDNN_PATH)
    set(path "${CUDNN_PATH}")
  endif()
  if(NOT origin STREQUAL "" AND kind STREQUAL "root")
    _cudnn_hint_problem(problem "${origin}" "${path}")
  endif()
  if(origin STREQUAL "")
    return()
  elseif(problem)
    set(${l}_REJECTED "\n    ${problem}")
  else()
    _cudnn_add_place(${l} "${origin}" "${path}" ${kind})
  endif()
  set(${l}_EXPLICIT TRUE PARENT_SCOPE)
  foreach(var ORIGINS PATHS KINDS KEYS REJECTED)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# 3. The hints other modules read; 4. CMAKE_PREFIX_PATH, the variable then
# the environment (CMake's own groups: CMAKE_FIND_USE_CMAKE_PATH and
# _CMAKE_ENVIRONMENT_PATH switch them off).
function(_cudnn_hinted_places l)
  if(NOT "${CUDNN_ROOT_DIR}" STREQUAL "")
    _cudnn_add_place(${l} CUDNN_ROOT_DIR "${CUDNN_ROOT_DIR}" root)
  endif()
  foreach(var CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR)
    _cudnn_add_place(${l} "ENV{${var}}" "$ENV{${var}}" root)
  endforeach()
  foreach(var ORIGINS PATHS KINDS KEYS REJECTED)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

function(_cudnn_prefix_path_places l)
  set(groups NO_PACKAGE_ROOT_PATH NO_SYSTEM_ENVIRONMENT_PATH NO_CMAKE_SYSTEM_PATH)
  _cudnn_add_cmake_places(${l} CMAKE_PREFIX_PATH root ${groups} NO_CMAKE_ENVIRONMENT_PATH)
  _cudnn_add_cmake_places(${l} "ENV{CMAKE_PREFIX_PATH}" root ${groups} NO_CMAKE_PATH)
  foreach(var ORIGINS PATHS KINDS KEYS)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# 5. CUDA roots, where hand installs copy cuDNN's bin, include and lib/x64:
# the toolkit in use, CUDA_PATH, CUDA_PATH_V<M>_<m>, the standard folders;
# then 6. NVIDIA's cuDNN 9 installer (Windows).
function(_cudnn_cuda_places l ctx)
  _cudnn_find_use(use_system_env SYSTEM_ENVIRONMENT_PATH)
  _cudnn_find_use(use_system CMAKE_SYSTEM_PATH)
  _cudnn_add_place(${l} "CUDA toolkit in use" "${${ctx}_TOOLKIT}" cuda-root)
  foreach(var IN ITEMS CUDA_PATH ${${ctx}_CUDA_PATH_VARS})
    if(use_system_env)
      _cudnn_add_place(${l} "ENV{${var}}" "$ENV{${var}}" cuda-root)
    endif()
  endforeach()
  set(program_files "C:/Program Files")
  foreach(var ProgramFiles ProgramW6432)
    if(DEFINED ENV{${var}})
      file(TO_CMAKE_PATH "$ENV{${var}}" program_files)
    endif()
  endforeach()
  set(roots "")
  set(installers "")
  if(use_system AND ${ctx}_PLATFORM STREQUAL "windows")
    _cudnn_versioned_subdirs(roots "${program_files}/NVIDIA GPU Computing Toolkit/CUDA" v)
    _cudnn_versioned_subdirs(installers "${program_files}/NVIDIA/CUDNN" v)
  elseif(use_system AND NOT CMAKE_HOST_WIN32)
    _cudnn_root_mode(mode)
    _cudnn_found_dirs(cuda PATHS /usr/local/cuda NO_DEFAULT_PATH ${mode})
    foreach(root IN LISTS cuda)
      _cudnn_add_place(${l} /usr/local/cuda "${root}" cuda-root)
    endforeach()
    _cudnn_versioned_subdirs(roots /usr/local cuda-)
  endif()
  foreach(root IN LISTS roots)
    _cudnn_add_place(${l} "CUDA toolkit folder" "${root}" cuda-root)
  endforeach()
  foreach(root IN LISTS installers)
    _cudnn_add_place(${l} "cuDNN installer" "${root}" installer)
  endforeach()
  foreach(var ORIGINS PATHS KINDS KEYS REJECTED)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# 7. Python environments: the nvidia-cudnn-cu<N> wheels' site-packages/nvidia/cudnn
# of VIRTUAL_ENV and CONDA_PREFIX (where CMake finds them: in a cross build,
# under the root path), the conda prefix itself, then the wheels of the
# interpreter (not when cross-compiling: the host's interpreter holds the
# host's binaries).
function(_cudnn_python_places l ctx)
  _cudnn_find_use(use_system_env SYSTEM_ENVIRONMENT_PATH)
  if(NOT use_system_env)
    return()
  endif()
  _cudnn_root_mode(mode)
  foreach(var VIRTUAL_ENV CONDA_PREFIX)
    set(prefixes "")
    if(NOT "$ENV{${var}}" STREQUAL "")
      _cudnn_normal_path(prefix "$ENV{${var}}")
      _cudnn_found_dirs(prefixes PATHS "${prefix}" NO_DEFAULT_PATH ${mode})
    endif()
    foreach(prefix IN LISTS prefixes)
      _cudnn_prefix_site_packages(sites ${ctx} "${prefix}")
      foreach(site IN LISTS sites)
        _cudnn_add_place(${l} "ENV{${var}} pip wheel" "${site}/nvidia/cudnn" python)
      endforeach()
    endforeach()
  endforeach()
  _cudnn_add_place(${l} "ENV{CONDA_PREFIX}" "$ENV{CONDA_PREFIX}" conda)
  if(NOT CMAKE_CROSSCOMPILING)
    _cudnn_python_interpreter(python)
    _cudnn_interpreter_site_packages(sites "${python}")
    foreach(site IN LISTS sites)
      _cudnn_add_place(${l} "Python ${python}" "${site}/nvidia/cudnn" python)
    endforeach()
  endif()
  foreach(var ORIGINS PATHS KINDS KEYS REJECTED)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# _cudnn_places(<l> <ctx> [NO_EXPLICIT])
# The search order documented in FindCUDNN.cmake ("Search Behavior");
# 8. the system prefixes (CMake's group: CMAKE_SYSTEM_PREFIX_PATH) not for a
# Windows target.  NO_EXPLICIT: the whole machine, as if no artifacts or
# CUDNN_ROOT were set (the doctor: they replace the search instead of leading it).
function(_cudnn_places l ctx)
  cmake_parse_arguments(PARSE_ARGV 2 A "NO_EXPLICIT" "" "")
  foreach(var ORIGINS PATHS KINDS KEYS REJECTED)
    set(${l}_${var} "")
  endforeach()
  set(${l}_EXPLICIT FALSE)
  if(NOT A_NO_EXPLICIT)
    _cudnn_explicit_places(${l} ${ctx})
  endif()
  if(NOT ${l}_EXPLICIT)
    _cudnn_hinted_places(${l})
    if(${ctx}_PYTHON_FIRST)
      _cudnn_python_places(${l} ${ctx})
    endif()
    _cudnn_prefix_path_places(${l})
    _cudnn_cuda_places(${l} ${ctx})
    if(NOT ${ctx}_PYTHON_FIRST)
      _cudnn_python_places(${l} ${ctx})
    endif()
    if(NOT ${ctx}_PLATFORM STREQUAL "windows" AND NOT CMAKE_HOST_WIN32)
      _cudnn_add_cmake_places(${l} system system NO_PACKAGE_ROOT_PATH NO_CMAKE_PATH
                              NO_CMAKE_ENVIRONMENT_PATH NO_SYSTEM_ENVIRONMENT_PATH)
    endif()
  endif()
  foreach(var ORIGINS PATHS KINDS KEYS REJECTED EXPLICIT)
    set(${l}_${var} "${${l}_${var}}" PARENT_SCOPE)
  endforeach()
endfunction()
