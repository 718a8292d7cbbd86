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
#   <l>_NAMED     the hint that made that choice, as messages name it
#                 (CUDNN_ROOT, ENV{CUDNN_ROOT}, CUDNN_PATH, the artifacts'
#                 names), even when it gave no place (an ignored prefix); ""
#   <l>_REJECTED  "\n    <origin>: <path>: <reason>" lines for hints whose path
#                 names no folder ('~', a relative path) or a list cannot carry
# (and <l>_KEYS, one per place: what _cudnn_add_found compares).  Every
# function that adds places hands the five lists back with return(PROPAGATE).

include_guard(GLOBAL)

# _cudnn_found_dirs(<out> <find_path arguments>...)
# The existing folders find_path() would search with these arguments,
# re-rooted as find_library() re-roots (CMAKE_FIND_ROOT_PATH_MODE_LIBRARY, not
# find_path()'s _INCLUDE): a place is where libraries are.
function(_cudnn_found_dirs out)
  set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE "${CMAKE_FIND_ROOT_PATH_MODE_LIBRARY}")
  _cudnn_candidates(dirs find_path NAMES . ${ARGN})
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# _cudnn_real_path(<out> <path>): the real path of <path>, or <path> as it is
# when it does not exist (file(REAL_PATH) then warns, and differs by version).
function(_cudnn_real_path out path)
  if(EXISTS "${path}")
    file(REAL_PATH "${path}" path)
  endif()
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

# _cudnn_not_ignored(<out> <dir>...)
# The folders that CMAKE_IGNORE_PREFIX_PATH and CMAKE_SYSTEM_IGNORE_PREFIX_PATH
# do not name, as written or through a link: find_*() compares its prefixes
# as written and leaves PATHS alone; the module counts a folder reached through
# links once.
function(_cudnn_not_ignored out)
  _cudnn_path_forms(ignored ${CMAKE_IGNORE_PREFIX_PATH} ${CMAKE_SYSTEM_IGNORE_PREFIX_PATH})
  set(kept "")
  foreach(dir IN LISTS ARGN)
    _cudnn_real_path(real "${dir}")
    if(NOT dir IN_LIST ignored AND NOT real IN_LIST ignored)
      list(APPEND kept "${dir}")
    endif()
  endforeach()
  set(${out} "${kept}" PARENT_SCOPE)
endfunction()

# _cudnn_add_found(<l> <origin> <kind> <dir>...)
# Appends the folders to <l>, each unless it is listed already: compared by
# kind and real path, so /usr/local/cuda and the toolkit it links to count
# once, and the first place, in search order, is the one that found it.
function(_cudnn_add_found l origin kind)
  foreach(dir IN LISTS ARGN)
    _cudnn_real_path(real "${dir}")
    string(MD5 key "${kind}|${real}")
    if(NOT key IN_LIST ${l}_KEYS)
      list(APPEND ${l}_ORIGINS "${origin}")
      list(APPEND ${l}_PATHS "${dir}")
      list(APPEND ${l}_KINDS "${kind}")
      list(APPEND ${l}_KEYS "${key}")
    endif()
  endforeach()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS)
endfunction()

# _cudnn_add_place(<l> <origin> <path> <kind>)
# A place the module names itself: the folders find_path() finds for <path>
# (re-rooted as find_library() would), or <path> as written when there are
# none (an absent place, reported as such).  A path a list cannot carry
# becomes a line of <l>_REJECTED; one that CMAKE_IGNORE_PREFIX_PATH names is
# left out.
function(_cudnn_add_place l origin path kind)
  _cudnn_list_problem(problem "${path}")
  if(problem)
    string(APPEND ${l}_REJECTED "\n    ${origin}: ${path}: ${problem}")
  elseif(NOT path STREQUAL "")
    _cudnn_normal_path(path "${path}")
    set(dirs "")
    if(NOT path MATCHES "^~") # CMake would not expand it: reported as written
      _cudnn_found_dirs(dirs PATHS "${path}" NO_DEFAULT_PATH)
    endif()
    if(NOT dirs)
      set(dirs "${path}")
    endif()
    _cudnn_not_ignored(kept "${path}")
    if(NOT kept STREQUAL "")
      _cudnn_not_ignored(kept ${dirs})
      _cudnn_add_found(${l} "${origin}" ${kind} ${kept})
    endif()
  endif()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED)
