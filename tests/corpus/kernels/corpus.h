// Included by the corpus's OpenCL kernels. On the device (clang -target amdgcn) the lane operations are the
// AMDGPU builtins whose instructions the corpus wants in the machine code; on the host (the twin, compiled behind
// tests/twin/host/twin_shim.h) they are models written from the ISA's description of each operation, over the twin
// runtime's sub-group exchange (a sub-group is a wave: 64 work-items on GFX8/GFX9 and gfx1030 with wave64, 32 on
// gfx1030). Every lane operation must be reached by every work-item of a full wave.
#ifndef CORPUS_H
#define CORPUS_H
#include "twin.h"

#ifndef TWIN_HOST
// The wave's lanes whose predicate is true (wave32: the high half 0).
static inline ulong corpus_ballot(int p) { return __builtin_amdgcn_ballot_w64(p != 0); }
// v_readlane_b32 with a constant lane.
#define corpus_readlane(x, lane) ((uint)__builtin_amdgcn_readlane((int)(x), (lane)))
// DPP moves with an `old` value for the lanes they do not write: row_shl:1 with bound_ctrl (a lane whose source
// is past its row of 16 gets 0), row_mirror, row_half_mirror and quad_perm:[3,2,1,0], the last two with row and
// bank masks that leave some lanes unwritten.
#define corpus_row_shl1_zero(x) ((uint)__builtin_amdgcn_update_dpp(0, (int)(x), 0x101, 0xf, 0xf, true))
#define corpus_row_mirror(x, old) ((uint)__builtin_amdgcn_update_dpp((int)(old), (int)(x), 0x140, 0xf, 0xf, false))
#define corpus_row_half_mirror_rows02(x, old) \
  ((uint)__builtin_amdgcn_update_dpp((int)(old), (int)(x), 0x141, 0x5, 0xf, false))
#define corpus_quad_reverse_banks13(x, old) \
  ((uint)__builtin_amdgcn_update_dpp((int)(old), (int)(x), 0x1b, 0xf, 0xa, false))
// ds_swizzle_b32: bit-mask mode (within 32 lanes: ((lane & and) | or) ^ xor) and quad-permute mode.
#define CORPUS_SWIZZLE_XOR17 0x441f  // and 0x1f, or 0, xor 0x11
#define CORPUS_SWIZZLE_OCTET3 0x0078  // and 0x18, or 0x03, xor 0: lane 3 of each group of 8
#define CORPUS_SWIZZLE_QUAD_REVERSE 0x801b
#define corpus_swizzle(x, pattern) ((uint)__builtin_amdgcn_ds_swizzle((int)(x), (pattern)))
// ds_permute_b32 (push): lane l sends x to lane (address / 4) modulo the wave size.
#define corpus_permute(address, x) ((uint)__builtin_amdgcn_ds_permute((int)(address), (int)(x)))
static inline uint corpus_wave_size(void) { return __builtin_amdgcn_wavefrontsize(); }
#else
namespace corpus {
using twin::cl::exchange;
inline unsigned lane() { return twin::cl::get_sub_group_local_id(); }
inline unsigned waveSize() { return twin::rt::dispatch().subGroupSize; }
inline uint32_t valueOf(const uint64_t* all, unsigned l) { return uint32_t(all[l]); }
// Writes of a DPP move that the row and bank masks allow, from `source` (-1: out of the row).
inline uint32_t dpp(uint32_t x, uint32_t old, int source, unsigned rowMask, unsigned bankMask, bool boundCtrl) {
  unsigned n;
  const uint64_t* all = exchange(x, &n);
  const unsigned l = lane();
  if (!(rowMask >> ((l >> 4) & 3) & 1) || !(bankMask >> ((l >> 2) & 3) & 1)) return old;
  if (source < 0) return boundCtrl ? 0u : old;
  return valueOf(all, unsigned(source));
}
inline int rowShl1Source() { return lane() % 16 == 15 ? -1 : int(lane() + 1); }
inline int rowMirrorSource() { return int((lane() & ~15u) | (15 - lane() % 16)); }
inline int rowHalfMirrorSource() { return int((lane() & ~7u) | (7 - lane() % 8)); }
inline int quadReverseSource() { return int((lane() & ~3u) | (3 - lane() % 4)); }
inline uint32_t swizzle(uint32_t x, unsigned pattern) {
  unsigned n;
  const uint64_t* all = exchange(x, &n);
  const unsigned l = lane();
  if (pattern & 0x8000) return valueOf(all, (l & ~3u) | (pattern >> (2 * (l % 4)) & 3));
  const unsigned within = ((l & 31 & pattern) | (pattern >> 5 & 31)) ^ (pattern >> 10 & 31);
  return valueOf(all, (l & ~31u) | within);
}
inline uint32_t permute(uint32_t address, uint32_t x) {
  unsigned n;
  // One exchange of both (the runtime's snapshot of an exchange is overwritten by the next one).
  const uint64_t* both = exchange(uint64_t(address) | uint64_t(x) << 32, &n);
  uint32_t got = 0;  // a lane no other lane sends to reads 0
  for (unsigned s = 0; s < n; ++s)
    if ((uint32_t(both[s]) >> 2) % waveSize() == lane()) got = uint32_t(both[s] >> 32);  // the highest sender wins
  return got;
}
}  // namespace corpus
inline ulong corpus_ballot(int p) {
  unsigned n;
  const uint64_t* all = twin::cl::exchange(int(p != 0), &n);
  ulong mask = 0;
  for (unsigned l = 0; l < n; ++l) mask |= ulong(all[l] & 1) << l;
  return mask;
}
inline uint corpus_readlane(uint x, unsigned l) {
  unsigned n;
  return uint32_t(twin::cl::exchange(x, &n)[l]);
}
inline uint corpus_row_shl1_zero(uint x) { return corpus::dpp(x, 0, corpus::rowShl1Source(), 0xf, 0xf, true); }
inline uint corpus_row_mirror(uint x, uint old) { return corpus::dpp(x, old, corpus::rowMirrorSource(), 0xf, 0xf, false); }
inline uint corpus_row_half_mirror_rows02(uint x, uint old) {
  return corpus::dpp(x, old, corpus::rowHalfMirrorSource(), 0x5, 0xf, false);
}
inline uint corpus_quad_reverse_banks13(uint x, uint old) {
  return corpus::dpp(x, old, corpus::quadReverseSource(), 0xf, 0xa, false);
}
#define CORPUS_SWIZZLE_XOR17 0x441f
#define CORPUS_SWIZZLE_OCTET3 0x0078
#define CORPUS_SWIZZLE_QUAD_REVERSE 0x801b
inline uint corpus_swizzle(uint x, unsigned pattern) { return corpus::swizzle(x, pattern); }
inline uint corpus_permute(uint address, uint x) { return corpus::permute(address, x); }
inline uint corpus_wave_size() { return corpus::waveSize(); }
// `local` (OpenCL's spelling without underscores) qualifies the corpus's `__local` pointer arguments: on the host
// the runtime hands each work-group its own block (twin_runtime.h: ArgValue::localBytes).
#define local
#endif

#endif
