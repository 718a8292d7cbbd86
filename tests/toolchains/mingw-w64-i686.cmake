# Cross-compile for Windows (i686) with MinGW-w64 (Debian's -posix compilers) and run the
# results under Wine through wine-run.sh (CMAKE_CROSSCOMPILING_EMULATOR), so try_run(),
# add_test() and running built programs work on a Linux host with no display.
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=<repo>/tests/toolchains/mingw-w64-i686.cmake ...
#
# find_path/find_library/find_package search the host paths as well as the MinGW sysroot
# (fixtures are ordinary host folders); programs are only looked up on the host.
# Environment read by wine-run.sh: CUDNN_WINEPREFIX, CUDNN_WINE, CUDNN_WINE_PATH.
# Note: running 32-bit programs needs wine32 (i386 multiarch); without it wine-run.sh
# refuses them with exit code 126 (64-bit-only Wine would silently exit 0).

set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86)
set(_cudnn_mingw_triplet i686-w64-mingw32)
include("${CMAKE_CURRENT_LIST_DIR}/mingw-w64-common.cmake")
