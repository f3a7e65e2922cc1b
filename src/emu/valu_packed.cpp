// VALU semantics: VOP3P packed 16-bit math, the mixed-precision ops (v_mad_mix*/v_fma_mix*), the dot
// products, v_pk_fmac_f16 and v_pack_b32_f16. VOP3P sources arrive raw: each result half picks its source
// half with op_sel (low result half) / op_sel_hi (high result half) and negates with neg / neg_hi.
// Facts from CLRX's GCN ISA documentation (GcnInstrsVop3p.md) and GcnInstrsVop3.md.
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "emu/fp_sum.h"
#include "emu/valu_half.h"

namespace gcnkit::emu {

namespace {

using u16 = uint16_t;
using u32 = uint32_t;
using i64 = int64_t;

// ---- packed integers: F(a, b, c, clamp) on each half (packedInt16, valu_lanes.h) ----
u32 satI16(i64 v, bool clamp) { return u32(clamp ? std::clamp<i64>(v, INT16_MIN, INT16_MAX) : v); }
u32 satU16(i64 v, bool clamp) { return u32(clamp ? std::clamp<i64>(v, 0, 0xffff) : v); }
u32 pkMadI16(u32 a, u32 b, u32 s, bool cl) { return satI16(i64(int16_t(a)) * int16_t(b) + int16_t(s), cl); }
u32 pkMadU16(u32 a, u32 b, u32 s, bool cl) { return satU16(i64(a) * b + s, cl); }
u32 pkAddI16(u32 a, u32 b, u32, bool cl) { return satI16(i64(int16_t(a)) + int16_t(b), cl); }
u32 pkSubI16(u32 a, u32 b, u32, bool cl) { return satI16(i64(int16_t(a)) - int16_t(b), cl); }
u32 pkAddU16(u32 a, u32 b, u32, bool cl) { return satU16(i64(a) + b, cl); }
u32 pkSubU16(u32 a, u32 b, u32, bool cl) { return satU16(i64(a) - i64(b), cl); }
u32 pkMulLo(u32 a, u32 b, u32, bool) { return a * b; }
u32 pkShl(u32 a, u32 b, u32, bool) { return b << (a & 15); }
u32 pkShr(u32 a, u32 b, u32, bool) { return b >> (a & 15); }
u32 pkAshr(u32 a, u32 b, u32, bool) { return u32(int16_t(b) >> (a & 15)); }
u32 pkMaxI(u32 a, u32 b, u32, bool) { return u32(std::max(int16_t(a), int16_t(b))); }
u32 pkMinI(u32 a, u32 b, u32, bool) { return u32(std::min(int16_t(a), int16_t(b))); }
u32 pkMaxU(u32 a, u32 b, u32, bool) { return std::max(a, b); }
u32 pkMinU(u32 a, u32 b, u32, bool) { return std::min(a, b); }

// ---- packed f16: F(a, b, c, mode) -> f16 bits on each half (inputs flushed per the f16 mode) ----
template <auto F>
void pkF16(VCtx& c) {
  const VInst& vi = *c.vi;
  const uint8_t m0 = vi.src[0].mods, m1 = vi.src[1].mods, m2 = vi.src[2].mods;
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = c.a[0][l], b = c.a[1][l], s = vi.nsrc > 2 ? c.a[2][l] : 0;
    u32 r[2];
    for (int h = 0; h < 2; ++h)
      r[h] = F(fp::flush16(packedFloatHalf(a, m0, h), fin), fp::flush16(packedFloatHalf(b, m1, h), fin),
               fp::flush16(packedFloatHalf(s, m2, h), fin), c.mode);
    c.d32[l] = r[0] | r[1] << 16;
  }
  half::finishPacked(c);
}

u32 pkAddF(u16 a, u16 b, u16, const fp::Mode& m) { return fp::f64ToF16(fp::f16ToF64(a) + fp::f16ToF64(b), m.round64); }
u32 pkMulF(u16 a, u16 b, u16, const fp::Mode& m) { return fp::f64ToF16(fp::f16ToF64(a) * fp::f16ToF64(b), m.round64); }
u32 pkFmaF(u16 a, u16 b, u16 s, const fp::Mode& m) { return half::fma(a, b, s, m.round64); }
u32 pkMinF(u16 a, u16 b, u16, const fp::Mode& m) { return half::minMax<false>(a, b, m.ieee); }
u32 pkMaxF(u16 a, u16 b, u16, const fp::Mode& m) { return half::minMax<true>(a, b, m.ieee); }

// v_pk_fmac_f16 (VOP2): both halves fused into the tied destination (c.a[2]); no modifiers.
void pkFmac(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  const fp::Round r = c.mode.round64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    u32 out = 0;
    for (int h = 0; h < 2; ++h) {
      const unsigned sh = 16 * h;
      out |= u32(half::fma(fp::flush16(u16(c.a[0][l] >> sh), fin), fp::flush16(u16(c.a[1][l] >> sh), fin),
                           fp::flush16(u16(c.a[2][l] >> sh), fin), r)) << sh;
    }
    c.d32[l] = out;
  }
  half::finishPacked(c);
}

