// The VALU instructions of the MI processors beyond GFX9's table: gfx90a's packed fp32 (v_pk_fma_f32,
// v_pk_mul_f32, v_pk_add_f32, v_pk_mov_b32) and v_fmac_f64, gfx940's v_lshl_add_u64 and v_mov_b64. The lane
// arithmetic of the packed ones is src/emu/packed_fp32.h (semantics there).
#include "emu/packed_fp32.h"
#include "emu/valu_lanes.h"

namespace gcnkit::emu {

namespace {

// The VOP3P modifiers of the instruction: bit i for source i.
pk32::Mods packedMods(const VCtx& c) {
  pk32::Mods m;
  m.opSel = m.opSelHi = m.negLo = m.negHi = 0;
  for (unsigned i = 0; i < c.vi->nsrc && i < 3; ++i) {
    const uint8_t mods = c.vi->src[i].mods;
    m.opSel |= uint8_t(((mods & kModOpsel) ? 1 : 0) << i);
    m.opSelHi |= uint8_t(((mods & kModOpselHi) ? 1 : 0) << i);
    m.negLo |= uint8_t(((mods & kModNeg) ? 1 : 0) << i);
    m.negHi |= uint8_t(((mods & kModNegHi) ? 1 : 0) << i);
  }
  m.clamp = c.vi->clamp != 0;
  return m;
}

void pkFma(VCtx& c) {
  const pk32::Mods m = packedMods(c);
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = pk32::fma(c.q[0][l], c.q[1][l], c.q[2][l], m, c.mode);
}
void pkMul(VCtx& c) {
  const pk32::Mods m = packedMods(c);
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = pk32::mul(c.q[0][l], c.q[1][l], m, c.mode);
}
void pkAdd(VCtx& c) {
  const pk32::Mods m = packedMods(c);
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = pk32::add(c.q[0][l], c.q[1][l], m, c.mode);
}
void pkMov(VCtx& c) {
  const pk32::Mods m = packedMods(c);
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = pk32::mov(c.q[0][l], c.q[1][l], m);
}
// v_lshl_add_u64: D = (S0 << S1[2:0]) + S2, 64-bit integers.
void lshlAddU64(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = (c.q[0][l] << (c.a[1][l] & 7)) + c.q[2][l];
}
void movB64(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = c.q[0][l];
}

}  // namespace

void registerMiOps(SemTable& t) {
  using enum Op;
  // Packed results are two f32 values: the functions clamp and flush each half themselves, so the f64 output
  // step (f64Mode) must not apply.
  t.set(v_pk_fma_f32, pkFma, VResult::R64);
  t.set(v_pk_mul_f32, pkMul, VResult::R64);
  t.set(v_pk_add_f32, pkAdd, VResult::R64);
  t.set(v_pk_mov_b32, pkMov, VResult::R64);
  t.set(v_fmac_f64, f64x3<[](double a, double b, double s) { return std::fma(a, b, s); }>, VResult::R64,
        Fidelity::Exact, {}, true);
  t.set(v_lshl_add_u64, lshlAddU64, VResult::R64);
  t.set(v_mov_b64, movB64, VResult::R64);
}

}  // namespace gcnkit::emu
