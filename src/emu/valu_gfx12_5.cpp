// The integer VALU rows GFX12.5 (gfx1250, gfx1251) adds, from the CDNA5 ISA guide's pseudo-code (the guide that
// documents GFX12.5's instruction set): 32- and 64-bit multiply-adds without a carry-out, 64-bit add, subtract,
// multiply, minimum and maximum, the fused add-then-min/max rows (scalar and packed 16-bit), three-way packed
// 16-bit min/max, the saturating packs, the f64 multiply-adds with a 64-bit K, and the lane-group permutes.
#include <algorithm>
#include <cmath>

#include <string>

#include "emu/valu_lanes.h"
#include "emu/valu_special.h"

namespace gcnkit::emu {

namespace {

using u32 = uint32_t;
using u64 = uint64_t;
using i32 = int32_t;
using i64 = int64_t;

// v_mad_u32: D = S0 * S1 + S2 (low 32 bits).
void madU32(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = c.a[0][l] * c.a[1][l] + c.a[2][l];
}

// v_mad_nc_u64_u32 / v_mad_nc_i64_i32: D = S0 * S1 + S2 in 64 bits, no carry-out; clamp saturates an overflow, as
// v_mad_u64_u32's does.
template <bool Signed>
void madNc64(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    if (Signed) {
      const __int128 p = __int128(i64(i32(c.a[0][l]))) * i64(i32(c.a[1][l])) + __int128(i64(c.q[2][l]));
      const bool over = p > INT64_MAX || p < INT64_MIN;
      c.d64[l] = clamp && over ? (p > 0 ? u64(INT64_MAX) : u64(INT64_MIN)) : u64(p);
    } else {
      const unsigned __int128 p = (unsigned __int128)(u64(c.a[0][l]) * u64(c.a[1][l])) + c.q[2][l];
      c.d64[l] = clamp && (p >> 64) ? ~0ull : u64(p);
    }
  }
}

// v_add_nc_u64 / v_sub_nc_u64: clamp saturates in the unsigned 64-bit domain (the guide's note).
template <bool Sub>
void addSubU64(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u64 a = c.q[0][l], b = c.q[1][l];
    const u64 r = Sub ? a - b : a + b;
    const bool over = Sub ? b > a : r < a;
    c.d64[l] = clamp && over ? (Sub ? 0 : ~0ull) : r;
  }
}

template <auto F>
void u64x2(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = F(c.q[0][l], c.q[1][l]);
}

// v_add_{max,min}_{i32,u32}: the add saturates whatever the clamp bit says; clamp is a ReLU of the result (the
// guide's note: no effect on the unsigned rows, whose results are never negative).
template <bool Signed, bool Max>
void addMinMax32(VCtx& c) {
  const bool relu = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    if (Signed) {
      const i32 sum = i32(std::clamp<i64>(i64(i32(c.a[0][l])) + i32(c.a[1][l]), INT32_MIN, INT32_MAX));
      i32 r = Max ? std::max(sum, i32(c.a[2][l])) : std::min(sum, i32(c.a[2][l]));
      if (relu) r = std::max(r, 0);
      c.d32[l] = u32(r);
    } else {
      const u32 sum = u32(std::min<u64>(u64(c.a[0][l]) + c.a[1][l], 0xffffffffu));
      c.d32[l] = Max ? std::max(sum, c.a[2][l]) : std::min(sum, c.a[2][l]);
    }
  }
}

// The packed 16-bit rows (packedInt16, valu_lanes.h: each result half from the source halves op_sel / op_sel_hi pick).
template <bool Signed, bool Max>
u32 pkAddMinMax(u32 a, u32 b, u32 s, bool relu) {
  if (Signed) {
    const int16_t sum = int16_t(std::clamp<i32>(i32(int16_t(a)) + int16_t(b), INT16_MIN, INT16_MAX));
    int16_t r = Max ? std::max(sum, int16_t(s)) : std::min(sum, int16_t(s));
    if (relu) r = std::max<int16_t>(r, 0);
    return u32(uint16_t(r));
  }
  const u32 sum = std::min<u32>(a + b, 0xffff);
  return Max ? std::max(sum, s) : std::min(sum, s);
}
template <bool Signed, bool Max>
u32 pk3(u32 a, u32 b, u32 s, bool) {
  if (Signed) {
    const int16_t r = Max ? std::max({int16_t(a), int16_t(b), int16_t(s)}) : std::min({int16_t(a), int16_t(b), int16_t(s)});
    return u32(uint16_t(r));
  }
  return Max ? std::max({a, b, s}) : std::min({a, b, s});
}

// v_ashr_pk_{i8,u8}_i32: S0 and S1 shifted right arithmetically by S2[4:0], each saturated to a byte, packed.
template <bool Signed>
void ashrPk8(VCtx& c) {
  const auto sat = [](i32 n) -> u32 { return Signed ? u32(uint8_t(std::clamp(n, -128, 127))) : u32(std::clamp(n, 0, 255)); };
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 sh = c.a[2][l] & 31;
    c.d32[l] = sat(i32(c.a[0][l]) >> sh) | sat(i32(c.a[1][l]) >> sh) << 8;
  }
}

// v_sat_pk4_{i4_i8,u4_u8}: each byte of S0 saturated to four bits, packed into 16.
template <bool Signed>
void satPk4(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    u32 d = 0;
    for (unsigned i = 0; i < 4; ++i) {
      const u32 byte = c.a[0][l] >> (8 * i) & 0xff;
      const u32 nib = Signed ? u32(std::clamp<i32>(int8_t(byte), -8, 7)) & 15 : std::min<u32>(byte, 15);
      d |= nib << (4 * i);
    }
    c.d32[l] = d;
  }
}

