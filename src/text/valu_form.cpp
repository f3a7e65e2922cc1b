// The choice of a VALU instruction's encoding (e32, e64, SDWA, DPP, DPP8) as llvm-mc makes it, the checks that
// depend on it (constant bus, literals, modifiers) and the filling of its fields; the operands are read in
// valu_parser.cpp, the modifiers after them in valu_modifiers.cpp.
#include <fmt/format.h>

#include "text/valu_parser_state.h"

namespace gcnkit {

namespace valu_parsing {
bool ValuParser::hasVop3Modifiers() const {
  return m.clampCol || m.omodCol || m.opselCol || m.opselHiCol || m.negLoCol || m.negHiCol || m.laneSwapCol ||
         m.selectorCol;
}

const OperandSpec* ValuParser::specOf(Field f, int* index) const {
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].field == f && ops[i].present) {
      if (index) *index = i;
      return &info.operands[i];
    }
  return nullptr;
}

bool ValuParser::hasDpp() const { return hasDppForm(info, c.t); }

// The variant a suffix names must exist, whatever the operands (LLVM checks before reading them).
bool ValuParser::checkForcedVariant() {
  switch (forced) {
    case ForcedForm::Auto: return true;
    case ForcedForm::E64Dpp:
      if (hasE64Dpp()) return true;
      return c.fail(c.mnemonicCol, "e64_dpp variant of this instruction is not supported");
    case ForcedForm::E32:
      if (info.enc == Encoding::VINTRP || info.hasE32(g)) return true;
      // GFX8+ keep the GFX6/7 spelling v_readlane_b32_e32/v_writelane_b32_e32 for their VOP3 form.
      if (info.traits & kTraitLaneSelect) {
        forced = ForcedForm::Auto;
        return true;
      }
      return c.fail(c.mnemonicCol, "e32 variant of this instruction is not supported");
    case ForcedForm::E64:
      if (info.hasE64(g)) return true;
      return c.fail(c.mnemonicCol, "e64 variant of this instruction is not supported");
    case ForcedForm::Sdwa:
      if (hasSdwa()) return true;
      return c.fail(c.mnemonicCol, "sdwa variant of this instruction is not supported");
    case ForcedForm::Dpp:
      // (The suffix itself names GFX90A's DPP of the one-source f64 ops, a GFX9 relative.)
      if (hasDpp() || (dppElsewhere() && info.enc == Encoding::VOP1 && !vectorFeatures(g).dpp16)) return true;
      return c.fail(c.mnemonicCol, "dpp variant of this instruction is not supported");
  }
  return true;
}

// Whether the operands and modifiers as written fit a 32-bit form.
bool ValuParser::e32Operands(int* badCol, bool dpp16) const {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const Operand& o = ops[i];
    if (!o.present) continue;
    if (s.kind == OperandKind::Mask && !isVcc(o.code)) { *badCol = o.col; return false; }
    if (s.kind == OperandKind::VSrc || (s.kind == OperandKind::VReg && srcIndex(s.field) >= 0)) {
      // (a DPP16 dword holds neg/abs of a float src0/src1)
      const bool dppModifiers = dpp16 && (s.field == Field::SRC0 || s.field == Field::SRC1) &&
                                (s.type == ValType::F16 || s.type == ValType::F32 ||
                                 ((info.traits & kTraitClassHalf) && fpModifierSource(info, s, g)));
      if (o.src.sext || ((o.src.neg || o.src.abs) && !foldsModifiers(s, o.src) && !dppModifiers)) {
        *badCol = o.src.col;
        return false;
      }
      // VOP2 src1 is a VGPR; the lane selects of GFX6/7 v_readlane/v_writelane are not.
      const bool sgprLane = info.flagsOn(g) & kVopSgprSrc;
      if (s.field == Field::SRC1 && !sgprLane && !isVgprCode(o.src.code)) { *badCol = o.src.col; return false; }
      if (s.field == Field::SRC1 && sgprLane && (isVgprCode(o.src.code) || o.src.code == opnd::kLiteral)) {
        *badCol = o.src.col;
        return false;
      }
    }
    // The 32-bit words hold a true16 operand's VGPR in 7 bits (v0-v127) beside its half; a fake16 reading keeps the
    // same limit (llvm-mc 22 takes the 64-bit form for v128-v255 there too).
    const uint16_t code = srcIndex(s.field) >= 0 ? o.src.code : o.code;
    const bool sevenBits = vectorFeatures(g).true16 && (info.flagsOn(g) & kVopTrue16);  // (real true16 or not)
    if (s.half && sevenBits && s.kind != OperandKind::Mask && isVgprCode(code) && code - opnd::kVgpr0 >= 128) {
      fake16HighVgpr = !t16();
      *badCol = srcIndex(s.field) >= 0 ? o.src.col : o.col;
      return false;
    }
  }
  if (hasVop3Modifiers()) {
    *badCol = firstVop3ModifierCol();
    return false;
  }
  return true;
}

