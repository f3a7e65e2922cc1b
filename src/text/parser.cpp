#include "text/parser.h"
#include "text/interp_text.h"
#include "text/wmma_text.h"

#include "text/half_float.h"

#include <algorithm>
#include <bit>
#include <vector>
#include <cmath>

#include <fmt/format.h>

#include "codec/smem_offset.h"
#include "codec/smem_rules.h"
#include "isa/mai.h"
#include "isa/operand_rules.h"
#include "isa/pending_rows.h"
#include "isa/registers.h"
#include "isa/symbolic.h"
#include "isa/vector_features.h"
#include "text/cache_policy_text.h"
#include "text/parse_context.h"
#include "text/refusal_notes.h"
#include "text/mai_text.h"
#include "text/scalar_fast_path.h"
#include "text/valu_fast_path.h"
#include "text/vector_parsers.h"
#include "text/symbolic_parse.h"

namespace gcnkit {

namespace {

// A mnemonic of a row that is not VALU with a form suffix llvm-mc 22 reads on every name: `_e32` stands for the plain
// row, `_e64`, `_sdwa`, `_dpp` and `_e64_dpp` name forms the row does not have (refusedForm: "e64", ...).
struct PlainRow {
  Op op;
  std::string_view refusedForm;
};
std::optional<PlainRow> nonValuFormSuffix(std::string_view name) {
  static constexpr std::string_view kForms[] = {"_e64_dpp", "_e32", "_e64", "_sdwa", "_dpp"};
  for (std::string_view form : kForms) {
    if (!name.ends_with(form) || name.size() == form.size()) continue;
    const auto m = findMnemonic(name.substr(0, name.size() - form.size()));
    if (!m || m->suffix != MnemonicSuffix::None) return std::nullopt;
    const OpInfo& info = opInfo(m->op);
    if (isValu(info.enc) || (info.traits & (kTraitMai | kTraitWmma))) return std::nullopt;
    return PlainRow{m->op, form == "_e32" ? std::string_view() : form.substr(1)};
  }
  return std::nullopt;
}

}  // namespace

namespace {

struct Modifiers {
  bool offset = false;
  int64_t offsetValue = 0;
  int offsetCol = 0;
  int firstCachePolicyCol = 0;  // where the first glc/slc/dlc/nv stands
  bool slc = false;
  CachePolicyText cpol;         // GFX12's th:/scope:
  int nvCol = 0;                // GFX12: where an nv stands (the cache policy has no such bit there)
  int scaleOffsetCol = 0;       // where scale_offset stands (GFX12: no such bit; GFX12.5: not on buffer loads)
};

bool parseSReg(Ctx& c, const OperandSpec& spec) {
  RegToken r = readRegister(c);
  if (!r.isRegister) return c.fail(r.col, kInvalidOperand);
  if (!r.error.empty()) return c.fail(r.col, r.error);
  const bool null = r.reg.code == opnd::kNull;  // null stands for a register of any width
  const bool nullOnly = inGens(spec.nullOnly, c.gen());
  // (scc matches such a register and is then "not null", as an SGPR is: llvm-mc 22)
  const bool sccNotNull = nullOnly && r.reg.code == opnd::kSrcScc;
  if ((!destinationAllowed(spec, r.reg.code) && !sccNotNull) || (r.reg.dwords != spec.dwords && !null))
    return c.fail(r.col, kInvalidOperand);
  if (nullOnly && !null && !c.notNullCol) c.notNullCol = r.col;
  // SBASE holds the number of an SGPR pair (null, 125, lands on pair 62).
  c.out.inst[spec.field] = spec.field == Field::SBASE ? r.reg.code >> 1 : r.reg.code;
  return true;
}

// GFX11.5's SALU f16 sources: a number as a half (rounded; the inline constants by their half patterns).
bool encodeHalfSource(Ctx& c, const OperandSpec& spec, uint32_t h, int col) {
  if (auto code = inlineHalfCode(h, c.gen())) { c.out.inst[spec.field] = *code; return true; }
  if (auto code = inlineIntCode(int64_t(h))) { c.out.inst[spec.field] = *code; return true; }
  c.out.inst[spec.field] = opnd::kLiteral;
  return useLiteral(c, h, false, col);
}

bool encodeFloatSource(Ctx& c, const OperandSpec& spec, double d, int col) {
  if (spec.type == ValType::F16) {
    const uint16_t h = halfBits(d);
    const bool overflow = std::isfinite(d) && (h & 0x7fff) == 0x7c00;
    if (overflow) return c.fail(col, kInvalidOperand);
    return encodeHalfSource(c, spec, h, col);
  }
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
  // Like LLVM, refuse values that overflow or underflow single precision (inexact is fine).
  if ((std::isfinite(d) && !std::isfinite(f)) || (d != 0 && (f == 0 || std::fpclassify(f) == FP_SUBNORMAL)))
    return c.fail(col, kInvalidOperand);
  uint32_t bits = std::bit_cast<uint32_t>(f);
  if (bits == 0) { c.out.inst[spec.field] = opnd::kIntZero; return true; }
  if (auto code = inlineFloatCode(bits, false, c.gen())) {
    c.out.inst[spec.field] = *code;
    return true;
  }
  c.out.inst[spec.field] = opnd::kLiteral;
  return useLiteral(c, bits, false, col);
}

// lit(expr) and lit64(expr): a literal even where an inline constant would do (LLVM prints such literals so). A
// 64-bit integer operand of GFX12.5 takes either as a 64-bit literal (lit: of the value's low 32 bits); elsewhere
// both are a literal dword, and lit64 is printed as written.
bool parseForcedLiteral(Ctx& c, const OperandSpec& spec, int index) {
  const bool lit64 = enterForcedLiteral(c.s) == ForcedLiteral::Lit64;
  ExprError err;
  c.s.skipSpace();
  int col = c.s.col();
  {
    Scan inner = c.s;  // lit64(lit(5)), lit(abs(1)): no modifier inside
    if (!inner.ident().empty() && inner.peek() == '(') return c.fail(inner.col(), "not a valid operand.");
  }
  auto v = parseExpr(c.s, c.syms, true, err);
  if (!v) return c.fail(err.col, err.message);
  if (!c.s.accept(')')) return c.fail(c.s.col(), "expected closing parentheses");
  if (spec.dwords == 2 && !isFloat(spec.type) && vectorFeatures(c.gen()).literal64) {
    if (v->kind != ExprValue::Kind::Int) return c.fail(col, kInvalidOperand);
    const uint64_t value = lit64 ? uint64_t(v->value) : uint64_t(uint32_t(v->value));
    c.out.inst[spec.field] = opnd::kLiteral64;
    if (!useLiteral64(c, value, col)) return false;
    c.out.overrideText[index] = forcedLiteralText(lit64 ? ForcedLiteral::Lit64 : ForcedLiteral::Lit, value);
    return true;
  }
  int64_t value = 0;
  if (v->kind == ExprValue::Kind::Float) {
    if (spec.dwords == 2) return c.fail(col, kInvalidOperand);
    value = std::bit_cast<uint32_t>(float(v->fp));
  } else if (v->kind == ExprValue::Kind::Int) {
    value = v->value;
    if (value < INT32_MIN || value > int64_t(UINT32_MAX)) return c.fail(col, kInvalidOperand);
  } else {
    return c.fail(col, kInvalidOperand);
  }
  c.out.inst[spec.field] = opnd::kLiteral;
  if (!useLiteral(c, int64_t(uint32_t(value)), false, col)) return false;
  // (llvm-mc 22 prints it whatever the value: an integer as written on a 32-bit source, else the dword)
  const bool asWritten = v->kind == ExprValue::Kind::Int && spec.dwords == 1;
  c.out.overrideText[index] = forcedLiteralText(lit64 ? ForcedLiteral::Lit64 : ForcedLiteral::Lit,
                                                asWritten ? uint64_t(value) : uint64_t(uint32_t(value)));
  return true;
}

bool parseSSrc(Ctx& c, const OperandSpec& spec, int index) {
  RegToken r = readRegister(c);
  if (r.isRegister) {
    if (!r.error.empty()) return c.fail(r.col, r.error);
    const uint16_t code = r.reg.code;
    const bool anyWidth = (opnd::specialSourceAnyWidth(code) && r.reg.dwords == 1) || code == opnd::kNull;  // src_*, null
    if (!sourceAllowed(spec, code) || (r.reg.dwords != spec.dwords && !anyWidth) || (spec.m0Only && code != m0Code()))
      return c.fail(r.col, kInvalidOperand);
    c.out.inst[spec.field] = code;
    return true;
  }
  c.s.skipSpace();
  int col = c.s.col();
  if (spec.regOnly) return c.fail(col, kInvalidOperand);
  if (forcedLiteralAt(c.s) != ForcedLiteral::None) return parseForcedLiteral(c, spec, index);
  {
    Scan p = c.s;
    // abs(), neg(), sext(): a VALU modifier; another name before a parenthesis (ABS(1), foo(1)) is a symbol
    // followed by what no operand continues with
    const std::string_view name = p.ident();
    if (!name.empty() && p.peek() == '(')
      return name == "abs" || name == "neg" || name == "sext" ? c.fail(col, "not a valid operand.")
                                                                : c.fail(p.col(), kInvalidOperand);
    p = c.s;
    if (p.peek() == '-') {  // a negated register: a VALU source modifier, not an expression
      ++p.pos;
      Ctx probe = c;
      probe.s = p;
      if (isRegisterToken(probe)) return c.fail(col, "not a valid operand.");
    }
  }
  ExprError err;
  auto v = parseExpr(c.s, c.syms, true, err);
  if (!v) return c.fail(err.col, err.message);
  // GFX11.5's SALU f16 sources, as LLVM 22 reads them: SOP2's are 16-bit (a number is its half); SOP1's are 32-bit
  // ones (a float in single precision); the compares' (SOPC) numbers are encoded as SOP1's, but only integers that
  // fit 16 bits are taken, and -show-encoding prints the literal's low half (lossy: the disassembler prints another).
  const bool f16 = spec.type == ValType::F16;
  const bool half16 = f16 && c.info.enc == Encoding::SOP2, compare16 = f16 && c.info.enc == Encoding::SOPC;
  auto lowHalfText = [&](bool ok) {
    if (ok && compare16 && c.out.inst[spec.field] == opnd::kLiteral && c.out.inst.literal >> 16)
      c.out.overrideText[index] = fmt::format("{:#x}", c.out.inst.literal & 0xffff);
    return ok;
  };
  if (v->kind == ExprValue::Kind::Float) {
    OperandSpec wide = spec;
    if (f16 && !half16) wide.type = ValType::F32;
    return lowHalfText(encodeFloatSource(c, wide, v->fp, col));
  }
  if (v->kind == ExprValue::Kind::Int && (half16 || compare16) && (v->value < -32768 || v->value > 0xffff))
    return c.fail(col, kInvalidOperand);  // (LLVM's isSafeTruncation)
  if (v->kind == ExprValue::Kind::Int && half16) {
    // -1 is the inline -1, 0xffff too; otherwise the half, an inline constant where it has that pattern.
    const int64_t n = v->value >= 0x8000 ? v->value - 0x10000 : v->value;
    if (auto code = inlineIntCode(n)) { c.out.inst[spec.field] = *code; return true; }
    return encodeHalfSource(c, spec, uint32_t(v->value) & 0xffff, col);
  }
  if (v->kind == ExprValue::Kind::Int) return lowHalfText(encodeIntSource(c, spec, v->value, col));
  // (a 16-bit source takes no expression: LLVM has no 16-bit fixup)
  if (half16 || compare16) return c.fail(col, kInvalidOperand);
  // A symbol: a literal patched by a fixup (GFX12.5: a 64-bit one on a 64-bit source, as llvm-mc 22 writes it).
  if (spec.dwords == 2 && vectorFeatures(c.gen()).literal64) {
    c.out.inst[spec.field] = opnd::kLiteral64;
    if (!useSymbolLiteral64(c, col)) return false;
    symbolLiteral(c, *v, index, true);
    return true;
  }
  c.out.inst[spec.field] = opnd::kLiteral;
  if (!useLiteral(c, 0, true, col)) return false;
  symbolLiteral(c, *v, index);
  return true;
}

// The UC_VERSION_* names s_version takes, over the program's own symbols.
class VersionSymbols final : public SymbolValues {
 public:
  explicit VersionSymbols(const SymbolValues* outer) : outer_(outer) {}
  std::optional<int64_t> absolute(std::string_view name) const override {
    if (auto v = versionSymbol(name)) return *v;
    return outer_ ? outer_->absolute(name) : std::nullopt;
  }

