# case: SCRIPT
# _cudnn_install_rpath (cudnn_set_install_rpath): the run path from where a target is
# installed to the chosen cuDNN's library folder: relative when both are in one
# site-packages, "" (the absolute folder, with a note) otherwise.  In a
# scikit-build-core build the install prefix is the wheel's staging folder
# (SKBUILD_PLATLIB_DIR, or a folder in it with wheel.install-dir), which pip unpacks
# into the site-packages where the cuDNN wheel the package depends on is installed
# too: relative even when the build's cuDNN wheel is in another environment (build
# isolation's).
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/deploy/deploy.cmake")
set(site "/opt/env/lib/python3.12/site-packages")
set(wheel "${site}/nvidia/cudnn/lib")
set(stage "/tmp/skb/wheel/platlib")
# <chosen folder>|<DESTINATION>|<CMAKE_INSTALL_PREFIX>|<SKBUILD_PLATLIB_DIR or "">|<expected>
foreach(spec
    # installed by hand into the environment (cmake --install --prefix <venv>)
    "${wheel}|lib/python3.12/site-packages/pkg|/opt/env||$ORIGIN/../nvidia/cudnn/lib"
    "${wheel}|${site}/pkg|/usr/local||$ORIGIN/../nvidia/cudnn/lib"
    "${wheel}|${site}/pkg/../other/deeper|/usr/local||$ORIGIN/../../nvidia/cudnn/lib"
    "${wheel}|cudnn_version|/opt/env||"
    "${wheel}|lib|/usr/local||"
    # scikit-build-core: the prefix is the staging folder
    "${wheel}|cudnn_version|${stage}|${stage}|$ORIGIN/../nvidia/cudnn/lib"
    "${wheel}|.|${stage}|${stage}|$ORIGIN/nvidia/cudnn/lib"
    "${wheel}|pkg/sub/deeper|${stage}|${stage}|$ORIGIN/../../../nvidia/cudnn/lib"
    "${wheel}|${stage}/pkg|/elsewhere|${stage}|$ORIGIN/../nvidia/cudnn/lib"
    # ... with wheel.install-dir = "pkg": the prefix is a folder in the staging folder
    "${wheel}|.|${stage}/pkg|${stage}|$ORIGIN/../nvidia/cudnn/lib"
    "${wheel}|sub|${stage}/pkg|${stage}|$ORIGIN/../../nvidia/cudnn/lib"
    # ... the build's wheel in build isolation's environment
    "/tmp/pip-build-env-x/overlay/lib/python3.12/site-packages/nvidia/cudnn/lib|cudnn_version|${stage}|${stage}|$ORIGIN/../nvidia/cudnn/lib"
    # ... out of the wheel: no relative path
    "${wheel}|/usr/lib/pkg|${stage}|${stage}|"
    "${wheel}|../outside|${stage}|${stage}|"
    # Debian's dist-packages, lib64, PyPy
    "/usr/local/lib/python3.11/dist-packages/nvidia/cudnn/lib|/usr/local/lib/python3.11/dist-packages/pkg|/usr/local||$ORIGIN/../nvidia/cudnn/lib"
    "/opt/env/lib64/python3.12/site-packages/nvidia/cudnn/lib|pkg|${stage}|${stage}|$ORIGIN/../nvidia/cudnn/lib"
    "/opt/pypy/lib/pypy3.10/site-packages/nvidia/cudnn/lib|pkg|${stage}|${stage}|$ORIGIN/../nvidia/cudnn/lib"
    # no wheel
    "/usr/local/cuda/lib64|pkg|${stage}|${stage}|"
    "/usr/lib/x86_64-linux-gnu|lib|/usr/local||")
  string(REPLACE "|" ";" spec "${spec}")
  list(GET spec 0 dir)
  list(GET spec 1 destination)
  list(GET spec 2 CMAKE_INSTALL_PREFIX)
  list(GET spec 3 platlib)
  list(GET spec 4 expected)
  unset(SKBUILD_PLATLIB_DIR)
  if(platlib)
    set(SKBUILD_PLATLIB_DIR "${platlib}")
  endif()
  _cudnn_install_rpath(rpath "${dir}" "${destination}")
  if(NOT rpath STREQUAL expected)
    message(FATAL_ERROR "ASSERTION FAILED: _cudnn_install_rpath(${dir} ${destination}), CMAKE_INSTALL_PREFIX '${CMAKE_INSTALL_PREFIX}', SKBUILD_PLATLIB_DIR '${platlib}': '${rpath}', not '${expected}'")
  endif()
endforeach()
# A pure wheel's staging folder (wheel.platlib = false), and the Apple spelling.
unset(SKBUILD_PLATLIB_DIR)
set(SKBUILD_PURELIB_DIR "/tmp/skb/wheel/purelib")
set(CMAKE_INSTALL_PREFIX "${SKBUILD_PURELIB_DIR}")
set(APPLE ON)
_cudnn_install_rpath(rpath "${wheel}" pkg)
cudnn_assert_equal(rpath "@loader_path/../nvidia/cudnn/lib")