// LLVM applies neg/abs to a number in a 32-bit form (the sign bit of the operand's width: |-1| is
// 0x7fffffff); a 64-bit integer keeps the e64 modifiers.
bool ValuParser::foldsModifiers(const OperandSpec& s, const Source& src) {
  return src.constant && (src.floating || s.dwords == 1);
}

bool ValuParser::foldModifiers() {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    Source& src = ops[i].src;
    if (!ops[i].present || srcIndex(s.field) < 0 || !(src.neg || src.abs) || !foldsModifiers(s, src)) continue;
    const bool ok = src.floating ? encodeFloat(s, foldedFloat(src), src) : encodeInt(s, foldedInt(s, src), src);
    if (!ok) return false;
    src.neg = src.abs = false;
  }
  return true;
}

double ValuParser::foldedFloat(const Source& src) {
  const double value = std::bit_cast<double>(src.number);
  const double d = src.abs ? std::fabs(value) : value;
  return src.neg ? -d : d;
}

int64_t ValuParser::foldedInt(const OperandSpec& s, const Source& src) {
  const uint32_t sign = is16Bit(s.type) ? 0x8000u : 0x80000000u;
  uint32_t bits = uint32_t(src.number) & (sign | (sign - 1));
  if (src.abs) bits &= ~sign;
  if (src.neg) bits ^= sign;
  return int64_t(bits);
}

int ValuParser::firstVop3ModifierCol() const {
  int col = 0;
  for (int x : {m.clampCol, m.omodCol, m.opselCol, m.opselHiCol, m.negLoCol, m.negHiCol, m.laneSwapCol, m.selectorCol})
    if (x && (!col || x < col)) col = x;
  return col;
}

// The 64-bit form takes every modifier the row allows there; an implicit (omitted) mask forbids it.
bool ValuParser::fitsE64(int* badCol, const char** message) const {
  const char* ignored = nullptr;
  if (!message) message = &ignored;
  if (!info.hasE64(g)) return false;
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::Mask && omitted[i] && operandPresent(info, info.operands[i], Form::E64, g)) {
      *badCol = c.mnemonicCol;
      return false;
    }
  if (m.clampCol && !(info.flagsOn(g) & kVopClamp) && !wideClampBit()) {  // (else judged after the match)
    *badCol = m.clampCol;
    if (integerClampOnly()) *message = "integer clamping is not supported on this GPU";
    return false;
  }
  if (m.omodCol && !(info.flagsOn(g) & kVopOmod)) { *badCol = m.omodCol; return false; }
  return !(*badCol = symbolInFpSource());
}

// LLVM's VOP3 sources with fp modifiers take numbers, not expressions: the column of one, or 0.
int ValuParser::symbolInFpSource() const {
  for (int i = 0; i < info.numOperands; ++i)
    if (ops[i].present && srcIndex(info.operands[i].field) >= 0 && ops[i].src.symbolic && takesFpModifiers(info.operands[i]))
      return ops[i].src.col;
  return 0;
}

// SDWA holds clamp (and, GFX9+, omod) without the e64 modifiers; VOPC on GFX9+ has no clamp there.
// (`otherGpu`: what fails here is SDWA of another generation: a compare's clamp before GFX9, omod after.)
bool ValuParser::fitsSdwa(int* badCol, bool* otherGpu) const {
  bool ignored = false;
  if (!otherGpu) otherGpu = &ignored;
  if (!hasSdwa()) return false;
  if (m.opselCol || m.opselHiCol || m.negLoCol || m.negHiCol || m.selectorCol) {
    *badCol = firstVop3ModifierCol();
    return false;
  }
  const bool scalarSdwa = vectorFeatures(g).sdwaScalar;  // (an SDWA compare's result field takes clamp's place)
  if (m.clampCol && info.enc == Encoding::VOPC && scalarSdwa) {
    *badCol = m.clampCol;
    *otherGpu = gfx8SdwaCompareClamp();
    return false;
  }
  if (m.clampCol && (info.flagsOn(g) & kVopNoSrcs)) { *badCol = m.clampCol; return false; }  // v_nop_sdwa
  if (m.omodCol && !scalarSdwa) { *badCol = m.omodCol; *otherGpu = true; return false; }
  if (m.omodCol && !(info.flagsOn(g) & kVopOmod)) { *badCol = m.omodCol; return false; }
  return true;
}

