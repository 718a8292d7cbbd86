# case: SCRIPT LABELS wine
# F11 on Windows: one DLL replaced by another release's.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_wine_available(ok)
if(NOT ok)
  pc_skip("MinGW-w64 or Wine missing")
  return()
endif()
pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000 SUBLIB_VERSION cnn=9.1.0)
pc_windows_configure(run "${win_ROOT}")
pc_expect(run RESULT FAIL
  MATCH "cudnnCnnVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH \\(1002\\) for [^\n]*/win/bin/cudnn_cnn64_9\\.dll")
