#!/usr/bin/env bash
# What we run on a machine with an NVIDIA GPU before resolving an issue that
# touches the probe or the doctor (CI has no GPU: there the gpu cases skip).
#
#   tests/gpu-machine.sh [out-dir]        (default: build/gpu-machine)
#
# Runs, each step's output in <out-dir>/<step>.log and a line per step (its
# command, exit code and seconds) in <out-dir>/summary.txt:
#   machine     nvidia-smi, CMake, compiler, Ninja
#   configure   cmake --preset dev            build      cmake --build --preset dev
#   gpu         ctest -L gpu -V (the GPU cases in full)
#   suite       every other case except the real-packages tier (it downloads
#               NVIDIA's wheels; GPU machines here have no network)
#   doctor-*    the doctor: as is, with PyTorch's virtual environment (--all),
#               shadowed through LD_LIBRARY_PATH, and --json
#   workflow-ci cmake --workflow --preset ci (strict configure, GPU probe, the
#               example, the gpu cases) with the system's cuDNN (passes) and
#               with the wheel (fails: programs without RPATH load another)
#   main        the README's main command (examples/minimal, target run)
#   python      examples/python-extension built by pip (scikit-build-core, no build
#               isolation) in PyTorch's virtual environment, whose cuDNN wheel is not
#               the one the machine's loader finds; imported with no LD_LIBRARY_PATH
#               it must report the wheel's version; its RUNPATH and the doctor's
#               choice with -DCUDNN_FIND_PYTHON=FIRST.  pip runs offline: WHEELS
#               (default build/python-wheels) holds scikit-build-core and its
#               dependencies (pure wheels; tests/real-packages/packages.cmake).
# It goes on after a failing step; its own exit code is the number of steps
# whose exit code is not the expected one (the shadow step expects 1: the
# doctor reports the problem; so does the strict ci workflow on the wheel).
#
# Environment: VENV (default /opt/torch/.venv) a virtual environment holding
# the nvidia-cudnn wheel; SHADOW (default /usr/lib/x86_64-linux-gnu) a folder
# holding another cuDNN, first on LD_LIBRARY_PATH in the shadow step; STEPS
# (default: all) the names of the steps to run.
set -u
cd "$(dirname "$0")/.."
out="${1:-build/gpu-machine}"
mkdir -p "$out"
: > "$out/summary.txt"
venv="${VENV:-/opt/torch/.venv}"
shadow="${SHADOW:-/usr/lib/x86_64-linux-gnu}"
jobs="$(nproc)"
failed=0

# step <name>[=<expected exit code>] <command...>
step() {
  local name="${1%%=*}" want=0 t0 rc
  case "$1" in *=*) want="${1#*=}" ;; esac
  shift
  case " ${STEPS:-$name} " in *" $name "*) ;; *) return 0 ;; esac
  t0=$(date +%s)
  "$@" > "$out/$name.log" 2>&1
  rc=$?
  printf '%-14s exit %-3s (want %s) %4s s   %s\n' "$name" "$rc" "$want" "$(( $(date +%s) - t0 ))" "$*" \
    | tee -a "$out/summary.txt"
  [ "$rc" -eq "$want" ] || failed=$((failed + 1))
}

