// VALU semantics: integer and bit operations (32-bit, 16-bit, 64-bit shifts and products, carries, lane masks
// as sources). Facts from CLRX's GCN ISA documentation (GcnInstrsVop1/2/3.md). Integer clamp saturates.
#include <bit>
#include <algorithm>
#include <climits>
#include <limits>

#include "emu/valu_lanes.h"

namespace gcnkit::emu {

namespace {

using u32 = uint32_t;
using u64 = uint64_t;
using i32 = int32_t;
using i64 = int64_t;

u32 sext24(u32 v) { return (u32(i32(v << 8) >> 8)); }
u32 clz32(u32 v) { return (v ? u32(std::countl_zero(v)) : 0xffffffffu); }
u32 ctz32(u32 v) { return (v ? u32(std::countr_zero(v)) : 0xffffffffu); }
u32 flbitI32(u32 v) { return (clz32(i32(v) < 0 ? ~v : v)); }

u32 bfeU(u32 v, u32 off, u32 width) {
  off &= 31;
  width &= 31;
  if (!width) return 0;
  return (v >> off) & ((1u << width) - 1);
}
u32 bfeI(u32 v, u32 off, u32 width) {
  off &= 31;
  width &= 31;
  if (!width) return 0;
  const u32 x = (v >> off) & ((1u << width) - 1);
  const u32 sign = 1u << (width - 1);
  return (x ^ sign) - sign;
}

u32 perm(u32 a, u32 b, u32 sel) {
  const u64 q = u64(a) << 32 | b;
  u32 r = 0;
  for (int i = 0; i < 4; ++i) {
    const u32 c = (sel >> (8 * i)) & 0xff;
    u32 byte;
    if (c >= 13) byte = 0xff;
    else if (c == 12) byte = 0;
    else if (c >= 8) byte = ((q >> ((c - 8) * 16 + 15)) & 1) ? 0xff : 0;
    else byte = u32(q >> (c * 8)) & 0xff;
    r |= byte << (8 * i);
  }
  return r;
}

template <class T>
T med3(T a, T b, T c) {
  return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

// ---- carries: d32 plus a lane mask (VOP3b / VOP2 with vcc), with integer clamp ----
enum class Carry { Add, Sub, SubRev };

template <Carry K, bool In>
GCNKIT_LANE_LOOP void carryOp(VCtx& c) {
  // Two passes so that the lane loop vectorizes (the address arithmetic of compiled kernels is mostly this):
  // results and carry bits per lane, then the carry bits packed into the mask. The carry-in bits are unpacked first
  // and the clamp chosen outside the loop, so that the loop has no branch.
  const bool clamp = c.vi->clamp;
  const unsigned n = c.lanes;
  const uint32_t* __restrict a0 = c.a[K == Carry::SubRev ? 1 : 0];
  const uint32_t* __restrict a1 = c.a[K == Carry::SubRev ? 0 : 1];
  uint32_t* __restrict d = c.d32;
  alignas(64) uint32_t cin[kMaxLanes];
  alignas(64) uint32_t out[kMaxLanes];
  const uint64_t maskIn = In ? c.maskIn : 0;
  // (The masks go through 32-bit halves, one shift per lane in a 32-bit lane of the vector: a 64-bit shift per lane
  // kept these loops scalar, and they cost more than the arithmetic.)
  const bool halves = n == 32 || n == 64;
  if (!In) {
    for (unsigned l = 0; l < n; ++l) cin[l] = 0;
  } else if (halves) {
    for (unsigned h = 0; h < n; h += 32) {
      const uint32_t bits = uint32_t(maskIn >> h);
      for (unsigned l = 0; l < 32; ++l) cin[h + l] = bits >> l & 1;
    }
  } else {
    for (unsigned l = 0; l < n; ++l) cin[l] = uint32_t(maskIn >> l) & 1;
  }
  for (unsigned l = 0; l < n; ++l) {
    const u64 a = a0[l], b = a1[l];
    if (K == Carry::Add) {
      const u64 r = a + b + cin[l];
      out[l] = u32(r >> 32);
      d[l] = u32(r);
    } else {
      const u64 r = a - b - cin[l];
      out[l] = u32(r >> 63);  // (a borrow: b + cin > a)
      d[l] = u32(r);
    }
  }
  if (clamp)  // unsigned saturation: an add that carried gives all ones, a subtraction that borrowed 0
    for (unsigned l = 0; l < n; ++l)
      if (out[l]) d[l] = K == Carry::Add ? 0xffffffffu : 0u;
  uint64_t m = 0;
  if (halves) {
    for (unsigned h = 0; h < n; h += 32) {
      uint32_t bits = 0;
      for (unsigned l = 0; l < 32; ++l) bits |= out[h + l] << l;
      m |= u64(bits) << h;
    }
  } else {
    for (unsigned l = 0; l < n; ++l) m |= u64(out[l]) << l;
  }
  c.maskOut = m;
}

// Signed add/sub without carry-out (v_add_i32 on GFX9, v_add_nc_i32, 16-bit forms), clamp saturates.
template <class T, bool Sub>
void signedAddSub(VCtx& c) {
  const bool clamp = c.vi->clamp;
  constexpr int bits = sizeof(T) * 8;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const i64 a = T(c.a[0][l]), b = T(c.a[1][l]);
    i64 r = Sub ? a - b : a + b;
    if (clamp) r = std::clamp<i64>(r, i64(std::numeric_limits<T>::min()), i64(std::numeric_limits<T>::max()));
    c.d32[l] = u32(r) & (bits == 32 ? 0xffffffffu : 0xffffu);
  }
}

// Unsigned 16-bit add/sub (no carry-out), clamp saturates.
template <Carry K>
void add16(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    u32 a = c.a[0][l] & 0xffff, b = c.a[1][l] & 0xffff;
    if (K == Carry::SubRev) std::swap(a, b);
    i32 r = K == Carry::Add ? i32(a + b) : i32(a) - i32(b);
    if (clamp) r = std::clamp(r, 0, 0xffff);
    c.d32[l] = u32(r) & 0xffff;
  }
}

// Unsigned 32-bit add/sub without carry-out (v_add_u32 GFX9, v_add_nc_u32), clamp saturates.
template <Carry K>
void add32(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    u64 a = c.a[0][l], b = c.a[1][l];
    if (K == Carry::SubRev) std::swap(a, b);
    i64 r = K == Carry::Add ? i64(a + b) : i64(a) - i64(b);
    if (clamp) r = std::clamp<i64>(r, 0, 0xffffffffll);
    c.d32[l] = u32(r);
  }
}

