// The MFMA builtin of the MFMA twin (kernels/mfma_f64.cl) for the host: a wave-level operation, so every
// work-item of the sub-group (the wave) hands in its operands through the runtime's sub-group exchange and
// computes its own lane of D from all 64. Written from the register layout of the CDNA documents as
// src/emu/README.md ("MAI") states it for v_mfma_f64_4x4x4f64, not from the emulator's code:
//   A (block b, row i, k) is the double of lane i + 4k + 16b; B (b, k, column j) of lane j + 4k + 16b;
//   C and D (b, i, j) of lane j + 4i + 16b (a model: the documents we have do not show this one).
//   CBSZ/ABID: with cbsz c > 0 every block reads A from block abid of its group of 2^c blocks.
//   D = C + sum over k = 0..3, in order, of A * B, each step one fused multiply-add in double (the model).
#pragma once
#include <cstdint>
#include <cstring>

namespace twin::cl {

// Every lane's value of `v` in the caller's wave (a full wave of 64 work-items).
inline void twinWaveValues(double v, double (&all)[64]) {
  unsigned n;
  const uint64_t* bits = exchange(v, &n);
  for (unsigned l = 0; l < 64; ++l) all[l] = l < n ? fromBits<double>(bits[l]) : 0.0;
}

inline double twin_mfma_f64_4x4x4f64(double a, double b, double c, int cbsz, int abid, int blgp) {
  double as[64], bs[64], cs[64];
  twinWaveValues(a, as);
  twinWaveValues(b, bs);
  twinWaveValues(c, cs);
  const unsigned lane = get_sub_group_local_id();
  const unsigned j = lane % 4, i = lane / 4 % 4, block = lane / 16;
  const unsigned group = cbsz > 0 ? 1u << cbsz : 1u;
  const unsigned aBlock = cbsz > 0 ? (block & ~(group - 1)) | (unsigned(abid) & (group - 1)) : block;
  double acc = (blgp & 4) ? -cs[lane] : cs[lane];
  for (unsigned k = 0; k < 4; ++k) {
    const double x = as[i + 4 * k + 16 * aBlock], y = bs[j + 4 * k + 16 * block];
    acc = __builtin_fma((blgp & 1) ? -x : x, (blgp & 2) ? -y : y, acc);
  }
  return acc;
}

}  // namespace twin::cl

#define __builtin_amdgcn_mfma_f64_4x4x4f64 twin::cl::twin_mfma_f64_4x4x4f64
