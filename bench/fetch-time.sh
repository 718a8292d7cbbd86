#!/usr/bin/env bash
# What CUDNN_FETCH costs at configure time, as ratios measured in one run.
#
#   bench/fetch-time.sh [runs]                 (default 3)
#   WHEEL=<file.whl> bench/fetch-time.sh       the wheel to serve (default: NVIDIA's cuDNN JIT
#                                              for CUDA 13, linux-x86_64, from the real-package
#                                              tier's cache); it must be one the table pins
#   PACKAGE=full|jit CUDA=13.0                 what the consumer asks for (default jit, 13.0)
# The last figures, by hand: bench/RESULTS-fetch.md.
#
# A loopback server (tests/fetch/server.py) serves the wheel as CUDNN_FETCH_URL.  Each run, in
# turns, configures tests/fetch/project (CUDNN_PROBE=OFF: the fetch alone) into a new build
# folder, with wall times in ms:
#   first    an empty cache: download, SHA-256, unpack, search
#   cached   another build folder, the same cache (no request: the server counts them)
#   kept     that folder re-configured (the choice kept)
#   plain    a new build folder with CUDNN_ROOT at the same unpacked install, no CUDNN_FETCH:
#            the floor, what finding that install costs without fetching
# and prints min and median of each, and the ratios to plain.
set -euo pipefail
runs=${1:-3}
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/.." && pwd)
package=${PACKAGE:-jit}
cuda=${CUDA:-13.0}
cache_root=${CUDNN_CMAKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cudnn-cmake}
wheel=${WHEEL:-$(ls "$cache_root"/wheels/nvidia_cudnn_jit_cu13-*-manylinux_2_27_x86_64.whl 2>/dev/null | tail -1)}
if [ -z "$wheel" ] || [ ! -f "$wheel" ]; then
  echo "fetch-time.sh: no wheel to serve: set WHEEL=<one of the pinned wheels> (or run the real-package tier once)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'kill "$(cat "$work/state/pid" 2>/dev/null)" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/served"
ln -s "$wheel" "$work/served/"
python3 "$src/tests/fetch/server.py" --root "$work/served" --state "$work/state"
url="http://127.0.0.1:$(cat "$work/state/port")"
common=(-G Ninja "-DCUDNN_MODULES=$src/modules" -DREQUEST= "-DCUDNN_CUDA_VERSION=$cuda" -DCUDNN_PROBE=OFF
        -DCMAKE_FIND_USE_CMAKE_SYSTEM_PATH=OFF "-DPython3_EXECUTABLE=$work/no-python")
ms() { python3 -c 'import time; print(int(time.monotonic() * 1000))'; }
configure() { # <build folder> <args>...: prints the wall time in ms
  local dir=$1; shift
  local start end
  start=$(ms)
  cmake -S "$src/tests/fetch/project" -B "$dir" "${common[@]}" "$@" > "$dir.log" 2>&1 || {
    echo "fetch-time.sh: the configure of $dir failed:" >&2; cat "$dir.log" >&2; exit 1; }
  end=$(ms)
  echo $((end - start))
}
declare -a first cached kept plain
for run in $(seq 1 "$runs"); do
  c="$work/cache-$run"
  fetch=(-DCUDNN_FETCH=ON "-DCUDNN_FETCH_PACKAGE=$package" "-DCUDNN_FETCH_DIR=$c" "-DCUDNN_FETCH_URL=$url")
  first+=("$(configure "$work/first-$run" "${fetch[@]}")")
  grep -q "CUDNN_FETCH: downloading" "$work/first-$run.log"
  cached+=("$(configure "$work/cached-$run" "${fetch[@]}")")
  grep -q "found in its cache" "$work/cached-$run.log"
  kept+=("$(configure "$work/cached-$run" "${fetch[@]}")")
  root=$(ls -d "$c"/nvidia_cudnn*/nvidia/cudnn* | head -1)
  plain+=("$(configure "$work/plain-$run" "-DCUDNN_ROOT=$root")")
  rm -rf "$c"
done
stats() { # min median of the arguments
  printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[1], a[int((NR+1)/2)]}'
}
read -r plain_min plain_med < <(stats "${plain[@]}")
size=$(du -k "$wheel" | cut -f1)
echo "CUDNN_FETCH configure cost: $(basename "$wheel") ($((size / 1024)) MiB), $runs runs, wall ms (min / median), ratio of medians to plain"
echo "cmake $(cmake --version | head -1 | cut -d' ' -f3), $(nproc) cores, loopback server"
for name in first cached kept plain; do
  eval "values=(\"\${${name}[@]}\")"
  read -r min med < <(stats "${values[@]}")
  ratio=$(python3 -c "print('%.2f' % ($med / $plain_med))")
  printf '  %-7s %6s / %6s ms   x%s\n' "$name" "$min" "$med" "$ratio"
done
echo "server requests: $(grep -c GET "$work/state/requests.log") (one per first configure)"
