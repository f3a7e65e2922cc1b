#!/usr/bin/env bash
# clang's own assembly, for the assembler's tests: `clang -S` of the twin kernels and of this folder's kernels,
# llvm-mc 22's object of each `.s` (what `gcnkit as` and `gcnkit mc -filetype=obj` must write) and ld.lld 22's
# loadable object of that (what `gcnkit as --shared` must write; where ld.lld refuses the object, none).
#
#   tests/data/clangasm/build.sh [DIR]       # the golden files (GOLDEN below) and MANIFEST.tsv, into this folder
#   tests/data/clangasm/build.sh --all DIR   # the whole matrix into DIR (scripts/clang_asm_sweep.sh runs it)
#   CPUS=... TWIN_CPUS=... SWEEP_CORPUS=0 build.sh --all DIR   # a part of it (the processors named, no corpus)
#
# The matrix: the twin kernels as tests/twin/build.sh compiles them (its processors, V4 and V5, -O2), the corpus
# kernels as tests/corpus/build.sh --full compiles them (its whole matrix, final compile step with -S), and
# globals.cl and device.hip at -O0 -g, -O1, -O2 and -O3 for gfx803, gfx900, gfx906, gfx90a, gfx942, gfx1030, gfx1100
# and gfx1201 (wave32, and wave64 with -mwavefrontsize64 on gfx1030 and gfx1201), code object V4, V5 and V6 (OpenCL: V4 and V5, as Debian's ROCm
# 5.2 device library has no V6 ABI; HIP: -nogpulib), with clang-19 and clang-22 where they are installed.
# MANIFEST.tsv: one line per .s: file, -mcpu, -mattr ("-": none; the flags llvm-mc 22 and gcnkit get), how it
# was built. Each .s is compiled in this folder with relative paths, so its `.file` lines do not name a checkout.
# JOBS=N runs N compilers at once (default 2). CLANG_OBJECTS=1 (with --all): also each kernel's object as
# `clang -c` writes it (its compile step, before any link), <name>.clang.o, to compare with llvm-mc 22's.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
twin=$(cd "$here/../../twin" && pwd)
CLANG19=${CLANG19:-/usr/lib/llvm-19/bin/clang}
CLANG22=${CLANG22:-/usr/lib/llvm-22/bin/clang}
MC22=${MC22:-/usr/lib/llvm-22/bin/llvm-mc}
LLD22=${LLD22:-/usr/lib/llvm-22/bin/ld.lld}
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
CPUS=${CPUS:-"gfx803 gfx900 gfx906 gfx90a gfx942 gfx1030 gfx1030w64 gfx1100 gfx1201 gfx1201w64"}
TWIN_CPUS=${TWIN_CPUS:-"gfx803 gfx900 gfx906 gfx908 gfx90a gfx942 gfx1030 gfx1100 gfx1201"}
SWEEP_CORPUS=${SWEEP_CORPUS:-1}  # 0: --all leaves the corpus kernels out
OPTS="O0g O1 O2 O3"

# The golden files: <source> <clang major> <cpu> <version> <opt>, chosen to cover what clang writes: resource
# symbols with max()/or() and the descriptor directives that name them (clang-22), AGPRs in totalnumvgprs()
# (gfx90a), wave64 on gfx1030 and gfx1201, -O0 -g line tables and frames, globals, printf, data relocations,
# V4/V5/V6, GFX11 and GFX12 (RDNA3, RDNA4), GFX12.5.
GOLDEN=(
  "device.hip 19 gfx900 5 O0g"
  "device.hip 22 gfx90a 5 O2"
  "device.hip 22 gfx1030w64 6 O0g"
  "device.hip 19 gfx942 4 O3"
  "globals.cl 19 gfx1030 5 O2"
  "globals.cl 22 gfx906 5 O1"
  "globals.cl 22 gfx942 4 O3"
  "device.hip 19 gfx1200 5 O2"
  "device.hip 22 gfx1201 6 O0g"
  "device.hip 22 gfx1201w64 5 O2"
  "globals.cl 19 gfx1100 5 O2"
  "globals.cl 22 gfx1201 5 O2"
  "device.hip 22 gfx1250 6 O2"
  "device.hip 22 gfx1251 6 O0g"
)
# and twin kernels: <source> <clang major> <cpu> <version>
GOLDEN_TWINS=(
  "hip_kernels.hip 19 gfx1030 4"
  "memory.cl 22 gfx900 5"
  "mfma_f64.cl 22 gfx90a 5"
)

