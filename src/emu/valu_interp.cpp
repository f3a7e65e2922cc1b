// VALU semantics of the interpolation operations: VINTRP v_interp_p1/p2/mov_f32, their VOP3 forms (GFX8+)
// and the 16-bit ones (v_interp_p1ll/p1lv/p2_f16, v_interp_p2_legacy_f16). The parameters P0, P10 and P20 are
// read from LDS at an address formed from M0 (GcnInstrsVintrp.md):
//   M0[15:0] the byte offset of the parameter block, M0[30:16] NEWPRIMMASK (bit b set: a new primitive starts
//   at quad b + 1); NUMPRIM = popcount(NEWPRIMMASK) + 1, PRIMID(quad) = the set bits below the quad;
//   S = 12 * (ATTR * NUMPRIM + PRIMID(lane >> 2)) dwords; P0 = S + 2 * chan, P10 = S + 2 * chan + 1,
//   P20 = S + 8 + chan.
// How the hardware rounds P0 + I * P10 inside the interpolator is not documented: the model is one fused
// multiply-add rounded once in the wave's round mode (fidelity "approximate").
#include <cstring>
#include <algorithm>
#include <bit>
#include <cmath>

#include "emu/vector_alu.h"
#include "emu/valu_special.h"

namespace gcnkit::emu {

namespace {

using u32 = uint32_t;
using u64 = uint64_t;

enum Param : unsigned { kP0, kP10, kP20 };

// The dword index (relative to the block M0 names) of a parameter of the instruction's attribute and
// channel for lane l.
u32 paramDword(const VInst& vi, u32 m0, unsigned l, Param p) {
  const u32 newPrim = (m0 >> 16) & 0x7fff;
  const u32 numPrim = u32(std::popcount(newPrim)) + 1;
  const unsigned quad = l >> 2;
  const u32 primId = u32(std::popcount(newPrim & ((1u << quad) - 1)));
  const u32 s = 12 * (vi.attr * numPrim + primId);
  switch (p) {
    case kP0: return s + 2u * vi.attrChan;
    case kP10: return s + 2u * vi.attrChan + 1;
    default: return s + 8u + vi.attrChan;
  }
}

// Reads parameter p of every active lane into out; false after a fault.
bool readParam(VCtx& c, Param p, u32* out) {
  const u32 m0 = ValuLanes::m0(c);
  for (unsigned l = 0; l < c.lanes; ++l) {
    out[l] = 0;
    if (!(c.exec >> l & 1)) continue;
    if (!ValuLanes::ldsRead(c, u64(m0 & 0xffff) + 4ull * paramDword(*c.vi, m0, l, p), out[l])) return false;
  }
  return true;
}

float asF32(u32 b, bool flushIn) { return fp::f32(fp::flush32(b, flushIn)); }
// The half of a parameter dword the instruction selects (`high`), widened exactly.
float halfParam(u32 dword, bool high, bool flushIn16) {
  return float(h2d(high ? dword >> 16 : dword & 0xffff, flushIn16));
}

// v_interp_p1_f32: D = P0 + I * P10, I in src0.
void p1F32(VCtx& c) {
  u32 p0[kMaxLanes], p10[kMaxLanes];
  if (!readParam(c, kP0, p0) || !readParam(c, kP10, p10)) return;
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::bits(std::fma(asF32(c.a[0][l], fin), asF32(p10[l], fin), asF32(p0[l], fin)));
  finishF32(c);
}

// v_interp_p2_f32: D = D + J * P20, J in src0.
void p2F32(VCtx& c) {
  u32 p20[kMaxLanes];
  if (!readParam(c, kP20, p20)) return;
  const u32* d = ValuLanes::vgprRow(c, c.vi->vdst, "the v_interp_p2_f32 destination");
  if (!d) return;
  const bool fin = c.mode.flushIn32;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::bits(std::fma(asF32(c.a[0][l], fin), asF32(p20[l], fin), asF32(d[l], fin)));
  finishF32(c);
}

// v_interp_mov_f32: D = the parameter named by the slot operand (p10, p20, p0 encode as 0, 1, 2).
void movF32(VCtx& c) {
  const u32 slot = u32(c.vi->src[0].value) & 0xff;
  if (slot > 2) {
    ValuLanes::fault(c, FaultKind::InvalidInstruction, "v_interp_mov_f32 parameter slot 3 does not exist");
    return;
  }
  readParam(c, slot == 0 ? kP10 : slot == 1 ? kP20 : kP0, c.d32);
}

// v_interp_p1ll_f16 (P0 from LDS) and v_interp_p1lv_f16 (P0 from src2's half): D.f32 = P0 + I * P10 with the
// f16 parameters in the low or (high) the high half of their dwords.
template <bool P0FromVgpr>
void p1F16(VCtx& c) {
  u32 p0[kMaxLanes], p10[kMaxLanes];
  if (!readParam(c, kP10, p10)) return;
  if (P0FromVgpr) std::copy_n(c.a[2], c.lanes, p0);
  else if (!readParam(c, kP0, p0)) return;
  const bool fin = c.mode.flushIn32, fin16 = c.mode.flushIn64, high = c.vi->high;
  for (unsigned l = 0; l < c.lanes; ++l)
    c.d32[l] = fp::bits(std::fma(asF32(c.a[0][l], fin), halfParam(p10[l], high, fin16), halfParam(p0[l], high, fin16)));
  finishF32(c);
}

// v_interp_p2_f16 / v_interp_p2_legacy_f16: D.f16 = src2.f32 + J * P20.f16, rounded once to f16 in the
// f16 round mode (J * P20 is exact in double; the sum is truncated with a sticky bit, then rounded).
void p2F16(VCtx& c) {
  u32 p20[kMaxLanes];
  if (!readParam(c, kP20, p20)) return;
  const bool fin = c.mode.flushIn32, fin16 = c.mode.flushIn64, high = c.vi->high;
  for (unsigned l = 0; l < c.lanes; ++l) {
    const double j = asF32(c.a[0][l], fin), p = halfParam(p20[l], high, fin16), d = asF32(c.a[2][l], fin);
    bool inexact = false;
    const double r = fp::truncated([&] { return std::fma(j, p, d); }, inexact);
    c.d32[l] = fp::f64ToF16(r, c.mode.round64, inexact);
  }
  finishF16(c);
}

constexpr std::string_view kModel =
    "P0 + I*P10 (D + J*P20) as one fused multiply-add rounded once in the wave's round mode; the "
    "interpolator's internal rounding is not documented";

}  // namespace

void registerInterpOps(SemTable& t) {
  using enum Op;
  constexpr auto A = Fidelity::Approximate;
  for (Op op : {v_interp_p1_f32, v_interp_p1_f32_e64}) t.set(op, p1F32, VResult::R32, A, kModel);
  for (Op op : {v_interp_p2_f32, v_interp_p2_f32_e64}) t.set(op, p2F32, VResult::R32, A, kModel);
  for (Op op : {v_interp_mov_f32, v_interp_mov_f32_e64}) t.set(op, movF32, VResult::R32);
  t.set(v_interp_p1ll_f16, p1F16<false>, VResult::R32, A, kModel);
  t.set(v_interp_p1lv_f16, p1F16<true>, VResult::R32, A, kModel);
  t.set(v_interp_p2_f16, p2F16, VResult::R16, A, kModel);
  t.set(v_interp_p2_legacy_f16, p2F16, VResult::R16, A, kModel);
  t[v_interp_p2_f16].f64Mode = t[v_interp_p2_legacy_f16].f64Mode = true;
  t[v_interp_p2_f16].preserveHi9 = true;  // GFX9: the legacy form zeroes the other half as GFX8 does
}

}  // namespace gcnkit::emu

