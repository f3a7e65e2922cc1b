#include "codec/vopd_rules.h"

#include "codec/codec.h"
#include "isa/registers.h"
#include "isa/vector_features.h"

namespace gcnkit {

namespace {

bool hasOperand(const OpInfo& info, Field f) { return info.operand(f) != nullptr; }

// The scalar values one component reads: distinct SGPR codes (count, codes), a literal, vcc_lo (cndmask).
struct BusReads {
  uint32_t sgprs[3];
  int n = 0;
  bool literal = false;
  void add(uint32_t code) {
    if (code == opnd::kLiteral) { literal = true; return; }
    const bool scalar = code < 128 && code != opnd::kNull;
    if (!scalar) return;
    for (int i = 0; i < n; ++i)
      if (sgprs[i] == code) return;
    sgprs[n++] = code;
  }
};

void addReads(BusReads& b, const OpInfo& info, const Instruction& inst, bool y) {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::KImm) b.literal = true;
    else if (s.kind == OperandKind::VSrc || s.kind == OperandKind::SReg) b.add(inst[y ? vopdYField(s.field) : s.field]);
  }
  // (VOPD's v_dual_cndmask_b32 reads vcc_lo; VOPD3's names its lane mask, an SReg operand)
  if ((info.traits & kTraitCndmask) && info.enc == Encoding::VOPD) b.add(opnd::kVccLo);
}

// A VGPR operand of one of LLVM's slots: its register number and width (number -1: none).
struct SlotReg {
  int n = -1;
  int dwords = 1;
};

SlotReg slotReg(const OpInfo& info, const Instruction& inst, Field f, bool y) {
  if (f == Field::Count) return {};
  const OperandSpec* s = info.operand(f);
  const uint32_t v = inst[y ? vopdYField(f) : f];
  const int dwords = s ? s->dwords : 1;
  if (f == Field::VDST) return {int(v), dwords};  // (destinations hold plain VGPR numbers)
  if (s && s->kind == OperandKind::SReg) return {};
  if (isVgprCode(uint16_t(v))) return {int(v - opnd::kVgpr0), dwords};
  if (v == opnd::kLdsDirect) return {1, 1};  // llvm-mc 22 counts src_lds_direct as v1's bank (it clashes with itself)
  return {};
}

// The banks a slot's register covers: `banks` banks, a VGPR pair two of them.
uint32_t bankSet(SlotReg r, int banks) {
  uint32_t set = 0;
  for (int i = 0; i < r.dwords; ++i) set |= 1u << ((r.n + i) % banks);
  return set;
}

bool banksClash(SlotReg a, SlotReg b, int banks, bool sameVgprAllowed) {
  if (a.n < 0 || b.n < 0) return false;
  if (sameVgprAllowed && a.n == b.n && a.dwords == b.dwords) return false;
  return (bankSet(a, banks) & bankSet(b, banks)) != 0;
}

// The components whose destination LLVM also reads as their src2 (the accumulator) for the bank rule, probed with
// llvm-mc 22 (an X writing v2 before `:: v_dual_fmamk_f32 v1, s0, 0x80, v0` is "src2 operands must use different VGPR
// banks" on gfx1100, gfx1200 and gfx1250): v_dual_fmac_f32 (v_fmac_f32 is tied), both v_dual_dot2acc_* in the VOPD
// word, and in the VOPD3 word the f16 one only (`v_dual_dot2acc_f32_bf16 v2, v1, v16 :: v_dual_fma_f32 v5, v3, v7, v6`
// assembles, the f16 one does not).
bool accumulates(const OpInfo& info) {
  if (info.sameAs != Op::Count && (opInfo(info.sameAs).flags & kVopTied)) return true;
  return &info == &opInfo(Op::v_dual_dot2acc_f32_f16) || &info == &opInfo(Op::v_dual_dot2acc_f32_bf16) ||
         &info == &opInfo(Op::v_dual_dot2acc_f32_f16_e96);
}

}  // namespace

VopdSlots vopdSlots(const OpInfo& info) {
  VopdSlots s;
  int k = -1, src1 = -1;
  for (int i = 0; i < info.numOperands; ++i) {
    if (info.operands[i].kind == OperandKind::KImm) k = i;
    if (info.operands[i].field == Field::SRC1) src1 = i;
  }
  if (src1 < 0) return s;
  if (k >= 0 && k < src1) s.src2 = Field::SRC1;  // v_dual_fmamk_f32: K stands where src1 does
  else s.src1 = Field::SRC1;
  if (const OperandSpec* src2 = info.operand(Field::SRC2); src2 && src2->kind == OperandKind::VReg)
    s.src2 = Field::SRC2;  // (VOPD3's v_dual_fma_*; cndmask's lane mask is no VGPR)
  if (s.src2 == Field::Count && accumulates(info)) s.src2 = Field::VDST;  // v_dual_fmac_f32's accumulator ...
  return s;
}

