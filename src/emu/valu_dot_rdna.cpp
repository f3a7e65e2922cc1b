// The dot products GFX11 and GFX12 add, from the RDNA3/RDNA4 manuals' pseudo-code: v_dot4_i32_iu8 and
// v_dot8_i32_iu4 (NEG[0] / NEG[1] say whether S0's / S1's elements are signed), v_dot2_f32_bf16, v_dot2_f16_f16 and
// v_dot2_bf16_bf16 (VOP3: OPSEL[2] picks S2's half, OPSEL[3] D's), and GFX12's v_dot4_f32_{fp8,bf8}_{fp8,bf8}
// (the OCP formats). The float ones follow the pseudo-code step by step: the accumulator starts as S2 and each
// `tmp += a * b` rounds once to the accumulator's type in the MODE round mode (the products are exact); the
// manual does not say whether the hardware keeps more precision between the steps, so --fidelity calls it a model.
#include <algorithm>
#include <cmath>

#include "emu/small_float.h"
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

namespace {

using u16 = uint16_t;
using u32 = uint32_t;
using i64 = int64_t;

// t + p, p exact in double, rounded once: the sum toward zero with a sticky last bit (round to odd) keeps
// everything a narrower rounding needs.
double stickySum(double t, double p, bool& inexact) {
  double s = fp::truncated([&] { return t + p; }, inexact);
  if (inexact && std::isfinite(s)) s = fp::f64(fp::bits(s) | 1);
  return s;
}
uint32_t add32(uint32_t t, double p, const fp::Mode& m) {
  bool inexact = false;
  return fp::flush32(fp::bits(fp::f64ToF32(stickySum(fp::f32(t), p, inexact), m.round32)), m.flushOut32);
}
u16 add16(u16 t, double p, const fp::Mode& m) {
  bool inexact = false;
  const double s = fp::truncated([&] { return fp::f16ToF64(t) + p; }, inexact);
  return fp::flush16(fp::f64ToF16(s, m.round64, inexact), m.flushOut64);
}
double bf16ToF64(u16 h) { return fp::f32(u32(h) << 16); }
u16 addBf16(u16 t, double p, const fp::Mode& m) {
  bool inexact = false;
  return fp::f64ToBf16(stickySum(bf16ToF64(t), p, inexact), m.round64);
}

// v_dot4_i32_iu8 / v_dot8_i32_iu4: D = S2 + sum of A[i] * B[i], each element signed when its source's NEG bit is set.
template <unsigned Bits>
void dotIu(VCtx& c) {
  const bool signedA = c.vi->src[0].mods & kModNeg, signedB = c.vi->src[1].mods & kModNeg;
  auto element = [](u32 v, unsigned i, bool isSigned) {
    const i64 x = (v >> (i * Bits)) & ((1u << Bits) - 1);
    return isSigned ? x - ((x >> (Bits - 1)) << Bits) : x;
  };
  for (unsigned l = 0; l < c.lanes; ++l) {
    i64 sum = int32_t(c.a[2][l]);
    for (unsigned i = 0; i < 32 / Bits; ++i) sum += element(c.a[0][l], i, signedA) * element(c.a[1][l], i, signedB);
    if (c.vi->clamp) sum = std::clamp<i64>(sum, INT32_MIN, INT32_MAX);
    c.d32[l] = u32(sum);
  }
}

// v_dot2_f32_bf16 (VOP3P: the halves by op_sel / op_sel_hi as the packed products read them).
void dot2F32Bf16(VCtx& c) {
  const VInst& vi = *c.vi;
  auto half = [&](unsigned i, unsigned l, bool hi) {
    const uint8_t m = vi.src[i].mods;
    u16 h = u16((m & (hi ? kModOpselHi : kModOpsel)) ? c.a[i][l] >> 16 : c.a[i][l]);
    if (m & (hi ? kModNegHi : kModNeg)) h ^= 0x8000;
    return bf16ToF64(h);
  };
  for (unsigned l = 0; l < c.lanes; ++l) {
    u32 t = fp::flush32(c.a[2][l] ^ ((vi.src[2].mods & kModNeg) ? 0x80000000u : 0u), c.mode.flushIn32);
    t = add32(t, half(0, l, false) * half(1, l, false), c.mode);
    c.d32[l] = add32(t, half(0, l, true) * half(1, l, true), c.mode);
  }
  finishF32(c);
}

// v_dot2_f16_f16 / v_dot2_bf16_bf16 (VOP3): S0 and S1 packed pairs, S2 the half OPSEL[2] picked (the executor moved it).
template <bool Bf16>
void dot2Half(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = c.a[0][l], b = c.a[1][l];
    u16 t = u16(c.a[2][l]);
    for (unsigned h = 0; h < 2; ++h) {
      const u16 x = u16(a >> (16 * h)), y = u16(b >> (16 * h));
      if constexpr (Bf16) t = addBf16(t, bf16ToF64(x) * bf16ToF64(y), c.mode);
      else t = add16(fp::flush16(t, fin), fp::f16ToF64(fp::flush16(x, fin)) * fp::f16ToF64(fp::flush16(y, fin)), c.mode);
    }
    c.d32[l] = t;
  }
}

// GFX12's v_dot4_f32_<A>_<B>: four products of OCP fp8 (E4M3) / bf8 (E5M2) bytes added to S2 in order.
template <bool ABf8, bool BBf8>
void dot4F32Fp8(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) {
    u32 t = fp::flush32(c.a[2][l], c.mode.flushIn32);
    for (unsigned i = 0; i < 4; ++i) {
      const uint8_t x = uint8_t(c.a[0][l] >> (8 * i)), y = uint8_t(c.a[1][l] >> (8 * i));
      const double p = double(ABf8 ? bf8ToF32(x, true) : fp8ToF32(x, true)) * double(BBf8 ? bf8ToF32(y, true) : fp8ToF32(y, true));
      t = add32(t, p, c.mode);
    }
    c.d32[l] = t;
  }
  finishF32(c);
}

constexpr std::string_view kStepwise =
    "the manual's pseudo-code step by step: tmp = S2, then each tmp += a * b rounded once to tmp's type in the MODE "
    "round mode (the products exact); whether the hardware keeps more precision between the steps is not documented";

}  // namespace

void registerRdnaDotOps(SemTable& t) {
  using enum Op;
  constexpr auto A = Fidelity::Approximate;
  t.set(v_dot4_i32_iu8, dotIu<8>, VResult::R32);
  t.set(v_dot8_i32_iu4, dotIu<4>, VResult::R32);
  t.set(v_dot2_f32_bf16, dot2F32Bf16, VResult::R32, A, kStepwise);
  t.set(v_dot2_f16_f16, dot2Half<false>, VResult::R16, A, kStepwise, true);
  t.set(v_dot2_bf16_bf16, dot2Half<true>, VResult::R16, A, kStepwise, true);
  t.set(v_dot4_f32_fp8_fp8, dot4F32Fp8<false, false>, VResult::R32, A, kStepwise);
  t.set(v_dot4_f32_fp8_bf8, dot4F32Fp8<false, true>, VResult::R32, A, kStepwise);
  t.set(v_dot4_f32_bf8_fp8, dot4F32Fp8<true, false>, VResult::R32, A, kStepwise);
  t.set(v_dot4_f32_bf8_bf8, dot4F32Fp8<true, true>, VResult::R32, A, kStepwise);
}

}  // namespace gcnkit::emu
