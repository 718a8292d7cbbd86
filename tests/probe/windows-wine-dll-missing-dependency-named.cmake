# case: SCRIPT LABELS wine
# Issue 7 (4): a DLL that is there but does not load is diagnosed by the dependency it
# lacks, not with "put it next to cudnn64_8.dll".  (The stand-in imports zlibwapi.dll,
# which no real cuDNN DLL does: it stands for any missing load-time dependency.)
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_wine_available(ok)
if(NOT ok)
  pc_skip("MinGW-w64 or Wine missing")
  return()
endif()
pc_fixture(win LAYOUT windows-zip VERSION 8.8.0 CUDART 11080 ZLIBWAPI_IMPORT ON)
pc_cuda_stubs("${WORK}/cuda-bin" 11 CUBLASLT NVRTC WINDOWS)
pc_windows_configure(run "${win_ROOT}" -DCUDAToolkit_VERSION=11.8)
pc_expect(run RESULT FAIL
  MATCH "cudnnCnnInferVersionCheck failed with CUDNN_STATUS_NOT_INITIALIZED \\(1\\) for [^\n]*/win/bin/cudnn_cnn_infer64_8\\.dll, which is there but does not load: it needs zlibwapi\\.dll, which cannot be found \\(error 126"
        "fix: make what cudnn_cnn_infer64_8\\.dll needs loadable \\(next to it, or on PATH\\)"
  NO_MATCH "put cudnn_cnn_infer64_8\\.dll next to")
