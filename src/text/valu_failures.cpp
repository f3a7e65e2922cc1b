// Where llvm-mc reports a VALU line that fits no form: it parses the whole line, then tries every form of
// every instruction sharing the mnemonic, on any GPU, and names the furthest operand the last one reached
// (docs/design-notes.md, item 15). gcnkit chose its form directly; only on failure does it ask this.
#include <cctype>

#include "text/valu_parser_state.h"

namespace gcnkit::valu_parsing {

// ---- where llvm-mc reports a failed match ----
// LLVM reports a failed match where its last candidate stopped. For rows with a DPP form of later GPUs
// (kTraitDpp64Elsewhere) that candidate, tried last, reads src0 as one VGPR, takes no literal and needs a
// DPP control: it stops at src0, at a literal, or after the last operand ("too few operands").
void ValuParser::explainFailure() {
  if (cndmaskB16MaskFailure()) return;
  if ((forced == ForcedForm::Auto || forced == ForcedForm::E64) && c.diag.message == kInvalidOperand) {
    size_t starts[kMaxOperands + 2];
    const int written = operandStarts(starts, kMaxOperands + 2);
    const int col = otherGenerationShapeStop(starts, written);
    if (col == kOtherShapeWantsMore) c.fail(c.mnemonicCol, "too few operands for instruction");
    else if (col) c.diag.col = std::max(c.diag.col, col);
  }
  if (forced == ForcedForm::E64 && resultLessE64Candidate() && c.diag.message == kInvalidOperand) {
    size_t starts[kMaxOperands + 2];
    const int written = operandStarts(starts, kMaxOperands + 2);
    c.diag.col = std::max(c.diag.col, resultLessE64Stop(starts, written));
    return;
  }
  if (forced != ForcedForm::Auto && forced != ForcedForm::Dpp) return;
  // gfx90a+ DPP of a 64-bit operation is this processor's own form: where the parser stopped is LLVM's place.
  if (m.dppCol && dpAluDpp(info, c.t)) return;
  // Operands missing after a 64-bit src0: the f64 DPP candidate stops at that src0 first.
  const bool tooFew = c.diag.message == "too few operands for instruction";
  if (tooFew && (info.traits & kTraitDpp64Elsewhere)) return tooFewAfterWideSrc0();
  if (tooFew && forced == ForcedForm::Auto && dppSomewhere()) return maskBeforeMissingOperand();
  if (c.diag.message != kInvalidOperand) return;
  size_t starts[kMaxOperands + 2];
  const int written = operandStarts(starts, kMaxOperands + 2);
  int src0 = 0, index = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    if (!operandPresent(info, info.operands[i], Form::E64, g)) continue;
    if (info.operands[i].field == Field::SRC0) src0 = index;
    ++index;
  }
  if ((info.traits & kTraitCmpxDppElsewhere) && !vectorFeatures(g).cmpxExecOnly && forced == ForcedForm::Auto)
    return resultLessCompareFailure(starts, written);
  if (resultLessE64Candidate()) {
    c.diag.col = std::max(c.diag.col, resultLessE64Stop(starts, written));
    return;
  }
  if (src0 >= written) return;
  const int src0Col = operandCol(starts[src0]);
  // GFX12+: the 64-bit integer shifts and multiply-adds: llvm-mc 22 names a src0 that is no VGPR when a later operand
  // fails (as its last candidate wanted a VGPR there).
  // (GFX12.5's validator refuses a 64-bit literal its VOP3 form matched where it stands: that comes first)
  bool literalRefused = false;
  for (int k = src0 + 1; k < written && vectorFeatures(g).literal64; ++k)
    literalRefused |= int(starts[k]) + 1 == c.diag.col && literalAt(starts[k]);
  if (g >= Gen::GFX12 && wideIntegerShiftOrMad(info) && !vgprAt(starts[src0]) && c.diag.col > src0Col &&
      !literalRefused) {
    c.diag.col = src0Col;
    return;
  }
  if (!(info.traits & kTraitDpp64Elsewhere)) {
    if (forced == ForcedForm::Auto && dppSomewhere()) {
      dppCandidateFailure(starts, written);
      unsupportedModifierFailure();
    } else if (forced == ForcedForm::Auto && (laterDpp() || hasE64Dpp())) {
      // (a row with a VOP3 DPP form here, GFX11+'s VOP3-only rows among them: LLVM tries that variant last too)
      dppCandidateFailure(starts, written);
    }
    return;
  }
  if (c.diag.col < src0Col && !dppCandidateFailed) return;
  // (GFX12.5: a VOP3 form matches a literal wider than it holds, and LLVM's validator refuses it where it stands)
  if (vectorFeatures(g).literal64)
    for (int k = src0 + 1; k < written; ++k)
      if (int(starts[k]) + 1 == c.diag.col && literalAt(starts[k])) return;
  if (!oneVgprAt(starts[src0])) {
    c.diag.col = src0Col;
    return;
  }
  for (int k = src0 + 1; k < written; ++k)
    if (literalAt(starts[k])) {
      c.diag.col = int(starts[k]) + 1;
      return;
    }
  c.fail(c.mnemonicCol, "too few operands for instruction");
}

