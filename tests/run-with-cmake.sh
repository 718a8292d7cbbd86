#!/bin/sh
# The whole test suite under another CMake: configures this project with it
# (every case then configures, builds and runs with that CMake too) and runs
# its ctest.  The CMake comes from tests/setup/install-cmake-versions.sh's
# cache, installed on demand.
#
# Usage: tests/run-with-cmake.sh <version> [<ctest argument>...]
#   e.g. tests/run-with-cmake.sh 3.25.2
#        tests/run-with-cmake.sh 4.4.5 -L 'find|routes'
# Build folder: build/cmake-<version>.  Exit code: ctest's.
set -eu
[ $# -ge 1 ] || { sed -n '2,12p' "$0"; exit 2; }
version=$1
shift
here=$(cd "$(dirname "$0")/.." && pwd)
cache="${CUDNN_CMAKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cudnn-cmake}"
bin="$cache/cmake-$version/bin"
[ -x "$bin/cmake" ] || sh "$here/tests/setup/install-cmake-versions.sh" "$version"
build="$here/build/cmake-$version"
rm -rf "$build"
"$bin/cmake" -S "$here" -B "$build" -G Ninja -DBUILD_TESTING=ON >/dev/null
start=$(date +%s)
rc=0
(cd "$build" && "$bin/ctest" -j2 --output-on-failure "$@") || rc=$?
echo "run-with-cmake: CMake $("$bin/cmake" --version | head -n1 | cut -d' ' -f3): ctest exit code $rc, $(( $(date +%s) - start )) s"
exit $rc
