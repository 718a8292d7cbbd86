# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Where Python keeps its wheels (site-packages), for the nvidia-cudnn-cu<N>
# places of places.cmake, without starting Python where the layout says: a
# pyenv shim is resolved, a venv read from its pyvenv.cfg, a prefix install
# from lib/python3.X/site-packages; elsewhere (Debian's /usr, Windows, a venv
# that includes the system's site-packages) the interpreter is asked, once
# per interpreter (cached).

include_guard(GLOBAL)

# _cudnn_prefix_site_packages(<out> <ctx> <prefix>...): the site-packages
# folders of Python prefixes (venv, conda environment, system prefix) for the
# target, the newest Python first.
function(_cudnn_prefix_site_packages out ctx)
  set(result "")
  foreach(prefix IN LISTS ARGN)
    if(${ctx}_PLATFORM STREQUAL "windows")
      list(APPEND result "${prefix}/Lib/site-packages")
      continue()
    endif()
    foreach(libdir lib lib64)
      _cudnn_glob(pythons "${prefix}/${libdir}" "python3*")
      list(SORT pythons COMPARE NATURAL ORDER DESCENDING)
      list(TRANSFORM pythons PREPEND "${prefix}/${libdir}/")
      list(TRANSFORM pythons APPEND "/site-packages")
      list(APPEND result ${pythons})
    endforeach()
  endforeach()
  set(${out} "${result}" PARENT_SCOPE)
endfunction()

