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
``8.8...<9`` accepts any version in it.  Requires CMake 3.25 or newer (for
``find_path``'s ``VALIDATOR``; ``pip install cmake`` gives a current one on
an older system); the module sets the policies it depends on, whatever the
project's ``cmake_minimum_required``.

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
   ``nvidia-cudnn-cu<N>`` wheels), then ``site-packages/nvidia/cudnn_jit``
   where there is one (``nvidia-cudnn-jit-cu<N>``), of ``$ENV{VIRTUAL_ENV}`` and
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
9. When nothing above qualifies and ``CUDNN_FETCH`` is on (and no hint of 1.
   or 2. names the install): NVIDIA's own wheel, fetched into a per-user
   cache (see Fetching).

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

Both of NVIDIA's cuDNN 9 packages are found: the full one, and cuDNN JIT
(``nvidia-cudnn-jit-cu<N>``, conda-forge's ``cudnn-jit``, the ``cudnn_jit``
archives), which holds the main library, ``graph`` and
``engines_runtime_compiled`` only (the graph API, its engines compiled at run
time).  An install is JIT when its own folder's name starts with
``cudnn_jit`` or ``cudnn-jit`` (the wheel's ``nvidia/cudnn_jit``, the
archives), or when its library folder holds those two sub-libraries, and in
either case none of the five only the full package has.  It is named
``cuDNN JIT`` in the messages; it is complete with its three libraries; a
component it does not ship, required, refuses it with a reason naming the
full package.

Every folder and file is found by CMake's own ``find_path``, ``find_library``
and ``find_file``, so their rules apply as to any package:
``CMAKE_FIND_USE_CMAKE_PATH``, ``CMAKE_FIND_USE_CMAKE_ENVIRONMENT_PATH``,
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

The choice is kept for the same inputs: re-configuring does not search again
while the inputs and the chosen files' timestamps are unchanged; any change
searches again.  The inputs: the request (version, ``EXACT``, range,
components and which are required); the hints and artifacts of 1. to 3.
(variables and environment); ``CUDNN_CUDA_VERSION``, else the CUDA toolkit
found; ``CUDNN_USE_STATIC_LIBS``, ``CUDNN_FIND_PYTHON`` and ``SKBUILD``; the
target (``CMAKE_SYSTEM_NAME``, ``CMAKE_SYSTEM_PROCESSOR``,
``CMAKE_LIBRARY_ARCHITECTURE``); CMake's search settings
(``CMAKE_PREFIX_PATH``, ``CMAKE_INCLUDE_PATH``, ``CMAKE_FIND_USE_*``,
``CMAKE_SYSTEM_PREFIX_PATH``, ``CMAKE_INSTALL_PREFIX``,
``CMAKE_STAGING_PREFIX``, ``CMAKE_FIND_ROOT_PATH`` and its ``LIBRARY`` mode,
``CMAKE_SYSROOT*``, the four ignore lists, ``CMAKE_FIND_LIBRARY_SUFFIXES``);
``Python3_EXECUTABLE`` and ``Python_EXECUTABLE``; ``CUDNN_FETCH``,
``CUDNN_FETCH_PACKAGE``, ``CUDNN_FETCH_URL`` and the cache folder; and the environment
variables ``CMAKE_PREFIX_PATH``, ``CMAKE_INCLUDE_PATH``, ``CUDA_PATH``,
``CUDA_PATH_V<major>_<minor>``, ``ProgramFiles``, ``ProgramW6432``,
``VIRTUAL_ENV``, ``CONDA_PREFIX``, ``PATH`` (the ``python3`` found there),
``PYTHONPATH``, ``PYTHONUSERBASE`` and ``HOME`` (the user site-packages),
``PYENV_VERSION`` and ``PWD`` (the Python a pyenv shim runs).

