#!/bin/sh
# Install what the cudnn-cmake tests need on Debian/Ubuntu: a host C compiler, binutils,
# 'file', MinGW-w64 cross compilers (x86_64 and i686, posix threads) and Wine (64-bit),
# the aarch64-linux-gnu cross compilers and qemu-user (the cross cases run aarch64
# programs under qemu-aarch64), Python's venv and C headers (the Python tier), openssl (a
# self-signed certificate for the fetch tier's HTTPS case).
# Idempotent: packages already installed are skipped, and nothing is done when all are.
# Non-interactive; needs root (uses sudo when not root and sudo is available).
#
# Usage: tests/setup/install-prereqs.sh [--check]
#   --check   only report what is missing; exit 1 if anything is.
set -eu

PACKAGES="
gcc
g++
binutils
file
make
ninja-build
bc
python3-venv
python3-dev
openssl
gcc-mingw-w64-x86-64-posix
g++-mingw-w64-x86-64-posix
gcc-mingw-w64-i686-posix
g++-mingw-w64-i686-posix
binutils-mingw-w64
wine64
wine
gcc-aarch64-linux-gnu
g++-aarch64-linux-gnu
qemu-user
"

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

# CMake may come from elsewhere (pip, Kitware's installer): only install Debian's if none.
if ! command -v cmake >/dev/null 2>&1; then
    missing="$missing cmake"
fi

here=$(cd "$(dirname "$0")" && pwd)
if [ -z "$missing" ]; then
    echo "install-prereqs: all packages present"
    [ "${1:-}" = "--check" ] || sh "$here/install-cmake-versions.sh"
    exit 0
fi

echo "install-prereqs: missing:$missing"
if [ "${1:-}" = "--check" ]; then
    exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo -n"
else
    echo "install-prereqs: need root (or sudo) to install:$missing" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing

# Sanity check of the tools the fixture generator and the toolchain files call.
for t in gcc ar readelf objdump file x86_64-w64-mingw32-gcc i686-w64-mingw32-gcc \
         x86_64-w64-mingw32-windres aarch64-linux-gnu-gcc aarch64-linux-gnu-g++ qemu-aarch64; do
    command -v "$t" >/dev/null 2>&1 || { echo "install-prereqs: $t still missing" >&2; exit 1; }
done
if ! command -v wine64 >/dev/null 2>&1 && [ ! -x /usr/lib/wine/wine64 ]; then
    echo "install-prereqs: wine64 still missing" >&2
    exit 1
fi
echo "install-prereqs: done"
sh "$here/install-cmake-versions.sh"
