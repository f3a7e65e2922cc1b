#!/usr/bin/env bash
# Compiles the twin kernels (kernels/*.cl, kernels/*.hip) for the GPU: every source for each processor
# and code object version, into tests/data/twin/<source>.<processor>.v<version>.hsaco (loadable code
# objects, linked by clang), and writes tests/data/twin/MANIFEST.tsv (one line per object: source,
# processor, version, ok or the first compiler error) and VERSIONS (the tools used). The test suite reads
# the committed objects, so it never needs a GPU compiler; run this after changing a kernel.
#
#   tests/twin/build.sh [OUTDIR]        # CLANG=..., DEVLIBS=... to choose the tools; CPUS=..., CO_VERSIONS=...
#                                       # and SOURCES="trap.cl ..." to build a subset (into another OUTDIR);
#                                       # OPT=-O0 for another optimization level (default -O2), REMARKS=DIR to keep
#                                       # clang's kernel-resource-usage remarks of each object in DIR/<object>.remarks
#                                       # ASSEMBLY=1: clang -S, <source>.<processor>.v<version>.s instead
#
# Every source is built for gfx803, gfx900, gfx906, gfx908, gfx90a, gfx942, gfx1030, gfx1100, gfx1151, gfx1201 and gfx1250
# (clang-22, code object V6 only), or for the processors of its
# `twin-cpus:` line, and for those of its `twin-extra-cpus:` line. A processor named with a "w64" suffix
# (gfx1030w64) is that processor with -mwavefrontsize64: RDNA's wave64, a processor of its own for the tests.
#
# OpenCL C: -cl-std=CL1.2 (CL2.0 for sources that say `twin-std: CL2.0`, for cl_khr_subgroups), the ROCm
# device library, correctly rounded float division and sqrt, no floating-point contraction (the host twin
# does not contract either), and IEEE single-precision denormals on every processor (gfx803's default is
# to flush them; one model keeps the host twin exact: the flush modes have unit tests of their own).
# Code object V5 is clang-19's default; V4 is asked of the driver
# (-mcode-object-version=4), which also links the device library's matching ABI version.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../data/twin}
CLANG=${CLANG:-/usr/lib/llvm-19/bin/clang}
CLANG22=${CLANG22:-/usr/lib/llvm-22/bin/clang}  # the "t16" processors' compiler (clang-22: GFX11 true16 code)
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
LLVM_BIN=$(dirname "$CLANG")
DEFAULT_CPUS="gfx803 gfx900 gfx906 gfx908 gfx90a gfx942 gfx1030 gfx1100 gfx1151 gfx1201 gfx1250"
CPUS=${CPUS:-"$DEFAULT_CPUS gfx1030w64 gfx1100w64 gfx1151w64 gfx1201w64 gfx1100t16 gfx1153t16 gfx1153t16w64 gfx1201t16 gfx1101 gfx1102 gfx1103 gfx1150 gfx1152 gfx1200 gfx11-generic gfx12-generic gfx1101w64 gfx1102w64 gfx1103w64 gfx1150w64 gfx1152w64 gfx1200w64 gfx11-genericw64 gfx12-genericw64"}  # every name a build may produce (the extra ones included)
VERSIONS=${CO_VERSIONS:-"4 5 6"}  # V6 only for GFX11+ processors (versions_for)
mkdir -p "$out"
manifest="$out/MANIFEST.tsv"
printf 'source\tprocessor\tversion\tstatus\n' > "$manifest.tmp"
# A partial build (SOURCES, CPUS or CO_VERSIONS narrowed) keeps the other lines of an existing manifest.
keep() {  # source processor version: 0 when the line is not rebuilt now
  [[ -n ${SOURCES:-} && " $SOURCES " != *" $1 "* ]] || [[ " $CPUS " != *" $2 "* ]] || [[ " $VERSIONS " != *" $3 "* ]]
}
if [[ -f $manifest ]]; then
  tail -n +2 "$manifest" | while IFS=$'\t' read -r s c v st; do
    if keep "$s" "$c" "$v"; then printf '%s\t%s\t%s\t%s\n' "$s" "$c" "$v" "$st"; fi
  done >> "$manifest.tmp"