 private:
  const SymbolValues* outer_;
};

bool parseImm(Ctx& c, const OperandSpec& spec, int index) {
  c.s.skipSpace();
  int col = c.s.col();
  if (isRegisterToken(c))
    return c.fail(col, spec.optional ? "expected absolute expression" : kInvalidOperand);
  VersionSymbols versions(c.syms);
  const SymbolValues* saved = c.syms;
  if (spec.kind == OperandKind::Version) c.syms = &versions;
  auto v = parseAbs(c, col);
  c.syms = saved;
  if (!v) return false;
  if (!imm16Fits(spec.kind, *v)) {
    if (spec.kind == OperandKind::Imm16 || spec.kind == OperandKind::Dec16) return c.fail(col, "expected a 16-bit value");
    return c.fail(col, kInvalidOperand);
  }
  c.out.inst[spec.field] = uint32_t(*v) & 0xffff;
  if (spec.kind == OperandKind::Imm16) c.out.overrideText[index] = asWrittenImm(*v);
  if (spec.kind == OperandKind::Version) c.out.overrideText[index] = fmt::format("{:#x}", uint32_t(*v) & 0xffff);
  return true;
}

bool parseLabel(Ctx& c, const OperandSpec& spec, int index) {
  c.s.skipSpace();
  int col = c.s.col();
  if (isRegisterToken(c)) return c.fail(col, kInvalidOperand);
  ExprError err;
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
  c.out.overrideText[index] = fmt::format("{}", v->value);
  return true;
}

static bool namesSecondOperand(const OpInfo& info) {
  return info.name == "s_get_barrier_state" || info.name == "s_prefetch_inst_pc_rel" ||
         info.name == "s_prefetch_data_pc_rel";
}

bool parseLit32(Ctx& c, int index, const OperandSpec& spec) {
  int col = 0;
  c.s.skipSpace();
  if (isRegisterToken(c)) return c.fail(c.s.col(), kInvalidOperand);
  if (spec.field == Field::IMM) {  // the K constant of GFX11.5's s_fmaak_f32/s_fmamk_f32: a float is its bits
    Scan save = c.s;
    col = c.s.col();
    ExprError err;
    auto e = parseExpr(c.s, c.syms, true, err);
    if (e && e->kind == ExprValue::Kind::Float) return useLiteral(c, std::bit_cast<uint32_t>(float(e->fp)), false, col);
    c.s = save;
  }
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

bool finishSmemOffset(Ctx& c, SmemOffset o, int col, const Modifiers& m, int index) {
  const Gen g = c.gen();
  if (m.offset) {
    if (!o.hasReg && !o.hasImm) return c.fail(m.offsetCol, "not a valid operand.");
    if (!o.hasReg || g < Gen::GFX9) return c.fail(m.offsetCol, g < Gen::GFX9 ? "not a valid operand." : kInvalidOperand);
    o.hasImm = true;
    o.imm = m.offsetValue;
    col = m.offsetCol;
  }
  if (!o.hasReg && !o.hasImm) { o.hasImm = true; o.imm = 0; }  // the offset may be left out: 0
  // GFX10 prints offset 0 with no register as "null"; an immediate that was written stays as written.
  if (g >= Gen::GFX10 && o.hasImm && !o.hasReg && c.out.overrideText[index].empty()) c.out.overrideText[index] = o.imm < 0 ? fmt::format("-{:#x}", -o.imm) : fmt::format("{:#x}", o.imm);
  // GFX12 writes null as a register, with its immediate.
  if (inGens(kSmemOffsetImmediateAlwaysWritten, g) && o.hasReg && o.reg == opnd::kNull) {
    c.out.overrideText[index] = o.imm < 0 ? fmt::format("null offset:-{:#x}", -o.imm) : fmt::format("null offset:{:#x}", o.imm);
    o.hasReg = false;
    o.hasImm = true;
  }
  // GFX10 spells "no register offset" as null.
  if (g >= Gen::GFX10 && o.hasReg && o.reg == opnd::kNull) {
    o.hasReg = false;
    if (!o.hasImm) c.out.overrideText[index] = "null";
    o.hasImm = true;
  }
  const bool buffer = c.info.flags & kBuffer;
  const bool writes = c.info.flags & (kStore | kAtomic);
  if (smemStoreOffsetRuleApplies(g) && writes && o.hasReg && o.reg != m0Code())
    return c.fail(col, kInvalidOperand, kSmemStoreOffsetMessage);
  switch (setSmemOffset(c.out.inst, g, o, buffer)) {
    case SmemOffsetError::None: return true;
    case SmemOffsetError::ImmRange:
      if (g == Gen::GFX8) return c.fail(col, "expected a 20-bit unsigned offset");
      if (!buffer) return c.fail(col, fmt::format("expected a {}-bit signed offset", smemOffsetBits(g)));
      // (llvm-mc 22 names the buffer forms in GFX12's message only)
      return c.fail(col, fmt::format("expected a {}-bit unsigned offset{}", smemOffsetBits(g) - 1,
                                     memoryThScope(Encoding::SMEM, g) ? " for buffer ops" : ""));
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
    case OperandKind::SSrc: {
      c.noLiteral = spec.noLiteral;
      bool ok = parseSSrc(c, spec, index);
      c.noLiteral = false;
      return ok;
    }
    case OperandKind::SImm16:
    case OperandKind::UImm16:
    case OperandKind::Imm16:
    case OperandKind::Dec16:
    case OperandKind::Version: return parseImm(c, spec, index);
    case OperandKind::Label: return parseLabel(c, spec, index);
    case OperandKind::Waitcnt: return symbolic(parseWaitcnt(c.s, g, c.syms, d));
    case OperandKind::Sendmsg: return symbolic(parseSendmsg(c.s, g, c.syms, d));
    case OperandKind::Hwreg: return symbolic(parseHwreg(c.s, g, c.syms, d));
    case OperandKind::GprIdx: return symbolic(parseGprIdx(c.s, c.syms, d));
    case OperandKind::Depctr: return symbolic(parseDepctr(c.s, g, c.syms, d));
    case OperandKind::DelayAlu: return symbolic(parseDelayAlu(c.s, c.syms, d));
    case OperandKind::SendmsgRtn: return symbolic(parseSendmsgRtn(c.s, g, c.syms, d));
    case OperandKind::Lit32: return parseLit32(c, index, spec);
    case OperandKind::SmemOffset: return parseSmemOffset(c, smem, smemCol);
    case OperandKind::Probe: {
      int col = 0;
      auto v = parseAbs(c, col);
      if (!v) return false;
      if (*v < 0 || *v > 127) return c.fail(col, kInvalidOperand);  // the 7-bit SDATA field
      // (GFX12 keeps the low 5 bits and prints the number written, as llvm-mc 22 does)
      c.out.inst[spec.field] = uint32_t(*v) & smemSdataImmediateMask(g);
      if (c.out.inst[spec.field] != uint32_t(*v)) c.out.overrideText[index] = asWrittenImm(*v);
      return true;
    }
    case OperandKind::PrefetchOffset: {
      c.s.skipSpace();
      if (isRegisterToken(c)) {  // left out: the soffset register follows
        c.out.overrideText[index] = "0x0";
        return true;
      }
      int col = 0;
      auto v = parseAbs(c, col);
      if (!v) return false;
      if (!smemImmediateFits(*v, g, false)) return c.fail(col, fmt::format("expected a {}-bit signed offset", smemOffsetBits(g)));
      c.out.inst[spec.field] = uint32_t(*v) & ((1u << smemOffsetBits(g)) - 1);
      return true;
    }
    case OperandKind::PrefetchSize: {  // (llvm-mc 22 prints the 32-bit value written; the field keeps 7 bits)
      int col = 0;
      auto v = parseAbs(c, col);
      if (!v) return false;
      c.out.inst[spec.field] = uint32_t(*v) & smemSdataImmediateMask(g);
      c.out.overrideText[index] = asWrittenImm(int32_t(uint32_t(*v)));
      return true;
    }
    case OperandKind::None: return true;
    default: return c.fail(c.mnemonicCol, kInvalidOperand);  // vector kinds: valu_parser.cpp, vmem_parser.cpp
  }
  return false;
}


// Modifiers after the operands: glc, slc, dlc, nv (GFX9, from the ISA documents), offset:N.
bool parseModifiers(Ctx& c, Modifiers& m) {
  const Layout* layout = layoutFor(c.info.enc, c.gen());
  for (;;) {
    c.s.skipSpace();
    const bool comma = c.s.peek() == ',';
    if (comma) { ++c.s.pos; c.s.skipSpace(); }
    if (c.s.atEnd()) return true;
    int col = c.s.col();
    // GFX12's th:/scope: are one operand: no comma after them (llvm-mc 22)
    if (comma && m.cpol.firstCol) return c.fail(col, kInvalidOperand);
    Scan probe = c.s;
    std::string_view word = probe.ident();
    char buf[8] = {};
    const size_t len = word.size() < sizeof buf ? word.size() : 0;
    for (size_t k = 0; k < len; ++k) buf[k] = word[k] >= 'A' && word[k] <= 'Z' ? char(word[k] + 32) : word[k];
    const std::string_view lower(buf, len);
    const bool smem = c.info.enc == Encoding::SMEM;
    if (smem && memoryThScope(Encoding::SMEM, c.gen())) {  // GFX12: th:/scope: (lower case only), nv refused after the operands
      if (c.info.flags & kGlc) {
        if (word == "scale_offset" && probe.peek() == ':') return c.fail(probe.col(), "unknown token in expression");
        const CachePolicyRead r = readCachePolicy(c, m.cpol, kInvalidOperand);
        if (r == CachePolicyRead::Failed) return false;
        if (r == CachePolicyRead::Read) continue;
        // nv and scale_offset: GFX12.5's bits, refused after the operands on GFX12 (scale_offset first)
        const bool scale = word == "scale_offset";
        int& seen = scale ? m.scaleOffsetCol : m.nvCol;
        if ((scale || word == "nv") && !seen) {
          seen = col;
          if (!m.cpol.firstCol) m.cpol.firstCol = col;  // (llvm-mc 22 reports the policy's errors at its first word)
          const Field f = scale ? Field::SCALE_OFFSET : Field::NV;
          if (layout->has(f)) c.out.inst[f] = 1;
          c.s = probe;
          continue;
        }
      }
      if (probe.peek() == ':' && lower != "offset") return c.fail(col, "not a valid operand.");
      if (lower != "offset") return c.fail(col, kInvalidOperand);
    }
    if (smem && (lower == "glc" || lower == "slc" || lower == "dlc" || lower == "nv")) {
      if (!(c.info.flags & kGlc)) return c.fail(col, kInvalidOperand);
      Field f = lower == "glc" ? Field::GLC : lower == "dlc" ? Field::DLC : lower == "nv" ? Field::NV : Field::Count;
      if (f == Field::DLC && !layout->has(Field::DLC)) return c.fail(col, "dlc modifier is not supported on this GPU");
      if (f == Field::NV && !layout->has(Field::NV)) return c.fail(col, kInvalidOperand);
      if (f == Field::Count ? m.slc : c.out.inst[f] != 0) return c.fail(col, "duplicate cache policy modifier");
      if (f == Field::Count) m.slc = true;
      else c.out.inst[f] = 1;
      if (!m.firstCachePolicyCol) m.firstCachePolicyCol = col;
      c.s = probe;
      continue;
    }
    if (lower == "offset" && probe.peek() == ':') {
      if (m.offset) return c.fail(col, kInvalidOperand);
      if (c.gen() < Gen::GFX9) return c.fail(col, "not a valid operand.");
      ++probe.pos;
      c.s = probe;
      c.s.skipSpace();
      if (isRegisterToken(c)) return c.fail(c.s.col(), "expected absolute expression");
      int valueCol = 0;
      auto v = parseAbs(c, valueCol);
      if (!v) return false;
      m.offsetCol = col;
      m.offset = true;
      m.offsetValue = *v;
      continue;
    }
    return c.fail(col, kInvalidOperand);
  }
}

// Checks the cache policy as a whole, after all modifiers are read (LLVM's order of complaints).
bool validateCachePolicy(Ctx& c, const Modifiers& m) {
  const Layout* layout = layoutFor(c.info.enc, c.gen());
  if (m.scaleOffsetCol && !layout->has(Field::SCALE_OFFSET))
    return c.fail(m.scaleOffsetCol, "scale_offset is not supported on this GPU");
  if (m.nvCol && !layout->has(Field::NV)) return c.fail(m.nvCol, "nv is not supported on this GPU");
  if (m.scaleOffsetCol && (c.info.flags & kBuffer))
    return c.fail(m.scaleOffsetCol, "scale_offset is not supported for this instruction");
  if (c.info.enc == Encoding::SMEM && (c.info.flags & kGlc) && memoryThScope(Encoding::SMEM, c.gen()))
    return finishCachePolicy(c, m.cpol, AccessKind::Load, true);  // (GFX12's scalar memory reads only)
  if (!m.firstCachePolicyCol) return true;
  if (c.info.enc == Encoding::SMEM && c.gen() <= Gen::GFX7)
    return c.fail(m.firstCachePolicyCol, "cache policy is not supported for SMRD instructions");
  if (m.slc) return c.fail(c.mnemonicCol, "invalid cache policy for SMEM instruction");
  if (!(c.info.flags & kGlc)) return c.fail(m.firstCachePolicyCol, kInvalidOperand);
  return true;
}

// True when the next word is a modifier rather than an operand (an omitted optional offset).
bool startsModifier(Ctx& c) {
  Scan probe = c.s;
  probe.skipSpace();
  std::string_view w = probe.ident();
  return w == "glc" || w == "slc" || w == "dlc" || w == "nv" || w == "scale_offset" ||
         ((w == "offset" || w == "th" || w == "scope") && probe.peek() == ':');
}

}  // namespace

namespace {
// Identifier characters lowered, 0 for the rest: the mnemonic scan is one table load per character.
struct LowerIdent {
  char map[256] = {};
  constexpr LowerIdent() {
    for (int c = 0; c < 256; ++c)
      if (Scan::identChar(char(c))) map[c] = c >= 'A' && c <= 'Z' ? char(c + 32) : char(c);
  }
};
constexpr LowerIdent kLowerIdent;
}  // namespace

bool parseInstruction(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                      ParsedInstruction& out, Diagnostic& diag) {
  // Most lines of a large program are plain scalar or VALU statements: one pass, the same result.
  if (parseScalarFast(line, start, t, syms, out)) return true;
  if (parseValuFast(line, start, t, syms, out)) return true;  // the common VALU statements, likewise
  return parseInstructionGeneral(line, start, t, syms, out, diag);
}

namespace {

// The operands and modifiers of a scalar instruction (SOP*, SMEM), after its mnemonic.
bool parseScalar(std::string_view line, size_t end, const Target& t, const SymbolValues* syms, const OpInfo& info,
                 ParsedInstruction& out, Diagnostic& diag, int mcol) {
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
  int smemIndex = -1;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& spec = info.operands[i];
    if (spec.kind == OperandKind::SmemOffset) smemIndex = i;
    if (i > 0) c.s.accept(',');
    if (atOperandEnd(c) || (spec.optional && spec.kind == OperandKind::SmemOffset && startsModifier(c))) {
      if (spec.optional) break;
      return c.fail(mcol, "too few operands for instruction");
    }
    if (!parseOperand(c, spec, i, smem, smemCol)) {
      if (diag.note.empty()) diag.note = smemRuleNote(info, spec, diag.message, t.gen());
      // LLVM reads every operand before matching them: a later syntax error wins over a mismatch.
      auto mismatchError = [&] { return diag.message == kInvalidOperand || diag.message == kOneLiteral; };
      if (diag.message != kInvalidOperand) return false;
      Diagnostic mismatch = diag;
      skipOperand(c);
      for (int j = i + 1; j < info.numOperands; ++j) {
        c.s.accept(',');
        if (atOperandEnd(c)) break;
        // (s_get_barrier_state and the pc-relative prefetches: llvm-mc 22 names the second operand when the first
        // one fits no form)
        if (i == 0 && j == 1 && namesSecondOperand(info)) mismatch.col = (c.s.skipSpace(), c.s.col());
        SmemOffset scratchOff;
        int scratchCol = 0;
        if (!parseOperand(c, info.operands[j], j, scratchOff, scratchCol)) {
          if (!mismatchError()) return false;
          skipOperand(c);
        }
      }
      diag = mismatch;
      return false;
    }
  }
  if (info.numOperands == 0) {
    c.s.skipSpace();
    if (c.s.peek() == ',') return c.fail(c.s.col(), "unknown token in expression");
  }
  Modifiers mods;
  if (!parseModifiers(c, mods)) return false;
  if (!validateCachePolicy(c, mods)) return false;
  if (smemIndex >= 0) {
    if (!finishSmemOffset(c, smem, smemCol, mods, smemIndex)) {
      if (diag.note.empty()) diag.note = smemRuleNote(info, info.operands[smemIndex], diag.message, t.gen());
      return false;
    }
  } else if (mods.offset) {
    return c.fail(mods.offsetCol, kInvalidOperand);
  }
  if (c.notNullCol) return c.fail(c.notNullCol, "src0 must be null");
  // Fixup offsets: a branch patches the simm16 at byte 0; a literal sits after the encoding.
  if (out.fixup) {
    if (out.fixup->kind == Fixup::Kind::SoppBranch) out.fixup->offset = 0;
    else out.fixup->offset = uint8_t(layout->dwords * 4);
  }
  return true;
}

// GFX12 SMEM: llvm-mc 22 reads `name:value` anywhere on the line as a named operand and refuses one the instruction
// does not take ("not a valid operand.") while it parses, before any operand is matched: that error wins over a
// mismatch or a later check (a prefetch's offset:, a probe's th:, any foo:1).
void reportForeignNamedOperand(std::string_view line, size_t end, const OpInfo& info, const Target& t, Diagnostic& diag) {
  if (info.enc != Encoding::SMEM || !memoryThScope(info.enc, t.gen())) return;
  bool takesOffset = false;
  for (int i = 0; i < info.numOperands; ++i) takesOffset |= info.operands[i].kind == OperandKind::SmemOffset;
  const bool takesPolicy = info.flags & kGlc;
  Scan s{line, end};
  int foreign = 0;
  while (!s.atEnd() && !foreign) {
    if (!Scan::identStart(s.peek())) {
      ++s.pos;
      continue;
    }
    const int col = s.col();
    const std::string_view word = s.ident();
    if (s.peek() != ':') continue;
    // (scale_offset is a bit: its `:` is an unknown token after it, parseModifiers says)
    const bool taken = (word == "offset" && takesOffset) || ((word == "th" || word == "scope") && takesPolicy) ||
                       (word == "scale_offset" && takesPolicy);
    if (!taken) foreign = col;
  }
  if (!foreign) return;
  const bool mismatch = diag.message == kInvalidOperand || diag.message == "too few operands for instruction" ||
                        diag.message == "invalid register alignment";
  if (mismatch || diag.col >= foreign) diag = {foreign, "not a valid operand.", {}};
}

}  // namespace

bool parseInstructionGeneral(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                             ParsedInstruction& out, Diagnostic& diag, MnemonicMemo* memo) {
  Scan s{line, start};
  const int mcol = s.col();
  size_t end = start;
  char name[48];
  size_t n = 0;
  NameHasher hash;
  while (end < line.size() && n < sizeof(name)) {
    const char ch = kLowerIdent.map[uint8_t(line[end])];  // mnemonics are case-insensitive
    if (!ch) break;
    name[n++] = ch;
    hash.add(ch);
    ++end;
  }
  std::optional<Op> op;
  ForcedForm forced = ForcedForm::Auto;
  const uint64_t h = hash.value();
  std::optional<SuffixedOp> found;
  if (MnemonicMemo::Slot* slot = memo ? memo->slot(std::string_view(name, n), h) : nullptr) {
    if (slot->len == 0) {
      found = findMnemonic(std::string_view(name, n), h);
      slot->len = uint8_t(n);
      std::memcpy(slot->name, name, n);
      slot->found = found.has_value();
      slot->m = found.value_or(SuffixedOp{});
    } else if (slot->found) {
      found = slot->m;
    }
  } else {
    found = findMnemonic(std::string_view(name, n), h);
  }
  if (auto m = found; m && (!m->true16Spelling || vectorFeatures(t.gen()).true16)) {
    op = m->op;
    if (m->suffix != MnemonicSuffix::None) forced = ForcedForm(m->suffix);
    // (a spelling one generation takes: llvm-mc 22 knows the name everywhere and refuses it elsewhere)
    if (m->onlyOn && !(m->onlyOn >> genIndex(t.gen()) & 1) && !(end < line.size() && Scan::identChar(line[end]))) {
      diag = {mcol, "instruction not supported on this GPU", {}};
      return false;
    }
  }
  if (!op && !(end < line.size() && Scan::identChar(line[end])))
    op = maiSpelling(std::string_view(name, n));  // v_accvgpr_write for v_accvgpr_write_b32, ...
  const bool wholeName = !(end < line.size() && Scan::identChar(line[end]));
  // llvm-mc 22 reads a form suffix on every mnemonic: a row that is not VALU takes `_e32` as its plain name and
  // refuses the other forms by name once the GPU has the row ("e64 variant of this instruction is not supported").
  std::string_view refusedForm;
  if (!op && wholeName)
    if (const auto plain = nonValuFormSuffix(std::string_view(name, n))) {
      op = plain->op;
      refusedForm = plain->refusedForm;
    }
  // (an older generation's name that is an alias on this one is no pending row: GFX11's ds_read_b32)
  // (a mnemonic another row of the target's has is no pending row either: GFX11's VINTERP v_interp_p2_f32)
  if (wholeName && (!op || (!opInfo(rowFor(*op, t)).existsOn(t.gen()) && !assemblerAlias(opInfo(*op).name, t.gen()))))
    if (auto family = pendingFamily(std::string_view(name, n), t.gen())) {
      diag = {mcol, fmt::format("instruction not supported by gcnkit yet: {} is a {} instruction on {}",
                                std::string_view(name, n), *family, t.proc->name),
              fmt::format("gcnkit's tables lack {}'s {} encoding (llvm-mc 22 has it); it never assembles for another "
                          "processor", genName(t.gen()), *family)};
      return false;
    }
  if (!op || (end < line.size() && Scan::identChar(line[end]))) {
    if (!(end < line.size() && Scan::identChar(line[end])) && onlyOnMaiProcessors(std::string_view(name, n))) {
      diag = {mcol, "instruction not supported on this GPU",
              "gcnkit does not assemble gfx908/gfx90a's packed fp atomics nor gfx950's f8f6f4 and scaled MFMA forms yet"};
      return false;
    }
    diag = {mcol, "invalid instruction" + spellingSuggestion(std::string_view(name, n), t), {}};
    return false;
  }
  if (!opInfo(*op).existsOn(t.gen()))
    if (auto alias = assemblerAlias(opInfo(*op).name, t.gen())) op = alias;  // v_add_co_u32 on GFX6/7, ...
  op = rowFor(*op, t);  // the feature variant of the mnemonic the target has (v_fmac_f32 on dl-insts GFX9)
  if (!opInfo(*op).existsFor(t))
    if (auto renamed = maiAlias(*op, t)) op = renamed;  // gfx940 spells some v_mfma_* otherwise
  const OpInfo& info = opInfo(*op);
  if (!info.existsFor(t)) {
    diag = {mcol, std::string(unsupportedMessage(info, t.gen())), availabilityNote(info)};
    return false;
  }
  if (!refusedForm.empty()) {
    diag = {mcol, fmt::format("{} variant of this instruction is not supported", refusedForm), {}};
    return false;
  }
  // Reset in place: the assembler reuses one ParsedInstruction for every line (no allocation per line).
  out.inst = Instruction{};
  out.fixup.reset();
  out.warning.reset();
  out.unencodedCachePolicy = 0;
  out.sgprEnd = out.vgprEnd = 0;
  for (std::string& o : out.overrideText) o.clear();
  out.inst.op = *op;
  if (!isScalar(info.enc)) {
    Ctx v{Scan{line, end}, t, syms, info, out, diag, mcol};
    if (info.traits & kTraitMai) return parseMai(v, forced);
    if (info.traits & kTraitWmma) return parseWmma(v, forced);
    if (isValu(info.enc) || info.enc == Encoding::VINTRP) return parseValu(v, forced);
    if (info.enc == Encoding::VOPD || info.enc == Encoding::VOPD3) return parseVopd(v);
    if (info.enc == Encoding::VINTERP || info.enc == Encoding::LDSDIR) {
      // (GFX6-10's VINTRP v_interp_p2_f32 has an _e32 spelling; GFX11's VINTERP row does not)
      if (forced != ForcedForm::Auto) return v.fail(mcol, "e32 variant of this instruction is not supported");
      return parseInterpolation(v);
    }
    return parseVectorMemory(v);
  }
  if (!parseScalar(line, end, t, syms, info, out, diag, mcol)) {
    reportForeignNamedOperand(line, end, info, t, diag);
    return false;
  }
  return true;
}

}  // namespace gcnkit