``find_package(CUDAToolkit)`` runs on every configure (unless
``CUDNN_CUDA_VERSION`` is set or the project found it already), as the project
would run it; its variables, cache entries and ``CUDA::`` targets are its own
and stay in the caller's scope as that module documents them.

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
  ``libcudnn_static.a``: the ``libcudnn_<sub>_static*.a`` archives are linked,
  as whole archives (the engines register themselves at start-up), then
  cuBLASLt, NVRTC, the NVRTC builtins, the PTX compiler and the CUDA runtime,
  static, and ``libz``, as NVIDIA documents.  Every API archive (``graph``,
  ``ops``, ``cnn``, ``adv``) is linked; of the engine archives
  (``engines_precompiled``, ``engines_runtime_compiled``, ``heuristic``), those
  the components name, or all three when they name none, with
  ``engines_tensor_ir`` (9.21 and newer), which they need.
  ``COMPONENTS engines_runtime_compiled heuristic`` thus leaves
  ``engines_precompiled`` out, which overflows the 2 GiB relocation limit of
  large programs.  A note names what is left out.
``CUDNN_PROBE``
  ``AUTO`` (default), ``LIBRARY``, ``GPU`` or ``OFF``: how the chosen install
  is checked by running a small program at configure time (see Probe).
``CUDNN_PROBE_TIMEOUT``
  Seconds the probe may run (default 120; a value that is not a whole
  number above 5 is ignored, with a note: the probe's own checks need that
  long; more than 999999999 is taken as 999999999).
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

Fetching
^^^^^^^^

