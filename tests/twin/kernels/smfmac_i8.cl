// A sparse matrix product through clang's builtin __builtin_amdgcn_smfmac_i32_16x16x64_i8
// (v_smfmac_i32_16x16x64_i8, gfx940+): A is 16 x 64 with two of every four K elements present, held compressed as
// two dwords (8 int8) per lane, B 16 int8 per lane (four dwords), C and D four int32 per lane, and an index dword
// whose 2-bit fields place each held element in its group of four K columns (ABID picks one of its two sets of
// fields). Each wave computes the product with ABID 0 and 1. The host twin (host/twin_smfmac.h) collects the wave's
// 64 lanes and computes D from the layout src/emu/README.md ("MAI") states for the sparse forms, independently of
// the emulator's MFMA code. Integer arithmetic: exact. Every work-item reaches the builtin (full waves).
// twin-cpus: gfx942
#include "twin.h"

__kernel void smfmac_i8(__global const int* a, __global const int* b, __global const int* c,
                        __global const int* idx, __global int* out) {
  size_t i = get_global_id(0);
  int2 x = twin_int2(a[2 * i], a[2 * i + 1]);
  int4 y = twin_int4(b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]);
  int4 z = twin_int4(c[4 * i], c[4 * i + 1], c[4 * i + 2], c[4 * i + 3]);
  int4 d0 = __builtin_amdgcn_smfmac_i32_16x16x64_i8(x, y, z, idx[i], 0, 0);
  int4 d1 = __builtin_amdgcn_smfmac_i32_16x16x64_i8(x, y, z, idx[i], 0, 1);
  out[8 * i] = d0.x;
  out[8 * i + 1] = d0.y;
  out[8 * i + 2] = d0.z;
  out[8 * i + 3] = d0.w;
  out[8 * i + 4] = d1.x;
  out[8 * i + 5] = d1.y;
  out[8 * i + 6] = d1.z;
  out[8 * i + 7] = d1.w;
}

TWIN_SYNC_KERNELS(smfmac_i8)
