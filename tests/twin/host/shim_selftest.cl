// Host-only kernels that check the host twin runtime itself (never compiled for the GPU): a barrier not
// reached by every work-item, and a barrier in a kernel registered without TWIN_SYNC_KERNELS.
#include "twin.h"

__kernel void selftest_divergent_barrier(__global int* out) {
  size_t l = get_local_id(0);
  if (l == 3) return;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = 1;
}

__kernel void selftest_unregistered_barrier(__global int* out) {
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_local_id(0)] = 1;
}

// Barrier phases: each work-item sees every other's write of the previous phase.
__kernel void selftest_phases(__global int* out) {
  __local int slots[64];
  size_t l = get_local_id(0), n = get_local_size(0);
  int acc = 0;
  for (int phase = 0; phase < 3; ++phase) {
    slots[l] = (int)l * 10 + phase;
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += slots[(l + 1) % n];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}

TWIN_SYNC_KERNELS(selftest_divergent_barrier, selftest_phases)
TWIN_KERNELS(selftest_unregistered_barrier)

// printf as the GPU runtimes print it (host/twin_printf.h): OpenCL's buffered rules and HIP's hostcall ones.
typedef struct {
  int a;
  double b;
  char c;
} selftest_triple;  // 24 bytes: passed as bytes (ArgValue::bytes)

__kernel void selftest_printf_rules(__global int* out, selftest_triple t) {
  float inf = as_float(0x7f800000u), nan = as_float(0xffc00000u);
  printf("%d|% d|%5.1f|%f|%8.3e|%s|%c|%%|%p|%ld\n", -5, 7, 2.25f, inf, nan, "ab", 'x', (void*)0, (long)-3);
  printf("%v2hld|%v2hlf|%#v4hhx|%v2ld\n", twin_int2(1, -2), twin_float2(0.5f, inf), twin_uchar4(1, 2, 254, 255),
         twin_long2(-1, 4));
  twin::cl::twinPrintf(twin::cl::PrintfKind::HipHostcall, __LINE__, "%f %e|%5d|%s|%%|%lld|%c\n", inf, 1.5f, -42,
                       "hip", (long long)-7, 'q');
  twin::cl::twinPrintf(twin::cl::PrintfKind::HipBuffered, __LINE__, "%f|%d %s %lld\n", inf, 3, "end", -7ll);
  out[0] = t.a + (int)t.b + t.c;
}

// Output order: work-group, wave, call (by line), lane, whatever order the work-items ran in.
__kernel void selftest_printf_order(__global const int* flags) {
  uint l = get_local_id(0), g = get_group_id(0);
  if (flags[get_global_id(0)]) printf("A g%u l%u\n", g, l);
  if (l % 3 == 0) printf("B g%u l%u\n", g, l);
  for (int k = 0; k < 2; ++k)
    if (l < 2) printf("C%d g%u l%u\n", k, g, l);
}

// `__local` pointer arguments: a block of the given size per work-group and per argument, zeroed at its start.
__kernel void selftest_local_args(__global int* out, int* a, int* b) {
  size_t l = get_local_id(0), n = get_local_size(0);
  a[l] += (int)l + 1;
  b[l] = a[l] * 100;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = a[(l + 1) % n] + b[l] + (b == a ? 1000000 : 0);
  int* shared = (int*)::twin::rt::dynamicLds();  // HIP's extern __shared__ block
  shared[l] = (int)get_group_id(0);
}

TWIN_KERNELS(selftest_printf_rules, selftest_printf_order)
TWIN_SYNC_KERNELS(selftest_local_args)
