// VALU operands and the parse's driver (the encoding choice and field filling: valu_form.cpp; the modifiers
// after the operands: valu_modifiers.cpp; numbers as inline constants or literals: valu_constants.cpp). Operands are read first into a form-independent shape (register
// codes, constants, source modifiers); the form (e32, e64, SDWA, DPP, DPP8) is then chosen as llvm-mc chooses
// it (the shortest legal one unless a suffix or a modifier asks for another) and the fields filled in.
#include <fmt/format.h>

#include "text/valu_parser_state.h"


namespace gcnkit {

namespace valu_parsing {

// ---- operands ----
bool ValuParser::readVgpr(const OperandSpec& s, Operand& o) {
  RegToken r = readRegister(c, true);
  o.col = r.col;
  if (!r.isRegister) return c.fail(r.col, kInvalidOperand);
  if (!r.error.empty()) return c.fail(r.col, r.error);
  if (!isVgprCode(r.reg.code) || r.reg.dwords != s.dwords) return c.fail(r.col, kInvalidOperand);
  if (r.half && !checkHalf(s, r)) return false;
  noteHalf(s, r);
  o.code = r.reg.code;
  o.half = r.half;
  return true;
}

// vN.l / vN.h: only a 16-bit operand of a true16 row takes one, and only where the target reads halves (llvm-mc 22
// in fake16 mode: the line fits no form of the GPU).
// An operand no true16 form names a half of (v_add_f32's) is invalid in either mode.
bool ValuParser::checkHalf(const OperandSpec& s, const RegToken& r) {
  if (!s.half || !(info.flagsOn(g) & kVopTrue16)) return c.fail(r.col, kInvalidOperand);
  if (!c.t.has(kFeatRealTrue16)) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  if (!t16()) return c.fail(r.col, kInvalidOperand);
  return true;
}

uint32_t ValuParser::writtenHalves(uint8_t which) const {
  uint32_t bits = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    const uint8_t h = srcIndex(s.field) >= 0 ? ops[i].src.half : ops[i].half;
    if (ops[i].present && h == which) bits |= halfOpselBit(s.field);
  }
  return bits;
}

// Where the true16 and fake16 readings of a 16-bit VGPR operand part: a register written with a half suffix
// (which the fake16 form fails on) or without (which the true16 form fails on).
void ValuParser::noteHalf(const OperandSpec& s, const RegToken& r) {
  if (!s.half || !t16()) return;
  int& col = r.half ? suffixCol : plainHalfCol;
  if (!col) col = r.col;
}

bool ValuParser::anyHalfWritten() const {
  for (int i = 0; i < info.numOperands; ++i)
    if (ops[i].present && (ops[i].half || ops[i].src.half)) return true;
  return false;
}

bool ValuParser::readScalar(int dwords, Operand& o, ScalarSpecials specials) {
  RegToken r = readRegister(c, true);
  o.col = r.col;
  if (!r.isRegister) return c.fail(r.col, kInvalidOperand);
  if (!r.error.empty()) return c.fail(r.col, r.error);
  // The special sources llvm-mc takes here stand for an operand of any width (isa/operand_rules.h).
  if (specials != ScalarSpecials::None && laneScalarSpecial(r.reg.code, specials == ScalarSpecials::Mask)) {
    o.code = r.reg.code;
    return true;
  }
  // null fits a scalar operand of any width (a wave64 lane mask too).
  if (r.reg.code >= 128 || (r.reg.dwords != dwords && r.reg.code != opnd::kNull)) return c.fail(r.col, kInvalidOperand);
  o.code = r.reg.code;
  return true;
}

bool ValuParser::sourceValue(const OperandSpec& s, Source& src, int index) {
  c.s.skipSpace();
  src.col = src.valueCol = c.s.col();
  RegToken r = readRegister(c, true);
  if (r.isRegister) {
    // A misaligned VGPR tuple matches a source; LLVM's validator refuses it afterwards (checkAfterMatch).
    if (r.misaligned && s.kind == OperandKind::VSrc) misalignedSource = true;
    else if (!r.error.empty()) return c.fail(r.col, r.error);
    const uint16_t code = r.reg.code;
    const bool anyWidth = (code >= 235 && code < 256 && r.reg.dwords == 1) || code == opnd::kNull;
    if (r.reg.dwords != s.dwords && !anyWidth) return c.fail(r.col, kInvalidOperand);
    if (vgprOnly(s) && !isVgprCode(code) && movrelsElsewhere(s) && r.reg.dwords == 1)
      return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
    if (vgprOnly(s) && !isVgprCode(code)) return c.fail(r.col, movrelsSource(s) ? kMovrelsVgpr : kInvalidOperand);
    if (s.noSgpr && !isVgprCode(code)) return c.fail(r.col, kInvalidOperand);
    if (s.kind == OperandKind::VSrc && (info.flagsOn(g) & kVopSgprSrc) && isVgprCode(code)) return c.fail(r.col, kInvalidOperand);
    // (LLVM checks the operation before the source position; a lane select takes no lds_direct at all.)
    if (code == opnd::kLdsDirect && (info.flagsOn(g) & kVopSgprSrc) && s.field != Field::SRC0)
      return c.fail(r.col, kInvalidOperand);
    // (a VGPR-only operand of the form asked for never matches it: the 32-bit forms' src1, DPP's sources)
    const bool vgprOperand = (forced == ForcedForm::E32 && s.field == Field::SRC1 &&
                              (info.enc == Encoding::VOP2 || info.enc == Encoding::VOPC)) ||
                             (forced == ForcedForm::Dpp && (s.field == Field::SRC0 || s.field == Field::SRC1));
    if (code == opnd::kLdsDirect && vgprOperand) return c.fail(r.col, kInvalidOperand);
    // VOPD: llvm-mc 22 takes src_lds_direct as either component's src0 (any operation, GFX11 too) and checks nothing
    // else of it; it reads as a VGPR there (codec/vopd_rules.cpp).
    if (code == opnd::kLdsDirect && info.enc == Encoding::VOPD) {
      if (s.field != Field::SRC0) return c.fail(r.col, kInvalidOperand);
      src.code = code;
      return true;
    }
    if (code == opnd::kLdsDirect && !ldsDirectAvailable(c.t))
      return c.fail(r.col, "lds_direct is not supported on this GPU");
    if (code == opnd::kLdsDirect && isRevOperation(info))
      return c.fail(r.col, "lds_direct cannot be used with this instruction");
    if (code == opnd::kLdsDirect && s.field != Field::SRC0) return c.fail(r.col, "lds_direct may be used as src0 only");
    if (code == opnd::kLdsDirect && s.dwords != 1) return c.fail(r.col, kInvalidOperand);
    if (r.half && !checkHalf(s, r)) return false;
    if (isVgprCode(code)) noteHalf(s, r);
    src.code = code;
    src.half = r.half;
    return true;
  }
  if (vgprOnly(s) && movrelsElsewhere(s) && inlineNumberFollows())
    return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  if (vgprOnly(s)) {
    // (LLVM reads the expression first: "--v[2:3]" fails at its list, as in a source that takes expressions)
    const Scan save = c.s;
    ExprError err;
    auto v = parseExpr(c.s, c.syms, true, err, true);
    const bool listFails = v && v->kind == ExprValue::Kind::Symbol && !registerListAfter();
    if (listFails) return false;
    c.s = save;
    return c.fail(src.col, movrelsSource(s) && inlineNumberFollows() ? kMovrelsVgpr : kInvalidOperand);
  }
  ForcedLiteral forced = enterForcedLiteral(c.s);
  const bool parenthesized = forced != ForcedLiteral::None;
  if (parenthesized) {  // (llvm-mc 22 reports a value lit()/lit64() cannot hold at the value, inside the parentheses)
    c.s.skipSpace();
    src.col = src.valueCol = c.s.col();
  }
  ExprError err;
  auto v = parseExpr(c.s, c.syms, true, err, !parenthesized);
  if (!v) return c.fail(err.col, err.message);
  if (parenthesized && !c.s.accept(')')) return c.fail(c.s.col(), "expected closing parentheses");
  // llvm-mc 22: lit() inside |...| is lost (|lit(5)| is the inline 5), and a 64-bit source takes no neg()/abs()
  // around an integer one (the value is "invalid operand"; packed f32 pairs are 32-bit constants).
  if (inBars) forced = ForcedLiteral::None;
  const bool forcedLit = forced != ForcedLiteral::None;
  src.lit64Written = forced == ForcedLiteral::Lit64;
  if (!lit64Allowed(s, src)) return c.fail(operandStart, kLit64NotSupported);  // (before the value's own checks)
  if (forcedLit && (src.neg || src.abs) && s.dwords == 2 && !packedPairSource(info, s) && lit64Allowed(s, src) &&
      v->kind == ExprValue::Kind::Int)
    return c.fail(src.valueCol, kInvalidOperand);  // (encodeInt's rule, for a value lit() makes a literal)
  if (v->kind == ExprValue::Kind::Symbol) {
    if (!registerListAfter()) return false;
    if (halfOf32Source(info, s, g)) halfOf32Mismatch = true;  // (refused after the match)
    // LLVM's 16-bit source classes (bf16 pairs too) take constants only, no expressions.
    if (is16Bit(s.type) || bf16Source(info, s.field)) return c.fail(src.col, kInvalidOperand);
    src.code = opnd::kLiteral;
    src.symbolic = true;
    if (index >= 0) symbolLiteral(c, *v, index);
    return true;
  }
  if (forcedLit && s.dwords == 2 && vectorFeatures(g).literal64 && !packedPairSource(info, s)) return forcedLiteral64(s, *v, forced == ForcedLiteral::Lit64, src, index);
  src.constant = !forcedLit;
  src.floating = v->kind == ExprValue::Kind::Float;
  src.number = src.floating ? std::bit_cast<int64_t>(v->fp) : v->value;
  bool ok = src.floating ? encodeFloat(s, v->fp, src) : encodeInt(s, v->value, src);
  const OperandSpec& cs = packedPairSource(info, s) ? asPackedPairConstant(info, s) : s;
  const bool half = cs.type == ValType::F16 || cs.type == ValType::B16;
  if (ok && forcedLit && src.code != opnd::kLiteral) {
    src.literal = v->kind == ExprValue::Kind::Float ? floatLiteralBits(cs, v->fp) : uint32_t(v->value);
    src.code = opnd::kLiteral;
  }
  // (an integer's dword on a 16-bit source keeps its low half only, as llvm-mc 22 encodes it)
  if (ok && forcedLit && half && v->kind == ExprValue::Kind::Int) src.literal &= 0xffff;
  src.literalForced = ok && forcedLit;
  // (a bf16 source's negative integer literal: llvm-mc 22 lists the written value's dword, 0xffff8000 for -0x8000)
  if (ok && !forcedLit && index >= 0 && src.code == opnd::kLiteral && bf16Source(info, s.field) &&
      v->kind == ExprValue::Kind::Int && v->value < 0 && !src.neg && !src.abs)
    c.out.overrideText[index] = fmt::format("{:#x}", uint32_t(v->value));
  // llvm-mc 22 prints a literal written lit()/lit64() so, whatever its value, its modifiers as -x and |x|: an
  // integer as written (64 bits of it) on a 32-bit or narrower source, else the dword it encodes (a double's high one)
  if (ok && forcedLit && index >= 0 && src.code == opnd::kLiteral) {
    const bool asWritten = v->kind == ExprValue::Kind::Int && cs.dwords == 1;
    c.out.overrideText[index] = forcedLiteralText(forced, asWritten ? uint64_t(v->value) : src.literal, src.neg, src.abs);
  }
  return ok;
}

// An expression operand followed by '[': llvm-mc reads the bracket as a register list ("--s[6:7]" is the
// symbol s, then the list [6:7]) and names its first entry.
bool ValuParser::registerListAfter() {
  Scan p = c.s;
  p.skipSpace();
  if (!p.accept('[')) return true;
  p.skipSpace();
  return c.fail(p.col(), "expected a register or a list of registers");
}

bool ValuParser::movrelsSource(const OperandSpec& s) const {
  return readsM0(info) && s.field == Field::SRC0 && hasSdwa() && vectorFeatures(g).sdwaScalar &&
         (forced == ForcedForm::Auto || forced == ForcedForm::Sdwa);
}

// v_movrels*'s src0 is a VGPR; on GPUs that dropped SDWA (DPP without it: GFX11+) the SDWA form of earlier ones,
// which reads an SGPR or a constant there, is what llvm-mc 22 matches such a source with, and then finds missing.
bool ValuParser::movrelsElsewhere(const OperandSpec& s) const {
  const VectorFeatures& v = vectorFeatures(g);
  return readsM0(info) && s.field == Field::SRC0 && v.extensions && !v.sdwa && forced == ForcedForm::Auto;
}

// Whether a number that is an inline constant (as a 32-bit source reads it) comes next.
bool ValuParser::inlineNumberFollows() {
  Scan save = c.s;
  ExprError err;
  auto v = parseExpr(c.s, c.syms, true, err);
  c.s = save;
  if (!v || v->kind == ExprValue::Kind::Symbol) return false;
  if (v->kind == ExprValue::Kind::Float) return inlineFloatCode(std::bit_cast<uint32_t>(float(v->fp)), false, g).has_value();
  return inlineIntCode(v->value).has_value();
}

// A VGPR-only source; a row with a VOP3 form elsewhere reads any source and lets the form choice judge.
bool ValuParser::vgprOnly(const OperandSpec& s) const {
  return s.kind == OperandKind::VReg && !(info.traits & kTraitVop3Elsewhere);
}

// At a '-': whether a register follows (a modifier LLVM does not nest) rather than a negative number.
bool ValuParser::negatedRegister() {
  Scan save = c.s;
  ++c.s.pos;
  const bool reg = isRegisterToken(c);
  c.s = save;
  return reg;
}

// Whether the operand takes the floating-point source modifiers (neg, abs).
bool ValuParser::takesFpModifiers(const OperandSpec& s) const {
  if (info.enc == Encoding::VOP3P) return isMix(info);
  return fpModifierSource(info, s, g);
}

// The value inside |...|: parsed on the text up to the closing bar, which expressions would read as "or".
bool ValuParser::valueInBars(const OperandSpec& s, Source& src, int index) {
  const size_t close = c.s.line.find('|', c.s.pos);
  if (close == std::string_view::npos) {  // LLVM wants the bar right after the value
    if (!sourceValue(s, src, index)) return false;
    c.s.skipSpace();
    return c.fail(c.s.col(), "expected vertical bar");
  }
  Scan outer = c.s;
  c.s.line = outer.line.substr(0, close);
  inBars = true;
  const bool ok = sourceValue(s, src, index);
  inBars = false;
  const bool whole = (c.s.skipSpace(), c.s.atEnd());
  const int col = c.s.col();
  c.s.line = outer.line;
  if (!ok) return false;
  if (!whole) return c.fail(col, "expected vertical bar");
  c.s.pos = close + 1;
  return true;
}

// llvm-mc 22 takes lit64() without 64-bit literals (before GFX12.5) on an integer or packed-half source only (as a
// dword), and names the whole operand otherwise (neg( included).
bool ValuParser::lit64Allowed(const OperandSpec& s, const Source& src) const {
  return !src.lit64Written || vectorFeatures(g).literal64 || !isFloat(s.type) || s.type == ValType::PF16;
}

// -x, |x|, -|x|, abs(x), neg(x), sext(x) around a source value.
bool ValuParser::source(const OperandSpec& s, Source& src, int index) {
  c.s.skipSpace();
  const int start = c.s.col();
  if (!inNegCall) operandStart = start;
  const bool fp = takesFpModifiers(s);
  auto nextChar = [&](size_t from) {
    while (from < c.s.line.size() && (c.s.line[from] == ' ' || c.s.line[from] == '\t')) ++from;
    return from < c.s.line.size() ? c.s.line[from] : '\0';
  };
  // "abs(", "neg(", "sext(" at the cursor, blanks before the parenthesis allowed (LLVM's tokens): the length
  // through the parenthesis, or 0.
  auto call = [&](std::string_view name) -> size_t {
    if (c.s.peek() != name[0] || c.s.line.substr(c.s.pos, name.size()) != name) return 0;
    size_t at = c.s.pos + name.size();
    while (at < c.s.line.size() && (c.s.line[at] == ' ' || c.s.line[at] == '\t')) ++at;
    return at < c.s.line.size() && c.s.line[at] == '(' ? at + 1 - c.s.pos : 0;
  };
  auto word = [&](std::string_view w) {  // (w ends in '(')
    const size_t n = call(w.substr(0, w.size() - 1));
    c.s.pos += n;
    return n != 0;
  };
  if (c.s.peek() == '-') {
    const char next = nextChar(c.s.pos + 1);
    // "--x" on a source without fp modifiers is an expression (llvm-mc reads "--v2" as a symbol).
    if (next == '-' && fp) return c.fail(start, "invalid syntax, expected 'neg' modifier");
    Scan save = c.s;
    ++c.s.pos;
    c.s.skipSpace();
    if (forcedLiteralAt(c.s) != ForcedLiteral::None) return c.fail(start, kInvalidOperand);  // (-lit(x): neg(lit(x)))
    if (c.s.peek() == '|' || call("abs") || isRegisterToken(c, true)) src.neg = true;  // (-v1.l too)
    else c.s = save;
    // (LLVM rejects the modifier before it looks at the value.)
    if (src.neg && !fp) return c.fail(start, "not a valid operand.");
  } else if (word("neg(")) {
    if (!fp) return c.fail(start, "not a valid operand.");
    src.neg = true;
    inNegCall = true;
    const bool inner = source(s, src, index);  // neg(|x|), neg(1.0), neg(v1)
    inNegCall = false;
    if (!inner) return false;
    if (!c.s.accept(')')) return c.fail(c.s.col(), "expected closing parentheses");
    src.col = start;
    return fp ? true : c.fail(start, "not a valid operand.");
  }
  if (word("sext(")) {
    if (fp || s.kind != OperandKind::VSrc) return c.fail(start, "not a valid operand.");
    src.sext = true;
    c.s.skipSpace();
    if (c.s.peek() == '-' && negatedRegister()) return c.fail(c.s.col(), "failed parsing operand.");
    if (!sourceValue(s, src, index)) return false;
    src.col = start;
    return c.s.accept(')') ? true : c.fail(c.s.col(), "expected closing parentheses");
  }
  c.s.skipSpace();
  if (const size_t absCall = call("abs"); c.s.peek() == '|' || absCall) {
    const bool bars = c.s.peek() == '|';
    const int absCol = c.s.col();
    if (!fp) return c.fail(src.neg ? start : absCol, "not a valid operand.");
    c.s.pos += bars ? 1 : absCall;
    src.abs = true;
    c.s.skipSpace();
    if (c.s.peek() == '-' && negatedRegister()) return c.fail(c.s.col(), "failed parsing operand.");
    if (bars) {
      if (!valueInBars(s, src, index)) return false;
    } else {
      if (!sourceValue(s, src, index)) return false;
      if (!c.s.accept(')')) return c.fail(c.s.col(), "expected closing parentheses");
    }
  } else if (!sourceValue(s, src, index)) {
    return false;
  }
  if (src.neg && !fp) return c.fail(start, "not a valid operand.");
  src.col = start;
  return true;
}

bool ValuParser::kimm(const OperandSpec& s, Operand& o) {
  c.s.skipSpace();
  o.col = c.s.col();
  if (isRegisterToken(c)) return c.fail(o.col, kInvalidOperand);
  ExprError err;
  if (s.dwords == 2) return kimm64(o);
  auto v = parseExpr(c.s, c.syms, true, err);
  if (!v) return c.fail(err.col, err.message);
  uint32_t bits = 0;
  if (v->kind == ExprValue::Kind::Float) bits = s.type == ValType::F16 ? halfBits(v->fp) : std::bit_cast<uint32_t>(float(v->fp));
  else if (v->kind == ExprValue::Kind::Int && v->value >= INT32_MIN && v->value <= int64_t(UINT32_MAX)) bits = uint32_t(v->value);
  else return c.fail(o.col, kInvalidOperand);
  // A 16-bit K constant must fit its half of the literal dword; a negative one keeps its sign extension
  // there, as llvm-mc writes it.
  if (s.type == ValType::F16 && v->kind == ExprValue::Kind::Int && (v->value < -32768 || v->value > 0xffff))
    return c.fail(o.col, kInvalidOperand);
  if (s.type == ValType::F16 && !(v->kind == ExprValue::Kind::Int && v->value < 0)) bits &= 0xffff;
  o.src.code = opnd::kLiteral;
  o.src.literal = bits;
  return true;
}

// GFX12.5's 64-bit K (v_fmaak_f64, v_fmamk_f64), as llvm-mc 22 reads it: a double's bits; an integer of 32 bits its
// high half, a wider one itself; lit(x) x's dword as the high half, lit64(x) x itself.
bool ValuParser::kimm64(Operand& o) {
  const ForcedLiteral forced = enterForcedLiteral(c.s);
  c.s.skipSpace();
  const int valueCol = c.s.col();
  ExprError err;
  auto v = parseExpr(c.s, c.syms, true, err);
  if (!v) return c.fail(err.col, err.message);
  if (forced != ForcedLiteral::None && !c.s.accept(')')) return c.fail(c.s.col(), "expected closing parentheses");
  uint64_t bits = 0;
  const bool fp = v->kind == ExprValue::Kind::Float;
  if (!fp && v->kind != ExprValue::Kind::Int) return c.fail(valueCol, kInvalidOperand);
  const uint64_t x = fp ? std::bit_cast<uint64_t>(v->fp) : uint64_t(v->value);
  const bool narrow = !fp && v->value >= INT32_MIN && v->value <= int64_t(UINT32_MAX);
  if (forced == ForcedLiteral::Lit64) bits = x;
  else if (forced == ForcedLiteral::Lit) bits = fp ? x : uint64_t(uint32_t(x)) << 32;
  else bits = narrow ? uint64_t(uint32_t(x)) << 32 : x;
  o.src.code = opnd::kLiteral;
  o.src.wide64 = o.src.wide64Forced = true;
  o.src.literal64 = bits;
  o.src.literal = uint32_t(bits);
  if (forced != ForcedLiteral::None)
    c.out.overrideText[&o - ops] = fmt::format("{}({:#x})", forced == ForcedLiteral::Lit ? "lit" : "lit64", bits);
  return true;
}

bool ValuParser::interpAttr(const OperandSpec& s, Operand& o) {
  c.s.skipSpace();
  o.col = c.s.col();
  Scan p = c.s;
  std::string_view w = p.ident();
  // attrN.c: N 0..63 (LLVM: 0..32), c one of x y z w.
  if (w.size() < 7 || w.substr(0, 4) != "attr") return c.fail(o.col, kInvalidOperand);
  size_t dot = w.find('.');
  if (dot == std::string_view::npos || dot + 2 != w.size()) return c.fail(o.col, kInvalidOperand);
  int n = 0;
  for (size_t i = 4; i < dot; ++i) {
    if (w[i] < '0' || w[i] > '9') return c.fail(o.col, kInvalidOperand);
    n = n * 10 + (w[i] - '0');
    if (n > 63) break;
  }
  if (n > 32) return c.fail(o.col, "out of bounds interpolation attribute number");
  const std::string_view chans = "xyzw";
  size_t chan = chans.find(w[dot + 1]);
  if (chan == std::string_view::npos) return c.fail(o.col, kInvalidOperand);
  if (s.field == Field::SRC0) {  // VOP3-encoded: one source field (`high` adds bit 8)
    c.out.inst[Field::SRC0] = uint32_t(n) | uint32_t(chan) << 6;
  } else {
    c.out.inst[Field::ATTR] = uint32_t(n);
    c.out.inst[Field::ATTRCHAN] = uint32_t(chan);
  }
  c.s = p;
  return true;
}

bool ValuParser::interpSlot(const OperandSpec& s, Operand& o) {
  c.s.skipSpace();
  o.col = c.s.col();
  Scan p = c.s;
  std::string_view w = p.ident();
  uint32_t v = w == "p10" ? 0 : w == "p20" ? 1 : w == "p0" ? 2 : 3;
  if (v == 3) return c.fail(o.col, kInvalidOperand);
  // The VINTRP source field reads back as 256 + slot; the VOP3 form's src1 holds the slot itself.
  c.out.inst[s.field] = s.field == Field::SRC0 ? opnd::kVgpr0 | v : v;
  c.s = p;
  return true;
}

bool ValuParser::operand(const OperandSpec& s, int i) {
  Operand& o = ops[i];
  o.present = true;
  switch (s.kind) {
    case OperandKind::VReg:
      if (srcIndex(s.field) >= 0) return source(s, o.src, i);
      return readVgpr(s, o);
    case OperandKind::SReg:
      if (!readScalar(s.dwords, o, ScalarSpecials::Sgpr)) return false;
      return scalarResultAllowed(info, o.code, m0Code()) ? true : c.fail(o.col, kInvalidOperand);
    case OperandKind::Mask: {
      // A lane mask takes no source modifiers.
      c.s.skipSpace();
      const bool negated = c.s.peek() == '-' && (c.s.peek(1) == '|' || negatedRegister() ||
                                                 c.s.line.substr(c.s.pos + 1, 4) == "abs(");
      if (c.s.peek() == '|' || negated || c.s.line.substr(c.s.pos, 4) == "neg(" || c.s.line.substr(c.s.pos, 4) == "abs(")
        return c.fail(c.s.col(), "not a valid operand.");
      if (c.s.peek() == '-') return maskExpression();
      // The vcc of the other wave size (vcc in wave32, vcc_lo in wave64) fits another mode; before GFX10
      // LLVM has wave32 forms of the 32-bit compares and v_cndmask_b32 only.
      Scan save = c.s;
      RegToken r = readRegister(c, true);
      c.s = save;
      const bool otherMode = vectorFeatures(g).wave32 ||
                             (forced != ForcedForm::E64 && (info.enc == Encoding::VOPC || (info.traits & kTraitCndmask)));
      if (r.isRegister && r.error.empty() && r.reg.code == opnd::kVccLo && r.reg.dwords == 3 - maskDwords && otherMode) {
        readRegister(c, true);  // judged with the whole instruction (otherModeFailure)
        o.code = opnd::kVccLo;
        o.col = r.col;
        if (!otherModeCol) otherModeCol = r.col;
        ++otherModeMasks;
        return true;
      }
      // (a VOP3B carry-out's 7-bit field holds no special source)
      const bool carryOut = s.field == Field::SDST && info.enc != Encoding::VOPC;
      return readScalar(maskDwords, o, carryOut ? ScalarSpecials::None : ScalarSpecials::Mask);
    }
    case OperandKind::VSrc: return source(s, o.src, i);
    case OperandKind::KImm: return kimm(s, o);
    case OperandKind::InterpAttr: return interpAttr(s, o);
    case OperandKind::InterpSlot: return interpSlot(s, o);
    default: return c.fail(c.s.col(), kInvalidOperand);
  }
}

// `high` (v_interp_*_f16): before clamp and omod, once (LLVM's operand order); elsewhere it matches nothing.
bool ValuParser::interpHigh(int col) {
  if (m.highCol || m.clampCol || m.omodCol || m.opselCol) stray(col);
  else m.highCol = col;
  return true;
}

// A lane mask written as an expression ("--s6"): never a match, but llvm-mc reads the expression first.
bool ValuParser::maskExpression() {
  const int col = c.s.col();
  ExprError err;
  auto v = parseExpr(c.s, c.syms, true, err, true);
  if (!v) return c.fail(err.col, err.message);
  if (v->kind == ExprValue::Kind::Symbol && !registerListAfter()) return false;
  return c.fail(col, kInvalidOperand);
}

// The next operand is a scalar register (else a left-out vcc: the next operand is a source).
bool ValuParser::nextIsScalarRegister() {
  Scan save = c.s;
  RegToken r = readRegister(c, true);
  c.s = save;
  return r.isRegister && (!r.error.empty() || r.reg.code < 256);
}

void ValuParser::omit(int i) {
  omitted[i] = true;
  ops[i].present = true;
  ops[i].code = opnd::kVccLo;
  ops[i].col = c.s.col();
}

// Operands written before the modifiers: top-level commas + 1 (0 for none), and the operands written without
// a comma before them (LLVM's commas are optional: "v_cmp_lt_f32 s[2:3] -v4, v6" has three).
int ValuParser::writtenOperands() const {
  Scan p = c.s;
  p.skipSpace();
  if (p.atEnd()) return 0;
  int n = 1, depth = 0;
  bool inBars = false;
  size_t word = p.pos;  // where the current top-level word starts
  for (size_t i = p.pos; i < p.line.size(); ++i) {
    const char ch = p.line[i];
    if (ch == '[' || ch == '(') ++depth;
    if ((ch == ']' || ch == ')') && depth > 0) --depth;
    if (ch == ',' && depth == 0) ++n;
    if (ch == '|' && depth == 0) inBars = !inBars;
    if (depth == 0 && !inBars && (ch == ',' || ch == ' ' || ch == '\t')) {
      if (ch != ',' && sourceWithoutComma(word, i)) ++n;
      word = i + 1;
    }
  }
  return n;
}

// Whether a source starts after the blanks at `blank` without a comma before it: LLVM ends an operand after a
// register or a closed modifier (`word`, up to `blank`), so a register or a modified source (-x, |x|, neg(x),
// abs(x)) there is a new operand ("v_cmp_lt_f32 s[2:3] -v4, v6", "s[2:3] abs(v4) v6").
bool ValuParser::sourceWithoutComma(size_t word, size_t blank) const {
  const std::string_view l = c.s.line;
  size_t next = blank;
  while (next < l.size() && (l[next] == ' ' || l[next] == '\t')) ++next;
  if (next >= l.size() || word >= blank) return false;
  const std::string_view rest = l.substr(next);
  Ctx probe = c;
  auto registerAt = [&](size_t at, size_t end) {
    probe.s.pos = at;
    if (!isRegisterToken(probe)) return false;
    readRegister(probe, true);
    return end == std::string_view::npos || probe.s.pos == end;
  };
  const char last = l[blank - 1];
  // A register after any complete value ("-1.0 v6", "-v4 v6"): an expression would need an operator first.
  if (registerAt(next, std::string_view::npos)) return std::string_view("+-*/%&^<>=!~(").find(last) == std::string_view::npos;
  // A number or a modified source after a register or a closed modifier.
  const bool number = (rest[0] >= '0' && rest[0] <= '9') || rest[0] == '.';
  const bool modified = rest[0] == '-' || rest[0] == '|' || rest.starts_with("neg(") || rest.starts_with("abs(");
  if (!modified && !number) return false;
  const bool closedModifier = (last == ')' || last == '|') && (l[word] == '|' || l[word] == '-' ||
                                                              l.substr(word, 4) == "abs(" || l.substr(word, 4) == "neg(");
  return closedModifier || registerAt(word, blank) || (l[word] == '-' && registerAt(word + 1, blank));
}

// GFX10's v_cmpx_* name no result: a scalar register written before the sources is GFX9's shape
// ("not valid for this GPU"); with SDWA selects LLVM stops at the first of them, which fits no operand.
bool ValuParser::cmpxResultWritten(int present) {
  if (info.enc != Encoding::VOPC || !(info.flagsOn(g) & kVopCmpx) || !vectorFeatures(g).cmpxExecOnly) return true;
  if (!nextIsScalarRegister() || writtenOperands() != present + 1) return true;
  for (std::string_view sel : {"dst_sel:", "dst_unused:", "src0_sel:", "src1_sel:"})
    if (const size_t at = c.s.line.find(sel, c.s.pos); at != std::string_view::npos) {
      // (the first select written)
      size_t first = at;
      for (std::string_view other : {"dst_sel:", "dst_unused:", "src0_sel:", "src1_sel:"})
        first = std::min(first, c.s.line.find(other, c.s.pos));
      return c.fail(int(first) + 1, "not a valid operand.");
    }
  // (GFX9's shape is a wave64 one: any SGPR pair in wave64, vcc only in wave32.)
  Scan save = c.s;
  RegToken r = readRegister(c, true);
  c.s = save;
  const bool gfx9Shape = r.error.empty() && (r.reg.dwords == maskDwords || (maskDwords == 1 && r.reg.code == opnd::kVccLo));
  return gfx9Shape ? c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode") : true;
}

// Operand shapes of the row on another generation: a carry written where this one has none (GFX8's
// v_add_u32 v8, vcc, v2, v4 on GFX9), a v_cmpx_*_e64 without result before GFX10 (GFX10's).
bool ValuParser::shapeOfOtherGeneration(int present) {
  bool carryElsewhere = false;
  if (info.enc == Encoding::VOP2)
    for (int i = 0; i < info.numOperands; ++i)
      carryElsewhere |= info.operands[i].kind == OperandKind::Mask && !info.operands[i].existsOn(g);
  const bool implicitCarryOut = (info.traits & kTraitImplicitCarry) && !info.operand(Field::SRC2);
  const bool cmpx = forced == ForcedForm::E64 && info.enc == Encoding::VOPC && (info.flagsOn(g) & kVopCmpx) &&
                    info.existsOn(Gen::GFX10);
  if (!carryElsewhere && !implicitCarryOut && !cmpx) return true;  // (the common case)
  const int written = writtenOperands();
  if (carryElsewhere && written == present + 1) {
    Scan save = c.s;
    skipOperand(c);
    c.s.accept(',');
    c.s.skipSpace();
    RegToken r = readRegister(c, true);
    c.s = save;
    const bool mask = r.isRegister && r.error.empty() && !isVgprCode(r.reg.code) && r.reg.dwords == maskDwords;
    if (mask) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  }
  // GFX6/7's spelling "v_add_co_u32 v8, vcc, v2, v4, vcc" of a carry-out-only row.
  if (implicitCarryOut && written == present + 1) {
    size_t starts[kMaxOperands + 2];
    const int n = operandStarts(starts, kMaxOperands + 2);
    Scan save = c.s;
    c.s.pos = starts[n - 1];
    RegToken r = readRegister(c, true);
    c.s = save;
    if (r.isRegister && r.error.empty() && r.reg.code == opnd::kVccLo && r.reg.dwords == 2)
      return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  }
  if (cmpx && !vectorFeatures(g).cmpxExecOnly && forced == ForcedForm::E64 && written == present - 1)
    return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  return true;
}

// A VOP2 carry op written without any lane mask ("v_add_co_u32 v8, v2, v4"): the 32-bit forms of
// LLVM's implicit-carry rows read and write vcc then (`omit`); where the row has no such form here, or
// writes no mask on another generation, the shape belongs to another GPU.
bool ValuParser::masksLeftOut(int present, bool& omit) {
  int masks = 0;
  bool someGensOnly = false;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.kind != OperandKind::Mask || !operandPresent(info, s, Form::E64, g)) continue;
    ++masks;
    for (int k = 0; k < kGenCount; ++k)
      if (info.existsOn(Gen(k)) && !s.existsOn(Gen(k))) someGensOnly = true;
  }
  if (info.enc != Encoding::VOP2 || masks == 0 || writtenOperands() != present - masks) return true;
  // (A scalar register after the destination is the carry-out, written: then an operand is missing.)
  Scan save = c.s;
  skipOperand(c);
  c.s.accept(',');
  c.s.skipSpace();
  const bool carryWritten = nextIsScalarRegister();
  c.s = save;
  const bool implicitCarry = info.traits & kTraitImplicitCarry;
  if (carryWritten) {
    // (Unless another generation's 32-bit form, its carry-out implicit, reads that register as src0 and a VGPR
    // after it as src1: "v_sub_co_u32 v8, s0, v2" is GFX9's, on another GPU.)
    bool e32Elsewhere = false;
    for (int k = 0; k < kGenCount; ++k) e32Elsewhere |= Gen(k) != g && info.hasE32(Gen(k));
    Scan at = c.s;
    skipOperand(c);
    c.s.accept(',');
    c.s.skipSpace();
    const RegToken src0 = readRegister(c, true);
    c.s = at;
    if (implicitCarry && !info.hasE32(g) && e32Elsewhere && src0.reg.dwords == 1 && lastWrittenIsVgpr())
      return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
    return true;
  }
  omit = implicitCarry && info.hasE32(g);
  if (!omit && (implicitCarry || someGensOnly)) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  return true;
}

