#include "codec/valu_rules.h"

#include <string_view>
#include <vector>
#include <unordered_map>

#include "isa/vector_features.h"

#include "isa/registers.h"

namespace gcnkit {

bool sdwaWithoutDst(const OpInfo& info) {
  // (rows found by tools/oracle/gen_mi_golden.py: llvm-mc 22 refuses dst_sel on them and prints none)
  static const Op kRows[] = {findOp("v_cvt_f32_fp8").value_or(Op::Count), findOp("v_cvt_f32_bf8").value_or(Op::Count),
                             findOp("v_cvt_pk_f32_fp8").value_or(Op::Count), findOp("v_cvt_pk_f32_bf8").value_or(Op::Count)};
  for (Op o : kRows)
    if (o != Op::Count && &opInfo(o) == &info) return true;
  return false;
}

bool intResultFromFloat(const OpInfo& info) {
  const std::string_view n = info.name;
  const size_t src = n.rfind('_');
  if (!n.starts_with("v_") || src == std::string_view::npos || src < 3) return false;
  const size_t dst = n.rfind('_', src - 1);
  if (dst == std::string_view::npos || dst < 2) return false;
  const std::string_view d = n.substr(dst + 1, src - dst - 1), f = n.substr(src + 1);
  return (d == "i16" || d == "u16" || d == "i32" || d == "u32") && (f == "f16" || f == "f32" || f == "f64");
}

uint32_t defaultOpSelHi(const OpInfo& info) { return isMix(info) ? 0 : 7; }

std::string_view formSuffix(const OpInfo& info, Form form, Gen g) {
  if (info.enc == Encoding::VINTRP) return vectorFeatures(g).interpE64 ? "_e32" : "";
  if (form == Form::E64Dpp || form == Form::E64Dpp8) return "_e64_dpp";
  if (isWideOnly(info)) return "";
  // GFX12.5's v_cvt_pk_f16_fp8/bf8: llvm-mc 22 names both forms without a suffix (op_sel or _e64 chooses VOP3)
  if ((form == Form::Base || form == Form::E64) &&
      (&info == &opInfo(Op::v_cvt_pk_f16_fp8) || &info == &opInfo(Op::v_cvt_pk_f16_bf8)))
    return "";
  switch (form) {
    // LLVM names the 32-bit form _e32 only where a 64-bit form exists beside it.
    case Form::Base: return (info.flagsOn(g) & kVopNoSrcs) || !info.hasE64(g) ? "" : "_e32";
    case Form::E64: return info.hasE32(g) ? "_e64" : "";
    // Where an SDWA compare writes vcc only (GFX8), LLVM prints it without the suffix (its selects tell it apart).
    case Form::Sdwa: return info.enc == Encoding::VOPC && !vectorFeatures(g).sdwaScalar ? "" : "_sdwa";
    // (GFX11's DPP compares print without it: LLVM names them by their controls alone.)
    case Form::Dpp:
    case Form::Dpp8: return info.enc == Encoding::VOPC && vectorFeatures(g).vop3Dpp ? "" : "_dpp";
    case Form::E64Dpp:
    case Form::E64Dpp8: return "_e64_dpp";
  }
  return "";
}

const OpSelSelector* opSelSelector(const OpInfo& info, Gen g) {
  static constexpr OpSelSelector kFromByte{"byte_sel", 3, 3}, kToByte{"byte_sel", 12, 3}, kScale{"scale_sel", 15, 15};
  if (!vectorFeatures(g).opSelSelectors) return nullptr;
  // Each row's selector, by row index, built once (the printer and the decoder's text check ask per VOP3 word).
  static const std::vector<const OpSelSelector*> byRow = [] {
    std::vector<const OpSelSelector*> v(size_t(Op::Count), nullptr);
    for (Op op : {Op::v_cvt_f32_fp8, Op::v_cvt_f32_bf8, Op::v_cvt_f16_fp8, Op::v_cvt_f16_bf8}) v[size_t(op)] = &kFromByte;
    for (Op op : {Op::v_cvt_sr_fp8_f32, Op::v_cvt_sr_bf8_f32, Op::v_cvt_sr_fp8_f16, Op::v_cvt_sr_bf8_f16})
      v[size_t(op)] = &kToByte;
    for (Op op : {Op::v_cvt_scale_pk16_bf16_bf6, Op::v_cvt_scale_pk16_bf16_fp6, Op::v_cvt_scale_pk16_f16_bf6,
                  Op::v_cvt_scale_pk16_f16_fp6, Op::v_cvt_scale_pk16_f32_bf6, Op::v_cvt_scale_pk16_f32_fp6,
                  Op::v_cvt_scale_pk8_bf16_bf8, Op::v_cvt_scale_pk8_bf16_fp4, Op::v_cvt_scale_pk8_bf16_fp8,
                  Op::v_cvt_scale_pk8_f16_bf8, Op::v_cvt_scale_pk8_f16_fp4, Op::v_cvt_scale_pk8_f16_fp8,
                  Op::v_cvt_scale_pk8_f32_bf8, Op::v_cvt_scale_pk8_f32_fp4, Op::v_cvt_scale_pk8_f32_fp8})
      v[size_t(op)] = &kScale;
    return v;
  }();
  const size_t row = size_t(&info - &opInfo(Op(0)));
  return row < byRow.size() ? byRow[row] : nullptr;
}

uint32_t selectorBits(const OpInfo& info, Gen g, uint32_t n) {
  switch (selectorMask(info, g)) {
    case 3: return (n >> 1 & 1) | (n & 1) << 1;
    case 12: return (n & 3) << 2;
    case 15: return n & 15;
    default: return 0;
  }
}

uint32_t selectorOf(const OpInfo& info, Gen g, uint32_t opsel) {
  switch (selectorMask(info, g)) {
    case 3: return (opsel & 1) << 1 | (opsel >> 1 & 1);
    case 12: return opsel >> 2 & 3;
    case 15: return opsel & 15;
    default: return 0;
  }
}

bool true16Halves(const OpInfo& info, const Target& t) {
  const Gen g = t.gen();
  return vectorFeatures(g).true16 && t.has(kFeatRealTrue16) && (info.flagsOn(g) & kVopTrue16);
}

namespace {
// Per mnemonic (feature variants of a row share it), the generations (bit genIndex) whose fake16 form lacks the op_sel
// its true16 form takes (isa/valu_fake16_opsel.def, probed with llvm-mc 22).
uint16_t fake16NoOpselGens(std::string_view name) {
  static const std::unordered_map<std::string_view, uint16_t> gens = [] {
    std::unordered_map<std::string_view, uint16_t> m;
    struct Row {
      std::string_view name;
      Gen gen;
    };
    static constexpr Row kRows[] = {
#define GCN_VOP_FAKE16_NO_OPSEL(name, gen) {#name, Gen::gen},
#include "isa/valu_fake16_opsel.def"
#undef GCN_VOP_FAKE16_NO_OPSEL
    };
    for (const Row& r : kRows) m[r.name] |= uint16_t(1u << genIndex(r.gen));
    return m;
  }();
  const auto it = gens.find(name);
  return it == gens.end() ? 0 : it->second;
}
}  // namespace

bool fake16WithoutOpsel(const OpInfo& info, const Target& t) {
  const Gen g = t.gen();
  return vectorFeatures(g).true16 && !t.has(kFeatRealTrue16) && (info.flagsOn(g) & kVopTrue16) &&
         (fake16NoOpselGens(info.name) >> genIndex(g) & 1);
}

bool scalarResultAllowed(const OpInfo& info, uint16_t code, uint16_t m0) {
  const OperandSpec* src0 = info.operand(Field::SRC0);
  if (src0 && src0->kind != OperandKind::VReg) return code != opnd::kExecLo && code != opnd::kExecHi;
  return code != m0;
}

bool operandPresent(const OpInfo& info, const OperandSpec& s, Form, Gen g) {
  if (!s.existsOn(g)) return false;
  // GFX10 compares that write exec name no result operand.
  if ((info.flagsOn(g) & kVopCmpx) && s.kind == OperandKind::Mask && info.enc == Encoding::VOPC && vectorFeatures(g).cmpxExecOnly)
    return false;
  return true;
}

int constantBusLimit(const OpInfo& info, Gen g) {
  // (GFX12.5: the VOP3-only shifts read two; v_lshlrev_b64, a VOP2 row there, still one)
  const bool fullBus = vectorFeatures(g).shift64FullBus && !info.hasE32(g);
  return (info.traits & kTraitShift64) && !fullBus ? 1 : vectorFeatures(g).constantBus;
}


bool dpAluDpp(const OpInfo& info, const Target& t) {
  const Gen g = t.gen();
  if (!t.has(kFeatDpp64) || vectorFeatures(g).dpp16 || !info.hasE32(g)) return false;
  if (info.enc != Encoding::VOP1 && info.enc != Encoding::VOP2) return false;  // (no DPP of 64-bit compares)
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].dwords == 2 && info.operands[i].existsOn(g)) return true;
  return false;
}