void cndmask(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = (c.maskIn >> l) & 1 ? c.a[1][l] : c.a[0][l];
}

void cndmask16(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = ((c.maskIn >> l) & 1 ? c.a[1][l] : c.a[0][l]) & 0xffff;
}

void mbcntLo(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u64 below = (1ull << l) - 1;
    c.d32[l] = u32(std::popcount(u32(c.a[0][l] & below))) + c.a[1][l];
  }
}
void mbcntHi(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u64 below = l == 0 ? 0 : ((1ull << l) - 1);
    c.d32[l] = u32(std::popcount(u32(c.a[0][l] & u32(below >> 32)))) + c.a[1][l];
  }
}

// 64-bit shifts: the shift amount is a 32-bit source, the value a 64-bit one.
template <int Kind, bool Rev>
void shift64(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u64 v = Rev ? c.q[1][l] : c.q[0][l];
    const u32 s = (Rev ? c.a[0][l] : c.a[1][l]) & 63;
    c.d64[l] = Kind == 0 ? v << s : Kind == 1 ? v >> s : u64(i64(v) >> s);
  }
}

template <bool Signed>
void mad64(VCtx& c) {
  const bool clamp = c.vi->clamp;
  uint64_t m = 0;
  for (unsigned l = 0; l < c.lanes; ++l) {
    if (Signed) {
      const __int128 p = __int128(i64(i32(c.a[0][l]))) * i64(i32(c.a[1][l])) + __int128(i64(c.q[2][l]));
      const bool over = p > INT64_MAX || p < INT64_MIN;
      c.d64[l] = clamp && over ? (p > 0 ? u64(INT64_MAX) : u64(INT64_MIN)) : u64(p);
      m |= u64(over) << l;
    } else {
      const unsigned __int128 p = (unsigned __int128)(u64(c.a[0][l]) * u64(c.a[1][l])) + c.q[2][l];
      const bool over = (p >> 64) != 0;
      c.d64[l] = clamp && over ? ~0ull : u64(p);
      m |= u64(over) << l;
    }
  }
  c.maskOut = m;
}

