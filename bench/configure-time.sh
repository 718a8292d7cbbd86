#!/usr/bin/env bash
# Configure time of find_package(CUDNN) with this project's module against a
# plain find_path/find_library module, cold (fresh build folder) and cached
# (re-configure), as ratios measured in one run.
#
#   bench/configure-time.sh [runs] [probe-mode] [languages]
#
# probe-mode (default OFF) is passed as CUDNN_PROBE to this project's module.
# languages (default NONE) are the projects' languages: NONE leaves compiler
# detection, identical for both, out of the ratio; CXX shows the cost as a
# share of a real project's configure (and lets the probe use try_compile).
set -euo pipefail
runs=${1:-10}
probe=${2:-OFF}
languages=${3:-NONE}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make_project() { # <dir> <module-dir>
  mkdir -p "$1"
  cat > "$1/CMakeLists.txt" <<CML
cmake_minimum_required(VERSION 3.19)
project(bench LANGUAGES $languages)
list(APPEND CMAKE_MODULE_PATH "$2")
find_package(CUDNN REQUIRED)
CML
}
make_project "$work/ours" "$here/../modules"
make_project "$work/plain" "$here/plain"

now() { date +%s.%N; }
measure() { # <name> <src> <cold|cached> -> mean seconds
  local total=0 t0 t1
  for ((i = 0; i < runs; i++)); do
    if [ "$3" = cold ]; then rm -rf "$work/b-$1"; fi
    t0=$(now)
    cmake -S "$2" -B "$work/b-$1" -DCUDNN_PROBE="$probe" >/dev/null 2>&1
    t1=$(now)
    total=$(echo "$total + $t1 - $t0" | bc -l)
  done
  echo "scale=4; $total / $runs" | bc -l
}
cmake -S "$work/ours" -B "$work/b-ours" -DCUDNN_PROBE="$probe" >/dev/null 2>&1 # warm the disk cache
for mode in cold cached; do
  ours=$(measure ours "$work/ours" $mode)
  plain=$(measure plain "$work/plain" $mode)
  ratio=$(echo "scale=2; $ours / $plain" | bc -l)
  printf '%-6s  ours %6.3f s  plain %6.3f s  ratio %5.2f  (%d runs each, CUDNN_PROBE=%s, LANGUAGES %s)\n' \
    "$mode" "$ours" "$plain" "$ratio" "$runs" "$probe" "$languages"
done
