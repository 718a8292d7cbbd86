#!/usr/bin/env bash
# Generates <count> look-alike cuDNN installs under <dir>/inst-001 ... for the
# scaling benchmark and the many-places tests: headers with the version macros
# and small ELF stub libraries (one stub per cuDNN major, whose SONAME is
# libcudnn.so.<major>, hard-linked) with real symlink chains.
#
#   bench/make-installs.sh <dir> <count> [plain|mixed]
#
# plain: every install is a good cuDNN 9.19.0.
# mixed: install i is, by i mod 6: 0 a good 9.18.0 (9.19.0 for i = 150 and 180),
#        1 a good 8.9.7, 2 a 9.19.0 without libcudnn_cnn, 3 a 9.19.0 whose
#        libcudnn.so.9.19.0 is cut short, 4 headers without libraries,
#        5 an empty folder.
# Prints nothing; needs a C compiler (cc).
set -euo pipefail
dir=$1 count=$2 kind=${3:-plain}
mkdir -p "$dir/.stub"
if [ ! -e "$dir/.stub/truncated.so" ]; then
  echo 'int cudnn_bench_stub(void) { return 0; }' > "$dir/.stub/stub.c"
  for major in 8 9; do
    cc -shared -fPIC -Wl,-soname,libcudnn.so.$major -o "$dir/.stub/libstub$major.so" "$dir/.stub/stub.c"
  done
  head -c 200 "$dir/.stub/libstub9.so" > "$dir/.stub/truncated.so"
fi
header() { # <include-dir> <major> <minor> <patch>
  mkdir -p "$1"
  printf '#define CUDNN_MAJOR %s\n#define CUDNN_MINOR %s\n#define CUDNN_PATCHLEVEL %s\n' "$2" "$3" "$4" \
    > "$1/cudnn_version.h"
  printf '#include "cudnn_version.h"\n' > "$1/cudnn.h"
}
library() { # <lib-dir> <name> <major> <version> [file]
  mkdir -p "$1"
  ln -f "${5:-$dir/.stub/libstub$3.so}" "$1/lib$2.so.$4"
  ln -sf "lib$2.so.$4" "$1/lib$2.so.$3"
  ln -sf "lib$2.so.$3" "$1/lib$2.so"
}
install() { # <root> <major> <minor> <patch> [skip-sub] [main-file]
  local root=$1 major=$2 version=$2.$3.$4 subs
  header "$root/include" "$2" "$3" "$4"
  library "$root/lib" cudnn "$major" "$version" "${6:-}"
  if [ "$major" = 9 ]; then
    subs="graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic"
  else
    subs="ops_infer ops_train cnn_infer cnn_train adv_infer adv_train"
  fi
  for sub in $subs; do
    [ "$sub" = "${5:-}" ] || library "$root/lib" "cudnn_$sub" "$major" "$version"
  done
}
for ((i = 1; i <= count; i++)); do
  root=$(printf '%s/inst-%03d' "$dir" "$i")
  [ -e "$root" ] && continue
  if [ "$kind" = plain ]; then
    install "$root" 9 19 0
    continue
  fi
  case $((i % 6)) in
    0) if [ $i = 150 ] || [ $i = 180 ]; then install "$root" 9 19 0; else install "$root" 9 18 0; fi ;;
    1) install "$root" 8 9 7 ;;
    2) install "$root" 9 19 0 cnn ;;
    3) install "$root" 9 19 0 "" "$dir/.stub/truncated.so" ;;
    4) header "$root/include" 9 19 0 ;;
    5) mkdir -p "$root" ;;
  esac
done
