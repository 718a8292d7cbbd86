# case: SCRIPT LABELS wine
# Issue 7/8: a good 8.x install with zlibwapi.dll in its bin/ passes: the probe copies the
# zlibwapi.dll the run-time stage finds next to itself, as cudnn_copy_runtime_dlls does
# for programs.  (Imported here, so that without the copy the check would fail.)
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_wine_available(ok)
if(NOT ok)
  pc_skip("MinGW-w64 or Wine missing")
  return()
endif()
pc_fixture(win LAYOUT windows-zip VERSION 8.8.0 CUDART 11080 ZLIBWAPI_IMPORT ON ZLIBWAPI_DEST bin)
pc_cuda_stubs("${WORK}/cuda-bin" 11 CUBLASLT NVRTC WINDOWS)
pc_windows_configure(run "${win_ROOT}" -DCUDAToolkit_VERSION=11.8)
pc_expect(run RESULT PASS MATCH "probe-runtime-version=8\\.8\\.0" "probe-failure=\\[\\[\\]\\]")