VopdRule vopdRuleBroken(const Instruction& inst, const OpInfo& x, const OpInfo& y, Gen g) {
  const bool vopd3 = x.enc == Encoding::VOPD3;
  const bool sameVgpr = vectorFeatures(g).vopdSameVgpr;
  const SlotReg dx = slotReg(x, inst, Field::VDST, false), dy = slotReg(y, inst, Field::VDST, true);
  if (sameVgpr && dx.n < dy.n + dy.dwords && dy.n < dx.n + dx.dwords) return VopdRule::DstDistinct;
  if (!vopd3 && (dx.n & 1) == (dy.n & 1)) return VopdRule::DstParity;
  // (llvm-mc 22 takes v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5 on gfx1201 and refuses it on gfx1100)
  const bool movPair = x.sameAs == Op::v_mov_b32 && y.sameAs == Op::v_mov_b32;
  const bool sourceBanks = !(vectorFeatures(g).vopdMovPairAnyBanks && movPair);
  const VopdSlots sx = vopdSlots(x), sy = vopdSlots(y);
  if (sourceBanks) {
    if (banksClash(slotReg(x, inst, Field::SRC0, false), slotReg(y, inst, Field::SRC0, true), 4, sameVgpr))
      return VopdRule::Src0Banks;
    if (sx.src1 != Field::Count && sy.src1 != Field::Count &&
        banksClash(slotReg(x, inst, sx.src1, false), slotReg(y, inst, sy.src1, true), 4, sameVgpr))
      return VopdRule::Src1Banks;
  }
  // (VOPD's src2 has two banks, the register number's parity; VOPD3's four)
  if (sx.src2 != Field::Count && sy.src2 != Field::Count &&
      banksClash(slotReg(x, inst, sx.src2, false), slotReg(y, inst, sy.src2, true), vopd3 ? 4 : 2, sameVgpr))
    return VopdRule::Src2Banks;
  BusReads b;
  addReads(b, x, inst, false);
  addReads(b, y, inst, true);
  if (b.n + (b.literal ? 1 : 0) > 2) return VopdRule::ConstantBus;
  return VopdRule::None;
}

VopdOperand vopdBusOverflow(const Instruction& inst, const OpInfo& x, const OpInfo& y) {
  BusReads b;
  for (const bool isY : {false, true}) {
    const OpInfo& info = isY ? y : x;
    for (int i = 0; i < info.numOperands; ++i) {
      const OperandSpec& s = info.operands[i];
      if (s.kind != OperandKind::VSrc && s.kind != OperandKind::SReg) continue;
      b.add(inst[isY ? vopdYField(s.field) : s.field]);
      if (b.n + (b.literal ? 1 : 0) > 2) return {s.field, isY};
    }
  }
  return {};
}

const char* vopdRuleMessage(VopdRule r) {
  switch (r) {
    case VopdRule::Src0Banks: return "src0 operands must use different VGPR banks";
    case VopdRule::Src1Banks: return "src1 operands must use different VGPR banks";
    case VopdRule::Src2Banks: return "src2 operands must use different VGPR banks";
    case VopdRule::DstParity: return "one dst register must be even and the other odd";
    case VopdRule::DstDistinct: return "dst registers must be distinct";
    case VopdRule::ConstantBus: return "invalid operand (violates constant bus restrictions)";
    case VopdRule::None: break;
  }
  return "";
}

bool vopdUnusedFieldsClear(const Instruction& inst, const OpInfo& x, const OpInfo& y) {
  // (The word's VGPR fields hold 256 + n once decoded; a component without vsrc1 leaves it 0, i.e. v0.)
  if (!hasOperand(x, Field::SRC1) && inst[Field::SRC1] != opnd::kVgpr0) return false;
  if (!hasOperand(y, Field::SRC1) && inst[Field::SRC1Y] != opnd::kVgpr0) return false;
  if (x.enc != Encoding::VOPD3) return true;
  // VOPD3: the src2 fields (bitop2's holds its bitop3 value) and the neg bits of sources that take none
  if (!hasOperand(x, Field::SRC2) && inst[Field::SRC2] != opnd::kVgpr0) return false;
  if (!hasOperand(y, Field::SRC2) && !(y.modifiers & kVopd3Bitop3) && inst[Field::SRC2Y] != opnd::kVgpr0) return false;
  if (inst[Field::NEG] & ~x.modifiers & kVopd3NegMask) return false;
  if (inst[Field::NEGY] & ~y.modifiers & kVopd3NegMask) return false;
  return true;
}

namespace {

// The VOPD3 row of a VOPD component's mnemonic with an X (or Y) opcode on `g` (nullptr: none).
const OpInfo* vopd3Row(const OpInfo& component, Gen g, bool y) {
  const auto first = findOp(component.name);
  for (Op o = first ? *first : Op::Count; o != Op::Count; o = opInfo(o).nextSameName) {
    const OpInfo& r = opInfo(o);
    if (r.enc == Encoding::VOPD3 && (y ? r.opcode64 : r.opcode)[genIndex(g)] >= 0) return &r;
  }
  return nullptr;
}

// Whether two rows read the same operand list (v_dual_cndmask_b32's VOPD3 row names its lane mask; the VOPD one
// reads vcc_lo).
bool sameOperands(const OpInfo& a, const OpInfo& b) {
  if (a.numOperands != b.numOperands) return false;
  for (int i = 0; i < a.numOperands; ++i)
    if (a.operands[size_t(i)].field != b.operands[size_t(i)].field || a.operands[size_t(i)].kind != b.operands[size_t(i)].kind)
      return false;
  return true;
}

}  // namespace

bool vopdTextReadsAsVopd3(const Instruction& inst, const OpInfo& x, const OpInfo& y, Gen g) {
  if (x.enc != Encoding::VOPD || inst.hasLiteral) return false;  // (VOPD3 carries no literal)
  const OpInfo* x3 = vopd3Row(x, g, false);
  const OpInfo* y3 = vopd3Row(y, g, true);
  if (!x3 || !(x3->modifiers & kVopd3FirstAsX) || !y3 || !sameOperands(x, *x3) || !sameOperands(y, *y3)) return false;
  Instruction w = inst;  // (the rules read the rows given, not w.op)
  w[Field::OPY] = uint32_t(y3->opcode64[genIndex(g)]);
  w[Field::SRC2] = opnd::kVgpr0;
  w[Field::SRC2Y] = opnd::kVgpr0;
  w[Field::NEG] = w[Field::NEGY] = 0;
  return vopdRuleBroken(w, *x3, *y3, g) == VopdRule::None;
}

}  // namespace gcnkit
