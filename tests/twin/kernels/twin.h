// Included by every twin kernel. On the device (clang -target amdgcn) it supplies what the host shim
// (tests/twin/host/twin_shim.h) supplies on the host: registration macros (empty here) and the lane
// operations, which here are the AMDGPU intrinsics the test wants in the machine code (DPP, ds_bpermute,
// v_readfirstlane, v_mbcnt).
#ifndef TWIN_H
#define TWIN_H

#ifndef TWIN_HOST
#define TWIN_KERNELS(...)
#define TWIN_SYNC_KERNELS(...)

static inline uint twin_lane_id(void) { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
// ds_bpermute_b32: the value of lane `lane` (modulo the wave size).
static inline uint twin_lane_shuffle(uint x, uint lane) {
  return (uint)__builtin_amdgcn_ds_bpermute((int)(lane << 2), (int)x);
}
// DPP quad_perm:[1,0,3,2].
static inline uint twin_quad_swap(uint x) { return (uint)__builtin_amdgcn_mov_dpp((int)x, 0xb1, 0xf, 0xf, false); }
// DPP row_shr:1, bound_ctrl off: lane 0 of each row keeps `old`.
static inline uint twin_row_shr1(uint x, uint old) {
  return (uint)__builtin_amdgcn_update_dpp((int)old, (int)x, 0x111, 0xf, 0xf, false);
}
// DPP row_ror:4.
static inline uint twin_row_ror4(uint x) { return (uint)__builtin_amdgcn_mov_dpp((int)x, 0x124, 0xf, 0xf, false); }
static inline uint twin_readfirstlane(uint x) { return (uint)__builtin_amdgcn_readfirstlane((int)x); }
// Half swaps of 2 x 16-bit vectors (the host shim has no swizzles): clang folds them into op_sel/op_sel_hi.
#define twin_swap_halves_s(v) ((v).yx)
#define twin_swap_halves_h(v) ((v).yx)
#define twin_high_halves_s(v) ((v).yy)
#define twin_low_halves_s(v) ((v).xx)
#define twin_high_halves_u(v) ((v).yy)
#define twin_low_halves_u(v) ((v).xx)
// Vector constructors (the host shim has no vector literals: host/twin_vector.h), twin_<type><n>.
#define twin_vector2(T, a, b) ((T)((a), (b)))
#define twin_vector3(T, a, b, c) ((T)((a), (b), (c)))
#define twin_vector4(T, a, b, c, d) ((T)((a), (b), (c), (d)))
#define twin_int2(a, b) twin_vector2(int2, a, b)
#define twin_int4(a, b, c, d) twin_vector4(int4, a, b, c, d)
#define twin_uint4(a, b, c, d) twin_vector4(uint4, a, b, c, d)
#define twin_char4(a, b, c, d) twin_vector4(char4, a, b, c, d)
#define twin_uchar4(a, b, c, d) twin_vector4(uchar4, a, b, c, d)
#define twin_long2(a, b) twin_vector2(long2, a, b)
#define twin_float2(a, b) twin_vector2(float2, a, b)
#define twin_float4(a, b, c, d) twin_vector4(float4, a, b, c, d)
// A loop the GPU build unrolls completely (the host compiler knows no such pragma).
#define TWIN_UNROLL _Pragma("unroll")
#else
#define TWIN_UNROLL
#endif

#endif
