#!/usr/bin/env bash
# What the probe adds to a cold configure, on this machine (the GPU machine's
# figure is the one this script was written for: a GPU run there loads the
# driver and runs a convolution, which a machine without a driver skips).
#
#   bench/probe-cost.sh [runs]          (default 5)
#
# Prints the CPU seconds (user + system, children included) of <runs> cold
# configures with CUDNN_PROBE=OFF and with AUTO, in turns; the top of one
# AUTO configure's profile; and the probe's two parts on their own: the
# compile (its command from the probe's build log) and the run against the
# chosen install, in library and in GPU mode.
set -u
here=$(cd "$(dirname "$0")" && pwd)
runs=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/p"
cat > "$work/p/CMakeLists.txt" <<CML
cmake_minimum_required(VERSION 3.19)
project(bench LANGUAGES NONE)
list(APPEND CMAKE_MODULE_PATH "$here/../modules")
find_package(CUDNN REQUIRED)
CML
cpu() { local TIMEFORMAT='%3U %3S'; { time "$@" >/dev/null 2>&1 || true; } 2>"$work/t"; awk '{printf "%.3f\n",$1+$2}' "$work/t"; }
off=""; auto=""
for i in $(seq "$runs"); do
  rm -rf "$work/b1"; off+="$(cpu cmake -S "$work/p" -B "$work/b1" -DCUDNN_PROBE=OFF) "
  rm -rf "$work/b2"; auto+="$(cpu cmake -S "$work/p" -B "$work/b2" -DCUDNN_PROBE=AUTO) "
done
echo "cold OFF cpu: $off"
echo "cold AUTO cpu: $auto"
rm -rf "$work/b3"
cmake -S "$work/p" -B "$work/b3" -DCUDNN_PROBE=AUTO --profiling-format=google-trace \
      --profiling-output="$work/prof.json" > "$work/out.txt" 2>&1
grep -m1 "chosen" "$work/out.txt"
python3 "$here/trace-summary.py" top 10 "$work/prof.json"
probe="$work/b3/CMakeFiles/cudnn-probe"
cmd=$(sed '/^exit:/,$d' "$probe/build.log" | tr '\n' ' ')
echo "compile alone (cpu): $(cd "$probe/bin" && cpu sh -c "$cmd") $(cd "$probe/bin" && cpu sh -c "$cmd")"
lib_dir=$(dirname "$(grep -m1 '^CUDNN_LIBRARY:' "$work/b3/CMakeCache.txt" | cut -d= -f2)")
cuda=$(grep -m1 '^CUDAToolkit_VERSION' "$work/b3/CMakeCache.txt" | cut -d= -f2)
for mode in library gpu; do
  a=$(LD_LIBRARY_PATH=$lib_dir cpu "$probe/bin/cudnn_probe" --mode=$mode --context=chosen --cuda="${cuda:-13.0}")
  b=$(LD_LIBRARY_PATH=$lib_dir cpu "$probe/bin/cudnn_probe" --mode=$mode --context=chosen --cuda="${cuda:-13.0}")
  echo "run chosen, $mode mode (cpu): $a $b"
done
echo "$(nproc) cores, $(cmake --version | head -1)"
