// GFX12.5's bf16 arithmetic (CDNA5 ISA guide): v_pk_add_bf16, v_pk_mul_bf16, v_pk_fma_bf16 (each half the IEEE
// operation on bf16, rounded once), v_pk_max_num_bf16 / v_pk_min_num_bf16 (IEEE maximumNumber / minimumNumber: a
// number wins over a NaN, +0 above -0) and v_cvt_f32_bf16 (exact). The guide does not say which MODE fields govern
// bf16: bf16 is f32's exponent range with 8 significant bits, so its denormals are f32 denormals and it takes the f32
// round mode and denormal controls, as v_cvt_pk_bf16_f32 does (a model, reported by --fidelity). Also the bf16
// transcendentals and GFX12.5's v_tanh_* (approximate).
#include <cmath>
#include <limits>
#include <utility>

#include "emu/valu_lanes.h"
#include "isa/vector_features.h"

namespace gcnkit::emu {

namespace {

using u16 = uint16_t;
using u32 = uint32_t;

double bf16Value(u16 h, bool flushIn) { return fp::f32(fp::flush32(u32(h) << 16, flushIn)); }

// The exact result rounded toward zero with a sticky last bit (round to odd), then to bf16: one correct rounding.
template <class Op>
u16 rounded(Op op, const fp::Mode& m) {
  bool inexact = false;
  double r = fp::truncated(op, inexact);
  if (inexact && std::isfinite(r)) r = fp::f64(fp::bits(r) | 1);
  u16 h = fp::f64ToBf16(r, m.round32);
  if (m.flushOut32 && (h & 0x7f80) == 0) h &= 0x8000;
  return h;
}

template <bool Max>
u16 minMaxNum(u16 a, u16 b) {
  const bool na = (a & 0x7fff) > 0x7f80, nb = (b & 0x7fff) > 0x7f80;
  if (na && nb) return u16(a | 0x0040);  // (both NaN: the first, quieted)
  if (na) return b;
  if (nb) return a;
  const double x = bf16Value(a, false), y = bf16Value(b, false);
  if (x == y) return (a >> 15) == Max ? b : a;  // zeros of both signs: max keeps +0, min -0
  return (Max ? x > y : x < y) ? a : b;
}

enum class BfOp { Add, Mul, Fma, Max, Min };

// VOP3P: each result half from the source halves op_sel / op_sel_hi pick, neg / neg_hi flipping their signs.
template <BfOp K>
void packedBf16(VCtx& c) {
  const VInst& vi = *c.vi;
  const fp::Mode& m = c.mode;
  auto half = [&](unsigned i, unsigned l, bool hi) { return packedFloatHalf(c.a[i][l], vi.src[i].mods, hi); };
  auto one = [&](unsigned l, bool hi) -> u32 {
    const u16 a = half(0, l, hi), b = half(1, l, hi);
    if constexpr (K == BfOp::Max || K == BfOp::Min) {
      return minMaxNum<K == BfOp::Max>(u16(fp::flush32(u32(a) << 16, m.flushIn32) >> 16),
                                       u16(fp::flush32(u32(b) << 16, m.flushIn32) >> 16));
    } else {
      const double x = bf16Value(a, m.flushIn32), y = bf16Value(b, m.flushIn32);
      if constexpr (K == BfOp::Add) return rounded([&] { return x + y; }, m);
      else if constexpr (K == BfOp::Mul) return rounded([&] { return x * y; }, m);  // (exact in double)
      else {
        const double s = bf16Value(half(2, l, hi), m.flushIn32);
        return rounded([&] { return std::fma(x, y, s); }, m);
      }
    }
  };
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = one(l, false) | one(l, true) << 16;
}

void cvtF32Bf16(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = (c.a[0][l] & 0xffff) << 16;
  finishF32(c);
}

// ---- transcendentals (bf16 and GFX12.5's v_tanh_*): computed in double, rounded once; approximate, as the f16 and
// f32 ones are (the hardware's are approximations the guide does not give) ----
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
double rcp(double x) { return 1.0 / x; }
double sqrtD(double x) { return x < 0 ? -kNan : std::sqrt(x); }
double rsq(double x) { return x < 0 ? -kNan : 1.0 / std::sqrt(x); }
double log2D(double x) { return x < 0 ? -kNan : std::log2(x); }
double exp2D(double x) { return std::exp2(x); }
// The guide's v_tanh_*: |x| below 2^-10 is x, 8 and above is 1 (signed), a cubic approximation between.
double tanhD(double x) {
  if (std::isnan(x)) return x;
  const double a = std::fabs(x);
  const double t = a < 0x1p-10 ? a : a >= 8 ? 1.0 : std::tanh(a);
  return std::signbit(x) ? -t : t;
}
// sin/cos take revolutions, as the f16 and f32 rows (outside the processor's range: sin 0, cos 1; infinity -NaN).
template <bool Cos>
double trig(double x, double limit) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return -kNan;
  if (std::fabs(x) > limit) return Cos ? 1.0 : 0.0;
  const double turns = x - std::floor(x);
  return Cos ? std::cos(turns * 2 * M_PI) : std::sin(turns * 2 * M_PI);
}

enum class Tr { Rcp, Sqrt, Rsq, Log, Exp, Sin, Cos, Tanh };
template <Tr K>
double transcendental(double x, double trigLimit) {
  switch (K) {
    case Tr::Rcp: return rcp(x);
    case Tr::Sqrt: return sqrtD(x);
    case Tr::Rsq: return rsq(x);
    case Tr::Log: return log2D(x);
    case Tr::Exp: return exp2D(x);
    case Tr::Sin: return trig<false>(x, trigLimit);
    case Tr::Cos: return trig<true>(x, trigLimit);
    case Tr::Tanh: return tanhD(x);
  }
  return x;
}

// A bf16 source (its half chosen, modifiers applied by the executor), the result into the destination's half.
template <Tr K>
void bf16x1(VCtx& c) {
  const double limit = vectorFeatures(c.gen).trigRange;
  for (unsigned l = 0; l < c.lanes; ++l) {
    u16 h = fp::f64ToBf16(transcendental<K>(bf16Value(u16(c.a[0][l]), c.mode.flushIn32), limit), c.mode.round32);
    if (c.mode.flushOut32 && (h & 0x7f80) == 0) h &= 0x8000;
    c.d32[l] = h;
  }
}

double tanhF16(double x) { return tanhD(x); }
float tanhF32(float x) { return float(tanhD(x)); }

constexpr std::string_view kBf16Mode =
    "bf16 rounded once with the f32 round mode; denormals flushed per the f32 controls (the guide names no bf16 "
    "mode fields)";

}  // namespace

