// Lane loops for the VALU semantics: one tight loop per operation shape over the wave's lanes, the operation
// a compile-time function so the loop vectorizes; float shapes apply the MODE register's input flushing and
// the output modifiers (omod, clamp) and output flushing.
#pragma once
#include <cmath>
#include <cstdint>
#include <limits>

#include "emu/fp.h"
#include "emu/valu.h"

// The lane-loop shapes are compiled twice on x86-64: for the baseline and for processors with AVX2/FMA
// (x86-64-v3), chosen when the program starts; the same operations, so the same bits. GCC only: clang does not
// multiversion function templates.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define GCNKIT_LANE_LOOP __attribute__((target_clones("default", "arch=x86-64-v3")))
#else
#define GCNKIT_LANE_LOOP
#endif

namespace gcnkit::emu {

// ---- registration ----
struct SemTable {
  ValuSemantics rows[kOpCount];
  void set(Op op, ValuFn fn, VResult r, Fidelity f = Fidelity::Exact, std::string_view how = {}, bool f64Mode = false) {
    ValuSemantics& s = rows[size_t(op)];
    s.fn = fn;
    s.result = r;
    s.fidelity = f;
    s.how = how;
    s.f64Mode = f64Mode;
  }
  ValuSemantics& operator[](Op op) { return rows[size_t(op)]; }
};

void registerIntOps(SemTable& t);      // valu_int.cpp
void registerFloatOps(SemTable& t);    // valu_float.cpp (f32, f64)
void registerHalfOps(SemTable& t);     // valu_half.cpp (f16, packed, mix, dot)
void registerCompareOps(SemTable& t);  // valu_compare.cpp
void registerConvertOps(SemTable& t);  // valu_convert.cpp
void registerSpecialOps(SemTable& t);  // valu_special.cpp (lanes, movrel, sad, cube, interp, ...)
void registerMiOps(SemTable& t);       // valu_mi.cpp (gfx90a/gfx940 packed fp32, v_fmac_f64, 64-bit moves)
void registerFp8Ops(SemTable& t);      // valu_fp8.cpp (gfx940+ fp8/bf8 conversions)
void registerScaleF32Ops(SemTable& t); // valu_scalef32.cpp (gfx950's scaled conversions, v_cvt_sr_f16/bf16_f32)
void registerDivideOps(SemTable& t);   // valu_divide.cpp (v_div_scale, v_div_fmas, v_div_fixup for f32 and f64)
void registerMinMaxOps(SemTable& t);   // valu_minmax.cpp (GFX11/12: IEEE maximum/minimum, the min-max pairs)
void registerRdnaDotOps(SemTable& t);  // valu_dot_rdna.cpp (GFX11/12's dot products)
void registerWmmaOps(SemTable& t);     // valu_wmma.cpp (GFX11/12's WMMA)
void registerGfx12_5IntOps(SemTable& t);  // valu_gfx12_5.cpp (GFX12.5's integer rows, v_fmaak/fmamk_f64)
void registerBf16Ops(SemTable& t);     // valu_bf16.cpp (GFX12.5's bf16 arithmetic, v_cvt_f32_bf16)

// div_fixup's special cases for every precision (AMD's pseudo-code, which the reference page abbreviates): NaNs
// propagate (the numerator's first), 0/0 and inf/inf are -NaN, x/0 and inf/y infinities, x/inf and 0/y zeros
// (of the sign of numerator xor denominator), a NaN quotient of finite operands (the sequence's inf - inf when the
// quotient overflows) an infinity of that sign (the reference page's rule; AMD's pseudo-code has an overflow
// case in its place), and otherwise the quotient's magnitude with that sign (so -0/y is -0 whatever the
// quotient's sign; found by the twin tests). The f32/f64 underflow rule is valu_divide.cpp's.
template <class T>
T divFixupValue(T q, T d, T n) {
  const T inf = std::numeric_limits<T>::infinity();
  const bool neg = std::signbit(d) != std::signbit(n);
  if (std::isnan(n)) return n;
  if (std::isnan(d)) return d;
  if ((d == 0 && n == 0) || (std::isinf(d) && std::isinf(n))) return -std::numeric_limits<T>::quiet_NaN();
  if (d == 0 || std::isinf(n)) return neg ? -inf : inf;
  if (std::isinf(d) || n == 0) return neg ? T(-0.0) : T(0.0);
  if (std::isnan(q)) return neg ? -inf : inf;
  return neg ? -std::fabs(q) : std::fabs(q);
}
// ---- output modifiers ----
// omod (x2, x4, /2) applies only with IEEE mode off and output denormals flushed (LLVM: the hardware ignores it
// otherwise); clamp to [0, 1] maps NaN to 0 when DX10_CLAMP is set; then output denormals are flushed.
void finishF32(VCtx& c);
void finishF64(VCtx& c);
void finishF16(VCtx& c);  // on d32's low 16 bits

// ---- VOP3P 16-bit halves ----
// The 16 bits source `mods` gives to the low (hi = false) or high result half: op_sel / op_sel_hi pick its half.
inline uint32_t packedHalf(uint32_t v, uint8_t mods, bool hi) {
  return (mods & (hi ? kModOpselHi : kModOpsel)) ? v >> 16 : v & 0xffff;
}
// The same for a float half: neg (low) / neg_hi (high) flip its sign.
inline uint16_t packedFloatHalf(uint32_t v, uint8_t mods, bool hi) {
  return uint16_t(packedHalf(v, mods, hi) ^ ((mods & (hi ? kModNegHi : kModNeg)) ? 0x8000u : 0u));
}
// Packed 16-bit integers: F(a, b, c, clamp) on each half, the halves each source gives it.
template <auto F>
void packedInt16(VCtx& c) {
  const VInst& vi = *c.vi;
  const uint8_t m0 = vi.src[0].mods, m1 = vi.src[1].mods, m2 = vi.src[2].mods;
  const bool clamp = vi.clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const uint32_t a = c.a[0][l], b = c.a[1][l], s = vi.nsrc > 2 ? c.a[2][l] : 0;
    const uint32_t lo = F(packedHalf(a, m0, false), packedHalf(b, m1, false), packedHalf(s, m2, false), clamp);
    const uint32_t hi = F(packedHalf(a, m0, true), packedHalf(b, m1, true), packedHalf(s, m2, true), clamp);
    c.d32[l] = (lo & 0xffff) | hi << 16;
  }
}