endfunction()

# _cudnn_add_cmake_places(<l> <origin> <kind> <find_path options>...)
# The prefixes of one of CMake's own groups (CMAKE_PREFIX_PATH, the system
# prefixes), as find_path() searches them: it tries <prefix>/include/<arch>,
# <prefix>/include and <prefix> itself; a folder is a prefix unless it is
# <prefix>/include[/<name>] of another.  '/' is left out: cuDNN is never
# there, and its lib/ is /usr/lib on a merged-/usr system.
function(_cudnn_add_cmake_places l origin kind)
  _cudnn_found_dirs(dirs ${ARGN})
  set(prefixes "")
  foreach(dir IN LISTS dirs)
    string(REGEX REPLACE "/include(/[^/]+)?$" "" parent "${dir}")
    if((parent STREQUAL dir OR NOT parent IN_LIST dirs) AND NOT dir STREQUAL "/")
      list(APPEND prefixes "${dir}")
    endif()
  endforeach()
  _cudnn_not_ignored(prefixes ${prefixes}) # also through links
  _cudnn_add_found(${l} "${origin}" ${kind} ${prefixes})
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS)
endfunction()

# _cudnn_add_versioned(<l> <origin> <kind> <parent> <prefix>)
# The folders <parent>/<prefix><version> (v11.8, cuda-12.4, v9.19), newest
# first, in each folder CMake finds for <parent>.
function(_cudnn_add_versioned l origin kind parent prefix)
  _cudnn_found_dirs(parents PATHS "${parent}" NO_DEFAULT_PATH)
  foreach(dir IN LISTS parents)
    _cudnn_glob(entries "${dir}" "${prefix}*")
    list(FILTER entries INCLUDE REGEX "^${prefix}[0-9]+(\\.[0-9]+)*$")
    list(SORT entries COMPARE NATURAL ORDER DESCENDING)
    foreach(entry IN LISTS entries)
      if(IS_DIRECTORY "${dir}/${entry}")
        _cudnn_add_place(${l} "${origin}" "${dir}/${entry}" ${kind})
      endif()
    endforeach()
  endforeach()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED)
endfunction()

# _cudnn_add_root(<l> <origin> <path>)
# CUDNN_ROOT or the like as a place; a line of <l>_REJECTED instead when it
# names no folder because of how it is written (_cudnn_written_root_problem).
function(_cudnn_add_root l origin path)
  _cudnn_written_root_problem(problem "${origin}" "${path}")
  if(problem)
    string(APPEND ${l}_REJECTED "\n    ${origin}: ${problem}")
  else()
    _cudnn_add_place(${l} "${origin}" "${path}" root)
  endif()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED)
endfunction()

