// VALU semantics of the media operations: sums of absolute differences (v_sad_*, v_msad_u8, the quad forms
// v_qsad_pk_u16_u8, v_mqsad_pk_u16_u8, v_mqsad_u32_u8), the byte average v_lerp_u8, and the cube-map
// helpers v_cubeid/sc/tc/ma_f32. Facts from CLRX's GCN ISA documentation (GcnInstrsVop3.md); where it leaves a
// choice, AMD's ISA manuals decide (comments say where). Integer clamp saturates the unsigned result.
#include <cmath>

#include "emu/vector_alu.h"
#include "emu/valu_special.h"

namespace gcnkit::emu {

namespace {

using u32 = uint32_t;
using u64 = uint64_t;

u32 absDiff(u32 a, u32 b) { return a > b ? a - b : b - a; }
u32 byteOf(u64 v, unsigned i) { return u32(v >> (8 * i)) & 0xff; }

// Sum over the four bytes of |a - b|; masked: bytes whose reference byte (b) is 0 are skipped.
template <bool Masked>
u32 byteSad(u32 a, u32 b) {
  u32 s = 0;
  for (unsigned i = 0; i < 4; ++i)
    if (!Masked || byteOf(b, i)) s += absDiff(byteOf(a, i), byteOf(b, i));
  return s;
}

u32 saturate32(u64 v, bool clamp) { return clamp && v > 0xffffffffull ? 0xffffffffu : u32(v); }

template <int Kind>  // 0 sad_u8, 1 sad_hi_u8, 2 sad_u16, 3 sad_u32, 4 msad_u8
void sad(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u32 a = c.a[0][l], b = c.a[1][l];
    u64 diff;
    if (Kind == 0) diff = byteSad<false>(a, b);
    else if (Kind == 1) diff = u64(byteSad<false>(a, b)) << 16;
    else if (Kind == 2) diff = absDiff(a & 0xffff, b & 0xffff) + absDiff(a >> 16, b >> 16);
    else if (Kind == 3) diff = absDiff(a, b);
    else diff = byteSad<true>(a, b);
    c.d32[l] = saturate32(diff + c.a[2][l], clamp);
  }
}

// The quad SADs: result N compares the four bytes of S0 starting at byte N with S1's four bytes and adds
// accumulator N. The packed forms hold four 16-bit results (each wraps to 16 bits, or saturates with
// clamp: AMD's manuals define the fields as 16 bits wide).
template <bool Masked>
void qsadPacked(VCtx& c) {
  const bool clamp = c.vi->clamp;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u64 s0 = c.q[0][l], acc = c.q[2][l];
    const u32 ref = c.a[1][l];
    u64 d = 0;
    for (unsigned n = 0; n < 4; ++n) {
      u32 v = byteSad<Masked>(u32(s0 >> (8 * n)), ref) + u32((acc >> (16 * n)) & 0xffff);
      if (v > 0xffff) v = clamp ? 0xffff : v & 0xffff;
      d |= u64(v) << (16 * n);
    }
    c.d64[l] = d;
  }
}

// v_mqsad_u32_u8: four 32-bit masked SADs with 32-bit accumulators from a four-VGPR src2, into four VGPRs.
// GcnInstrsVop3.md: each result is min(sum, 0xffffffff). The function reads src2's other three VGPRs and
// writes the four destination VGPRs itself (the executor knows at most two-dword values).
void mqsadU32(VCtx& c) {
  const VInst& vi = *c.vi;
  const uint32_t src2 = ValuLanes::indexedSource(c, 2), dst = ValuLanes::indexedDest(c);
  const uint32_t* acc[4];
  uint32_t* out[4];
  for (unsigned n = 0; n < 4; ++n) {
    if (vi.src[2].kind == VSrc::Vgpr) {
      if (!(acc[n] = ValuLanes::vgprRow(c, u64(src2) + n, "the v_mqsad_u32_u8 accumulator"))) return;
    } else {
      acc[n] = c.a[2];  // not produced by the assembler: a constant applies to every accumulator
    }
    if (!(out[n] = ValuLanes::vgprRow(c, u64(dst) + n, "the v_mqsad_u32_u8 destination"))) return;
  }
  uint32_t result[4][kMaxLanes];
  for (unsigned l = 0; l < c.lanes; ++l) {
    const u64 s0 = c.q[0][l];
    const u32 ref = c.a[1][l];
    for (unsigned n = 0; n < 4; ++n) result[n][l] = saturate32(u64(byteSad<true>(u32(s0 >> (8 * n)), ref)) + acc[n][l], true);
  }
  for (unsigned n = 0; n < 4; ++n)  // written after every read: the destination may overlap the accumulator
    for (unsigned l = 0; l < c.lanes; ++l)
      if (c.exec >> l & 1) out[n][l] = result[n][l];
}

u32 lerpU8(u32 a, u32 b, u32 r) {
  u32 d = 0;
  for (unsigned i = 0; i < 4; ++i) d |= ((byteOf(a, i) + byteOf(b, i) + (byteOf(r, i) & 1)) >> 1) << (8 * i);
  return d;
}

// ---- cube map: the face of the major axis (ties prefer z, then y), as AMD's manuals and LLVM's constant
// folding state it: a coordinate "is negative" when it compares < 0 (so -0 and NaN count as positive). ----
enum class CubeOut { Id, Sc, Tc, Ma };

template <CubeOut K>
float cube(float x, float y, float z) {
  const float ax = std::fabs(x), ay = std::fabs(y), az = std::fabs(z);
  if (az >= ax && az >= ay) {
    if (K == CubeOut::Id) return z < 0 ? 5.0f : 4.0f;
    if (K == CubeOut::Sc) return z < 0 ? -x : x;
    if (K == CubeOut::Tc) return -y;
    return 2.0f * z;
  }
  if (ay >= ax) {
    if (K == CubeOut::Id) return y < 0 ? 3.0f : 2.0f;
    if (K == CubeOut::Sc) return x;
    if (K == CubeOut::Tc) return y < 0 ? -z : z;
    return 2.0f * y;
  }
  if (K == CubeOut::Id) return x < 0 ? 1.0f : 0.0f;
  if (K == CubeOut::Sc) return x < 0 ? z : -z;
  if (K == CubeOut::Tc) return -y;
  return 2.0f * x;
}

void set(SemTable& t, Op op, ValuFn fn, VResult r = VResult::R32) { t.set(op, fn, r); }

}  // namespace

void registerMediaOps(SemTable& t) {
  using enum Op;
  set(t, v_sad_u8, sad<0>);
  set(t, v_sad_hi_u8, sad<1>);
  set(t, v_sad_u16, sad<2>);
  set(t, v_sad_u32, sad<3>);
  set(t, v_msad_u8, sad<4>);
  set(t, v_qsad_pk_u16_u8, qsadPacked<false>, VResult::R64);
  set(t, v_mqsad_pk_u16_u8, qsadPacked<true>, VResult::R64);
  set(t, v_mqsad_u32_u8, mqsadU32, VResult::None);
  set(t, v_lerp_u8, u32x3<lerpU8>);
  set(t, v_cubeid_f32, f32x3<cube<CubeOut::Id>>);
  set(t, v_cubesc_f32, f32x3<cube<CubeOut::Sc>>);
  set(t, v_cubetc_f32, f32x3<cube<CubeOut::Tc>>);
  set(t, v_cubema_f32, f32x3<cube<CubeOut::Ma>>);
}

}  // namespace gcnkit::emu
