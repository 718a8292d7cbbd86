#!/usr/bin/env bash
# What find_package(CUDNN) costs at configure time, as ratios measured in one run.
#
#   bench/configure-time.sh [runs]          (default 7; SCALING_RUNS, default 3)
#   LANGUAGES=CXX bench/configure-time.sh   a consumer with project(x LANGUAGES CXX)
#   MODULES=<dir> bench/configure-time.sh   another revision's modules/ (before/after)
#
# Prints, with min and median over <runs> runs of CPU time (user + system of
# cmake and every process it starts, so a busy machine disturbs it less than
# wall time), for project(x LANGUAGES NONE) (or $LANGUAGES) and the real cuDNN of
# this machine:
#   1. this module against two floors kept in bench/: a plain find_path /
#      find_library module (plain/), and that plus find_package(CUDAToolkit)
#      (plain-cudatoolkit/): cached re-configure (probe OFF and AUTO), cold
#      (probe OFF), and the CPU time a cold probe adds; measured in turns,
#      one run of each configuration per round;
#   2. the search with 1, 10, 50, 200 generated installs on CMAKE_PREFIX_PATH
#      (bench/make-installs.sh): seconds in the module's search (unprofiled:
#      timestamps around _cudnn_search in a copy of the module made here),
#      when the first install is chosen and when none qualifies; in turns too
#      (one run of every count and case per round);
#   3. the cold probe's time split into its parts (from the profile);
#   4. the profile's top entries for a cold configure, probe OFF.
# The report goes to stdout and to bench/RESULTS.md (RESULTS=<file> elsewhere).
set -euo pipefail
runs=${1:-7}
scaling_runs=${SCALING_RUNS:-3}
here=$(cd "$(dirname "$0")" && pwd)
modules=$(cd "${MODULES:-$here/../modules}" && pwd)
languages=${LANGUAGES:-NONE}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
summary() { python3 "$here/trace-summary.py" "$@"; }
# Run once more under tee, keeping the report for bench/RESULTS.md.
if [ -z "${_CUDNN_BENCH_INNER:-}" ]; then
  results=${RESULTS:-$here/RESULTS.md}
  report=$(mktemp)
  set +e
  _CUDNN_BENCH_INNER=1 "$0" "$@" | tee "$report"
  rc=${PIPESTATUS[0]}
  set -e
  { echo "# Configure cost: the last run of bench/configure-time.sh"
    echo
    echo "Written by \`bench/configure-time.sh $runs\` (SCALING_RUNS=$scaling_runs) on $(date -u '+%Y-%m-%d %H:%M UTC'),"
    echo "at commit $(git -C "$modules/.." rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$modules/.." diff --quiet HEAD -- modules probe 2>/dev/null || echo ' (modules/ or probe/ changed since)'), on $(uname -m) with $(nproc) cores."
    echo "What each section measures is in the script's header; CPU seconds."
    echo
    echo '```'
    cat "$report"
    echo '```'; } > "$results"
  rm -f "$report"
  exit "$rc"
fi

make_project() { # <dir> <module-dir> <find_package arguments>
  mkdir -p "$1"
  cat > "$1/CMakeLists.txt" <<CML
cmake_minimum_required(VERSION 3.19)
project(bench LANGUAGES $languages)
list(APPEND CMAKE_MODULE_PATH "$2")
find_package(CUDNN $3)
CML
}
make_project "$work/ours" "$modules" REQUIRED
# A copy of the module that prints the wall time of its search: the profiler
# adds its own cost to every command, several times that of a cheap one.
cp -r "$modules" "$work/timed-modules"
python3 - "$work/timed-modules/FindCUDNN.cmake" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
import re
# The driver's call of the search (any revision of the module: its arguments change).
m = re.search(r"^[ \t]*_cudnn_search\(.*\)\n", text, re.M)
assert m, "bench: _cudnn_search call not found in FindCUDNN.cmake"
call = m.group(0)
text = text.replace(call, '  string(TIMESTAMP _cudnn_bench_t0 "%s%f")\n' + call +
    '  string(TIMESTAMP _cudnn_bench_t1 "%s%f")\n'
    '  math(EXPR _cudnn_bench_us "${_cudnn_bench_t1} - ${_cudnn_bench_t0}")\n'
    '  message(STATUS "cudnn-bench: search ${_cudnn_bench_us} us")\n')
open(path, "w").write(text)
PY
make_project "$work/plain" "$here/plain" REQUIRED
make_project "$work/plainct" "$here/plain-cudatoolkit" REQUIRED

