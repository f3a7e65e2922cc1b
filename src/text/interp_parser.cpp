// GFX11's attribute interpolation: VINTERP (v_interp_p10_f32 v0, v1, v2, v3 clamp op_sel:[...] wait_exp:N) and
// LDSDIR (lds_param_load v1, attr0.x wait_vdst:N; lds_direct_load v1 wait_vdst:N), read as llvm-mc 22 reads them.
//
// LLVM's table has two forms of each 16-bit VINTERP row on a real-true16 target: the true16 one, whose 16-bit
// operands are halves (v1.l, v1.h) and whose 32-bit ones plain VGPRs, and the fake16 one, all plain with op_sel
// choosing the halves. Its matcher tries both, each stopping at the first operand its class refuses, and reports
// the furthest stop. The optional operands (clamp, op_sel, wait_exp; wait_vdst) have fixed places: a word whose
// parser no form has at its place is "not a valid operand." when it carries a value, else a mismatch.
#include <array>
#include <bit>
#include <span>
#include <string>

#include "text/interp_text.h"
#include "text/optional_operands.h"
#include "text/vector_parsers.h"

namespace gcnkit {

namespace {

struct Source {
  RegToken reg;
  int col = 0;  // the register's column (where LLVM reports a mismatch, after any '-' or '|')
  bool neg = false, abs = false;
};

// A VINTERP source: a VGPR with -, |...|, neg(...) or abs(...) around it; false with the error set.
bool readSource(Ctx& c, Source& s) {
  c.s.skipSpace();
  const int start = c.s.col();
  if (c.s.accept('-')) s.neg = true;
  c.s.skipSpace();
  bool bar = false, absCall = false, negCall = false;
  Scan probe = c.s;
  const std::string_view fn = probe.ident();
  if (c.s.accept('|')) {
    bar = s.abs = true;
  } else if ((fn == "abs" || fn == "neg") && probe.peek() == '(') {
    c.s = probe;
    c.s.accept('(');
    (fn == "abs" ? absCall : negCall) = true;
    (fn == "abs" ? s.abs : s.neg) = true;
  }
  c.s.skipSpace();
  s.col = c.s.col();
  s.reg = readRegister(c, true);
  if (!s.reg.isRegister) return c.fail(s.neg || bar || absCall || negCall ? s.col : start, kInvalidOperand);
  if (!s.reg.error.empty()) return c.fail(s.reg.col, s.reg.error);
  c.s.skipSpace();
  if (bar && !c.s.accept('|')) return c.fail(c.s.col(), "expected vertical bar");
  if ((absCall || negCall) && !c.s.accept(')')) return c.fail(c.s.col(), "expected closing parentheses");
  return true;
}

// Whether a register fits an operand of `half` width in one of the two forms (true16: halves for 16-bit operands).
bool fits(const RegToken& r, bool half, bool true16Form) {
  if (!isVgprCode(r.reg.code) || r.reg.dwords != 1) return false;
  return true16Form ? (r.half != 0) == half : r.half == 0;
}

bool parseVinterp(Ctx& c) {
  const OpInfo& info = c.info;
  Instruction& in = c.out.inst;
  std::array<Source, 4> src{};
  int n = 0;
  for (; n < 4; ++n) {
    c.s.skipSpace();
    if (n > 0 && c.s.peek() == ',') {
      ++c.s.pos;
      c.s.skipSpace();
    }
    if (c.s.atEnd()) return c.fail(c.mnemonicCol, "too few operands for instruction");
    if (!readSource(c, src[size_t(n)])) return false;
  }
  // (a 32-bit row has no op_sel operand: LLVM finds no parser for it)
  const bool hasHalves = info.halfOperands != 0;
  static constexpr OptionalSpec kSpecs[] = {{"clamp", OptionalKind::Flag}, {"op_sel", OptionalKind::BitList},
                                            {"wait_exp", OptionalKind::Bounded, 7}};
  static constexpr OptionalSpec kSpecs32[] = {{"clamp", OptionalKind::Flag}, {"wait_exp", OptionalKind::Bounded, 7}};
  // A fifth operand after a comma: the match fails there.
  Scan after = c.s;
  after.skipSpace();
  if (after.accept(',')) {
    after.skipSpace();
    if (!after.atEnd() && (after.peek() == 'v' || after.peek() == 's' || after.peek() == '-'))
      return c.fail(after.col(), kInvalidOperand);
  }
  Optionals o;
  if (!readOptionals(c, hasHalves ? std::span<const OptionalSpec>(kSpecs) : kSpecs32, 5, o)) return false;
  if (!hasHalves) {  // (the values in the 16-bit rows' places)
    o.values[2] = o.values[1];
    o.values[1] = 0;
    o.cols[1] = 0;
  }
  // The two forms: the furthest operand either takes (vdst, src0-2 by OPSEL bit 3, 0, 1, 2).
  const bool real16 = c.t.has(kFeatRealTrue16);
  auto halfOf = [&](int i) { return (info.halfOperands >> (i == 0 ? 3 : i - 1)) & 1; };
  auto stop = [&](bool true16Form) {
    for (int i = 0; i < 4; ++i) {
      const Source& s = src[size_t(i)];
      if (!fits(s.reg, halfOf(i), true16Form)) return i;
      if (i == 0 && (s.neg || s.abs)) return i;
    }
    return 4;
  };
  // (a fake16 target, GFX12's default: LLVM's table still has the true16 form, which the features refuse after it
  // matched: "not valid for this GPU or mode" when it takes every operand, else the furthest stop as before)
  const int plain = stop(false), halves = hasHalves ? stop(true) : -1;
  if (!real16 && halves == 4 && plain < 4) {
    if (o.mismatchCol) return c.fail(o.mismatchCol, kInvalidOperand);
    return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  }
  const bool true16Form = real16 && halves > plain;
  const int reached = std::max(plain, halves);
  if (reached < 4) {
    const Source& s = src[size_t(reached)];
    return c.fail(reached == 0 && (s.neg || s.abs) ? src[0].col - 1 : s.col, kInvalidOperand);
  }
  if (o.mismatchCol) return c.fail(o.mismatchCol, kInvalidOperand);
  uint32_t opsel = o.values[1];
  if (true16Form) {
    // A half names its op_sel bit; op_sel may add the bits of the 32-bit operands, not contradict a half.
    for (int i = 0; i < 4; ++i) {
      if (!halfOf(i)) continue;
      const uint32_t bit = 1u << (i == 0 ? 3 : i - 1);
      if ((opsel & bit) && src[size_t(i)].reg.half == 1)
        return c.fail(o.cols[1], "op_sel operand conflicts with 16-bit operand suffix");
      if (src[size_t(i)].reg.half == 2) opsel |= bit;
    }
  }
  in[Field::VDST] = src[0].reg.reg.code - opnd::kVgpr0;
  in[Field::SRC0] = src[1].reg.reg.code;
  in[Field::SRC1] = src[2].reg.reg.code;
  in[Field::SRC2] = src[3].reg.reg.code;
  uint32_t neg = 0, abs = 0;
  for (int i = 1; i < 4; ++i) {
    neg |= uint32_t(src[size_t(i)].neg) << (i - 1);
    abs |= uint32_t(src[size_t(i)].abs) << (i - 1);
  }
  in[Field::NEG] = neg;
  // (abs has no bit in the word: llvm-mc 22 takes |v1| and encodes nothing; the listing shows it, and a warning
  // says it is lost)
  in[Field::ABS] = abs;
  if (abs) c.out.warning = Diagnostic{src[1 + std::countr_zero(abs)].col - 1, "abs has no bit in a VINTERP instruction: "
                                                                          "it is not encoded (as llvm-mc 22 does)", {}};
  in[Field::CLAMP] = o.values[0];
  in[Field::OPSEL] = opsel;
  in[Field::WAITEXP] = o.values[2];
  // The listing shows the operands as written: plain on a real-true16 target (the fake16 form), and op_sel as
  // written beside halves.
  if (hasHalves && real16 && !true16Form) in[Field::READING16] = 1;
  if (true16Form) c.out.overrideText[kInterpOpSelText] = o.values[1] ? interpOpSelText(o.values[1]) : " ";
  return true;
}

bool parseLdsdir(Ctx& c) {
  const OpInfo& info = c.info;
  Instruction& in = c.out.inst;
  const bool param = info.numOperands > 1;
  c.s.skipSpace();
  if (c.s.atEnd()) return c.fail(c.mnemonicCol, "too few operands for instruction");
  const int vcol = c.s.col();
  RegToken r = readRegister(c, true);
  // (a word that is no register is a symbol to LLVM: the match fails there, after the attribute is read)
  if (!r.isRegister && c.s.ident().empty()) return c.fail(vcol, kInvalidOperand);
  if (!r.error.empty()) return c.fail(r.col, r.error);
  int mismatch = (!r.isRegister || !isVgprCode(r.reg.code) || r.reg.dwords != 1 || r.half) ? vcol : 0;
  if (param) {
    c.s.skipSpace();
    if (c.s.peek() == ',') {
      ++c.s.pos;
      c.s.skipSpace();
    }
    if (c.s.atEnd()) return c.fail(c.mnemonicCol, "too few operands for instruction");
    const int acol = c.s.col();
    Scan probe = c.s;
    const std::string_view id = probe.ident();
    if (!id.starts_with("attr")) return c.fail(acol, "invalid interpolation attribute");
    const size_t dot = id.find('.');
    const std::string_view num = id.substr(4, dot == std::string_view::npos ? std::string_view::npos : dot - 4);
    const std::string_view chan = dot == std::string_view::npos ? std::string_view{} : id.substr(dot + 1);
    static constexpr std::string_view kChans[] = {"x", "y", "z", "w"};
    int ch = -1;
    for (int k = 0; k < 4; ++k)
      if (chan == kChans[k]) ch = k;
    if (ch < 0) return c.fail(acol, "invalid or missing interpolation attribute channel");
    // (LLVM reads the number as 8 bits: a larger one, or none, is no number to it)
    int attr = 0;
    for (char d : num) {
      attr = d < '0' || d > '9' || attr > 255 ? 256 : attr * 10 + (d - '0');
      if (attr > 255) break;
    }
    if (num.empty() || attr > 255) return c.fail(acol, "invalid or missing interpolation attribute number");
    if (attr > 32) return c.fail(acol, "out of bounds interpolation attribute number");
    c.s = probe;
    in[Field::ATTR] = uint32_t(attr);
    in[Field::ATTRCHAN] = uint32_t(ch);
  }
  // A further operand after a comma: the match fails there.
  Scan after = c.s;
  after.skipSpace();
  if (after.accept(',')) {
    after.skipSpace();
    if (!after.atEnd()) {
      Scan word = after;
      word.ident();
      word.skipSpace();
      if (word.peek() != ':' && !mismatch) mismatch = after.col();
    }
  }
  // GFX12's VDSDIR words wait for VALU writes (wait_va_vdst) and VMEM source reads (wait_vm_vsrc).
  static constexpr OptionalSpec kSpecs11[] = {{"wait_vdst", OptionalKind::Bounded, 15}};
  static constexpr OptionalSpec kSpecs12[] = {{"wait_va_vdst", OptionalKind::Bounded, 15},
                                              {"wait_vm_vsrc", OptionalKind::Bounded, 1}};
  const bool vsrc = layoutFor(Encoding::LDSDIR, c.gen())->has(Field::WAITVSRC);
  Optionals o;
  if (!readOptionals(c, vsrc ? std::span<const OptionalSpec>(kSpecs12) : std::span<const OptionalSpec>(kSpecs11),
                     param ? 4 : 2, o))
    return false;
  if (mismatch) return c.fail(mismatch, kInvalidOperand);
  if (o.mismatchCol) return c.fail(o.mismatchCol, kInvalidOperand);
  in[Field::VDST] = r.reg.code - opnd::kVgpr0;
  in[Field::WAITVDST] = o.values[0];
  if (vsrc) in[Field::WAITVSRC] = o.values[1];
  return true;
}

}  // namespace

bool parseInterpolation(Ctx& c) {
  return c.info.enc == Encoding::LDSDIR ? parseLdsdir(c) : parseVinterp(c);
}

}  // namespace gcnkit
