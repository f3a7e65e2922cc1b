// gfx940's fp8/bf8 conversions (FNUZ encodings on gfx940/942, OCP E4M3FN/E5M2 on gfx950: emu/small_float.h):
//   v_cvt_f32_fp8/bf8      D = the byte SDWA's src0_sel picks (byte 0 in the e32/e64 forms) as an f32
//   v_cvt_pk_f32_fp8/bf8   D[63:0] = the two bytes of the word src0_sel picks (word 0 in e32/e64), low byte first
//   v_cvt_pk_fp8/bf8_f32   D.word[op_sel[3]] = {S1, S0} rounded to nearest even; the other word kept
//   v_cvt_sr_fp8/bf8_f32   D.byte[op_sel[3:2]] = S0 rounded stochastically with S1 as the random word; the
//                          other bytes kept
// and GFX12.5's f16 forms (v_cvt_f16_fp8/bf8, v_cvt_pk_f16_fp8/bf8, v_cvt_pk_fp8/bf8_f16; below).
// Decoding is exact; the encodings to fp8 follow the model of src/emu/README.md ("fp8 conversions").
#include <algorithm>

#include "emu/small_float.h"
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

namespace {

const SmallFormat& formatOf(const VCtx& c, bool bf8) { return bf8 ? bf8Format(c.vi->ocpFp8) : fp8Format(c.vi->ocpFp8); }

// An f32 source as the conversion reads it: input denormals flushed per MODE's single-precision field.
float f32Source(const VCtx& c, unsigned i, unsigned lane) { return fp::f32(fp::flush32(c.a[i][lane], c.mode.flushIn32)); }

template <bool Bf8>
void toF32(VCtx& c) {
  const SmallFormat& f = formatOf(c, Bf8);
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(smallToF32(c.a[0][l] & 0xff, f));
  finishIfModified32(c);
}

// Two f32 results: each half goes through the f32 output modifiers (clamp, omod) on its own.
template <bool Bf8>
void pkToF32(VCtx& c) {
  const SmallFormat& f = formatOf(c, Bf8);
  uint32_t low[kMaxLanes];
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(smallToF32(c.a[0][l] & 0xff, f));
  finishIfModified32(c);
  std::copy(c.d32, c.d32 + c.lanes, low);
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = fp::bits(smallToF32(c.a[0][l] >> 8 & 0xff, f));
  finishIfModified32(c);
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = uint64_t(c.d32[l]) << 32 | low[l];
}

// Source 2 is the destination's old value (ValuSemantics::readsDst).
template <bool Bf8>
void pkFromF32(VCtx& c) {
  const SmallFormat& f = formatOf(c, Bf8);
  const bool high = c.vi->opsel >> 3 & 1;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const uint32_t word = f32ToSmall(f32Source(c, 0, l), f) | f32ToSmall(f32Source(c, 1, l), f) << 8;
    const uint32_t old = c.a[2][l];
    c.d32[l] = high ? (old & 0xffffu) | word << 16 : (old & 0xffff0000u) | word;
  }
}

template <bool Bf8>
void srFromF32(VCtx& c) {
  const SmallFormat& f = formatOf(c, Bf8);
  const unsigned shift = 8 * (c.vi->opsel >> 2 & 3);
  for (unsigned l = 0; l < c.lanes; ++l) {
    SmallRounding r;
    r.stochastic = true;
    r.random = c.a[1][l];
    const uint32_t byte = f32ToSmall(f32Source(c, 0, l), f, r);
    c.d32[l] = (c.a[2][l] & ~(0xffu << shift)) | byte << shift;
  }
}

