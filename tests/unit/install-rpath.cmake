# case: SCRIPT
# _cudnn_install_rpath (cudnn_set_install_rpath): the run path from where a target is
# installed to the chosen cuDNN's library folder: relative when both are in one
# site-packages, "" (the absolute folder, with a note) otherwise.  In a scikit-build-core
# build (SKBUILD_PLATLIB_DIR) a relative DESTINATION is in the site-packages the wheel
# is installed into, where the cuDNN wheel it depends on is installed too: relative
# even when the build's cuDNN wheel is in another environment (build isolation's).
include("${SRC}/modules/cudnn/files.cmake")
include("${SRC}/modules/cudnn/deploy.cmake")
set(venv "/opt/env")
set(site "${venv}/lib/python3.12/site-packages")
set(CMAKE_INSTALL_PREFIX "${venv}")
# <chosen folder>|<DESTINATION>|<SKBUILD_PLATLIB_DIR, or "">|<expected>
foreach(spec
    "${site}/nvidia/cudnn/lib|cudnn_version||"
    "${site}/nvidia/cudnn/lib|cudnn_version|${site}|$ORIGIN/../nvidia/cudnn/lib"
    "${site}/nvidia/cudnn/lib|.|${site}|$ORIGIN/nvidia/cudnn/lib"
    "${site}/nvidia/cudnn/lib|pkg/sub/deeper|${site}|$ORIGIN/../../../nvidia/cudnn/lib"
    "${site}/nvidia/cudnn/lib|lib/python3.12/site-packages/pkg||$ORIGIN/../nvidia/cudnn/lib"
    "${site}/nvidia/cudnn/lib|${site}/pkg||$ORIGIN/../nvidia/cudnn/lib"
    "${site}/nvidia/cudnn/lib|${site}/pkg/../other|${site}|$ORIGIN/../nvidia/cudnn/lib"
    "${site}/nvidia/cudnn/lib|lib|${site}|$ORIGIN/../nvidia/cudnn/lib"
    "${site}/nvidia/cudnn/lib|/usr/lib/pkg|${site}|"
    "${site}/nvidia/cudnn/lib|../../outside|${site}|"
    "/opt/build-env/lib/python3.12/site-packages/nvidia/cudnn/lib|pkg|${site}|$ORIGIN/../nvidia/cudnn/lib"
    "/opt/build-env/lib/python3.12/site-packages/nvidia/cudnn/lib|lib/python3.12/site-packages/pkg||"
    "/usr/local/cuda/lib64|pkg|${site}|"
    "/usr/lib/x86_64-linux-gnu|lib||")
  string(REPLACE "|" ";" spec "${spec}")
  list(GET spec 0 dir)
  list(GET spec 1 destination)
  list(GET spec 2 platlib)
  list(GET spec 3 expected)
  unset(SKBUILD_PLATLIB_DIR)
  if(platlib)
    set(SKBUILD_PLATLIB_DIR "${platlib}")
  endif()
  _cudnn_install_rpath(rpath "${dir}" "${destination}")
  if(NOT rpath STREQUAL expected)
    message(FATAL_ERROR "ASSERTION FAILED: _cudnn_install_rpath(${dir} ${destination}, SKBUILD_PLATLIB_DIR '${platlib}') is '${rpath}', not '${expected}'")
  endif()
endforeach()
# "lib" from a scikit-build-core build lands in site-packages/lib: $ORIGIN/../nvidia/...
# is right there too; the Apple spelling:
set(APPLE ON)
set(SKBUILD_PLATLIB_DIR "${site}")
_cudnn_install_rpath(rpath "${site}/nvidia/cudnn/lib" pkg)
cudnn_assert_equal(rpath "@loader_path/../nvidia/cudnn/lib")
