// HIP wave operations and shared memory: ballot, readlane, DPP and ds_bpermute written with the AMDGPU builtins
// (a warp shuffle reduction as HIP's headers build __shfl_xor), dynamic shared memory (`extern __shared__`, sized by
// the dispatch), static __shared__ arrays, shared-memory atomics and __syncthreads between the waves of a block.
#include "twin_hip.h"
#include "corpus_hip.h"

extern "C" __global__ void hip_wave_ops(const unsigned* in, unsigned* out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = in[i];
  unsigned lane = corpus_lane();
  unsigned long long votes = corpus_ballot((x & 3u) == 0u);
  unsigned* o = out + i * 5;
  o[0] = (unsigned)votes + (unsigned)(votes >> 32) * 3u;
  o[1] = corpus_readlane(x, 9);
  unsigned sum = x & 0xffffu;
  for (unsigned m = 1; m < corpus_wave_size(); m <<= 1) sum += corpus_shfl_xor(sum, m);
  o[2] = sum;
  o[3] = corpus_shfl_xor(x, 6u) ^ lane;
  o[4] = corpus_dpp_row_shr2(x, 0xabcdu);
}

// Dynamic shared memory holds a block's values; each thread sums a window of its neighbours after the barrier.
extern "C" __global__ void hip_dynamic_shared(const int* in, int* out, unsigned window) {
  TWIN_DYNAMIC_SHARED(int, cache);
  unsigned t = threadIdx.x, size = blockDim.x;
  cache[t] = in[blockIdx.x * size + t];
  __syncthreads();
  int s = 0;
  for (unsigned k = 0; k < window; ++k) s += cache[(t + k) % size];
  out[blockIdx.x * size + t] = s;
}

// A block histogram in static shared memory with shared atomics, and a block maximum.
extern "C" __global__ void hip_shared_atomics(const unsigned* in, unsigned* bins, unsigned* maxima) {
  __shared__ unsigned hist[16];
  __shared__ unsigned top;
  unsigned t = threadIdx.x;
  if (t < 16) hist[t] = 0;
  if (t == 0) top = 0;
  __syncthreads();
  unsigned v = in[blockIdx.x * blockDim.x + t];
  __atomic_fetch_add(&hist[v >> 28], 1u, __ATOMIC_RELAXED);
  corpus_atomic_max(&top, v);
  __syncthreads();
  if (t < 16) bins[blockIdx.x * 16 + t] = hist[t];
  if (t == 0) maxima[blockIdx.x] = top;
}

TWIN_SYNC_KERNELS(hip_wave_ops, hip_dynamic_shared, hip_shared_atomics)
