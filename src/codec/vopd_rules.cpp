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
    else if (s.kind == OperandKind::VSrc) b.add(inst[y ? vopdYField(s.field) : s.field]);
  }
  if (info.traits & kTraitCndmask) b.add(opnd::kVccLo);  // (v_dual_cndmask_b32 reads vcc_lo)
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
  if (s.src2 == Field::Count && info.sameAs != Op::Count && (opInfo(info.sameAs).flags & kVopTied))
    s.src2 = Field::VDST;  // v_dual_fmac_f32: the accumulator
  return s;
}

// The VGPR bank of a src0 (-1: none). llvm-mc 22 counts src_lds_direct as a VGPR in bank 1 (it clashes with v1, v5,
// ... and with itself).
int src0Bank(uint32_t code) {
  if (isVgprCode(uint16_t(code))) return int(code & 3);
  return code == opnd::kLdsDirect ? 1 : -1;
}

VopdRule vopdRuleBroken(const Instruction& inst, const OpInfo& x, const OpInfo& y, Gen g) {
  // (llvm-mc 22 takes v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5 on gfx1201 and refuses it on gfx1100)
  const OpInfo& mov = opInfo(Op::v_dual_mov_b32);
  const bool sourceBanks = !(vectorFeatures(g).vopdMovPairAnyBanks && &x == &mov && &y == &mov);
  const int b0x = src0Bank(inst[Field::SRC0]), b0y = src0Bank(inst[Field::SRC0Y]);
  if (sourceBanks && b0x >= 0 && b0x == b0y) return VopdRule::Src0Banks;
  const VopdSlots sx = vopdSlots(x), sy = vopdSlots(y);
  if (sx.src1 != Field::Count && sy.src1 != Field::Count && (inst[sx.src1] & 3) == (inst[vopdYField(sy.src1)] & 3))
    return VopdRule::Src1Banks;
  if ((inst[Field::VDST] & 1) == (inst[Field::VDSTY] & 1)) return VopdRule::DstParity;
  // (src2 has two banks: the register number's parity)
  if (sx.src2 != Field::Count && sy.src2 != Field::Count && (inst[sx.src2] & 1) == (inst[vopdYField(sy.src2)] & 1))
    return VopdRule::Src2Banks;
  BusReads b;
  addReads(b, x, inst, false);
  addReads(b, y, inst, true);
  if (b.n + (b.literal ? 1 : 0) > 2) return VopdRule::ConstantBus;
  return VopdRule::None;
}

const char* vopdRuleMessage(VopdRule r) {
  switch (r) {
    case VopdRule::Src0Banks: return "src0 operands must use different VGPR banks";
    case VopdRule::Src1Banks: return "src1 operands must use different VGPR banks";
    case VopdRule::Src2Banks: return "src2 operands must use different VGPR banks";
    case VopdRule::DstParity: return "one dst register must be even and the other odd";
    case VopdRule::ConstantBus: return "invalid operand (violates constant bus restrictions)";
    case VopdRule::None: break;
  }
  return "";
}

bool vopdUnusedFieldsClear(const Instruction& inst, const OpInfo& x, const OpInfo& y) {
  // (The word's VGPR fields hold 256 + n once decoded; a component without vsrc1 leaves it 0, i.e. v0.)
  if (!hasOperand(x, Field::SRC1) && inst[Field::SRC1] != opnd::kVgpr0) return false;
  if (!hasOperand(y, Field::SRC1) && inst[Field::SRC1Y] != opnd::kVgpr0) return false;
  return true;
}

}  // namespace gcnkit