# cpu <command>...: CPU seconds of the command (user + system, children included).
# (bash's time: millisecond resolution, from the rusage of the waited-for children.)
cpu() {
  local TIMEFORMAT='%3U %3S'
  { time "$@" >/dev/null 2>&1 || true; } 2>"$work/time"
  awk '{ printf "%.4f\n", $1 + $2 }' "$work/time"
}
# stats <values...>: "min median"
stats() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.3f %.3f\n", v[1], m }'; }
# Section 1's configurations, measured in turns (one run of each per round),
# so that a drift in the machine's speed touches all of them alike:
# <name> <src> <cold|cached> <args...>
configs=(
  "plain_cached $work/plain cached"
  "plainct_cached $work/plainct cached"
  "ours_cached_off $work/ours cached -DCUDNN_PROBE=OFF"
  "ours_cached_auto $work/ours cached -DCUDNN_PROBE=AUTO"
  "plain_cold $work/plain cold"
  "plainct_cold $work/plainct cold"
  "ours_cold_off $work/ours cold -DCUDNN_PROBE=OFF"
  "ours_cold_auto $work/ours cold -DCUDNN_PROBE=AUTO"
)
declare -A turns
# measure_in_turns: fills turns[<name>] with <runs> CPU times.
measure_in_turns() {
  local config name src mode args
  for config in "${configs[@]}"; do
    read -r name src mode args <<<"$config"
    # shellcheck disable=SC2086 # args: words
    [ "$mode" = cached ] && cpu cmake -S "$src" -B "$work/b-$name" $args >/dev/null
  done
  for ((i = 0; i < runs; i++)); do
    for config in "${configs[@]}"; do
      read -r name src mode args <<<"$config"
      [ "$mode" = cold ] && rm -rf "$work/b-$name"
      # shellcheck disable=SC2086
      turns[$name]+="$(cpu cmake -S "$src" -B "$work/b-$name" $args) "
    done
  done
}
# measured <name>: "min median" of its values.
measured() {
  # shellcheck disable=SC2086 # the values: words
  stats ${turns[$1]}
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }

echo "cudnn-cmake configure cost ($(cmake --version | head -1), $(nproc) cores, $runs runs each)"
echo "modules: $modules; consumer: project(bench LANGUAGES $languages)"
echo "load before: $(uptime | sed 's/.*load average/load average/')"
cmake -S "$work/ours" -B "$work/warm" -DCUDNN_PROBE=OFF >/dev/null 2>&1 # warm the disk cache
echo "cuDNN: $(grep -h '^CUDNN_LIBRARY:' "$work/warm/CMakeCache.txt" | cut -d= -f2)"
rm -rf "$work/warm"

echo
echo "1. CPU seconds, min / median; ratios of medians, and of minima against plain+CUDATk (noise"
echo "   only adds time: the minima are the steadier figure); the eight configurations measured in turns"
printf '%-34s %15s %15s %15s %10s %12s %10s\n' case "this module" "plain" "plain+CUDATk" "/plain" "/plain+CUDATk" "(minima)"
row() { # <label> <ours> <plain> <plainct>
  read -r om omed <<<"$2"; read -r pm pmed <<<"$3"; read -r cm cmed <<<"$4"
  printf '%-34s %7s/%-7s %7s/%-7s %7s/%-7s %10s %12s %10s\n' "$1" "$om" "$omed" "$pm" "$pmed" "$cm" "$cmed" \
    "$(ratio "$omed" "$pmed")" "$(ratio "$omed" "$cmed")" "$(ratio "$om" "$cm")"
}
measure_in_turns
plain_cached=$(measured plain_cached)
plainct_cached=$(measured plainct_cached)
plain_cold=$(measured plain_cold)
plainct_cold=$(measured plainct_cold)
row "cached re-configure, probe OFF" "$(measured ours_cached_off)" "$plain_cached" "$plainct_cached"
row "cached re-configure, probe AUTO" "$(measured ours_cached_auto)" "$plain_cached" "$plainct_cached"
cold_off=$(measured ours_cold_off)
row "cold, probe OFF" "$cold_off" "$plain_cold" "$plainct_cold"
cold_auto=$(measured ours_cold_auto)
row "cold, probe AUTO" "$cold_auto" "$plain_cold" "$plainct_cold"
read -r am amed <<<"$cold_auto"; read -r fm fmed <<<"$cold_off"
awk -v a="$amed" -v b="$fmed" -v c="$am" -v d="$fm" \
  'BEGIN { printf "%-34s +%.3f s (medians), +%.3f s (minima)   goal: at most +1.2 s\n", "cold probe, added CPU time", a - b, c - d }'
echo "goals: cached within 1.10x of plain+CUDAToolkit; cold within 1.25x of plain+CUDAToolkit"

