#!/usr/bin/env bash
# Builds the corpus (tests/corpus/kernels/*.cl, *.hip) for the GPU with clang-19, one loadable code object per
# source, target, optimization level and code object version:
#   <OUTDIR>/<stem>.<target>.<opt>.v<version>.hsaco
# and writes <OUTDIR>/MANIFEST.tsv (source, target, opt, version, ok or the compiler's first error) and VERSIONS.
#
#   tests/corpus/build.sh                 # the committed selection (tests/corpus/committed.tsv) into tests/data/corpus
#   tests/corpus/build.sh --full [OUTDIR] # the whole matrix (default OUTDIR: build/corpus-full)
#   SOURCES="cl_calls.cl ..." TARGETS="gfx900 ..." OPTS="O0 O2" CO_VERSIONS="5" JOBS=2   # narrow either
#   ASSEMBLY=1 tests/corpus/build.sh --full DIR   # clang's assembly instead (-S): <stem>.<target>.<opt>.v<v>.s,
#                                                 # the final compile step's (tests/data/clangasm/build.sh --all)
#
# The matrix: -O0 -g, -O1, -O2, -O3; gfx803, gfx900, gfx906, gfx90a, gfx942, gfx1030, gfx1030w64 (gfx1030 with
# -mwavefrontsize64), gfx1100, gfx1151, gfx1201 and gfx1201w64; code object V4, V5 and V6 (V6 with the device library's one-variable ABI file made by
# tests/twin/device_libs.sh). Flags as the twins have them (tests/twin/README.md): IEEE f32 denormals, no
# floating-point contraction, correctly rounded f32 division and sqrt in OpenCL; -g objects name their sources
# relative to the repository (-ffile-prefix-map, -fdebug-compilation-dir), so a rebuild anywhere gives the same bytes.
#
# A source's first lines may say:
#   corpus-std: CL2.0                  OpenCL C 2.0 (program-scope globals, sub-groups, ctz)
#   corpus-build: bitcode-then-link    OpenCL compiled to bitcode first, then linked with the device library
#                                      (as ROCm's OpenCL compiler does; cl_printf.cl says why)
#   corpus-clang-flags: ...            more clang flags
#   corpus-link: FILE.bc ...           more device-library files to link
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
full=0
if [[ ${1:-} == --full ]]; then full=1; shift; fi
out=${1:-$([[ $full == 1 ]] && echo "$root/build/corpus-full" || echo "$root/tests/data/corpus")}
CLANG=${CLANG:-/usr/lib/llvm-19/bin/clang}
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
LLVM_BIN=$(dirname "$CLANG")
ALL_TARGETS="gfx803 gfx900 gfx906 gfx90a gfx942 gfx1030 gfx1030w64 gfx1100 gfx1151 gfx1201 gfx1201w64"
ALL_OPTS="O0 O1 O2 O3"
TARGETS=${TARGETS:-$ALL_TARGETS}
OPTS=${OPTS:-$ALL_OPTS}
VERSIONS=${CO_VERSIONS:-"4 5 6"}
JOBS=${JOBS:-2}
[[ -x $CLANG ]] || { echo "tests/corpus/build.sh: $CLANG not found (clang-19 builds the corpus)" >&2; exit 1; }
mkdir -p "$out"
source "$root/tests/twin/device_libs.sh"
work=$(mktemp -d)
trap 'device_libs_cleanup; rm -rf "$work"' EXIT

line_of() { sed -n "s/^\/\/ $2:\(.*\)/\1/p" "$1" | head -1 | xargs; }  # source key: the value of its "// key:" line