bool hasDppForm(const OpInfo& info, const Target& t) {
  const Gen g = t.gen();
  if (!vectorFeatures(g).extensions || !info.hasE32(g)) return false;
  return (info.flagsOn(g) & (vectorFeatures(g).dpp16 ? kVopDpp10 : kVopDpp)) || dpAluDpp(info, t);
}

bool dppControlValid(uint32_t ctrl, Gen g) {
  if (ctrl <= 0xff) return true;
  if ((ctrl >= 0x101 && ctrl <= 0x10f) || (ctrl >= 0x111 && ctrl <= 0x11f) || (ctrl >= 0x121 && ctrl <= 0x12f) ||
      ctrl == 0x140 || ctrl == 0x141)
    return true;
  if (!vectorFeatures(g).dpp16)
    return ctrl == 0x130 || ctrl == 0x134 || ctrl == 0x138 || ctrl == 0x13c || ctrl == 0x142 || ctrl == 0x143;
  return ctrl >= 0x150 && ctrl <= 0x16f;
}

namespace {

// Bit i set when source i exists and takes float modifiers (neg/abs), resp. integer ones (sext).
struct SourceMasks {
  uint32_t present = 0, fp = 0, integer = 0, half = 0;  // half: 16-bit sources
};

SourceMasks sourceMasks(const OpInfo& info, Gen g) {
  SourceMasks m;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const int k = srcIndex(s.field);
    if (k < 0) continue;
    m.present |= 1u << k;
    if (is16Bit(s.type)) m.half |= 1u << k;
    if (fpModifierSource(info, s, g)) m.fp |= 1u << k;
    else if (s.kind == OperandKind::VSrc || s.kind == OperandKind::VReg) m.integer |= 1u << k;
  }
  return m;
}