echo
echo "2. Search with N generated installs on CMAKE_PREFIX_PATH, probe OFF: CPU seconds of the whole"
echo "   configure (min / median of $scaling_runs), wall seconds in _cudnn_search (min / median, unprofiled:"
echo "   timestamps around it in a copy of the module), and 'own': the median CPU of the whole"
echo "   configure less that of plain+CUDAToolkit given the same prefixes (the module's cost, unprofiled);"
echo "   every count and case measured in turns"
echo "   goal: linear; the search under 0.10 s at 50, under 0.40 s at 200"
"$here/make-installs.sh" "$work/installs" 200
make_project "$work/scale-none" "$modules" "99"
make_project "$work/timed-first" "$work/timed-modules" ""
make_project "$work/timed-none" "$work/timed-modules" "99"
make_project "$work/scale-floor" "$here/plain-cudatoolkit" ""
printf '%-9s  %-50s %-50s\n' installs "first one chosen: CPU / search / own" "none qualifies (99): CPU / search / own"
# In turns, as section 1: each round runs every count and case once, so that
# a slow spell of the machine touches every cell alike instead of one block.
counts=(0 1 10 50 200)
declare -A prefixes scale
for n in "${counts[@]}"; do
  p=$(for ((i = 1; i <= n; i++)); do printf '%s/inst-%03d;' "$work/installs" "$i"; done)
  prefixes[$n]=${p%;}
done
for ((i = 0; i < scaling_runs; i++)); do
  for n in "${counts[@]}"; do
    rm -rf "$work/b-scale"
    scale[$n,floor]+="$(cpu cmake -S "$work/scale-floor" -B "$work/b-scale" "-DCMAKE_PREFIX_PATH=${prefixes[$n]}") "
    for project in ours:timed-first scale-none:timed-none; do
      timed=${project#*:} project=${project%:*}
      rm -rf "$work/b-scale"
      scale[$n,$project,cpu]+="$(cpu cmake -S "$work/$project" -B "$work/b-scale" -DCUDNN_PROBE=OFF "-DCMAKE_PREFIX_PATH=${prefixes[$n]}") "
      rm -rf "$work/b-scale"
      us=$(cmake -S "$work/$timed" -B "$work/b-scale" -DCUDNN_PROBE=OFF "-DCMAKE_PREFIX_PATH=${prefixes[$n]}" 2>/dev/null |
           sed -n 's/^-- cudnn-bench: search \([0-9]*\) us$/\1/p')
      scale[$n,$project,search]+="$(awk -v us="${us:-0}" 'BEGIN { printf "%.4f", us / 1e6 }') "
    done
  done
done
for n in "${counts[@]}"; do
  line=$(printf '%-9s' "$n")
  # shellcheck disable=SC2086 # the values: words
  read -r _ fmed <<<"$(stats ${scale[$n,floor]})"
  for project in ours scale-none; do
    # shellcheck disable=SC2086
    read -r smin smed <<<"$(stats ${scale[$n,$project,cpu]})"
    # shellcheck disable=SC2086
    read -r wmin wmed <<<"$(stats ${scale[$n,$project,search]})"
    own=$(awk -v a="$smed" -v b="$fmed" 'BEGIN { printf "%.3f", a - b }')
    line+=$(printf ' %8s / %-8s / %5s / %-6s / %-7s  ' "$smin" "$smed" "$wmin" "$wmed" "$own")
  done
  echo "$line"
done
rm -rf "$work/b-scale"

echo "3. The cold probe (CUDNN_PROBE=AUTO), its parts: wall seconds from the profile, min / median of $runs"
parts=(_cudnn_probe _cudnn_probe_signature _cudnn_probe_build _cudnn_probe_build_compiler
       "_cudnn_probe_run#1" _cudnn_probe_user_run)
declare -A part_values
for ((i = 0; i < runs; i++)); do
  rm -rf "$work/b-probe"
  cmake -S "$work/ours" -B "$work/b-probe" -DCUDNN_PROBE=AUTO \
    --profiling-format=google-trace --profiling-output="$work/probe.json" >/dev/null 2>&1
  mapfile -t got < <(summary sum "$work/probe.json" "${parts[@]}")
  for ((p = 0; p < ${#parts[@]}; p++)); do part_values[$p]+="${got[$p]} "; done
done
for ((p = 0; p < ${#parts[@]}; p++)); do
  # shellcheck disable=SC2086
  read -r pmin pmed <<<"$(stats ${part_values[$p]})"
  [ "$pmed" = 0.000 ] && continue
  label=${parts[$p]/\#1/ (first run: chosen)}
  printf '  %-40s %7s / %-7s\n' "$label" "$pmin" "$pmed"
done
rm -rf "$work/b-probe"

echo
echo "4. Profile of one cold configure, probe OFF: top entries (wall seconds)"
cmake -S "$work/ours" -B "$work/b-top" -DCUDNN_PROBE=OFF \
  --profiling-format=google-trace --profiling-output="$work/top.json" >/dev/null 2>&1
summary top 12 "$work/top.json" | sed 's/^/  /'
echo "   and of the cached re-configure after it:"
cmake -S "$work/ours" -B "$work/b-top" -DCUDNN_PROBE=OFF \
  --profiling-format=google-trace --profiling-output="$work/top.json" >/dev/null 2>&1
summary top 8 "$work/top.json" | sed 's/^/  /'
echo
echo "load after: $(uptime | sed 's/.*load average/load average/')"
