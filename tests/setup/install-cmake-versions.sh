#!/bin/sh
# Other CMake versions for the compatibility cases (label compat) and for
# tests/run-with-cmake.sh, from PyPI, each in its own virtual environment in a
# cache outside the repository ($CUDNN_CMAKE_CACHE, default
# ~/.cache/cudnn-cmake; about 80-115 MB each).  Idempotent.
#   3.20.2   the oldest release PyPI has for this platform (no 3.19 wheel)
#   3.21.4   the first with $<TARGET_RUNTIME_DLLS>
#   3.31.10  the newest 3.x
#   4.4.5    the newest 4.x
# (3.25 is the suite's own CMake: the presets need it.)
# Usage: install-cmake-versions.sh [<version>...]   (default: the four above)
set -eu
cache="${CUDNN_CMAKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cudnn-cmake}"
versions="${*:-3.20.2 3.21.4 3.31.10 4.4.5}"
for version in $versions; do
    dir="$cache/cmake-$version"
    if [ -x "$dir/bin/cmake" ]; then
        echo "install-cmake-versions: cmake $version present"
        continue
    fi
    rm -rf "$dir"
    python3 -m venv "$dir"
    "$dir/bin/pip" install -q "cmake==$version"
    echo "install-cmake-versions: cmake $version installed in $dir"
done