# _cudnn_written_root_problem(<out> <origin> <path>)
# "<path as read>: <why it names no folder, and the fix>" for a hint that
# does not exist as written, "" otherwise: quotes or blanks around it (kept
# when a path is pasted into a shell or a Windows dialog), '~' (CMake does not
# expand it), a Windows drive path on another host, a relative path (taken from
# the project's source folder).  The fix says how to set <origin>: an
# environment variable is no -D option.
function(_cudnn_written_root_problem out origin path)
  _cudnn_normal_path(full "${path}")
  set(written "${path}")
  if(CMAKE_HOST_WIN32)
    file(TO_CMAKE_PATH "${path}" written)
  endif()
  string(STRIP "${written}" stripped)
  set(unquoted "${stripped}")
  if(stripped MATCHES "^\"(.*)\"$")
    set(unquoted "${CMAKE_MATCH_1}")
  elseif(stripped MATCHES "^'(.*)'$")
    set(unquoted "${CMAKE_MATCH_1}")
  endif()
  _cudnn_list_problem(list_problem "${path}")
  set(problem "")
  if(IS_DIRECTORY "${written}" OR list_problem)
  elseif(NOT unquoted STREQUAL stripped)
    _cudnn_how_to_set(fix "${origin}" "${unquoted}")
    set(problem "'${written}': the quotes are part of the value, so it names no folder: set it without them (${fix})")
  elseif(NOT stripped STREQUAL written)
    _cudnn_how_to_set(fix "${origin}" "${stripped}")
    set(problem "'${written}': the folder does not exist: the value has a blank before or after the path, which is part of the name to CMake: set it without (${fix})")
  elseif(written MATCHES "^~(/(.*))?$")
    set(problem "${written}: the folder does not exist: CMake does not expand '~' in paths. Write the folder in full (e.g. $ENV{HOME}/${CMAKE_MATCH_2}), or use \$ENV{HOME} in CMake code")
  elseif(NOT CMAKE_HOST_WIN32 AND written MATCHES "^([A-Za-z]):[/\\]")
    string(TOLOWER "${CMAKE_MATCH_1}" drive)
    set(problem "${written}: this is a Windows path, and CMake runs on ${CMAKE_HOST_SYSTEM_NAME} here: give this machine's path to the install (under WSL, ${CMAKE_MATCH_1}: is /mnt/${drive})")
  elseif(NOT IS_ABSOLUTE "${written}" AND NOT EXISTS "${full}")
    set(here "\$PWD") # the shell's current folder
    if(CMAKE_HOST_WIN32 AND origin MATCHES "^ENV{")
      set(here "%CD%")
    endif()
    _cudnn_how_to_set(fix "${origin}" "${here}/${written}")
    set(problem "${full}: the folder does not exist: a relative ${origin} ('${written}') is taken from the project's source folder, ${CMAKE_CURRENT_SOURCE_DIR}, not from where cmake runs. Give an absolute path (e.g. ${fix})")
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_how_to_set(<out> <origin> <value>)
# How a user sets <origin> to <value>: -D<name>=<value> for a variable;
# for ENV{<name>}, the shell's way on the host that runs CMake.  A value with
# a blank is quoted for a POSIX shell, never for cmd's 'set', which would keep
# the quotes in the value.
function(_cudnn_how_to_set out origin value)
  set(quoted "${value}")
  if(value MATCHES "[ \t]")
    set(quoted "\"${value}\"")
  endif()
  if(NOT origin MATCHES "^ENV{(.+)}$")
    set(how "-D${origin}=${quoted}")
  elseif(CMAKE_HOST_WIN32)
    set(how "set ${CMAKE_MATCH_1}=${value}")
  else()
    set(how "export ${CMAKE_MATCH_1}=${quoted}")
  endif()
  set(${out} "${how}" PARENT_SCOPE)
endfunction()

# 1. The artifacts (CUDNN_INCLUDE_DIR, CUDNN_LIBRARY: the context's USER_*),
# else 2. CUDNN_ROOT (the variable, the environment variable, cudnn-frontend's
# CUDNN_PATH variable): the only place searched when set.
function(_cudnn_explicit_places l ctx)
  if(NOT "${${ctx}_USER_INCLUDE_DIR}" STREQUAL "")
    set(${l}_NAMED "${${ctx}_USER_ORIGIN}")
    _cudnn_add_place(${l} "${${ctx}_USER_ORIGIN}" "${${ctx}_USER_INCLUDE_DIR}" artifacts)
  elseif(NOT "${${ctx}_USER_LIBRARY}" STREQUAL "")
    set(${l}_NAMED "${${ctx}_USER_ORIGIN}")
    _cudnn_add_place(${l} "${${ctx}_USER_ORIGIN}" "${${ctx}_USER_LIBRARY}" artifacts)
  elseif(NOT "${CUDNN_ROOT}" STREQUAL "")
    set(${l}_NAMED CUDNN_ROOT)
    _cudnn_add_root(${l} CUDNN_ROOT "${CUDNN_ROOT}")
  elseif(NOT "$ENV{CUDNN_ROOT}" STREQUAL "")
    set(${l}_NAMED "ENV{CUDNN_ROOT}")
    _cudnn_add_root(${l} "ENV{CUDNN_ROOT}" "$ENV{CUDNN_ROOT}")
  elseif(NOT "${CUDNN_PATH}" STREQUAL "")
    set(${l}_NAMED CUDNN_PATH)
    _cudnn_add_root(${l} CUDNN_PATH "${CUDNN_PATH}")
  else()
    return()
  endif()
  set(${l}_EXPLICIT TRUE)
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED ${l}_EXPLICIT ${l}_NAMED)
endfunction()

