# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.

#[=======================================================================[.rst:
FindCUDNN
---------

Finds NVIDIA's cuDNN library, wherever and however it was installed, checks
that the install is usable, and explains every install it did not choose.

.. code-block:: cmake

  find_package(CUDNN [<version>[...<max>]] [EXACT] [REQUIRED] [QUIET]
               [COMPONENTS <sub-library>...] [OPTIONAL_COMPONENTS <sub-library>...])

A plain ``<version>`` is a minimum, ``EXACT`` pins it, and a range such as
``8.8...<9`` accepts any version in it.  Requires CMake 3.19 or newer.

Search Behavior
^^^^^^^^^^^^^^^

Places are tried in this order.  Each place holds at most one install; every
install found is inspected (version header, main library, sub-libraries,
the CUDA version its layout is built for, the library files' headers), and
the **first** one, in this order, that satisfies the requested version, the
CUDA toolkit's major version and the required components is chosen.  When
more than one qualifies, the configure output names the chosen one and the
others (those after the chosen one are checked for their version, CUDA
version, headers and main library only; ``cmake -P cmake/cudnn-doctor.cmake``
inspects every install in full).

1. The artifacts ``CUDNN_INCLUDE_DIR`` and ``CUDNN_LIBRARY``, when you set
   them (each may name a file or the folder that holds it; cudnn-frontend's
   ``CUDNN_INCLUDE_PATH`` and ``CUDNN_LIBRARY_PATH`` are read the same way).
   Nothing else is searched.
2. ``CUDNN_ROOT`` (the CMake variable, else the environment variable; then
   cudnn-frontend's ``CUDNN_PATH`` variable).  If it holds no usable
   install, configuring fails with the reason: there is no silent fall-back.
3. The hints other modules read: the ``CUDNN_ROOT_DIR`` variable, then the
   environment variables ``CUDNN_PATH``, ``CUDNN_HOME``, ``CUDNN_ROOT_DIR``.
4. ``CMAKE_PREFIX_PATH`` (variable, then environment).
5. CUDA roots, where hand installs copy cuDNN's ``bin``, ``include`` and
   ``lib/x64``: the CUDA toolkit in use (``find_package(CUDAToolkit)``,
   run quietly if the project has not), ``$ENV{CUDA_PATH}``, every
   ``$ENV{CUDA_PATH_V<major>_<minor>}`` (newest first), and
   ``<Program Files>/NVIDIA GPU Computing Toolkit/CUDA/v*`` (Windows) or
   ``/usr/local/cuda``, ``/usr/local/cuda-*`` (Linux).
6. NVIDIA's cuDNN 9 installer, ``<Program Files>/NVIDIA/CUDNN/v*`` (newest
   first).
7. Python environments: ``site-packages/nvidia/cudnn`` (the
   ``nvidia-cudnn-cu<N>`` wheels) of ``$ENV{VIRTUAL_ENV}``,
   ``$ENV{CONDA_PREFIX}`` and of the interpreter (``Python3_EXECUTABLE``,
   else the first ``python3`` on ``PATH``); and ``$ENV{CONDA_PREFIX}``
   itself (``Library/`` on Windows).
8. System places (Linux): ``/usr/local`` and ``/usr``, including Debian's
   multiarch folders (``include/<triplet>``, ``lib/<triplet>``).

Within a place, these layouts are recognised: ``include/`` + ``lib64/``,
``lib/`` or ``lib/<triplet>/`` (Linux tarballs, CUDA roots, conda, Debian
packages whose names end in ``_v<major>``); ``include/`` + ``lib/x64/`` +
``bin/`` or ``bin/x64/`` (Windows zips, CUDA roots, wheels); a ``cuda/`` top
folder (archives of cuDNN 7 to 8.2); and per-CUDA sub-folders
``include/<cuda>/``, ``lib/<cuda>/x64/``, ``bin/<cuda>[/x64]/`` (NVIDIA's
cuDNN 9 installer, and any root laid out like it), where the sub-folder
matching the CUDA toolkit's major version is chosen, newest minor first.
Libraries that exist only as ``libcudnn.so.<major>`` (pip wheels) are found.

``CMAKE_FIND_USE_CMAKE_PATH``, ``CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH``,
``CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH`` (the ``CUDA_PATH*``, Python and
conda places) and ``CMAKE_FIND_USE_CMAKE_SYSTEM_PATH`` (the fixed folders)
switch groups of places off, as they do for ``find_library``.

The result is cached: re-configuring with the same inputs (hints, requested
version and components, the environment variables above, the chosen files'
timestamps) does not search again; changing any of them does.  Nor does it
run ``find_package(CUDAToolkit)`` again while the toolkit's hints
(``CUDAToolkit_ROOT``, ``CUDA_PATH``, ``CMAKE_CUDA_COMPILER``) are unchanged:
it restores the variables it read and ``CUDA::cudart`` from the first run.  A
project that uses other ``CUDA::`` targets calls ``find_package(CUDAToolkit)``
itself.

Hints
^^^^^

``CUDNN_ROOT``
  The folder that holds ``include/`` and ``lib/`` (or the installer's
  ``v9.x`` folder, a wheel's ``nvidia/cudnn``, a conda prefix).
``CUDNN_CUDA_VERSION``
  The CUDA version whose cuDNN build to choose: ``<major>``, ``<major>.<minor>``
  or ``<major>.<minor>.<patch>`` (e.g. ``12``, ``12.9``); any other value is
  an error.  Defaults to the CUDA toolkit's version; when set, the module does
  not look for the toolkit itself.  Installs are matched on the major
  version; an install's own CUDA version is read from the installer's
  per-CUDA sub-folder, a wheel's or Debian package's name, the
  ``version.json``/``version.txt``/``include/cuda.h`` of a root that is
  itself a CUDA toolkit, or a folder or archive name (``v11.8``,
  ``cuda-12.4``, ``_cuda11``); the probe compares it with
  ``cudnnGetCudartVersion()``.
``CUDNN_USE_STATIC_LIBS``
  Link cuDNN statically (Linux).  cuDNN 8.3 and newer have no
  ``libcudnn_static.a``: every ``libcudnn_<sub>_static*.a`` is linked, as
  whole archives.
``CUDNN_PROBE``
  ``AUTO`` (default), ``LIBRARY``, ``GPU`` or ``OFF``: how the chosen install
  is checked by running a small program at configure time (see Probe).
``ZLIBWAPI_ROOT``, ``CUDNN_ZLIBWAPI_DLL``
  Where ``zlibwapi.dll`` is (a folder, variable or environment; or the file):
  Windows builds of cuDNN 8.3 to 9.1 need it and NVIDIA does not ship it.

Components
^^^^^^^^^^

The sub-libraries.  cuDNN 9: ``graph``, ``ops``, ``cnn``, ``adv``,
``engines_precompiled``, ``engines_runtime_compiled``, ``heuristic`` and any
further one the install holds (e.g. ``engines_tensor_ir``, ``ext``).
cuDNN 8: ``ops_infer``, ``ops_train``, ``cnn_infer``, ``cnn_train``,
``adv_infer``, ``adv_train``; there ``ops``, ``cnn`` and ``adv`` mean both
halves.  cuDNN 7 has none.  Asking for a component the found major does not
have fails with that reason.  A missing sub-library is reported even when
not requested: the main library loads all of them by name at run time.

Imported Targets
^^^^^^^^^^^^^^^^

``CUDNN::cudnn``
  The main library, with its include directories (``SYSTEM``) and, when the
  CUDA toolkit is found, ``CUDA::cudart``.  On Windows a ``SHARED IMPORTED``
  target with ``IMPORTED_IMPLIB`` the ``.lib`` and ``IMPORTED_LOCATION`` the
  ``.dll``, so ``$<TARGET_RUNTIME_DLLS>`` sees it; on Linux the real file,
  with its ``IMPORTED_SONAME``.  An install with DLLs and headers but no
  ``.lib`` (the Windows 9.x pip wheels, a ``torch/lib`` folder, or
  ``CUDNN_LIBRARY`` naming the DLL) gets import libraries made from the DLLs'
  export tables in ``<build>/cudnn-implib/`` (``dlltool`` with MinGW-w64,
  ``lib.exe /def:`` with MSVC); without either tool it is not used, and the
  reason says so.
``CUDNN::cudnn_<component>``
  Each sub-library found, linking ``CUDNN::cudnn``.
``CUDNN::cudnn_all``
  ``CUDNN::cudnn`` and every sub-library found.
``CuDNN::CuDNN``
  vcpkg's name for ``CUDNN::cudnn``.
``CUDNN::zlibwapi``
  Windows, cuDNN 8.3 to 9.1: ``zlibwapi.dll``, a run-time dependency of
  ``CUDNN::cudnn`` (it has no import library: do not link it).

Result Variables
^^^^^^^^^^^^^^^^

``CUDNN_FOUND``, ``CUDNN_VERSION`` (``8.8.0``), ``CUDNN_VERSION_MAJOR``,
``CUDNN_VERSION_MINOR``, ``CUDNN_VERSION_PATCH``, ``CUDNN_INCLUDE_DIRS``,
``CUDNN_LIBRARIES``, ``CUDNN_RUNTIME_LIBRARIES`` (every file needed at run
time), ``CUDNN_RUNTIME_LIBRARY_DIRS``, ``CUDNN_<component>_FOUND``,
``CUDNN_<component>_LIBRARY``, ``CUDNN_ZLIBWAPI_LIBRARY`` (Windows, 8.3 to
9.1).

Names other modules set, for code written against them: PyTorch's
``CUDNN_INCLUDE_PATH`` and ``CUDNN_LIBRARY_PATH``; OpenCV's
``CUDNN_MAJOR_VERSION``, ``CUDNN_MINOR_VERSION``, ``CUDNN_PATCH_VERSION``;
``CUDNN_VERSION_MAJOR/MINOR/PATCH``, ``CUDNN_INCLUDE_DIRS`` and
``CUDNN_LIBRARIES`` are shared with them.

Cache Variables
^^^^^^^^^^^^^^^

``CUDNN_INCLUDE_DIR``
  The folder holding the version header.
``CUDNN_LIBRARY``
  The main library to link (``libcudnn.so[.<major>]``, ``cudnn.lib``).

Set either to override the search (step 1 above).  Values the module set
itself are dropped and searched again when the inputs change.

Probe
^^^^^

Unless ``CUDNN_PROBE`` is ``OFF``, a small program is built and run at
configure time against the chosen install; see ``probe/README.md`` and the
project README.  Results: ``CUDNN_PROBE_RESULT`` (``PASS``, ``FAIL``,
``SKIPPED``), ``CUDNN_RUNTIME_VERSION`` and the report
``${CMAKE_BINARY_DIR}/cudnn-probe.json``.

Runtime Libraries
^^^^^^^^^^^^^^^^^

cuDNN's main library loads its sub-libraries (and, on Windows, 8.3 to 9.1,
``zlibwapi.dll``) by name at run time, so they are invisible to the linker.
No cuDNN DLL imports ``zlibwapi.dll``: without it programs link, start and
pass the version checks, and the first call that needs it fails with "Could
not locate zlibwapi.dll".

``CUDNN_RUNTIME_LIBRARIES``
  Every file the chosen install needs at run time: the DLLs on Windows, the
  ``libcudnn*.so.<major>`` files on Linux.
``$<TARGET_RUNTIME_DLLS:tgt>``
  (CMake 3.21+) lists all of them for a target linking ``CUDNN::cudnn``: the
  sub-libraries are run-time dependencies of ``CUDNN::cudnn``, never linked.
``cudnn_copy_runtime_dlls(<target>...)``
  Copies them next to each target's binary after it is linked (any generator,
  multi-config included; nothing to do on Linux, where RUNPATH finds them).