fi
# The versions a processor is built in (twin_cases.cpp, codeObjectVersions): V4 and V5; gfx1100, gfx1151, gfx1201 also
# V6; the other GFX11/GFX12 processors V5; the generic ones and GFX12.5 V6.
versions_for() {
  local v want="4 5"
  case ${1%w64} in
    *t16) want="5" ;;
    *-generic) want="6" ;;
    gfx125*) want="6" ;;
    gfx1100|gfx1151|gfx1201) want="4 5 6" ;;
    gfx11*|gfx12*) want="5" ;;
  esac
  for v in $VERSIONS; do
    if [[ " $want " == *" $v "* ]]; then printf '%s ' "$v"; fi
  done
}
source "$here/device_libs.sh"  # devlibs_for CPU [VERSION]: the device-library directory (made up where Debian has none)
trap device_libs_cleanup EXIT
OPT=${OPT:--O2}
remarks=()
[[ -n ${REMARKS:-} ]] && mkdir -p "$REMARKS" && remarks=(-Rpass-analysis=kernel-resource-usage)
common=(-target amdgcn-amd-amdhsa "$OPT" -ffp-contract=off -Xclang -fdenormal-fp-math-f32=ieee -I "$here/kernels" ${remarks[@]+"${remarks[@]}"})
for src in "$here"/kernels/*.cl "$here"/kernels/*.hip; do
  name=$(basename "$src")
  [[ -z ${SOURCES:-} || " $SOURCES " == *" $name "* ]] || continue
  stem=${name%.*}
  # A source names its processors on a `twin-cpus:` line (the instructions it tests exist only there).
  own=$(sed -n 's/.*twin-cpus:\(.*\)/\1/p' "$src" | head -1)
  more=$(sed -n 's/.*twin-extra-cpus:\(.*\)/\1/p' "$src" | head -1)
  # and on a `twin-clang-flags:` line what its GPU compile needs beyond the common flags (a compiler workaround)
  extra=($(sed -n 's/.*twin-clang-flags:\(.*\)/\1/p' "$src" | head -1))
  for cpu in ${own:-$DEFAULT_CPUS} $more; do
    [[ " $CPUS " == *" $cpu "* ]] || continue
    mcpu=${cpu%w64}
    compiler=$CLANG
    if [[ $cpu == *t16 || $cpu == *t16w64 ]]; then  # "gfx1100t16": clang-22, whose GFX11 code uses true16 halves
      mcpu=${mcpu%t16}                                  # (v1.l, v1.h); "gfx1153t16w64" the same in wave64
      compiler=$CLANG22
    fi
    [[ $cpu == gfx125* ]] && compiler=$CLANG22  # GFX12.5: clang-22 only
    wave=()
    [[ $cpu == *w64 ]] && wave=(-mwavefrontsize64)
    for v in $(versions_for "$cpu"); do
      obj="$out/$stem.$cpu.v$v.${ASSEMBLY:+s}"; [[ -n ${ASSEMBLY:-} ]] || obj+=hsaco
      if [[ $name == *.cl ]]; then
        std=CL1.2
        grep -q 'twin-std: CL2.0' "$src" && std=CL2.0
        libs=$(devlibs_for "$mcpu" "$v")
        # clang-22 no longer links the oclc_daz_opt file Debian's ocml still reads: the IEEE one, as the flags say
        daz=()
        [[ $compiler == "$CLANG22" ]] && daz=(-Xclang -mlink-builtin-bitcode -Xclang "$libs/oclc_daz_opt_off.bc")
        cmd=("$compiler" -x cl -cl-std=$std "${common[@]}" -mcpu="$mcpu" ${wave[@]+"${wave[@]}"} -cl-fp32-correctly-rounded-divide-sqrt
             --rocm-device-lib-path="$libs" -mcode-object-version="$v" ${daz[@]+"${daz[@]}"} ${extra[@]+"${extra[@]}"} ${ASSEMBLY:+-S} "$src" -o "$obj")
      else
        cmd=("$compiler" -x hip --cuda-device-only --no-gpu-bundle-output --offload-arch="$mcpu" ${wave[@]+"${wave[@]}"} -nogpuinc -nogpulib
             "$OPT" -ffp-contract=off -Xclang -fdenormal-fp-math-f32=ieee -I "$here/kernels" -cuid="twin_$stem" -mcode-object-version="$v" ${remarks[@]+"${remarks[@]}"} ${extra[@]+"${extra[@]}"} ${ASSEMBLY:+-S} "$src" -o "$obj")
      fi
      if err=$("${cmd[@]}" 2>&1); then
        status=ok
        [[ -n ${REMARKS:-} ]] && printf '%s\n' "$err" | grep 'remark:' > "$REMARKS/$(basename "$obj").remarks"
      else
        rm -f "$obj"
        status="error: $(printf '%s\n' "$err" | grep -m1 'error' | sed 's/\t/ /g')"
        echo "$stem $cpu V$v: $status" >&2
      fi
      printf '%s\t%s\t%s\t%s\n' "$name" "$cpu" "$v" "$status" >> "$manifest.tmp"
    done
  done
done
{ head -1 "$manifest.tmp"; tail -n +2 "$manifest.tmp" | sort; } > "$manifest.sorted"
rm "$manifest.tmp"
mv "$manifest.sorted" "$manifest"
{
  echo "clang: $("$CLANG" --version | head -1)"
  echo "clang for the t16 builds: $("$CLANG22" --version 2>/dev/null | head -1 || echo none)"
  echo "rocm-device-libs: $(dpkg-query -W -f='${Version}' rocm-device-libs 2>/dev/null || echo unknown) ($DEVLIBS)"
} > "$out/VERSIONS.tmp"
mv "$out/VERSIONS.tmp" "$out/VERSIONS"
echo "wrote $(grep -c $'\tok$' "$manifest") objects to $out"
