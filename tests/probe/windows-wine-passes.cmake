# case: SCRIPT LABELS wine
# A Windows zip (9.19.0) cross-built with MinGW-w64 and probed under Wine:
# PASS, and the report names the install's DLLs, not the copies.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_wine_available(ok)
if(NOT ok)
  pc_skip("MinGW-w64 or Wine missing")
  return()
endif()
pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000)
pc_windows_configure(run "${win_ROOT}")
pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0" "probe-failure=\\[\\[\\]\\]")
file(READ "${WORK}/run-build/cudnn-probe.json" json)
string(JSON path GET "${json}" sublibraries 1 path)
if(NOT path MATCHES "/win/bin/cudnn_ops64_9\\.dll$")
  message(FATAL_ERROR "the report should name the install's DLL, not the copy: ${path}")
endif()
