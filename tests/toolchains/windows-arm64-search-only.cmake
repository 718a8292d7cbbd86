# Windows on Arm, for cases that only search (CUDNN_PROBE OFF, nothing built or run):
# Debian has no MinGW-w64 for ARM64, so the x86_64 compilers stand in for the project's
# own compiler checks, and CMAKE_SYSTEM_PROCESSOR says ARM64, which is what the module
# reads to know the target's machine.  No emulator: nothing here runs ARM64 code.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR ARM64)
set(_cudnn_mingw_triplet x86_64-w64-mingw32)
include("${CMAKE_CURRENT_LIST_DIR}/mingw-w64-common.cmake")
unset(CMAKE_CROSSCOMPILING_EMULATOR)
