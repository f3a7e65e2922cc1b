// Kernels whose arguments `gcnkit run --arg` and Python's launch() must spell: typed scalars (the metadata's
// .type_name), a by-value struct (named and typedef'd), and __local pointers with static LDS beside them.
typedef struct {
  float scale;
  int offset;
  uchar flag;
} Params;  // 12 bytes, 4-byte aligned

struct Wide {
  double d;
  int i;
};  // 16 bytes, 8-byte aligned

// out[i] = x * p.scale + p.offset (+ w.d when p.flag, else + w.i), for i < n.
__kernel void scalars_and_structs(__global float* out, uint n, float x, Params p, struct Wide w) {
  size_t i = get_global_id(0);
  if (i < n) out[i] = x * p.scale + (float)p.offset + (p.flag ? (float)w.d : (float)w.i);
}

// Each work-item writes its id into both __local arrays, reads its neighbour's back, and the first work-item
// also reports where the arrays are (their LDS offsets) and the static array's.
__kernel void local_pointers(__global uint* out, __local uint* a, __local ulong* b) {
  __local uint fixed[3];
  size_t l = get_local_id(0), n = get_local_size(0);
  a[l] = (uint)l;
  b[l] = (ulong)l << 32;
  if (l < 3) fixed[l] = 7;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = a[(l + 1) % n] + (uint)(b[(l + 2) % n] >> 32) + fixed[l % 3];
  if (get_global_id(0) == 0) {
    out[n] = (uint)(size_t)a;
    out[n + 1] = (uint)(size_t)b;
    out[n + 2] = (uint)(size_t)fixed;
  }
}
