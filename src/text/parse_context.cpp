#include "text/parse_context.h"

#include "isa/vector_features.h"

#include <algorithm>
#include <cstdlib>
#include <string>

#include <fmt/format.h>

#include "text/expr.h"

namespace gcnkit {

namespace {

// Up to four decimal digits at l[i] (no leading zero); -1 when there are none.
int readIndex(std::string_view l, size_t& i) {
  const size_t start = i;
  int v = 0;
  for (; i < l.size() && l[i] >= '0' && l[i] <= '9' && i - start < 4; ++i) v = v * 10 + (l[i] - '0');
  if (i == start || (i - start > 1 && l[start] == '0')) return -1;  // leave "s01" to the general parser
  return v;
}

// sN, vN, s[a:b] and v[a:b] that are valid here, the commonest operands: read without the general register
// parser (anything else, errors included, goes to it). `base` is the first code, `count` how many registers
// the letter names.
bool readPlainRegister(Ctx& c, RegToken& r, uint16_t base, int count) {
  const std::string_view l = c.s.line;
  size_t i = c.s.pos + 1;
  int first = 0, n = 1;
  if (i < l.size() && l[i] == '[') {
    ++i;
    first = readIndex(l, i);
    if (first < 0 || i >= l.size() || l[i] != ':') return false;
    ++i;
    const int last = readIndex(l, i);
    if (last < first || i >= l.size() || l[i] != ']') return false;
    ++i;
    n = last - first + 1;
    const bool vgpr = base == opnd::kVgpr0;
    if (vgpr ? !vgprTupleWidthValid(n) || first + n > count : !sgprTupleValid(first, n, c.gen())) return false;
    if (vgpr && first % 2 && c.t.has(kFeatAlignedVgprs)) return false;  // parseRegister says why
  } else {
    first = readIndex(l, i);
    if (first < 0 || first >= count) return false;
  }
  if (i < l.size() && Scan::identChar(l[i])) return false;
  r.isRegister = true;
  r.reg = RegRef{uint16_t(base + first), uint8_t(n)};
  c.s.pos = i;
  return true;
}

}  // namespace

namespace {

// Notes the register for .amdgcn.next_free_sgpr/vgpr.
void noteRegisterUse(Ctx& c, const RegToken& r) {
  if (!r.isRegister || !r.error.empty()) return;
  const RegRef& g = r.reg;
  if (isVgprCode(g.code)) c.out.vgprEnd = std::max<uint16_t>(c.out.vgprEnd, uint16_t(g.code - opnd::kVgpr0 + g.dwords));
  else if (g.code < sgprCount(c.gen())) c.out.sgprEnd = std::max<uint16_t>(c.out.sgprEnd, uint16_t(g.code + g.dwords));
}

RegToken readRegisterToken(Ctx& c, bool vector);

}  // namespace

RegToken readRegister(Ctx& c, bool vector) {
  RegToken r = readRegisterToken(c, vector);
  noteRegisterUse(c, r);
  return r;
}

namespace {

// "v [ 1 : 2 ]" as "v[1:2]": LLVM's lexer skips the blanks between the tokens of a register range.
std::string_view withoutBlanks(std::string_view text, std::string& buf) {
  if (text.find_first_of(" \t") == std::string_view::npos) return text;
  buf.clear();
  for (char ch : text)
    if (ch != ' ' && ch != '\t') buf += ch;
  return buf;
}

// A register list "[s2,s3]", "[v1]": single registers of one kind with consecutive numbers, the tuple they
// form (LLVM's parseRegisterList). Not a list (r.isRegister false) unless a register follows the bracket.
RegToken readRegisterList(Ctx& c, bool vector) {
  RegToken r;
  r.col = c.s.col();
  Scan save = c.s;
  ++c.s.pos;
  RegToken first = readRegisterToken(c, vector);
  if (!first.isRegister || !first.error.empty() || first.reg.dwords != 1) {
    c.s = save;
    if (first.isRegister) {  // "[s[0:1]]", "[sx]": a list LLVM rejects
      r.isRegister = true;
      r.error = first.error.empty() ? "expected a single 32-bit register" : first.error;
      r.col = first.col;
    }
    return r;
  }
  int n = 1;
  r.isRegister = true;
  for (c.s.skipSpace(); c.s.accept(','); c.s.skipSpace(), ++n) {
    RegToken next = readRegisterToken(c, vector);
    if (!next.isRegister || !next.error.empty() || next.reg.dwords != 1 || next.reg.code != first.reg.code + n) {
      r.error = next.isRegister && next.error.empty() && next.reg.dwords == 1
                    ? "registers in a list must have consecutive indices" : "expected a single 32-bit register";
      r.col = next.col;
      return r;
    }
  }
  if (!c.s.accept(']')) {
    r.error = "expected a comma or a closing square bracket";
    r.col = c.s.col();
    return r;
  }
  // The tuple is checked (width, alignment, availability) as the range it stands for.
  char name[32];
  const size_t len = registerName(first.reg.code, 1, c.t, name);
  size_t digits = len;
  while (digits > 0 && name[digits - 1] >= '0' && name[digits - 1] <= '9') --digits;
  const int index = std::atoi(std::string(name + digits, len - digits).c_str());
  const std::string range = std::string(name, digits) + '[' + std::to_string(index) + ':' + std::to_string(index + n - 1) + ']';
  RegParse p = parseRegister(range, c.t, vector);
  if (p.reg) r.reg = *p.reg;
  r.misaligned = p.misaligned;
  r.error = p.reg || !p.error.empty() ? p.error : "expected a single 32-bit register";
  return r;
}

RegToken readRegisterToken(Ctx& c, bool vector) {
  RegToken r;
  c.s.skipSpace();
  r.col = c.s.col();
  if (c.s.peek() == 's' && readPlainRegister(c, r, 0, sgprCount(c.gen()))) return r;
  if (vector && c.s.peek() == 'v' && readPlainRegister(c, r, opnd::kVgpr0, opnd::kVgprCount)) return r;
  if (c.s.peek() == '[') return readRegisterList(c, vector);
  if (!Scan::identStart(c.s.peek()) || c.s.peek() == '.') return r;
  Scan probe = c.s;
  const std::string_view word = probe.ident();
  Scan afterBlanks = probe;
  afterBlanks.skipSpace();
  if (afterBlanks.peek() == '[' && (word == "v" || word == "s" || word == "ttmp" || word == "a")) probe = afterBlanks;
  if (probe.peek() == '[') {
    size_t close = probe.line.find(']', probe.pos);
    if (close == std::string_view::npos) return r;
    probe.pos = close + 1;
  }
  thread_local std::string compact;
  std::string_view text = withoutBlanks(c.s.line.substr(c.s.pos, probe.pos - c.s.pos), compact);
  // vN.l / vN.h: a VGPR half (true16 operands check that the operand takes one).
  if (vector && vectorFeatures(c.gen()).true16 && text.size() > 3 && text[0] == 'v' && text[text.size() - 2] == '.' &&
      (text.back() == 'l' || text.back() == 'h')) {
    r.half = text.back() == 'l' ? 1 : 2;
    text.remove_suffix(2);
  }
  RegParse p = parseRegister(text, c.t, vector);
  if (r.half && (!p.reg || p.reg->dwords != 1)) r.half = 0, p = parseRegister(withoutBlanks(
      c.s.line.substr(c.s.pos, probe.pos - c.s.pos), compact), c.t, vector);  // (no half of a tuple: as written)
  if (!p.reg && p.error.empty()) {
    // LLVM reads "name[" as the start of a register list and complains inside the brackets.
    size_t bracket = text.find('[');
    if (bracket != std::string_view::npos) {
      r.isRegister = true;
      r.error = "expected a register or a list of registers";
      r.col += int(bracket) + 1;
      c.s.pos = probe.pos;
    }
    return r;
  }
  r.isRegister = true;
  if (p.reg) r.reg = *p.reg;
  r.misaligned = p.misaligned;
  r.error = p.error;
  r.col += p.errorOffset;
  c.s.pos = probe.pos;
  return r;
}

}  // namespace

void symbolLiteral(Ctx& c, const ExprValue& v, int operandIndex, bool wide) {
  Fixup f;
  // (an absolute variant, sym@abs32@lo or sym@abs64, is data: llvm-mc 22's FK_Data_*)
  const std::string_view name = v.symbol;
  const bool absolute = name.ends_with("@abs32@lo") || name.ends_with("@abs32@hi") || name.ends_with("@abs64");
  const bool pcRel = v.pcRelative() && !absolute;
  f.kind = wide ? (pcRel ? Fixup::Kind::Lit64PcRel : Fixup::Kind::Lit64Data)
                : (pcRel ? Fixup::Kind::Lit32PcRel : Fixup::Kind::Lit32Data);
  f.operand = int8_t(operandIndex);
  f.symbol = v.symbol;
  f.addend = v.op == '-' ? -v.value : v.value;
  f.expr = v;
  c.out.fixup = f;
  c.out.overrideText[operandIndex] = v.text();
}

bool isRegisterToken(Ctx& c, bool vector) {
  Scan save = c.s;
  RegToken r = readRegister(c, vector);
  c.s = save;
  return r.isRegister;
}

namespace {

// One literal serves every source that names one: once it is 64 bits wide (GFX12.5), every source names 254.
void widenLiteralSources(Ctx& c) {
  for (int i = 0; i < c.info.numOperands; ++i) {
    const OperandSpec& s = c.info.operands[i];
    if ((s.kind == OperandKind::SSrc || s.kind == OperandKind::VSrc) && c.out.inst[s.field] == opnd::kLiteral)
      c.out.inst[s.field] = opnd::kLiteral64;
  }
}

}  // namespace

bool useLiteral(Ctx& c, int64_t value, bool symbolic, int col) {
  if (c.noLiteral) return c.fail(col, kInvalidOperand);
  if (c.haveLiteral && (symbolic || c.literalSymbolic || c.literalValue != value))
    return c.fail(col, kOneLiteral);
  c.haveLiteral = true;
  c.literalSymbolic = symbolic;
  c.literalValue = value;
  c.out.inst.hasLiteral = true;
  c.out.inst.literal = uint32_t(value);
  if (c.out.inst.literal64) widenLiteralSources(c);
  return true;
}

ForcedLiteral forcedLiteralAt(Scan p) {
  const std::string_view word = p.ident();
  if (word != "lit" && word != "lit64") return ForcedLiteral::None;
  p.skipSpace();
  if (p.peek() != '(') return ForcedLiteral::None;
  return word == "lit" ? ForcedLiteral::Lit : ForcedLiteral::Lit64;
}

std::string forcedLiteralText(ForcedLiteral f, uint64_t value, bool neg, bool abs) {
  return fmt::format("{}{}{}({:#x}){}", neg ? "-" : "", abs ? "|" : "", f == ForcedLiteral::Lit64 ? "lit64" : "lit",
                     value, abs ? "|" : "");
}

ForcedLiteral enterForcedLiteral(Scan& s) {
  const ForcedLiteral f = forcedLiteralAt(s);
  if (f == ForcedLiteral::None) return f;
  s.ident();
  s.skipSpace();
  ++s.pos;  // (
  return f;
}

// A 64-bit literal is a literal whose high dword is kept too: the sources that name it take code 254.
bool useSymbolLiteral64(Ctx& c, int col) {
  if (!useLiteral(c, 0, true, col)) return false;
  c.out.inst.literal64 = true;
  c.out.inst.literalHi = 0;
  widenLiteralSources(c);
  return true;
}

bool useLiteral64(Ctx& c, uint64_t value, int col) {
  if (!useLiteral(c, int64_t(value), false, col)) return false;
  c.out.inst.literal64 = true;
  c.out.inst.literalHi = uint32_t(value >> 32);
  widenLiteralSources(c);
  return true;
}

std::optional<int64_t> parseAbs(Ctx& c, int& col) {
  ExprError err;
  c.s.skipSpace();
  col = c.s.col();
  auto v = parseExpr(c.s, c.syms, false, err);
  if (!v) {
    c.fail(err.col, err.message);
    return std::nullopt;
  }
  if (!v->isInt()) {
    c.fail(col, kInvalidOperand);
    return std::nullopt;
  }
  return v->value;
}

void skipOperand(Ctx& c) {
  int depth = 0;
  while (!c.s.atEnd()) {
    char ch = c.s.peek();
    if (ch == '(' || ch == '[') ++depth;
    if ((ch == ')' || ch == ']') && depth > 0) --depth;
    if (ch == ',' && depth == 0) return;
    ++c.s.pos;
  }
}

bool atOperandEnd(Ctx& c) {
  c.s.skipSpace();
  return c.s.atEnd();
}

bool encodeIntSource(Ctx& c, const OperandSpec& spec, int64_t v, int col) {
  const bool literal64 = vectorFeatures(c.gen()).literal64;
  // A 32-bit operand reads the value's low 32 bits as a signed number (0xffffffff is -1).
  if (spec.dwords == 1 && v >= 0x80000000ll && v <= 0xffffffffll) v -= 0x100000000ll;
  if (auto code = inlineIntCode(v)) {
    c.out.inst[spec.field] = *code;
    return true;
  }
  const bool is64 = spec.dwords == 2;
  if (auto code = inlineFloatCode(uint64_t(v), is64, c.gen()); code && (is64 || (v >= INT32_MIN && v <= UINT32_MAX))) {
    c.out.inst[spec.field] = *code;
    return true;
  }
  // GFX12.5: a 64-bit integer operand takes a 32-bit literal for 0..0x7fffffff only (it zero-extends), any other
  // value a 64-bit literal (llvm-mc 22)
  if (is64 && !isFloat(spec.type) && literal64 && (v < 0 || v > INT32_MAX)) {
    c.out.inst[spec.field] = opnd::kLiteral64;
    if (!useLiteral64(c, uint64_t(v), col)) return false;
    // (printed as written, where the disassembler's text of the word is lit64(...))
    for (int i = 0; i < c.info.numOperands; ++i)
      if (c.info.operands[i].field == spec.field) c.out.overrideText[i] = fmt::format("{:#x}", uint64_t(v));
    return true;
  }
  if (v < INT32_MIN || v > int64_t(UINT32_MAX)) return c.fail(col, kInvalidOperand);
  c.out.inst[spec.field] = opnd::kLiteral;
  return useLiteral(c, int64_t(uint32_t(v)), false, col);
}

std::string asWrittenImm(int64_t v) {
  if (v >= -16 && v <= 64) return fmt::format("{}", v);
  return fmt::format("{:#x}", uint32_t(v));
}

}  // namespace gcnkit