// GFX8's SDWA float compares clamp, writing vcc: such a compare written so fits that GPU.
bool ValuParser::gfx8SdwaCompareClamp() const {
  int i = 0;
  const OperandSpec* result = specOf(Field::VDST, &i);
  const OperandSpec* src1 = info.operand(Field::SRC1);
  return result && !omitted[i] && ops[i].code == opnd::kVccLo && ops[i].col && src1 && isFloat(src1->type) &&
         maskDwords == 2;
}

// Whether the 32-bit DPP form can hold the line (llvm-mc's first choice for DPP controls without a suffix).
bool ValuParser::dppE32Fits() const {
  int bad = 0;
  return hasDpp() && !hasVop3Modifiers() && e32Operands(&bad, !m.dpp8);
}

bool ValuParser::chooseForm(Form& form) {
  const bool sdwaMods = m.sdwaCol != 0, dppMods = m.dppCol != 0;
  int badCol = 0;
  // GFX11+: DPP after a VOP3 word, when asked for or when the 32-bit DPP form cannot hold the line.
  if (forced == ForcedForm::E64Dpp || (forced == ForcedForm::Auto && dppMods && hasE64Dpp() && !dppE32Fits())) {
    if (!m.dppCtrlSet) {
      // (the DPP control is LLVM's last operand: a literal source, which no DPP operand takes, fails first)
      for (int i = 0; i < info.numOperands; ++i)
        if (ops[i].present && !omitted[i] && srcIndex(info.operands[i].field) >= 0 &&
            info.operands[i].kind != OperandKind::Mask && ops[i].src.code == opnd::kLiteral)
          return c.fail(ops[i].src.col, kInvalidOperand);
      return c.fail(c.mnemonicCol, "too few operands for instruction");
    }
    if (sdwaMods) return c.fail(m.sdwaCol, kInvalidOperand);
    if (m.vop3AfterDppCol) return c.fail(m.vop3AfterDppCol, kInvalidOperand);
    const char* why = kInvalidOperand;
    if (!fitsE64(&badCol, &why)) return c.fail(badCol ? badCol : c.mnemonicCol, why);
    form = m.dpp8 ? Form::E64Dpp8 : Form::E64Dpp;
    return true;
  }
  if (forced == ForcedForm::Sdwa || (forced == ForcedForm::Auto && sdwaMods)) {
    if (!hasSdwa()) return c.fail(c.mnemonicCol, "sdwa variant of this instruction is not supported");
    if (!sdwaResultWritten()) return false;
    if (dppMods) return c.fail(m.dppCol, kInvalidOperand);
    bool otherGpu = false;
    if (!fitsSdwa(&badCol, &otherGpu))
      return otherGpu ? c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode") : c.fail(badCol, kInvalidOperand);
    form = Form::Sdwa;
    return true;
  }
  if (forced == ForcedForm::Dpp || (forced == ForcedForm::Auto && dppMods)) {
    if (!hasDpp() && dppElsewhere()) {
      dppCandidateFailed = true;  // (explainFailure names the operand)
      return c.fail(c.mnemonicCol, kInvalidOperand);
    }
    if (!hasDpp()) return c.fail(c.mnemonicCol, "dpp variant of this instruction is not supported");
    if (sdwaMods) return c.fail(m.sdwaCol, kInvalidOperand);
    if (!m.dppCtrlSet) return c.fail(c.mnemonicCol, "too few operands for instruction");
    if (hasVop3Modifiers()) return c.fail(firstVop3ModifierCol(), kInvalidOperand);
    form = m.dpp8 ? Form::Dpp8 : Form::Dpp;
    return true;
  }
  if (sdwaMods) return c.fail(m.sdwaCol, kInvalidOperand);
  if (dppMods) return c.fail(m.dppCol, kInvalidOperand);
  if (isWideOnly(info) || info.enc == Encoding::VINTRP) {
    if (const int col = symbolInFpSource()) return c.fail(col, kInvalidOperand);
    form = Form::Base;
    return true;
  }
  if (carryAlias) return chooseAliasForm(form);
  if (forced == ForcedForm::E32) {
    if (!fitsE32(&badCol))
      return fake16HighVgpr ? c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode")
                            : c.fail(badCol ? badCol : c.mnemonicCol, kInvalidOperand);
    form = Form::Base;
    return true;
  }
  const char* why = kInvalidOperand;
  if (forced == ForcedForm::E64) {
    if (!fitsE64(&badCol, &why)) return c.fail(badCol ? badCol : c.mnemonicCol, why);
    form = Form::E64;
    return true;
  }
  // LLVM tries the variants in order: e32, e64, then SDWA (which can clamp integer results).
  int e32Col = 0, e64Col = 0, sdwaCol = 0;
  if (fitsE32(&e32Col)) { form = Form::Base; return true; }
  if (fitsE64(&e64Col, &why)) { form = Form::E64; return true; }
  if (!sdwaMods && m.clampCol && !(info.flagsOn(g) & kVopNoSrcs) && fitsSdwa(&sdwaCol) && e32Ok(m.clampCol)) {
    form = Form::Sdwa;
    return true;
  }
  if ((info.traits & kTraitVop3Elsewhere) && !hasVop3Modifiers())
    return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  // (a 16-bit VGPR past v127 in a row without a 64-bit form, v_fmamk_f16's: only the true16 form takes it)
  if (!info.hasE64(g) && fake16HighVgpr) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  badCol = info.hasE64(g) ? e64Col : e32Col;
  return c.fail(badCol ? badCol : c.mnemonicCol, info.hasE64(g) ? why : kInvalidOperand);
}

