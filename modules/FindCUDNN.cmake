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
``8.8...<9`` accepts any version in it.  Requires CMake 3.19 or newer; the
module sets the policies it depends on, whatever the project's
``cmake_minimum_required``.

Search Behavior
^^^^^^^^^^^^^^^

Places are tried in this order.  Each place holds at most one install; each
install is inspected (version header, main library, sub-libraries, the CUDA
version its layout is built for, the library files' headers), and the
**first** one, in this order, that satisfies the requested version, the CUDA
toolkit's major version and the required components is chosen.  An install is
inspected only as far as that decision needs: one whose version, CUDA version
or main library already rules it out is rejected with that reason.  The
configure output names the chosen one and up to three other usable installs
after it (checked for their version, CUDA version, headers and main library
only); ``cmake -P cmake/cudnn-doctor.cmake`` inspects every install in full.

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
   run quietly unless ``CUDNN_CUDA_VERSION`` is set), ``$ENV{CUDA_PATH}``, every
   ``$ENV{CUDA_PATH_V<major>_<minor>}`` (newest first), and
   ``<Program Files>/NVIDIA GPU Computing Toolkit/CUDA/v*`` (Windows) or
   ``/usr/local/cuda``, ``/usr/local/cuda-*`` (Linux).
6. NVIDIA's cuDNN 9 installer, ``<Program Files>/NVIDIA/CUDNN/v*`` (newest
   first).
7. Python environments: ``site-packages/nvidia/cudnn`` (the
   ``nvidia-cudnn-cu<N>`` wheels) of ``$ENV{VIRTUAL_ENV}`` and
   ``$ENV{CONDA_PREFIX}``; ``$ENV{CONDA_PREFIX}`` itself (``Library/`` on
   Windows); then the wheels of the interpreter (``Python3_EXECUTABLE``,
   else the first ``python3`` on ``PATH``; not when cross-compiling), among
   them those on its ``sys.path`` through ``PYTHONPATH``, as pip's build
   isolation installs a build's requirements.
   In a Python package build these come right after 3., before
   ``CMAKE_PREFIX_PATH`` and the CUDA roots (see ``CUDNN_FIND_PYTHON``).
8. System places (Linux): the prefixes of ``CMAKE_SYSTEM_PREFIX_PATH`` that
   exist (``/usr/local``, ``/usr``, ``/opt``...; not ``/``), including
   Debian's multiarch folders (``include/<triplet>``, ``lib/<triplet>``).

Within a place, these layouts are recognised: ``include/`` + ``lib64/``,
``lib/`` or ``lib/<triplet>/`` (Linux tarballs, CUDA roots, conda, Debian
and L4T packages whose names end in ``_v<major>``); ``include/`` +
``lib/<arch>/`` + ``bin/`` or ``bin/<arch>/``, ``<arch>`` being ``x64`` or
``arm64`` (Windows zips, CUDA roots, wheels); a ``cuda/`` top folder (archives
of cuDNN 7 to 8.2); per-CUDA sub-folders ``include/<cuda>/``,
``lib/<cuda>/<arch>/``, ``bin/<cuda>[/<arch>]/`` (NVIDIA's cuDNN 9 installer,
and any root laid out like it), where the sub-folder matching the CUDA
toolkit's major version is chosen, newest minor first; and, when
cross-compiling, a CUDA root's ``targets/<name>/`` (``sbsa-linux``,
``aarch64-linux``), before its own ``include/`` and ``lib64/``.  Libraries
that exist only as ``libcudnn.so.<major>`` (pip wheels) are found.