// ---- shapes ----
template <auto F>
GCNKIT_LANE_LOOP void u32x1(VCtx& c) {
  const uint32_t* a = c.a[0];
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = F(a[l]);
}
template <auto F>
GCNKIT_LANE_LOOP void u32x2(VCtx& c) {
  const uint32_t *a = c.a[0], *b = c.a[1];
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = F(a[l], b[l]);
}
template <auto F>
GCNKIT_LANE_LOOP void u32x3(VCtx& c) {
  const uint32_t *a = c.a[0], *b = c.a[1], *s = c.a[2];
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = F(a[l], b[l], s[l]);
}

// The f32 shapes flush output denormals in the lane loop itself (one pass) unless omod must see them first;
// omod and clamp then run in finishF32.
inline bool flushOutInLoop32(const VCtx& c) { return c.mode.flushOut32 && !c.vi->omod; }
inline void finishIfModified32(VCtx& c) {
  if (c.vi->omod || c.vi->clamp) finishF32(c);
}

template <auto F>
GCNKIT_LANE_LOOP void f32x1(VCtx& c) {
  const bool fin = c.mode.flushIn32, fout = flushOutInLoop32(c);
  const uint32_t* a = c.a[0];
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::flush32(fp::bits(F(fp::f32(fp::flush32(a[l], fin)))), fout);
  finishIfModified32(c);
}
template <auto F>
GCNKIT_LANE_LOOP void f32x2(VCtx& c) {
  const bool fin = c.mode.flushIn32, fout = flushOutInLoop32(c);
  const uint32_t *a = c.a[0], *b = c.a[1];
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::flush32(fp::bits(F(fp::f32(fp::flush32(a[l], fin)), fp::f32(fp::flush32(b[l], fin)))), fout);
  finishIfModified32(c);
}
template <auto F>
GCNKIT_LANE_LOOP void f32x3(VCtx& c) {
  const bool fin = c.mode.flushIn32, fout = flushOutInLoop32(c);
  const uint32_t *a = c.a[0], *b = c.a[1], *s = c.a[2];
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::flush32(fp::bits(F(fp::f32(fp::flush32(a[l], fin)), fp::f32(fp::flush32(b[l], fin)),
                                      fp::f32(fp::flush32(s[l], fin)))),
                           fout);
  finishIfModified32(c);
}

template <auto F>
void f64x1(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = fp::bits(F(fp::f64(fp::flush64(c.q[0][l], fin))));
  finishF64(c);
}
template <auto F>
void f64x2(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d64[l] = fp::bits(F(fp::f64(fp::flush64(c.q[0][l], fin)), fp::f64(fp::flush64(c.q[1][l], fin))));
  finishF64(c);
}
template <auto F>
void f64x3(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d64[l] = fp::bits(F(fp::f64(fp::flush64(c.q[0][l], fin)), fp::f64(fp::flush64(c.q[1][l], fin)),
                          fp::f64(fp::flush64(c.q[2][l], fin))));
  finishF64(c);
}

// Half precision: sources widened exactly to double (input denormals flushed per the f16 mode), F computes in
// double and returns a double the caller guarantees exact or correctly rounded by `fp::truncated`; the result
// is rounded to f16 with the wave's f16 round mode.
inline double h2d(uint32_t bits16, bool flushIn) { return fp::f16ToF64(fp::flush16(uint16_t(bits16), flushIn)); }

template <auto F>
void f16x1(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  const fp::Round r = c.mode.round64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::f64ToF16(F(h2d(c.a[0][l], fin)), r);
  finishF16(c);
}
template <auto F>
void f16x2(VCtx& c) {
  const bool fin = c.mode.flushIn64;
  const fp::Round r = c.mode.round64;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::f64ToF16(F(h2d(c.a[0][l], fin), h2d(c.a[1][l], fin)), r);
  finishF16(c);
}

}  // namespace gcnkit::emu