With ``CUDNN_FETCH`` on, a machine with no cuDNN (a CI runner, a fresh
laptop with the CUDA toolkit) gets NVIDIA's: when no install qualifies, the
module downloads the wheel NVIDIA publishes on PyPI, checks it, unpacks it and
chooses it.  The configure output says that it was fetched, from which URL and
into which folder, and names NVIDIA's licence file in it.  The release is the
newest in the module's pinned table (``modules/cudnn/fetch/pins.cmake``: each
release, CUDA major and platform with its file's URL and SHA-256) that the
request takes (the version, a range, ``EXACT``, the required components), for
the CUDA major in use (``CUDNN_CUDA_VERSION``, else the toolkit) and the target
(Linux x86_64, Linux aarch64, Windows x64; no other system).  cuDNN only: the CUDA libraries it
loads come from the toolkit (or NVIDIA's CUDA wheels beside it).  Nothing is
fetched when a hint (1. or 2. above) names the install: one that does not
qualify fails.

``CUDNN_FETCH``
  ``ON``: fetch when nothing qualifies (default ``OFF``).
``CUDNN_FETCH_PACKAGE``
  ``full`` (default: ``nvidia-cudnn-cu<N>``) or ``jit`` (cuDNN JIT,
  ``nvidia-cudnn-jit-cu<N>``: 74 MB against 500 to 700 MB, the graph API only).
``CUDNN_FETCH_DIR``
  The cache (variable, else environment variable; relative to the build
  folder).  Default: ``%LOCALAPPDATA%/cudnn-cmake/fetch`` on a Windows host,
  else ``$XDG_CACHE_HOME/cudnn-cmake/fetch``, else
  ``~/.cache/cudnn-cmake/fetch``.  Each wheel is unpacked into
  ``<dist>-<version>-<first 16 hex digits of its SHA-256>/`` (the wheel itself
  is not kept), made complete in a temporary folder and renamed, under a lock
  (``<that name>.lock``): parallel configures share one download (the one
  that waits says so), and a later configure, in any project, needs no
  network and changes nothing there.  Users may share the folder (one of
  their group, setgid, with umask 002); what is in it is trusted once
  unpacked, so only those who may change what the configures use should be
  able to write it.  Symbolic links there are refused.
``CUDNN_FETCH_URL``
  A mirror (variable, else environment variable): a URL or a folder that holds
  the same files by name (``<mirror>/<wheel file>``, as ``pip download -d``
  leaves them), for air-gapped sites and company proxies.  Not a PEP 503
  index.  ``https_proxy`` is honoured by CMake's download.

The file is downloaded with TLS verified, its size and SHA-256 checked before
anything is unpacked; a failure (no network, an HTTP error, another file, a
cut-short or unwritable download, no pinned release for the request) is a
reason of the failure message, naming the URL or folder and the fix, and
leaves nothing half-made in the cache.  The download is announced even when
``QUIET``.  ``cmake -P cmake/cudnn-doctor.cmake`` lists the cache and what it
holds.

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
  vcpkg's name: an ``INTERFACE IMPORTED`` target linking ``CUDNN::cudnn``.
``CUDNN::zlibwapi``
  Windows, cuDNN 8.3 to 9.1: ``zlibwapi.dll``, a run-time dependency of
  ``CUDNN::cudnn`` (it has no import library: do not link it).

Result Variables
^^^^^^^^^^^^^^^^

``CUDNN_FOUND``, ``CUDNN_VERSION`` (``8.8.0``), ``CUDNN_VERSION_MAJOR``,
``CUDNN_VERSION_MINOR``, ``CUDNN_VERSION_PATCH``, ``CUDNN_INCLUDE_DIRS``,
``CUDNN_LIBRARIES``, ``CUDNN_RUNTIME_LIBRARIES`` (every file needed at run
time), ``CUDNN_RUNTIME_LIBRARY_DIRS``, ``CUDNN_CUDA_RUNTIME_LIBRARIES`` (the
CUDA libraries it loads; see Runtime Libraries), ``CUDNN_<component>_FOUND``,
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
``${CMAKE_BINARY_DIR}/cudnn-probe.json``) and ``CUDNN_WORKS``: true when the
chosen install passed every check (the probe; in strict mode, no warning);
false when it did not, or when nothing qualifies and the install nearest to
qualifying has both its files (another CUDA, headers of another release, a
failed check).  FPHSA then names ``CUDNN_WORKS`` after ``missing:`` and the
reason follows; it names ``CUDNN_LIBRARY`` / ``CUDNN_INCLUDE_DIR`` only when
no install has those files, and a component only when it is missing.  When cross-compiling the probe is built for the target and
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
``CUDNN_CUDA_RUNTIME_LIBRARIES``
  The CUDA libraries it loads at run time, of the CUDA major it is built for:
  cuBLASLt (and cuBLAS for cuDNN 8), NVRTC and the NVRTC builtins, and the
  CUDA runtime when ``CUDNN::cudnn`` brings the shared one (``CUDA::cudart``)
  or the release loads it itself (9.28 and newer).  Found, each the first in
  this order, in NVIDIA's CUDA wheels beside a cuDNN wheel
  (``nvidia/cublas``, ``nvidia/cuda_nvrtc``, ``nvidia/cuda_runtime``,
  ``nvidia/cu<major>``: where cuDNN's own run path looks), the install's own
  folders, the CUDA toolkit in use, and on Windows ``CUDA_PATH_V<major>_*`` and
  ``CUDA_PATH`` (``bin``, and ``bin/x64`` of CUDA 13).  Those not found are
  left out; the deploy functions below say so when ``WITH_CUDA`` asks for them.
``$<TARGET_RUNTIME_DLLS:tgt>``
  Lists cuDNN's own DLLs for a target linking ``CUDNN::cudnn``: the
  sub-libraries are run-time dependencies of ``CUDNN::cudnn``, never linked.
  Not the CUDA libraries: use ``WITH_CUDA`` below for those.
``cudnn_copy_runtime_dlls(<target>... [WITH_CUDA])``
  Copies them next to each target's binary after it is linked (any generator,
  multi-config included; nothing to do on Linux, where RUNPATH finds them).
  ``WITH_CUDA``: ``CUDNN_CUDA_RUNTIME_LIBRARIES`` too, so that the folder runs
  where only the NVIDIA driver is installed.