// A compare's result may be left out in e32 only: in SDWA that shape is GFX10's v_cmpx (no result).
bool ValuParser::sdwaResultWritten() {
  int i = 0;
  if (!specOf(Field::VDST, &i) || !omitted[i]) return true;
  if (forced == ForcedForm::Auto) return c.fail(m.sdwaCol, "not a valid operand.");
  if (info.flagsOn(g) & kVopCmpx) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  const OperandSpec* src0 = specOf(Field::SRC0, &i);
  return c.fail(src0 ? ops[i].src.col : c.mnemonicCol, kInvalidOperand);
}

// The GFX6/7 carry alias: e32 with its trailing vcc, else e64 (its e32 spelling without one is GFX9's).
bool ValuParser::chooseAliasForm(Form& form) {
  int badCol = 0;
  const char* why = kInvalidOperand;
  if (trailingVccCol) {
    if (forced == ForcedForm::E64 || !fitsE32(&badCol)) return c.fail(trailingVccCol, kInvalidOperand);
    form = Form::Base;
    return true;
  }
  if (forced == ForcedForm::E32) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  if (!fitsE64(&badCol, &why)) return c.fail(badCol ? badCol : c.mnemonicCol, why);
  form = Form::E64;
  return true;
}

// Whether everything but the modifiers fits the 32-bit word (for an SDWA choice made for clamp alone).
bool ValuParser::e32Ok(int) const {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const Operand& o = ops[i];
    if (!o.present) continue;
    if (s.kind == OperandKind::Mask && !isVcc(o.code)) return false;
    if (srcIndex(s.field) >= 0 && s.kind != OperandKind::Mask && (o.src.code == opnd::kLiteral || !isVgprCode(o.src.code)) && !vectorFeatures(g).sdwaScalar) return false;
  }
  return true;
}

// Sources in an SDWA or DPP form: what the second dword can address.
bool ValuParser::checkExtensionSources(Form form) {
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const Operand& o = ops[i];
    if (!o.present || srcIndex(s.field) < 0 || s.kind == OperandKind::Mask) continue;  // (vcc: checked in fill)
    const uint16_t code = o.src.code;
    const bool vgpr = isVgprCode(code);
    // (llvm-mc 22 names the value of a lit(), inside its parentheses)
    if (code == opnd::kLiteral) return c.fail(o.src.literalForced ? o.src.valueCol : o.src.col, kInvalidOperand);
    if (code == opnd::kLdsDirect) return c.fail(o.src.col, "lds_direct cannot be used with this instruction");
    if (form == Form::E64Dpp || form == Form::E64Dpp8) {
      // src0 is the DPP dword's VGPR; src1 a VGPR (after a VOP3 word on dpp-src1-sgpr processors anything but a
      // literal: llvm-mc 22 takes SGPRs, special registers and inline constants there); src2 anything.
      if (s.field == Field::SRC0 && !vgpr) return c.fail(o.src.col, kInvalidOperand);
      if (s.field == Field::SRC1 && !vgpr && !dppSrc1AnySource(info, c.t))
        return c.fail(isInlineConstant(code) ? c.mnemonicCol : o.src.col,
                      isInlineConstant(code) ? "src1 immediate operand invalid for instruction" : kInvalidOperand);
      continue;
    }
    if (form == Form::Sdwa) {
      if (!vgpr && !vectorFeatures(g).sdwaScalar) return c.fail(o.src.col, kInvalidOperand);
      if ((o.src.neg || o.src.abs) && !fpModifierSource(info, s, g)) return c.fail(o.src.col, kInvalidOperand);
    } else {
      if (!vgpr) return c.fail(o.src.col, kInvalidOperand);
      if (o.src.sext) return c.fail(o.src.col, kInvalidOperand);
    }
  }
  return true;
}