// v_fmamk_f64 (S0 * K + S1) and v_fmaak_f64 (S0 * S1 + K): K the instruction's 64-bit literal.
template <bool KMiddle>
void fmaK64(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  const double k = fp::f64(fp::flush64(c.vi->k, fin));
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double a = fp::f64(fp::flush64(c.q[0][l], fin)), b = fp::f64(fp::flush64(c.q[1][l], fin));
    c.d64[l] = fp::bits(KMiddle ? std::fma(a, k, b) : std::fma(a, b, k));
  }
  finishF64(c);
}

// ---- the lane-group permutes (the guide's pseudo-code): src0 read from every lane whatever EXEC says, src1 and src2
// scalars; the group width (src2, idx_gen's src1) a power of two up to the wave size, else the result is undefined
// and the emulator faults rather than guess.
bool groupWidth(VCtx& c, uint32_t width) {
  if (width && width <= c.lanes && !(width & (width - 1))) return true;
  ValuLanes::fault(c, FaultKind::Unsupported,
                   "lane group width " + std::to_string(width) + " is not a power of two up to the wave size (undefined)");
  return false;
}

enum class Group { Bcast, Up, Down, Xor };

template <Group K>
void permlaneGroup(VCtx& c) {
  const uint32_t width = c.a[2][0], s1 = c.a[1][0];
  if (!groupWidth(c, width)) return;
  const uint32_t* src = c.a[0];
  const uint32_t delta = std::min(s1, width);
  for (unsigned l = 0; l < c.lanes; ++l) {
    const unsigned base = l & ~(width - 1), j = l - base;
    unsigned from = l;
    if constexpr (K == Group::Bcast) from = base + (s1 & 63 & (width - 1));
    else if constexpr (K == Group::Up) from = j < delta ? l : l - delta;
    else if constexpr (K == Group::Down) from = j + delta < width ? l + delta : l;
    else if (s1 < c.lanes) {
      const unsigned t = l ^ (s1 & 63);  // (below the group, as the guide's test, reads there: it only caps above)
      from = t >= base + width || t >= c.lanes ? l : t;
    }
    c.d32[l] = src[from];
  }
}

// v_permlane_idx_gen_b32: a ds_bpermute byte index, lane (S0[5:0] within the group) of the lane's own group.
void permlaneIdxGen(VCtx& c) {
  const uint32_t mask = c.a[1][0] - 1;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = ((c.a[0][l] & 63 & mask) + (l & ~mask)) << 2;
}

}  // namespace

void registerGfx12_5IntOps(SemTable& t) {
  using enum Op;
  constexpr auto R32 = VResult::R32, R64 = VResult::R64, R16 = VResult::R16;
  t.set(v_mad_u32, madU32, R32);
  t.set(v_mad_nc_u64_u32, madNc64<false>, R64);
  t.set(v_mad_nc_i64_i32, madNc64<true>, R64);
  t.set(v_add_nc_u64, addSubU64<false>, R64);
  t.set(v_sub_nc_u64, addSubU64<true>, R64);
  t.set(v_mul_u64, u64x2<[](u64 a, u64 b) { return a * b; }>, R64);
  t.set(v_min_u64, u64x2<[](u64 a, u64 b) { return std::min(a, b); }>, R64);
  t.set(v_max_u64, u64x2<[](u64 a, u64 b) { return std::max(a, b); }>, R64);
  t.set(v_min_i64, u64x2<[](u64 a, u64 b) { return u64(std::min(i64(a), i64(b))); }>, R64);
  t.set(v_max_i64, u64x2<[](u64 a, u64 b) { return u64(std::max(i64(a), i64(b))); }>, R64);
  t.set(v_add_max_i32, addMinMax32<true, true>, R32);
  t.set(v_add_min_i32, addMinMax32<true, false>, R32);
  t.set(v_add_max_u32, addMinMax32<false, true>, R32);
  t.set(v_add_min_u32, addMinMax32<false, false>, R32);
  t.set(v_pk_add_max_i16, packedInt16<pkAddMinMax<true, true>>, R32);
  t.set(v_pk_add_min_i16, packedInt16<pkAddMinMax<true, false>>, R32);
  t.set(v_pk_add_max_u16, packedInt16<pkAddMinMax<false, true>>, R32);
  t.set(v_pk_add_min_u16, packedInt16<pkAddMinMax<false, false>>, R32);
  t.set(v_pk_max3_i16, packedInt16<pk3<true, true>>, R32);
  t.set(v_pk_min3_i16, packedInt16<pk3<true, false>>, R32);
  t.set(v_pk_max3_u16, packedInt16<pk3<false, true>>, R32);
  t.set(v_pk_min3_u16, packedInt16<pk3<false, false>>, R32);
  t.set(v_ashr_pk_i8_i32, ashrPk8<true>, R16);
  t.set(v_ashr_pk_u8_i32, ashrPk8<false>, R16);
  t.set(v_sat_pk4_i4_i8, satPk4<true>, R16);
  t.set(v_sat_pk4_u4_u8, satPk4<false>, R16);
  t.set(v_permlane_bcast_b32, permlaneGroup<Group::Bcast>, R32);
  t.set(v_permlane_up_b32, permlaneGroup<Group::Up>, R32);
  t.set(v_permlane_down_b32, permlaneGroup<Group::Down>, R32);
  t.set(v_permlane_xor_b32, permlaneGroup<Group::Xor>, R32);
  t.set(v_permlane_idx_gen_b32, permlaneIdxGen, R32);
  t.set(v_fmamk_f64, fmaK64<true>, R64, Fidelity::Exact, {}, true);
  t.set(v_fmaak_f64, fmaK64<false>, R64, Fidelity::Exact, {}, true);
}

}  // namespace gcnkit::emu