all=0
if [[ ${1:-} == --all ]]; then
  all=1
  out=$(mkdir -p "${2:?--all needs a directory}" && cd "$2" && pwd)
else
  out=$(mkdir -p "${1:-$here}" && cd "${1:-$here}" && pwd)
fi
jobs=$(mktemp)
clang_for() { [[ $1 == 19 ]] && echo "$CLANG19" || echo "$CLANG22"; }
LLVM_BIN=$(dirname "$CLANG19")
source "$twin/device_libs.sh"  # devlibs_for CPU [VERSION]: the device-library directory (made up where Debian has none)
trap 'device_libs_cleanup; rm -f "$jobs"' EXIT

# compile SOURCE MAJOR CPU VERSION OPT: the command that writes its .s into $out, and its manifest line.
compile() {
  local src=$1 major=$2 cpu=$3 v=$4 opt=$5 stem=${1%.*} clang wave=() optflags name
  clang=$(clang_for "$major")
  [[ -x $clang ]] || return 0
  local arch=${cpu%w64}
  [[ $cpu == *w64 ]] && wave=(-mwavefrontsize64)
  case $opt in O0g) optflags=(-O0 -g) ;; *) optflags=("-$opt") ;; esac
  name="$stem.c$major.$cpu.v$v.$opt.s"
  local command
  if [[ $src == *.cl ]]; then
    [[ $v == 6 ]] && return 0  # no V6 device library
    LLVM_BIN=$(dirname "$clang")
    command=(-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu="$arch" "${optflags[@]}" "${wave[@]}"
             --rocm-device-lib-path="$(devlibs_for "$arch" "$v")" -mcode-object-version="$v" -fdebug-compilation-dir=. "$src")
  else
    command=(-x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$arch" -nogpuinc -nogpulib
             "${optflags[@]}" "${wave[@]}" -mcode-object-version="$v" -cuid="clangasm_$stem" -fdebug-compilation-dir=. "$src")
  fi
  printf '%q ' "$clang" "${command[@]}" -S -o "$out/$name"
  echo
  if [[ -n ${CLANG_OBJECTS:-} ]]; then  # the compile step of the same command with -c, run alone
    printf '%q ' "$here/clang_object.sh" "$out/${name%.s}.clang.o" "$clang" "${command[@]}"
    echo
  fi
  printf '%s\t%s\t%s\tclang-%s %s%s -mcode-object-version=%s\n' "$name" "$arch" \
    "$([[ $cpu == *w64 ]] && echo +wavefrontsize64 || echo -)" "$major" "${optflags[*]}" "${wave[*]:+ ${wave[*]}}" "$v" \
    >> "$out/MANIFEST.tsv.tmp"
}

printf 'file\tmcpu\tmattr\tbuilt\n' > "$out/MANIFEST.tsv.tmp"
cd "$here"
if ((all)); then
  for src in globals.cl device.hip; do
    for major in 19 22; do
      for cpu in $CPUS; do
        for v in 4 5 6; do
          for opt in $OPTS; do compile "$src" "$major" "$cpu" "$v" "$opt"; done
        done
      done
    done
  done > "$jobs"
else
  for g in "${GOLDEN[@]}"; do compile $g; done > "$jobs"
fi
xargs -d '\n' -P "${JOBS:-2}" -I{} bash -c '{}' < "$jobs" 2> "$made_libs/clang.log" || true  # failures: no .s below