void registerBf16Ops(SemTable& t) {
  using enum Op;
  constexpr auto R32 = VResult::R32;
  constexpr auto A = Fidelity::Approximate;
  t.set(v_pk_add_bf16, packedBf16<BfOp::Add>, R32, A, kBf16Mode);
  t.set(v_pk_mul_bf16, packedBf16<BfOp::Mul>, R32, A, kBf16Mode);
  t.set(v_pk_fma_bf16, packedBf16<BfOp::Fma>, R32, A, kBf16Mode);
  t.set(v_pk_max_num_bf16, packedBf16<BfOp::Max>, R32, A, kBf16Mode);
  t.set(v_pk_min_num_bf16, packedBf16<BfOp::Min>, R32, A, kBf16Mode);
  t.set(v_cvt_f32_bf16, cvtF32Bf16, R32);
  constexpr std::string_view kModel = "computed in double precision and rounded once (the hardware's approximation is "
                                      "not documented)";
  const std::pair<Op, ValuFn> bf16Transcendentals[] = {
      {v_rcp_bf16, bf16x1<Tr::Rcp>}, {v_sqrt_bf16, bf16x1<Tr::Sqrt>}, {v_rsq_bf16, bf16x1<Tr::Rsq>},
      {v_log_bf16, bf16x1<Tr::Log>}, {v_exp_bf16, bf16x1<Tr::Exp>},   {v_sin_bf16, bf16x1<Tr::Sin>},
      {v_cos_bf16, bf16x1<Tr::Cos>}, {v_tanh_bf16, bf16x1<Tr::Tanh>}};
  for (auto [op, fn] : bf16Transcendentals) t.set(op, fn, VResult::R16, A, kModel);
  t.set(v_tanh_f16, f16x1<tanhF16>, VResult::R16, A, kModel, true);
  t.set(v_tanh_f32, f32x1<tanhF32>, R32, A, kModel);
}

}  // namespace gcnkit::emu