# 5. CUDA roots, where hand installs copy cuDNN's bin, include and lib/x64:
# the toolkit in use, CUDA_PATH, CUDA_PATH_V<M>_<m>, the standard folders;
# then 6. NVIDIA's cuDNN 9 installer (Windows).  The CMAKE_FIND_USE_* switches
# as find_*() reads them: unset means on.
function(_cudnn_cuda_places l ctx)
  _cudnn_add_place(${l} "CUDA toolkit in use" "${${ctx}_TOOLKIT}" cuda-root)
  if(NOT DEFINED CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH OR CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH)
    foreach(var IN ITEMS CUDA_PATH ${${ctx}_CUDA_PATH_VARS})
      _cudnn_add_place(${l} "ENV{${var}}" "$ENV{${var}}" cuda-root)
    endforeach()
  endif()
  if(DEFINED CMAKE_FIND_USE_CMAKE_SYSTEM_PATH AND NOT CMAKE_FIND_USE_CMAKE_SYSTEM_PATH)
    return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED)
  elseif(${ctx}_PLATFORM STREQUAL "windows")
    set(program_files "C:/Program Files")
    foreach(var ProgramFiles ProgramW6432)
      if(DEFINED ENV{${var}})
        file(TO_CMAKE_PATH "$ENV{${var}}" program_files)
      endif()
    endforeach()
    _cudnn_add_versioned(${l} "CUDA toolkit folder" cuda-root "${program_files}/NVIDIA GPU Computing Toolkit/CUDA" v)
    _cudnn_add_versioned(${l} "cuDNN installer" installer "${program_files}/NVIDIA/CUDNN" v)
  elseif(NOT CMAKE_HOST_WIN32)
    _cudnn_found_dirs(roots PATHS /usr/local/cuda NO_DEFAULT_PATH)
    foreach(root IN LISTS roots)
      _cudnn_add_place(${l} /usr/local/cuda "${root}" cuda-root)
    endforeach()
    _cudnn_add_versioned(${l} "CUDA toolkit folder" cuda-root /usr/local cuda-)
  endif()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED)
endfunction()