// The constant bus limit (GFX6-9: one SGPR or literal; GFX10: two): text breaking it cannot be assembled.
bool constantBusKept(const Instruction& inst, const OpInfo& info, const Target& t) {
  const Gen g = t.gen();
  if (isExtendedForm(inst.form)) return true;
  uint32_t seen[4];
  int n = 0;
  bool literal = false;
  // s0 and s[0:1] are different reads: the key is the code and the width.
  auto use = [&](uint32_t code, uint32_t dwords) {
    if (code == opnd::kLiteral) { literal = true; return; }
    const bool scalar = code < 128 || (code >= 235 && code <= 239) || (code >= opnd::kSrcVccz && code <= opnd::kSrcScc);
    if (!scalar || code == opnd::kNull) return;
    const uint32_t key = code | dwords << 16;
    for (int k = 0; k < n; ++k)
      if (seen[k] == key) return;
    seen[n++] = key;
  };
  const uint32_t maskDwords = t.wave32 ? 1 : 2;
  const bool narrow = inst.form == Form::Base && !isWideOnly(info);
  if (readsM0(info)) use(124, 1);
  if (readsVcc(info)) use(opnd::kVccLo, maskDwords);
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind == OperandKind::KImm) literal = true;
    if (srcIndex(s.field) < 0) continue;
    if (s.kind == OperandKind::Mask) use(narrow ? opnd::kVccLo : inst[s.field], maskDwords);
    else if (!laneSelectM0(info, s, inst[s.field])) use(inst[s.field], s.dwords);  // (a VOP2 src1 VGPR never counts)
  }
  return n + (literal ? 1 : 0) <= constantBusLimit(info, g);
}

