// OpenCL C 2.0 with what clang's assembly carries beyond plain kernels: a __constant table, program-scope
// mutable globals (.data, .bss), a global that holds another global's address (an R_AMDGPU_ABS64 in .data),
// noinline helpers (calls, resource symbols), device-library calls, and printf (format strings in the
// metadata, the printf buffer argument).
__constant float kTable[8] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f};
__constant char kGreeting[] = "table";
global int gCounter = 7;
global float gScratch[64];
global int* global gCounterPtr = &gCounter;

__attribute__((noinline)) float lookup(uint i, float x) { return kTable[i & 7] * sin(x) + pow(x, 1.5f); }

__attribute__((noinline)) int bump(int by) { return atomic_fetch_add((volatile atomic_int*)gCounterPtr, by); }

__kernel void use_globals(__global float* out, float x) {
  uint t = get_global_id(0);
  gScratch[t & 63] = lookup(t, x);
  out[t] = gScratch[(t + 1) & 63] + (float)bump(1);
}

__kernel void print_values(__global const float* in, int n) {
  uint t = get_global_id(0);
  if (t == 0) printf("%s: n=%d first=%f hex=%x vec=%v4hlf\n", kGreeting, n, in[0], n, (float4)(in[0], in[1], in[2], in[3]));
}