# The builds to make: every (source, target, opt, version) of the matrix, or the committed selection.
plan="$work/plan"
: > "$plan"
for src in "$here"/kernels/*.cl "$here"/kernels/*.hip; do
  name=$(basename "$src")
  [[ -z ${SOURCES:-} || " $SOURCES " == *" $name "* ]] || continue
  for t in $TARGETS; do for o in $OPTS; do for v in $VERSIONS; do
    if [[ $full == 0 ]] && ! awk -F'\t' -v s="$name" -v t="$t" -v o="$o" -v v="$v" \
        '$1 !~ /^#/ && ($1 == s || $1 == "*") && ($2 == t || $2 == "*") && ($3 == o || $3 == "*") && ($4 == v || $4 == "*") {f=1} END {exit !f}' \
        "$here/committed.tsv"; then
      continue
    fi
    printf '%s %s %s %s\n' "$name" "$t" "$o" "$v" >> "$plan"
  done; done; done
done
# The made-up device-library directories, before the parallel builds use them.
for t in $TARGETS; do for v in $VERSIONS; do devlibs_for "${t%w64}" "$v" > /dev/null; done; done

# One build: prints "source target opt version status".
build_one() {
  local name=$1 target=$2 opt=$3 v=$4 src="$here/kernels/$1" cpu=${2%w64} stem=${1%.*}
  local obj="$out/$stem.$target.$opt.v$v.hsaco" libs std extra link err status
  local -a wave=() level=("-$opt") cmd emit=()
  if [[ -n ${ASSEMBLY:-} ]]; then obj=${obj%.hsaco}.s; emit=(-S); fi
  [[ $target == *w64 ]] && wave=(-mwavefrontsize64)
  [[ $opt == O0 ]] && level=(-O0 -g)
  libs=$(devlibs_for "$cpu" "$v")
  extra=($(line_of "$src" corpus-clang-flags))
  link=()
  for f in $(line_of "$src" corpus-link); do link+=(-Xclang -mlink-builtin-bitcode -Xclang "$libs/$f"); done
  local -a common=("${level[@]}" "${wave[@]}" -ffp-contract=off -Xclang -fdenormal-fp-math-f32=ieee
                   -ffile-prefix-map="$root/=" -fdebug-compilation-dir=. -mcode-object-version="$v" -I "$here/kernels" -I "$root/tests/twin/kernels")
  if [[ $name == *.cl ]]; then
    std=$(line_of "$src" corpus-std | cut -d" " -f1)
    cmd=("$CLANG" -x cl -cl-std="${std:-CL1.2}" -target amdgcn-amd-amdhsa -mcpu="$cpu" "${common[@]}"
         -cl-fp32-correctly-rounded-divide-sqrt --rocm-device-lib-path="$libs" ${extra[@]+"${extra[@]}"})
  else
    cmd=("$CLANG" -x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$cpu" -nogpuinc
         --rocm-device-lib-path="$libs" -cuid="corpus_$stem" "${common[@]}" ${extra[@]+"${extra[@]}"})
  fi
  if [[ $(line_of "$src" corpus-build) == bitcode-then-link ]]; then
    # The source alone to bitcode, then linked (llvm-link, only what it needs, internalized) with the
    # device-library files the driver would have linked, then compiled. (clang-19 crashes at -O0 when it links
    # the library itself here, through -mlink-builtin-bitcode.)
    # The linked file's name ends in .bc: clang takes any other ending for a linker input and hands it to
    # ld.lld's LTO, which compiles without -mwavefrontsize64 (the library's functions, which carry no
    # target features, came out as wave32 code inside wave64 kernels).
    local bc="$work/$stem.$target.$opt.v$v.bc" linked="$work/$stem.$target.$opt.v$v.linked.bc"
    local -a devlibs=($("${cmd[@]}" "$src" -o "$obj" -### 2>&1 | tr -d '"' | tr ' ' '\n' |
                        awk '/^-mlink-builtin-bitcode$/ {getline f; print f}'))
    if err=$("${cmd[@]}" -nogpulib -c -emit-llvm "$src" -o "$bc" 2>&1) &&
       err=$("$LLVM_BIN/llvm-link" "$bc" --only-needed --internalize "${devlibs[@]}" -o "$linked" 2>&1) &&
       err=$("$CLANG" -target amdgcn-amd-amdhsa -mcpu="$cpu" "${level[@]}" "${wave[@]}" -nogpulib -ffp-contract=off \
               -Xclang -fdenormal-fp-math-f32=ieee -mcode-object-version="$v" "$linked" \
               ${link[@]+"${link[@]}"} ${emit[@]+"${emit[@]}"} -o "$obj" 2>&1); then
      status=ok
    else
      status=error
    fi
    rm -f "$bc" "$linked"
  elif err=$("${cmd[@]}" ${link[@]+"${link[@]}"} ${emit[@]+"${emit[@]}"} "$src" -o "$obj" 2>&1); then
    status=ok
  else
    status=error
  fi
  if [[ $status != ok ]]; then
    rm -f "$obj"
    status="error: $(printf "%s\n" "$err" | grep -m1 "error" | sed "s/\t/ /g; s/.*error: //")"
    echo "$stem $target $opt V$v: $status" >&2
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$target" "$opt" "$v" "$status"
}
export -f build_one devlibs_for line_of
export here root out CLANG DEVLIBS LLVM_BIN made_libs work ASSEMBLY
xargs -a "$plan" -P "$JOBS" -n 4 bash -c 'build_one "$@"' build_one > "$work/results"

# The manifest: this run's lines, and the lines of an earlier run that this one did not rebuild.
manifest="$out/MANIFEST.tsv"
{
  if [[ -f $manifest ]]; then
    tail -n +2 "$manifest" | awk -F'\t' 'NR == FNR {done[$1 FS $2 FS $3 FS $4] = 1; next} !(($1 FS $2 FS $3 FS $4) in done)' \
      "$work/results" -
  fi
  cat "$work/results"
} | sort > "$work/manifest"
{ printf 'source\ttarget\topt\tversion\tstatus\n'; cat "$work/manifest"; } > "$manifest"
{
  echo "clang: $("$CLANG" --version | head -1)"
  echo "rocm-device-libs: $(dpkg-query -W -f='${Version}' rocm-device-libs 2>/dev/null || echo unknown) ($DEVLIBS)"
} > "$out/VERSIONS"
echo "built $(grep -c $'\tok$' "$work/results") of $(wc -l < "$plan") objects into $out"
