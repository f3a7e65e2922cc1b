// Included by the corpus's HIP kernels after twin_hip.h: the lane operations as the AMDGPU builtins on the
// device, and as models over the twin runtime's sub-group exchange on the host (as corpus.h does for OpenCL).
#ifndef CORPUS_HIP_H
#define CORPUS_HIP_H

#ifndef TWIN_HOST
__device__ static inline unsigned corpus_lane() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
__device__ static inline unsigned corpus_wave_size() { return __builtin_amdgcn_wavefrontsize(); }
__device__ static inline unsigned long long corpus_ballot(bool p) { return __builtin_amdgcn_ballot_w64(p); }
#define corpus_readlane(x, lane) ((unsigned)__builtin_amdgcn_readlane((int)(x), (lane)))
// __shfl_xor as HIP's headers write it: ds_bpermute from lane ^ mask (lanes past the wave read their own value).
__device__ static inline unsigned corpus_shfl_xor(unsigned x, unsigned mask) {
  unsigned lane = corpus_lane(), src = lane ^ mask;
  if (src >= corpus_wave_size()) src = lane;
  return (unsigned)__builtin_amdgcn_ds_bpermute((int)(src << 2), (int)x);
}
// DPP row_shr:2 with bound_ctrl off: the first two lanes of each row of 16 keep `old`.
#define corpus_dpp_row_shr2(x, old) ((unsigned)__builtin_amdgcn_update_dpp((int)(old), (int)(x), 0x112, 0xf, 0xf, false))
#define corpus_atomic_max(p, v) __hip_atomic_fetch_max((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP)
#else
inline unsigned corpus_lane() { return twin::cl::get_sub_group_local_id(); }
inline unsigned corpus_wave_size() { return twin::rt::dispatch().subGroupSize; }
inline unsigned long long corpus_ballot(bool p) {
  unsigned n;
  const uint64_t* all = twin::cl::exchange(int(p), &n);
  unsigned long long mask = 0;
  for (unsigned l = 0; l < n; ++l) mask |= (unsigned long long)(all[l] & 1) << l;
  return mask;
}
inline unsigned corpus_readlane(unsigned x, unsigned lane) {
  unsigned n;
  return unsigned(twin::cl::exchange(x, &n)[lane]);
}
inline unsigned corpus_shfl_xor(unsigned x, unsigned mask) {
  unsigned n;
  const uint64_t* all = twin::cl::exchange(x, &n);
  unsigned src = corpus_lane() ^ mask;
  return unsigned(all[src < corpus_wave_size() ? src : corpus_lane()]);
}
inline unsigned corpus_dpp_row_shr2(unsigned x, unsigned old) {
  unsigned n;
  const uint64_t* all = twin::cl::exchange(x, &n);
  unsigned lane = corpus_lane();
  return lane % 16 < 2 ? old : unsigned(all[lane - 2]);
}
inline void corpus_atomic_max(unsigned* p, unsigned v) { twin::cl::atomic_max(p, v); }
#endif

#endif
