#!/bin/sh
# Other CMake versions for the compatibility cases, from PyPI, each in its own
# virtual environment in a cache outside the repository.  Idempotent.
# The oldest release PyPI has for this platform is 3.20.2 (there is no 3.19
# wheel); 4.4.5 is the newest tested.
set -eu
cache="${CUDNN_CMAKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cudnn-cmake}"
for version in 3.20.2 4.4.5; do
    dir="$cache/cmake-$version"
    if [ -x "$dir/bin/cmake" ]; then
        echo "install-cmake-versions: cmake $version present"
        continue
    fi
    python3 -m venv "$dir"
    "$dir/bin/pip" install -q "cmake==$version"
    echo "install-cmake-versions: cmake $version installed in $dir"
done
