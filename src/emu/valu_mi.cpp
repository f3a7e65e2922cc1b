// The VALU instructions of the MI processors beyond GFX9's table: gfx90a's packed fp32 (v_pk_fma_f32,
// v_pk_mul_f32, v_pk_add_f32, v_pk_mov_b32) and v_fmac_f64, gfx940's v_lshl_add_u64 and v_mov_b64, gfx950's
// v_bitop3_b32/b16. The lane
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
// gfx950's v_bitop3_b32/b16: each result bit is the truth table's bit at index S0.bit << 2 | S1.bit << 1 |
// S2.bit (so table 0xf0 is S0, 0xcc S1, 0xaa S2, 0x80 S0 & S1 & S2, 0x96 their xor). Per bit: the table's
// minterms, each selected by the sources' bits or their complements.
uint32_t bitop3(uint32_t table, uint32_t a, uint32_t b, uint32_t s) {
  uint32_t d = 0;
  for (unsigned i = 0; i < 8; ++i)
    if (table >> i & 1) d |= (i & 4 ? a : ~a) & (i & 2 ? b : ~b) & (i & 1 ? s : ~s);
  return d;
}
void bitop3B32(VCtx& c) {
  const uint32_t table = c.vi->k;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = bitop3(table, c.a[0][l], c.a[1][l], c.a[2][l]);
}
void bitop3B16(VCtx& c) {
  const uint32_t table = c.vi->k;
  for (unsigned l = 0; l < c.lanes; ++l) c.d32[l] = bitop3(table, c.a[0][l], c.a[1][l], c.a[2][l]) & 0xffff;
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
  t.set(v_bitop3_b32, bitop3B32, VResult::R32);
  t.set(v_bitop3_b16, bitop3B16, VResult::R16);
  // op_sel[3] writes the high half; the other half is kept (as GFX9's op_sel 16-bit integer mads)
  t[v_bitop3_b16].preserveHi9 = true;
}

}  // namespace gcnkit::emu