// 16-bit multiply-add into 16 or 32 bits.
template <bool Signed, bool Wide>
void mad16(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    if (Signed) {
      const i64 r = i64(int16_t(c.a[0][l])) * int16_t(c.a[1][l]) + (Wide ? i64(i32(c.a[2][l])) : i64(int16_t(c.a[2][l])));
      i64 v = r;
      if (clamp) v = Wide ? std::clamp<i64>(r, INT32_MIN, INT32_MAX) : std::clamp<i64>(r, INT16_MIN, INT16_MAX);
      c.d32[l] = Wide ? u32(v) : u32(v) & 0xffff;
    } else {
      const u64 r = u64(c.a[0][l] & 0xffff) * (c.a[1][l] & 0xffff) + (Wide ? u64(c.a[2][l]) : u64(c.a[2][l] & 0xffff));
      u64 v = r;
      if (clamp) v = std::min<u64>(r, Wide ? 0xffffffffull : 0xffff);
      c.d32[l] = Wide ? u32(v) : u32(v) & 0xffff;
    }
  }
}

// The generation-dependent adds: one row is a carry-out add on one generation (GFX6/7 v_add_i32, GFX8
// v_add_u32: the row's lane-mask operand exists there) and a plain unsigned (GFX9 v_add_u32) or signed
// (GFX9 VOP3 v_add_i32) add on another.
template <Carry K>
void addU32(VCtx& c) {
  if (c.vi->hasSdst) carryOp<K, false>(c);
  else add32<K>(c);
}
template <Carry K>
void addI32(VCtx& c) {
  if (c.vi->hasSdst) carryOp<K, false>(c);
  else if (K == Carry::SubRev) {
    std::swap(c.a[0], c.a[1]);
    signedAddSub<i32, true>(c);
  } else {
    signedAddSub<i32, K == Carry::Sub>(c);
  }
}

void reg(SemTable& t, Op op, ValuFn fn, VResult r = VResult::R32) { t.set(op, fn, r); }

}  // namespace