// Whether the last operand written is one VGPR.
bool ValuParser::lastWrittenIsVgpr() {
  size_t starts[kMaxOperands + 2];
  const int written = operandStarts(starts, kMaxOperands + 2);
  if (written == 0) return false;
  Scan save = c.s;
  c.s.pos = starts[written - 1];
  RegToken r = readRegister(c, true);
  const bool vgpr = r.isRegister && r.error.empty() && isVgprCode(r.reg.code) && r.reg.dwords == 1 && atOperandEnd(c);
  c.s = save;
  return vgpr;
}

// Whether the mnemonic as written names another row than info (an assembler alias).
bool ValuParser::writtenAsAlias() const {
  std::string_view w = c.s.line.substr(size_t(c.mnemonicCol - 1));
  if (w.starts_with(info.name)) return false;  // (the common case)
  w = w.substr(0, w.find_first_of(" \t"));
  for (std::string_view suffix : {"_e32", "_e64", "_sdwa", "_dpp"})
    if (w.size() > suffix.size() && w.ends_with(suffix)) w.remove_suffix(suffix.size());
  if (w.size() != info.name.size()) return true;
  for (size_t i = 0; i < w.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(w[i])) != info.name[i]) return true;
  return false;
}

// The alias's trailing ", vcc" (the carry-in its 32-bit spelling names).
void ValuParser::readTrailingVcc() {
  Scan save = c.s;
  c.s.skipSpace();
  if (c.s.accept(',')) {
    c.s.skipSpace();
    const int col = c.s.col();
    RegToken r = readRegister(c, true);
    if (r.isRegister && r.error.empty() && r.reg.code == opnd::kVccLo && r.reg.dwords == 2) {
      trailingVccCol = col;
      return;
    }
  }
  c.s = save;
}

