#!/bin/sh
# cudnn-cmake probe tests that need a GPU (CTest label "gpu").
#
# Runs the probe consumer (tests/probe/CMakeLists.txt) against real cuDNN installs and
# checks its verdict and messages. Exit: 0 all cases passed, 1 a case failed,
# 77 skipped (no GPU/driver, or none of the installs exists) - use SKIP_RETURN_CODE 77.
#
# Usage: gpu-cases.sh [case-name-regex]
# Environment (defaults are the project's GPU machine, see shared/LAYOUTS.md):
#   CUDNN_DEB_INCLUDE  Debian package headers   (/usr/include/x86_64-linux-gnu)
#   CUDNN_DEB_LIB      Debian package libraries (/usr/lib/x86_64-linux-gnu)
#   CUDNN_WHEEL_ROOT   pip wheel root (/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn)
#   CUDA_VERSION_MM    the CUDA toolkit version to pass (13.0)
#   CMAKE              cmake to use (cmake)
#   WORK               scratch folder (a new temporary one)
set -u
here=$(cd "$(dirname "$0")" && pwd)
only=${1:-.}
deb_inc=${CUDNN_DEB_INCLUDE:-/usr/include/x86_64-linux-gnu}
deb_lib=${CUDNN_DEB_LIB:-/usr/lib/x86_64-linux-gnu}
wheel=${CUDNN_WHEEL_ROOT:-/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn}
cuda=${CUDA_VERSION_MM:-13.0}
cmake=${CMAKE:-cmake}
work=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/cudnn-gpu-cases.XXXXXX")}
mkdir -p "$work"

# No driver or no GPU: these cases cannot say anything.
if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi -L 2>/dev/null | grep -q '^GPU'; then
    echo "CUDNN_TEST_SKIP: no NVIDIA GPU/driver (nvidia-smi -L lists none)"
    exit 77
fi
have_deb=no; [ -e "$deb_lib/libcudnn.so.9" ] && [ -e "$deb_inc/cudnn_version_v9.h" ] && have_deb=yes
have_wheel=no; [ -e "$wheel/lib/libcudnn.so.9" ] && [ -e "$wheel/include/cudnn_version.h" ] && have_wheel=yes
if [ $have_deb = no ] && [ $have_wheel = no ]; then
    echo "CUDNN_TEST_SKIP: neither the Debian cuDNN ($deb_lib) nor the wheel ($wheel) exists"
    exit 77
fi
deb_header=$deb_inc/cudnn_version_v9.h
[ -e "$deb_inc/cudnn_version.h" ] && deb_header=$deb_inc/cudnn_version.h

failed=0 passed=0 skipped=0
# run_case NAME NEEDS(deb|wheel|both) EXPECT(PASS|FAIL) REGEX ENV-LD_LIBRARY_PATH -- cmake -D args...
run_case() {
    name=$1 needs=$2 expect=$3 regex=$4 ldpath=$5
    shift 5
    echo "$name" | grep -Eq "$only" || return 0
    missing=no
    case $needs in deb|both) [ $have_deb = no ] && missing=yes ;; esac
    case $needs in wheel|both) [ $have_wheel = no ] && missing=yes ;; esac
    if [ $missing = yes ]; then
        echo "SKIP $name (install missing)"; skipped=$((skipped + 1)); return 0
    fi
    out=$work/$name.log
    rm -rf "$work/$name"
    LD_LIBRARY_PATH=$ldpath "$cmake" -S "$here" -B "$work/$name" -DCUDAToolkit_VERSION="$cuda" "$@" >"$out" 2>&1
    result=$(sed -n 's/^-- probe-result=//p' "$out")
    if [ "$result" = "$expect" ] && grep -Eq "$regex" "$out"; then
        echo "PASS $name ($result)"; passed=$((passed + 1))
    else
        echo "FAIL $name: expected $expect and /$regex/, got '$result'; log: $out"
        sed -n '/probe-result/,$p' "$out" | head -30
        failed=$((failed + 1))
    fi
}

DEB="-DCUDNN_TEST_ROOT=/usr -DCUDNN_TEST_INCLUDE_DIR=$deb_inc -DCUDNN_TEST_LIB_DIR=$deb_lib -DCUDNN_TEST_VERSION_HEADER=$deb_header"
WHEEL="-DCUDNN_TEST_ROOT=$wheel"

# Each install on its own: every check, the convolution included, passes.
run_case gpu-debian-pass deb PASS 'convolution on .*ms' "" $DEB -DCUDNN_PROBE=GPU
run_case gpu-wheel-pass wheel PASS 'convolution on .*ms' "" $WHEEL -DCUDNN_PROBE=GPU
# AUTO on a GPU machine runs the GPU part too.
run_case gpu-auto-runs-gpu wheel PASS 'convolution on .*ms' "" $WHEEL
# F9 for real: wheel headers (9.19), Debian library (9.14).
run_case gpu-header-newer-than-library both FAIL 'reports 9\.14\.[0-9]+ but .* says 9\.19' "" \
    $WHEEL -DCUDNN_TEST_LIBRARY=$deb_lib/libcudnn.so.9 -DCUDNN_PROBE=GPU
# The other way round is allowed (same major, newer library): a note only.
run_case gpu-library-newer-compatible both PASS 'newer library of the same major' "" \
    $DEB -DCUDNN_TEST_LIBRARY=$wheel/lib/libcudnn.so.9 -DCUDNN_PROBE=GPU
# F9 through the environment: the wheel chosen, LD_LIBRARY_PATH puts Debian's 9.14 first.
run_case gpu-shadowed-by-ld-library-path both FAIL "programs run in this environment load $deb_lib/libcudnn\.so\.9 \(9\.14\.[0-9]+\) instead of the chosen $wheel/lib/libcudnn\.so\.9: LD_LIBRARY_PATH finds" "$deb_lib" \
    $WHEEL -DCUDNN_PROBE=GPU
# Debian chosen, the wheel's newer 9.19 first on LD_LIBRARY_PATH: compatible, a warning.
run_case gpu-shadow-compatible-warns both PASS "warning: programs run in this environment load $wheel/lib/libcudnn\.so\.9 \(9\.19" "$wheel/lib" \
    $DEB -DCUDNN_PROBE=GPU
# The wheel chosen; Debian's older 9.14 is what the default loader path (ld.so.cache) has:
# a program installed without RPATH would get it.
run_case gpu-installed-without-rpath-warns both PASS "warning: programs installed without an RPATH would load [^ ]*/libcudnn\.so\.9 \(9\.14" "" \
    $WHEEL -DCUDNN_PROBE=GPU
# F15: the toolkit in use is another CUDA major than the cuDNN build.
run_case gpu-cuda-major-mismatch wheel FAIL 'built for CUDA 1[0-9]\.[0-9]+ .*but CUDA 12\.8 is asked for \(the CUDA toolkit in use\)' "" \
    $WHEEL -DCUDNN_PROBE=GPU -DCUDAToolkit_VERSION=12.8

echo "gpu-cases: $passed passed, $failed failed, $skipped skipped (logs in $work)"
[ $failed -gt 0 ] && exit 1
[ $passed -eq 0 ] && exit 77
exit 0