// An operand that fits no variant: LLVM parses the whole line before matching, so a syntax error in a
// later operand or modifier is what it reports. The rest is read as generic sources, then modifiers.
bool ValuParser::laterParseError() {
  if (c.diag.message != kInvalidOperand) return false;
  const Diagnostic matchFailure = c.diag;
  size_t starts[kMaxOperands + 2];
  const int written = operandStarts(starts, kMaxOperands + 2);
  OperandSpec generic;
  generic.field = Field::SRC0;
  generic.kind = OperandKind::VSrc;
  generic.dwords = 1;
  generic.type = ValType::F32;
  bool parsed = true;
  for (int k = 0; k < written && parsed; ++k) {
    if (int(starts[k]) + 1 <= matchFailure.col) continue;
    c.s.pos = starts[k];
    Source ignored;
    // (A source position reads its own modifiers: abs on an integer source is a syntax error.)
    const OperandSpec* own = writtenSpec(k);
    const bool ownSource = own && own->kind == OperandKind::VSrc;
    parsed = source(ownSource ? *own : generic, ignored, -1) || c.diag.message == kInvalidOperand;
  }
  if (parsed && written > 0 && int(starts[written - 1]) + 1 > matchFailure.col) parsed = modifiers();
  if (parsed || c.diag.message == kInvalidOperand) c.diag = matchFailure;
  return false;
}

void ValuParser::tooFewAfterWideSrc0() {
  size_t starts[kMaxOperands + 2];
  const int written = operandStarts(starts, kMaxOperands + 2);
  int index = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    if (!operandPresent(info, info.operands[i], Form::E64, g)) continue;
    if (info.operands[i].field == Field::SRC0) {
      if (index < written && !oneVgprAt(starts[index])) c.fail(int(starts[index]) + 1, kInvalidOperand);
      return;
    }
    ++index;
  }
}

// The DPP candidates stop at clamp or omod where this row's VOP3 form takes none either (DPP has none;
// a later GPU's VOP3 DPP form has the VOP3 modifiers).
void ValuParser::unsupportedModifierFailure() {
  // (The latest generation with the row stands for the later GPUs: GFX6/7 clamp no integers, they do.)
  Gen latest = g;
  for (int k = 0; k < kGenCount; ++k)
    if (info.existsOn(Gen(k))) latest = Gen(k);
  // (A row gone by GFX10, or spelled otherwise later, has no VOP3 DPP form then: only DPP, which has
  // neither modifier. A row of GFX11's own, v_cvt_nearest_i32_f32 say, has its VOP3 DPP form.)
  const bool later = (info.existsOn(Gen::GFX10) && !(info.traits & kTraitRenamedLater)) || vectorFeatures(latest).vop3Dpp;
  const uint32_t takes = later ? info.flagsOn(g) | info.flagsOn(latest) : 0;
  int col = 0;
  if (m.clampCol && !(takes & kVopClamp)) col = m.clampCol;
  if (m.omodCol && !(takes & kVopOmod) && (!col || m.omodCol < col)) col = m.omodCol;
  if (col && col < c.diag.col) c.diag.col = col;
}

// Compares, VOP3 operations and the mix ops of GFX10 with 32-bit operands have DPP forms on later GPUs
// (LLVM's VOPC, VOP3 and VOP3P DPP), which stop at a src0 that is no VGPR as well.
bool ValuParser::laterDpp() const {
  if ((info.enc != Encoding::VOPC && info.enc != Encoding::VOP3 && !isMix(info)) || !info.existsOn(Gen::GFX10))
    return false;
  if (info.traits & kTraitRenamedLater) return false;
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind != OperandKind::Mask && info.operands[i].dwords != 1) return false;
  return true;
}

