// Register and counter effects of scalar and vector ALU instructions (vector memory: memory_effects.cpp).
#include "analysis/effects.h"

#include <array>

#include <fmt/format.h>

#include "analysis/memory_effects.h"
#include "codec/codec.h"
#include "codec/vopd_rules.h"
#include "codec/smem_offset.h"
#include "isa/memory_features.h"
#include "isa/implicit_registers.h"
#include "isa/mai.h"
#include "isa/ops.h"
#include "isa/registers.h"
#include "isa/symbolic.h"
#include "isa/vector_features.h"
#include "isa/wait_states.h"

namespace gcnkit::analysis {

namespace {
Gfx12Wait gfx12WaitCounter(Counter c) {
  switch (c) {
    case kVs: return Gfx12Wait::Store;
    case kExp: return Gfx12Wait::Exp;
    case kDs: return Gfx12Wait::Ds;
    case kKm: return Gfx12Wait::Km;
    case kSample: return Gfx12Wait::Sample;
    case kBvh: return Gfx12Wait::Bvh;
    default: return Gfx12Wait::Load;
  }
}
}  // namespace

const char* counterName(Counter c, Gen g) {
  const bool split = memoryFeatures(g).splitWaitCounters;
  switch (c) {
    case kVm: return split ? "loadcnt" : "vmcnt";
    case kLgkm: return "lgkmcnt";
    case kExp: return "expcnt";
    case kVs: return split ? "storecnt" : "vscnt";
    case kDs: return "dscnt";
    case kKm: return "kmcnt";
    case kSample: return "samplecnt";
    case kBvh: return "bvhcnt";
    default: return "?";
  }
}

bool hasCounter(Gen g, Counter c) { return counterRules(g).max[c] != 0; }

std::string waitText(Counter c, unsigned n, Gen g) {
  if (memoryFeatures(g).splitWaitCounters) return fmt::format("s_wait_{} {}", counterName(c, g), n);
  return fmt::format("s_waitcnt {}({})", counterName(c, g), n);
}

std::string waitAllText(Gen g) {
  if (memoryFeatures(g).splitWaitCounters)  // (what clang-22 writes at a GFX12 function's entry)
    return "s_wait_loadcnt_dscnt 0, s_wait_expcnt 0, s_wait_samplecnt 0, s_wait_bvhcnt 0 and s_wait_kmcnt 0";
  return "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)";
}

const CounterRules& counterRules(Gen g) {
  // The maxima are the s_waitcnt fields' (isa/symbolic.h); VS_CNT is a 6-bit count of its own (GFX10). GFX12 has no
  // s_waitcnt: each counter its own wait (gfx12WaitMax).
  static const std::array<CounterRules, kGenCount> kRows = [] {
    std::array<CounterRules, kGenCount> rows{};
    for (int i = 0; i < kGenCount; ++i) {
      const Gen g = Gen(i);
      CounterRules& r = rows[size_t(i)];
      r.vsCnt = memoryFeatures(g).vsCnt;
      r.storeDataHeld = memoryFeatures(g).storeDataExpCnt;
      if (memoryFeatures(g).splitWaitCounters) {  // (stores count apart there too: vsCnt)
        for (Counter c : {kVm, kVs, kExp, kDs, kKm, kSample, kBvh}) r.max[c] = gfx12WaitMax(gfx12WaitCounter(c));
        continue;
      }
      r.max[kVm] = waitcntMax(g, 0);
      r.max[kExp] = waitcntMax(g, 1);
      r.max[kLgkm] = waitcntMax(g, 2);
      r.max[kVs] = r.vsCnt ? 63 : 0;
    }
    return rows;
  }();
  return kRows[size_t(genIndex(g))];
}

namespace {

constexpr uint16_t kVcc = opnd::kVccLo, kExec = opnd::kExecLo;

// Scalar operand codes that are registers (not constants, literals or special sources).
bool scalarRegister(uint32_t code) { return code < 128 && code != opnd::kNull; }

void readScalar(Effects& e, uint32_t code, unsigned dwords) {
  if (scalarRegister(code)) e.reads.addScalar(code, dwords);
}

// The special register the instruction reads or writes without naming it.
void implicitScalar(Op op, const Target& t, Effects& e) {
  if (const auto r = implicitScalarRegister(op, t)) {
    if (r->read) e.reads.addScalar(r->code, r->dwords);
    if (r->write) e.writes.addScalar(r->code, r->dwords);
  }
}

void scalarEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e) {
  const Gen g = t.gen();
  e.unit = info.enc == Encoding::SMEM ? Unit::Smem : Unit::Salu;
  if (info.enc == Encoding::SMEM) {
    smemEffects(inst, info, t, e);
    return;
  }
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!s.existsOn(g)) continue;
    const uint32_t v = inst[s.field];
    if (s.kind == OperandKind::SReg) {
      const SdstUse use = sdstUse(inst.op);
      if (use != SdstUse::Write) readScalar(e, v, s.dwords);
      if (use != SdstUse::Read && scalarRegister(v)) e.writes.addScalar(v, s.dwords);
    } else if (s.kind == OperandKind::SSrc) {
      readScalar(e, v, s.dwords);
    }
  }
  implicitScalar(inst.op, t, e);
  switch (inst.op) {
    case Op::s_nop: e.waitStates = nopWaitStates(g, inst[Field::SIMM16]); break;
    case Op::s_setreg_b32: case Op::s_setreg_imm32_b32: e.hwregWrite = int(inst[Field::SIMM16] & 63); break;
    case Op::s_getreg_b32: e.hwregRead = int(inst[Field::SIMM16] & 63); break;
    case Op::s_sendmsg: case Op::s_sendmsghalt: {
      MemEffect m;
      m.counts[kLgkm] = true;
      m.order = Order::Message;
      e.mem = m;
      if (!sendmsgReadsM0(inst[Field::SIMM16] & sendmsgIdMax(g), g)) {
        RegSet m0;
        m0.addScalar(m0Code(), 1);
        e.reads.remove(m0);
      }
      break;
    }
    default: break;
  }
}