# Twin kernels: tests/twin/build.sh with -S, then renamed <stem>.c<major>.<cpu>.v<version>.O2.s.
twin_s() {  # major dir [sources cpus versions]
  local major=$1 dir=$2 clang
  clang=$(clang_for "$major")
  [[ -x $clang ]] || return 0
  mkdir -p "$dir"
  ASSEMBLY=1 CLANG=$clang SOURCES="${3:-}" CPUS="${4:-$TWIN_CPUS}" \
    CO_VERSIONS="${5:-4 5}" "$twin/build.sh" "$dir" > /dev/null 2>&1 || true
  for f in "$dir"/*.s; do
    [[ -f $f ]] || continue
    local base=${f##*/} stem cpu v
    stem=${base%%.*}; cpu=${base#*.}; cpu=${cpu%%.*}; v=${base%.s}; v=${v##*.v}
    mv "$f" "$out/$stem.c$major.$cpu.v$v.O2.s"
    printf '%s\t%s\t-\tclang-%s tests/twin/build.sh -S -mcode-object-version=%s\n' "$stem.c$major.$cpu.v$v.O2.s" "$cpu" \
      "$major" "$v" >> "$out/MANIFEST.tsv.tmp"
  done
  rm -rf "$dir"
}
# The corpus kernels (tests/corpus): its whole matrix with -S (tests/corpus/build.sh --full, ASSEMBLY=1), then
# renamed corpus_<stem>.c<major>.<target>.v<version>.<opt>.s (O0g for its -O0 -g).
corpus_s() {  # major dir
  local major=$1 dir=$2 clang
  clang=$(clang_for "$major")
  [[ -x $clang ]] || return 0
  ASSEMBLY=1 CLANG=$clang JOBS=${JOBS:-2} "$here/../../corpus/build.sh" --full "$dir" > /dev/null 2>&1 || true
  for f in "$dir"/*.s; do
    [[ -f $f ]] || continue
    local base=${f##*/} stem target opt v name
    IFS=. read -r stem target opt v _ <<< "$base"
    [[ $opt == O0 ]] && opt=O0g
    name="corpus_$stem.c$major.$target.$v.$opt.s"
    mv "$f" "$out/$name"
    printf '%s	%s	%s	clang-%s tests/corpus/build.sh -S %s%s -mcode-object-version=%s\n' "$name" "${target%w64}" \
      "$([[ $target == *w64 ]] && echo +wavefrontsize64 || echo -)" "$major" "$opt" \
      "$([[ $target == *w64 ]] && echo ' -mwavefrontsize64')" "${v#v}" >> "$out/MANIFEST.tsv.tmp"
  done
  rm -rf "$dir"
}
if ((all)); then
  twin_s 19 "$made_libs/twin19"
  twin_s 22 "$made_libs/twin22"
  if ((SWEEP_CORPUS)); then
    corpus_s 19 "$made_libs/corpus19"
    corpus_s 22 "$made_libs/corpus22"
  fi
else
  for g in "${GOLDEN_TWINS[@]}"; do
    read -r src major cpu v <<< "$g"
    twin_s "$major" "$made_libs/twin$major-$src-$cpu-$v" "$src" "$cpu" "$v"
  done
fi

# Hand-written: directives clang's output seldom has, in the forms llvm-mc takes.
[[ $out == "$here" ]] || cp "$here/directives.s" "$out/directives.s"
printf 'directives.s\tgfx900\t-\thand-written\n' >> "$out/MANIFEST.tsv.tmp"

# llvm-mc 22's objects. A .s llvm-mc refuses, or that clang did not write, leaves the manifest.
{
  head -1 "$out/MANIFEST.tsv.tmp"
  tail -n +2 "$out/MANIFEST.tsv.tmp" | sort | while IFS=$'\t' read -r file cpu attr built; do
    [[ -s $out/$file ]] || { echo "no output: $file ($built)" >&2; continue; }
    if "$MC22" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" ${attr:+$([[ $attr != - ]] && echo "-mattr=$attr")} \
        -filetype=obj "$out/$file" -o "$out/${file%.s}.o" 2> "$out/mc.err"; then
      printf '%s\t%s\t%s\t%s\n' "$file" "$cpu" "$attr" "$built"
      # ld.lld 22's loadable object of it, with gcnkit's linker string (what `gcnkit as --shared` must write)
      LLD_VERSION="Linker: gcnkit" "$LLD22" -shared "$out/${file%.s}.o" -o "$out/${file%.s}.so" 2> /dev/null ||
        rm -f "$out/${file%.s}.so"
    else
      echo "llvm-mc 22 refuses $file: $(head -1 "$out/mc.err")" >&2
      rm -f "$out/$file" "$out/${file%.s}.o"
    fi
  done
} > "$out/MANIFEST.tsv"
rm -f "$out/MANIFEST.tsv.tmp" "$out/mc.err"
{
  for c in "$CLANG19" "$CLANG22"; do [[ -x $c ]] && echo "$("$c" --version | head -1)"; done
  echo "llvm-mc: $("$MC22" --version | grep -m1 'LLVM version' | sed 's/^ *//')"
  [[ -x $LLD22 ]] && echo "ld.lld: $("$LLD22" --version)"
  echo "rocm-device-libs: $(dpkg-query -W -f='${Version}' rocm-device-libs 2>/dev/null || echo unknown)"
} > "$out/VERSIONS"
echo "wrote $(($(wc -l < "$out/MANIFEST.tsv") - 1)) .s files and llvm-mc 22 objects to $out"