// The halves of 16-bit operands the 32-bit and DPP forms hold (bit 7 of a VGPR field, read into OPSEL): only
// true16 rows on a real-true16 target name them (in fake16 llvm-mc 22 prints such a register as an "Invalid
// register").
bool narrowHalvesExpressible(const Instruction& inst, const OpInfo& info, const Target& t) {
  const uint32_t opsel = inst[Field::OPSEL];
  if (opsel & ~(true16Halves(info, t) ? uint32_t(info.halfOperands) : 0u)) return false;
  // (Only a VGPR has a half to name: the bit of an SGPR or constant source has no text.)
  for (Field f : {Field::SRC0, Field::SRC1, Field::SRC2})
    if ((opsel & halfOpselBit(f)) && inst[f] < opnd::kVgpr0) return false;
  return true;
}

// The 32-bit word of VOP1/VOP2/VOPC: fields the row has no operand for hold 0 (v_nop's, say).
bool narrowExpressible(const Instruction& inst, const OpInfo& info) {
  const OperandSpec* vdst = info.operand(Field::VDST);
  if ((!vdst || info.enc == Encoding::VOPC) && inst[Field::VDST] != 0) return false;
  if (!info.operand(Field::SRC0) && inst[Field::SRC0] != 0) return false;
  if (info.enc == Encoding::VOP2 && !info.operand(Field::SRC1) && inst[Field::SRC1] != opnd::kVgpr0) return false;
  // GFX6/7 v_readlane/v_writelane: the VOP2 lane select is an SGPR, M0 or inline constant (8 bits, no literal).
  if (info.enc == Encoding::VOP2 && (info.genFlags[0] & kVopSgprSrc) &&
      (inst[Field::SRC1] == opnd::kLiteral || inst[Field::SRC1] == opnd::kLdsDirect))
    return false;
  return true;
}

