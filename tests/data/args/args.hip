// A HIP kernel with a by-value struct (HIP's metadata names no types: sizes only) and dynamic shared memory
// (extern __shared__, sized by `gcnkit run --lds`).
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))

struct P {
  float s;
  int o;
  char f;
};

extern "C" __global__ void hip_struct(P p, float* out) {
  extern __shared__ float tile[];
  const unsigned t = __builtin_amdgcn_workitem_id_x();
  tile[t] = p.s * float(t) + float(p.o) + float(p.f);
  __builtin_amdgcn_s_barrier();
  out[t] = tile[(t + 1) % 64u];
}
