// HIP device code without the HIP headers: __constant__ and __device__ variables (initialized, zeroed, one
// holding another's address, a string pointer into .rodata.str), a weak and a static variable, recursion and
// an indirect call (resource symbols combined with max() and or()), a function without debug information, a
// dynamically sized stack object, dynamic LDS, and printf (the device library's hostcall functions, left
// undefined by -nogpulib).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))
#define __shared__ __attribute__((shared))
extern "C" __device__ int printf(const char*, ...);

__constant__ int kWeights[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
__device__ int gHits;
__device__ long gTotal = 100;
__device__ int* gHitsPtr = &gHits;
__device__ const char* gName = "device.hip";
__device__ __attribute__((weak)) int gWeak = 5;
static __device__ int sHidden = 11;

__device__ __attribute__((noinline)) unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ __attribute__((noinline)) int twice(int x) { return 2 * x + sHidden; }
// No debug information: with -g the unit's code is no longer one range (.debug_rnglists, with .uleb128 offsets).
__device__ __attribute__((noinline, nodebug)) int quiet(int x) { return x ^ 0x5a; }
__device__ __attribute__((noinline)) int thrice(int x) { return 3 * x + gWeak; }
typedef int (*Op)(int);
__device__ Op kOps[2] = {twice, thrice};

extern "C" __global__ void weights(int* out, unsigned n) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  out[t] = kWeights[t & 15] * (int)fib(n & 7) + kOps[t & 1](t) + quiet((int)n);
  __atomic_fetch_add(gHitsPtr, 1, __ATOMIC_RELAXED);
  gTotal += t;
}

extern "C" __global__ void stack_and_lds(float* out, unsigned n) {
  extern __shared__ float buf[];
  unsigned t = __builtin_amdgcn_workitem_id_x();
#if __clang_major__ >= 20  // clang-19 refuses a dynamic alloca on AMDGPU
  float* v = (float*)__builtin_alloca((n & 15) * sizeof(float) + 4);
#else
  float v[16];
#endif
  for (unsigned i = 0; i <= (n & 15); ++i) v[i] = out[i] * (float)i;
  buf[t] = v[t % ((n & 15) + 1)];
  __builtin_amdgcn_s_barrier();
  out[t] = buf[(t + 1) % __builtin_amdgcn_workgroup_size_x()];
}

extern "C" __global__ void say(const int* in) {
  if (__builtin_amdgcn_workitem_id_x() == 0) printf("%s: %d %u %x %f %c %p\n", gName, in[0], in[1], in[2], 1.5, 'q', in);
}
