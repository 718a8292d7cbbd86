#!/bin/sh
# Other CMake versions for the compatibility cases (label compat) and for
# tests/run-with-cmake.sh, from PyPI, each in its own virtual environment in a
# cache outside the repository ($CUDNN_CMAKE_CACHE, default
# ~/.cache/cudnn-cmake; about 80-115 MB each).  Idempotent.
#   3.25.2   the module's floor, 3.25 (find_*()'s VALIDATOR); not 3.25.0, whose
#            FindCUDAToolkit stops on CUDA 13 (CUDA::nvptxcompiler_static)
#   3.31.10  the newest 3.x
#   4.4.5    the newest 4.x
# (3.25.1, Debian 12's, is the suite's own CMake: the presets need 3.25.)
# Usage: install-cmake-versions.sh [<version>...]   (default: the three above)
set -eu
cache="${CUDNN_CMAKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cudnn-cmake}"
versions="${*:-3.25.2 3.31.10 4.4.5}"
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