// The constant bus: distinct SGPRs (and, on GFX10, the literal) read by one instruction.
bool ValuParser::checkConstantBus(Form form) {
  if (form == Form::Dpp || form == Form::Dpp8) return true;
  const int limit = constantBusLimit(info, g);
  uint32_t seen[6];
  int n = 0, literals = 0, literalDwords = 0;
  // s0 and s[0:1] are different reads: the key is the code and the width (a literal read at another
  // width counts again, as LLVM counts it).
  auto use = [&](uint16_t code, int col, int dwords = 1) {
    if (code == opnd::kLiteral) {
      if (literalDwords == dwords) return true;
      literalDwords = dwords;
      ++literals;
    } else if (isScalarCode(code) && code != opnd::kNull) {
      const uint32_t key = code | uint32_t(dwords) << 16;
      for (int k = 0; k < n; ++k)
        if (seen[k] == key) return true;
      seen[n++] = key;
    } else {
      return true;
    }
    if (n + literals > limit)
      return c.fail(col, "invalid operand (violates constant bus restrictions)");
    return true;
  };
  // A carry-in or a condition mask is read through the constant bus; the implicit vcc of the 32-bit
  // form counts before the written sources (LLVM then blames the source).
  // The implicit vcc of the 32-bit forms and a K constant count before the written sources (LLVM
  // blames the source).
  const bool implicitFirst = !isWideForm(form) && !isWideOnly(info);
  const int maskDw = maskDwords;
  if (readsM0(info) && !use(m0Code(), c.mnemonicCol)) return false;
  if (readsVcc(info) && !use(opnd::kVccLo, c.mnemonicCol, maskDw)) return false;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!ops[i].present) continue;
    if (implicitFirst && s.kind == OperandKind::Mask && s.field == Field::SRC2 && !use(ops[i].code, ops[i].col, maskDw))
      return false;
    if (s.kind == OperandKind::KImm && !use(opnd::kLiteral, ops[i].col)) return false;
  }
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const Operand& o = ops[i];
    if (!o.present) continue;
    if (srcIndex(s.field) >= 0 && s.kind != OperandKind::Mask && !laneSelectM0(info, s, o.src.code) &&
        !use(o.src.code, o.src.valueCol ? o.src.valueCol : o.src.col, s.dwords))
      return false;
    if (!implicitFirst && s.kind == OperandKind::Mask && s.field == Field::SRC2 && !use(o.code, o.col, maskDw)) return false;
  }
  return true;
}

bool ValuParser::checkLiterals(Form form) {
  if (!laneSelectLiterals()) return false;
  int literals = 0;
  uint64_t value = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const Operand& o = ops[i];
    if (!o.present) continue;
    const bool wide = isWideForm(form) || isWideOnly(info);
    // GFX6/7 have no 16-bit instructions: LLVM inlines no number into a 16-bit source of VOP3.
    const bool half = wide && is16Bit(s.type) && !vectorFeatures(g).inline16Wide && isInlineConstant(o.src.code);
    const bool lit = (srcIndex(s.field) >= 0 && s.kind != OperandKind::Mask && (o.src.code == opnd::kLiteral || half)) ||
                     s.kind == OperandKind::KImm;
    if (!lit) continue;
    uint64_t v = o.src.literal;
    const int col = s.kind == OperandKind::KImm ? o.col : o.src.col;
    bool wide64 = false;
    if (s.kind != OperandKind::KImm && o.src.wide64 && !wideLiteral64(i, wide, v, wide64)) return false;
    if (s.kind == OperandKind::KImm && s.dwords == 2) wide64 = true, v = o.src.literal64;
    // (a plain value prints as written where the disassembler's text of the word is lit64(...))
    if (wide64 && !o.src.wide64Forced && v >> 32 == 0) c.out.overrideText[i] = fmt::format("{:#x}", v);
    // A lane select (v_readlane/v_writelane src1) is an SGPR, M0 or inline constant, never a literal.
    if ((info.traits & kTraitLaneSelect) && s.field == Field::SRC1) return c.fail(col, kInvalidOperand);
    // (LLVM names the number, inside any modifiers.)
    if (wide && !vectorFeatures(g).vop3Literal)
      return c.fail(s.kind == OperandKind::KImm ? col : o.src.valueCol, "literal operands are not supported");
    if (literals && (value != v || o.src.symbolic)) return c.fail(col, kOneLiteral);
    ++literals;
    value = v;
    c.out.inst.hasLiteral = true;
    c.out.inst.literal = uint32_t(v);
    if (wide64) {
      c.out.inst.literal64 = true;
      c.out.inst.literalHi = uint32_t(v >> 32);
    }
  }
  return true;
}

