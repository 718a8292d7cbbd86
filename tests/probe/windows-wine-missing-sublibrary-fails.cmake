# case: SCRIPT LABELS wine
# F12/F17 on Windows: a sub-library DLL missing from bin/.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_wine_available(ok)
if(NOT ok)
  pc_skip("MinGW-w64 or Wine missing")
  return()
endif()
pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000 REMOVE bin/cudnn_ops64_9.dll)
pc_windows_configure(run "${win_ROOT}")
pc_expect(run RESULT FAIL
  MATCH "cudnnOpsVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED \\(1008\\) for cudnn_ops64_9\\.dll \\(not loaded\\)"
        "fix: put cudnn_ops64_9\\.dll next to cudnn64_9\\.dll in [^\n]*/win/bin")