void registerIntOps(SemTable& t) {
  using enum Op;
  constexpr auto R16 = VResult::R16;
  constexpr auto R64 = VResult::R64;
  constexpr auto RM = VResult::R32Mask;
  reg(t, v_mov_b32, u32x1<[](u32 a) { return (a); }>);
  reg(t, v_not_b32, u32x1<[](u32 a) { return (~a); }>);
  reg(t, v_bfrev_b32, u32x1<[](u32 a) {
        u32 r = 0;
        for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1) << (31 - i);
        return r;
      }>);
  reg(t, v_ffbh_u32, u32x1<clz32>);
  reg(t, v_ffbl_b32, u32x1<ctz32>);
  reg(t, v_ffbh_i32, u32x1<flbitI32>);
  reg(t, v_cndmask_b32, cndmask);
  reg(t, v_mul_i32_i24, u32x2<[](u32 a, u32 b) { return (u32(i64(i32(sext24(a))) * i32(sext24(b)))); }>);
  reg(t, v_mul_hi_i32_i24, u32x2<[](u32 a, u32 b) { return (u32((i64(i32(sext24(a))) * i32(sext24(b))) >> 32)); }>);
  reg(t, v_mul_u32_u24, u32x2<[](u32 a, u32 b) { return (u32(u64(a & 0xffffff) * (b & 0xffffff))); }>);
  reg(t, v_mul_hi_u32_u24, u32x2<[](u32 a, u32 b) { return (u32((u64(a & 0xffffff) * (b & 0xffffff)) >> 32)); }>);
  reg(t, v_min_i32, u32x2<[](u32 a, u32 b) { return (u32(std::min(i32(a), i32(b)))); }>);
  reg(t, v_max_i32, u32x2<[](u32 a, u32 b) { return (u32(std::max(i32(a), i32(b)))); }>);
  reg(t, v_min_u32, u32x2<[](u32 a, u32 b) { return (std::min(a, b)); }>);
  reg(t, v_max_u32, u32x2<[](u32 a, u32 b) { return (std::max(a, b)); }>);
  reg(t, v_lshr_b32, u32x2<[](u32 a, u32 b) { return (a >> (b & 31)); }>);
  reg(t, v_lshrrev_b32, u32x2<[](u32 a, u32 b) { return (b >> (a & 31)); }>);
  reg(t, v_ashr_i32, u32x2<[](u32 a, u32 b) { return (u32(i32(a) >> (b & 31))); }>);
  reg(t, v_ashrrev_i32, u32x2<[](u32 a, u32 b) { return (u32(i32(b) >> (a & 31))); }>);
  reg(t, v_lshl_b32, u32x2<[](u32 a, u32 b) { return (a << (b & 31)); }>);
  reg(t, v_lshlrev_b32, u32x2<[](u32 a, u32 b) { return (b << (a & 31)); }>);
  reg(t, v_and_b32, u32x2<[](u32 a, u32 b) { return (a & b); }>);
  reg(t, v_or_b32, u32x2<[](u32 a, u32 b) { return (a | b); }>);
  reg(t, v_xor_b32, u32x2<[](u32 a, u32 b) { return (a ^ b); }>);
  reg(t, v_xnor_b32, u32x2<[](u32 a, u32 b) { return (~(a ^ b)); }>);
  reg(t, v_bfm_b32, u32x2<[](u32 a, u32 b) { return ((1u << (a & 31)) - 1) << (b & 31); }>);
  reg(t, v_bcnt_u32_b32, u32x2<[](u32 a, u32 b) { return (u32(std::popcount(a)) + b); }>);
  reg(t, v_mbcnt_lo_u32_b32, mbcntLo);
  reg(t, v_mbcnt_hi_u32_b32, mbcntHi);

  // Adds and subtracts. Rows that have a carry-out on some generation write it where the row's lane-mask
  // operand exists (GFX6/7 v_add_i32, GFX8 v_add_u32, v_add_co_u32); the others have none.
  reg(t, v_add_co_u32, carryOp<Carry::Add, false>, RM);
  reg(t, v_sub_co_u32, carryOp<Carry::Sub, false>, RM);
  reg(t, v_subrev_co_u32, carryOp<Carry::SubRev, false>, RM);
  reg(t, v_addc_co_u32, carryOp<Carry::Add, true>, RM);
  reg(t, v_subb_co_u32, carryOp<Carry::Sub, true>, RM);
  reg(t, v_subbrev_co_u32, carryOp<Carry::SubRev, true>, RM);
  reg(t, v_addc_u32, carryOp<Carry::Add, true>, RM);
  reg(t, v_subb_u32, carryOp<Carry::Sub, true>, RM);
  reg(t, v_subbrev_u32, carryOp<Carry::SubRev, true>, RM);
  reg(t, v_add_co_ci_u32, carryOp<Carry::Add, true>, RM);
  reg(t, v_sub_co_ci_u32, carryOp<Carry::Sub, true>, RM);
  reg(t, v_subrev_co_ci_u32, carryOp<Carry::SubRev, true>, RM);
  reg(t, v_add_u32, addU32<Carry::Add>, RM);
  reg(t, v_sub_u32, addU32<Carry::Sub>, RM);
  reg(t, v_subrev_u32, addU32<Carry::SubRev>, RM);
  reg(t, v_add_i32, addI32<Carry::Add>, RM);
  reg(t, v_sub_i32, addI32<Carry::Sub>, RM);
  reg(t, v_subrev_i32, addI32<Carry::SubRev>, RM);
  reg(t, v_add_nc_u32, add32<Carry::Add>);
  reg(t, v_sub_nc_u32, add32<Carry::Sub>);
  reg(t, v_subrev_nc_u32, add32<Carry::SubRev>);
  reg(t, v_add_nc_i32, signedAddSub<i32, false>);
  reg(t, v_sub_nc_i32, signedAddSub<i32, true>);
  reg(t, v_add_nc_u16, add16<Carry::Add>, R16);
  reg(t, v_sub_nc_u16, add16<Carry::Sub>, R16);
  reg(t, v_add_nc_i16, signedAddSub<int16_t, false>, R16);
  reg(t, v_sub_nc_i16, signedAddSub<int16_t, true>, R16);
  reg(t, v_add_i16, signedAddSub<int16_t, false>, R16);
  reg(t, v_sub_i16, signedAddSub<int16_t, true>, R16);
  reg(t, v_add_u16, add16<Carry::Add>, R16);
  reg(t, v_sub_u16, add16<Carry::Sub>, R16);
  reg(t, v_subrev_u16, add16<Carry::SubRev>, R16);

  // 16-bit integer ops.
  reg(t, v_mul_lo_u16, u32x2<[](u32 a, u32 b) { return ((a * b) & 0xffff); }>, R16);
  reg(t, v_lshlrev_b16, u32x2<[](u32 a, u32 b) { return ((b << (a & 15)) & 0xffff); }>, R16);
  reg(t, v_lshrrev_b16, u32x2<[](u32 a, u32 b) { return ((b & 0xffff) >> (a & 15)); }>, R16);
  reg(t, v_ashrrev_i16, u32x2<[](u32 a, u32 b) { return (u32(int16_t(b) >> (a & 15)) & 0xffff); }>, R16);
  reg(t, v_max_u16, u32x2<[](u32 a, u32 b) { return (std::max(a & 0xffff, b & 0xffff)); }>, R16);
  reg(t, v_min_u16, u32x2<[](u32 a, u32 b) { return (std::min(a & 0xffff, b & 0xffff)); }>, R16);
  reg(t, v_max_i16, u32x2<[](u32 a, u32 b) { return (u32(std::max(int16_t(a), int16_t(b))) & 0xffff); }>, R16);
  reg(t, v_min_i16, u32x2<[](u32 a, u32 b) { return (u32(std::min(int16_t(a), int16_t(b))) & 0xffff); }>, R16);
  // GFX11+ 16-bit moves and bitwise operations (true16: each operand a VGPR half).
  reg(t, v_mov_b16, u32x1<[](u32 a) { return (a & 0xffff); }>, R16);
  reg(t, v_not_b16, u32x1<[](u32 a) { return (~a & 0xffff); }>, R16);
  reg(t, v_and_b16, u32x2<[](u32 a, u32 b) { return (a & b & 0xffff); }>, R16);
  reg(t, v_or_b16, u32x2<[](u32 a, u32 b) { return ((a | b) & 0xffff); }>, R16);
  reg(t, v_xor_b16, u32x2<[](u32 a, u32 b) { return ((a ^ b) & 0xffff); }>, R16);
  reg(t, v_cndmask_b16, cndmask16, R16);
  reg(t, v_mad_u16, mad16<false, false>, R16);
  reg(t, v_mad_i16, mad16<true, false>, R16);
  reg(t, v_mad_legacy_u16, mad16<false, false>, R16);
  reg(t, v_mad_legacy_i16, mad16<true, false>, R16);
  reg(t, v_mad_u32_u16, mad16<false, true>);
  reg(t, v_mad_i32_i16, mad16<true, true>);
  t[v_mad_u16].preserveHi9 = t[v_mad_i16].preserveHi9 = true;
  reg(t, v_min3_i16, u32x3<[](u32 a, u32 b, u32 c) { return u32(std::min({int16_t(a), int16_t(b), int16_t(c)})) & 0xffff; }>, R16);
  reg(t, v_max3_i16, u32x3<[](u32 a, u32 b, u32 c) { return u32(std::max({int16_t(a), int16_t(b), int16_t(c)})) & 0xffff; }>, R16);
  reg(t, v_med3_i16, u32x3<[](u32 a, u32 b, u32 c) { return (u32(med3(int16_t(a), int16_t(b), int16_t(c))) & 0xffff); }>, R16);
  reg(t, v_min3_u16, u32x3<[](u32 a, u32 b, u32 c) { return std::min({a & 0xffff, b & 0xffff, c & 0xffff}); }>, R16);
  reg(t, v_max3_u16, u32x3<[](u32 a, u32 b, u32 c) { return std::max({a & 0xffff, b & 0xffff, c & 0xffff}); }>, R16);
  reg(t, v_med3_u16, u32x3<[](u32 a, u32 b, u32 c) { return (med3(a & 0xffff, b & 0xffff, c & 0xffff)); }>, R16);

  // Three-source 32-bit ops.
  reg(t, v_mad_i32_i24, u32x3<[](u32 a, u32 b, u32 c) { return (u32(i64(i32(sext24(a))) * i32(sext24(b)) + i32(c))); }>);
  reg(t, v_mad_u32_u24, u32x3<[](u32 a, u32 b, u32 c) { return (u32(u64(a & 0xffffff) * (b & 0xffffff) + c)); }>);
  reg(t, v_bfe_u32, u32x3<bfeU>);
  reg(t, v_bfe_i32, u32x3<bfeI>);
  reg(t, v_bfi_b32, u32x3<[](u32 a, u32 b, u32 c) { return (a & b) | (~a & c); }>);
  reg(t, v_alignbit_b32, u32x3<[](u32 a, u32 b, u32 c) { return (u32((u64(a) << 32 | b) >> (c & 31))); }>);
  reg(t, v_alignbyte_b32, u32x3<[](u32 a, u32 b, u32 c) { return (u32((u64(a) << 32 | b) >> (8 * (c & 3)))); }>);
  reg(t, v_min3_i32, u32x3<[](u32 a, u32 b, u32 c) { return u32(std::min({i32(a), i32(b), i32(c)})); }>);
  reg(t, v_max3_i32, u32x3<[](u32 a, u32 b, u32 c) { return u32(std::max({i32(a), i32(b), i32(c)})); }>);
  reg(t, v_med3_i32, u32x3<[](u32 a, u32 b, u32 c) { return (u32(med3(i32(a), i32(b), i32(c)))); }>);
  reg(t, v_min3_u32, u32x3<[](u32 a, u32 b, u32 c) { return std::min({a, b, c}); }>);
  reg(t, v_max3_u32, u32x3<[](u32 a, u32 b, u32 c) { return std::max({a, b, c}); }>);
  reg(t, v_med3_u32, u32x3<[](u32 a, u32 b, u32 c) { return (med3(a, b, c)); }>);
  reg(t, v_xor3_b32, u32x3<[](u32 a, u32 b, u32 c) { return (a ^ b ^ c); }>);
  reg(t, v_or3_b32, u32x3<[](u32 a, u32 b, u32 c) { return (a | b | c); }>);
  reg(t, v_and_or_b32, u32x3<[](u32 a, u32 b, u32 c) { return ((a & b) | c); }>);
  reg(t, v_lshl_or_b32, u32x3<[](u32 a, u32 b, u32 c) { return ((a << (b & 31)) | c); }>);
  reg(t, v_lshl_add_u32, u32x3<[](u32 a, u32 b, u32 c) { return ((a << (b & 31)) + c); }>);
  reg(t, v_add_lshl_u32, u32x3<[](u32 a, u32 b, u32 c) { return (a + b) << (c & 31); }>);
  reg(t, v_add3_u32, u32x3<[](u32 a, u32 b, u32 c) { return (a + b + c); }>);
  reg(t, v_xad_u32, u32x3<[](u32 a, u32 b, u32 c) { return ((a ^ b) + c); }>);
  reg(t, v_perm_b32, u32x3<perm>);
  reg(t, v_mul_lo_u32, u32x2<[](u32 a, u32 b) { return (a * b); }>);
  reg(t, v_mul_lo_i32, u32x2<[](u32 a, u32 b) { return (a * b); }>);
  reg(t, v_mul_hi_u32, u32x2<[](u32 a, u32 b) { return (u32((u64(a) * b) >> 32)); }>);
  reg(t, v_mul_hi_i32, u32x2<[](u32 a, u32 b) { return (u32(u64(i64(i32(a)) * i32(b)) >> 32)); }>);
  reg(t, v_mad_u64_u32, mad64<false>, VResult::R64Mask);
  reg(t, v_mad_i64_i32, mad64<true>, VResult::R64Mask);

  // 64-bit shifts.
  reg(t, v_lshl_b64, shift64<0, false>, R64);
  reg(t, v_lshr_b64, shift64<1, false>, R64);
  reg(t, v_ashr_i64, shift64<2, false>, R64);
  reg(t, v_lshlrev_b64, shift64<0, true>, R64);
  reg(t, v_lshrrev_b64, shift64<1, true>, R64);
  reg(t, v_ashrrev_i64, shift64<2, true>, R64);
}

}  // namespace gcnkit::emu
