// The sparse MFMA builtin of the smfmac twin (kernels/smfmac_i8.cl) for the host: a wave-level operation, so every
// work-item of the sub-group (the wave) hands in its operands through the runtime's sub-group exchange and computes
// its own lane of D from all 64. Written from the layout src/emu/README.md ("MAI", sparse products) states for
// v_smfmac_i32_16x16x64_i8, not from the emulator's code (M = N = 16, K = 64):
//   A held compressed as a 16 x 32 matrix, P = 8 int8 per lane: held element kc of row i is byte kc % 8 of the
//     lane i + 16 * (kc / 8) (bytes 0-3 in the first dword);
//   held elements 2g and 2g + 1 belong to K columns 4g .. 4g + 3: the column is 4g plus the 2-bit field kc % 8 of
//     set ABID % 2 (16 bits each) of the index dword of that same lane;
//   B (k, column j): byte k % 16 of lane j + 16 * (k / 16); C and D (i, j): dword i % 4 of lane j + 16 * (i / 4);
//   D = C + the sum over the held elements of A * B, wrapping at 32 bits.
// The int2/int4 vectors the builtin takes are twin_vector.h's.
#pragma once
#include <cstdint>

#include "twin_vector.h"

namespace twin::cl {

// Every lane's value of `v` in the caller's wave (a full wave of 64 work-items).
inline void twinWaveInts(int v, uint32_t (&all)[64]) {
  unsigned n;
  const uint64_t* bits = exchange(v, &n);
  for (unsigned l = 0; l < 64; ++l) all[l] = l < n ? uint32_t(bits[l]) : 0u;
}

inline int4 twin_smfmac_i32_16x16x64_i8(int2 a, int4 b, int4 c, int idx, int cbsz, int abid) {
  (void)cbsz;  // not used by the sparse forms
  uint32_t as[2][64], bs[4][64], cs[4][64], is[64];
  twinWaveInts(a.x, as[0]);
  twinWaveInts(a.y, as[1]);
  const int bv[4] = {b.x, b.y, b.z, b.w}, cv[4] = {c.x, c.y, c.z, c.w};
  for (unsigned r = 0; r < 4; ++r) twinWaveInts(bv[r], bs[r]);
  for (unsigned r = 0; r < 4; ++r) twinWaveInts(cv[r], cs[r]);
  twinWaveInts(idx, is);
  auto byteOf = [](const uint32_t (*rows)[64], unsigned lane, unsigned k) {
    return int32_t(int8_t(uint8_t(rows[k / 4][lane] >> (8 * (k % 4)))));
  };
  const unsigned lane = get_sub_group_local_id(), j = lane % 16;
  int out[4];
  for (unsigned r = 0; r < 4; ++r) {
    const unsigned i = 4 * (lane / 16) + r;
    uint32_t acc = cs[r][lane];
    for (unsigned kc = 0; kc < 32; ++kc) {
      const unsigned aLane = i + 16 * (kc / 8);
      const unsigned column = 4 * (kc / 2) + (is[aLane] >> (16 * (unsigned(abid) % 2) + 2 * (kc % 8)) & 3);
      acc += uint32_t(byteOf(as, aLane, kc % 8) * byteOf(bs, j + 16 * (column / 16), column % 16));
    }
    out[r] = int(acc);
  }
  return {out[0], out[1], out[2], out[3]};
}

}  // namespace twin::cl

#define __builtin_amdgcn_smfmac_i32_16x16x64_i8 twin::cl::twin_smfmac_i32_16x16x64_i8