// ---- mix: each source is f32 (op_sel_hi 0) or the f16 half op_sel picks (op_sel_hi 1); neg_hi means abs ----
double mixSource(u32 v, uint8_t mods, const fp::Mode& m) {
  double x = (mods & kModOpselHi) ? h2d((mods & kModOpsel) ? v >> 16 : v & 0xffff, m.flushIn64)
                                  : double(fp::f32(fp::flush32(v, m.flushIn32)));
  if (mods & kModNegHi) x = std::fabs(x);
  if (mods & kModNeg) x = -x;
  return x;
}

// mad (not fused): the f32 product rounded and flushed, then the sum rounded and flushed, as v_mad_f32.
float flushF(float x) { return fp::f32(fp::flush32(fp::bits(x), true)); }
float madF32(float a, float b, float s) { return flushF(flushF(flushF(a) * flushF(b)) + flushF(s)); }

enum class Mix { F32, Lo, Hi };

template <bool Fused, Mix M>
void mix(VCtx& c) {
  const VInst& vi = *c.vi;
  const uint8_t m0 = vi.src[0].mods, m1 = vi.src[1].mods, m2 = vi.src[2].mods;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double a = mixSource(c.a[0][l], m0, c.mode), b = mixSource(c.a[1][l], m1, c.mode),
                 s = mixSource(c.a[2][l], m2, c.mode);
    if (M == Mix::F32) {  // the host rounds f32 with the wave's single-precision mode
      c.d32[l] = fp::bits(Fused ? std::fma(float(a), float(b), float(s)) : madF32(float(a), float(b), float(s)));
    } else if (Fused) {  // rounded once to f16: truncated double plus sticky bit
      bool inexact = false;
      const double t = fp::truncated([&] { return std::fma(a, b, s); }, inexact);
      c.d32[l] = fp::f64ToF16(t, c.mode.round64, inexact);
    } else {
      fp::setHostRound(c.mode.round32);
      c.d32[l] = fp::f64ToF16(double(madF32(float(a), float(b), float(s))), c.mode.round64);
    }
  }
  if (M == Mix::F32) finishF32(c);
  else finishF16(c);
}

// ---- dot products ----
// f16 pairs, gcnkit's model (src/emu/README.md, "Dot products"): both products exact, their sum with src2 exact, rounded
// once to f32 in the wave's round mode (fused). src2 and the result are flushed when denormal whatever the mode,
// as LLVM says the instruction does (SIISelLowering's fma combine: "fdot2_f32_f16 always flushes fp32 denormal
// operand and output to zero"); the halves follow the f16 mode.
uint32_t dotF16(double p0, double p1, uint32_t src2, fp::Round r) {
  return fp::flush32(fp::bits(fp::sumOfHalfProducts(p0, p1, fp::f32(fp::flush32(src2, true)), r)), true);
}

void dot2F16(VCtx& c) {
  const VInst& vi = *c.vi;
  const uint8_t m0 = vi.src[0].mods, m1 = vi.src[1].mods, m2 = vi.src[2].mods;
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = c.a[0][l], b = c.a[1][l];
    const double p0 = h2d(packedFloatHalf(a, m0, false), fin) * h2d(packedFloatHalf(b, m1, false), fin);
    const double p1 = h2d(packedFloatHalf(a, m0, true), fin) * h2d(packedFloatHalf(b, m1, true), fin);
    // src2 is an f32: neg negates it (LLVM sets neg_lo and neg_hi together for a negated src2).
    const u32 s = c.a[2][l] ^ ((m2 & kModNeg) ? 0x80000000u : 0u);
    c.d32[l] = dotF16(p0, p1, s, c.mode.round32);
  }
  finishF32(c);
}

