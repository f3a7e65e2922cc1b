// HIP without the HIP headers: recursion gives a dynamic stack (.uses_dynamic_stack), extern shared memory
// gives the hidden_dynamic_lds_size argument (V5+).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ __attribute__((noinline)) unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

extern "C" __global__ void recurse(unsigned* out, unsigned n) {
  out[__builtin_amdgcn_workitem_id_x()] = fib(n);
}

extern "C" __global__ void dynamic_lds(float* out) {
  extern __shared__ float buf[];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  buf[t] = out[t];
  __builtin_amdgcn_s_barrier();
  out[t] = buf[(t + 1) % __builtin_amdgcn_workgroup_size_x()];
}