``cudnn_install_runtime_dlls([DESTINATION <dir>] [COMPONENT <c>])``
  Installs them (on Linux with their symbolic link chains).

At configure time the module warns about another cuDNN that a program would
load first (System32 or ``PATH`` on Windows, ``LD_LIBRARY_PATH`` on Linux),
a ``bin`` folder that is a link into another CUDA root, a missing or 32-bit
``zlibwapi.dll``, and DLLs of another release in a target's output folder.

Examples
^^^^^^^^

.. code-block:: cmake

  # modules/ and probe/ of cudnn-cmake, side by side, under cmake-modules/
  list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_SOURCE_DIR}/cmake-modules/modules")
  find_package(CUDNN 8.8...<10 REQUIRED COMPONENTS cnn)
  add_executable(app main.cpp)
  target_link_libraries(app PRIVATE CUDNN::cudnn)

#]=======================================================================]

# find_package(CuDNN) or (cuDNN) loads this file on a case-insensitive file
# system: the forwarder passes the <spelling>_FIND_* variables on and comes
# back here.
if(NOT CMAKE_FIND_PACKAGE_NAME STREQUAL "CUDNN" AND NOT _CUDNN_FORWARDING)
  string(TOUPPER "${CMAKE_FIND_PACKAGE_NAME}" _cudnn_spelling)
  if(_cudnn_spelling STREQUAL "CUDNN")
    unset(_cudnn_spelling)
    include("${CMAKE_CURRENT_LIST_DIR}/cudnn/forward.cmake")
    return()
  endif()
  unset(_cudnn_spelling)
