#!/usr/bin/env bash
# Rebuilds the code objects of this folder with today's compilers, from the sources next to it:
#   <src>.<cpu>.v<N>.o      relocatable, clang-19 -c (code object version N: 4, 5 = clang-19's default, 6)
#                           (sources: kernels.cl V4/V5, builtins.cl and stack.hip V4/V5/V6)
#   <src>.<cpu>.v<N>.so     loadable, as clang-19 links it (ld.lld-19)
#   <src>.<cpu>.mc22.o      clang-19 -S, then llvm-mc 22 with its default version (V6: the
#                           .amdhsa_code_object_version line of the listing is dropped)
#   <src>.<cpu>.mc22.so     that object linked by ld.lld-19 -shared
# Processors: gfx803 gfx900 gfx906 gfx1010 gfx1030 (supported by gcnkit); the generic processors
# gfx9-generic, gfx10-1-generic, gfx10-3-generic (V6 only, as LLVM requires) and gfx942 (loadable only; GFX11
# objects are in ../gfx11). MFMA kernels (mfma.hip) for gfx908, gfx90a
# and gfx942; fp64.cl (double and float2 kernels) for gfx90a and gfx942 at -O3.
#
# Versions used for the committed objects (Debian packages): clang-19 1:19.1.7, lld-19, llvm-22 22.1.8,
# rocm-device-libs 5.2.3 (/usr/lib/x86_64-linux-gnu/amdgcn/bitcode).
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-/usr/lib/llvm-19/bin/clang}
LLD=${LLD:-/usr/lib/llvm-19/bin/ld.lld}
MC22=${MC22:-/usr/lib/llvm-22/bin/llvm-mc}
DEVLIBS=${DEVLIBS:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rm -f ./*.o ./*.so

# opencl CPU OUT [clang flags...]: kernels.cl with the device library (which has no V6 or gfx11 parts:
# V4 and V5 of the five processors only).
opencl() {
  local cpu=$1 out=$2; shift 2
  "$CLANG" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 --rocm-device-lib-path="$DEVLIBS" "$@" \
    kernels.cl -o "$out"
}
# builtins CPU OUT [clang flags...]: builtins.cl, no device library.
builtins() {
  local cpu=$1 out=$2; shift 2
  "$CLANG" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 -nogpulib "$@" builtins.cl -o "$out"
}
# hip CPU OUT [clang flags...]: stack.hip, device code only, no HIP headers or libraries.
hip() {
  local cpu=$1 out=$2; shift 2
  "$CLANG" -x hip --cuda-device-only --offload-arch="$cpu" -nogpulib -nogpuinc -O2 --no-gpu-bundle-output "$@" \
    stack.hip -o "$out"
}
version() { [ "$1" = 5 ] && return; echo "-Xclang -mcode-object-version=$1"; }

for cpu in gfx803 gfx900 gfx906 gfx1010 gfx1030; do
  for v in 4 5; do
    # shellcheck disable=SC2046
    opencl "$cpu" "kernels.$cpu.v$v.o" -c $(version $v)
    # shellcheck disable=SC2046
    opencl "$cpu" "kernels.$cpu.v$v.so" $(version $v)
  done
  for v in 4 5 6; do
    # shellcheck disable=SC2046
    builtins "$cpu" "builtins.$cpu.v$v.o" -c $(version $v)
    # shellcheck disable=SC2046
    builtins "$cpu" "builtins.$cpu.v$v.so" $(version $v)
    # shellcheck disable=SC2046
    hip "$cpu" "$tmp/stack.bc" -emit-llvm -c $(version $v)
    # shellcheck disable=SC2046
    "$CLANG" -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 -nogpulib -c $(version $v) "$tmp/stack.bc" -o "stack.$cpu.v$v.o"
    # shellcheck disable=SC2046
    hip "$cpu" "stack.$cpu.v$v.so" $(version $v)
  done
  builtins "$cpu" "$tmp/builtins.s" -S -Xclang -mcode-object-version=6
  hip "$cpu" "$tmp/stack.s" -S -Xclang -mcode-object-version=6
  for src in builtins stack; do
    grep -v '^[[:space:]]*\.amdhsa_code_object_version' "$tmp/$src.s" > "$tmp/$src.mc.s"
    "$MC22" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj "$tmp/$src.mc.s" -o "$src.$cpu.mc22.o"
    "$LLD" -shared "$src.$cpu.mc22.o" -o "$src.$cpu.mc22.so"
  done
done

for cpu in gfx9-generic gfx10-1-generic gfx10-3-generic; do
  builtins "$cpu" "builtins.$cpu.v6.o" -c -Xclang -mcode-object-version=6
  builtins "$cpu" "builtins.$cpu.v6.so" -Xclang -mcode-object-version=6
done

builtins gfx942 builtins.gfx942.v5.so

# fp64.cl for the MI processors, at -O3: packed fp32 (v_pk_fma/mul/add_f32, v_pk_mov_b32), v_fmac_f64,
# gfx940's v_lshl_add_u64 and v_mov_b64.
for cpu in gfx90a gfx942; do
  "$CLANG" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O3 -nogpulib fp64.cl -c -o "fp64.$cpu.v5.o"
  "$CLANG" -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu="$cpu" -O3 -nogpulib fp64.cl -o "fp64.$cpu.v5.so"
done

# MFMA kernels (mfma.hip) for the MAI processors: relocatable and loadable, clang-19's default version (V5).
mfma() {
  local cpu=$1 out=$2; shift 2
  "$CLANG" -x hip --cuda-device-only --offload-arch="$cpu" -nogpulib -nogpuinc -O2 --no-gpu-bundle-output "$@" \
    mfma.hip -o "$out"
}
for cpu in gfx908 gfx90a gfx942; do
  f64=-DMFMA_F64; [ "$cpu" = gfx908 ] && f64=
  # shellcheck disable=SC2086
  mfma "$cpu" "$tmp/mfma.bc" -emit-llvm -c $f64
  "$CLANG" -target amdgcn-amd-amdhsa -mcpu="$cpu" -O2 -nogpulib -c "$tmp/mfma.bc" -o "mfma.$cpu.v5.o"
  # shellcheck disable=SC2086
  mfma "$cpu" "mfma.$cpu.v5.so" $f64
done