// GFX12.5: a source that needs a 64-bit literal (Source::wide64) in the chosen form. The 32-bit forms take it; a
// VOP3 form takes lit()/lit64() of at most 32 bits as one (a double's lit64 with its low half cleared, and LLVM's
// warning), a double written plain as its high half in a dword (the same warning), and nothing else.
bool ValuParser::wideLiteral64(int i, bool vop3, uint64_t& v, bool& wide64) {
  const Source& src = ops[i].src;
  const int col = src.valueCol ? src.valueCol : src.col;
  wide64 = true;
  v = src.literal64;
  if (!vop3) return true;
  if (src.wide64Forced && src.narrowFallback) {  // lit64(double)
    if (uint32_t(v) != 0) {
      c.out.warning = Diagnostic{c.mnemonicCol, kInexactDouble, {}};
      v &= ~uint64_t(0xffffffff);
      c.out.overrideText[i] = forcedLiteralText(ForcedLiteral::Lit64, v, src.neg, src.abs);
    }
    return true;
  }
  // (lit()/lit64() of a value of 32 bits, signed or not: its 64-bit pattern, sign-extended as written)
  if (src.wide64Forced) return (int64_t(v) >= INT32_MIN && int64_t(v) <= int64_t(UINT32_MAX)) || c.fail(col, kInvalidOperand);
  wide64 = false;
  if (!src.narrowFallback) {  // an integer of 32 bits is the literal dword there, as before GFX12.5
    if (int64_t(v) < INT32_MIN || int64_t(v) > int64_t(UINT32_MAX)) return c.fail(col, kInvalidOperand);
    v = uint32_t(v);
    return true;
  }
  c.out.warning = Diagnostic{c.mnemonicCol, kInexactDouble, {}};
  v = src.literal;
  return true;
}

// v_readlane/v_writelane: a lane select is never a literal (LLVM names it first); a literal value written
// to a lane before GFX10 fits GFX10, whose VOP3 takes literals.
bool ValuParser::laneSelectLiterals() {
  if (!(info.traits & kTraitLaneSelect)) return true;
  int i0 = -1, i1 = -1;
  const OperandSpec* src0 = specOf(Field::SRC0, &i0);
  const OperandSpec* src1 = specOf(Field::SRC1, &i1);
  if (src1 && ops[i1].src.code == opnd::kLiteral) return c.fail(ops[i1].src.col, kInvalidOperand);
  const bool wide = !info.hasE32(g);
  if (src0 && wide && ops[i0].src.code == opnd::kLiteral && !vectorFeatures(g).vop3Literal)
    return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  return true;
}