// v_dot2c_f32_f16 (VOP2): src0's and src1's halves, accumulated into the tied destination (c.a[2]).
void dot2cF16(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = c.a[0][l], b = c.a[1][l];
    const double p0 = h2d(a & 0xffff, fin) * h2d(b & 0xffff, fin);
    const double p1 = h2d(a >> 16, fin) * h2d(b >> 16, fin);
    c.d32[l] = dotF16(p0, p1, c.a[2][l], c.mode.round32);
  }
  finishF32(c);
}

i64 sat32(i64 v, bool clamp, bool isSigned) {
  if (!clamp) return v;
  return isSigned ? std::clamp<i64>(v, INT32_MIN, INT32_MAX) : std::clamp<i64>(v, 0, UINT32_MAX);
}

// 16-bit pairs with op_sel/op_sel_hi picking the halves.
template <bool Signed>
void dot2Int(VCtx& c) {
  const VInst& vi = *c.vi;
  const uint8_t m0 = vi.src[0].mods, m1 = vi.src[1].mods;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = c.a[0][l], b = c.a[1][l];
    i64 sum = Signed ? i64(int32_t(c.a[2][l])) : i64(c.a[2][l]);
    for (int h = 0; h < 2; ++h) {
      const u32 x = packedHalf(a, m0, h), y = packedHalf(b, m1, h);
      sum += Signed ? i64(int16_t(x)) * int16_t(y) : i64(x) * y;
    }
    c.d32[l] = u32(sat32(sum, vi.clamp, Signed));
  }
}

// v_dot2c_i32_i16 (VOP2, dot4-insts): the low halves' and the high halves' signed products added to the tied
// destination (c.a[2]); the VOP2 form has no op_sel, so the halves are fixed.
void dot2cI16(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = c.a[0][l], b = c.a[1][l];
    const i64 sum = i64(int32_t(c.a[2][l])) + i64(int16_t(a)) * int16_t(b) + i64(int16_t(a >> 16)) * int16_t(b >> 16);
    c.d32[l] = u32(sat32(sum, c.vi->clamp, true));
  }
}

// Bits-wide fields (8: four bytes, 4: eight nibbles) multiplied pairwise and added to src2.
template <int Bits, bool Signed>
i64 dotFields(u32 a, u32 b) {
  i64 sum = 0;
  for (int i = 0; i < 32 / Bits; ++i) {
    const u32 x = (a >> (i * Bits)) & ((1u << Bits) - 1), y = (b >> (i * Bits)) & ((1u << Bits) - 1);
    if (Signed) {
      const i64 sx = i64(x) - ((x >> (Bits - 1)) << Bits), sy = i64(y) - ((y >> (Bits - 1)) << Bits);
      sum += sx * sy;
    } else {
      sum += i64(x) * y;
    }
  }
  return sum;
}
template <int Bits, bool Signed>
void dotN(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const i64 acc = Signed ? i64(int32_t(c.a[2][l])) : i64(c.a[2][l]);
    c.d32[l] = u32(sat32(acc + dotFields<Bits, Signed>(c.a[0][l], c.a[1][l]), clamp, Signed));
  }
}

constexpr std::string_view kDotF16 =
    "a model (the hardware's intermediate precision is not documented): fused, the products and their sum with "
    "src2 exact, rounded once to f32 in the MODE round mode; src2 and the result flushed when denormal whatever "
    "the mode (LLVM: the instruction always flushes f32 denormals); halves per the f16 denormal mode";
constexpr std::string_view kDotIntNeg =
    "exact without neg_lo/neg_hi; a word with them set (llvm-mc accepts them, the ISA documents negation for "
    "floating-point sources only) stops the launch as unsupported instead of running with a guessed meaning";
constexpr std::string_view kMadMix16 =
    "mad: the f32 product rounded and flushed, the f32 sum rounded and flushed (as v_mad_f32), then rounded to "
    "f16 in the MODE double/half round mode (two roundings; the hardware's is not documented)";

}  // namespace