namespace gcnkit::emu {

// The interpolation operations and lds_direct sources read the workgroup's LDS bounds-checked like DS reads
// (outside it: the lds-range report, and 0), but not limited by M0 on GFX6-8: M0 holds their address.
bool VectorMemory::ldsReadBytes(Wave& w, uint32_t byteAddr, unsigned bytes, uint32_t& v, uint32_t index) {
  v = 0;
  if (uint64_t(byteAddr) + bytes > lds_.size()) {
    report(CheckKind::LdsRange, w, index,
           "VALU read of " + std::to_string(bytes) + " bytes at LDS address " + std::to_string(byteAddr) +
               " is outside the workgroup's " + std::to_string(lds_.size()) + " bytes of LDS; it reads 0",
           byteAddr);
    return !failed();
  }
  lds_.ensure();
  std::memcpy(&v, lds_.at(byteAddr), bytes);
  return true;
}

bool VectorMemory::ldsReadDword(Wave& w, uint32_t byteAddr, uint32_t& v, uint32_t index) {
  return ldsReadBytes(w, byteAddr, 4, v, index);
}

bool ValuLanes::ldsRead(VCtx& c, uint64_t byteAddr, uint32_t& v) {
  const uint32_t addr = byteAddr > UINT32_MAX ? UINT32_MAX : uint32_t(byteAddr);
  if (c.unit->vmem_.ldsReadDword(*c.wave, addr, v, index(c))) return true;
  c.faulted = true;
  return false;
}

}  // namespace gcnkit::emu