// Operands missing after a lane mask the DPP candidates cannot take (vcc of this wave size only; any SGPRs
// of that size in the later VOP3 DPP forms of rows GFX10 still has): that mask is what LLVM names.
void ValuParser::maskBeforeMissingOperand() {
  size_t starts[kMaxOperands + 2];
  const int written = operandStarts(starts, kMaxOperands + 2);
  int k = 0;
  for (int i = 0; i < info.numOperands && k < written; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!operandPresent(info, s, Form::E64, g)) continue;
    if (s.kind == OperandKind::Mask) {
      Scan save = c.s;
      c.s.pos = starts[k];
      RegToken r = readRegister(c, true);
      c.s = save;
      const bool width = r.isRegister && r.error.empty() && !isVgprCode(r.reg.code) && r.reg.dwords == maskDwords;
      if (!width || (!info.existsOn(Gen::GFX10) && r.reg.code != opnd::kVccLo)) {
        c.fail(int(starts[k]) + 1, kInvalidOperand);
        return;
      }
    }
    ++k;
  }
}

// Whether LLVM knows a DPP form of this mnemonic on some GPU (then it is the last candidate tried).
bool ValuParser::dppSomewhere() const {
  if (info.flags & (kVopDpp | kVopDpp10)) return true;
  for (int k = 0; k < kGenCount; ++k)
    if (info.genFlags[k] & (kVopDpp | kVopDpp10)) return true;
  return false;
}

// A DPP candidate (LLVM tries the DPP forms last, those of later GPUs too) reads VGPRs (vcc for a lane
// mask) up to src0 at least: where it stops there is what llvm-mc names. (Past src0 the later GPUs'
// VOP3 DPP forms, which this table does not know, decide.)
void ValuParser::dppCandidateFailure(const size_t* starts, int written) {
  int k = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!operandPresent(info, s, Form::E64, g)) continue;
    if (k >= written || operandCol(starts[k]) >= c.diag.col) return;
    if (!dppOperandAt(s, starts[k])) {
      c.diag.col = operandCol(starts[k]);
      return;
    }
    if (s.field == Field::SRC0) return;
    ++k;
  }
}

// Moves past -, |, abs( and neg( in front of a source's value.
void ValuParser::skipSourceModifiers() {
  for (;;) {
    c.s.skipSpace();
    if (c.s.peek() == '-' || c.s.peek() == '|') {
      ++c.s.pos;
    } else if (c.s.line.substr(c.s.pos, 4) == "abs(" || c.s.line.substr(c.s.pos, 4) == "neg(") {
      c.s.pos += 4;
    } else {
      return;
    }
  }
}

bool ValuParser::dppOperandAt(const OperandSpec& s, size_t pos) {
  Scan save = c.s;
  c.s.pos = pos;
  if (s.kind != OperandKind::Mask && fpModifierSource(info, s, g)) skipSourceModifiers();  // around a float source
  RegToken r = readRegister(c, true);
  c.s = save;
  if (!r.isRegister || !r.error.empty()) return false;
  if (s.kind == OperandKind::Mask) return true;  // (any SGPRs in the later VOP3 DPP forms)
  return isVgprCode(r.reg.code) && r.reg.dwords == s.dwords;
}

// Lane masks written as the other wave size's vcc: if every mask is written so and the rest fits a
// 32-bit form (LLVM has those for both wave sizes, on some GPU), the operands fit "another GPU or mode";
// else the first such mask is what fits nothing.
bool ValuParser::otherModeFailure() {
  int masks = 0;
  bool leftOut = false;
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::Mask && ops[i].present) {
      ++masks;
      leftOut |= omitted[i];
    }
  // (The other mode's 32-bit form: wave32 ones exist where wave32 does.)
  bool e32Somewhere = false;
  for (int k = 0; k < kGenCount; ++k)
    e32Somewhere |= info.opcode[k] >= 0 && (maskDwords == 1 || vectorFeatures(Gen(k)).wave32);
  int bad = 0;
  const bool extension = forced == ForcedForm::Sdwa || forced == ForcedForm::Dpp;  // (modifiers fit there)
  if (forced != ForcedForm::E64 && e32Somewhere && !leftOut && otherModeMasks == masks && (extension || e32Operands(&bad)))
    return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  return c.fail(otherModeCol, kInvalidOperand);
}

// Whether the two written operands read as a compare's lane mask and its src0.
bool ValuParser::writtenAsResultAndSource() {
  size_t starts[3];
  if (operandStarts(starts, 3) != 2) return false;
  const OperandSpec* src0 = info.operand(Field::SRC0);
  Scan save = c.s;
  c.s.pos = starts[0];
  RegToken mask = readRegister(c, true);
  c.s.pos = starts[1];
  RegToken value = readRegister(c, true);
  c.s = save;
  const bool maskOk = mask.isRegister && mask.error.empty() && !isVgprCode(mask.reg.code) && mask.reg.dwords == maskDwords;
  return maskOk && src0 && (!value.isRegister || value.reg.dwords == src0->dwords);
}