void registerPackedOps(SemTable& t) {
  using enum Op;
  constexpr auto R32 = VResult::R32;
  constexpr auto A = Fidelity::Approximate;
  t.set(v_pk_mad_i16, packedInt16<pkMadI16>, R32);
  t.set(v_pk_mad_u16, packedInt16<pkMadU16>, R32);
  t.set(v_pk_add_i16, packedInt16<pkAddI16>, R32);
  t.set(v_pk_sub_i16, packedInt16<pkSubI16>, R32);
  t.set(v_pk_add_u16, packedInt16<pkAddU16>, R32);
  t.set(v_pk_sub_u16, packedInt16<pkSubU16>, R32);
  t.set(v_pk_mul_lo_u16, packedInt16<pkMulLo>, R32);
  t.set(v_pk_lshlrev_b16, packedInt16<pkShl>, R32);
  t.set(v_pk_lshrrev_b16, packedInt16<pkShr>, R32);
  t.set(v_pk_ashrrev_i16, packedInt16<pkAshr>, R32);
  t.set(v_pk_max_i16, packedInt16<pkMaxI>, R32);
  t.set(v_pk_min_i16, packedInt16<pkMinI>, R32);
  t.set(v_pk_max_u16, packedInt16<pkMaxU>, R32);
  t.set(v_pk_min_u16, packedInt16<pkMinU>, R32);
  const std::pair<Op, ValuFn> packedF16[] = {{v_pk_add_f16, pkF16<pkAddF>}, {v_pk_mul_f16, pkF16<pkMulF>},
                                             {v_pk_fma_f16, pkF16<pkFmaF>}, {v_pk_min_f16, pkF16<pkMinF>},
                                             {v_pk_max_f16, pkF16<pkMaxF>}, {v_pk_fmac_f16, pkFmac}};
  for (auto [op, fn] : packedF16) {
    t.set(op, fn, R32);
    t[op].f64Mode = true;
  }
  t.set(v_mad_mix_f32, mix<false, Mix::F32>, R32);
  t.set(v_fma_mix_f32, mix<true, Mix::F32>, R32);
  t.set(v_mad_mixlo_f16, mix<false, Mix::Lo>, VResult::R16, A, kMadMix16);
  t.set(v_mad_mixhi_f16, mix<false, Mix::Hi>, VResult::R16, A, kMadMix16);
  t.set(v_fma_mixlo_f16, mix<true, Mix::Lo>, VResult::R16);
  t.set(v_fma_mixhi_f16, mix<true, Mix::Hi>, VResult::R16);
  for (Op op : {v_mad_mixlo_f16, v_mad_mixhi_f16, v_fma_mixlo_f16, v_fma_mixhi_f16}) {
    t[op].preserveHi9 = true;  // mixlo/mixhi write one half and keep the other
    t[op].f64Mode = true;
  }
  t[v_mad_mixhi_f16].high16 = t[v_fma_mixhi_f16].high16 = true;
  t.set(v_dot2_f32_f16, dot2F16, R32, A, kDotF16);
  t.set(v_dot2c_f32_f16, dot2cF16, R32, A, kDotF16);
  t.set(v_dot2_i32_i16, dot2Int<true>, R32, Fidelity::Exact, kDotIntNeg);
  t.set(v_dot2_u32_u16, dot2Int<false>, R32, Fidelity::Exact, kDotIntNeg);
  t.set(v_dot4_i32_i8, dotN<8, true>, R32, Fidelity::Exact, kDotIntNeg);
  t.set(v_dot4_u32_u8, dotN<8, false>, R32, Fidelity::Exact, kDotIntNeg);
  t.set(v_dot4c_i32_i8, dotN<8, true>, R32);
  t.set(v_dot8_i32_i4, dotN<4, true>, R32, Fidelity::Exact, kDotIntNeg);
  t.set(v_dot8c_i32_i4, dotN<4, true>, R32);  // VOP2, dot3-insts: accumulates into the tied destination
  t.set(v_dot2c_i32_i16, dot2cI16, R32);
  t.set(v_dot8_u32_u4, dotN<4, false>, R32, Fidelity::Exact, kDotIntNeg);
  for (Op op : {v_dot2_i32_i16, v_dot2_u32_u16, v_dot4_i32_i8, v_dot4_u32_u8, v_dot8_i32_i4, v_dot8_u32_u4})
    t[op].negUndocumented = true;
  // Bits moved, not converted: src0's and src1's low halves (op_sel, neg and abs applied by the executor).
  t.set(v_pack_b32_f16, u32x2<[](u32 a, u32 b) { return (a & 0xffff) | b << 16; }>, R32);
}

}  // namespace gcnkit::emu