bool ValuParser::fill(Form form) {
  Instruction& inst = c.out.inst;
  inst.form = form;
  // So do the v_cmpx_* rows that name no result at all (GFX11's v_cmpx_t_*).
  if (isWideForm(form) && info.enc == Encoding::VOPC && (info.flagsOn(g) & kVopCmpx) &&
      vectorFeatures(g).cmpxExecOnly && !info.operand(Field::VDST))
    inst[Field::VDST] = opnd::kExecLo;
  uint32_t neg = 0, abs = 0, sext = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const Operand& o = ops[i];
    if (!o.present) {
      // GFX10 v_cmpx_* e64 write exec through the destination field.
      if (s.kind == OperandKind::Mask && s.field == Field::VDST && isWideForm(form)) inst[Field::VDST] = opnd::kExecLo;
      continue;
    }
    const int k = srcIndex(s.field);
    switch (s.kind) {
      case OperandKind::VReg:
        if (k >= 0) inst[s.field] = o.src.code;
        else inst[s.field] = o.code - opnd::kVgpr0;
        break;
      case OperandKind::SReg: inst[s.field] = o.code; break;
      case OperandKind::Mask:
        if (form == Form::Sdwa && info.enc == Encoding::VOPC && s.field == Field::VDST && vectorFeatures(g).sdwaScalar) {
          if (!isVcc(o.code)) { inst[Field::SD] = 1; inst[Field::SDST] = o.code; }
        } else if (isWideForm(form) || isWideOnly(info)) {
          inst[s.field] = o.code;
        } else if (!isVcc(o.code)) {
          // (GFX9+ SDWA compares name any SGPR result.)
          if (form == Form::Sdwa && info.enc == Encoding::VOPC && s.field == Field::VDST)
            return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
          return c.fail(o.col, kInvalidOperand);
        }
        break;
      case OperandKind::VSrc:
        inst[s.field] = o.src.code == opnd::kLiteral && inst.literal64 ? opnd::kLiteral64 : o.src.code;
        break;
      default: break;
    }
    if (k >= 0 && s.kind != OperandKind::Mask) {
      neg |= uint32_t(o.src.neg) << k;
      abs |= uint32_t(o.src.abs) << k;
      sext |= uint32_t(o.src.sext) << k;
    }
  }
  if (sext && form != Form::Sdwa) return c.fail(c.mnemonicCol, kInvalidOperand);
  // The VOP3B layout keeps bits 10:8 for the SGPR result: it has no abs.
  if (abs && (isWideForm(form) || isWideOnly(info)) && baseLayout(info, Form::E64, g)->enc == Encoding::VOP3B)
    return c.fail(c.mnemonicCol, "ABS not allowed in VOP3B instructions");
  if (info.enc == Encoding::VOP3P) {
    // Mix instructions write neg_lo as -x and neg_hi as |x|.
    if (isMix(info) && (m.negLoCol || m.negHiCol)) return c.fail(m.negLoCol ? m.negLoCol : m.negHiCol, kInvalidOperand);
    // Entries past the last source are read and dropped, as llvm-mc does (v_pk_add_f16 v4, v1, v2 op_sel:[0,0,1]
    // is the word without op_sel); op_sel_hi's keep their default (above).
    const uint32_t sources = (1u << sourceCount(info)) - 1;
    inst[Field::NEG] = (m.negLo & sources) | neg;
    inst[Field::NEG_HI] = (m.negHi & sources) | abs;
    inst[Field::OPSEL] = m.opsel & sources;
    inst[Field::OPSEL_HI] = m.opselHiCol ? m.opselHi : defaultOpSelHi(info);
  } else {
    inst[Field::NEG] = neg;
    inst[Field::ABS] = abs;
    inst[Field::SEXT] = sext;
    if (m.laneSwapCol) inst[Field::OPSEL] = m.laneSwapBits;
    uint32_t written = 0;  // op_sel as written, by OPSEL bit (the tied src2's entry of v_fmac_f16 in bit 2)
    if (m.opselCol) {
      // Entry i selects source i; the entry after the last source is the destination (bit 3). The
      // permlanes' two entries are their fi and bound_ctrl bits, and they have no more; GFX11's v_cmpx_* have no
      // destination entry, and llvm-mc 22 drops what follows their sources.
      const int n = opSelSources(info, g);
      const uint32_t bits = m.opsel & 0xff;
      if ((info.traits & kTraitPermlane) && (bits >> n)) return c.fail(m.opselCol, "invalid op_sel operand");
      const bool dstEntry = opSelHasDst(info, g) || opSelByteSel(info, g);  // (a byte_sel row's: read, not encoded)
      written = (bits & ((1u << n) - 1)) | (dstEntry ? (bits >> n & 1) << 3 : 0u);
      inst[Field::OPSEL] = written & ~(opSelTiedSrc2Unencoded(info, g) ? 4u : 0u);
      // (entries where a byte_sel row keeps byte_sel: read, printed back, not encoded; scale_sel rows have no op_sel)
      inst[Field::OPSEL_TEXT] = inst[Field::OPSEL] & selectorMask(info, g);
      inst[Field::OPSEL] &= ~selectorMask(info, g);
      // GFX9's v_interp_p2_f16: llvm-mc reads the I/J VGPR's entry (src1) and drops it.
      if (info.traits & kTraitInterpWide) inst[Field::OPSEL] &= ~2u;
    }
    // True16 halves written .h select the high half (the 32-bit words hold them in the VGPR field's bit 7). An op_sel
    // written with any bit set must name every written half as its suffix does (LLVM's validateTrue16OpSel); one
    // of zeros leaves them to the suffixes.
    const uint32_t halves = writtenHalves();
    uint32_t high = halves, low = writtenHalves(1);
    if (opSelTiedSrc2Unencoded(info, g)) high |= (high & 8) >> 1, low |= (low & 8) >> 1;
    if (m.opselCol && (m.opsel & 0xff) && ((written & low) || (~written & high)))
      return c.fail(m.opselCol, "op_sel operand conflicts with 16-bit operand suffix");
    // GFX11's VOP3 dot2 rows with a 16-bit result: op_sel names the halves of src2 and the destination only.
    if ((info.traits & kTraitOpSelHalvesOnly) && (written & 3)) return c.fail(m.opselCol, "invalid op_sel operand");
    inst[Field::OPSEL] |= halves | selectorBits(info, g, m.selector);
  }
  inst[Field::CLAMP] = m.clampCol != 0;
  inst[Field::OMOD] = m.omod;
  if (hasBitop3(info)) {
    inst[Field::NEG] = m.bitop3 & 7;
    inst[Field::ABS] = m.bitop3 >> 3 & 7;
    inst[Field::OMOD] = m.bitop3 >> 6;
  }
  if (m.highCol) inst[Field::SRC0] |= 0x100;
  if (form == Form::Sdwa && (info.flagsOn(g) & kVopNoSrcs)) {
    // v_nop_sdwa: a second dword of zeros.
    inst[Field::SRC0] = inst[Field::SRC1] = opnd::kVgpr0;
  } else if (form == Form::Sdwa) {
    // A one-source instruction leaves the src1 select and S1 clear.
    if (!specOf(Field::SRC1)) { m.src1Sel = 0; inst[Field::SRC1] = opnd::kVgpr0; }
    inst[Field::DST_SEL] = m.dstSel;
    inst[Field::DST_UNUSED] = sdwaWithoutDst(info) ? 0 : m.dstUnused;
    inst[Field::SRC0_SEL] = m.src0Sel;
    inst[Field::SRC1_SEL] = m.src1Sel;
  } else if (form == Form::Dpp || form == Form::E64Dpp) {
    inst[Field::DPP_CTRL] = m.dppCtrl;
    inst[Field::ROW_MASK] = m.rowMask;
    inst[Field::BANK_MASK] = m.bankMask;
    inst[Field::BOUND_CTRL] = m.boundCtrl;
    inst[Field::FI] = m.fi;
  } else if (form == Form::Dpp8 || form == Form::E64Dpp8) {
    inst[Field::DPP8_SEL] = m.dpp8Sel;
    inst[Field::FI] = m.fi;
  }
  return true;
}

