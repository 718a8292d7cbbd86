#!/bin/sh
# Run a Windows executable under Wine, non-interactively, with no display.
# Used as CMAKE_CROSSCOMPILING_EMULATOR by the MinGW-w64 toolchain files and
# by the fixture self-test.  Usage: wine-run.sh program.exe [args...]
# Exit status: that of the Windows program (Wine passes it through, modulo 256);
# 126 for a 32-bit program when only 64-bit Wine is installed; 127 when Wine cannot be found.
#
# Environment:
#   CUDNN_WINEPREFIX  the Wine prefix to use (default: $TMPDIR/cudnn-wine-prefix-<uid>);
#                     created on first use, under a lock so parallel ctest runs are safe.
#   CUDNN_WINE        the Wine loader to run (default: wine64, /usr/lib/wine/wine64, wine).
#   CUDNN_WINE_PATH   extra folders (Windows or Unix form, ';'-separated) prepended to
#                     the Windows PATH of the program (via WINEPATH).
#   CUDNN_WINE_NO_MINGW_RUNTIME=1  do not append the MinGW-w64 runtime DLL folders.

if [ $# -lt 1 ]; then
    echo "usage: $0 program.exe [args...]" >&2
    exit 2
fi

uid=$(id -u 2>/dev/null || echo 0)
tmp=${TMPDIR:-/tmp}
WINEPREFIX=${CUDNN_WINEPREFIX:-$tmp/cudnn-wine-prefix-$uid}
WINEDEBUG=-all
WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
WINEARCH=win64
export WINEPREFIX WINEDEBUG WINEDLLOVERRIDES WINEARCH
unset DISPLAY WAYLAND_DISPLAY
# Build the Windows PATH additions: CUDNN_WINE_PATH first, then the MinGW-w64 runtime
# folders (libstdc++/libgcc_s/libwinpthread DLLs) unless CUDNN_WINE_NO_MINGW_RUNTIME=1.
# Unix paths become Z:\... paths.
# shellcheck disable=SC1003
to_win() {
    case $1 in
        /*) printf 'Z:%s' "$1" | tr '/' '\\' ;;
        *) printf '%s' "$1" ;;
    esac
}
winpath=""
add_winpath() {
    [ -n "$1" ] || return 0
    w=$(to_win "$1")
    winpath="${winpath:+$winpath;}$w"
}
if [ -n "${CUDNN_WINE_PATH:-}" ]; then
    old_ifs=$IFS; IFS=';'
    for d in $CUDNN_WINE_PATH; do IFS=$old_ifs; add_winpath "$d"; IFS=';'; done
    IFS=$old_ifs
fi
if [ "${CUDNN_WINE_NO_MINGW_RUNTIME:-0}" != 1 ]; then
    for d in /usr/lib/gcc/x86_64-w64-mingw32/*-posix /usr/x86_64-w64-mingw32/lib; do
        [ -d "$d" ] && add_winpath "$d"
    done
fi
if [ -n "$winpath" ]; then
    WINEPATH="$winpath${WINEPATH:+;$WINEPATH}"
    export WINEPATH
fi

wine=${CUDNN_WINE:-}
if [ -z "$wine" ]; then
    if command -v wine64 >/dev/null 2>&1; then
        wine=wine64
    elif [ -x /usr/lib/wine/wine64 ]; then
        wine=/usr/lib/wine/wine64
    elif command -v wine >/dev/null 2>&1; then
        wine=wine
    else
        echo "wine-run.sh: no Wine found (install wine64; see tests/setup/install-prereqs.sh)" >&2
        exit 127
    fi
fi
# The Debian 'wine' front end expects WINELOADER for the 64-bit-only install.
case $wine in
    */wine64|wine64) [ -z "$WINELOADER" ] && WINELOADER=$(command -v "$wine") && export WINELOADER ;;
esac

# Create the prefix once.  Several ctest jobs may start at the same time: the first
# one takes the lock and runs wineboot, the others wait for it.
if [ ! -f "$WINEPREFIX/system.reg" ] || [ ! -f "$WINEPREFIX/.cudnn-prefix-ready" ]; then
    mkdir -p "$WINEPREFIX" || exit 1
    (
        if command -v flock >/dev/null 2>&1; then
            flock 9
        fi
        if [ ! -f "$WINEPREFIX/.cudnn-prefix-ready" ]; then
            "$wine" wineboot.exe --init >/dev/null 2>&1 </dev/null
            wineserver_bin=$(command -v wineserver 2>/dev/null || echo /usr/lib/wine/wineserver)
            [ -x "$wineserver_bin" ] && "$wineserver_bin" -w >/dev/null 2>&1
            if [ -f "$WINEPREFIX/system.reg" ]; then
                : > "$WINEPREFIX/.cudnn-prefix-ready"
            else
                echo "wine-run.sh: could not initialise the Wine prefix $WINEPREFIX" >&2
                exit 1
            fi
        fi
    ) 9>"$WINEPREFIX.lock" || exit 1
fi

# A 32-bit program under a 64-bit-only Wine does not run, yet Wine exits with 0. Say so
# and fail instead (exit 126), unless a 32-bit Wine is there.
pe_machine() {
    # prints the PE machine field (decimal) of file $1, or nothing
    [ -f "$1" ] || return 0
    off=$(od -An -tu4 -j60 -N4 "$1" 2>/dev/null | tr -d ' ')
    [ -n "$off" ] || return 0
    sig=$(od -An -c -j"$off" -N2 "$1" 2>/dev/null | tr -d ' ')
    [ "$sig" = "PE" ] || return 0
    od -An -tu2 -j$((off + 4)) -N2 "$1" 2>/dev/null | tr -d ' '
}
machine=$(pe_machine "$1")
if [ "$machine" = 332 ]; then   # 0x14c, i386
    if [ -x /usr/lib/wine/wine ]; then
        wine=/usr/lib/wine/wine
    elif [ ! -f "$WINEPREFIX/drive_c/windows/syswow64/ntdll.dll" ]; then
        echo "wine-run.sh: $1 is a 32-bit (i386) program and this Wine cannot run 32-bit programs (install wine32:i386)" >&2
        exit 126
    fi
fi

exec "$wine" "$@"
