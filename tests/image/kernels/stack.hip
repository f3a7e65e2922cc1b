// Calls and the stack: a recursion as deep as the argument says (the kernel uses a dynamic stack, sized by the
// runtime), each frame holding a private array indexed by a value the compiler cannot know; noinline helpers.
#include "image_hip.h"

__device__ __attribute__((noinline)) int mix(int a, int b) { return a * 31 + b; }

__device__ __attribute__((noinline)) int descend(int n, int salt) {
  volatile int frame[8];
  for (int i = 0; i < 8; ++i) frame[i] = mix(n, i + salt);
  if (n == 0) return frame[salt & 7];
  return frame[(n + salt) & 7] % 1000 + descend(n - 1, salt);
}

extern "C" __global__ void recurse(int* out, int depth) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  out[t] = descend(depth + (t & 3), t);
}
