// GFX11's WMMA rows as llvm-mc 22 reads them: D, A, B as VGPR tuples, C as a VGPR tuple, an inline constant
// (integer or float, but 1/(2*pi)) or null; then the row's optional operands (op_sel, op_sel_hi for a 16-bit
// result, neg_lo, neg_hi, clamp for an integer one). LLVM's table has a wave32 and a wave64 form of each row (D and
// C half as wide in wave64); its matcher tries both and reports the furthest operand either stops at, or "not
// valid for this GPU or mode" when only the other wave size's form takes the line.
#include <array>
#include <bit>
#include <cctype>
#include <optional>

#include "isa/float_constants.h"
#include "isa/registers.h"
#include "text/optional_operands.h"
#include "text/wmma_text.h"

namespace gcnkit {

WmmaResult wmmaResult(const OpInfo& info) {
  const std::string_view n = info.name;
  if (n.starts_with("v_wmma_f16_") || n.starts_with("v_wmma_bf16_")) return WmmaResult::Half;
  if (n.starts_with("v_wmma_i32_")) return WmmaResult::Int;
  return WmmaResult::F32;
}

int wmmaAccumulatorDwords(const OpInfo& info, bool wave32) { return info.operands[0].dwords / (wave32 ? 1 : 2); }

namespace {

constexpr const char* kNotValid = "not a valid operand.";
using Operand = WmmaOperand;

// C's constant: an inline integer, or a float (or an integer's bits) that is an inline constant of C's width;
// anything else fails the match at `o.col`.
bool readConstant(Ctx& c, Operand& o) {
  Scan probe = c.s;
  const std::string_view word = probe.ident();
  const bool literal = word == "lit" || word == "lit64";
  if (literal) {  // (a literal: LLVM fails the match at its value)
    probe.skipSpace();
    if (probe.accept('(')) {
      probe.skipSpace();
      o.col = probe.col();
    }
  }
  if (literal) {  // (read past its closing parenthesis: the match fails at the value, after the line is read)
    const size_t close = c.s.line.find(')', probe.pos);
    c.s.pos = close == std::string_view::npos ? c.s.line.size() : close + 1;
    return true;
  }
  ExprError e;
  auto v = parseExpr(c.s, c.syms, true, e);
  if (!v) return c.fail(e.col, e.message);
  const Gen g = c.gen();
  if (v->kind == ExprValue::Kind::Int) {
    if (auto code = inlineIntCode(v->value)) {
      o.code64 = o.code32 = o.code16 = o.codeBf16 = code;
    } else {
      o.code64 = inlineFloatCode(uint64_t(v->value), true, g);
      if (v->value >= 0 && v->value <= 0xffffffffll) o.code32 = inlineFloatCode(uint64_t(v->value), false, g);
      if (v->value >= 0 && v->value <= 0xffff) {
        o.code16 = inlineHalfCode(uint32_t(v->value), g);
        o.codeBf16 = inlineBf16Code(uint32_t(v->value), g);
      }
    }
  } else if (v->kind == ExprValue::Kind::Float) {
    o.code64 = inlineFloatCode(std::bit_cast<uint64_t>(v->fp), true, g);
    o.code32 = inlineFloatCode(std::bit_cast<uint32_t>(float(v->fp)), false, g);
    // (the inline values are the same for 16 bits, but 1/(2*pi), which bf16 lacks)
    o.code16 = o.code32;
    if (o.code32 != opnd::kInvPi) o.codeBf16 = o.code32;
  }
  return true;
}

}  // namespace

bool readWmmaOperand(Ctx& c, int index, WmmaOperand& o) {
  c.s.skipSpace();
  o.col = c.s.col();
  if (c.s.peek() == '-' || c.s.peek() == '|') {
    Scan probe = c.s;
    ++probe.pos;
    probe.skipSpace();
    // (source modifiers: LLVM has no parser for them here; C's -1 is a constant, a lone '-' an expression error)
    const bool number = std::isdigit(uint8_t(probe.peek())) || probe.peek() == '.' || probe.atEnd();
    if (index != 3 || c.s.peek() == '|' || !number) {
      // (a scale source's -N is a constant too)
      if (index < 4 || c.s.peek() == '|' || !number) return c.fail(o.col, kNotValid);
    }
  }
  RegToken r = readRegister(c, true);
  if (r.isRegister) {
    // (a misaligned C matches; the validator refuses it afterwards, at the instruction)
    o.misaligned = index >= 3 && r.misaligned;  // (a scale source's: a failed match, wmmaScaleSourceFits)
    if (!r.error.empty() && !o.misaligned) return c.fail(r.col, r.error);
    o.isReg = true;
    o.code = r.reg.code;
    o.dwords = r.reg.dwords;
    if (index >= 3 && r.reg.code == opnd::kNull) o.code64 = o.code32 = o.code16 = o.codeBf16 = opnd::kNull;
    return true;
  }
  return readConstant(c, o);
}

bool readWmmaOperands(Ctx& c, std::span<WmmaOperand> ops, int& extraCol, int firstIndex) {
  for (int k = 0; k < int(ops.size()); ++k) {
    c.s.skipSpace();
    if (k > 0 && c.s.peek() == ',') {
      ++c.s.pos;
      c.s.skipSpace();
    }
    if (c.s.atEnd()) return c.fail(c.mnemonicCol, "too few operands for instruction");
    if (!readWmmaOperand(c, firstIndex + k, ops[size_t(k)])) return false;
  }
  // An operand more after a comma: the match fails there.
  Scan after = c.s;
  after.skipSpace();
  extraCol = 0;
  if (after.accept(',')) {
    after.skipSpace();
    Scan word = after;
    word.ident();
    word.skipSpace();
    if (!after.atEnd() && word.peek() != ':') extraCol = after.col();
  }
  return true;
}

namespace {

// One form of a row in LLVM's table: D's and A's VGPRs (B as A, C as D), and whether C's constants are 64-bit.
struct Shape {
  int d, a;
  bool wide;
};

// Whether an operand fits the form.
bool fits(const Operand& o, int index, const Shape& f) {
  if (index == 3 && (f.wide ? o.code64 : o.code32)) return true;
  if (!o.isReg || !isVgprCode(o.code)) return false;
  return o.dwords == (index == 0 || index == 3 ? f.d : f.a);
}

}  // namespace

bool parseWmma(Ctx& c, ForcedForm forced) {
  if (forced == ForcedForm::E32) return c.fail(c.mnemonicCol, "e32 variant of this instruction is not supported");
  if (forced == ForcedForm::Dpp || forced == ForcedForm::E64Dpp)
    return c.fail(c.mnemonicCol, "dpp variant of this instruction is not supported");
  if (forced == ForcedForm::Sdwa) return c.fail(c.mnemonicCol, "sdwa variant of this instruction is not supported");
  if (wmmaGfx12(c.info)) return parseWmma12(c);
  const OpInfo& info = c.info;
  std::array<Operand, 4> ops{};
  int extraCol = 0;
  if (!readWmmaOperands(c, ops, extraCol)) return false;
  const WmmaResult result = wmmaResult(info);
  static constexpr OptionalSpec kF32[] = {{"neg_lo", OptionalKind::BitList}, {"neg_hi", OptionalKind::BitList}};
  static constexpr OptionalSpec kHalf[] = {{"op_sel", OptionalKind::BitList}, {"op_sel_hi", OptionalKind::BitList},
                                           {"neg_lo", OptionalKind::BitList}, {"neg_hi", OptionalKind::BitList}};
  static constexpr OptionalSpec kInt[] = {{"neg_lo", OptionalKind::BitList}, {"neg_hi", OptionalKind::BitList},
                                          {"clamp", OptionalKind::Flag}};
  const std::span<const OptionalSpec> specs = result == WmmaResult::Half ? std::span<const OptionalSpec>(kHalf)
                                              : result == WmmaResult::Int ? std::span<const OptionalSpec>(kInt)
                                                                          : std::span<const OptionalSpec>(kF32);
  Optionals o;
  if (!extraCol && !readOptionals(c, specs, 5, o)) return false;
  // The forms LLVM's table has: GFX11's in wave32 and wave64 (D and C halved), and GFX12's (A and B half as wide,
  // a 16-bit result packed). The target's stops furthest or the line is another form's.
  const int a = info.operands[1].dwords, d = info.operands[0].dwords;
  const bool half = result == WmmaResult::Half;
  const Shape here{c.t.wave32 ? d : d / 2, a, c.t.wave32};
  const Shape others[] = {{c.t.wave32 ? d / 2 : d, a, !c.t.wave32},
                          {half ? d / 2 : d, a / 2, true},
                          {half ? d / 4 : d / 2, std::max(a / 4, 1), false}};
  auto stop = [&](const Shape& f) {
    for (int i = 0; i < 4; ++i)
      if (!fits(ops[size_t(i)], i, f)) return i;
    return 4;
  };
  const int mine = stop(here);
  int reached = mine;
  for (const Shape& f : others) reached = std::max(reached, stop(f));
  if (reached < 4) return c.fail(ops[size_t(reached)].col, kInvalidOperand);
  if (extraCol) return c.fail(extraCol, kInvalidOperand);
  if (o.mismatchCol) return c.fail(o.mismatchCol, kInvalidOperand);
  if (mine < 4) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  Instruction& in = c.out.inst;
  in[Field::VDST] = ops[0].code - opnd::kVgpr0;
  in[Field::SRC0] = ops[1].code;
  in[Field::SRC1] = ops[2].code;
  in[Field::SRC2] = ops[3].isReg ? ops[3].code : *(here.wide ? ops[3].code64 : ops[3].code32);
  auto value = [&](std::string_view name, uint32_t absent) {
    for (size_t k = 0; k < specs.size(); ++k)
      if (specs[k].name == name) return o.cols[k] ? o.values[k] : absent;
    return absent;
  };
  in[Field::OPSEL] = value("op_sel", 0) & 7;  // (a fourth entry is the destination's: LLVM drops it)
  in[Field::OPSEL_HI] = value("op_sel_hi", 7) & 7;
  in[Field::NEG] = value("neg_lo", 0) & 7;
  in[Field::NEG_HI] = value("neg_hi", 0) & 7;
  in[Field::CLAMP] = value("clamp", 0);
  return true;
}

}  // namespace gcnkit
