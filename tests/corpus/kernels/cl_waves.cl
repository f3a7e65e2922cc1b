// Wave-level operations: ballot, readlane, readfirstlane, lane ids (v_mbcnt), DPP moves with row and bank masks
// and bound_ctrl, ds_swizzle in both modes, ds_permute and ds_bpermute (cl_subgroups.cl has the sub-group
// built-ins). Every work-group is whole waves; the results depend on the wave size.
#include "corpus.h"

__kernel void wave_vote(__global const uint* in, __global uint* out) {
  uint i = get_global_id(0);
  uint x = in[i];
  ulong odd = corpus_ballot((int)(x & 1u));
  ulong big = corpus_ballot(x > 0x80000000u);
  __global uint* o = out + i * 6;
  o[0] = (uint)odd ^ (uint)(odd >> 32);
  o[1] = (uint)popcount(big);
  o[2] = corpus_readlane(x, 5);
  o[3] = corpus_readlane(x * 3u, 17);
  o[4] = twin_readfirstlane(x ^ 0x5a5a5a5au);
  o[5] = twin_lane_id() | corpus_wave_size() << 8;
}

__kernel void wave_dpp(__global const uint* in, __global uint* out) {
  uint i = get_global_id(0);
  uint x = in[i];
  __global uint* o = out + i * 4;
  o[0] = corpus_row_shl1_zero(x);
  o[1] = corpus_row_mirror(x, 0x1111u);
  o[2] = corpus_row_half_mirror_rows02(x + 1u, 0x2222u * (uint)i);
  o[3] = corpus_quad_reverse_banks13(x ^ 0xffu, 0x3333u);
}

__kernel void wave_permute(__global const uint* in, __global uint* out) {
  uint i = get_global_id(0);
  uint x = in[i];
  uint lane = twin_lane_id();
  __global uint* o = out + i * 6;
  o[0] = corpus_swizzle(x, CORPUS_SWIZZLE_XOR17);
  o[1] = corpus_swizzle(x, CORPUS_SWIZZLE_OCTET3);
  o[2] = corpus_swizzle(x, CORPUS_SWIZZLE_QUAD_REVERSE);
  o[3] = corpus_permute((lane * 5u + 3u) * 4u, x);
  o[4] = twin_lane_shuffle(x + lane, (x >> 3) % 64u);
  o[5] = corpus_permute(((lane * 5u + 3u) * 4u) ^ 4u, x >> 1);
}

TWIN_SYNC_KERNELS(wave_vote, wave_dpp, wave_permute)