# _cudnn_pyenv_shim_target(<out> <python>)
# The interpreter a pyenv shim would run, without running it (a shim starts
# bash and pyenv, then Python): PYENV_VERSION, else the nearest .python-version
# from the working folder up, else $PYENV_ROOT/version.  <python> itself when
# it is no shim, or the shim's choice is "system" or not installed.
function(_cudnn_pyenv_shim_target out python)
  set(${out} "${python}" PARENT_SCOPE)
  if(NOT EXISTS "${python}" OR IS_DIRECTORY "${python}")
    return()
  endif()
  file(READ "${python}" head LIMIT 1024)
  # (PYENV_ROOT's match last, so that CMAKE_MATCH_1 is its value)
  if(NOT head MATCHES "^#!" OR NOT head MATCHES "pyenv\" exec "
     OR NOT head MATCHES "export PYENV_ROOT=\"([^\"\n]+)\"")
    return()
  endif()
  set(root "${CMAKE_MATCH_1}")
  set(version "$ENV{PYENV_VERSION}")
  set(dir "$ENV{PWD}") # up to "" (for "/.python-version"), as pyenv looks
  while(version STREQUAL "" AND dir MATCHES "/" AND NOT EXISTS "${dir}/.python-version")
    string(REGEX REPLACE "/[^/]*$" "" dir "${dir}")
  endwhile()
  set(file "${dir}/.python-version")
  if(NOT EXISTS "${file}")
    set(file "${root}/version")
  endif()
  if(version STREQUAL "" AND EXISTS "${file}")
    # its first line that is neither blank nor a comment
    file(STRINGS "${file}" version LIMIT_COUNT 1 REGEX "^[ \t\r]*[^# \t\r]")
    string(STRIP "${version}" version)
  endif()
  string(REGEX REPLACE ":.*" "" version "${version}")
  get_filename_component(program "${python}" NAME)
  set(target "${root}/versions/${version}/bin/${program}")
  if(NOT version STREQUAL "" AND NOT version STREQUAL "system" AND EXISTS "${target}")
    set(${out} "${target}" PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_python_sites_from_layout(<out> <python>)
# site-packages of an interpreter from its layout, without starting it:
# purelib/platlib (lib/python3.X/site-packages of its venv, or of its prefix)
# and the user site (PYTHONUSERBASE or ~/.local).  "" when the layout does not
# say (Debian's /usr, a venv that includes the system's site-packages,
# Windows, PYTHONPATH set): then the interpreter is asked.
function(_cudnn_python_sites_from_layout out python)
  set(${out} "" PARENT_SCOPE)
  if(CMAKE_HOST_WIN32 OR NOT EXISTS "${python}" OR NOT "$ENV{PYTHONPATH}" STREQUAL "")
    return()
  endif()
  get_filename_component(prefix "${python}/../.." ABSOLUTE)
  if(EXISTS "${prefix}/pyvenv.cfg")
    file(STRINGS "${prefix}/pyvenv.cfg" cfg LIMIT_COUNT 20)
    if(cfg MATCHES "include-system-site-packages *= *[Tt]rue"
       OR NOT cfg MATCHES "(^|;)version(_info)? *= *3\\.([0-9]+)")
      return()
    endif()
    set(x "${CMAKE_MATCH_3}")
  else()
    file(REAL_PATH "${python}" real)
    if(NOT real MATCHES "/python3\\.([0-9]+)$")
      return()
    endif()
    set(x "${CMAKE_MATCH_1}")
    get_filename_component(prefix "${real}/../.." ABSOLUTE)
    if(prefix MATCHES "^/usr(/local)?$" OR NOT IS_DIRECTORY "${prefix}/lib/python3.${x}/site-packages")
      return()
    endif()
  endif()
  set(userbase "$ENV{PYTHONUSERBASE}")
  if(userbase STREQUAL "")
    set(userbase "$ENV{HOME}/.local")
  endif()
  set(${out} "${prefix}/lib/python3.${x}/site-packages;${userbase}/lib/python3.${x}/site-packages" PARENT_SCOPE)
endfunction()

# _cudnn_interpreter_site_packages(<out-python> <out>)
# The project's interpreter (Python3_EXECUTABLE, Python_EXECUTABLE), else the
# first python3 on PATH (false when there is none), and its site-packages,
# cached per interpreter and PYTHONPATH: from its layout where that says (no
# process), else asked (a Python start costs tens of milliseconds, through a
# pyenv shim two processes).  Asked whenever PYTHONPATH is set: pip's isolated
# build environment adds its site-packages (the build requirements, a cuDNN
# wheel among them) through it, and only the interpreter's sys.path shows
# them; they come first, as they do there.
function(_cudnn_interpreter_site_packages out_python out)
  set(python "${Python3_EXECUTABLE}")
  if(NOT python)
    set(python "${Python_EXECUTABLE}")
  endif()
  if(NOT python)
    unset(python) # find_program() does not search when its variable is set
    find_program(python NAMES python3 python NO_CACHE)
  endif()
  set(${out_python} "${python}" PARENT_SCOPE)
  set(${out} "" PARENT_SCOPE)
  if(NOT python)
    return()
  endif()
  _cudnn_pyenv_shim_target(real "${python}")
  string(MD5 key "${real}|$ENV{PYTHONPATH}")
  if(NOT DEFINED _CUDNN_PYTHON_SITES_${key})
    _cudnn_python_sites_from_layout(sites "${real}")
    if(NOT sites)
      execute_process(
        COMMAND "${real}" -c
          "import site, sys, sysconfig; s = [d for d in sys.path if d.endswith(('site-packages', 'dist-packages'))]; p = [sysconfig.get_paths()[k] for k in ('purelib', 'platlib')]; u = getattr(site, 'getusersitepackages', lambda: '')(); print('\\n'.join(s + p + [u]))"
        OUTPUT_VARIABLE text ERROR_QUIET RESULT_VARIABLE rc TIMEOUT 20)
      if(rc EQUAL 0) # one path a line
        string(REPLACE "\n" ";" text "${text}")
        list(TRANSFORM text STRIP)
        file(TO_CMAKE_PATH "${text}" sites)
      endif()
    endif()
    list(REMOVE_ITEM sites "")
    list(REMOVE_DUPLICATES sites)
    set(_CUDNN_PYTHON_SITES_${key} "${sites}" CACHE INTERNAL "site-packages of ${real}")
  endif()
  set(${out} "${_CUDNN_PYTHON_SITES_${key}}" PARENT_SCOPE)
endfunction()