Every place follows CMake's own search rules, as ``find_library`` applies
them: ``CMAKE_FIND_USE_CMAKE_PATH``, ``CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH``,
``CMAKE_FIND_USE_SYSTEM_ENVIRONMENT_PATH`` (the ``CUDA_PATH*``, Python and
conda places) and ``CMAKE_FIND_USE_CMAKE_SYSTEM_PATH`` (the fixed folders)
switch groups of places off, and ``CMAKE_FIND_USE_INSTALL_PREFIX`` the
install and staging prefixes in ``CMAKE_SYSTEM_PREFIX_PATH``; a place named
in ``CMAKE_IGNORE_PREFIX_PATH`` or ``CMAKE_SYSTEM_IGNORE_PREFIX_PATH`` is not
searched, and files in a folder
named in ``CMAKE_IGNORE_PATH`` or ``CMAKE_SYSTEM_IGNORE_PATH`` are not used;
every place, hints included, is re-rooted under ``CMAKE_FIND_ROOT_PATH``,
``CMAKE_SYSROOT`` (and ``_COMPILE``/``_LINK``) as
``CMAKE_FIND_ROOT_PATH_MODE_LIBRARY`` says (a path already under a root, or
under ``CMAKE_STAGING_PREFIX``, is taken as it is).  Paths are reported
normalised (no doubled or trailing ``/``); a relative hint is taken from the
project's source folder, and ``~`` is not expanded.