bool ValuParser::checkModifiers(Form form) {
  const bool wide = isWideForm(form) || isWideOnly(info);
  if (m.clampCol && !(info.flagsOn(g) & kVopClamp) && form != Form::Sdwa)
    return c.fail(m.clampCol, wide && wideClampBit() ? "integer clamping is not supported on this GPU" : kInvalidOperand);
  if (m.omodCol && (!(info.flagsOn(g) & kVopOmod) || (!wide && !(form == Form::Sdwa && vectorFeatures(g).sdwaScalar)) ||
                    (form == Form::Sdwa && intResultFromFloat(info))))
    return c.fail(m.omodCol, kInvalidOperand);
  if (m.opselCol && (!(info.flagsOn(g) & kVopOpSel) || !wide)) return c.fail(m.opselCol, kInvalidOperand);
  if (m.selectorCol && !wide) return c.fail(m.selectorCol, kInvalidOperand);
  const bool packed = info.enc == Encoding::VOP3P && (info.flagsOn(g) & kVopOpSel);
  if (!packed && m.opselHiCol) return c.fail(m.opselHiCol, kInvalidOperand);
  const uint32_t f = valuModifierFlags(info, c.t);
  if (!(f & kVopNegLoHi) && m.negLoCol) return c.fail(m.negLoCol, kInvalidOperand);
  if (!(f & kVopNegLoHi) && m.negHiCol) return c.fail(m.negHiCol, kInvalidOperand);
  return true;
}

// What LLVM's validator refuses after a match, in its order: op_sel where only its defaults are valid (gfx940's
// dot products: an op_sel entry set, or any op_sel_hi written, fails at op_sel or, without one, at the
// instruction), then a misaligned VGPR tuple as a source (gfx90a+; as a destination it fails the match).
bool ValuParser::checkAfterMatch() {
  if ((valuModifierFlags(info, c.t) & kVopOpSelFixed) && ((m.opsel & 0xff) || m.opselHiCol))
    return c.fail(m.opselCol ? m.opselCol : c.mnemonicCol, "invalid op_sel operand");
  if (misalignedSource) return c.fail(c.mnemonicCol, "invalid register class: vgpr tuples must be 64 bit aligned");
  // GFX12.5's packed f32 rows: a 64-bit scalar register source reads one SGPR pair for both halves, so its op_sel_hi
  // bit must be clear (LLVM 22's validateOpSel)
  if (vectorFeatures(g).packedScalarPairNeedsOpSelHiClear && info.enc == Encoding::VOP3P) {
    const uint32_t hi = m.opselHiCol ? m.opselHi : defaultOpSelHi(info);
    for (int i = 0; i < info.numOperands; ++i) {
      const OperandSpec& s = info.operands[i];
      const int k = srcIndex(s.field);
      const uint16_t code = ops[i].src.code;
      // (trap temporaries and null are no SGPR pair in LLVM's sense)
      const bool ttmpOrNull = (code >= ttmpBase(g) && code < ttmpBase(g) + ttmpCount(g)) || code == opnd::kNull;
      if (k >= 0 && ops[i].present && s.dwords == 2 && isScalarCode(code) && !ttmpOrNull && ((hi >> k) & 1))
        return c.fail(c.mnemonicCol, "invalid op_sel operand");
    }
  }
  return true;
}

}  // namespace valu_parsing

}  // namespace gcnkit