# 7. Python environments: the nvidia-cudnn-cu<N> wheels' site-packages/nvidia/cudnn
# (then nvidia/cudnn_jit, the nvidia-cudnn-jit-cu<N> wheels', where there is
# one: the full package first, and no message lists a JIT folder that is not there)
# of VIRTUAL_ENV and CONDA_PREFIX (where CMake finds them: in a cross build,
# under the root path), the conda prefix itself, then the wheels of the
# interpreter (not when cross-compiling: the host's interpreter holds the
# host's binaries).  All of them ENV places (CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH).
function(_cudnn_python_places l ctx)
  if(DEFINED CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH AND NOT CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH)
    return()
  endif()
  foreach(var VIRTUAL_ENV CONDA_PREFIX)
    if("$ENV{${var}}" STREQUAL "")
      continue()
    endif()
    _cudnn_found_dirs(prefixes PATHS "$ENV{${var}}" NO_DEFAULT_PATH)
    _cudnn_prefix_site_packages(sites ${ctx} ${prefixes})
    foreach(site IN LISTS sites)
      _cudnn_add_place(${l} "ENV{${var}} pip wheel" "${site}/nvidia/cudnn" python)
      if(IS_DIRECTORY "${site}/nvidia/cudnn_jit")
        _cudnn_add_place(${l} "ENV{${var}} pip wheel" "${site}/nvidia/cudnn_jit" python)
      endif()
    endforeach()
  endforeach()
  _cudnn_add_place(${l} "ENV{CONDA_PREFIX}" "$ENV{CONDA_PREFIX}" conda)
  if(NOT CMAKE_CROSSCOMPILING)
    _cudnn_interpreter_site_packages(python sites)
    foreach(site IN LISTS sites)
      _cudnn_add_place(${l} "Python ${python}" "${site}/nvidia/cudnn" python)
      if(IS_DIRECTORY "${site}/nvidia/cudnn_jit")
        _cudnn_add_place(${l} "Python ${python}" "${site}/nvidia/cudnn_jit" python)
      endif()
    endforeach()
  endif()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED)
endfunction()

# _cudnn_places(<l> <ctx> [NO_EXPLICIT])
# The search order documented in FindCUDNN.cmake ("Search Behavior").
# NO_EXPLICIT: the whole machine, as if no artifacts or CUDNN_ROOT were set
# (the doctor: they replace the search instead of leading it).
function(_cudnn_places l ctx)
  cmake_parse_arguments(PARSE_ARGV 2 A "NO_EXPLICIT" "" "")
  foreach(var ORIGINS PATHS KINDS KEYS REJECTED NAMED)
    set(${l}_${var} "")
  endforeach()
  set(${l}_EXPLICIT FALSE)
  if(NOT A_NO_EXPLICIT)
    _cudnn_explicit_places(${l} ${ctx})
  endif()
  if(NOT ${l}_EXPLICIT)
    # 3. The hints other modules read
    _cudnn_add_place(${l} CUDNN_ROOT_DIR "${CUDNN_ROOT_DIR}" root)
    foreach(var CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR)
      _cudnn_add_place(${l} "ENV{${var}}" "$ENV{${var}}" root)
    endforeach()
    if(${ctx}_PYTHON_FIRST)
      _cudnn_python_places(${l} ${ctx})
    endif()
    # 4. CMAKE_PREFIX_PATH, the variable then the environment (CMake's own
    # groups: CMAKE_FIND_USE_CMAKE_PATH and _CMAKE_ENVIRONMENT_PATH switch them off)
    set(groups NO_PACKAGE_ROOT_PATH NO_SYSTEM_ENVIRONMENT_PATH NO_CMAKE_SYSTEM_PATH)
    _cudnn_add_cmake_places(${l} CMAKE_PREFIX_PATH root ${groups} NO_CMAKE_ENVIRONMENT_PATH)
    _cudnn_add_cmake_places(${l} "ENV{CMAKE_PREFIX_PATH}" root ${groups} NO_CMAKE_PATH)
    _cudnn_cuda_places(${l} ${ctx})
    if(NOT ${ctx}_PYTHON_FIRST)
      _cudnn_python_places(${l} ${ctx})
    endif()
    # 8. The system prefixes (CMake's group: CMAKE_SYSTEM_PREFIX_PATH), not for Windows
    if(NOT ${ctx}_PLATFORM STREQUAL "windows" AND NOT CMAKE_HOST_WIN32)
      _cudnn_add_cmake_places(${l} system system NO_PACKAGE_ROOT_PATH NO_CMAKE_PATH
                              NO_CMAKE_ENVIRONMENT_PATH NO_SYSTEM_ENVIRONMENT_PATH)
    endif()
  endif()
  return(PROPAGATE ${l}_ORIGINS ${l}_PATHS ${l}_KINDS ${l}_KEYS ${l}_REJECTED ${l}_EXPLICIT ${l}_NAMED)
endfunction()