machine() {
  nvidia-smi -L; nvidia-smi --query-gpu=driver_version,name --format=csv,noheader
  cmake --version | head -1; c++ --version | head -1; echo "ninja $(ninja --version)"
}
wheel_dir() {
  ls -d "$venv"/lib/python3*/site-packages/nvidia/cudnn 2>/dev/null | head -1
}
python_extension() {
  local py="$venv/bin/python" wheels="${WHEELS:-build/python-wheels}" src=build/python-extension
  "$py" -c 'import sysconfig, os, sys; sys.exit(not os.path.exists(sysconfig.get_paths()["include"] + "/Python.h"))' \
    || { echo "no Python.h for $py: the extension cannot be built here"; return 1; }
  "$py" -m pip --version || "$py" -m ensurepip || return 1
  command -v cmake && cmake --version | head -1
  # No build isolation: the isolated environment's scikit-build-core asks for the cmake
  # package from PyPI when it does not take the cmake on PATH, and pip is offline here.
  "$py" -m pip install -q --no-index --find-links "$wheels" scikit-build-core || return 1
  "$py" -m pip install -v --no-index --no-build-isolation --no-deps . > "$out/python-pip.log" 2>&1 \
    || { tail -30 "$out/python-pip.log"; return 1; }
  grep -E 'scikit-build-core|Successfully installed' "$out/python-pip.log"
  rm -rf "$src" && cp -r examples/python-extension "$src"
  "$py" -m pip uninstall -y -q cudnn-version > /dev/null 2>&1 # a copy from an earlier run
  env -u LD_LIBRARY_PATH -u CUDNN_ROOT -u CMAKE_PREFIX_PATH -u VIRTUAL_ENV \
    "$py" -m pip install -v --no-build-isolation --no-index --no-deps "$src" > "$out/python-build.log" 2>&1 \
    || { tail -40 "$out/python-build.log"; return 1; }
  grep -E 'cuDNN|Probing|programs installed|fix:|Set runtime path|Successfully installed' "$out/python-build.log"
  (cd / && env -u LD_LIBRARY_PATH "$py" -c 'import cudnn_version as m; print("version()", m.version(), "header()", m.header()); print([l.split()[-1] for l in open("/proc/self/maps") if l.rstrip().endswith("/libcudnn.so.9")][0]); raise SystemExit(m.version() != m.header())') || return 1
  readelf -d "$(ls "$(wheel_dir)"/../../cudnn_version/_cudnn_version*.so)" > "$out/python-readelf.log" || return 1
  grep -E 'NEEDED|RUNPATH' "$out/python-readelf.log"
  grep -q 'RUNPATH.*\[\$ORIGIN/\.\./nvidia/cudnn/lib\]' "$out/python-readelf.log" || return 1
  env PATH="$venv/bin:$PATH" VIRTUAL_ENV="$venv" cudnn-doctor --no-probe --color never -DCUDNN_FIND_PYTHON=FIRST \
    > "$out/python-doctor.log" || return 1
  sed -n '1,3p;$p' "$out/python-doctor.log"
  grep -q "would choose cuDNN [0-9.]* at $(wheel_dir)" "$out/python-doctor.log"
}

step machine      machine
step configure    cmake --preset dev
step build        cmake --build --preset dev
step gpu          ctest --test-dir build/dev -L '^gpu$' -V
step suite        ctest --test-dir build/dev -LE '^(gpu|real-packages)$' -j "$jobs" --output-on-failure
step doctor       cmake -P cmake/cudnn-doctor.cmake -- --color never
step doctor-all   env VIRTUAL_ENV="$venv" cmake -P cmake/cudnn-doctor.cmake -- --all --probe GPU --color never
step doctor-shadow=1 env LD_LIBRARY_PATH="$shadow" VIRTUAL_ENV="$venv" \
                  cmake -P cmake/cudnn-doctor.cmake -- --root "$(wheel_dir)" --probe GPU --color never
step doctor-json  env VIRTUAL_ENV="$venv" cmake -P cmake/cudnn-doctor.cmake -- --all --probe GPU --json
# The ci workflow is strict: on a machine whose default loader path holds
# another cuDNN than the one chosen, the "installed without an RPATH" warning
# fails it (as it should).  So: once with the install the loader finds
# (SYSTEM_ROOT, default /usr), which passes, and once with the wheel, which
# must fail on that warning.
rm -rf build/ci build/minimal
step workflow-ci  env -u VIRTUAL_ENV CUDNN_ROOT="${SYSTEM_ROOT:-/usr}" cmake --workflow --preset ci
rm -rf build/ci
step workflow-ci-wheel=1 env VIRTUAL_ENV="$venv" cmake --workflow --preset ci
step main         sh -c 'cmake -S examples/minimal -B build/minimal && cmake --build build/minimal --config Release --target run'
step python       python_extension
echo "failed steps: $failed" | tee -a "$out/summary.txt"
exit "$failed"