endif()

if(CMAKE_VERSION VERSION_LESS 3.19)
  message(FATAL_ERROR
    "FindCUDNN needs CMake 3.19 or newer (it keeps install records with string(JSON)); "
    "this is CMake ${CMAKE_VERSION}. Install a newer CMake, e.g. 'pip install cmake'.")
endif()

include(FindPackageHandleStandardArgs)
# The stages, in the order the data flows through them.  The probe's two
# (probe-build, probe) are read below, only where a probe may run.
foreach(_cudnn_stage IN ITEMS warnings record files places inspect choose targets runtime-checks runtime)
  include("${CMAKE_CURRENT_LIST_DIR}/cudnn/${_cudnn_stage}.cmake" OPTIONAL)
endforeach()
unset(_cudnn_stage)

# Bumped when the record format or the search changes, so that results cached
# by an older module are not reused.
set(_CUDNN_MODULE_REVISION 1)

# --- The target and the CUDA toolkit -------------------------------------

if(CMAKE_SYSTEM_NAME STREQUAL "Windows" OR (NOT CMAKE_SYSTEM_NAME AND CMAKE_HOST_WIN32))
  set(_CUDNN_TARGET_PLATFORM windows)
else()
  set(_CUDNN_TARGET_PLATFORM linux)
endif()
if(CMAKE_LIBRARY_ARCHITECTURE)
  set(_CUDNN_LIBRARY_ARCHITECTURE "${CMAKE_LIBRARY_ARCHITECTURE}")
elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64)$")
  set(_CUDNN_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
else()
  set(_CUDNN_LIBRARY_ARCHITECTURE x86_64-linux-gnu)
endif()

# What find_package(CUDAToolkit) found, kept so that a re-configure does not
# search again (it re-runs find_library for every library it did not find):
# the variables this module reads, and CUDA::cudart for CUDNN::cudnn.  Reused
# while the toolkit's hints are unchanged and its files are still there; a
# static build (CUDA::*_static) always asks the toolkit module.
set(_CUDNN_TOOLKIT_VARS CUDAToolkit_VERSION CUDAToolkit_VERSION_MAJOR CUDAToolkit_VERSION_MINOR
    CUDAToolkit_VERSION_PATCH CUDAToolkit_INCLUDE_DIRS CUDAToolkit_LIBRARY_DIR
    CUDAToolkit_LIBRARY_ROOT CUDAToolkit_BIN_DIR CUDAToolkit_NVCC_EXECUTABLE)

function(_cudnn_toolkit_key out)
  string(MD5 key "${_CUDNN_MODULE_REVISION}|${CUDAToolkit_ROOT}|$ENV{CUDAToolkit_ROOT}|$ENV{CUDA_PATH}|${CMAKE_CUDA_COMPILER}|${CUDNN_USE_STATIC_LIBS}")
  set(${out} "${key}" PARENT_SCOPE)
endfunction()

function(_cudnn_toolkit_to_cache)
  _cudnn_toolkit_key(key)
  if(NOT CUDAToolkit_FOUND OR CUDNN_USE_STATIC_LIBS)
    unset(_CUDNN_TOOLKIT_KEY CACHE)
    return()
  endif()
  foreach(var IN LISTS _CUDNN_TOOLKIT_VARS)
    set(_CUDNN_TOOLKIT_${var} "${${var}}" CACHE INTERNAL "find_package(CUDAToolkit) as FindCUDNN last ran it")
  endforeach()
  set(_CUDNN_TOOLKIT_KEY "${key}" CACHE INTERNAL "Inputs of the cached CUDA toolkit")
endfunction()

function(_cudnn_toolkit_from_cache out)
  set(${out} FALSE PARENT_SCOPE)
  _cudnn_toolkit_key(key)
  if(NOT key STREQUAL "${_CUDNN_TOOLKIT_KEY}"
     OR NOT EXISTS "${_CUDNN_TOOLKIT_CUDAToolkit_NVCC_EXECUTABLE}"
     OR (CUDA_cudart_LIBRARY AND NOT EXISTS "${CUDA_cudart_LIBRARY}"))
    return()
  endif()
  foreach(var IN LISTS _CUDNN_TOOLKIT_VARS)
    set(${var} "${_CUDNN_TOOLKIT_${var}}" PARENT_SCOPE)
  endforeach()
  set(CUDAToolkit_FOUND TRUE PARENT_SCOPE)
  # As FindCUDAToolkit defines it, unless the project has it already.
  if(NOT TARGET CUDA::cudart AND CUDA_cudart_LIBRARY)
    add_library(CUDA::cudart UNKNOWN IMPORTED)
    set_property(TARGET CUDA::cudart PROPERTY IMPORTED_LOCATION "${CUDA_cudart_LIBRARY}")
    set_property(TARGET CUDA::cudart PROPERTY INTERFACE_INCLUDE_DIRECTORIES "${_CUDNN_TOOLKIT_CUDAToolkit_INCLUDE_DIRS}")
    set_property(TARGET CUDA::cudart PROPERTY INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${_CUDNN_TOOLKIT_CUDAToolkit_INCLUDE_DIRS}")
  endif()
  set(${out} TRUE PARENT_SCOPE)
endfunction()

# In a project with no language enabled CMake knows no library architecture,
# so FindCUDAToolkit misses librt in lib/<triplet> and warns about it.  librt
# is glibc's, in the system's own lib/<triplet>: looked for there, and left in
# CUDAToolkit_rt_LIBRARY where FindCUDAToolkit's find_library takes it.  By
# hand, because find_library(rt) with the triplet lent lists every folder of
# every prefix on PATH (3 ms, a fifth of this module's cold configure; lent to
# all of FindCUDAToolkit, 12 ms).
function(_cudnn_find_system_librt)
  if(CUDAToolkit_rt_LIBRARY)
    return()
  endif()
  foreach(prefix IN LISTS CMAKE_SYSTEM_PREFIX_PATH)
    foreach(name IN ITEMS librt.so librt.a)
      set(file "${prefix}/lib/${_CUDNN_LIBRARY_ARCHITECTURE}/${name}")
      if(EXISTS "${file}")
        string(REPLACE "//" "/" file "${file}")
        set(CUDAToolkit_rt_LIBRARY "${file}" CACHE FILEPATH "Path to a library." FORCE)
        return()
      endif()
    endforeach()
  endforeach()
endfunction()

set(_CUDNN_TOOLKIT_ROOT "")
if(NOT "${CUDNN_CUDA_VERSION}" STREQUAL "")
  # "12" and "12.9" (and nvcc's "12.9.1") are CUDA versions; anything else
  # is a mistake to report, not a version that matches no install.
  _cudnn_normalize_cuda_version(_CUDNN_CUDA_VERSION _cudnn_error "${CUDNN_CUDA_VERSION}")
  if(_cudnn_error)
    message(FATAL_ERROR "FindCUDNN: ${_cudnn_error}.")
  endif()
  unset(_cudnn_error)
else()
  # The host's toolkit is no guide to a cross-compiled target's.
  if(NOT CUDAToolkit_FOUND AND NOT CMAKE_CROSSCOMPILING)
    _cudnn_toolkit_from_cache(_cudnn_toolkit_cached)
    if(NOT _cudnn_toolkit_cached)
      get_property(_cudnn_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
      list(REMOVE_ITEM _cudnn_languages NONE)
      if(NOT _cudnn_languages AND NOT CMAKE_LIBRARY_ARCHITECTURE AND NOT CMAKE_HOST_WIN32
         AND _CUDNN_TARGET_PLATFORM STREQUAL "linux")
        _cudnn_find_system_librt()
      endif()
      find_package(CUDAToolkit QUIET)
      unset(_cudnn_languages)
      _cudnn_toolkit_to_cache()
    endif()
    unset(_cudnn_toolkit_cached)
  endif()
  set(_CUDNN_CUDA_VERSION "")
  if(CUDAToolkit_FOUND)
    set(_CUDNN_CUDA_VERSION "${CUDAToolkit_VERSION_MAJOR}.${CUDAToolkit_VERSION_MINOR}")
    # The folder above nvcc's bin/ when it is a toolkit root (it has include/):
    # where cuDNN is copied by hand.  CUDAToolkit_LIBRARY_ROOT (the folder with
    # nvvm/) otherwise: it differs between CMake versions where a prefix such as
    # /usr/local links nvvm/ into the toolkit (3.x: unset, 4.x: /usr/local).
    if(CUDAToolkit_BIN_DIR AND IS_DIRECTORY "${CUDAToolkit_BIN_DIR}/../include")
      get_filename_component(_CUDNN_TOOLKIT_ROOT "${CUDAToolkit_BIN_DIR}/.." ABSOLUTE)
    elseif(CUDAToolkit_LIBRARY_ROOT)
      set(_CUDNN_TOOLKIT_ROOT "${CUDAToolkit_LIBRARY_ROOT}")
    elseif(CUDAToolkit_BIN_DIR)
      get_filename_component(_CUDNN_TOOLKIT_ROOT "${CUDAToolkit_BIN_DIR}/.." ABSOLUTE)
    endif()
  elseif(CMAKE_CUDA_COMPILER_TOOLKIT_VERSION)
    string(REGEX MATCH "^[0-9]+\\.[0-9]+" _CUDNN_CUDA_VERSION "${CMAKE_CUDA_COMPILER_TOOLKIT_VERSION}")
    set(_CUDNN_TOOLKIT_ROOT "${CMAKE_CUDA_COMPILER_TOOLKIT_ROOT}")
  endif()
endif()

# --- Inputs: what the user set, and the signature of everything -----------

# A CUDNN_INCLUDE_DIR / CUDNN_LIBRARY the module did not set itself is the
# user's, and overrides the search.
function(_cudnn_user_artifacts)
  set(include "")
  set(library "")
  set(origin "")
  if(CUDNN_INCLUDE_DIR AND NOT CUDNN_INCLUDE_DIR STREQUAL "${_CUDNN_SET_INCLUDE_DIR}")
    set(include "${CUDNN_INCLUDE_DIR}")
    list(APPEND origin CUDNN_INCLUDE_DIR)
  elseif(CUDNN_INCLUDE_PATH AND NOT CUDNN_INCLUDE_PATH STREQUAL "${_CUDNN_SET_INCLUDE_PATH}")
    set(include "${CUDNN_INCLUDE_PATH}")
    list(APPEND origin CUDNN_INCLUDE_PATH)
  elseif(NOT "$ENV{CUDNN_INCLUDE_PATH}" STREQUAL "")
    # cudnn-frontend's environment hints.
    set(include "$ENV{CUDNN_INCLUDE_PATH}")
    list(APPEND origin "ENV{CUDNN_INCLUDE_PATH}")
  endif()
  if(CUDNN_LIBRARY AND NOT CUDNN_LIBRARY STREQUAL "${_CUDNN_SET_LIBRARY}")
    set(library "${CUDNN_LIBRARY}")
    list(APPEND origin CUDNN_LIBRARY)
  elseif(CUDNN_LIBRARY_PATH AND NOT CUDNN_LIBRARY_PATH STREQUAL "${_CUDNN_SET_LIBRARY_PATH}")
    set(library "${CUDNN_LIBRARY_PATH}")
    list(APPEND origin CUDNN_LIBRARY_PATH)
  elseif(NOT "$ENV{CUDNN_LIBRARY_PATH}" STREQUAL "")
    set(library "$ENV{CUDNN_LIBRARY_PATH}")
    list(APPEND origin "ENV{CUDNN_LIBRARY_PATH}")
  endif()
  string(REPLACE ";" " and " origin "${origin}")
  set(_CUDNN_USER_INCLUDE_DIR "${include}" PARENT_SCOPE)
  set(_CUDNN_USER_LIBRARY "${library}" PARENT_SCOPE)
  set(_CUDNN_USER_ARTIFACT_ORIGIN "${origin}" PARENT_SCOPE)
endfunction()

function(_cudnn_input_signature out)
  set(text "${_CUDNN_MODULE_REVISION}")
  foreach(var IN ITEMS _CUDNN_USER_INCLUDE_DIR _CUDNN_USER_LIBRARY CUDNN_ROOT CUDNN_PATH
          CUDNN_ROOT_DIR CMAKE_PREFIX_PATH CUDNN_CUDA_VERSION _CUDNN_CUDA_VERSION
          _CUDNN_TOOLKIT_ROOT _CUDNN_TARGET_PLATFORM CMAKE_SIZEOF_VOID_P CMAKE_SYSTEM_PROCESSOR
          CUDNN_USE_STATIC_LIBS CUDNN_STRICT CUDNN_FIND_VERSION CUDNN_FIND_VERSION_RANGE CUDNN_FIND_VERSION_EXACT
          CUDNN_FIND_COMPONENTS Python3_EXECUTABLE Python_EXECUTABLE
          CMAKE_FIND_USE_CMAKE_PATH CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH
          CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH CMAKE_FIND_USE_CMAKE_SYSTEM_PATH)
    string(APPEND text "|${var}=${${var}}")
  endforeach()
  foreach(component IN LISTS CUDNN_FIND_COMPONENTS)
    string(APPEND text "|${component}=${CUDNN_FIND_REQUIRED_${component}}")
  endforeach()
  foreach(var IN ITEMS CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CMAKE_PREFIX_PATH CUDA_PATH
          VIRTUAL_ENV CONDA_PREFIX ProgramFiles ProgramW6432 CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH)
    string(APPEND text "|ENV{${var}}=$ENV{${var}}")
  endforeach()
  # CUDA_PATH_V<major>_<minor>: one command per major (an unset variable
  # reads as empty, as the search takes it).
  foreach(major RANGE 7 15)
    string(APPEND text "|CUDA_PATH_V${major}_0-9=$ENV{CUDA_PATH_V${major}_0}|$ENV{CUDA_PATH_V${major}_1}"
      "|$ENV{CUDA_PATH_V${major}_2}|$ENV{CUDA_PATH_V${major}_3}|$ENV{CUDA_PATH_V${major}_4}"
      "|$ENV{CUDA_PATH_V${major}_5}|$ENV{CUDA_PATH_V${major}_6}|$ENV{CUDA_PATH_V${major}_7}"
      "|$ENV{CUDA_PATH_V${major}_8}|$ENV{CUDA_PATH_V${major}_9}")
  endforeach()
  string(MD5 signature "${text}")
  set(${out} "${signature}" PARENT_SCOPE)
endfunction()

# The files a cached choice rests on, with their times: an upgrade in place
# must re-run the search.
function(_cudnn_record_stamp out record)
  set(rec "${record}")
  set(stamp "")
  foreach(member IN ITEMS version_header library runtime)
    _cudnn_record_get(rec file ${member})
    if(file)
      if(NOT EXISTS "${file}")
        set(stamp "missing")
        break()
      endif()
      file(TIMESTAMP "${file}" time "%s" UTC)
      string(APPEND stamp "${time};")
    endif()
  endforeach()
  set(${out} "${stamp}" PARENT_SCOPE)
endfunction()

# Multi-line text indented, blank lines dropped: CMake prints indented lines
# of a message as they are, instead of re-wrapping them.
function(_cudnn_indent out text indent)
  string(REGEX REPLACE "\n[ \t]*(\n[ \t]*)+" "\n" text "${text}")
  string(REGEX REPLACE "^\n+|\n+$" "" text "${text}")
  string(REPLACE "\n" "\n${indent}" text "${text}")
  set(${out} "${indent}${text}" PARENT_SCOPE)
endfunction()

# --- Search: places -> records -> choice ----------------------------------

# Walks the places in search order, reading each only as far as the choice
# needs: every place cheaply (headers, version, the main library's place); in
# full (library headers, sub-libraries) a place that could be chosen, until one
# is.  Places after the chosen one are reported from the cheap step ("also
# usable": version, CUDA and main library; the doctor inspects them in full).
# When none qualifies, the choice is made again with the reasons a full
# inspection gives: a record rejected cheaply for its version or CUDA version
# is completed (as a draft: only its first problem is read), since a problem
# found in full would be its reason instead.  Records are kept in cheap_<i>
# and, read in full, rec_<i>, not in a JSON array: n places cost n steps.
# The choice is given each place's reason and its cheap record, whose members
# are all it reads then, and which parses in a third of the time.
function(_cudnn_search out_record out_reasons out_also)
  # Seen by the inspection below: the cheap step skips the CUDA tag of an
  # install whose version the request refuses (inspect.cmake).
  set(_CUDNN_SEARCHING TRUE)
  # Every library's header is compared with it (_cudnn_check_binaries).
  _cudnn_target_machine(_CUDNN_TARGET_MACHINE)
  _cudnn_collect_places(places)
  _cudnn_places_list(list "${places}")
  _cudnn_choose_begin(c)
  set(n 0)
  # The steps of places rejected cheaply wait in <pending> until a place
  # passes the cheap step (its step must follow theirs: an earlier copy of
  # the same install hides it) or the walk ends with a choice.  When none
  # qualifies the choice is made again below, and they are never taken.
  set(pending "")
  foreach(place IN LISTS list)
    _cudnn_inspect_cheap("${place}" cheap_${n})
    _cudnn_rejection(why_${n} "${cheap_${n}}")
    set(full_${n} FALSE)
    if(why_${n})
      list(APPEND pending ${n})
      math(EXPR n "${n} + 1")
      continue()
    endif()
    foreach(i IN LISTS pending)
      _cudnn_choose_step(c ${i} "${cheap_${i}}" "${why_${i}}")
    endforeach()
    set(pending "")
    if(c_chosen EQUAL -1 OR CUDNN_FIND_COMPONENTS)
      set(rec_${n} "${cheap_${n}}")
      _cudnn_inspect_deep(rec_${n})
      _cudnn_rejection(why_${n} "${rec_${n}}")
      set(full_${n} TRUE)
    endif()
    if(why_${n})
      _cudnn_choose_step(c ${n} "${cheap_${n}}" "${why_${n}}")
    else()
      _cudnn_choose_step(c ${n} "${cheap_${n}}" -)
    endif()
    math(EXPR n "${n} + 1")
  endforeach()
  if(NOT c_chosen EQUAL -1)
    foreach(i IN LISTS pending)
      _cudnn_choose_step(c ${i} "${cheap_${i}}" "${why_${i}}")
    endforeach()
  elseif(n GREATER 0)
    _cudnn_choose_begin(c)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      if(NOT full_${i})
        # Rejected by its cheap record.  A problem is the reason whatever
        # else is wrong, so the reason changes only where the cheap record had
        # none (it was the version or the CUDA version) and the full read finds one.
        _cudnn_first_problem(problem "${cheap_${i}}")
        if(problem STREQUAL "")
          # Its first problem is all that is read: the steps' draft will do.
          set(draft "${cheap_${i}}")
          _cudnn_inspect_deep_steps(draft)
          _cudnn_first_problem(problem "${draft}")
          if(NOT problem STREQUAL "")
            set(why_${i} "${problem}")
          endif()
        endif()
      endif()
      if(why_${i})
        _cudnn_choose_step(c ${i} "${cheap_${i}}" "${why_${i}}")
      else() # read in full and qualified, yet a copy of an earlier place: skipped again
        _cudnn_choose_step(c ${i} "${cheap_${i}}" -)
      endif()
    endforeach()
  endif()
  _cudnn_choose_end(c ${n} reasons)
  set(record "")
  if(c_chosen GREATER_EQUAL 0)
    set(record "${rec_${c_chosen}}")
  endif()
  set(${out_record} "${record}" PARENT_SCOPE)
  set(${out_reasons} "${reasons}" PARENT_SCOPE)
  set(${out_also} "${c_also}" PARENT_SCOPE)
endfunction()

function(_cudnn_report_choice record also)
  set(rec "${record}")
  _cudnn_warn_missing_components(rec)
  if(CUDNN_FIND_QUIETLY)
    return()
  endif()
  _cudnn_record_get(rec version version)
  _cudnn_record_get(rec root root)
  _cudnn_record_get(rec origin origin)
  _cudnn_record_get(rec layout layout)
  _cudnn_record_get(rec cuda cuda)
  _cudnn_record_get(rec cuda_source cuda_source)
  set(cuda_text "")
  if(cuda)
    set(cuda_text ", for CUDA ${cuda}")
    if(cuda_source)
      string(APPEND cuda_text " by ${cuda_source}")
    endif()
  endif()
  message(STATUS "cuDNN ${version} chosen: ${root} (${origin}; ${layout}${cuda_text})")
  _cudnn_record_array(rec note notes)
  if(note_COUNT GREATER 0)
    math(EXPR last "${note_COUNT} - 1")
    foreach(i RANGE ${last})
      message(STATUS "cuDNN note: ${note_${i}}")
    endforeach()
  endif()
  if(also)
    message(STATUS "cuDNN: other usable installs, not chosen:${also}")
  endif()
endfunction()

# A sub-library missing from the chosen install is worth a warning even when
# not requested (and a failure in strict mode, even under QUIET).
function(_cudnn_warn_missing_components record_var)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec missing missing_components)
  if(missing AND NOT missing STREQUAL "{}")
    _cudnn_record_keys(rec names missing_components)
    foreach(name IN LISTS names)
      _cudnn_record_get(rec why missing_components ${name})
      # Indented lines are printed as they are, not re-wrapped.
      _cudnn_warning(
        "cuDNN sub-library '${name}' is missing from the chosen install:\n"
        "  ${why}\n"
        "  cuDNN loads it by name at run time and fails with CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED.\n"
        "  Fix: copy every cudnn_* library from the same cuDNN archive into the same folder.")
    endforeach()
  endif()
endfunction()

# Stage 5: the probe's verdict on the chosen install.  A failure clears
# CUDNN_WORKS and becomes the reason FPHSA gives; warnings are warnings and
# notes are status lines.
function(_cudnn_check_with_probe record_var)
  _cudnn_probe(${record_var})
  foreach(var CUDNN_PROBE_RESULT CUDNN_RUNTIME_VERSION CUDNN_PROBE_REPORT)
    set(${var} "${${var}}" PARENT_SCOPE)
  endforeach()
  if(_CUDNN_PROBE_NOTES)
    if(_CUDNN_PROBE_NOTES MATCHES "(^|\n)warning:")
      _cudnn_indent(notes "${_CUDNN_PROBE_NOTES}" "  ")
      _cudnn_warning("cuDNN probe:\n${notes}")
    elseif(NOT CUDNN_FIND_QUIETLY)
      _cudnn_indent(notes "${_CUDNN_PROBE_NOTES}" "   ")
      string(STRIP "${notes}" notes)
      message(STATUS "cuDNN probe: ${notes}")
    endif()
  endif()
  if(_CUDNN_PROBE_FAILURE)
    _cudnn_indent(failure "${_CUDNN_PROBE_FAILURE}" "      ")
    set(CUDNN_WORKS "" PARENT_SCOPE)
    set(_cudnn_probe_reasons "The chosen install fails its check:\n${failure}" PARENT_SCOPE)
    if(NOT CUDNN_FIND_REQUIRED)
      _cudnn_warning("The chosen cuDNN install is not usable:\n${failure}")
    endif()
  endif()
endfunction()

_cudnn_strict_begin()
_cudnn_user_artifacts()
_cudnn_input_signature(_cudnn_signature)
set(_cudnn_record "")
set(_cudnn_reasons "")
set(_cudnn_probe_reasons "")
set(_cudnn_cached FALSE)
# Choices are cached per signature: two calls with different inputs (sibling
# directories asking for other versions or components) each keep theirs.
if(_CUDNN_RECORD_${_cudnn_signature})
  _cudnn_record_stamp(_cudnn_stamp "${_CUDNN_RECORD_${_cudnn_signature}}")
  if(_cudnn_stamp STREQUAL _CUDNN_RECORD_STAMP_${_cudnn_signature})
    set(_cudnn_record "${_CUDNN_RECORD_${_cudnn_signature}}")
    set(_cudnn_cached TRUE)
  endif()
endif()
if(NOT _cudnn_cached)
  # The inputs changed: values the module cached itself are stale.
  if(CUDNN_INCLUDE_DIR STREQUAL "${_CUDNN_SET_INCLUDE_DIR}")
    unset(CUDNN_INCLUDE_DIR CACHE)
  endif()
  if(CUDNN_LIBRARY STREQUAL "${_CUDNN_SET_LIBRARY}")
    unset(CUDNN_LIBRARY CACHE)
  endif()
  _cudnn_search(_cudnn_record _cudnn_reasons _cudnn_also)
endif()

# --- Results --------------------------------------------------------------

set(CUDNN_WORKS "")
# A DLL-only install (Windows): its import libraries are made now, for the
# chosen install only.
if(_cudnn_record AND COMMAND _cudnn_make_import_libraries)
  _cudnn_make_import_libraries(_cudnn_record _cudnn_implib_problem)
  if(_cudnn_implib_problem)
    _cudnn_record_get(_cudnn_record _cudnn_root root)
    _cudnn_record_get(_cudnn_record _cudnn_origin origin)
    string(APPEND _cudnn_reasons "\n    ${_cudnn_origin}: ${_cudnn_root}: ${_cudnn_implib_problem}")
    set(_cudnn_record "")
  endif()
  unset(_cudnn_implib_problem)
endif()
if(_cudnn_record)
  _cudnn_results_from_record(_cudnn_record)
  _cudnn_record_get(_cudnn_record _cudnn_include include_dir)
  _cudnn_record_get(_cudnn_record _cudnn_library library)
  if(NOT _CUDNN_USER_INCLUDE_DIR)
    set(CUDNN_INCLUDE_DIR "${_cudnn_include}" CACHE PATH "cuDNN include directory" FORCE)
    set(_CUDNN_SET_INCLUDE_DIR "${_cudnn_include}" CACHE INTERNAL "CUDNN_INCLUDE_DIR as FindCUDNN set it")
  endif()
  if(NOT _CUDNN_USER_LIBRARY)
    set(CUDNN_LIBRARY "${_cudnn_library}" CACHE FILEPATH "cuDNN library" FORCE)
    set(_CUDNN_SET_LIBRARY "${_cudnn_library}" CACHE INTERNAL "CUDNN_LIBRARY as FindCUDNN set it")
  endif()
  set(_CUDNN_SET_INCLUDE_PATH "${CUDNN_INCLUDE_PATH}" CACHE INTERNAL "")
  set(_CUDNN_SET_LIBRARY_PATH "${CUDNN_LIBRARY_PATH}" CACHE INTERNAL "")
  # FPHSA reports the artifacts of the chosen install, not the user's text
  # (a folder given for CUDNN_LIBRARY is resolved to the file in it).
  set(CUDNN_INCLUDE_DIR "${_cudnn_include}")
  set(CUDNN_LIBRARY "${_cudnn_library}")
  set(CUDNN_WORKS TRUE)
  if(_CUDNN_RESULT_PROBLEM)
    # The install is fine but the build folder cannot hold what it needs.
    set(CUDNN_WORKS "")
    _cudnn_indent(_cudnn_probe_reasons "${_CUDNN_RESULT_PROBLEM}" "      ")
    set(_cudnn_probe_reasons "The chosen install cannot be used from this build folder:\n${_cudnn_probe_reasons}")
  endif()
  if(NOT _cudnn_cached)
    _cudnn_report_choice("${_cudnn_record}" "${_cudnn_also}")
  endif()
  if(NOT CUDNN_PROBE STREQUAL "OFF")
    include("${CMAKE_CURRENT_LIST_DIR}/cudnn/probe-build.cmake" OPTIONAL)
    include("${CMAKE_CURRENT_LIST_DIR}/cudnn/probe.cmake" OPTIONAL)
    if(COMMAND _cudnn_probe)
      _cudnn_check_with_probe(_cudnn_record)
    endif()
  endif()
else()
  set(CUDNN_INCLUDE_DIR "")
  set(CUDNN_LIBRARY "")
  unset(CUDNN_VERSION)
endif()
# CUDNN_WORKS (the probe's verdict) only counts once an install was chosen.
set(_cudnn_required CUDNN_LIBRARY CUDNN_INCLUDE_DIR)
if(_cudnn_record)
  list(APPEND _cudnn_required CUDNN_WORKS)
endif()

if(_cudnn_probe_reasons)
  set(_cudnn_reasons "${_cudnn_probe_reasons}")
elseif(_cudnn_reasons)
  set(_cudnn_reasons "Places searched, in order, and why each was not used:${_cudnn_reasons}")
endif()
if(_cudnn_reasons)
  _cudnn_troubleshooting(_cudnn_doc)
  string(APPEND _cudnn_reasons "\n    Each reason, its cause and its fix: ${_cudnn_doc}")
  unset(_cudnn_doc)
  # FPHSA parses its arguments as a list, twice over: a ';' (from a path)
  # reaches its message intact only escaped for both passes.
  string(REPLACE ";" "\\\\;" _cudnn_reasons "${_cudnn_reasons}")
endif()
set(_cudnn_fphsa_args VERSION_VAR CUDNN_VERSION HANDLE_VERSION_RANGE HANDLE_COMPONENTS)
_cudnn_strict_enabled(_cudnn_strict)
if(_cudnn_strict)
  # Strict mode: the run-time checks below warn about a found install, and
  # their warnings are reasons to fail.  So FPHSA first decides quietly
  # whether the install is found, then, once every check has run, reports
  # (below) with the warnings as the reason.
  set(CUDNN_FIND_REQUIRED FALSE)
  set(_cudnn_quietly "${CUDNN_FIND_QUIETLY}")
  set(CUDNN_FIND_QUIETLY TRUE)
  find_package_handle_standard_args(CUDNN REQUIRED_VARS ${_cudnn_required} ${_cudnn_fphsa_args}
    REASON_FAILURE_MESSAGE "${_cudnn_reasons}")
  set(CUDNN_FIND_REQUIRED TRUE)
  set(CUDNN_FIND_QUIETLY "${_cudnn_quietly}")
else()
  find_package_handle_standard_args(CUDNN REQUIRED_VARS ${_cudnn_required} ${_cudnn_fphsa_args}
    REASON_FAILURE_MESSAGE "${_cudnn_reasons}")
endif()

if(CUDNN_FOUND)
  _cudnn_create_targets(_cudnn_record)
  # Stage 6: run-time files (runtime.cmake): the DLL/.so list, its checks,
  # and the copy/install helpers.
  if(COMMAND _cudnn_runtime_setup)
    _cudnn_runtime_setup(_cudnn_record)
  endif()
endif()

_cudnn_strict_failures(_cudnn_strict_reasons)
if(_cudnn_strict)
  if(CUDNN_FOUND AND _cudnn_strict_reasons)
    # CUDNN_NO_WARNINGS: the condition strict mode adds, unmet.
    set(CUDNN_NO_WARNINGS "")
    string(REPLACE ";" "\\\\;" _cudnn_reasons "${_cudnn_strict_reasons}")
    list(APPEND _cudnn_required CUDNN_NO_WARNINGS)
  elseif(_cudnn_strict_reasons)
    # Not found anyway: the warnings come after the reason.
    string(REPLACE ";" "\\\\;" _cudnn_strict_reasons "${_cudnn_strict_reasons}")
    string(APPEND _cudnn_reasons "\n${_cudnn_strict_reasons}")
  endif()
  find_package_handle_standard_args(CUDNN REQUIRED_VARS ${_cudnn_required} ${_cudnn_fphsa_args}
    REASON_FAILURE_MESSAGE "${_cudnn_reasons}")
endif()

if(CUDNN_FOUND)
  # Cache entries hold one line; JSON whitespace may go.
  string(REPLACE "\n" " " _cudnn_record_line "${_cudnn_record}")
  set(_CUDNN_RECORD_${_cudnn_signature} "${_cudnn_record_line}" CACHE INTERNAL
      "The cuDNN install chosen for these inputs")
  unset(_cudnn_record_line)
  _cudnn_record_stamp(_cudnn_stamp "${_cudnn_record}")
  set(_CUDNN_RECORD_STAMP_${_cudnn_signature} "${_cudnn_stamp}" CACHE INTERNAL
      "Timestamps of the chosen cuDNN files")
else()
  unset(_CUDNN_RECORD_${_cudnn_signature} CACHE)
  unset(_CUDNN_RECORD_STAMP_${_cudnn_signature} CACHE)
endif()
mark_as_advanced(CUDNN_INCLUDE_DIR CUDNN_LIBRARY)

unset(_cudnn_signature)
unset(_cudnn_record)
unset(_cudnn_reasons)
unset(_cudnn_probe_reasons)
unset(_cudnn_also)
unset(_cudnn_cached)
unset(_cudnn_stamp)
unset(_cudnn_include)
unset(_cudnn_library)
unset(_cudnn_required)
unset(_cudnn_fphsa_args)
unset(_cudnn_strict)
unset(_cudnn_strict_reasons)
unset(_cudnn_quietly)
