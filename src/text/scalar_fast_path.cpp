#include "text/scalar_fast_path.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <type_traits>

#include "codec/smem_offset.h"
#include "isa/cache_policy.h"
#include "isa/name_index.h"
#include "isa/operand_rules.h"
#include "isa/registers.h"
#include "text/parse_context.h"
#include "text/symbolic_parse.h"

namespace gcnkit {

namespace {

// The lower-cased mnemonic character, or 0 where a mnemonic the fast path takes cannot go on.
struct MnemonicChars {
  char map[256] = {};
  constexpr MnemonicChars() {
    for (int c = 'a'; c <= 'z'; ++c) map[c] = char(c);
    for (int c = 'A'; c <= 'Z'; ++c) map[c] = char(c + 32);  // mnemonics are case-insensitive
    for (int c = '0'; c <= '9'; ++c) map[c] = char(c);
    map[int('_')] = '_';
  }
};
constexpr MnemonicChars kMnemonicChars;

std::optional<Op> lookUpScalarRow(std::string_view written, const Target& t);

// Reads the mnemonic at `end` (moving past it) and gives its row as lookUpScalarRow does, through the memo
// when there is one.
std::optional<Op> scalarRow(std::string_view line, size_t& end, const Target& t, ScalarMnemonicMemo* memo) {
  const size_t start = end;
  end += wordSpan<false>(line.data() + end, line.size() - end);  // the kMnemonicChars, 16 bytes at a time
  const size_t n = end - start;
  if (n == 0 || n >= 48 || (end < line.size() && line[end] != ' ' && line[end] != '\t')) return {};
  const std::string_view written = line.substr(start, n);
  if (!memo) return lookUpScalarRow(written, t);
  ScalarMnemonicMemo::Slot* slot = memo->slot(written.data(), n, t);
  if (slot && slot->len == n) return slot->taken ? std::optional<Op>(slot->op) : std::nullopt;
  const std::optional<Op> op = lookUpScalarRow(written, t);
  if (slot && n <= sizeof slot->name) {
    slot->len = uint8_t(n);
    slot->taken = op.has_value();
    slot->op = op.value_or(Op{});
    std::memcpy(slot->name, written.data(), n);
  }
  return op;
}

// The row of a plain scalar mnemonic the target has, or nullopt (suffixes, aliases, unknown names: the
// general parser's business, with its diagnostics).
std::optional<Op> lookUpScalarRow(std::string_view written, const Target& t) {
  char name[48];  // (scalarRow declines longer names)
  NameHasher hash;
  for (size_t i = 0; i < written.size(); ++i) {
    name[i] = kMnemonicChars.map[uint8_t(written[i])];
    hash.add(name[i]);
  }
  const auto m = findMnemonic(std::string_view(name, written.size()), hash.value());
  if (!m || m->suffix != MnemonicSuffix::None) return {};
  const OpInfo& named = opInfo(m->op);
  if (!isScalar(named.enc) || !named.existsOn(t.gen())) return {};
  const Op op = rowFor(m->op, t);
  const OpInfo& info = opInfo(op);
  if (!info.existsFor(t)) return {};
  if (info.enc == Encoding::SMEM) {
    // GFX8/GFX9 loads: no null offsets (GFX10), dword offsets (GFX6/7) or GFX8 store offset rule.
    const Gen g = t.gen();
    if (g != Gen::GFX8 && g != Gen::GFX9) return {};
    if (g == Gen::GFX8 && (info.flags & (kStore | kAtomic))) return {};
  }
  return op;
}

// A destination/base register (parser.cpp parseSReg, success only).
// A register as readRegister reads it: sN and s[a:b] directly, the rest through the token; false for
// anything that is not a valid register here.
bool reg(Ctx& c, RegRef& out, ScalarMnemonicMemo* memo) {
  if (readPlainSgpr(c, out)) return true;
  if (memo) {
    // A word alone ("vcc", "exec_lo", "m0"): readRegister reads it as parseRegister reads the word, unless
    // a range follows ("[", or "v"/"s"/"ttmp"/"a" then blanks and "["), so its verdict is remembered by name.
    const std::string_view l = c.s.line;
    const char* p = l.data() + c.s.pos;
    const size_t rest = l.size() - c.s.pos;
    const size_t n = wordSpan<false>(p, rest);
    const std::string_view word(p, n);
    if (n > 0 && Scan::identStart(p[0]) && (n == rest || (!Scan::identChar(p[n]) && p[n] != '[')) &&
        word != "v" && word != "s" && word != "ttmp" && word != "a") {
      if (ScalarMnemonicMemo::RegisterSlot* slot = memo->registerSlot(p, n, c.t)) {
        if (slot->len == 0) {
          const RegParse parsed = parseRegister(word, c.t, false);
          slot->valid = parsed.reg && parsed.error.empty();
          if (slot->valid) slot->reg = *parsed.reg;
          std::memcpy(slot->name, p, n);
          slot->len = uint8_t(n);
        }
        if (!slot->valid) return false;
        out = slot->reg;
        c.s.pos += n;
        if (out.code < sgprCount(c.gen()))  // noted as readRegister notes it
          c.out.sgprEnd = std::max<uint16_t>(c.out.sgprEnd, uint16_t(out.code + out.dwords));
        return true;
      }
    }
  }
  const RegToken r = readRegister(c);
  if (!r.isRegister || !r.error.empty()) return false;
  out = r.reg;
  return true;
}

bool sreg(Ctx& c, const OperandSpec& spec, ScalarMnemonicMemo* memo) {
  RegRef r;
  if (!reg(c, r, memo)) return false;
  const bool null = r.code == opnd::kNull;
  if (!destinationAllowed(spec, r.code) || (r.dwords != spec.dwords && !null)) return false;
  if (!null && inGens(spec.nullOnly, c.gen())) return false;  // the general parser's "src0 must be null"
  c.out.inst[spec.field] = spec.field == Field::SBASE ? r.code >> 1 : r.code;
  return true;
}

// A source: a register or a plain integer (parser.cpp parseSSrc, success only).
bool ssrc(Ctx& c, const OperandSpec& spec, ScalarMnemonicMemo* memo) {
  ExprValue v;
  if (plainInteger(c.s, v)) {
    if (spec.regOnly || spec.type == ValType::F16) return false;  // (GFX11.5's f16 sources: the general parser)
    c.noLiteral = spec.noLiteral;
    const bool ok = encodeIntSource(c, spec, v.value, v.col);
    c.noLiteral = false;
    return ok;
  }
  RegRef r;
  if (!reg(c, r, memo)) return false;
  const uint16_t code = r.code;
  const bool anyWidth = (opnd::specialSourceAnyWidth(code) && r.dwords == 1) || code == opnd::kNull;  // src_*, null
  if (!sourceAllowed(spec, code) || (r.dwords != spec.dwords && !anyWidth)) return false;
  c.out.inst[spec.field] = code;
  return true;
}

// A 16-bit immediate written as a plain integer (parser.cpp parseImm).
bool imm16(Ctx& c, const OperandSpec& spec, int index) {
  ExprValue v;
  if (!plainInteger(c.s, v)) return false;
  if (!imm16Fits(spec.kind, v.value)) return false;
  c.out.inst[spec.field] = uint32_t(v.value) & 0xffff;
  if (spec.kind == OperandKind::Imm16) c.out.overrideText[index] = asWrittenImm(v.value);
  return true;
}

// A branch to a label that has no absolute value (parser.cpp parseLabel): the fixup as parseExpr makes it.
bool label(Ctx& c, int index) {
  Scan& s = c.s;
  if (!Scan::identStart(s.peek())) return false;
  const size_t at = s.pos;
  const std::string_view name = s.ident();
  if (name == "." || name.find('@') != std::string_view::npos) return false;  // '.', relocation variants
  Scan rest = s;
  rest.skipSpace();
  if (!rest.atEnd()) return false;  // an expression ("L1+4") or a modifier
  const RegParse reg = parseRegister(name, c.t, false);
  if (reg.reg || !reg.error.empty()) return false;  // a register name is no label
  if (c.syms && c.syms->absolute(name)) return false;
  Fixup f;
  f.kind = Fixup::Kind::SoppBranch;
  f.operand = int8_t(index);
  f.symbol = name;
  f.expr.kind = ExprValue::Kind::Symbol;
  f.expr.symbol = name;
  f.expr.col = int(at) + 1;
  c.out.fixup = f;
  c.out.overrideText[index].assign(name);
  return true;
}

// An SMEM offset: an SGPR, M0 or a plain integer (parser.cpp parseSmemOffset).
// (No register starts like an integer: the integer is tried first, and sN without a register token.)
bool smemOffsetOperand(Ctx& c, SmemOffset& o, ScalarMnemonicMemo* memo) {
  ExprValue v;
  if (plainInteger(c.s, v)) {
    o.hasImm = true;
    o.imm = v.value;
    return true;
  }
  RegRef r;
  if (!reg(c, r, memo) || r.dwords != 1 || r.code >= 128) return false;
  o.hasReg = true;
  o.reg = r.code;
  return true;
}

bool operand(Ctx& c, const OperandSpec& spec, int index, SmemOffset& smem, ScalarMnemonicMemo* memo) {
  switch (spec.kind) {
    case OperandKind::SReg: return sreg(c, spec, memo);
    case OperandKind::SSrc: return ssrc(c, spec, memo);
    case OperandKind::SImm16:
    case OperandKind::UImm16:
    case OperandKind::Imm16:
    case OperandKind::Dec16: return imm16(c, spec, index);
    case OperandKind::Label: return label(c, index);
    case OperandKind::Waitcnt:
      if (auto v = parsePlainWaitcnt(c.s, c.gen())) {
        c.out.inst[spec.field] = *v;
        return true;
      }
      if (auto v = parseWaitcnt(c.s, c.gen(), c.syms, c.diag)) {
        c.out.inst[spec.field] = *v;
        return true;
      }
      return false;
    case OperandKind::SmemOffset: return smemOffsetOperand(c, smem, memo);
    default: return false;
  }
}

}  // namespace

bool parseScalarFast(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                     ParsedInstruction& out, uint16_t* sgprEnd, ScalarMnemonicMemo* memo) {
  size_t end = start;
  const std::optional<Op> op = scalarRow(line, end, t, memo);
  if (!op) return false;
  const OpInfo& info = opInfo(*op);
  // GFX12's scalar memory (cache policy, prefetch operands, null offsets written as registers): the general parser
  if (memoryThScope(info.enc, t.gen()) || (info.traits & kTraitM0OnlySource)) return false;
  // Reset as the general parser does (the result is reused line after line).
  static_assert(std::is_trivially_copyable_v<Instruction>);
  std::memset(static_cast<void*>(&out.inst), 0, sizeof out.inst);  // Instruction{} (all zero), without a slow `rep stos`
  out.fixup.reset();
  out.warning.reset();
  out.unencodedCachePolicy = 0;
  out.sgprEnd = out.vgprEnd = 0;
  for (std::string& o : out.overrideText) o.clear();
  out.inst.op = *op;
  Diagnostic diag;  // written by the helpers shared with the general parser, never reported from here
  Ctx c{Scan{line, end}, t, syms, info, out, diag, int(start) + 1};
  Scan& s = c.s;
  SmemOffset smem;
  bool hasSmemOffset = false;
  // The SGPRs used, as asmimpl::sgprEnd counts them: register fields below the SGPR count, at the operand's
  // width (a source field holding a constant or literal code is above it).
  const uint32_t sgprs = uint32_t(sgprCount(t.gen()));
  uint32_t used = 0;
  auto use = [&](uint32_t code, int dwords) {
    if (code < sgprs) used = std::max(used, code + uint32_t(dwords));
  };
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& spec = info.operands[i];
    hasSmemOffset |= spec.kind == OperandKind::SmemOffset;
    s.skipSpace();
    if (s.atEnd()) {
      if (spec.optional) break;
      return false;  // too few operands
    }
    if (i > 0) {
      if (s.peek() != ',') return false;
      ++s.pos;
      s.skipSpace();
      if (s.atEnd()) return false;
    }
    if (!operand(c, spec, i, smem, memo)) return false;
    if (spec.kind == OperandKind::SReg)
      use(spec.field == Field::SBASE ? out.inst[spec.field] << 1 : out.inst[spec.field], spec.dwords);
    else if (spec.kind == OperandKind::SSrc)
      use(out.inst[spec.field], spec.dwords);
  }
  s.skipSpace();
  if (!s.atEnd()) return false;  // modifiers, extra operands, errors
  if (hasSmemOffset) {
    if (!smem.hasReg && !smem.hasImm) smem.hasImm = true;  // offset left out: 0
    if (setSmemOffset(out.inst, t.gen(), smem, info.flags & kBuffer) != SmemOffsetError::None) return false;
    if (smem.hasReg) use(smem.reg, 1);
  }
  if (sgprEnd) *sgprEnd = uint16_t(used);
  return true;
}

}  // namespace gcnkit
