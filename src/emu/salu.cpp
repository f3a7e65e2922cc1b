// Semantics of SOP1, SOP2, SOPK, SOPC and SOPP: written once per Op, with the generation (or the wave
// size) as a parameter only where behaviour differs. Facts from the ISA documents
// (CLRX's GCN ISA documentation, GcnInstrsSop*.md) and LLVM.
#include <bit>
#include <cstdio>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "emu/apertures.h"
#include "emu/scalar_alu.h"
#include "emu/vgpr_msb_modes.h"
#include "isa/symbolic.h"

namespace gcnkit::emu {

namespace {

// GFX12 names barriers by an M0/immediate id; the work-group barrier (-1), barrier 0 (a no-op) and the trap barrier
// (-2, a no-op outside a trap handler) are modelled, the named ones not.
constexpr const char* kNamedBarrierRefusal =
    "named barriers are not modelled: only the work-group barrier (-1), barrier 0 and the trap barrier (-2)";

uint32_t bfeU32(uint32_t v, uint32_t ctl) {
  const unsigned shift = ctl & 31, len = (ctl >> 16) & 0x7f;
  if (len == 0) return 0;
  if (shift + len < 32) return (v << (32 - shift - len)) >> (32 - len);
  return v >> shift;
}
uint32_t bfeI32(uint32_t v, uint32_t ctl) {
  const unsigned shift = ctl & 31, len = (ctl >> 16) & 0x7f;
  if (len == 0) return 0;
  if (shift + len < 32) return uint32_t(int32_t(v << (32 - shift - len)) >> (32 - len));
  return uint32_t(int32_t(v) >> shift);
}
uint64_t bfeU64(uint64_t v, uint32_t ctl) {
  const unsigned shift = ctl & 63, len = (ctl >> 16) & 0x7f;
  if (len == 0) return 0;
  if (shift + len < 64) return (v << (64 - shift - len)) >> (64 - len);
  return v >> shift;
}
uint64_t bfeI64(uint64_t v, uint32_t ctl) {
  const unsigned shift = ctl & 63, len = (ctl >> 16) & 0x7f;
  if (len == 0) return 0;
  if (shift + len < 64) return uint64_t(int64_t(v << (64 - shift - len)) >> (64 - len));
  return uint64_t(int64_t(v) >> shift);
}
uint32_t ffFirst(uint64_t v) { return v ? uint32_t(std::countr_zero(v)) : 0xffffffffu; }
uint32_t flbitU(uint64_t v, unsigned bits) {
  if (!v) return 0xffffffffu;
  return uint32_t(std::countl_zero(v) - (64 - bits));
}
// Leading bits equal to the sign bit (s_flbit_i32 / s_flbit_i32_i64); -1 for 0 and -1.
uint32_t flbitS(uint64_t v, unsigned bits) {
  const uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  v &= mask;
  const bool neg = (v >> (bits - 1)) & 1;
  if (neg) v = ~v & mask;
  return flbitU(v, bits);
}
uint64_t wqm(uint64_t v, unsigned bits) {
  uint64_t r = 0;
  for (unsigned i = 0; i < bits; i += 4)
    if ((v >> i) & 15) r |= 15ull << i;
  return r;
}
uint64_t quadmask(uint64_t v, unsigned bits) {
  uint64_t r = 0;
  for (unsigned i = 0; i < bits / 4; ++i)
    if ((v >> (4 * i)) & 15) r |= 1ull << i;
  return r;
}
uint64_t bitreplicate(uint32_t v) {
  uint64_t r = 0;
  for (unsigned i = 0; i < 32; ++i)
    if ((v >> i) & 1) r |= 3ull << (2 * i);
  return r;
}


}  // namespace

void ScalarAlu::hwregWrite(Wave& w, unsigned id, uint32_t value, uint32_t mask) {
  // STATUS, HW_ID, IB_STS, HW_ID1/2 and SHADER_CYCLES are read-only to s_setreg.
  if (id == 2 || id == 4 || id == 7 || id == 23 || id == 24 || id == 29 || id >= w.hw.size()) return;
  w.hw[id] = (w.hw[id] & ~mask) | (value & mask);
}

bool ScalarAlu::branchTo(Wave& w, int32_t target, uint32_t index) {
  if (target < 0) return fault(FaultKind::BadBranch, w, index, "branch target is not an instruction of the loaded code");
  w.pc = uint32_t(target);
  return true;
}

bool ScalarAlu::jumpToAddress(Wave& w, uint64_t address, uint32_t index) {
  const int32_t t = prog_.indexOfAddress(address);
  if (t < 0)
    return fault(FaultKind::BadBranch, w, index,
                 "jump to " + hex(address) + ", which is not an instruction of the loaded code", address);
  // GFX12.5: the target was decoded under the VGPR MSB mode its paths bring (emu/vgpr_msb_modes.h); a jump that
  // brings another is not modelled
  if (!prog_.msbMode.empty() && prog_.msbMode[size_t(t)] != kMsbModeMixed &&
      prog_.msbMode[size_t(t)] != msbModeOf(w.hw[1]))
    return fault(FaultKind::Unsupported, w, index,
                 fmt::format("jump to {} under VGPR MSB mode {:#x}; the code there runs under mode {:#x} (emulated code "
                             "is decoded once, under the mode its direct paths bring)",
                             hex(address), msbModeOf(w.hw[1]), prog_.msbMode[size_t(t)]));
  w.pc = uint32_t(t);
  return true;
}

bool ScalarAlu::execSalu(Wave& w, const SInst& d, uint32_t index) {
  auto a32 = [&] { return src32(w, d.s0); };
  auto b32 = [&] { return src32(w, d.s1); };
  auto a64 = [&] { return src64(w, d.s0); };
  auto b64 = [&] { return src64(w, d.s1); };
  auto set32 = [&](uint32_t v) { write32(w, d.dst, v); };
  auto set64 = [&](uint64_t v) { write64(w, d.dst, v); };
  auto dst32 = [&] { return read32(w, d.dst); };
  const int32_t simm = int16_t(uint16_t(d.imm));
  const uint64_t nextPc = pcOf(index) + d.size;
  const uint64_t execMask = wave32_ ? 0xffffffffull : ~0ull;
  // saveexec / wrexec families, 64-bit (EXEC) and 32-bit (EXEC_LO, GFX10).
  auto saveexec = [&](bool is64, auto fn, bool wr) {
    const uint64_t s = is64 ? a64() : a32();
    const uint64_t e = is64 ? read64(w, opnd::kExecLo) : w.s[opnd::kExecLo];
    const uint64_t n = fn(s, e) & (is64 ? ~0ull : 0xffffffffull);
    if (!wr) is64 ? set64(e) : set32(uint32_t(e));
    if (is64) write64(w, opnd::kExecLo, n);
    else w.s[opnd::kExecLo] = uint32_t(n);
    if (wr) is64 ? set64(n) : set32(uint32_t(n));
    w.scc = (n & execMask) != 0;
    return true;
  };
  // Fork/join with the control stack in SGPRs (GFX6-9).
  auto fork = [&](uint64_t cond, int64_t targetAddr) {
    const uint64_t e = exec(w);
    const uint64_t pass = e & cond, failm = e & ~cond;
    if (pass == e) return jumpToAddress(w, uint64_t(targetAddr), index);
    if (failm == e) return true;
    if (w.csp * 4 + 3 >= 104) return fault(FaultKind::Unsupported, w, index, "fork/join control stack overflow");
    const uint16_t slot = uint16_t(w.csp * 4);
    ++w.csp;
    if (std::popcount(failm) < std::popcount(pass)) {
      write64(w, opnd::kExecLo, failm);
      write64(w, slot, pass);
      write64(w, uint16_t(slot + 2), uint64_t(targetAddr));
      return true;
    }
    write64(w, opnd::kExecLo, pass);
    write64(w, slot, failm);
    write64(w, uint16_t(slot + 2), nextPc);
    return jumpToAddress(w, uint64_t(targetAddr), index);
  };
  auto movrelIndex = [&](uint16_t code, uint32_t offset, unsigned dwords, bool isRead) -> int {
    const uint64_t i = uint64_t(code) + offset;
    if (i + dwords > 128) return -1;
    if (checks_ && (w.pendingMask.any() || w.unsureMask.any())) {
      RegMask m;
      m.add(unsigned(i), dwords);
      if ((m & ScalarMemory::hazard(w)).any())
        report(CheckKind::PendingSgpr, w, index,
               std::string(isRead ? "reads" : "overwrites") + " s" + std::to_string(i) +
                   " (M0-relative) while an SMEM result for it may still be pending (missing s_waitcnt lgkmcnt)");
    }
    return int(i);
  };

  switch (d.op) {
    // ---------------------------------------------------------------- SOP2
    case Op::s_add_u32: { uint64_t r = uint64_t(a32()) + b32(); set32(uint32_t(r)); w.scc = r >> 32; return true; }
    case Op::s_sub_u32: { uint32_t x = a32(), y = b32(); set32(x - y); w.scc = y > x; return true; }
    case Op::s_add_i32: { int64_t r = int64_t(int32_t(a32())) + int32_t(b32()); set32(uint32_t(r)); w.scc = r != int32_t(r); return true; }
    case Op::s_sub_i32: { int64_t r = int64_t(int32_t(a32())) - int32_t(b32()); set32(uint32_t(r)); w.scc = r != int32_t(r); return true; }
    case Op::s_addc_u32: { uint64_t r = uint64_t(a32()) + b32() + w.scc; set32(uint32_t(r)); w.scc = r >> 32; return true; }
    case Op::s_subb_u32: { uint64_t x = a32(), y = uint64_t(b32()) + w.scc; set32(uint32_t(x - y)); w.scc = y > x; return true; }
    case Op::s_min_i32: { int32_t x = int32_t(a32()), y = int32_t(b32()); set32(uint32_t(x < y ? x : y)); w.scc = x < y; return true; }
    case Op::s_min_u32: { uint32_t x = a32(), y = b32(); set32(x < y ? x : y); w.scc = x < y; return true; }
    case Op::s_max_i32: { int32_t x = int32_t(a32()), y = int32_t(b32()); set32(uint32_t(x > y ? x : y)); w.scc = x > y; return true; }
    case Op::s_max_u32: { uint32_t x = a32(), y = b32(); set32(x > y ? x : y); w.scc = x > y; return true; }
    case Op::s_cselect_b32: set32(w.scc ? a32() : b32()); return true;
    case Op::s_cselect_b64: set64(w.scc ? a64() : b64()); return true;
    case Op::s_and_b32: { uint32_t r = a32() & b32(); set32(r); w.scc = r; return true; }
    case Op::s_and_b64: { uint64_t r = a64() & b64(); set64(r); w.scc = r; return true; }
    case Op::s_or_b32: { uint32_t r = a32() | b32(); set32(r); w.scc = r; return true; }
    case Op::s_or_b64: { uint64_t r = a64() | b64(); set64(r); w.scc = r; return true; }
    case Op::s_xor_b32: { uint32_t r = a32() ^ b32(); set32(r); w.scc = r; return true; }
    case Op::s_xor_b64: { uint64_t r = a64() ^ b64(); set64(r); w.scc = r; return true; }
    case Op::s_andn2_b32: { uint32_t r = a32() & ~b32(); set32(r); w.scc = r; return true; }
    case Op::s_andn2_b64: { uint64_t r = a64() & ~b64(); set64(r); w.scc = r; return true; }
    case Op::s_orn2_b32: { uint32_t r = a32() | ~b32(); set32(r); w.scc = r; return true; }
    case Op::s_orn2_b64: { uint64_t r = a64() | ~b64(); set64(r); w.scc = r; return true; }
    case Op::s_nand_b32: { uint32_t r = ~(a32() & b32()); set32(r); w.scc = r; return true; }
    case Op::s_nand_b64: { uint64_t r = ~(a64() & b64()); set64(r); w.scc = r; return true; }
    case Op::s_nor_b32: { uint32_t r = ~(a32() | b32()); set32(r); w.scc = r; return true; }
    case Op::s_nor_b64: { uint64_t r = ~(a64() | b64()); set64(r); w.scc = r; return true; }
    case Op::s_xnor_b32: { uint32_t r = ~(a32() ^ b32()); set32(r); w.scc = r; return true; }
    case Op::s_xnor_b64: { uint64_t r = ~(a64() ^ b64()); set64(r); w.scc = r; return true; }
    case Op::s_lshl_b32: { uint32_t r = a32() << (b32() & 31); set32(r); w.scc = r; return true; }
    case Op::s_lshl_b64: { uint64_t r = a64() << (b32() & 63); set64(r); w.scc = r; return true; }
    case Op::s_lshr_b32: { uint32_t r = a32() >> (b32() & 31); set32(r); w.scc = r; return true; }
    case Op::s_lshr_b64: { uint64_t r = a64() >> (b32() & 63); set64(r); w.scc = r; return true; }
    case Op::s_ashr_i32: { uint32_t r = uint32_t(int32_t(a32()) >> (b32() & 31)); set32(r); w.scc = r; return true; }
    case Op::s_ashr_i64: { uint64_t r = uint64_t(int64_t(a64()) >> (b32() & 63)); set64(r); w.scc = r; return true; }
    case Op::s_bfm_b32: set32(((1u << (a32() & 31)) - 1) << (b32() & 31)); return true;
    case Op::s_bfm_b64: set64(((1ull << (a32() & 63)) - 1) << (b32() & 63)); return true;
    case Op::s_mul_i32: set32(a32() * b32()); return true;
    case Op::s_bfe_u32: { uint32_t r = bfeU32(a32(), b32()); set32(r); w.scc = r; return true; }
    case Op::s_bfe_i32: { uint32_t r = bfeI32(a32(), b32()); set32(r); w.scc = r; return true; }
    case Op::s_bfe_u64: { uint64_t r = bfeU64(a64(), b32()); set64(r); w.scc = r; return true; }
    case Op::s_bfe_i64: { uint64_t r = bfeI64(a64(), b32()); set64(r); w.scc = r; return true; }
    case Op::s_absdiff_i32: {
      int64_t r = int64_t(int32_t(a32())) - int32_t(b32());
      uint32_t u = uint32_t(r < 0 ? -r : r);
      set32(u); w.scc = u; return true;
    }
    case Op::s_mul_hi_u32: set32(uint32_t((uint64_t(a32()) * b32()) >> 32)); return true;
    case Op::s_mul_hi_i32: set32(uint32_t(uint64_t(int64_t(int32_t(a32())) * int32_t(b32())) >> 32)); return true;
    case Op::s_lshl1_add_u32: case Op::s_lshl2_add_u32: case Op::s_lshl3_add_u32: case Op::s_lshl4_add_u32: {
      const unsigned n = d.op == Op::s_lshl1_add_u32 ? 1 : d.op == Op::s_lshl2_add_u32 ? 2 : d.op == Op::s_lshl3_add_u32 ? 3 : 4;
      uint64_t r = (uint64_t(a32()) << n) + b32();
      set32(uint32_t(r)); w.scc = r >= (1ull << 32); return true;
    }
    case Op::s_pack_ll_b32_b16: set32((a32() & 0xffff) | b32() << 16); return true;
    case Op::s_pack_lh_b32_b16: set32((a32() & 0xffff) | (b32() & 0xffff0000u)); return true;
    case Op::s_pack_hh_b32_b16: set32((a32() >> 16) | (b32() & 0xffff0000u)); return true;
    case Op::s_add_nc_u64: set64(a64() + b64()); return true;  // GFX12: 64-bit, no SCC
    case Op::s_sub_nc_u64: set64(a64() - b64()); return true;
    case Op::s_mul_u64: set64(a64() * b64()); return true;
    case Op::s_pack_hl_b32_b16: set32((a32() >> 16) | (b32() << 16)); return true;  // { S1[15:0], S0[31:16] }
    case Op::s_cbranch_g_fork: return fork(a64(), int64_t(b64()));
    case Op::s_rfe_restore_b64: return jumpToAddress(w, a64(), index);

    // ---------------------------------------------------------------- SOP1
    case Op::s_mov_b32: set32(a32()); return true;
    case Op::s_mov_b64: set64(a64()); return true;
    case Op::s_cmov_b32: if (w.scc) set32(a32()); return true;
    case Op::s_cmov_b64: if (w.scc) set64(a64()); return true;
    case Op::s_not_b32: { uint32_t r = ~a32(); set32(r); w.scc = r; return true; }
    case Op::s_not_b64: { uint64_t r = ~a64(); set64(r); w.scc = r; return true; }
    case Op::s_wqm_b32: { uint32_t r = uint32_t(wqm(a32(), 32)); set32(r); w.scc = r; return true; }
    case Op::s_wqm_b64: { uint64_t r = wqm(a64(), 64); set64(r); w.scc = r; return true; }
    case Op::s_brev_b32: { uint32_t v = a32(), r = 0; for (int i = 0; i < 32; ++i) r |= ((v >> i) & 1) << (31 - i); set32(r); return true; }
    case Op::s_brev_b64: { uint64_t v = a64(), r = 0; for (int i = 0; i < 64; ++i) r |= ((v >> i) & 1) << (63 - i); set64(r); return true; }
    case Op::s_bcnt0_i32_b32: { uint32_t r = 32 - std::popcount(a32()); set32(r); w.scc = r; return true; }
    case Op::s_bcnt0_i32_b64: { uint32_t r = 64 - std::popcount(a64()); set32(r); w.scc = r; return true; }
    case Op::s_bcnt1_i32_b32: { uint32_t r = std::popcount(a32()); set32(r); w.scc = r; return true; }
    case Op::s_bcnt1_i32_b64: { uint32_t r = std::popcount(a64()); set32(r); w.scc = r; return true; }
    case Op::s_ff0_i32_b32: set32(ffFirst(~uint64_t(a32()) & 0xffffffffull)); return true;
    case Op::s_ff0_i32_b64: set32(ffFirst(~a64())); return true;
    case Op::s_ff1_i32_b32: set32(ffFirst(a32())); return true;
    case Op::s_ff1_i32_b64: set32(ffFirst(a64())); return true;
    case Op::s_flbit_i32_b32: set32(flbitU(a32(), 32)); return true;
    case Op::s_flbit_i32_b64: set32(flbitU(a64(), 64)); return true;
    case Op::s_flbit_i32: set32(flbitS(a32(), 32)); return true;
    case Op::s_flbit_i32_i64: set32(flbitS(a64(), 64)); return true;
    case Op::s_sext_i32_i8: set32(uint32_t(int32_t(int8_t(a32())))); return true;
    case Op::s_sext_i32_i16: set32(uint32_t(int32_t(int16_t(a32())))); return true;
    case Op::s_bitset0_b32: set32(dst32() & ~(1u << (a32() & 31))); return true;
    case Op::s_bitset1_b32: set32(dst32() | (1u << (a32() & 31))); return true;
    case Op::s_bitset0_b64: set64(read64(w, d.dst) & ~(1ull << (a32() & 63))); return true;
    case Op::s_bitset1_b64: set64(read64(w, d.dst) | (1ull << (a32() & 63))); return true;
    case Op::s_getpc_b64: case Op::s_get_pc_i64: set64(nextPc); return true;  // (GFX12.5's names: the same operations)
    case Op::s_setpc_b64: case Op::s_set_pc_i64: return jumpToAddress(w, a64(), index);
    case Op::s_swappc_b64: case Op::s_swap_pc_i64: { uint64_t to = a64(); set64(nextPc); return jumpToAddress(w, to, index); }
    // GFX12.5: a signed byte distance from the next instruction (as the branches count theirs; src/emu/README.md)
    case Op::s_add_pc_i64: return jumpToAddress(w, nextPc + a64(), index);
    case Op::s_rfe_b64: return jumpToAddress(w, a64(), index);
    case Op::s_and_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return s & e; }, false);
    case Op::s_or_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return s | e; }, false);
    case Op::s_xor_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return s ^ e; }, false);
    case Op::s_andn2_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return s & ~e; }, false);
    case Op::s_orn2_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return s | ~e; }, false);
    case Op::s_nand_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return ~(s & e); }, false);
    case Op::s_nor_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return ~(s | e); }, false);
    case Op::s_xnor_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return ~(s ^ e); }, false);
    case Op::s_andn1_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return ~s & e; }, false);
    case Op::s_orn1_saveexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return ~s | e; }, false);
    case Op::s_andn1_wrexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return ~s & e; }, true);
    case Op::s_andn2_wrexec_b64: return saveexec(true, [](uint64_t s, uint64_t e) { return s & ~e; }, true);
    case Op::s_and_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return s & e; }, false);
    case Op::s_or_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return s | e; }, false);
    case Op::s_xor_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return s ^ e; }, false);
    case Op::s_andn2_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return s & ~e; }, false);
    case Op::s_orn2_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return s | ~e; }, false);
    case Op::s_nand_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return ~(s & e); }, false);
    case Op::s_nor_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return ~(s | e); }, false);
    case Op::s_xnor_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return ~(s ^ e); }, false);
    case Op::s_andn1_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return ~s & e; }, false);
    case Op::s_orn1_saveexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return ~s | e; }, false);
    case Op::s_andn1_wrexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return ~s & e; }, true);
    case Op::s_andn2_wrexec_b32: return saveexec(false, [](uint64_t s, uint64_t e) { return s & ~e; }, true);
    case Op::s_quadmask_b32: { uint32_t r = uint32_t(quadmask(a32(), 32)); set32(r); w.scc = r; return true; }
    case Op::s_quadmask_b64: { uint64_t r = quadmask(a64(), 64); set64(r); w.scc = r; return true; }
    case Op::s_movrels_b32: case Op::s_movrels_b64: {
      const unsigned n = d.op == Op::s_movrels_b64 ? 2 : 1;
      const int i = movrelIndex(d.s0.code, w.s[m0Code()], n, true);
      const uint64_t v = i < 0 ? 0 : n == 2 ? read64(w, uint16_t(i)) : w.s[i];
      n == 2 ? set64(v) : set32(uint32_t(v));
      return true;
    }
    case Op::s_movreld_b32: case Op::s_movreld_b64: {
      const unsigned n = d.op == Op::s_movreld_b64 ? 2 : 1;
      const int i = movrelIndex(d.dst, w.s[m0Code()], n, false);
      if (i >= 0) n == 2 ? write64(w, uint16_t(i), a64()) : write32(w, uint16_t(i), a32());
      return true;
    }
    case Op::s_movrelsd_2_b32: {
      const uint32_t m0 = w.s[m0Code()];
      const int si = movrelIndex(d.s0.code, m0 & 0x3ff, 1, true);
      const int di = movrelIndex(d.dst, (m0 >> 16) & 0x3ff, 1, false);
      if (di >= 0) write32(w, uint16_t(di), si < 0 ? 0 : w.s[si]);
      return true;
    }
    case Op::s_cbranch_join: {
      if (w.csp == a32()) return true;
      --w.csp;
      const uint16_t slot = uint16_t(w.csp * 4);
      write64(w, opnd::kExecLo, read64(w, slot));
      return jumpToAddress(w, read64(w, uint16_t(slot + 2)), index);
    }
    case Op::s_abs_i32: { int32_t x = int32_t(a32()); uint32_t r = x < 0 ? 0u - uint32_t(x) : uint32_t(x); set32(r); w.scc = r; return true; }
    case Op::s_set_gpr_idx_idx: w.s[m0Code()] = (w.s[m0Code()] & 0xffffff00u) | (a32() & 0xff); return true;
    case Op::s_bitreplicate_b64_b32: set64(bitreplicate(a32())); return true;

    // ---------------------------------------------------------------- SOPC
    case Op::s_cmp_eq_i32: case Op::s_cmp_eq_u32: w.scc = a32() == b32(); return true;
    case Op::s_cmp_lg_i32: case Op::s_cmp_lg_u32: w.scc = a32() != b32(); return true;
    case Op::s_cmp_gt_i32: w.scc = int32_t(a32()) > int32_t(b32()); return true;
    case Op::s_cmp_ge_i32: w.scc = int32_t(a32()) >= int32_t(b32()); return true;
    case Op::s_cmp_lt_i32: w.scc = int32_t(a32()) < int32_t(b32()); return true;
    case Op::s_cmp_le_i32: w.scc = int32_t(a32()) <= int32_t(b32()); return true;
    case Op::s_cmp_gt_u32: w.scc = a32() > b32(); return true;
    case Op::s_cmp_ge_u32: w.scc = a32() >= b32(); return true;
    case Op::s_cmp_lt_u32: w.scc = a32() < b32(); return true;
    case Op::s_cmp_le_u32: w.scc = a32() <= b32(); return true;
    case Op::s_bitcmp0_b32: w.scc = !((a32() >> (b32() & 31)) & 1); return true;
    case Op::s_bitcmp1_b32: w.scc = (a32() >> (b32() & 31)) & 1; return true;
    case Op::s_bitcmp0_b64: w.scc = !((a64() >> (b32() & 63)) & 1); return true;
    case Op::s_bitcmp1_b64: w.scc = (a64() >> (b32() & 63)) & 1; return true;
    case Op::s_cmp_eq_u64: w.scc = a64() == b64(); return true;
    case Op::s_cmp_lg_u64: w.scc = a64() != b64(); return true;
    case Op::s_setvskip: w.vskip = (a32() >> (b32() & 31)) & 1; return true;
    case Op::s_set_gpr_idx_on:
      w.hw[1] |= 1u << 27;
      w.s[m0Code()] = (w.s[m0Code()] & 0xffff0f00u) | (d.imm & 15) << 12 | (a32() & 0xff);
      return true;

    // ---------------------------------------------------------------- SOPK
    case Op::s_movk_i32: set32(uint32_t(simm)); return true;
    case Op::s_cmovk_i32: if (w.scc) set32(uint32_t(simm)); return true;
    case Op::s_cmpk_eq_i32: w.scc = int32_t(dst32()) == simm; return true;
    case Op::s_cmpk_lg_i32: w.scc = int32_t(dst32()) != simm; return true;
    case Op::s_cmpk_gt_i32: w.scc = int32_t(dst32()) > simm; return true;
    case Op::s_cmpk_ge_i32: w.scc = int32_t(dst32()) >= simm; return true;
    case Op::s_cmpk_lt_i32: w.scc = int32_t(dst32()) < simm; return true;
    case Op::s_cmpk_le_i32: w.scc = int32_t(dst32()) <= simm; return true;
    case Op::s_cmpk_eq_u32: w.scc = dst32() == (d.imm & 0xffff); return true;
    case Op::s_cmpk_lg_u32: w.scc = dst32() != (d.imm & 0xffff); return true;
    case Op::s_cmpk_gt_u32: w.scc = dst32() > (d.imm & 0xffff); return true;
    case Op::s_cmpk_ge_u32: w.scc = dst32() >= (d.imm & 0xffff); return true;
    case Op::s_cmpk_lt_u32: w.scc = dst32() < (d.imm & 0xffff); return true;
    case Op::s_cmpk_le_u32: w.scc = dst32() <= (d.imm & 0xffff); return true;
    case Op::s_addk_i32: { int64_t r = int64_t(int32_t(dst32())) + simm; set32(uint32_t(r)); w.scc = r != int32_t(r); return true; }
    case Op::s_mulk_i32: set32(dst32() * uint32_t(simm)); return true;
    case Op::s_getreg_b32: case Op::s_setreg_b32: case Op::s_setreg_imm32_b32: {
      const uint32_t field = d.imm & 0xffff;
      const unsigned id = field & 63, offset = (field >> 6) & 31, size = ((field >> 11) & 31) + 1;
      const uint32_t ones = size >= 32 ? 0xffffffffu : (1u << size) - 1;
      if (d.op == Op::s_getreg_b32) { set32((hwregRead(w, id) >> offset) & ones); return true; }
      const uint32_t value = d.op == Op::s_setreg_b32 ? dst32() : d.lit;
      hwregWrite(w, id, value << offset, ones << offset);
      return true;
    }
    case Op::s_call_b64: set64(nextPc); return branchTo(w, d.target, index);
    case Op::s_waitcnt_lgkmcnt: return smem_.drainTo(w, (d.dst == opnd::kNull && gfx10_ ? 0 : dst32()) + (d.imm & 0xffff));
    case Op::s_waitcnt_vscnt: case Op::s_waitcnt_vmcnt: case Op::s_waitcnt_expcnt: case Op::s_version:
      return true;  // vector memory counters: VectorMemory::vmemBefore (src/emu/vmem_counters.cpp)
    case Op::s_cbranch_i_fork: return fork(read64(w, d.dst), d.target < 0 ? -1 : int64_t(pcOf(uint32_t(d.target))));
    case Op::s_subvector_loop_begin: case Op::s_subvector_loop_end: case Op::s_barrier_init: case Op::s_barrier_join:
    case Op::s_barrier_leave: case Op::s_alloc_vgpr:
      return fault(FaultKind::Unsupported, w, index, std::string(scalarUnsupported(d.op)));

    // ---------------------------------------------------------------- SOPP
    case Op::s_nop: case Op::s_sleep: case Op::s_setkill: case Op::s_icache_inv: case Op::s_incperflevel:
    case Op::s_decperflevel: case Op::s_ttracedata: case Op::s_ttracedata_imm: case Op::s_wakeup:
    case Op::s_inst_prefetch: case Op::s_waitcnt_depctr:
    // GFX11+ scheduling hints: s_delay_alu (instruction dependencies for the issue logic), s_wait_event, GFX12's
    // s_sleep_var and s_wait_alu (the hazards they resolve are the lint's), no architectural effect.
    case Op::s_delay_alu: case Op::s_wait_event: case Op::s_sleep_var: case Op::s_wait_alu:
    // GFX12.5's XCNT counts memory instructions whose addresses are not yet translated: the emulator translates at
    // issue, so it is always 0 (src/emu/README.md).
    case Op::s_wait_xcnt:
      return true;
    case Op::s_set_vgpr_msb:  // GFX12.5: MODE[19:12] (the decoded program already names the VGPRs it selects)
      w.hw[1] = (w.hw[1] & ~kMsbModeMask) | msbModeBits(uint8_t(d.imm));
      return true;
    case Op::s_clause: return true;  // tracked in step()
    case Op::s_endpgm: case Op::s_endpgm_saved: case Op::s_endpgm_ordered_ps_done:
      if (!smem_.drainTo(w, 0)) return false;
      return endWave(w, index);
    case Op::s_code_end:
      return fault(FaultKind::InvalidInstruction, w, index, "executed s_code_end (code padding, not an instruction to run)");
    case Op::s_branch: return branchTo(w, d.target, index);
    case Op::s_cbranch_scc0: return w.scc ? true : branchTo(w, d.target, index);
    case Op::s_cbranch_scc1: return w.scc ? branchTo(w, d.target, index) : true;
    case Op::s_cbranch_vccz: return vcc(w) == 0 ? branchTo(w, d.target, index) : true;
    case Op::s_cbranch_vccnz: return vcc(w) != 0 ? branchTo(w, d.target, index) : true;
    case Op::s_cbranch_execz: return exec(w) == 0 ? branchTo(w, d.target, index) : true;
    case Op::s_cbranch_execnz: return exec(w) != 0 ? branchTo(w, d.target, index) : true;
    case Op::s_cbranch_cdbgsys: case Op::s_cbranch_cdbguser: case Op::s_cbranch_cdbgsys_or_user:
    case Op::s_cbranch_cdbgsys_and_user:
      return true;  // no debugger: the conditional-debug bits are clear
    case Op::s_barrier:
      if (w.wavesInGroup <= 1) return true;
      w.status = WaveStatus::AtBarrier;
      return false;
    // GFX12's split barrier on the work-group barrier (-1): the wave meets the others at s_barrier_wait, the
    // signal only marks its arrival (src/emu/README.md: a wave waits until every wave of the group waits).
    case Op::s_barrier_signal: case Op::s_barrier_signal_isfirst: {
      // The RDNA4 manual: barrier 0 and the trap barrier (-2, privileged) are no-ops here, as is any barrier of a
      // wave alone in its work-group; ISFIRST sets SCC when the wave is the first to signal since it completed.
      const auto id = unnamedBarrier(w, d, a32());
      if (!id) return fault(FaultKind::Unsupported, w, index, kNamedBarrierRefusal);
      const bool counts = *id == -1 && w.wavesInGroup > 1;
      if (d.op == Op::s_barrier_signal_isfirst) w.scc = counts && cx_.barrierSignals == 0;
      if (counts) ++cx_.barrierSignals, barrierCheck(w);
      return true;
    }
    case Op::s_get_barrier_state: {  // { signalCnt[22:16], memberCnt[10:4], valid[0] }, returned through KMCNT
      const auto id = unnamedBarrier(w, d, a32());
      if (!id) return fault(FaultKind::Unsupported, w, index, kNamedBarrierRefusal);
      // (the member count is the work-group's waves, set at its launch; a wave that ended counts as signaled)
      const uint32_t state = *id == 0 ? 0u
                                      : (*id == -1 ? cx_.barrierSignals & 0x7f : 0u) << 16 | (w.wavesInGroup & 0x7f) << 4 | 1u;
      return smem_.issueReturn(w, index, d.dst, 1, state);
    }
    case Op::s_barrier_wait:
      if (int16_t(d.imm) != -1)
        return fault(FaultKind::Unsupported, w, index, kNamedBarrierRefusal);
      if (w.wavesInGroup <= 1) return true;
      w.status = WaveStatus::AtBarrier;
      return false;
    case Op::s_waitcnt: return smem_.drainTo(w, decodeWaitcnt(gen_, d.imm).lgkm);
    case Op::s_wait_idle: return smem_.drainTo(w, 0);
    case Op::s_wait_kmcnt: return smem_.drainTo(w, d.imm & 0xffff);  // GFX12: SMEM's own counter
    case Op::s_wait_loadcnt: case Op::s_wait_storecnt: case Op::s_wait_dscnt: case Op::s_wait_expcnt:
    case Op::s_wait_loadcnt_dscnt: case Op::s_wait_storecnt_dscnt: case Op::s_wait_samplecnt: case Op::s_wait_bvhcnt:
      return true;  // vector memory counters: VectorMemory::vmemBefore (src/emu/vmem_counters.cpp)
    case Op::s_sethalt:
      if (!(d.imm & 1)) return true;
      if (!smem_.drainTo(w, 0)) return false;
      return endWave(w, index);
    case Op::s_setprio: w.prio = uint8_t(d.imm & 3); return true;
    case Op::s_sendmsg:
      w.messages.push_back(d.imm);
      return (d.imm & 0xf) == 1 && cx_.host ? hostInterrupt(w, index) : true;  // MSG_INTERRUPT: the doorbell rang
    case Op::s_sendmsg_rtn_b32: case Op::s_sendmsg_rtn_b64: {
      // GFX11+: a value returned through the KM counter. MSG_RTN_GET_REALTIME (131) reads s_memrealtime's clock;
      // MSG_RTN_GET_TMA / GET_TBA (130, 133) the trap handler's addresses: 0, none is installed.
      const unsigned dwords = d.op == Op::s_sendmsg_rtn_b64 ? 2 : 1;
      switch (d.imm & 0xff) {
        case 131: return smem_.issueReturn(w, index, d.dst, dwords, cx_.clock / 16);
        case 130: case 133: return smem_.issueReturn(w, index, d.dst, dwords, 0);
        default:
          return fault(FaultKind::Unsupported, w, index,
                       "s_sendmsg_rtn message " + std::to_string(d.imm & 0xff) + " is not modelled (only GET_REALTIME, GET_TMA, GET_TBA)");
      }
    }
    case Op::s_sendmsghalt:
      w.messages.push_back(d.imm);
      if (!smem_.drainTo(w, 0)) return false;
      return endWave(w, index);
    case Op::s_trap:
      return fault(FaultKind::Trap, w, index, "s_trap " + std::to_string(d.imm & 0xff) + ": no trap handler is installed");
    case Op::s_set_gpr_idx_off: w.hw[1] &= ~(1u << 27); return true;
    case Op::s_set_gpr_idx_mode:
      w.s[m0Code()] = (w.s[m0Code()] & 0xffff0fffu) | (d.imm & 15) << 12;
      return true;
    case Op::s_round_mode: w.hw[1] = (w.hw[1] & ~0xfu) | (d.imm & 0xf); return true;
    case Op::s_denorm_mode: w.hw[1] = (w.hw[1] & ~0xf0u) | (d.imm & 0xf) << 4; return true;
    default:
      if (const Op v = saluFloatCounterpart(d.op); v != Op::Count) return execSaluFloat(w, d, v, index);
      return fault(FaultKind::Unsupported, w, index, "instruction not implemented by the emulator");
  }
}

bool ScalarAlu::hostInterrupt(Wave& w, uint32_t index) {
  if (Fault f = cx_.host->interrupt(); f.kind != FaultKind::None) return fault(f.kind, w, index, f.message);
  return true;
}

std::optional<int32_t> ScalarAlu::unnamedBarrier(const Wave& w, const SInst& d, uint32_t operand) const {
  const int32_t id = d.s0.code == m0Code() ? int32_t(w.s[m0Code()] & 31) : int32_t(operand);
  if (id == -1 || id == 0 || id == -2) return id;
  return std::nullopt;
}

bool ScalarAlu::endWave(Wave& w, uint32_t index) {
  w.status = WaveStatus::Ended;
  w.pc = index;
  ++cx_.endedWaves;
  barrierCheck(w);
  return false;
}

void ScalarAlu::barrierCheck(const Wave& w) {
  if (cx_.barrierSignals && cx_.barrierSignals + cx_.endedWaves >= w.wavesInGroup) cx_.barrierSignals = 0;
}

}  // namespace gcnkit::emu