// GFX12.5's f16 forms (CDNA5 ISA guide; OCP fp8/bf8). v_cvt_f16_fp8/bf8: the byte OPSEL picks with its bits reversed
// (byte = OPSEL[0] * 2 + OPSEL[1], llvm-mc 22's byte_sel) as an f16, into the half OPSEL[3] names (VResult::R16); every
// fp8 and bf8 value is an f16, so the conversion is exact.
uint32_t f16Of(float x) { return fp::f64ToF16(double(x), fp::kNearestEven); }
template <bool Bf8>
void toF16(VCtx& c) {
  const SmallFormat& f = formatOf(c, Bf8);
  const unsigned byte = (c.vi->opsel & 1) << 1 | (c.vi->opsel >> 1 & 1);
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = f16Of(smallToF32(c.a[0][l] >> (8 * byte) & 0xff, f));
}
// v_cvt_pk_f16_fp8/bf8: the two bytes of the 16-bit source (its half op_sel picks) as two f16s, low byte first.
template <bool Bf8>
void pkToF16(VCtx& c) {
  const SmallFormat& f = formatOf(c, Bf8);
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = f16Of(smallToF32(c.a[0][l] & 0xff, f)) | f16Of(smallToF32(c.a[0][l] >> 8 & 0xff, f)) << 16;
}
// v_cvt_pk_fp8/bf8_f16: S0's two f16s rounded to nearest even into 16 bits (low half first), into the half OPSEL[3]
// names. The source's neg/abs apply to both halves (the guide): the executor applied them to bit 31, the low half's
// sign is done here. Clamp saturates (the rows take it; the guide is silent: the gfx950 model's saturation).
template <bool Bf8>
void pkFromF16(VCtx& c) {
  const SmallFormat& f = formatOf(c, Bf8);
  const uint8_t mods = c.vi->src[0].mods;
  SmallRounding r;
  r.saturate = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    uint32_t v = c.a[0][l];
    if (mods & kModAbs) v &= ~0x8000u;
    if (mods & kModNeg) v ^= 0x8000u;
    auto one = [&](uint32_t h) { return f32ToSmall(float(fp::f16ToF64(fp::flush16(uint16_t(h), c.mode.flushIn64))), f, r); };
    c.d32[l] = one(v & 0xffff) | one(v >> 16) << 8;
  }
}

constexpr std::string_view kToFp8 =
    "round to nearest even (MODE's round mode ignored); beyond the largest finite value and infinity: NaN in "
    "the FNUZ and E4M3 formats, infinity in OCP E5M2 (no saturation); NaN stays NaN; FNUZ gives +0 for -0";
constexpr std::string_view kSrFp8 =
    "stochastic rounding: the f32 significand's bits below the result's last place (at most their 32 highest) "
    "plus as many low bits of S1 round up when they carry; overflow, infinity and NaN as the nearest-even form";

}  // namespace

void registerFp8Ops(SemTable& t) {
  using enum Op;
  t.set(v_cvt_f32_fp8, toF32<false>, VResult::R32);
  t.set(v_cvt_f32_bf8, toF32<true>, VResult::R32);
  t.set(v_cvt_pk_f32_fp8, pkToF32<false>, VResult::R64);
  t.set(v_cvt_pk_f32_bf8, pkToF32<true>, VResult::R64);
  t.set(v_cvt_pk_fp8_f32, pkFromF32<false>, VResult::R32, Fidelity::Approximate, kToFp8);
  t.set(v_cvt_pk_bf8_f32, pkFromF32<true>, VResult::R32, Fidelity::Approximate, kToFp8);
  t.set(v_cvt_sr_fp8_f32, srFromF32<false>, VResult::R32, Fidelity::Approximate, kSrFp8);
  t.set(v_cvt_sr_bf8_f32, srFromF32<true>, VResult::R32, Fidelity::Approximate, kSrFp8);
  for (Op op : {v_cvt_pk_fp8_f32, v_cvt_pk_bf8_f32, v_cvt_sr_fp8_f32, v_cvt_sr_bf8_f32}) t[op].readsDst = true;
  t.set(v_cvt_f16_fp8, toF16<false>, VResult::R16);  // GFX12.5
  t.set(v_cvt_f16_bf8, toF16<true>, VResult::R16);
  t.set(v_cvt_pk_f16_fp8, pkToF16<false>, VResult::R32);
  t.set(v_cvt_pk_f16_bf8, pkToF16<true>, VResult::R32);
  t.set(v_cvt_pk_fp8_f16, pkFromF16<false>, VResult::R16, Fidelity::Approximate, kToFp8);
  t.set(v_cvt_pk_bf8_f16, pkFromF16<true>, VResult::R16, Fidelity::Approximate, kToFp8);
}

}  // namespace gcnkit::emu