// A row whose lane mask exists on some generations only (v_add_i32: a carry-out on GFX6/7, none in GFX9's
// VOP3-only form) is matched in both shapes: where the other generation's shape stops on the written
// operands (0 if it fits them or wants more).
int ValuParser::otherGenerationShapeStop(const size_t* starts, int written) {
  Gen other = g;
  for (int i = 0; i < info.numOperands && other == g; ++i)
    if (info.operands[i].kind == OperandKind::Mask)
      for (int k = 0; k < kGenCount; ++k)
        if (info.existsOn(Gen(k)) && info.operands[i].existsOn(Gen(k)) != info.operands[i].existsOn(g)) {
          other = Gen(k);
          break;
        }
  // (Only a VOP3-only other shape reads like this, or the result of a compare that writes exec before GFX10; the
  // alias spellings are matched as their own.)
  // (A compare with DPP or SDWA forms somewhere has later variants, whose place LLVM names instead.)
  const bool cmpxResult = info.enc == Encoding::VOPC && (info.flagsOn(g) & kVopCmpx) && !dppSomewhere() && !laterDpp();
  if (other == g && cmpxResult && vectorFeatures(g).cmpxExecOnly)
    for (int k = 0; k < kGenCount; ++k)
      if (info.existsOn(Gen(k)) && !vectorFeatures(Gen(k)).cmpxExecOnly) other = Gen(k);  // (GFX9's, say)
  if (other == g || (info.hasE32(other) && !cmpxResult) || carryAlias) return 0;
  int k = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!operandPresent(info, s, Form::E64, other)) continue;
    if (k >= written) return cmpxResult ? kOtherShapeWantsMore : 0;
    if (!fitsVop3Operand(s, starts[k])) return int(starts[k]) + 1;
    ++k;
  }
  return k < written ? int(starts[k]) + 1 : 0;
}

// Whether the text at `pos` fits a VOP3 operand of this kind (no literal: this is before GFX10 only).
bool ValuParser::fitsVop3Operand(const OperandSpec& s, size_t pos) {
  Scan save = c.s;
  c.s.pos = pos;
  RegToken r = readRegister(c, true);
  c.s = save;
  if (!r.isRegister) return s.kind == OperandKind::VSrc && !literalAt(pos);
  if (!r.error.empty()) return false;
  if (s.kind == OperandKind::Mask) return !isVgprCode(r.reg.code) && r.reg.dwords == maskDwords;
  if (s.kind == OperandKind::VReg) return isVgprCode(r.reg.code) && r.reg.dwords == s.dwords;
  return r.reg.dwords == s.dwords;
}

// Before GFX10, a v_cmpx_* that GFX10 has is also matched against GFX10's result-less VOP3 form; LLVM
// names the furthest operand any candidate reached.
bool ValuParser::resultLessE64Candidate() const {
  return info.enc == Encoding::VOPC && (info.flagsOn(g) & kVopCmpx) && !vectorFeatures(g).cmpxExecOnly &&
         info.existsOn(Gen::GFX10);
}

// Where GFX10's "v_cmpx_* src0, src1" stops on the written operands (0 if they fit it).
int ValuParser::resultLessE64Stop(const size_t* starts, int written) {
  const OperandSpec* src[2] = {info.operand(Field::SRC0), info.operand(Field::SRC1)};
  for (int k = 0; k < written; ++k) {
    if (k >= 2 || !src[k]) return int(starts[k]) + 1;
    Scan save = c.s;
    c.s.pos = starts[k];
    RegToken r = readRegister(c, true);
    const bool fits = r.isRegister ? r.error.empty() && r.reg.dwords == src[k]->dwords : !literalAt(starts[k]);
    c.s = save;
    if (!fits) return int(starts[k]) + 1;
  }
  return 0;
}

// The spec of the k-th written operand (in the 64-bit form's order), if any.
// The column LLVM names for a written operand: where it starts, or for lit(x)/lit64(x) where x does (the
// immediate's own location).
int ValuParser::operandCol(size_t start) const {
  Scan p = c.s;
  p.pos = start;
  if (enterForcedLiteral(p) == ForcedLiteral::None) return int(start) + 1;
  p.skipSpace();
  return p.col();
}

