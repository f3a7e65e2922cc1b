// HIP program-scope data and calls: __constant__ tables, __device__ variables with and without initial values, a
// __device__ pointer to another variable and a table of device function pointers (relocated by the loader),
// noinline functions with many arguments, recursion, and an indirect call through the table.
#include "twin_hip.h"

__constant__ int primes[12] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
__constant__ double weights[4] = {0.5, -1.25, 2.0, 0.125};
__device__ unsigned visits[64];           // .bss
__device__ int base_value = -42;          // .data
__device__ unsigned long long seed64 = 0x9e3779b97f4a7c15ull;
__device__ int table[6] = {600, 500, 400, 300, 200, 100};
__device__ int* table_tail = &table[4];   // relocated

extern "C" __global__ void hip_globals(const int* in, int* out, double* dout, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  out[i * 4 + 0] = primes[(unsigned)v % 12u] * base_value;
  out[i * 4 + 1] = table_tail[i % 2u] + (int)(seed64 >> (i % 32u) & 0xffu);
  __atomic_fetch_add(&visits[i % 64u], 1u, __ATOMIC_RELAXED);
  out[i * 4 + 2] = (int)(i % 64u);
  out[i * 4 + 3] = table[(unsigned)v % 6u];
  dout[i] = weights[i % 4u] * (double)v;
}

// One block: every thread bumps a counter, then reads all of them after the barrier.
extern "C" __global__ void hip_device_vars(unsigned* counts) {
  unsigned t = threadIdx.x;
  __atomic_fetch_add(&visits[t % 64u], t, __ATOMIC_RELAXED);
  __syncthreads();
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  counts[t] = __atomic_load_n(&visits[(t * 7u) % 64u], __ATOMIC_RELAXED) + (unsigned)base_value;
}

__device__ __noinline__ static unsigned long long spread(unsigned a0, unsigned a1, unsigned a2, unsigned a3,
                                                         unsigned a4, unsigned a5, unsigned a6, unsigned a7,
                                                         unsigned long long b0, unsigned long long b1,
                                                         unsigned long long b2, unsigned long long b3,
                                                         double c0, double c1, double c2, double c3, double c4,
                                                         double c5, double c6, double c7, double c8, double c9) {
  unsigned long long s = a0 ^ (a1 << 1) ^ (a2 << 2) ^ (a3 << 3) ^ (a4 << 4) ^ (a5 << 5) ^ (a6 << 6) ^ (a7 << 7);
  s += b0 * 3 + b1 * 5 + b2 * 7 + b3 * 11;
  double d = c0 + c1 * 2 + c2 * 3 + c3 * 4 + c4 * 5 + c5 * 6 + c6 * 7 + c7 * 8 + c8 * 9 + c9 * 10;
  return s ^ (unsigned long long)(long long)d;
}

__device__ static unsigned partitions(unsigned total, unsigned largest) {
  if (total == 0) return 1;
  if (largest == 0) return 0;
  unsigned count = partitions(total, largest - 1);
  if (largest <= total) count += partitions(total - largest, largest);
  return count;
}

__device__ __noinline__ static int op_add(int a, int b) { return a + b; }
__device__ __noinline__ static int op_sub(int a, int b) { return a - b; }
__device__ __noinline__ static int op_mix(int a, int b) { return (a ^ b) * 3; }
__device__ int (*ops[3])(int, int) = {op_add, op_sub, op_mix};

extern "C" __global__ void hip_calls(const unsigned* in, unsigned long long* spread_out, unsigned* parts,
                                     int* applied, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  double dv = (double)(v & 0xfff);
  spread_out[i] = spread(v, v + 1, v + 2, v + 3, i, i * 2, i * 3, v ^ i, v * 7ull, i * 11ull, 1ull << (v % 40), v,
                         dv, dv * 0.5, 1.5, -dv, 3.0, dv, 0.25, dv * 2, 7.0, -0.5);
  parts[i] = partitions(v % 13u, v % 13u);
  int a = (int)(v & 0xffff), b = (int)(v >> 16);
  applied[i] = ops[v % 3u](a, b) + ops[(v >> 8) % 3u](b, a);
}

TWIN_KERNELS(hip_globals, hip_calls)
TWIN_SYNC_KERNELS(hip_device_vars)
