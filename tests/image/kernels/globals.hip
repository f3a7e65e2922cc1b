// HIP's program-scope variables: __constant__ and __device__ (initialized, zero-filled, a pointer to another
// one and a table of function pointers: relocations), a call through that table. Run twice: the variables keep
// what the first launch wrote; the host reads and writes them as hipMemcpyFromSymbol / hipMemcpyToSymbol do.
#include "image_hip.h"

__device__ int dev_counter = 5;
__constant__ int ctable[4] = {10, 20, 30, 40};
__device__ int area[64];
__device__ int* dev_ptr = &area[3];
__device__ int bias;

typedef int (*op_t)(int);
__device__ __attribute__((noinline)) int twice(int x) { return 2 * x; }
__device__ __attribute__((noinline)) int square(int x) { return x * x; }
__device__ op_t ops[2] = {twice, square};

extern "C" __global__ void globals(int* out, int sel) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  out[t] = ctable[t & 3] + ops[sel & 1](t) + bias;
  atomicAdd(&dev_counter, 1);
  atomicAdd(&area[t & 63], 1);
  if (t == 0) *dev_ptr += 7;
}
