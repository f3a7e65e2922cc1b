// SALU floating point (GFX11.5+: gfx1150-gfx1153, GFX12). The RDNA3.5 manual (§6.8) says these "produce identical
// results with their VALU counterparts" (no operand modifiers), so each runs its VALU counterpart's semantics
// (s_add_f32 -> v_add_f32, s_cmp_lt_f16 -> v_cmp_lt_f16, ...) on one lane, with the wave's MODE: one definition of
// rounding, denormals and NaNs for both units. F16 operations read bits 15:0 of their SGPRs and zero bits 31:16 of
// the destination; s_cvt_hi_f32_f16 converts bits 31:16 (v_cvt_f32_f16 of the high half).
#include <array>
#include <string>

#include "emu/scalar_alu.h"
#include "emu/valu.h"

namespace gcnkit::emu {

namespace {

// The VALU row a SALU float row performs: its name with "v_" for "s_"; Count for rows that are no float operation.
const std::array<Op, size_t(Op::Count)>& vectorCounterparts() {
  static const auto* table = [] {
    auto* t = new std::array<Op, size_t(Op::Count)>;
    t->fill(Op::Count);
    for (size_t i = 0; i < size_t(Op::Count); ++i) {
      const OpInfo& info = opInfo(Op(i));
      if (!isScalar(info.enc) || info.enc == Encoding::SMEM) continue;
      // The SALU float rows: those that need the salu-float feature somewhere, and GFX12's (every GFX12 processor
      // has it: s_minimum_f32, ...) by their float sources.
      bool floatRow = false;
      for (const FeatureGate& g : info.gates) floatRow |= (g.needs & kFeatSaluFloat) != 0;
      for (int k = 0; k < info.numOperands; ++k)
        floatRow |= info.operands[k].kind == OperandKind::SSrc &&
                    (info.operands[k].type == ValType::F32 || info.operands[k].type == ValType::F16);
      if (!floatRow) continue;
      std::string name(info.name);
      if (name == "s_cvt_hi_f32_f16") name = "s_cvt_f32_f16";
      name[0] = 'v';
      if (auto v = findOp(name); v && isValu(opInfo(*v).enc)) (*t)[i] = *v;
    }
    return t;
  }();
  return *table;
}

}  // namespace

Op saluFloatCounterpart(Op op) { return vectorCounterparts()[size_t(op)]; }

bool ScalarAlu::execSaluFloat(Wave& w, const SInst& d, Op vector, uint32_t index) {
  const ValuSemantics& sem = valuSemantics(vector);
  if (!sem.fn) return fault(FaultKind::Unsupported, w, index, "instruction not implemented by the emulator");
  if (!fctx_) fctx_ = std::make_unique<VCtx>();
  VCtx& c = *fctx_;
  VInst vi;
  vi.op = vector;
  vi.sem = &sem;
  vi.k = d.lit;  // s_fmaak_f32 / s_fmamk_f32: the literal K
  const bool half = d.op != Op::s_cvt_hi_f32_f16 && opInfo(d.op).operands[1].type == ValType::F16;
  uint32_t src[3] = {src32(w, d.s0), src32(w, d.s1), read32(w, d.dst)};  // (the destination: s_fmac's addend)
  if (d.op == Op::s_cvt_hi_f32_f16) src[0] >>= 16;
  else if (half) src[0] &= 0xffff, src[1] &= 0xffff, src[2] &= 0xffff;
  for (int i = 0; i < 3; ++i) c.a[i] = &src[i];
  c.lanes = 1;
  c.exec = 1;
  c.maskIn = 0;
  c.maskOut = 0;
  c.mode = fp::decodeMode(w.hw[1]);
  c.gen = gen_;
  c.vi = &vi;
  c.wave = &w;
  c.unit = nullptr;
  c.faulted = false;
  fp::setHostRound(sem.f64Mode ? c.mode.round64 : c.mode.round32);
  sem.fn(c);
  switch (sem.result) {
    case VResult::Mask: w.scc = c.maskOut & 1; return true;  // the compares: SCC
    case VResult::R16: write32(w, d.dst, c.d32[0] & 0xffff); return true;
    case VResult::R32: write32(w, d.dst, c.d32[0]); return true;
    default: return fault(FaultKind::Unsupported, w, index, "instruction not implemented by the emulator");
  }
}

}  // namespace gcnkit::emu
