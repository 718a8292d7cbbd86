# case: SCRIPT LABELS wine
# Cross-compiling without an emulator: built (so linking is checked), not run.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_wine_available(ok)
if(NOT ok)
  pc_skip("MinGW-w64 or Wine missing")
  return()
endif()
pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000)
file(WRITE "${WORK}/no-emulator.cmake"
  "include([[${PC_REPO}/tests/toolchains/mingw-w64-x86_64.cmake]])\n"
  "unset(CMAKE_CROSSCOMPILING_EMULATOR)\n")
pc_configure(run ROOT "${win_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_TEST_WINDOWS=ON
             "-DCMAKE_TOOLCHAIN_FILE=${WORK}/no-emulator.cmake")
pc_expect(run RESULT SKIPPED
  MATCH "SKIPPED \\(cross-compiling; the probe built, but needs CMAKE_CROSSCOMPILING_EMULATOR to run\\)")
