#include "text/valu_fast_path.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <optional>
#include <type_traits>

#include "isa/name_index.h"
#include "isa/registers.h"
#include "text/byte_search.h"
#include "text/parse_context.h"
// The general VALU parser's state and steps (internal to the VALU parser: this file is its fast front end).
#include "text/valu_parser_state.h"

namespace gcnkit {

namespace {

using valu_parsing::Operand;
using valu_parsing::Source;
using valu_parsing::ValuModifiers;
using valu_parsing::ValuParser;

// The lower-cased mnemonic character ([A-Za-z0-9_], what wordSpan<false> spans).
struct LowerWord {
  char map[256] = {};
  constexpr LowerWord() {
    for (int c = 'a'; c <= 'z'; ++c) map[c] = char(c);
    for (int c = 'A'; c <= 'Z'; ++c) map[c] = char(c + 32);  // mnemonics are case-insensitive
    for (int c = '0'; c <= '9'; ++c) map[c] = char(c);
    map[int('_')] = '_';
  }
};
constexpr LowerWord kLowerWord;

// The row of a VALU mnemonic the fast path takes, as parseInstructionGeneral finds it (declining wherever
// it would take an alias, a renamed MAI row or report an error), or `taken` false.
ValuFastMemo::Row lookUpValuRow(std::string_view written, const Target& t) {
  ValuFastMemo::Row row;
  char name[48];  // (the caller declines longer names)
  NameHasher hash;
  for (size_t i = 0; i < written.size(); ++i) {
    name[i] = kLowerWord.map[uint8_t(written[i])];
    hash.add(name[i]);
  }
  const std::string_view lower(name, written.size());
  const auto m = findMnemonic(lower, hash.value());
  if (!m || (m->suffix != MnemonicSuffix::None && m->suffix != MnemonicSuffix::E32 && m->suffix != MnemonicSuffix::E64))
    return row;
  const Gen g = t.gen();
  if (!opInfo(m->op).existsOn(g)) return row;  // an assembler alias of another generation's name
  const Op op = rowFor(m->op, t);
  const OpInfo& info = opInfo(op);
  if (!info.existsFor(t)) return row;
  // Written as the row's own name (aliases such as GFX6/7's carry spellings are the general parser's).
  const size_t suffixLen = m->suffix == MnemonicSuffix::None ? 0 : 4;
  if (lower.substr(0, lower.size() - suffixLen) != info.name) return row;
  const bool shape = info.enc == Encoding::VOP1 || info.enc == Encoding::VOP2 || info.enc == Encoding::VOPC ||
                     info.enc == Encoding::VOP3 || info.enc == Encoding::VOP3P;
  // Rows with their own operand rules: MAI, lane selects, implicit M0 readers, VOP3-encoded interpolation,
  // no-source rows (v_nop), rows whose VGPR sources LLVM reads as VOP3 ones of later GPUs. (The traits that
  // only decide where a failed match is reported need nothing here: the fast path declines failures.)
  const uint32_t special = kTraitMai | kTraitWmma | kTraitLaneSelect | kTraitReadsM0 | kTraitInterpWide |
                           kTraitVop3Elsewhere;
  if (!shape || (info.traits & special) || (info.flagsOn(g) & (kVopNoSrcs | kVopSgprSrc)) || info.numOperands == 0)
    return row;
  row.taken = true;
  row.op = op;
  row.forced = uint8_t(m->suffix);  // (ForcedForm and MnemonicSuffix share their values)
  return row;
}

// Reads the mnemonic at `end` (moving past it) and gives its row, through the memo when there is one.
ValuFastMemo::Row valuRow(std::string_view line, size_t& end, const Target& t, ValuFastMemo* memo) {
  const size_t start = end;
  end += wordSpan<false>(line.data() + end, line.size() - end);
  const size_t n = end - start;
  if (n == 0 || n >= 40 || (end < line.size() && line[end] != ' ' && line[end] != '\t')) return {};
  const std::string_view written = line.substr(start, n);
  ValuFastMemo::RowSlot* slot = memo ? memo->row(written.data(), n, t) : nullptr;
  if (slot && slot->len == n) return slot->value;
  const ValuFastMemo::Row row = lookUpValuRow(written, t);
  if (slot) {
    slot->len = uint8_t(n);
    slot->value = row;
    std::memcpy(slot->name, written.data(), n);
  }
  return row;
}

// Up to four decimal digits at p[i] (no leading zero, as the general register reader takes them); -1 when
// there are none.
int readIndex(const char* p, size_t n, size_t& i) {
  const size_t start = i;
  int v = 0;
  for (; i < n && uint8_t(p[i] - '0') <= 9 && i - start < 4; ++i) v = v * 10 + (p[i] - '0');
  if (i == start || (i - start > 1 && p[start] == '0')) return -1;
  return v;
}

// vN or v[a:b], valid here, at the cursor: read and noted as readRegister reads and notes it (its plain path);
// false, with nothing moved, for anything else.
bool readPlainVgpr(Ctx& c, RegRef& reg) {
  const char* p = c.s.line.data();
  const size_t n = c.s.line.size();
  size_t i = c.s.pos;
  if (i >= n || p[i] != 'v') return false;
  ++i;
  int first, count = 1;
  if (i < n && p[i] == '[') {
    ++i;
    first = readIndex(p, n, i);
    if (first < 0 || i >= n || p[i] != ':') return false;
    ++i;
    const int last = readIndex(p, n, i);
    if (last < first || i >= n || p[i] != ']') return false;
    ++i;
    count = last - first + 1;
    if (!vgprTupleWidthValid(count) || first + count > opnd::kVgprCount) return false;
    if (first % 2 && c.t.has(kFeatAlignedVgprs)) return false;
  } else {
    first = readIndex(p, n, i);
    if (first < 0 || first >= opnd::kVgprCount) return false;
  }
  if (i < n && Scan::identChar(p[i])) return false;
  reg = RegRef{uint16_t(opnd::kVgpr0 + first), uint8_t(count)};
  c.s.pos = i;
  c.out.vgprEnd = std::max<uint16_t>(c.out.vgprEnd, uint16_t(first + count));
  return true;
}

// A special register written as a word alone ("vcc", "exec", "m0", "ttmp5"): what the general register reader
// makes of the word (remembered by name), when valid and below code 128. False, with nothing moved, otherwise.
bool readSpecial(Ctx& c, RegRef& reg, ValuFastMemo* memo) {
  const char* p = c.s.line.data() + c.s.pos;
  const size_t rest = c.s.line.size() - c.s.pos;
  const size_t n = wordSpan<false>(p, rest);
  // (A word followed by '[' or another identifier character is read otherwise; so are v, s, ttmp and a,
  // which may start a range after blanks.)
  if (n == 0 || !Scan::identStart(p[0]) || (n < rest && (Scan::identChar(p[n]) || p[n] == '['))) return false;
  const std::string_view word(p, n);
  if (word == "v" || word == "s" || word == "ttmp" || word == "a") return false;
  ValuFastMemo::RegisterSlot* slot = memo ? memo->reg(p, n, c.t) : nullptr;
  ValuFastMemo::Register r;
  if (slot && slot->len == n) {
    r = slot->value;
  } else {
    const RegParse parsed = parseRegister(word, c.t, true);
    r.valid = parsed.reg && parsed.error.empty() && parsed.reg->code < 128;
    if (r.valid) r.reg = *parsed.reg;
    if (slot) {
      slot->len = uint8_t(n);
      slot->value = r;
      std::memcpy(slot->name, p, n);
    }
  }
  if (!r.valid) return false;
  reg = r.reg;
  c.s.pos += n;
  if (reg.code < sgprCount(c.gen()))  // noted as readRegister notes it
    c.out.sgprEnd = std::max<uint16_t>(c.out.sgprEnd, uint16_t(reg.code + reg.dwords));
  return true;
}

// Any register the fast path reads, at the cursor (no blanks before it).
bool readReg(Ctx& c, RegRef& reg, ValuFastMemo* memo) {
  return readPlainSgpr(c, reg) || readPlainVgpr(c, reg) || readSpecial(c, reg, memo);
}

// A scalar operand (ValuParser::readScalar, success only): an SGPR-class register of `dwords` (not null).
bool scalar(Ctx& c, int dwords, Operand& o, ValuFastMemo* memo) {
  c.s.skipSpace();
  o.col = c.s.col();
  RegRef r;
  if (!readReg(c, r, memo) || r.code >= 128 || r.code == opnd::kNull || r.dwords != dwords) return false;
  o.code = r.code;
  return true;
}

// A source (ValuParser::source and sourceValue, success only): a register, -reg, |reg|, -|reg|, or a number.
bool source(ValuParser& p, const OperandSpec& s, Source& src, ValuFastMemo* memo) {
  Ctx& c = p.c;
  Scan& sc = c.s;
  sc.skipSpace();
  const int start = sc.col();
  const bool fp = p.takesFpModifiers(s);
  const char* l = sc.line.data();
  const size_t n = sc.line.size();
  // '-' right before a register or a bar is the neg modifier (before a number, the number's sign).
  bool neg = false, abs = false;
  if (sc.peek() == '-' && sc.pos + 1 < n && (l[sc.pos + 1] == 'v' || l[sc.pos + 1] == 's' || l[sc.pos + 1] == '|')) {
    neg = true;
    ++sc.pos;
  }
  if (sc.peek() == '|') {
    abs = true;
    ++sc.pos;
  }
  if ((neg || abs) && !fp) return false;
  src.col = src.valueCol = sc.col();
  RegRef r;
  if (readReg(c, r, memo)) {
    const uint16_t code = r.code;
    if (r.dwords != s.dwords || code == opnd::kLdsDirect) return false;
    if ((p.vgprOnly(s) || s.noSgpr) && !isVgprCode(code)) return false;
    src.code = code;
  } else {
    if (neg || abs || p.vgprOnly(s)) return false;
    // A number: digits or '.', after one '-' at most ("--3" and "- 1" are the general parser's: it reads a
    // '-' before blanks and another '-' as a modifier).
    const size_t at = sc.pos + (sc.peek() == '-');
    const char ch = at < n ? l[at] : '\0';
    if (!(ch == '.' || (ch >= '0' && ch <= '9'))) return false;  // symbols, lit(), neg(), ...
    // (parseExpr reads a plain integer first too: the same value, without its parser's set-up.)
    ExprValue plain;
    std::optional<ExprValue> v;
    if (plainInteger(sc, plain)) {
      v = plain;
    } else {
      ExprError err;
      v = parseExpr(sc, c.syms, true, err, true);
    }
    if (!v || v->kind == ExprValue::Kind::Symbol) return false;
    src.constant = true;
    src.floating = v->kind == ExprValue::Kind::Float;
    src.number = src.floating ? std::bit_cast<int64_t>(v->fp) : v->value;
    if (!(src.floating ? p.encodeFloat(s, v->fp, src) : p.encodeInt(s, v->value, src))) return false;
    // (a bf16 source's negative literal is listed as written: the general parser's override text)
    if (!src.floating && v->value < 0 && src.code == opnd::kLiteral && bf16Source(p.info, s.field)) return false;
  }
  if (abs) {
    if (sc.peek() != '|') return false;
    ++sc.pos;
  }
  src.neg = neg;
  src.abs = abs;
  src.col = start;
  return true;
}

// One operand (ValuParser::operand, success only).
bool operand(ValuParser& p, const OperandSpec& s, int i, ValuFastMemo* memo) {
  Ctx& c = p.c;
  Operand& o = p.ops[i];
  o.present = true;
  switch (s.kind) {
    case OperandKind::VReg:
      if (srcIndex(s.field) >= 0) return source(p, s, o.src, memo);
      {
        c.s.skipSpace();
        o.col = c.s.col();
        RegRef r;
        if (!readPlainVgpr(c, r) || r.dwords != s.dwords) return false;
        o.code = r.code;
        return true;
      }
    case OperandKind::SReg: return scalar(c, s.dwords, o, memo) && scalarResultAllowed(p.info, o.code, m0Code());
    // (A vcc of the other wave size is judged with the whole instruction: the general parser's.)
    case OperandKind::Mask: return scalar(c, p.maskDwords, o, memo);
    case OperandKind::VSrc: return source(p, s, o.src, memo);
    default: return false;
  }
}

// "[b0,b1,...]" of up to four 0/1 entries at the cursor, ending the word (ValuParser::list as op_sel and its kin
// read it, success only): the bits and the count; false, with the cursor anywhere, for anything else.
bool bitList(Scan& sc, uint32_t& bits, int& count) {
  const std::string_view l = sc.line;
  size_t i = sc.pos;
  if (i >= l.size() || l[i] != '[') return false;
  bits = 0;
  count = 0;
  for (++i;; ++i) {
    if (i >= l.size() || (l[i] != '0' && l[i] != '1') || count == 4) return false;
    bits |= uint32_t(l[i] - '0') << count++;
    if (++i >= l.size()) return false;
    if (l[i] == ']') break;
    if (l[i] != ',') return false;
  }
  ++i;
  if (i < l.size() && l[i] != ' ' && l[i] != '\t') return false;
  sc.pos = i;
  return true;
}

// op_sel:, op_sel_hi:, neg_lo:, neg_hi: (each once, before clamp and omod), then clamp, then at most one of
// mul:2, mul:4, div:2, where the row knows them (ValuParser::modifiers, success and nothing stray only).
bool modifiers(ValuParser& p) {
  Scan& sc = p.c.s;
  ValuModifiers& m = p.m;
  for (;;) {
    sc.skipSpace();
    if (sc.atEnd()) return true;
    const int col = sc.col();
    const std::string_view rest = sc.line.substr(sc.pos);
    auto word = [&](std::string_view w) {
      return rest.starts_with(w) && (rest.size() == w.size() || rest[w.size()] == ' ' || rest[w.size()] == '\t');
    };
    if (word("clamp")) {
      if (m.clampCol || m.omodCol || !p.known("clamp")) return false;
      m.clampCol = col;
      sc.pos += 5;
      continue;
    }
    if (const uint32_t omod = word("mul:2") ? 1 : word("mul:4") ? 2 : word("div:2") ? 3 : 0) {
      if (m.omodCol || !p.known("mul")) return false;
      m.omod = omod;
      m.omodCol = col;
      sc.pos += 5;
      continue;
    }
    const size_t colon = rest.find(':');
    if (colon == std::string_view::npos) return false;
    const std::string_view w = rest.substr(0, colon);
    int* where = w == "op_sel" ? &m.opselCol : w == "op_sel_hi" ? &m.opselHiCol : w == "neg_lo" ? &m.negLoCol
                 : w == "neg_hi" ? &m.negHiCol : nullptr;
    if (!where || *where || m.clampCol || m.omodCol || !p.known(w)) return false;
    sc.pos += colon + 1;
    uint32_t bits = 0;
    int count = 0;
    if (!bitList(sc, bits, count)) return false;
    *where = col;
    if (where == &m.opselCol) m.opsel = bits | uint32_t(count) << 8;
    else if (where == &m.opselHiCol) m.opselHi = bits | ((7u << sourceCount(p.info)) & defaultOpSelHi(p.info) & 7u);
    else (where == &m.negLoCol ? m.negLo : m.negHi) = bits;
  }
}

}  // namespace

bool parseValuFast(std::string_view line, size_t start, const Target& t, const SymbolValues* syms,
                   ParsedInstruction& out, ValuFastMemo* memo) {
  size_t end = start;
  const ValuFastMemo::Row row = valuRow(line, end, t, memo);
  if (!row.taken) return false;
  const OpInfo& info = opInfo(row.op);
  if (true16Halves(info, t)) return false;  // (its true16 and fake16 readings: the general parser's)
  const Gen g = t.gen();
  // Reset as the general parser does (the result is reused line after line).
  static_assert(std::is_trivially_copyable_v<Instruction>);
  std::memset(static_cast<void*>(&out.inst), 0, sizeof out.inst);  // Instruction{} (all zero)
  out.fixup.reset();
  out.warning.reset();
  out.unencodedCachePolicy = 0;
  out.sgprEnd = out.vgprEnd = 0;
  for (std::string& o : out.overrideText) o.clear();
  out.inst.op = row.op;
  Diagnostic diag;  // written by the general parser's steps, never reported from here
  Ctx c{Scan{line, end}, t, syms, info, out, diag, int(start) + 1};
  ValuParser p(c, ForcedForm(row.forced));
  if (!p.checkForcedVariant()) return false;
  // Every operand written, after a comma: then the general parser's checks of operands left out or written
  // in another generation's shape (which count the operands written) find nothing.
  for (int i = 0, written = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!operandPresent(info, s, Form::E64, g)) continue;
    c.s.skipSpace();
    if (written++ > 0) {
      if (c.s.peek() != ',') return false;
      ++c.s.pos;
      c.s.skipSpace();
    }
    if (c.s.atEnd() || !operand(p, s, i, memo)) return false;
  }
  if (!modifiers(p)) return false;
  // The general parser's steps after the operands (ValuParser::run), declining wherever it would fail.
  Form form = Form::Base;
  if (!p.chooseForm(form) || (form != Form::Base && form != Form::E64)) return false;
  if (form == Form::Base && !isWideOnly(info) && !p.foldModifiers()) return false;
  if (!p.checkModifiers(form) || p.m.strayCol) return false;
  if (!p.checkLiterals(form) || !p.checkConstantBus(form) || !p.checkAfterMatch() || p.classMaskOtherGpu || p.halfOf32Mismatch ||
      !p.fill(form))
    return false;
  return !out.warning && !out.fixup;
}

}  // namespace gcnkit