bool isTranscendental(Op op) {
  switch (op) {
    case Op::v_exp_f32: case Op::v_log_f32: case Op::v_rcp_f32: case Op::v_rcp_iflag_f32: case Op::v_rsq_f32:
    case Op::v_sqrt_f32: case Op::v_rcp_f64: case Op::v_rsq_f64: case Op::v_sqrt_f64: case Op::v_sin_f32:
    case Op::v_cos_f32: case Op::v_exp_f16: case Op::v_log_f16: case Op::v_rcp_f16: case Op::v_rsq_f16:
    case Op::v_sqrt_f16: case Op::v_sin_f16: case Op::v_cos_f16: case Op::v_exp_legacy_f32:
    case Op::v_log_legacy_f32:
      return true;
    default:
      return false;
  }
}

struct ValuDecoder {
  const Instruction& inst;
  const OpInfo& info;
  const Target& t;
  Effects& e;
  Gen g = t.gen();
  bool hasSdst = false;
  uint16_t sdst = 0;
  uint16_t vdst = 0;
  unsigned vdstDwords = 0;

  bool wide() const { return inst.form == Form::E64 || info.enc == Encoding::VOP3 || info.enc == Encoding::VOP3P; }

  uint16_t compareResult() const {
    if (inst.form == Form::E64) return uint16_t(inst[Field::VDST]);
    if (inst.form == Form::Sdwa && vectorFeatures(g).sdwaScalar && inst[Field::SD]) return uint16_t(inst[Field::SDST]);
    return kVcc;
  }

  void source(uint32_t code, unsigned dwords) {
    if (isVgprCode(uint16_t(code))) e.reads.addVgpr(code - opnd::kVgpr0, dwords);
    else if (code == opnd::kSrcVccz) e.reads.addScalar(kVcc, laneMaskDwords(t));
    else if (code == opnd::kSrcExecz) e.reads.addScalar(kExec, laneMaskDwords(t));
    else if (code == opnd::kLdsDirect) e.reads.addScalar(m0Code(), 1), e.reads.add(kLdsSlot);
    else readScalar(e, code, dwords);
  }

  void operand(const OperandSpec& s) {
    const uint32_t v = inst[s.field];
    switch (s.kind) {
      case OperandKind::VReg:
        if (s.field == Field::VDST) {
          vdst = uint16_t(v);
          vdstDwords = s.dwords;
          e.writes.addVgpr(v, s.dwords);
        } else {  // a VGPR-only source (readlane, movrels, madmk, the interp I/J)
          e.reads.addVgpr(v >= opnd::kVgpr0 ? v - opnd::kVgpr0 : v, s.dwords);
        }
        break;
      case OperandKind::SReg:  // v_readlane / v_readfirstlane; VOPD3's v_dual_cndmask_b32 reads its lane mask
        if (info.enc == Encoding::VOPD3) source(v, 1);
        else if (scalarRegister(v)) e.writes.addScalar(v, 1);
        break;
      case OperandKind::Mask:
        if (s.field == Field::SRC2) {
          readScalar(e, wide() ? v : kVcc, laneMaskDwords(t));
        } else {
          hasSdst = true;
          sdst = info.enc == Encoding::VOPC ? compareResult() : uint16_t(wide() ? inst[Field::SDST] : kVcc);
        }
        break;
      case OperandKind::VSrc:
        source(v, s.dwords);
        break;
      default: break;
    }
  }