const OperandSpec* ValuParser::writtenSpec(int k) const {
  for (int i = 0; i < info.numOperands; ++i)
    if (operandPresent(info, info.operands[i], Form::E64, g) && k-- == 0) return &info.operands[i];
  return nullptr;
}

// Before GFX10 the later GPUs' result-less DPP compare is the last candidate: two VGPRs and nothing more.
void ValuParser::resultLessCompareFailure(const size_t* starts, int written) {
  for (int k = 0; k < written; ++k)
    if (k >= 2 || !oneVgprAt(starts[k])) {
      c.diag.col = int(starts[k]) + 1;
      return;
    }
}

// Where each written operand starts (after its spaces), up to `max`; returns how many there are.
int ValuParser::operandStarts(size_t* out, int max) const {
  Scan p = c.s;
  p.pos = size_t(c.mnemonicCol - 1);
  while (p.pos < p.line.size() && p.line[p.pos] != ' ' && p.line[p.pos] != '\t') ++p.pos;
  int n = 0, depth = 0;
  bool atStart = true;
  for (; p.pos < p.line.size() && n < max; ++p.pos) {
    const char ch = p.line[p.pos];
    if (atStart && ch != ' ' && ch != '\t') { out[n++] = p.pos; atStart = false; }
    if (ch == '[' || ch == '(') ++depth;
    if ((ch == ']' || ch == ')') && depth > 0) --depth;
    if (ch == ',' && depth == 0) atStart = true;
  }
  return n;
}

// The register written at `pos` (any source modifiers skipped), without moving the cursor.
RegToken ValuParser::sourceRegisterAt(size_t pos) {
  Scan save = c.s;
  c.s.pos = pos;
  skipSourceModifiers();
  RegToken r = readRegister(c, true);
  c.s = save;
  return r;
}

// A single 32-bit VGPR, with or without -, |...|, abs(), neg() around it.
bool ValuParser::oneVgprAt(size_t pos) {
  const RegToken r = sourceRegisterAt(pos);
  return r.isRegister && r.error.empty() && isVgprCode(r.reg.code) && r.reg.dwords == 1;
}

// v_cndmask_b16 in wave64 with a 32-bit lane mask: llvm-mc 22 names src0's value when src0 is no VGPR, else the mask.
bool ValuParser::cndmaskB16MaskFailure() {
  if (&info != &opInfo(Op::v_cndmask_b16) || c.t.wave32 || c.diag.message != kInvalidOperand) return false;
  size_t starts[kMaxOperands + 2];
  if (operandStarts(starts, kMaxOperands + 2) != 4) return false;
  Scan save = c.s;
  c.s.pos = starts[3];
  const RegToken mask = readRegister(c, true);
  c.s.pos = starts[1];
  const char after = c.s.pos + 1 < c.s.line.size() ? c.s.line[c.s.pos + 1] : '\0';
  if (!(c.s.peek() == '-' && (std::isdigit(static_cast<unsigned char>(after)) || after == '.')))
    skipSourceModifiers();  // (-4.0 is a number)
  const int src0Value = c.s.col();
  c.s = save;
  if (!mask.isRegister || !mask.error.empty() || mask.reg.dwords != 1 || isVgprCode(mask.reg.code)) return false;
  c.diag.col = vgprAt(starts[1]) ? int(starts[3]) + 1 : src0Value;
  return true;
}

// A VGPR or VGPR tuple, after any source modifiers.
bool ValuParser::vgprAt(size_t pos) {
  const RegToken r = sourceRegisterAt(pos);
  return r.isRegister && isVgprCode(r.reg.code);
}

bool ValuParser::wideIntegerShiftOrMad(const OpInfo& info) {
  for (std::string_view n : {"v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64", "v_lshl_add_u64", "v_mad_co_i64_i32"})
    if (info.name == n) return true;
  return false;
}

// A number that is no inline constant (as a 32-bit float or integer source reads it).
bool ValuParser::literalAt(size_t pos) {
  Scan save = c.s;
  c.s.pos = pos;
  ExprError err;
  auto v = isRegisterToken(c) ? std::nullopt : parseExpr(c.s, c.syms, true, err);
  c.s = save;
  if (!v || v->kind == ExprValue::Kind::Symbol) return v.has_value();
  if (v->kind == ExprValue::Kind::Float) return !inlineFloatCode(std::bit_cast<uint64_t>(v->fp), true, g);
  return !inlineIntCode(v->value);
}

}  // namespace gcnkit::valu_parsing