bool ValuParser::run() {
  if (!checkForcedVariant()) return false;
  // (GFX11's renames, v_add_u32 for v_add_nc_u32 and the like, are aliases without a carry: no such rule)
  bool carries = false;
  for (int i = 0; i < info.numOperands; ++i)
    carries |= info.operands[i].kind == OperandKind::Mask && info.operands[i].existsOn(g);
  carryAlias = info.enc == Encoding::VOP2 && info.hasE32(g) && carries && writtenAsAlias();
  // A compare written without its result ("v_cmp_ge_f64 vcc, v[2:3]": vcc is src0) writes vcc implicitly.
  int present = 0;
  for (int i = 0; i < info.numOperands; ++i) present += operandPresent(info, info.operands[i], Form::E64, g);
  const bool resultLeftOut = info.enc == Encoding::VOPC && info.hasE32(g) && writtenOperands() == present - 1;
  bool carriesLeftOut = false;
  if (!masksLeftOut(present, carriesLeftOut)) return false;
  if (!cmpxResultWritten(present)) return false;
  if (!shapeOfOtherGeneration(present)) return false;
  int idx = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!operandPresent(info, s, Form::E64, g)) continue;
    if (idx++ > 0) c.s.accept(',');
    // A compare's vcc and v_cndmask_b32's condition may be left out in the 32-bit forms (llvm-mc accepts
    // "v_cmpx_eq_f32 v1, v2" and "v_cndmask_b32 v0, v1, v2"); carries may not.
    const bool maskMayGo = s.kind == OperandKind::Mask && info.hasE32(g) &&
                           (info.enc == Encoding::VOPC || (s.field == Field::SRC2 && (info.traits & kTraitCndmask)));
    if (carriesLeftOut && s.kind == OperandKind::Mask) { omit(i); continue; }
    if (atOperandEnd(c)) {
      if (maskMayGo) { omit(i); continue; }
      return c.fail(c.mnemonicCol, "too few operands for instruction");
    }
    if (maskMayGo && resultLeftOut && s.field == Field::VDST) { omit(i); continue; }
    if (!operand(s, i)) {
      laterParseError();
      // "v_cmp_eq_u32 vcc, v2": vcc cannot be src0, so LLVM reads a result and a source, and one is missing.
      if (resultLeftOut && c.diag.message == kInvalidOperand && !(info.traits & kTraitCmpxDppElsewhere) &&
          writtenAsResultAndSource())
        c.fail(c.mnemonicCol, "too few operands for instruction");
      return false;
    }
  }
  if (info.numOperands == 0 || (info.flagsOn(g) & kVopNoSrcs)) {
    c.s.skipSpace();
    if (c.s.peek() == ',') return c.fail(c.s.col(), "unknown token in expression");
  }
  if (carryAlias) readTrailingVcc();
  if (!modifiers()) return false;
  if (otherModeCol) return otherModeFailure();
  // A 16-bit VGPR written plain beside one written as a half fits neither form; LLVM names the operand where the
  // later of the two fails (a true16-only row: the plain one).
  if (plainHalfCol) {
    const bool only = info.flagsOn(g) & kVopTrue16Only;
    return c.fail(only || !suffixCol ? plainHalfCol : std::max(plainHalfCol, suffixCol), kInvalidOperand);
  }
  // A stray word fails the match; LLVM names the earliest operand that does not fit.
  auto earliest = [&] {
    if (m.strayCol && c.diag.message == kInvalidOperand && m.strayCol < c.diag.col) c.diag.col = m.strayCol;
    // Integer clamping is judged after a match, which a stray word prevents.
    if (m.strayCol && c.diag.message == "integer clamping is not supported on this GPU") c.fail(m.strayCol, kInvalidOperand);
    return false;
  };
  Form form = Form::Base;
  if (!chooseForm(form)) return earliest();
  if (form == Form::Base && !isWideOnly(info) && !foldModifiers()) return false;
  if (isExtendedForm(form) && !checkExtensionSources(form)) return earliest();
  if (!checkModifiers(form)) return earliest();
  if (m.strayCol) return c.fail(m.strayCol, kInvalidOperand);
  // (a mismatch of the operand's class: before the literal and constant-bus checks of a matched form)
  if (halfOf32Mismatch) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  if (!checkLiterals(form)) return false;
  if (!checkConstantBus(form)) return false;
  if (!checkAfterMatch()) return false;
  if (classMaskOtherGpu) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode", kClassMaskNote);
  if (!fill(form)) return false;
  if (c.out.fixup) c.out.fixup->offset = uint8_t(baseLayout(info, form, g)->dwords * 4);
  return true;
}

}  // namespace valu_parsing

}  // namespace gcnkit