  // A VOPD word's Y component: its sources, its destination, and what it reads implicitly (fmac its accumulator,
  // cndmask vcc_lo), from the fields the Y operands are stored in.
  void vopdY() {
    const auto yop = vopdYRow(inst, g, t.features);
    if (!yop) return;
    const OpInfo& y = opInfo(*yop);
    for (int i = 0; i < y.numOperands; ++i) {
      const OperandSpec& s = y.operands[i];
      const uint32_t v = inst[vopdYField(s.field)];
      if (s.kind == OperandKind::VSrc) source(v, s.dwords);
      else if (s.kind == OperandKind::VReg && s.field == Field::VDST) e.writes.addVgpr(v, s.dwords);
      else if (s.kind == OperandKind::VReg) e.reads.addVgpr(v >= opnd::kVgpr0 ? v - opnd::kVgpr0 : v, s.dwords);
      else if (s.kind == OperandKind::SReg) source(v, 1);  // (VOPD3's v_dual_cndmask_b32: its lane-mask SGPR)
    }
    if (vopdSlots(y).src2 == Field::VDST) e.reads.addVgpr(inst[Field::VDSTY], 1);  // (v_dual_fmac_f32 accumulates)
    if ((y.traits & kTraitCndmask) && y.enc == Encoding::VOPD) e.reads.addScalar(kVcc, 1);
  }

  void run() {
    e.unit = Unit::Valu;
    for (int i = 0; i < info.numOperands; ++i)
      if (info.operands[i].existsOn(g)) operand(info.operands[i]);
    // v_mac/v_fmac/dot*c accumulate into the destination; v_cvt_pkaccum_u8_f32 merges one byte of it; a
    // writelane keeps the other lanes.
    const bool vopd = info.enc == Encoding::VOPD || info.enc == Encoding::VOPD3;
    if ((info.flags & kVopTied) || (vopd && vopdSlots(info).src2 == Field::VDST) || inst.op == Op::v_cvt_pkaccum_u8_f32 ||
        inst.op == Op::v_writelane_b32 || inst.op == Op::v_permlane16_b32 || inst.op == Op::v_permlanex16_b32)
      e.reads.addVgpr(vdst, vdstDwords ? vdstDwords : 1);
    if (vopd) {
      // (VOPD is wave32: vcc_lo; VOPD3's cndmask names its lane mask, an operand)
      if ((info.traits & kTraitCndmask) && info.enc == Encoding::VOPD) e.reads.addScalar(kVcc, 1);
      vopdY();
    }
    const unsigned mask = laneMaskDwords(t);
    if (info.flagsOn(g) & kVopCmpx) {
      e.cmpx = true;
      e.writes.addScalar(kExec, mask);
      if (!hasSdst) hasSdst = true, sdst = kVcc;
      if (!vectorFeatures(g).cmpxExecOnly && scalarRegister(sdst)) e.writes.addScalar(sdst, mask);
    } else if (hasSdst && scalarRegister(sdst)) {
      e.writes.addScalar(sdst, mask);
    }
    if (info.traits & kTraitReadsVcc) e.reads.addScalar(kVcc, mask);
    if ((info.traits & kTraitReadsM0) || info.enc == Encoding::VINTRP) e.reads.addScalar(m0Code(), 1);
    if (info.enc == Encoding::VINTRP || (info.traits & kTraitInterpWide)) e.reads.add(kLdsSlot);
    // Every lane operation reads EXEC but the lane moves that ignore it.
    if (inst.op != Op::v_readlane_b32 && inst.op != Op::v_writelane_b32) e.reads.addScalar(kExec, mask);
    e.dpp = inst.form == Form::Dpp || inst.form == Form::Dpp8;
    e.sdwa = inst.form == Form::Sdwa;
    e.trans = isTranscendental(baseRow(inst.op));
    e.dot = info.name.starts_with("v_dot");
    if (info.traits & kTraitLaneSelect) {
      const uint32_t sel = inst[Field::SRC1];
      if (scalarRegister(sel)) e.laneSelectSgpr = true, e.laneSelect = uint16_t(sel);
    }
  }
};