``cudnn_install_runtime_dlls([DESTINATION <dir>] [COMPONENT <c>] [WITH_CUDA])``
  Installs them (on Linux with their symbolic link chains), with NVIDIA's
  licence file (``LICENSE.cudnn.txt``) beside them.  ``WITH_CUDA``:
  ``CUDNN_CUDA_RUNTIME_LIBRARIES`` too, and ``LICENSE.cuda.txt`` (each licence
  file when one is found: a wheel's, an archive's, a toolkit's).  On Linux,
  CUDA 13's ``libnvrtc.so.13`` has no run path of its own and loads its
  builtins by plain name: an installed program finds them through its RPATH
  (opt in: ``target_link_options(<t> PRIVATE LINKER:--disable-new-dtags)`` and
  an ``INSTALL_RPATH`` that reaches them; an RPATH outranks
  ``LD_LIBRARY_PATH``), the ld.so cache or ``LD_LIBRARY_PATH``, not through
  its ``RUNPATH``; a configure note says so.
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

if(CMAKE_VERSION VERSION_LESS 3.25)
  message(FATAL_ERROR "FindCUDNN needs CMake 3.25 or newer (its search hands every folder it tries to find_path()'s VALIDATOR); this is CMake ${CMAKE_VERSION}. Install a newer CMake, e.g. 'pip install cmake'.")
endif()
cmake_policy(PUSH)
cmake_policy(VERSION 3.25...3.31)
include(FindPackageHandleStandardArgs)

# The layers, in the order the data flows through them (docs/DESIGN.md):
# what every layer uses (common, context); find (the readers of headers,
# binaries and CUDA versions, an install's facts, the search and its kept
# choice, the results); check (the run-time environment); the targets;
# deploy.  The parts only a search or a probe runs are read when it runs
# (_cudnn_choose, _cudnn_check): a re-configure whose choice and verdict are
# kept does not parse them.
foreach(_cudnn_part IN ITEMS common context find/headers find/binary find/cuda find/facts find/search
                             find/results check/runtime check/cuda-libraries targets deploy/implib deploy/deploy)
  include("${CMAKE_CURRENT_LIST_DIR}/cudnn/${_cudnn_part}.cmake")
endforeach()
unset(_cudnn_part)

# _cudnn_choose(<c> <ctx> <signature>)
# The find layer: the install chosen for these inputs (kept from the last
# configure, <c>_CACHED, else searched; when nothing qualifies and CUDNN_FETCH
# is on, fetched), its import libraries made where it has only DLLs;
# <c>_FOUND, its facts as <c>_*, <c>_REASONS, <c>_WARNINGS and, when nothing
# qualifies, the facts of the install FPHSA is told of (_cudnn_search).
function(_cudnn_choose c ctx signature)
  _cudnn_cached_choice(${c} ${ctx} ${signature})
  if(NOT ${c}_CACHED)
    foreach(part IN ITEMS install python places)
      include("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/cudnn/find/${part}.cmake")
    endforeach()
    if(${ctx}_CUDA_NOTE AND NOT ${ctx}_QUIET)
      message(STATUS "cuDNN: ${${ctx}_CUDA_NOTE}")
    endif()
    _cudnn_forget_set_artifacts()
    _cudnn_places(places ${ctx})
    _cudnn_search(${c} ${ctx} places)
    if(NOT ${c}_FOUND AND ${ctx}_FETCH)
      include("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/cudnn/fetch/fetch.cmake")
      _cudnn_fetch_search(${c} ${ctx} "${places_NAMED}")
    endif()
  endif()
  set(${c}_WARNINGS "")
  set(problem "")
  if(${c}_FOUND)
    _cudnn_make_import_libraries(problem ${c})
  endif()
  if(problem)
    set(${c}_FOUND FALSE)
    string(APPEND ${c}_REASONS "\n    ${${c}_ORIGIN}: ${${c}_ROOT}: ${problem}")
    set(${c}_LIBRARY "")
  elseif(${c}_FOUND AND NOT ${c}_CACHED)
    _cudnn_report_choice(${c}_WARNINGS ${c} ${ctx} "${${c}_ALSO}")
  endif()
  if(NOT ${c}_FOUND AND ${c}_REASONS)
    set(${c}_REASONS "Places searched, in order, and why each was not used:${${c}_REASONS}")
  endif()
  _cudnn_facts(facts ${c})
  return(PROPAGATE ${facts} ${c}_FOUND ${c}_REQUEST ${c}_REASONS ${c}_CACHED ${c}_WARNINGS)
endfunction()

# _cudnn_check(<out-reason> <out-warnings> <ctx> <c> <k>)
# The check layer on the chosen install <c>: the probe (unless CUDNN_PROBE is
# OFF) and, when it works, the run-time files and their checks, and the CUDA
# libraries it loads (<k>_FILES, _MISSING, _DIRS, _CUDA, _LICENSES:
# _cudnn_cuda_libraries).  Sets the results CUDNN_WORKS, CUDNN_PROBE_RESULT,
# CUDNN_RUNTIME_VERSION, CUDNN_PROBE_REPORT, CUDNN_RUNTIME_LIBRARIES,
# CUDNN_RUNTIME_LIBRARY_DIRS, CUDNN_ZLIBWAPI_LIBRARY and
# CUDNN_CUDA_RUNTIME_LIBRARIES in the caller; <out-reason>: why it does not work.
function(_cudnn_check out_reason out_warnings ctx c k)
  set(reason "")
  set(warnings "")
  set(probe_RESULT SKIPPED)
  if(NOT ${ctx}_PROBE STREQUAL "OFF")
    include("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/cudnn/check/probe-build.cmake")
    include("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/cudnn/check/probe.cmake")
    _cudnn_probe_outcome(reason warnings probe ${ctx} ${c})
  endif()
  set(CUDNN_WORKS FALSE)
  set(runtime_FILES "")
  foreach(fact IN ITEMS FILES MISSING DIRS CUDA LICENSES)
    set(${k}_${fact} "")
  endforeach()
  if(reason STREQUAL "")
    set(CUDNN_WORKS TRUE)
    _cudnn_runtime_files(runtime ${ctx} ${c})
    _cudnn_append_list(warnings "${runtime_WARNINGS}")
    _cudnn_cudart_kind(cudart)
    string(COMPARE EQUAL "${cudart}" SHARED cudart)
    _cudnn_cuda_libraries(${k} ${ctx} ${c} ${cudart})
    _cudnn_license_files(${k}_LICENSES ${c} "${${k}_FILES}")
  endif()
  set(CUDNN_CUDA_RUNTIME_LIBRARIES "${${k}_FILES}")
  set(CUDNN_PROBE_RESULT "${probe_RESULT}")
  set(CUDNN_RUNTIME_VERSION "${probe_VERSION}")
  set(CUDNN_PROBE_REPORT "${probe_REPORT_FILE}")
  set(CUDNN_RUNTIME_LIBRARIES "${runtime_FILES}")
  set(CUDNN_RUNTIME_LIBRARY_DIRS "${runtime_DIRS}")
  set(CUDNN_ZLIBWAPI_LIBRARY "${runtime_ZLIBWAPI}")
  set(${out_reason} "${reason}")
  set(${out_warnings} "${warnings}")
  return(PROPAGATE ${out_reason} ${out_warnings} CUDNN_WORKS CUDNN_PROBE_RESULT CUDNN_RUNTIME_VERSION
    CUDNN_PROBE_REPORT CUDNN_RUNTIME_LIBRARIES CUDNN_RUNTIME_LIBRARY_DIRS CUDNN_ZLIBWAPI_LIBRARY
    CUDNN_CUDA_RUNTIME_LIBRARIES ${k}_FILES ${k}_MISSING ${k}_DIRS ${k}_CUDA ${k}_LICENSES)
endfunction()

# _cudnn_find_package(): find_package(CUDNN), the layers in order.  Every
# variable of the find lives here and in the functions it calls; the caller's
# scope gets the documented results only (the return below).
function(_cudnn_find_package)
  _cudnn_context(ctx)
  if(ctx_ERROR)
    message(FATAL_ERROR "FindCUDNN: ${ctx_ERROR}.")
  endif()
  set(ctx_QUIET "${CUDNN_FIND_QUIETLY}")
  set(ctx_STRICT FALSE)
  if(CUDNN_STRICT AND CUDNN_FIND_REQUIRED)
    set(ctx_STRICT TRUE)
  endif()
  _cudnn_input_signature(signature ctx)
  _cudnn_choose(c ctx ${signature})
  set(names CUDNN_INCLUDE_DIR CUDNN_LIBRARY CUDNN_WORKS)
  set(CUDNN_WORKS FALSE)
  set(reason "${c_REASONS}")
  _cudnn_set_artifacts(c ctx ${c_FOUND})
  _cudnn_components(flags why c)
  if(c_FOUND)
    _cudnn_set_results(results problem headers_warning c ctx)
    if(headers_warning)
      _cudnn_append_text(c_WARNINGS "${headers_warning}")
    endif()
    _cudnn_check(reason warnings ctx c k)
    list(APPEND names ${results} CUDNN_PROBE_RESULT CUDNN_RUNTIME_VERSION CUDNN_PROBE_REPORT
                      CUDNN_RUNTIME_LIBRARIES CUDNN_RUNTIME_LIBRARY_DIRS CUDNN_ZLIBWAPI_LIBRARY
                      CUDNN_CUDA_RUNTIME_LIBRARIES)
    _cudnn_append_list(c_WARNINGS "${warnings}")
    if(problem)
      set(CUDNN_WORKS FALSE)
      _cudnn_indent(problem "${problem}" "      ")
      set(reason "The chosen install cannot be used from this build folder:\n${problem}")
    endif()
  elseif(c_VERSION)
    set(CUDNN_VERSION "${c_VERSION}")
    set(CUDNN_WORKS ${c_REQUEST}) # only the request refused it: FPHSA says how
    list(APPEND names CUDNN_VERSION)
  endif()
  _cudnn_report(reason ctx "${reason}" "${c_WARNINGS}" CUDNN_WORKS)
  set(required CUDNN_LIBRARY CUDNN_INCLUDE_DIR)
  if(CUDNN_LIBRARY AND CUDNN_INCLUDE_DIR) # what else can fail an install that has its files
    list(APPEND required CUDNN_WORKS)
  endif()
  find_package_handle_standard_args(CUDNN REQUIRED_VARS ${required} VERSION_VAR CUDNN_VERSION
    HANDLE_VERSION_RANGE HANDLE_COMPONENTS REASON_FAILURE_MESSAGE "${reason}")
  if(CUDNN_FOUND)
    _cudnn_create_targets(c ctx "${CUDNN_INCLUDE_DIRS}" "${CUDNN_LIBRARIES}" "${CUDNN_ZLIBWAPI_LIBRARY}"
                          "${CUDNN_RUNTIME_LIBRARIES}" k)
  endif()
  if(NOT c_CACHED OR NOT CUDNN_FOUND)
    _cudnn_keep_choice(c ctx ${signature} "${CUDNN_FOUND}")
  endif()
  mark_as_advanced(CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
  return(PROPAGATE CUDNN_FOUND ${names} ${flags})
endfunction()

# _cudnn_report(<reason-var> <ctx> <reason> <warnings> <works-var>)
# The warnings of the find: printed (unless QUIET), or in strict mode the
# reason to fail (<works-var>, the caller's verdict, then false): every
# warning indented under one header line.  <reason-var>: FPHSA's REASON_FAILURE_MESSAGE, with where every
# reason is explained; FPHSA parses its arguments as a list, twice over, so a
# ';' reaches its message only escaped for both.
function(_cudnn_report reason_var ctx reason warnings works_var)
  _cudnn_troubleshooting(doc)
  if(${ctx}_STRICT AND warnings)
    set(${works_var} FALSE)
    if(reason)
      string(APPEND reason "\n")
    endif()
    string(APPEND reason "CUDNN_STRICT is ON: every warning of FindCUDNN fails a REQUIRED find (see ${doc}, \"Strict mode\").  It warned:")
    foreach(text IN LISTS warnings)
      string(REPLACE "\n" "\n    " text "${text}")
      string(REPLACE ";" "," text "${text}")
      string(APPEND reason "\n  - ${text}")
    endforeach()
  elseif(NOT ${ctx}_QUIET)
    foreach(text IN LISTS warnings)
      _cudnn_warn("${text}" FALSE)
    endforeach()
  endif()
  if(reason)
    string(APPEND reason "\n    Each reason, its cause and its fix: ${doc}")
  endif()
  string(REPLACE ";" "\\\\;" ${reason_var} "${reason}")
  return(PROPAGATE ${reason_var} ${works_var})
endfunction()

# The CUDA toolkit as the project would find it, in the caller's scope: its
# variables, cache entries and CUDA:: targets are its own (in a cross build
# FindCUDAToolkit looks for the target's libraries under the root path).
if("${CUDNN_CUDA_VERSION}" STREQUAL "" AND NOT CUDAToolkit_FOUND)
  find_package(CUDAToolkit QUIET)
endif()
_cudnn_find_package()
cmake_policy(POP)