The result is cached: re-configuring with the same inputs (hints, requested
version and components, CMake's search settings, the environment variables
above, the chosen files' timestamps) does not search again; changing any of
them does.  ``find_package(CUDAToolkit)`` runs on every configure, as the
project would run it; its variables and ``CUDA::`` targets are its own.

Hints
^^^^^

``CUDNN_ROOT``
  The folder that holds ``include/`` and ``lib/`` (or the installer's
  ``v9.x`` folder, a wheel's ``nvidia/cudnn``, a conda prefix).
``CUDNN_CUDA_VERSION``
  The CUDA version whose cuDNN build to choose: ``<major>``, ``<major>.<minor>``
  or ``<major>.<minor>.<patch>`` (e.g. ``12``, ``12.9``); any other value is
  an error.  Defaults to the CUDA toolkit's version; when set, the module does
  not look for the toolkit itself.  For a Windows target built on another
  system (MinGW on Linux), a toolkit FindCUDAToolkit finds there holds that
  system's files and is not used: the Windows CUDA root that ``CUDA_PATH`` (or
  a ``CUDA_PATH_V<major>_<minor>``) names is, by its version files; the
  configure output says which.  Installs are matched on the major
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
``CUDNN_PROBE_TIMEOUT``
  Seconds the probe may run (default 120; a value that is not a whole
  number above 5 is ignored: the probe's own checks need that long).
``CUDNN_FIND_PYTHON``
  ``FIRST`` or ``STANDARD`` (any case), in the manner of FindPython's
  ``Python_FIND_VIRTUALENV``: ``FIRST`` searches the Python environments'
  cuDNN wheels (7. above) right after cuDNN's own hints (1. to 3.), so that
  an extension built for an environment links the ``nvidia-cudnn-cu<N>``
  wheel it will load there; ``STANDARD`` keeps the order above.  Unset, it
  is ``FIRST`` in a build by scikit-build-core (which sets ``SKBUILD``) and
  ``STANDARD`` otherwise; the line naming the chosen install says when the
  Python environments came first, and why.
``CUDNN_STRICT``
  With ``REQUIRED``: every warning of the module (another cuDNN first on the
  loader's path, a missing sub-library or ``zlibwapi.dll``, DLLs of another
  release beside a program) fails the configure instead of scrolling by.
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
  ``.dll``, so ``$<TARGET_RUNTIME_DLLS>`` sees it; on Linux the library as
  found (``.../libcudnn.so``), with its ``IMPORTED_SONAME``.  An install with DLLs and headers but no
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
project README.  ``AUTO`` runs the library checks, and the GPU checks (a real
convolution) where a driver is found; ``LIBRARY`` only the library checks;
``GPU`` fails without a GPU.  Results: ``CUDNN_PROBE_RESULT`` (``PASS``,
``FAIL``, ``SKIPPED``), ``CUDNN_RUNTIME_VERSION`` (what ``cudnnGetVersion()``
returned), ``CUDNN_PROBE_REPORT`` (the report,
``${CMAKE_BINARY_DIR}/cudnn-probe.json``) and ``CUDNN_WORKS`` (true unless the
probe failed).  When cross-compiling the probe is built for the target and
runs under ``CMAKE_CROSSCOMPILING_EMULATOR`` (``AUTO``: the library checks
only, an emulator reaching no GPU); without one, ``AUTO`` builds it and says
so, and ``LIBRARY`` or ``GPU`` fail.

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
``cudnn_set_install_rpath(<target>... [DESTINATION <dir>])``
  Gives each target's installed binary a run path to the chosen cuDNN's
  library folder (``INSTALL_RPATH``, appended), so that it loads that cuDNN
  whatever the loader's own lookup would find.  ``DESTINATION`` is where the
  target is installed, as ``install(TARGETS)`` takes it (default ``.``).
  When the chosen cuDNN is a pip wheel (``site-packages/nvidia/cudnn``) and
  the target goes into that site-packages (in a scikit-build-core build, into
  the wheel's staging folder ``SKBUILD_PLATLIB_DIR``, which pip unpacks into
  the site-packages beside the cuDNN wheel the package depends on), the run
  path is relative (``$ORIGIN/../nvidia/cudnn/lib``, ``@loader_path`` on
  Apple) and the installed package loads the wheel wherever the environment
  is; otherwise it is the folder itself, and a note says the binary then
  loads cuDNN only from there.  Nothing on Windows, which has no
  run path: install the DLLs beside the binaries
  (``cudnn_install_runtime_dlls``); a Python extension calls
  ``os.add_dll_directory(<site-packages>/nvidia/cudnn/bin)`` before it is
  imported, since Python 3.8 and newer ignore ``PATH`` for an extension's
  DLLs.

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

A Python extension built by scikit-build-core, with ``cudnn-cmake`` and
``nvidia-cudnn-cu13`` in the build's requirements (cudnn-cmake installed as a
Python package makes ``find_package(CUDNN)`` work there with no other line;
``docs/python.md``):

.. code-block:: cmake

  find_package(Python REQUIRED COMPONENTS Interpreter Development.Module)
  find_package(CUDNN 9 REQUIRED)
  Python_add_library(_ext MODULE ext.c WITH_SOABI)
  target_link_libraries(_ext PRIVATE CUDNN::cudnn)
  install(TARGETS _ext DESTINATION mypkg)
  cudnn_set_install_rpath(_ext DESTINATION mypkg) # $ORIGIN/../nvidia/cudnn/lib

#]=======================================================================]

# find_package(CuDNN) or (cuDNN) loads this file on a case-insensitive file
# system: the forwarder passes the <spelling>_FIND_* variables on and comes back.
string(TOUPPER "${CMAKE_FIND_PACKAGE_NAME}" _cudnn_upper_name)
if(NOT CMAKE_FIND_PACKAGE_NAME STREQUAL "CUDNN" AND _cudnn_upper_name STREQUAL "CUDNN" AND NOT _CUDNN_FORWARDING)
  unset(_cudnn_upper_name)
  include("${CMAKE_CURRENT_LIST_DIR}/cudnn/forward.cmake")
  return()
endif()
unset(_cudnn_upper_name)

if(CMAKE_VERSION VERSION_LESS 3.19)
  message(FATAL_ERROR "FindCUDNN needs CMake 3.19 or newer (for string(JSON) and version ranges); this is CMake ${CMAKE_VERSION}. Install a newer CMake, e.g. 'pip install cmake'.")
endif()
cmake_policy(PUSH)
cmake_policy(VERSION 3.19...3.31)

include(FindPackageHandleStandardArgs)
foreach(_cudnn_stage IN ITEMS messages inputs cuda files facts implib choice targets runtime deploy)
  include("${CMAKE_CURRENT_LIST_DIR}/cudnn/${_cudnn_stage}.cmake")
endforeach()
# Bumped when the facts or the search change: choices cached by another
# revision of the module are not reused.
set(_CUDNN_MODULE_REVISION 2)
get_filename_component(_CUDNN_DOCTOR_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/../cmake/cudnn-doctor.cmake" ABSOLUTE)

# --- Inputs ---------------------------------------------------------------
_cudnn_target(_CUDNN_TARGET_PLATFORM _CUDNN_LIBRARY_ARCHITECTURE _CUDNN_TARGET_MACHINE)
# The toolkit as the project would find it (in a cross build FindCUDAToolkit
# looks for the target's libraries under the root path and targets/<arch>).
if("${CUDNN_CUDA_VERSION}" STREQUAL "" AND NOT CUDAToolkit_FOUND)
  find_package(CUDAToolkit QUIET)
endif()
_cudnn_cuda_path_vars(_CUDNN_CUDA_PATH_VARS)
_cudnn_cuda_in_use(_CUDNN_CUDA_VERSION _CUDNN_TOOLKIT_ROOT _cudnn_cuda_note _cudnn_error
                   ${_CUDNN_TARGET_PLATFORM} "${_CUDNN_CUDA_PATH_VARS}")
if(_cudnn_error)
  message(FATAL_ERROR "FindCUDNN: ${_cudnn_error}.")
endif()
_cudnn_user_artifacts(_CUDNN_USER_INCLUDE_DIR _CUDNN_USER_LIBRARY _CUDNN_USER_ARTIFACT_ORIGIN)
_cudnn_ignored(_CUDNN_IGNORED_DIRS _CUDNN_IGNORED_PREFIXES)
_cudnn_python_first(_CUDNN_PYTHON_FIRST _cudnn_error)
if(_cudnn_error)
  message(FATAL_ERROR "FindCUDNN: ${_cudnn_error}.")
endif()
string(TOUPPER "${CUDNN_PROBE}" _cudnn_probe_mode) # read here: an input whether or not a probe runs
_cudnn_strict_begin()
_cudnn_input_signature(_cudnn_signature)

# --- Search: places -> installs -> choice (or the choice cached for these inputs)
_cudnn_cached_choice(_cudnn_cached _CUDNN_CHOSEN "${_cudnn_signature}")
if(NOT _cudnn_cached)
  if(_cudnn_cuda_note AND NOT CUDNN_FIND_QUIETLY)
    message(STATUS "cuDNN: ${_cudnn_cuda_note}")
  endif()
  # The search's files, read only when it runs: a cached choice needs none.
  foreach(_cudnn_stage IN ITEMS places python inspect search)
    include("${CMAKE_CURRENT_LIST_DIR}/cudnn/${_cudnn_stage}.cmake")
  endforeach()
  _cudnn_forget_set_artifacts()
  _cudnn_places(_cudnn_places)
  _cudnn_search(_CUDNN_CHOSEN _cudnn_places)
endif()
set(_cudnn_reasons "")
if(_CUDNN_CHOSEN_FOUND)
  # A DLL-only install (Windows): its import libraries, for the chosen one only.
  _cudnn_make_import_libraries(_cudnn_problem _CUDNN_CHOSEN)
  if(_cudnn_problem)
    set(_CUDNN_CHOSEN_FOUND FALSE)
    string(APPEND _CUDNN_CHOSEN_REASONS "\n    ${_CUDNN_CHOSEN_ORIGIN}: ${_CUDNN_CHOSEN_ROOT}: ${_cudnn_problem}")
  endif()
endif()

# --- Results, report, probe -------------------------------------------------
set(CUDNN_WORKS "")
set(CUDNN_INCLUDE_DIR "")
set(CUDNN_LIBRARY "")
unset(CUDNN_VERSION)
if(_CUDNN_CHOSEN_FOUND)
  _cudnn_set_results(_cudnn_problem _CUDNN_CHOSEN)
  _cudnn_set_artifacts(_CUDNN_CHOSEN)
  set(CUDNN_WORKS TRUE)
  if(_cudnn_problem)
    # The install is fine, but the build folder cannot hold what it needs.
    set(CUDNN_WORKS "")
    _cudnn_indent(_cudnn_problem "${_cudnn_problem}" "      ")
    set(_cudnn_reasons "The chosen install cannot be used from this build folder:\n${_cudnn_problem}")
  endif()
  if(NOT _cudnn_cached)
    _cudnn_report_choice(_CUDNN_CHOSEN "${_CUDNN_CHOSEN_ALSO}")
  endif()
  if(NOT _cudnn_probe_mode STREQUAL "OFF")
    include("${CMAKE_CURRENT_LIST_DIR}/cudnn/probe-build.cmake")
    include("${CMAKE_CURRENT_LIST_DIR}/cudnn/probe.cmake")
    _cudnn_probe_outcome(_cudnn_problem _CUDNN_CHOSEN)
    if(_cudnn_problem)
      set(CUDNN_WORKS "")
      set(_cudnn_reasons "${_cudnn_problem}")
    endif()
  endif()
elseif(_CUDNN_CHOSEN_REASONS)
  set(_cudnn_reasons "Places searched, in order, and why each was not used:${_CUDNN_CHOSEN_REASONS}")
endif()

# --- The run-time files and their checks, then found? -------------------------
# CUDNN_WORKS (the probe's verdict) counts once an install was chosen.  In
# strict mode every warning of the module so far is a reason to fail too.
set(_cudnn_required CUDNN_LIBRARY CUDNN_INCLUDE_DIR)
if(_CUDNN_CHOSEN_FOUND)
  list(APPEND _cudnn_required CUDNN_WORKS)
endif()
if(CUDNN_WORKS)
  _cudnn_runtime_files(_CUDNN_CHOSEN)
else()
  set_property(GLOBAL PROPERTY _CUDNN_RUNTIME_DIR "") # no run path to give (deploy.cmake)
endif()
_cudnn_strict_failures(_cudnn_strict_reasons)
if(_cudnn_strict_reasons)
  set(CUDNN_NO_WARNINGS "") # the condition strict mode adds, unmet
  list(APPEND _cudnn_required CUDNN_NO_WARNINGS)
  if(_cudnn_reasons)
    string(APPEND _cudnn_reasons "\n")
  endif()
  string(APPEND _cudnn_reasons "${_cudnn_strict_reasons}")
endif()
_cudnn_failure_text(_cudnn_reasons "${_cudnn_reasons}")
find_package_handle_standard_args(CUDNN REQUIRED_VARS ${_cudnn_required} VERSION_VAR CUDNN_VERSION
  HANDLE_VERSION_RANGE HANDLE_COMPONENTS REASON_FAILURE_MESSAGE "${_cudnn_reasons}")
if(CUDNN_FOUND)
  _cudnn_create_targets(_CUDNN_CHOSEN "${CUDNN_INCLUDE_DIRS}" "${CUDNN_ZLIBWAPI_LIBRARY}")
endif()

if(CUDNN_FOUND AND NOT _cudnn_cached)
  _cudnn_cache_choice("${_cudnn_signature}" _CUDNN_CHOSEN)
elseif(NOT CUDNN_FOUND)
  _cudnn_forget_choice("${_cudnn_signature}")
endif()
mark_as_advanced(CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
_cudnn_facts_unset(_CUDNN_CHOSEN)
foreach(_cudnn_var IN ITEMS _cudnn_signature _cudnn_cached _cudnn_error _cudnn_cuda_note _cudnn_problem _cudnn_reasons
                            _cudnn_required _cudnn_strict_reasons _cudnn_probe_mode
                            _cudnn_places_ORIGINS _cudnn_places_PATHS _cudnn_places_KINDS _cudnn_places_KEYS
                            _cudnn_places_REJECTED _cudnn_places_EXPLICIT _cudnn_stage)
  unset(${_cudnn_var})
endforeach()
unset(_cudnn_var)
cmake_policy(POP)