// MAI: the accumulation registers of gfx908+ (isa/mai.h says which operands are AGPRs and how wide).
void maiEffects(const Instruction& in, const Target& t, Effects& e) {
  e.unit = Unit::Valu;
  const MaiInfo* m = maiInfo(in.op);
  if (!m) return;
  const uint32_t src0 = in[Field::SRC0], vdst = in[Field::VDST];
  auto reg = [](uint32_t code) { return code - opnd::kVgpr0; };
  auto add = [&](RegSet& set, uint32_t r, unsigned dwords, bool agpr) {
    if (agpr) set.addAgpr(r, dwords);
    else set.addVgpr(r, dwords);
  };
  e.reads.addScalar(kExec, laneMaskDwords(t));
  if (m->flags & (kMaiRead | kMaiMov | kMaiWrite)) {
    add(e.writes, vdst, 1, !(m->flags & kMaiRead));
    if (isVgprCode(uint16_t(src0))) add(e.reads, reg(src0), 1, !(m->flags & kMaiWrite));
    else readScalar(e, src0, 1);
    e.accRead = m->flags & kMaiRead;
    e.accWrite = m->flags & kMaiWrite;
    return;
  }
  if (m->flags & kMaiLdScale) {
    for (Field f : {Field::SRC0, Field::SRC1})
      if (isVgprCode(uint16_t(in[f]))) add(e.reads, reg(in[f]), 1, false);
    return;
  }
  e.mfma = true;
  const MatrixOperands ops = matrixOperands(in, t);
  e.reads |= ops.a;
  e.reads |= ops.b;
  e.reads |= ops.c;
  e.reads |= ops.index;
  if (m->flags & kMaiScale)
    for (Field f : {Field::SCALE_SRC0, Field::SCALE_SRC1})
      if (isVgprCode(uint16_t(in[f]))) add(e.reads, reg(in[f]), 1, false);
  if (!(m->flags & kMaiSparse) && !isVgprCode(uint16_t(in[Field::SRC2]))) readScalar(e, in[Field::SRC2], 1);
  e.writes |= ops.d;
}

}  // namespace

MatrixOperands matrixOperands(const Instruction& in, const Target& t) {
  MatrixOperands o;
  const MaiInfo* m = maiInfo(in.op);
  if (!m || !(m->flags & (kMaiMfma | kMaiSparse))) return o;
  auto add = [](RegSet& set, uint32_t code, unsigned dwords, bool agpr) {
    if (!isVgprCode(uint16_t(code))) return;
    if (agpr) set.addAgpr(code - opnd::kVgpr0, dwords);
    else set.addVgpr(code - opnd::kVgpr0, dwords);
  };
  const bool accCd = t.has(kFeatGfx90aInsts) ? in[Field::CLAMP] != 0 : true;
  const uint32_t acc = in[Field::OPSEL_HI] & 3;
  const bool f8f6f4 = m->flags & kMaiF8f6f4;
  add(o.a, in[Field::SRC0], f8f6f4 ? unsigned(maiFormatDwords(in[Field::NEG_HI])) : m->a, acc & 1);
  add(o.b, in[Field::SRC1], f8f6f4 ? unsigned(maiFormatDwords(in[Field::NEG])) : m->b, acc & 2);
  (accCd ? o.d.addAgpr(in[Field::VDST], m->d) : o.d.addVgpr(in[Field::VDST], m->d));  // (VDST: the register number)
  if (m->flags & kMaiSparse) {
    add(o.index, in[Field::SRC2], m->c, false);
    o.c = o.d;  // D is the accumulator too
  } else {
    add(o.c, in[Field::SRC2], m->c, accCd);
  }
  if (m->flags & kMaiScale)
    for (Field f : {Field::SCALE_SRC0, Field::SCALE_SRC1}) add(o.scale, in[f], 1, false);
  return o;
}

Effects effectsOf(const Instruction& inst, const Target& t) {
  Effects e;
  const OpInfo& info = opInfo(inst.op);
  if (isScalar(info.enc)) {
    scalarEffects(inst, info, t, e);
  } else if (info.traits & kTraitMai) {
    maiEffects(inst, t, e);
  } else if (isValu(info.enc) || info.enc == Encoding::VINTRP || info.enc == Encoding::VOPD ||
             info.enc == Encoding::VOPD3 || info.enc == Encoding::VINTERP) {
    ValuDecoder{inst, info, t, e}.run();
  } else {
    vectorMemoryEffects(inst, info, t, e);
  }
  if (e.mem && memoryFeatures(t.gen()).splitWaitCounters) splitCounters(info, *e.mem);
  return e;
}

bool depctrWaits(const Instruction& inst, Gen g, std::string_view field) {
  if (baseRow(inst.op) != Op::s_waitcnt_depctr) return false;
  int n = 0;
  const DepctrField* f = depctrFields(g, n);
  for (int i = 0; i < n; ++i)
    if (f[i].name == field) return ((inst[Field::SIMM16] >> f[i].shift) & ((1u << f[i].bits) - 1)) == 0;
  return false;
}

}  // namespace gcnkit::analysis