bool wideExpressible(const Instruction& inst, const OpInfo& info, const SourceMasks& m, const Target& t) {
  const Gen g = t.gen();
  if (inst[Field::CLAMP] && !(info.flagsOn(g) & kVopClamp)) return false;
  const bool bitop3 = hasBitop3(info);  // (NEG, ABS and OMOD hold its truth table)
  if (inst[Field::OMOD] && !(info.flagsOn(g) & kVopOmod) && !bitop3) return false;
  // Sources the row lacks hold 0 (so does the src2 of v_mac/v_fmac, tied to the destination); a literal
  // needs GFX10.
  for (Field f : {Field::SRC0, Field::SRC1, Field::SRC2}) {
    if (!(m.present >> srcIndex(f) & 1) && inst[f] != 0) return false;
    if (!vectorFeatures(g).vop3Literal && inst[f] == opnd::kLiteral) return false;
    // GFX6/7: a number in a 16-bit source of VOP3 is a literal to LLVM, so no text gives an inline one.
    const uint32_t v = inst[f];
    if ((m.half >> srcIndex(f) & 1) && !vectorFeatures(g).inline16Wide && ((v >= 128 && v <= 208) || (v >= 240 && v <= 248)))
      return false;
  }
  if (info.enc == Encoding::VOP3P) {
    // Without op_sel (or with only its defaults valid) the packed selects keep their defaults; without
    // neg_lo/neg_hi the negations stay clear (mix rows write them as -x and |x|); ABS and unused sources are
    // never written.
    const uint32_t f = valuModifierFlags(info, t);
    if ((!(f & kVopOpSel) || (f & kVopOpSelFixed)) &&
        (inst[Field::OPSEL] || inst[Field::OPSEL_HI] != defaultOpSelHi(info)))
      return false;
    if (!(f & kVopNegLoHi) && !isMix(info) && (inst[Field::NEG] || inst[Field::NEG_HI])) return false;
    const uint32_t unused = ~m.present & 7u;
    if ((inst[Field::OPSEL] | inst[Field::NEG] | inst[Field::NEG_HI]) & unused) return false;
    if ((inst[Field::OPSEL_HI] & unused) != (defaultOpSelHi(info) & unused)) return false;
    return true;
  }
  if (((inst[Field::ABS] | inst[Field::NEG]) & ~m.fp) && !bitop3) return false;
  if (info.traits & kTraitHalvesWithoutOpSel) {  // v_cndmask_b16: no op_sel; its halves are written .h/.l only
    if (!narrowHalvesExpressible(inst, info, t)) return false;
  } else {
    const uint32_t opsel = inst[Field::OPSEL] & ~selectorMask(info, g);  // (byte_sel's bits have their own text)
    if (opsel && !(info.flagsOn(g) & kVopOpSel) && !hasLaneSwapControls(info)) return false;
    // (llvm-mc 22 prints such a word without its op_sel)
    if (opsel && fake16WithoutOpsel(info, t)) return false;
    if (opsel & ~(((1u << opSelSources(info, g)) - 1) | (opSelHasDst(info, g) ? 8u : 0u))) return false;
    if (opSelTiedSrc2Unencoded(info, g) && (opsel & 4)) return false;
  }
  // GFX11's VOP3 dot2 rows with a 16-bit result: op_sel names the halves of src2 and the destination only; llvm-mc 22
  // prints the bits of the packed sources nowhere and rejects them written.
  if ((info.traits & kTraitOpSelHalvesOnly) && (inst[Field::OPSEL] & 3)) return false;
  // A source taking no SGPR holds a VGPR or an inline constant.
  for (int i = 0; i < info.numOperands; ++i) {
    const uint32_t v = inst[info.operands[i].field];
    const bool constant = (v >= 128 && v <= 208) || (v >= 240 && v <= 248);
    if (info.operands[i].noSgpr && v < opnd::kVgpr0 && !constant) return false;
  }
  // A lane mask read through a source field is an SGPR (pair), vcc or exec: no VGPR, no constant.
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::Mask && srcIndex(info.operands[i].field) >= 0 &&
        inst[info.operands[i].field] >= 128 && !laneScalarSpecial(uint16_t(inst[info.operands[i].field]), true))
      return false;
  // v_cndmask_b32 takes source modifiers from GFX8 (llvm-mc 22, llvm-objdump 22; clang-19 writes them for gfx803).
  if (!vectorFeatures(g).cndmaskMods && (info.traits & kTraitCndmask) && (inst[Field::ABS] | inst[Field::NEG])) return false;
  return true;
}

