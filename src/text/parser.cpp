#include "text/parser.h"

#include <bit>
#include <cmath>

#include <fmt/format.h>

#include "codec/smem_offset.h"
#include "isa/registers.h"
#include "text/symbolic_parse.h"

namespace gcnkit {

namespace {

constexpr const char* kInvalidOperand = "invalid operand for instruction";

struct Ctx {
  Scan s;
  const Target& t;
  const SymbolValues* syms;
  const OpInfo& info;
  ParsedInstruction& out;
  Diagnostic& diag;
  int mnemonicCol;
  // The one literal dword an instruction may carry.
  bool haveLiteral = false;
  bool literalSymbolic = false;
  int64_t literalValue = 0;

  bool fail(int col, std::string msg, std::string note = {}) {
    diag.col = col;
    diag.message = std::move(msg);
    diag.note = std::move(note);
    return false;
  }
  Gen gen() const { return t.gen(); }
};

// Reads a register token (name, optionally followed by [a:b]) without consuming anything if it is not one.
struct RegToken {
  bool isRegister = false;
  RegRef reg{};
  std::string error;
  int col = 0;
};

RegToken readRegister(Ctx& c) {
  RegToken r;
  c.s.skipSpace();
  r.col = c.s.col();
  if (!Scan::identStart(c.s.peek()) || c.s.peek() == '.') return r;
  Scan probe = c.s;
  probe.ident();
  if (probe.peek() == '[') {
    size_t close = probe.line.find(']', probe.pos);
    if (close == std::string_view::npos) return r;
    probe.pos = close + 1;
  }
  std::string_view text = c.s.line.substr(c.s.pos, probe.pos - c.s.pos);
  RegParse p = parseRegister(text, c.t);
  if (!p.reg && p.error.empty()) return r;
  r.isRegister = true;
  if (p.reg) r.reg = *p.reg;
  r.error = p.error;
  c.s.pos = probe.pos;
  return r;
}

// Stores a literal dword, enforcing the one-unique-literal rule.
bool useLiteral(Ctx& c, int64_t value, bool symbolic, int col) {
  if (c.haveLiteral && (symbolic || c.literalSymbolic || c.literalValue != value))
    return c.fail(col, "only one unique literal operand is allowed");
  c.haveLiteral = true;
  c.literalSymbolic = symbolic;
  c.literalValue = value;
  c.out.inst.hasLiteral = true;
  c.out.inst.literal = uint32_t(value);
  return true;
}

bool parseSReg(Ctx& c, const OperandSpec& spec) {
  RegToken r = readRegister(c);
  if (!r.isRegister) return c.fail(r.col, kInvalidOperand);
  if (!r.error.empty()) return c.fail(r.col, r.error);
  if (r.reg.code >= 128 || r.reg.dwords != spec.dwords) return c.fail(r.col, kInvalidOperand);
  // SBASE holds the number of an SGPR pair.
  c.out.inst[spec.field] = spec.field == Field::SBASE ? r.reg.code >> 1 : r.reg.code;
  return true;
}

// Encodes a 32- or 64-bit integer source operand: inline integer, inline float bit pattern, or literal.
bool encodeIntSource(Ctx& c, const OperandSpec& spec, int64_t v, int col) {
  if (auto code = inlineIntCode(v)) {
    c.out.inst[spec.field] = *code;
    return true;
  }
  const bool is64 = spec.dwords == 2;
  if (auto code = inlineFloatCode(uint64_t(v), is64, c.gen()); code && (is64 || (v >= INT32_MIN && v <= UINT32_MAX))) {
    c.out.inst[spec.field] = *code;
    return true;
  }
  if (v < INT32_MIN || v > int64_t(UINT32_MAX)) return c.fail(col, kInvalidOperand);
  c.out.inst[spec.field] = opnd::kLiteral;
  return useLiteral(c, int64_t(uint32_t(v)), false, col);
}

bool encodeFloatSource(Ctx& c, const OperandSpec& spec, double d, int col) {
  const bool is64 = spec.dwords == 2;
  if (is64) {
    uint64_t bits = std::bit_cast<uint64_t>(d);
    if (auto code = inlineFloatCode(bits, true, c.gen())) {
      c.out.inst[spec.field] = *code;
      return true;
    }
    if (d == 0.0 && !std::signbit(d)) { c.out.inst[spec.field] = opnd::kIntZero; return true; }
    return c.fail(col, kInvalidOperand);  // a 64-bit fp literal would lose its low half
  }
  float f = float(d);
  if (std::isfinite(d) && !std::isfinite(f)) return c.fail(col, kInvalidOperand);
  uint32_t bits = std::bit_cast<uint32_t>(f);
  if (bits == 0) { c.out.inst[spec.field] = opnd::kIntZero; return true; }
  if (auto code = inlineFloatCode(bits, false, c.gen())) {
    c.out.inst[spec.field] = *code;
    return true;
  }
  c.out.inst[spec.field] = opnd::kLiteral;
  return useLiteral(c, bits, false, col);
}

bool parseSSrc(Ctx& c, const OperandSpec& spec, int index) {
  RegToken r = readRegister(c);
  if (r.isRegister) {
    if (!r.error.empty()) return c.fail(r.col, r.error);
    const uint16_t code = r.reg.code;
    const bool special32 = code >= 235 && r.reg.dwords == 1;  // src_* read as either width
    if (code == opnd::kLdsDirect || (r.reg.dwords != spec.dwords && !special32)) return c.fail(r.col, kInvalidOperand);
    c.out.inst[spec.field] = code;
    return true;
  }
  ExprError err;
  c.s.skipSpace();
  int col = c.s.col();
  auto v = parseExpr(c.s, c.syms, true, err);
  if (!v) return c.fail(err.col, err.message);
  if (v->kind == ExprValue::Kind::Float) return encodeFloatSource(c, spec, v->fp, col);
  if (v->kind == ExprValue::Kind::Int) return encodeIntSource(c, spec, v->value, col);
  // A symbol: a literal patched by a fixup.
  c.out.inst[spec.field] = opnd::kLiteral;
  if (!useLiteral(c, 0, true, col)) return false;
  Fixup f;
  f.kind = v->pcRelative() ? Fixup::Kind::Lit32PcRel : Fixup::Kind::Lit32Data;
  f.operand = int8_t(index);
  f.symbol = v->symbol;
  f.addend = v->op == '-' ? -v->value : v->value;
  f.expr = *v;
  c.out.fixup = f;
  c.out.overrideText[index] = v->text();
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

bool parseImm(Ctx& c, const OperandSpec& spec) {
  int col = 0;
  auto v = parseAbs(c, col);
  if (!v) return false;
  int64_t lo = spec.kind == OperandKind::UImm16 ? 0 : -32768;
  if (*v < lo || *v > 0xffff) {
    if (spec.kind == OperandKind::SImm16 || spec.kind == OperandKind::UImm16) return c.fail(col, kInvalidOperand);
    return c.fail(col, "expected a 16-bit value");
  }
  c.out.inst[spec.field] = uint32_t(*v) & 0xffff;
  return true;
}

bool parseLabel(Ctx& c, const OperandSpec& spec, int index) {
  ExprError err;
  c.s.skipSpace();
  int col = c.s.col();
  auto v = parseExpr(c.s, c.syms, false, err);
  if (!v) return c.fail(err.col, err.message);
  if (v->kind == ExprValue::Kind::Symbol) {
    if (v->op != 0) return c.fail(col, "expected an absolute expression or a label");
    Fixup f;
    f.kind = Fixup::Kind::SoppBranch;
    f.operand = int8_t(index);
    f.symbol = v->symbol;
    f.expr = *v;
    c.out.fixup = f;
    c.out.overrideText[index] = v->text();
    return true;
  }
  if (v->value < -32768 || v->value > 0xffff) return c.fail(col, "expected a 16-bit signed jump offset");
  c.out.inst[spec.field] = uint32_t(v->value) & 0xffff;
  return true;
}

bool parseLit32(Ctx& c, int index) {
  int col = 0;
  auto v = parseAbs(c, col);
  if (!v) return false;
  if (*v < INT32_MIN || *v > int64_t(UINT32_MAX)) return c.fail(col, kInvalidOperand);
  (void)index;
  return useLiteral(c, int64_t(uint32_t(*v)), false, col);
}

bool parseSmemOffset(Ctx& c, SmemOffset& o, int& col) {
  RegToken r = readRegister(c);
  col = r.col;
  if (r.isRegister) {
    if (!r.error.empty()) return c.fail(r.col, r.error);
    if (r.reg.dwords != 1 || r.reg.code >= 128) return c.fail(r.col, kInvalidOperand);
    // GFX10 spells "no register offset" as null; every other generation has no null.
    o.hasReg = true;
    o.reg = r.reg.code;
    return true;
  }
  auto v = parseAbs(c, col);
  if (!v) return false;
  o.hasImm = true;
  o.imm = *v;
  return true;
}

bool finishSmemOffset(Ctx& c, SmemOffset o, int col, bool hasOffsetMod, int64_t modValue, int modCol) {
  const Gen g = c.gen();
  if (hasOffsetMod) {
    if (!o.hasReg || o.hasImm || g < Gen::GFX9) return c.fail(modCol, g < Gen::GFX9 ? "not a valid operand." : kInvalidOperand);
    o.hasImm = true;
    o.imm = modValue;
    col = modCol;
  }
  if (g >= Gen::GFX10 && o.hasReg && o.reg == opnd::kNull && !o.hasImm) { o.hasReg = false; o.hasImm = true; o.imm = 0; }
  const bool buffer = c.info.flags & kBuffer;
  const bool writes = c.info.flags & (kStore | kAtomic);
  if (g == Gen::GFX8 && writes && o.hasReg && o.reg != m0Code())
    return c.fail(col, kInvalidOperand,
                  "GFX8 scalar stores and atomics take only M0 or an immediate as the offset (SGPR offsets need GFX9)");
  switch (setSmemOffset(c.out.inst, g, o, buffer)) {
    case SmemOffsetError::None: return true;
    case SmemOffsetError::ImmRange:
      if (g == Gen::GFX8 || buffer) return c.fail(col, "expected a 20-bit unsigned offset");
      return c.fail(col, "expected a 21-bit signed offset");
    case SmemOffsetError::RegPlusImmUnsupported: return c.fail(col, "not a valid operand.");
    case SmemOffsetError::TooLargeForGen: return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  }
  return false;
}

bool parseOperand(Ctx& c, const OperandSpec& spec, int index, SmemOffset& smem, int& smemCol) {
  const Gen g = c.gen();
  Diagnostic& d = c.diag;
  auto symbolic = [&](std::optional<uint32_t> v) {
    if (!v) return false;
    c.out.inst[spec.field] = *v;
    return true;
  };
  switch (spec.kind) {
    case OperandKind::SReg: return parseSReg(c, spec);
    case OperandKind::SSrc: return parseSSrc(c, spec, index);
    case OperandKind::SImm16:
    case OperandKind::UImm16:
    case OperandKind::Imm16:
    case OperandKind::Dec16:
    case OperandKind::Version: return parseImm(c, spec);
    case OperandKind::Label: return parseLabel(c, spec, index);
    case OperandKind::Waitcnt: return symbolic(parseWaitcnt(c.s, g, c.syms, d));
    case OperandKind::Sendmsg: return symbolic(parseSendmsg(c.s, g, c.syms, d));
    case OperandKind::Hwreg: return symbolic(parseHwreg(c.s, g, c.syms, d));
    case OperandKind::GprIdx: return symbolic(parseGprIdx(c.s, c.syms, d));
    case OperandKind::Depctr: return symbolic(parseDepctr(c.s, g, c.syms, d));
    case OperandKind::Lit32: return parseLit32(c, index);
    case OperandKind::SmemOffset: return parseSmemOffset(c, smem, smemCol);
    case OperandKind::Probe: {
      int col = 0;
      auto v = parseAbs(c, col);
      if (!v) return false;
      if (*v < 0 || *v > 7) return c.fail(col, kInvalidOperand);
      c.out.inst[spec.field] = uint32_t(*v);
      return true;
    }
    case OperandKind::None: return true;
  }
  return false;
}

// Modifiers after the operands: glc, nv, dlc, offset:N.
bool parseModifiers(Ctx& c, bool& hasOffsetMod, int64_t& offsetValue, int& offsetCol) {
  const Layout* layout = layoutFor(c.info.enc, c.gen());
  const bool smrd = c.info.enc == Encoding::SMEM && c.gen() <= Gen::GFX7;
  for (;;) {
    c.s.skipSpace();
    if (c.s.peek() == ',') { ++c.s.pos; c.s.skipSpace(); }
    if (c.s.atEnd()) return true;
    int col = c.s.col();
    Scan probe = c.s;
    std::string_view word = probe.ident();
    std::string lower(word);
    for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    Field f = Field::Count;
    if (lower == "glc") f = Field::GLC;
    else if (lower == "nv") f = Field::NV;
    else if (lower == "dlc") f = Field::DLC;
    if (f != Field::Count) {
      if (smrd) return c.fail(col, "cache policy is not supported for SMRD instructions");
      if (!(c.info.flags & kGlc)) return c.fail(col, kInvalidOperand);
      if (f == Field::DLC && !layout->has(Field::DLC)) return c.fail(col, "dlc modifier is not supported on this GPU");
      if (!layout->has(f)) return c.fail(col, kInvalidOperand);
      if (c.out.inst[f]) return c.fail(col, "duplicate cache policy modifier");
      c.out.inst[f] = 1;
      c.s = probe;
      continue;
    }
    if (lower == "offset" && probe.peek() == ':') {
      ++probe.pos;
      c.s = probe;
      auto v = parseAbs(c, offsetCol);
      if (!v) return false;
      offsetCol = col;
      hasOffsetMod = true;
      offsetValue = *v;
      continue;
    }
    return c.fail(col, kInvalidOperand);
  }
}

// Operands may be separated by a comma or (as LLVM also accepts) by white space alone.
bool atOperandEnd(Ctx& c) {
  c.s.skipSpace();
  return c.s.atEnd();
}

}  // namespace

bool parseInstruction(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                      ParsedInstruction& out, Diagnostic& diag) {
  Scan s{line, start};
  const int mcol = s.col();
  size_t end = start;
  char name[48];
  size_t n = 0;
  while (end < line.size() && (Scan::identChar(line[end])) && n < sizeof(name)) {
    name[n++] = char(std::tolower(static_cast<unsigned char>(line[end])));
    ++end;
  }
  auto op = findOp(std::string_view(name, n));
  if (!op || (end < line.size() && Scan::identChar(line[end]))) {
    diag = {mcol, "invalid instruction", {}};
    return false;
  }
  const OpInfo& info = opInfo(*op);
  if (!info.existsOn(t.gen())) {
    diag = {mcol, "instruction not supported on this GPU", {}};
    return false;
  }
  out = ParsedInstruction{};
  out.inst.op = *op;
  const Layout* layout = layoutFor(info.enc, t.gen());
  // Fields a layout has but no operand sets keep their "unused" value.
  if (info.enc == Encoding::SMEM && layout->has(Field::SOFFSET) && t.gen() >= Gen::GFX10) {
    bool hasOffset = false;
    for (int i = 0; i < info.numOperands; ++i) hasOffset |= info.operands[i].kind == OperandKind::SmemOffset;
    out.inst[Field::SOFFSET] = hasOffset ? opnd::kNull : 0;
  }
  Ctx c{Scan{line, end}, t, syms, info, out, diag, mcol};
  SmemOffset smem;
  int smemCol = 0;
  bool hasSmem = false;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& spec = info.operands[i];
    if (i > 0) c.s.accept(',');
    if (atOperandEnd(c)) {
      if (spec.optional) break;
      return c.fail(mcol, "too few operands for instruction");
    }
    if (!parseOperand(c, spec, i, smem, smemCol)) return false;
    hasSmem |= spec.kind == OperandKind::SmemOffset;
  }
  bool hasOffsetMod = false;
  int64_t offsetValue = 0;
  int offsetCol = 0;
  if (!parseModifiers(c, hasOffsetMod, offsetValue, offsetCol)) return false;
  if (hasSmem) {
    if (!finishSmemOffset(c, smem, smemCol, hasOffsetMod, offsetValue, offsetCol)) return false;
  } else if (hasOffsetMod) {
    return c.fail(offsetCol, kInvalidOperand);
  }
  // Fixup offsets: a branch patches the simm16 at byte 0; a literal sits after the encoding.
  if (out.fixup) {
    if (out.fixup->kind == Fixup::Kind::SoppBranch) out.fixup->offset = 0;
    else out.fixup->offset = uint8_t(layout->dwords * 4);
  }
  return true;
}

}  // namespace gcnkit