// The VOP3-encoded v_interp_*: src0 is attr (0..32, as llvm-mc assembles it) | chan << 6 | high << 8 (rows
// with `high`), src1 a VGPR or a parameter slot, src2 a VGPR or unused; neg/abs only on the VGPR sources;
// no op_sel, no constant-bus reads.
bool interpWideExpressible(const Instruction& inst, const OpInfo& info, Gen g) {
  const uint32_t src0 = inst[Field::SRC0];
  if ((src0 & 63) > 32 || (src0 >> 8) > ((info.modifiers & kModHigh) ? 1u : 0u)) return false;
  const OperandSpec* src1 = info.operand(Field::SRC1);
  if (!src1 || (src1->kind == OperandKind::InterpSlot ? inst[Field::SRC1] > 2 : inst[Field::SRC1] < opnd::kVgpr0))
    return false;
  const bool hasSrc2 = info.operand(Field::SRC2) != nullptr;
  if (hasSrc2 ? inst[Field::SRC2] < opnd::kVgpr0 : inst[Field::SRC2] != 0) return false;
  uint32_t fp = 0;
  for (int i = 0; i < info.numOperands; ++i)
    if (fpModifierSource(info, info.operands[i])) fp |= 1u << srcIndex(info.operands[i].field);
  if ((inst[Field::ABS] | inst[Field::NEG]) & ~fp) return false;
  if (inst[Field::CLAMP] && !(info.flagsOn(g) & kVopClamp)) return false;
  if (inst[Field::OMOD] && !(info.flagsOn(g) & kVopOmod)) return false;
  // op_sel (GFX9's v_interp_p2_f16): src0, src2 and the destination; llvm-mc has no entry for the I/J VGPR's bit
  if (!(info.flagsOn(g) & kVopOpSel)) return inst[Field::OPSEL] == 0;
  return (inst[Field::OPSEL] & 2) == 0;
}

}  // namespace

bool valuFieldsExpressible(const Instruction& inst, const Target& t) {
  return valuFieldsExpressible(inst, opInfo(inst.op), t);
}

bool valuFieldsExpressible(const Instruction& inst, const OpInfo& info, const Target& t) {
  if (info.enc == Encoding::VINTRP) return true;
  if (info.traits & kTraitInterpWide) return interpWideExpressible(inst, info, t.gen());
  const Gen g = t.gen();
  const SourceMasks m = sourceMasks(info, g);
  if (!constantBusKept(inst, info, t)) return false;
  switch (inst.form) {
    case Form::Base:
      return isWideOnly(info) ? wideExpressible(inst, info, m, t)
                              : narrowExpressible(inst, info) && narrowHalvesExpressible(inst, info, t);
    case Form::E64:
      // GFX10 v_cmpx_* e64 write exec through the destination field.
      if ((info.flagsOn(g) & kVopCmpx) && vectorFeatures(g).cmpxExecOnly && inst[Field::VDST] != 126) return false;
      return wideExpressible(inst, info, m, t);
    case Form::Sdwa:
      // A one-source instruction has src1_sel 0 and (GFX9+, where S1 exists) S1 clear.
      if (!(m.present & 2) && (inst[Field::SRC1_SEL] != 0 || (vectorFeatures(g).sdwaScalar && inst[Field::SRC1] != opnd::kVgpr0)))
        return false;
      if ((inst[Field::ABS] | inst[Field::NEG]) & ~m.fp) return false;
      if (inst[Field::SEXT] & ~m.integer) return false;
      if (inst[Field::OMOD] && intResultFromFloat(info)) return false;  // no SDWA omod with an integer result
      if (info.enc == Encoding::VOPC && !inst[Field::SD] && inst[Field::SDST] != 0) return false;
      return true;
    case Form::Dpp:
      return ((inst[Field::ABS] | inst[Field::NEG]) & ~m.fp) == 0 && narrowHalvesExpressible(inst, info, t);
    case Form::Dpp8: return narrowHalvesExpressible(inst, info, t);
    case Form::E64Dpp:
    case Form::E64Dpp8:
      // The VOP3 word's rules; src1 is a VGPR (after a VOP3 word on dpp-src1-sgpr processors also an SGPR, a
      // special register or an inline constant: llvm-mc 22 on gfx1150+; a VOP3P word's stays a VGPR), src2 no
      // literal.
      if (inst[Field::SRC1] < opnd::kVgpr0 && (m.present & 2) && !dppSrc1AnySource(info, t)) return false;
      if (inst[Field::SRC1] == opnd::kLiteral) return false;
      if (inst[Field::SRC2] == opnd::kLiteral) return false;
      if ((info.flagsOn(g) & kVopCmpx) && vectorFeatures(g).cmpxExecOnly && inst[Field::VDST] != 126) return false;
      return wideExpressible(inst, info, m, t);
  }
  return true;
}

}  // namespace gcnkit
