// Vector memory and export operands (DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP), with llvm-mc 22's
// diagnostics. Operands are read in the row's order; modifiers follow in the order LLVM prints them (it
// refuses them out of order); then the instruction is checked as a whole (data size against dmask/tfe/d16,
// image address size against dim/a16, glc on returning atomics), as LLVM's validator does.
#include <algorithm>
#include <array>
#include <bit>
#include <string>

#include "codec/vmem_rules.h"
#include "isa/memory_features.h"
#include "isa/name_index.h"
#include "isa/registers.h"
#include "text/agpr_operand.h"
#include "text/expr.h"
#include "text/print_support.h"
#include "text/vector_parsers.h"
#include "text/vmem_names.h"

namespace gcnkit {

namespace {

using F = Field;

constexpr const char* kTooFew = "too few operands for instruction";
constexpr const char* kNotValid = "not a valid operand.";

// The first error of each kind: LLVM parses every operand before matching, so a syntax error anywhere
// wins over a mismatch, and among mismatches the furthest one is reported.
// (MIMG instructions differ only in register classes, so there the first mismatch of the one variant counts.)
struct Errors {
  bool mismatch = false;
  bool firstWins = false;
  int mismatchCol = 0;
  std::string mismatchMsg;
  void note(int col, std::string msg = kInvalidOperand) {
    if (!mismatch || (col > mismatchCol && !firstWins)) {
      mismatch = true;
      mismatchCol = col;
      mismatchMsg = std::move(msg);
    }
  }
};

// A word lowered into `buf` (modifier names are case-insensitive to look up); empty when it does not fit.
template <size_t N>
std::string_view lowerInto(std::string_view s, char (&buf)[N]) {
  if (s.size() > N) return {};
  for (size_t i = 0; i < s.size(); ++i) buf[i] = s[i] >= 'A' && s[i] <= 'Z' ? char(s[i] + 32) : s[i];
  return {buf, s.size()};
}

struct Sreg {
  bool present = false;
  bool isReg = false;
  int col = 0;
  uint16_t code = 0;
  int dwords = 0;
  bool isOff = false;
  bool isImm = false;
  int64_t imm = 0;
  bool isFloat = false;
  uint16_t floatCode = 0;
  bool isVgpr = false;
  bool isAgpr = false;  // (isVgpr too: the VGPR code of the same number; the acc bit tells them apart)
};

bool readScalar(Ctx& c, Sreg& v, bool allowOff) {
  c.s.skipSpace();
  v.col = c.s.col();
  if (c.s.atEnd() || c.s.peek() == ',') return true;
  if (allowOff) {
    Scan p = c.s;
    if (p.ident() == "off" && !Scan::identChar(p.peek())) {
      c.s = p;
      v.isOff = v.present = true;
      return true;
    }
  }
  RegToken r = c.t.has(kFeatGfx90aInsts) ? readAgpr(c) : RegToken{};
  v.isAgpr = r.isRegister;
  if (!r.isRegister) r = readRegister(c, true);
  if (r.isRegister) {
    if (!r.error.empty()) return c.fail(r.col, r.error);
    v.present = v.isReg = true;
    v.code = r.reg.code;
    v.dwords = r.reg.dwords;
    v.isVgpr = isVgprCode(r.reg.code);
    return true;
  }
  ExprError err;
  Scan save = c.s;
  auto e = parseExpr(c.s, c.syms, true, err);
  if (!e) {
    c.s = save;
    if (!c.s.ident().empty()) { v.present = true; return true; }
    return c.fail(err.col, err.message);
  }
  v.present = true;
  if (e->kind == ExprValue::Kind::Int) {
    v.isImm = true;
    v.imm = e->value;
  } else if (e->kind == ExprValue::Kind::Float) {
    float f = float(e->fp);
    uint32_t bits = std::bit_cast<uint32_t>(f);
    if (auto code = inlineFloatCode(bits, false, c.gen())) {
      v.isFloat = true;
      v.floatCode = *code;
    }
  }
  return true;
}

// Whether the cursor is at `word` followed by a colon (spaces allowed, as between LLVM's tokens).
bool atValued(const Scan& s0, std::string_view word) {
  Scan s = s0;
  s.skipSpace();
  if (s.ident() != word) return false;
  s.skipSpace();
  return s.peek() == ':';
}

// Moves past `word :`.
void skipValuedName(Scan& s) {
  s.skipSpace();
  s.ident();
  s.skipSpace();
  ++s.pos;
}

// An identifier followed by a colon: LLVM takes it for a modifier, never for an operand.
bool atAnyValued(const Scan& s0) {
  Scan s = s0;
  s.skipSpace();
  if (s.ident().empty()) return false;
  s.skipSpace();
  return s.peek() == ':';
}

// Skips one operand token that is no modifier (a word, or up to the next space or comma).
void skipWord(Ctx& c) {
  c.s.skipSpace();
  if (Scan::identStart(c.s.peek())) {
    c.s.ident();
    return;
  }
  int depth = 0;
  while (!c.s.atEnd()) {
    char ch = c.s.peek();
    if (ch == '(' || ch == '[') ++depth;
    if ((ch == ')' || ch == ']') && depth > 0) --depth;
    if ((ch == ',' || ch == ' ' || ch == '\t') && depth == 0) return;
    ++c.s.pos;
  }
}

// A comma between operands (optional, as LLVM also accepts white space alone).
void comma(Ctx& c) { c.s.accept(','); }

bool atEnd(Ctx& c) {
  c.s.skipSpace();
  return c.s.atEnd();
}

// ---- modifiers -------------------------------------------------------------------------------------

enum class Mod : uint8_t {
  Format, Idxen, Offen, Addr64, Offset, Offset0, Offset1, Dmask, Dim, Unorm, Glc, Slc, Dlc, Scc, R128, A16,
  Lds, Tfe, Lwe, Da, D16, Gds, Done, Compr, Vm, Nv, High, Count
};

struct ModToken {
  Mod mod = Mod::Count;
  int col = 0;
  bool hasValue = false;
  int64_t value = 0;
  int valueCol = 0;
};

// The print (and accepted) order of modifiers in each family.
constexpr Mod kBufLdsOrder[] = {Mod::Format, Mod::Idxen, Mod::Offen, Mod::Addr64, Mod::Offset, Mod::Lds,
                                Mod::Glc, Mod::Tfe};  // buffer_store_lds_dword: lds before the cache policy
constexpr Mod kBufOrder[] = {Mod::Format, Mod::Idxen, Mod::Offen, Mod::Addr64, Mod::Offset, Mod::Glc,
                             Mod::Lds, Mod::Tfe};
constexpr Mod kDsOrder[] = {Mod::Offset, Mod::Offset0, Mod::Offset1, Mod::Gds};
constexpr Mod kMimgOrder[] = {Mod::Dmask, Mod::Dim, Mod::Unorm, Mod::Glc, Mod::R128, Mod::A16, Mod::Tfe,
                              Mod::Lwe, Mod::Da, Mod::D16};
constexpr Mod kFlatOrder[] = {Mod::Offset, Mod::Glc, Mod::Lds};
constexpr Mod kExpOrder[] = {Mod::Done, Mod::Compr, Mod::Vm};

// gfx940-insts processors name the cache policy bits sc0 (glc), nt (slc) and sc1 (scc), and only so.
std::optional<Mod> modByName(std::string_view w, const Target& t) {
  if (t.has(kFeatGfx940Insts)) {
    if (w == "sc0") return Mod::Glc;
    if (w == "nt") return Mod::Slc;
    if (w == "sc1") return Mod::Scc;
    if (w == "glc" || w == "slc" || w == "scc") return std::nullopt;
  }
  static const NameIndex<Mod> names{
      {"format", Mod::Format}, {"idxen", Mod::Idxen}, {"offen", Mod::Offen}, {"addr64", Mod::Addr64},
      {"offset", Mod::Offset}, {"offset0", Mod::Offset0}, {"offset1", Mod::Offset1}, {"dmask", Mod::Dmask},
      {"dim", Mod::Dim}, {"unorm", Mod::Unorm}, {"glc", Mod::Glc}, {"slc", Mod::Slc}, {"dlc", Mod::Dlc},
      {"scc", Mod::Scc}, {"r128", Mod::R128}, {"a16", Mod::A16}, {"lds", Mod::Lds}, {"tfe", Mod::Tfe},
      {"lwe", Mod::Lwe}, {"da", Mod::Da}, {"d16", Mod::D16}, {"gds", Mod::Gds}, {"done", Mod::Done},
      {"compr", Mod::Compr}, {"vm", Mod::Vm}, {"nv", Mod::Nv}, {"high", Mod::High}};
  const Mod* m = names.find(w);
  if (!m) return std::nullopt;
  return *m;
}

bool isCpol(Mod m) { return m == Mod::Glc || m == Mod::Slc || m == Mod::Dlc || m == Mod::Scc; }

// The MemMod bit of a modifier.
uint32_t modBit(Mod m) {
  switch (m) {
    case Mod::Format: return kModFormat;
    case Mod::Idxen: return kModIdxen;
    case Mod::Offen: return kModOffen;
    case Mod::Addr64: return kModAddr64;
    case Mod::Offset: return kModOffset;
    case Mod::Offset0:
    case Mod::Offset1: return kModOffset01;
    case Mod::Dmask: return kModDmask;
    case Mod::Dim: return kModDim;
    case Mod::Unorm: return kModUnorm;
    case Mod::Glc: return kModGlc;
    case Mod::Slc: return kModSlc;
    case Mod::Dlc: return kModDlc;
    case Mod::R128: return kModR128;
    case Mod::A16: return kModA16;
    case Mod::Lds: return kModLds;
    case Mod::Tfe: return kModTfe;
    case Mod::Lwe: return kModLwe;
    case Mod::Da: return kModDa;
    case Mod::D16: return kModD16;
    case Mod::Gds: return kModGds;
    case Mod::Done: return kModDone;
    case Mod::Compr: return kModCompr;
    case Mod::Vm: return kModVm;
    case Mod::Nv: return kModNv;
    case Mod::High: return kModHigh;
    default: return 0;
  }
}

struct Parser {
  Ctx& c;
  const OpInfo& info;
  Instruction& inst;
  Gen g;
  Errors err;
  const MemoryFeatures can = memoryFeatures(c.t);  // (a processor may differ from its generation: gfx810)
  uint32_t seen = 0;  // MemMod bits given
  std::array<ModToken, size_t(Mod::Count)> mods{};
  bool cpolSeen = false;
  int firstModCol = 0;       // the first modifier token, where an operand may have been expected
  int slot = 0;              // operand positions taken after the regular operands
  int lateCol = 0;           // an error LLVM's validator reports once the instruction matched
  std::string lateMsg{};
  void late(int col, std::string msg) {
    lateCol = col;
    lateMsg = std::move(msg);
  }
  bool lateError() { return lateCol ? c.fail(lateCol, lateMsg) : true; }
  std::array<int, size_t(Mod::Count)> misplaced{};  // column of a known modifier refused for its place
  bool prevCpol = false;
  bool firstModValued = false;

  // MIMG: operand positions before the modifiers beyond a one-tuple address (NSA list, extra operands).
  int mimgShift = 0;

  // Whether LLVM tries the parser of the MIMG modifier `index` of its order at modifier position `slot`:
  // within `index` positions after the regular operands of some variant, a GFX10 NSA variant with k
  // addresses moving them k + 1 positions on.
  bool mimgSlotOk(int slot, int index) const {
    const int at = slot + mimgShift;
    if (at <= index) return true;
    if (!can.mimgDim) return false;
    int lo = 0, hi = 0;
    mimgAddressRange(info, lo, hi);
    for (int k = std::max(lo, 2); k <= hi; ++k)
      if (at >= k + 1 && at <= k + 1 + index) return true;
    return false;
  }

  bool has(Mod m) const { return mods[size_t(m)].col != 0; }
  const ModToken& tok(Mod m) const { return mods[size_t(m)]; }

  // Whether the row (with per-generation rules) accepts a modifier at all.
  bool accepts(Mod m) const {
    const Encoding e = info.enc;
    const bool buf = e == Encoding::MUBUF || e == Encoding::MTBUF;
    switch (m) {
      case Mod::Addr64: return buf && can.addr64 && (info.modifiers & kModOffen);
      case Mod::Dlc: return e != Encoding::DS && e != Encoding::EXP && info.numOperands > 0;
      case Mod::Glc:
      case Mod::Slc: return e != Encoding::DS && e != Encoding::EXP && (info.modifiers & modBit(m));
      case Mod::Scc:  // (gfx90a-insts processors: the GFX9 bit LLVM calls scc, sc1 on gfx940+)
        return c.t.has(kFeatGfx90aInsts) && e != Encoding::DS && e != Encoding::EXP &&
               (info.modifiers & (kModGlc | kModSlc));
      case Mod::Tfe:  // gfx90a+ have no tfe (the bit selects AGPR data there)
        return !c.t.has(kFeatGfx90aInsts) && (info.modifiers & modBit(m));
      case Mod::R128: return e == Encoding::MIMG && (info.modifiers & (kModR128 | kModA16 | kModDmask)) && can.r128 &&
                             !(info.traits & kTraitBvh);
      case Mod::A16: return e == Encoding::MIMG;
      case Mod::Da: return e == Encoding::MIMG && !can.mimgDim && (info.modifiers & kModDmask);
      case Mod::Dim: return e == Encoding::MIMG && can.mimgDim && (info.modifiers & kModDmask);
      case Mod::D16: return e == Encoding::MIMG && (info.modifiers & kModD16);
      case Mod::Lds:  // (GLOBAL/SCRATCH: the LDS-DMA form of a load, GFX9/10 but gfx940+)
        return (info.modifiers & kModLds) &&
               (e == Encoding::MUBUF ||
                ((e == Encoding::GLOBAL || e == Encoding::SCRATCH) && !flatScratchSvs(c.t.features)));
      case Mod::Offset:
        if (isFlat(e)) return true;
        return info.modifiers & kModOffset;
      default: return info.modifiers & modBit(m);
    }
  }

  std::span<const Mod> order() const {
    switch (info.enc) {
      case Encoding::DS: return kDsOrder;
      case Encoding::MUBUF:
      case Encoding::MTBUF: return (info.flags & kMemLdsDirect) ? std::span<const Mod>(kBufLdsOrder) : kBufOrder;
      case Encoding::MIMG: return kMimgOrder;
      case Encoding::EXP: return kExpOrder;
      default: return kFlatOrder;
    }
  }
  int rank(Mod m) const {
    if (isCpol(m)) m = Mod::Glc;
    if (info.enc == Encoding::DS && (m == Mod::Offset0 || m == Mod::Offset1)) return m == Mod::Offset0 ? 0 : 1;
    auto o = order();
    for (size_t i = 0; i < o.size(); ++i)
      if (o[i] == m) return int(i);
    return -1;
  }

  // Whether the row accepts a modifier after position `rank` (LLVM still tries operand parsers there).
  bool laterSlot(int rank) const {
    for (Mod m : order())
      if (this->rank(m) > rank && accepts(m)) return true;
    return false;
  }

  // Reads `:value` after a modifier name.
  bool modValue(ModToken& t, Mod m) {
    c.s.skipSpace();
    t.valueCol = c.s.col();
    if (m == Mod::Format) return true;  // parsed by the caller
    if (m == Mod::Dim) return true;
    if (isRegisterToken(c)) return c.fail(c.s.col(), "expected absolute expression");
    int col = c.s.col();
    ExprError e;
    auto v = parseExpr(c.s, c.syms, false, e);
    if (!v) return c.fail(e.col, e.message);
    if (!v->isInt()) return c.fail(col, "expected absolute expression");
    t.value = v->value;
    t.hasValue = true;
    return true;
  }

  bool parseFormat(ModToken& t);
  bool formatExpr(int64_t& value, int& col);
  bool parseFormatOperand(ModToken& fmt, Sreg& soffset);
  bool parseDim(ModToken& t);
  bool parseSwizzle(ModToken& t);

  // All modifiers after the operands. `lastRank` is the position of the previous one.
  bool parseModifiers() {
    int lastRank = -1;
    for (;;) {
      c.s.skipSpace();
      if (c.s.peek() == ',') {
        ++c.s.pos;
        c.s.skipSpace();
      }
      if (c.s.atEnd()) return true;
      const int col = c.s.col();
      Scan probe = c.s;
      std::string_view word = probe.ident();
      char nameBuf[16];
      const std::string_view name = lowerInto(word, nameBuf);
      auto m = modByName(name, c.t);
      if (!m && name == "inst_offset" && isFlat(info.enc)) m = Mod::Offset;  // LLVM's other spelling of it
      const Scan afterWord = probe;
      probe.skipSpace();
      const bool valued = !word.empty() && probe.peek() == ':';
      if (!valued) probe = afterWord;
      if (!firstModCol) {
        firstModCol = col;
        firstModValued = valued;
      }
      const bool needsValue = m && (*m == Mod::Format || *m == Mod::Offset || *m == Mod::Offset0 ||
                                    *m == Mod::Offset1 || *m == Mod::Dmask || *m == Mod::Dim);
      // A word with a colon is a modifier to LLVM; one it does not know (or MTBUF's format:, which only
      // stands next to soffset) is not a valid operand.
      if (valued && (!m || !needsValue || word != name || (*m == Mod::Format && info.enc == Encoding::MTBUF)))
        return c.fail(col, kNotValid);
      // LLVM tries a modifier's parser only at the operand positions it can take: after the regular
      // operands, the n-th modifier of the row's order stands at most n operands later (each word,
      // an unknown one too, and each run of cache policy words takes a position).
      const bool cpolTok = m && isCpol(*m) && !valued && word == name;
      const int curSlot = cpolTok && prevCpol ? slot - 1 : slot;
      if (!(cpolTok && prevCpol)) ++slot;
      prevCpol = cpolTok;
      if (!m || word.empty() || valued != needsValue || word != name) {
        err.note(col);
        skipWord(c);
        continue;
      }
      c.s = probe;
      ModToken t;
      t.mod = *m;
      t.col = col;
      if (valued) {
        ++c.s.pos;
        if (*m == Mod::Format) {
          if (!parseFormat(t)) return false;
        } else if (*m == Mod::Dim) {
          if (!parseDim(t)) return false;
        } else if (*m == Mod::Offset && (info.flags & kMemSwizzle) && c.s.line.substr(c.s.pos).starts_with("swizzle(")) {
          if (!parseSwizzle(t)) return false;
        } else if (!modValue(t, *m)) {
          return false;
        }
      }
      // Per-generation support: LLVM names the modifier.
      if (*m == Mod::Dlc && !can.dlc && accepts(*m)) return c.fail(col, "dlc modifier is not supported on this GPU");
      if (*m == Mod::Scc && !c.t.has(kFeatGfx90aInsts)) return c.fail(col, "scc modifier is not supported on this GPU");
      if (*m == Mod::A16 && !can.a16 && info.enc == Encoding::MIMG) return c.fail(col, "a16 modifier is not supported on this GPU");
      // LLVM's validator, after matching, refuses these.
      if (*m == Mod::D16 && !can.d16 && info.enc == Encoding::MIMG && (info.modifiers & kModD16) && !lateCol)
        late(col, "d16 modifier is not supported on this GPU");
      if (*m == Mod::R128 && !can.r128 && info.enc == Encoding::MIMG) return c.fail(col, "r128 modifier is not supported on this GPU");
      // (GFX7/8 FLAT: offset:0 is accepted, as it changes nothing)
      if (*m == Mod::Offset && isFlat(info.enc) && !can.flatOffset && t.value != 0 && !lateCol)
        late(col, "flat offset modifier is not supported on this GPU");
      if (isCpol(*m)) {
        if (!accepts(*m)) {
          err.note(col);
          continue;
        }
        if (has(*m)) return c.fail(col, "duplicate cache policy modifier");
        const int r = rank(*m);
        if (r < lastRank) { err.note(col); continue; }
        lastRank = r;
        mods[size_t(*m)] = t;
        continue;
      }
      const int r = rank(*m);
      if (valued && (!accepts(*m) || r < 0)) return c.fail(col, kNotValid);
      if (valued && info.enc == Encoding::MIMG && !mimgSlotOk(curSlot, *m == Mod::Dmask ? 0 : 1)) return c.fail(col, kNotValid);
      if (valued && (r <= lastRank || has(*m)) &&
          (!laterSlot(lastRank) || info.enc == Encoding::DS || (info.flags & kMemLdsDirect)))
        return c.fail(col, kNotValid);
      if (!accepts(*m) || r < 0 || r <= lastRank || has(*m)) {
        if (!misplaced[size_t(*m)]) misplaced[size_t(*m)] = col;
        err.note(col);
        continue;
      }
      lastRank = r;
      mods[size_t(*m)] = t;
    }
  }
};

// ---- MTBUF format ----------------------------------------------------------------------------------

// The expression of a numeric format (LLVM's parseExpr: a bracketed expression is an expression too).
bool Parser::formatExpr(int64_t& value, int& col) {
  c.s.skipSpace();
  col = c.s.col();
  ExprError e;
  std::optional<ExprValue> v;
  if (c.s.peek() == '[') {
    ++c.s.pos;
    c.s.skipSpace();
    if (c.s.peek() == ']') return c.fail(c.s.col(), "unknown token in expression");
    v = parseExpr(c.s, c.syms, false, e);
    if (!v) return c.fail(e.col, e.message);
    c.s.skipSpace();
    if (!c.s.accept(']')) return c.fail(c.s.col(), "expected ']' in brackets expression");
  } else {
    v = parseExpr(c.s, c.syms, false, e);
    if (!v) return c.fail(e.col, e.message);
  }
  if (!v->isInt()) return c.fail(col, "expected absolute expression");
  value = v->value;
  return true;
}

// format:N or format:[names] after soffset (LLVM's parseSymbolicOrNumericFormat); the cursor is after "format:".
bool Parser::parseFormat(ModToken& t) {
  c.s.skipSpace();
  t.valueCol = c.s.col();
  t.hasValue = true;
  if (c.s.peek() != '[') {
    int col = 0;
    int64_t v = 0;
    if (!formatExpr(v, col)) return false;
    if (v < 0 || v > 127) return c.fail(col, "out of range format");
    t.value = v;
    return true;
  }
  ++c.s.pos;
  int dfmt = -1, nfmt = -1;
  int firstCol = 0;
  for (int k = 0; k < 2; ++k) {
    c.s.skipSpace();
    const int col = c.s.col();
    if (k == 0) firstCol = col;
    std::string_view id = c.s.ident();
    if (id.empty()) return c.fail(col, "expected a format string");
    if (k == 0 && id.starts_with("BUF_FMT_")) {
      if (auto u = unifiedFormatCode(id)) {
        if (!can.unifiedFormat) return c.fail(col, "unified format is not supported on this GPU");
        c.s.skipSpace();
        if (!c.s.accept(']')) return c.fail(c.s.col(), "expected a closing square bracket");
        t.value = *u;
        return true;
      }
    }
    bool found = false;
    if (id.starts_with("BUF_DATA_FORMAT_")) {
      for (int i = 0; i < 16 && !found; ++i)
        if (id.substr(16) == kDfmtNames[i]) {
          found = true;
          if (dfmt >= 0) return c.fail(col, "duplicate data format");
          dfmt = i;
        }
    } else if (id.starts_with("BUF_NUM_FORMAT_")) {
      for (int i = 0; i < 8 && !found; ++i)
        if (id.substr(15) == kNfmtNames[i] && (i != 6 || can.nfmt6)) {
          found = true;
          if (nfmt >= 0) return c.fail(col, "duplicate numeric format");
          nfmt = i;
        }
    }
    if (!found) return c.fail(col, "unsupported format");
    c.s.skipSpace();
    if (k == 0 && c.s.peek() == ',') {
      ++c.s.pos;
      continue;
    }
    break;
  }
  c.s.skipSpace();
  if (!c.s.accept(']')) return c.fail(c.s.col(), "expected a closing square bracket");
  if (dfmt < 0) dfmt = 1;
  if (nfmt < 0) nfmt = 0;
  if (can.unifiedFormat) {
    auto u = unifiedFromSplit(dfmt, nfmt);
    if (!u) return c.fail(firstCol, "unsupported format");
    t.value = *u;
  } else {
    t.value = dfmt | nfmt << 4;
  }
  return true;
}

bool Parser::parseFormatOperand(ModToken& fmt, Sreg& soffset) {
  fmt.value = 1;
  bool found = false;
  if (can.unifiedFormat) {
    if (atValued(c.s, "format")) {
      c.s.skipSpace();
      const int col = c.s.col();
      skipValuedName(c.s);
      int vc = 0;
      int64_t v = 0;
      if (!formatExpr(v, vc)) return false;
      if (v < 0 || v > 127) return c.fail(col, "out of range format");
      fmt.value = v;
      fmt.col = col;
      found = true;
    }
  } else {
    int64_t dfmt = -1, nfmt = -1;
    for (int k = 0; k < 2; ++k) {
      for (const char* w : {"dfmt", "nfmt"}) {
        int64_t& slot = w[0] == 'd' ? dfmt : nfmt;
        if (slot >= 0 || !atValued(c.s, w)) continue;
        c.s.skipSpace();
        const int col = c.s.col();
        if (!fmt.col) fmt.col = col;
        skipValuedName(c.s);
        int vc = 0;
        auto v = parseAbs(c, vc);
        if (!v) return false;
        if (*v < 0 || *v > (w[0] == 'd' ? 15 : 7)) return c.fail(col, std::string("out of range ") + w);
        slot = *v;
      }
      c.s.skipSpace();
      if ((dfmt < 0) != (nfmt < 0) && c.s.peek() == ',') {
        Scan q = c.s;
        ++q.pos;
        q.skipSpace();
        if (q.peek() != ',') c.s = q;
      }
    }
    if (dfmt >= 0 || nfmt >= 0) {
      found = true;
      fmt.value = (dfmt < 0 ? 1 : dfmt) | (nfmt < 0 ? 0 : nfmt) << 4;
    }
  }
  fmt.hasValue = true;
  if (found) comma(c);
  if (atEnd(c)) return true;
  c.s.skipSpace();
  if (atAnyValued(c.s)) return c.fail(c.s.col(), kNotValid);
  if (!readScalar(c, soffset, true)) return false;
  comma(c);
  if (!found) {
    if (atValued(c.s, "format")) {
      c.s.skipSpace();
      fmt.col = c.s.col();
      skipValuedName(c.s);
      if (!parseFormat(fmt)) return false;
    }
    return true;
  }
  if (atValued(c.s, "format")) {
    c.s.skipSpace();
    return c.fail(c.s.col(), "duplicate format");
  }
  return true;
}

// ---- MIMG dim --------------------------------------------------------------------------------------

bool Parser::parseDim(ModToken& t) {
  c.s.skipSpace();
  t.valueCol = c.s.col();
  t.hasValue = true;
  const size_t start = c.s.pos;
  while (!c.s.atEnd() && Scan::identChar(c.s.peek())) ++c.s.pos;
  std::string_view id = c.s.line.substr(start, c.s.pos - start);
  if (auto d = dimByName(id)) {
    t.value = *d;
    return true;
  }
  return c.fail(t.valueCol, "invalid dim value");
}

// ---- ds_swizzle offset:swizzle(...) ----------------------------------------------------------------

bool Parser::parseSwizzle(ModToken& t) {
  c.s.pos += 8;
  t.hasValue = true;
  c.s.skipSpace();
  int col = c.s.col();
  std::string_view id = c.s.ident();
  auto arg = [&](int lo, int hi, const char* msg, int64_t& out) {
    if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma");
    int vc = 0;
    auto v = parseAbs(c, vc);
    if (!v) return false;
    if (*v < lo || *v > hi) return c.fail(vc, msg);
    out = *v;
    return true;
  };
  int64_t value = 0;
  if (id == "QUAD_PERM") {
    value = 0x8000;
    for (int i = 0; i < 4; ++i) {
      int64_t lane = 0;
      if (!arg(0, 3, "expected a 2-bit lane id", lane)) return false;
      value |= lane << (2 * i);
    }
  } else if (id == "BITMASK_PERM") {
    if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma");
    c.s.skipSpace();
    int sc = c.s.col();
    if (c.s.peek() != '"') return c.fail(sc, "expected a string");
    size_t close = c.s.line.find('"', c.s.pos + 1);
    if (close == std::string_view::npos) return c.fail(sc, "expected a string");
    std::string_view mask = c.s.line.substr(c.s.pos + 1, close - c.s.pos - 1);
    c.s.pos = close + 1;
    if (mask.size() != 5) return c.fail(sc, "expected a 5-character mask");
    int andM = 0, orM = 0, xorM = 0;
    for (int i = 0; i < 5; ++i) {
      const int bit = 1 << (4 - i);
      switch (mask[size_t(i)]) {
        case '0': break;
        case '1': orM |= bit; break;
        case 'p': andM |= bit; break;
        case 'i': andM |= bit; xorM |= bit; break;
        default: return c.fail(sc, "invalid mask");
      }
    }
    value = andM | orM << 5 | xorM << 10;
  } else if (id == "BROADCAST") {
    int64_t size = 0, lane = 0;
    if (!arg(2, 32, "group size must be in the interval [2,32]", size)) return false;
    if (!std::has_single_bit(uint64_t(size))) return c.fail(col, "group size must be a power of two");
    if (!arg(0, size - 1, "lane id must be in the interval [0,group size - 1]", lane)) return false;
    value = ((0x1f - (size - 1)) & 0x1f) | lane << 5;
  } else if (id == "SWAP") {
    int64_t size = 0;
    if (!arg(1, 16, "group size must be in the interval [1,16]", size)) return false;
    if (!std::has_single_bit(uint64_t(size))) return c.fail(col, "group size must be a power of two");
    value = 0x1f | size << 10;
  } else if (id == "REVERSE") {
    int64_t size = 0;
    if (!arg(2, 32, "group size must be in the interval [2,32]", size)) return false;
    if (!std::has_single_bit(uint64_t(size))) return c.fail(col, "group size must be a power of two");
    value = 0x1f | (size - 1) << 10;
  } else {
    return c.fail(col, "expected a swizzle mode");
  }
  if (!c.s.accept(')')) return c.fail(c.s.col(), "expected a closing parentheses");
  t.value = value;
  return true;
}

// ---- operands ----------------------------------------------------------------------------------------

// A modifier word where an operand should stand ends the operand list.
bool startsModifierWord(Ctx& c) {
  Scan probe = c.s;
  probe.skipSpace();
  // The usual operand, vN / sN / v[..] / s[..]: no modifier name is a v or s and a digit or bracket.
  const char c0 = probe.peek(), c1 = probe.peek(1);
  if ((c0 == 'v' || c0 == 's') && ((c1 >= '0' && c1 <= '9') || c1 == '[')) return false;
  std::string_view w = probe.ident();
  if (w.empty() || w == "off") return false;
  char buf[16];
  auto m = modByName(lowerInto(w, buf), c.t);
  if (!m) return false;
  if (w == "a16") return true;  // the modifier, not AGPR 16 (no vector memory operand is an AGPR here)
  Ctx tmp = c;
  return !isRegisterToken(tmp);
}

// Reads up to `n` comma-separated operands (registers, off, immediates) into `o`.
// From operand `sccFrom` on, the word scc is the cache policy modifier (LLVM tries that parser first there).
bool readList(Ctx& c, std::span<Sreg> o, int& count, size_t sccFrom = 99) {
  count = 0;
  for (size_t i = 0; i < o.size(); ++i) {
    if (i > 0) comma(c);
    if (atEnd(c) || startsModifierWord(c) || atAnyValued(c.s)) break;
    if (i >= sccFrom) {
      Scan q = c.s;
      q.skipSpace();
      if (q.ident() == "scc" && !Scan::identChar(q.peek())) break;
    }
    c.s.skipSpace();
    if (c.s.peek() == '[') break;  // an NSA address list
    if (!readScalar(c, o[i], true)) return false;
    if (!o[i].present) break;
    count = int(i) + 1;
  }
  return true;
}

// gfx90a+: the vector registers written, for the AGPR data rule and the acc bit (text/agpr_operand.h).
template <class FieldOf>
bool accOperands(Parser& p, std::span<const Sreg> ops, int n, FieldOf fieldOf);

bool isVgprOf(const Sreg& r, int dwords) { return r.isReg && r.isVgpr && r.dwords == dwords; }

// SOFFSET of MUBUF/MTBUF: an SGPR, m0, a special register, null (GFX10), the special sources llvm-mc 22 takes
// there (src_shared_base .. src_pops_exiting_wave_id where the generation has them, src_vccz, src_execz,
// src_scc; not src_lds_direct) or an inline constant.
std::optional<uint32_t> soffsetCode(const Sreg& r, Gen g) {
  if (r.isReg) {
    if (r.isVgpr || r.dwords != 1) return std::nullopt;
    if (r.code == opnd::kNull && !memoryFeatures(g).nullRegister) return std::nullopt;
    const bool specialSource = (r.code >= 235 && r.code <= 239) || (r.code >= opnd::kSrcVccz && r.code <= opnd::kSrcScc);
    if (r.code >= 128 && r.code != opnd::kNull && !specialSource) return std::nullopt;
    return r.code;
  }
  if (r.isImm) {
    if (auto code = inlineIntCode(r.imm)) return *code;
    return std::nullopt;
  }
  if (r.isFloat) return r.floatCode;
  return std::nullopt;
}

// The 4- or 8-dword SGPR tuple of a resource or sampler.
bool sgprTuple(const Sreg& r, int dwords) {
  return r.isReg && !r.isVgpr && r.dwords == dwords && r.code < 106 + 16 && (r.code < 106 || r.code >= 108);
}

// Number of data dwords of an instruction with `dwords` natural data, given tfe and (packed) d16.
int dataDwords(int components, bool tfe, bool d16, bool packed) {
  int n = d16 && packed ? (components + 1) / 2 : components;
  return n + (tfe ? 1 : 0);
}

// Components of a d16 buffer format instruction (x, xy, xyz, xyzw); 1 for the others.

bool finishMismatch(Parser& p) {
  if (p.err.mismatch) return p.c.fail(p.err.mismatchCol, p.err.mismatchMsg);
  return true;
}

bool tooFew(Parser& p) { return p.c.fail(p.c.mnemonicCol, kTooFew); }

// Operands are missing: LLVM tried to read one where the first modifier stands.
bool missingOperands(Parser& p) {
  if (p.firstModCol) return p.c.fail(p.firstModCol, p.firstModValued ? kNotValid : kInvalidOperand);
  return tooFew(p);
}

// ---- DS ------------------------------------------------------------------------------------------------

bool parseDs(Parser& p) {
  Ctx& c = p.c;
  const OpInfo& info = p.info;
  std::array<Sreg, kMaxOperands + 2> ops{};
  int n = 0;
  if (!readList(c, std::span(ops).first(size_t(info.numOperands) + 1), n)) return false;
  if (!p.parseModifiers()) return false;
  for (int i = 0; i < std::min(n, int(info.numOperands)); ++i) {
    const OperandSpec& s = info.operands[i];
    if (!isVgprOf(ops[size_t(i)], s.dwords)) return p.c.fail(ops[size_t(i)].col, kInvalidOperand);
  }
  if (n > info.numOperands) return c.fail(ops[size_t(info.numOperands)].col, kInvalidOperand);
  if (n < info.numOperands) return missingOperands(p);
  if (!finishMismatch(p)) return false;
  Instruction& in = p.inst;
  for (int i = 0; i < info.numOperands; ++i) in[info.operands[i].field] = uint32_t(ops[size_t(i)].code - opnd::kVgpr0);
  if (p.has(Mod::Offset)) {
    const ModToken& t = p.tok(Mod::Offset);
    if (t.value < 0 || t.value > 0xffff) return c.fail(t.col, "expected a 16-bit unsigned offset");
    in[F::OFFSET0] = uint32_t(t.value) & 0xff;
    in[F::OFFSET1] = uint32_t(t.value) >> 8;
  }
  for (Mod m : {Mod::Offset0, Mod::Offset1}) {
    if (!p.has(m)) continue;
    const ModToken& t = p.tok(m);
    if (t.value < 0 || t.value > 0xff)
      return c.fail(t.col, m == Mod::Offset0 ? "invalid offset0 value." : "invalid offset1 value.");
    in[m == Mod::Offset0 ? F::OFFSET0 : F::OFFSET1] = uint32_t(t.value);
  }
  if (p.has(Mod::Gds)) in[F::GDS] = 1;
  if ((info.flags & kGds) && !p.has(Mod::Gds)) return tooFew(p);
  return accOperands(p, ops, info.numOperands, [&](int i) { return info.operands[i].field; });
}

// ---- EXP -----------------------------------------------------------------------------------------------

// LLVM's getTgtId and isSupportedTgtId: the target's code, -1 for a target this GPU does not have,
// nullopt for a name that is no target.
std::optional<int> expTarget(std::string_view t, Gen g) {
  struct Tgt {
    std::string_view name;
    int code, maxIndex;
  };
  static constexpr Tgt kTargets[] = {{"null", 9, 0}, {"mrtz", 8, 0}, {"prim", 20, 0}, {"mrt", 0, 7},
                                     {"pos", 12, 4}, {"dual_src_blend", 21, 1}, {"param", 32, 31}};
  for (const Tgt& x : kTargets) {
    int code = -2;
    if (x.maxIndex == 0) {
      if (t == x.name) code = x.code;
    } else if (t.starts_with(x.name)) {
      std::string_view d = t.substr(x.name.size());
      if (d.empty() || (d.size() > 1 && d[0] == '0')) return std::nullopt;
      int v = 0;
      for (char ch : d) {
        if (ch < '0' || ch > '9' || v > 1000) return std::nullopt;
        v = v * 10 + (ch - '0');
      }
      if (v > x.maxIndex) return std::nullopt;
      code = x.code + v;
    }
    if (code == -2) continue;
    if (x.name == "dual_src_blend") return -1;  // GFX11
    if ((x.name == "prim" || code == 16) && !memoryFeatures(g).expPrim) return -1;
    return code;
  }
  return std::nullopt;
}

bool parseExp(Parser& p) {
  Ctx& c = p.c;
  Instruction& in = p.inst;
  c.s.skipSpace();
  const int tcol = c.s.col();
  if (atEnd(c)) return tooFew(p);
  Scan probe = c.s;
  std::string_view id = probe.ident();
  std::optional<int> tgt;
  if (!id.empty()) tgt = expTarget(id, p.g);
  if (!tgt || *tgt < 0) {
    if (id.empty()) return c.fail(tcol, kInvalidOperand);
    return c.fail(tcol, tgt ? "exp target is not supported on this GPU" : "invalid exp target");
  }
  c.s = probe;
  comma(c);
  std::array<Sreg, 5> src{};
  int n = 0;
  if (!readList(c, src, n)) return false;
  if (!p.parseModifiers()) return false;
  for (int i = 0; i < std::min(n, 4); ++i) {
    if (src[size_t(i)].isOff) continue;
    if (!isVgprOf(src[size_t(i)], 1)) return c.fail(src[size_t(i)].col, kInvalidOperand);
  }
  if (n > 4) return c.fail(src[4].col, kInvalidOperand);
  if (n < 4) return missingOperands(p);
  if (!finishMismatch(p)) return false;
  const bool compr = p.has(Mod::Compr);
  in[F::TGT] = uint32_t(*tgt);
  uint32_t en = 0;
  std::array<uint32_t, 4> v{};
  for (int i = 0; i < 4; ++i) {
    if (src[size_t(i)].isOff) continue;
    en |= 1u << i;
    v[size_t(i)] = src[size_t(i)].code - opnd::kVgpr0;
  }
  if (compr) {
    // Two packed sources: src0 (and src1, the same VGPR) in VSRC0, src2 (and src3) in VSRC1.
    uint32_t e = 0;
    if (en & 1) e |= 3;
    if (en & 4) e |= 0xc;
    in[F::VSRC0] = v[0];
    in[F::VSRC1] = v[2];
    en = e;
  } else {
    in[F::VSRC0] = v[0];
    in[F::VSRC1] = v[1];
    in[F::VSRC2] = v[2];
    in[F::VSRC3] = v[3];
  }
  in[F::EN] = en;
  in[F::COMPR] = compr;
  in[F::DONE] = p.has(Mod::Done);
  in[F::VM] = p.has(Mod::Vm);
  return true;
}

// ---- cache policy ----------------------------------------------------------------------------------

void setCpol(Parser& p) {
  Instruction& in = p.inst;
  if (p.has(Mod::Glc)) in[F::GLC] = 1;
  if (p.has(Mod::Slc)) in[F::SLC] = 1;
  if (p.has(Mod::Dlc)) in[F::DLC] = 1;
  // (rows without the bit there take the word and encode nothing, as llvm-mc 22 does)
  if (p.has(Mod::Scc) && !sccBitAbsent(in.op, p.g, p.c.t.features)) in[F::SCC] = 1;
}

// Atomics that return the old value need glc (LLVM: "instruction must use glc").
bool checkAtomicReturn(Parser& p, bool returns) {
  if (!(p.info.flags & kAtomic)) return true;
  const bool sc = p.c.t.has(kFeatGfx940Insts);  // (LLVM names the bit as the processor spells it)
  if (returns && !p.has(Mod::Glc)) return p.c.fail(p.c.mnemonicCol, sc ? "instruction must use sc0" : "instruction must use glc");
  if (!returns && p.has(Mod::Glc))
    return p.c.fail(p.tok(Mod::Glc).col, sc ? "instruction must not use sc0" : "instruction must not use glc");
  return true;
}

// ---- MUBUF / MTBUF ---------------------------------------------------------------------------------

bool parseBuffer(Parser& p) {
  Ctx& c = p.c;
  const OpInfo& info = p.info;
  Instruction& in = p.inst;
  const bool mtbuf = info.enc == Encoding::MTBUF;
  if (info.numOperands == 0) {  // (cache controls: gfx940's buffer_wbl2/buffer_inv take the policy bits)
    if (!p.parseModifiers() || !finishMismatch(p)) return false;
    setCpol(p);
    return true;
  }
  std::array<Sreg, 6> ops{};
  int n = 0;
  const bool hasData = info.operand(F::VDATA) != nullptr;
  // The LDS-DMA form of a load has no vdata: "buffer_load_dword off, s[8:11], s3 lds".
  if (!readList(c, std::span(ops).first(3), n)) return false;
  ModToken preFormat;
  if (mtbuf && n == 3) {
    // LLVM's parseFORMAT: a format (dfmt:/nfmt: before GFX10, format:N on GFX10), soffset, then format:.
    comma(c);
    c.s.skipSpace();
    if (!c.s.atEnd()) {
      if (!p.parseFormatOperand(preFormat, ops[3])) return false;
      if (ops[3].present) n = 4;
    }
  }
  if (n == 3 || n == 4) {
    int n2 = 0;
    std::array<Sreg, 3> more{};
    comma(c);
    // A load with an LDS form takes modifiers where the others take soffset.
    const int sccFrom = (hasData && p.accepts(Mod::Lds) ? 3 : 4) - n;
    if (!readList(c, std::span(more).first(size_t(n == 3 ? 3 : 2)), n2, size_t(std::max(sccFrom, 0)))) return false;
    for (int i = 0; i < n2; ++i) ops[size_t(n + i)] = more[size_t(i)];
    n += n2;
  }
  if (!p.parseModifiers()) return false;
  if (preFormat.col) p.mods[size_t(Mod::Format)] = preFormat;
  // Which form: with vdata, or the LDS one without.
  const bool ldsForm = p.has(Mod::Lds) && hasData && (n == 3 || (n >= 1 && ops[0].isOff));
  if (p.has(Mod::Lds) && hasData && !ldsForm) return c.fail(p.tok(Mod::Lds).col, kInvalidOperand);
  const int first = hasData && ldsForm ? 1 : 0;  // operand index the first token is
  auto spec = [&](int tokenIndex) -> const OperandSpec& { return info.operands[tokenIndex + first]; };
  const int want = info.numOperands - first;
  const bool tfe = p.has(Mod::Tfe);
  const bool d16 = info.flags & kMemD16;
  // vdata
  for (int i = 0; i < std::min(n, want); ++i) {
    const OperandSpec& s = spec(i);
    const Sreg& r = ops[size_t(i)];
    switch (s.kind) {
      case OperandKind::VReg: {
        int comps = s.dwords;
        if (d16 && !p.can.packedD16) comps = d16Components(info);
        const int need = dataDwords(comps, false, false, false);
        if (!r.isReg || !r.isVgpr) return c.fail(r.col, kInvalidOperand);
        if (r.dwords == need + (tfe ? 1 : 0)) break;
        // The d16 variant of the other generations (packed or not) matches: LLVM's predicate refuses it.
        if (d16 && p.can.d16) {
          const int other = p.can.packedD16 ? d16Components(info) : (d16Components(info) + 1) / 2;
          if (r.dwords == other + (tfe ? 1 : 0)) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
        }
        if (r.dwords == need + 1 && !tfe && (info.modifiers & kModTfe)) return tooFew(p);
        if (r.dwords == need && tfe) return c.fail(p.tok(Mod::Tfe).col, kInvalidOperand);
        return c.fail(r.col, kInvalidOperand);
      }
      case OperandKind::BufAddr:
        if (!r.isOff && !(r.isReg && r.isVgpr && (r.dwords == 1 || r.dwords == 2))) return c.fail(r.col, kInvalidOperand);
        break;
      case OperandKind::SReg:
        if (!sgprTuple(r, s.dwords)) return c.fail(r.col, kInvalidOperand);
        break;
      case OperandKind::SOff:
        if (r.isReg && r.code == opnd::kNull && !p.can.nullRegister) return c.fail(r.col, "'null' operand is not supported on this GPU");
        if (!soffsetCode(r, p.g)) return c.fail(r.col, kInvalidOperand);
        break;
      default: break;
    }
  }
  if (n > want) return c.fail(ops[size_t(want)].col, kInvalidOperand);
  if (n < want) return missingOperands(p);
  // The address form must agree with offen/idxen/addr64.
  const bool noAddr = !info.operand(F::VADDR);  // buffer_store_lds_dword: srsrc, soffset
  const int addrIndex = noAddr ? -1 : hasData && !ldsForm ? 1 : 0;
  static const Sreg kOff = [] {
    Sreg r;
    r.present = r.isOff = true;
    return r;
  }();
  const Sreg& va = noAddr ? kOff : ops[size_t(addrIndex)];
  const bool offen = p.has(Mod::Offen), idxen = p.has(Mod::Idxen), addr64 = p.has(Mod::Addr64);
  // No variant without offen/idxen takes a VGPR address: the word standing where they belong is wrong.
  auto missingForm = [&] { return p.firstModCol ? c.fail(p.firstModCol, kInvalidOperand) : tooFew(p); };
  // "offen idxen" with a VGPR pair: the variant with both wants idxen first.
  if (!va.isOff && va.dwords == 2 && offen && p.misplaced[size_t(Mod::Idxen)])
    return c.fail(p.tok(Mod::Offen).col, kInvalidOperand);
  if (!finishMismatch(p)) return false;
  if (va.isOff) {
    const Mod bad = idxen ? Mod::Idxen : offen ? Mod::Offen : Mod::Addr64;
    if (idxen || offen || addr64) return c.fail(p.tok(bad).col, kInvalidOperand);
  } else if (va.dwords == 1) {
    if (!idxen && !offen) return missingForm();
    if (addr64) return c.fail(p.tok(Mod::Addr64).col, kInvalidOperand);
    if (idxen && offen) return c.fail(p.tok(Mod::Offen).col, kInvalidOperand);
  } else {
    if (!(idxen && offen) && !addr64) {
      if (idxen) return tooFew(p);
      if (offen) return c.fail(p.tok(Mod::Offen).col, kInvalidOperand);
      return missingForm();
    }
    if (addr64 && (idxen || offen)) return c.fail(p.tok(Mod::Addr64).col, kInvalidOperand);
  }
  if (!finishMismatch(p)) return false;
  if ((info.flags & kMemLdsDirect) && !p.has(Mod::Lds)) return tooFew(p);
  // Fields.
  if (hasData && !ldsForm) in[F::VDATA] = ops[0].code - opnd::kVgpr0;
  in[F::VADDR] = va.isOff ? 0 : va.code - opnd::kVgpr0;
  const Sreg& rs = ops[size_t(addrIndex + 1)];  // addrIndex is -1 without an address
  in[F::SRSRC] = rs.code;
  in[F::SOFFSET] = *soffsetCode(ops[size_t(addrIndex + 2)], p.g);
  in[F::OFFEN] = offen;
  in[F::IDXEN] = idxen;
  in[F::ADDR64] = addr64;
  in[F::LDS] = p.has(Mod::Lds);
  in[F::TFE] = tfe;
  if (p.has(Mod::Offset)) {
    const ModToken& t = p.tok(Mod::Offset);
    if (t.value < 0 || t.value > 0xffff) return c.fail(t.col, "expected a 16-bit unsigned offset");
    if (t.value > 0xfff) return c.fail(t.col, "expected a 12-bit unsigned offset");
    in[F::OFFSET] = uint32_t(t.value);
  }
  if (mtbuf) in[F::FORMAT] = p.has(Mod::Format) ? uint32_t(p.tok(Mod::Format).value) : 1;
  if (!accOperands(p, ops, n, [&](int i) { return i == 0 && hasData && !ldsForm ? F::VDATA : F::VADDR; })) return false;
  setCpol(p);
  // GFX10 buffer atomics have no DLC bit: LLVM accepts the word and encodes nothing.
  if (info.flags & kAtomic) in[F::DLC] = 0;
  return checkAtomicReturn(p, (info.flags & kAtomic) && p.has(Mod::Glc));
}

// ---- FLAT / GLOBAL / SCRATCH ---------------------------------------------------------------------

bool parseFlat(Parser& p) {
  Ctx& c = p.c;
  const OpInfo& info = p.info;
  Instruction& in = p.inst;
  const Gen g = p.g;
  std::array<Sreg, 6> ops{};
  int n = 0;
  // After the operands, scc is the cache bit of gfx90a, not the register (an atomic's result is optional, and the
  // LDS form of a load has none).
  const OperandSpec* dst = info.operand(F::VDST);
  const bool fewer = dst && (dst->optional || (info.modifiers & kModLds));
  const size_t sccFrom = size_t(info.numOperands - (fewer ? 1 : 0));  // (elsewhere: "not supported on this GPU")
  if (!readList(c, ops, n, sccFrom)) return false;
  if (!p.parseModifiers()) return false;
  // Operand list of this use: an optional vdst (atomics return it with glc) is present when all are given.
  const OperandSpec* vdst = info.operand(F::VDST);
  // The LDS-DMA form of a global/scratch load ("global_load_dword v[2:3], off lds") has no vdst.
  const bool ldsForm = p.has(Mod::Lds) && vdst && !vdst->optional;
  const bool optionalDst = vdst && (vdst->optional || ldsForm);
  const int all = info.numOperands;
  // A trailing non-register token is junk, not the optional operand.
  if (optionalDst && n >= all && !ops[size_t(n - 1)].isReg && !ops[size_t(n - 1)].isOff) {
    p.err.note(ops[size_t(n - 1)].col);
    --n;
  }
  // All operands written: the form with vdst, which takes no lds (LLVM names the modifier).
  if (ldsForm && n >= all) return c.fail(p.tok(Mod::Lds).col, kInvalidOperand);
  const bool withDst = !ldsForm && (!optionalDst || n >= all);
  const int want = withDst ? all : all - 1;
  const int first = withDst ? 0 : 1;
  const bool global = info.enc == Encoding::GLOBAL, scratch = info.enc == Encoding::SCRATCH;
  const OperandSpec* saddrSpec = info.operand(F::SADDR);
  // saddr decides the address width of GLOBAL.
  const Sreg* saddr = nullptr;
  for (int i = 0; i < std::min(n, want); ++i)
    if (info.operands[i + first].field == F::SADDR) saddr = &ops[size_t(i)];
  // GLOBAL has an instruction variant per address form (vaddr64 + off, vaddr32 + an SGPR pair) and, for
  // atomics, per return: when none matches, LLVM's matcher names the furthest operand any variant reached.
  bool preNull = false;
  for (int i = 0; i < n; ++i) preNull |= ops[size_t(i)].isReg && ops[size_t(i)].code == opnd::kNull && !p.can.nullRegister;
  if (global && saddrSpec && !preNull) {
    auto pairOk = [&](const Sreg& r) {
      return r.isReg && !r.isVgpr && r.dwords == 2 && r.code <= 127 && r.code != opnd::kM0Gfx6 &&
             r.code != opnd::kExecLo && r.code < 125;
    };
    int best = -1;
    bool anyOk = false;
    for (int dst = optionalDst ? 0 : 1; dst <= (ldsForm ? 0 : 1); ++dst) {
      for (int form = 0; form < 2; ++form) {  // 0: vaddr64 + off, 1: vaddr32 + saddr
        int idx = 0, bad = -1;
        for (int k = 0; k < all && bad < 0; ++k) {
          const OperandSpec& s = info.operands[k];
          if (&s == vdst && optionalDst && !dst) continue;
          if (idx >= n) {
            bad = n;
            break;
          }
          const Sreg& r = ops[size_t(idx)];
          bool ok;
          if (s.field == F::SADDR) ok = form == 0 ? r.isOff : pairOk(r);
          else ok = r.isReg && r.isVgpr && r.dwords == (s.field == F::ADDR ? 2 - form : s.dwords);
          if (!ok) bad = idx;
          ++idx;
        }
        if (bad < 0 && idx < n) bad = idx;
        if (bad < 0) anyOk = true;
        else best = std::max(best, bad);
      }
    }
    if (!anyOk) {
      if (best >= n) return missingOperands(p);
      return c.fail(ops[size_t(best)].col, kInvalidOperand);
    }
  }
  for (int i = 0; i < std::min(n, want); ++i) {
    const OperandSpec& s = info.operands[i + first];
    const Sreg& r = ops[size_t(i)];
    switch (s.kind) {
      case OperandKind::VReg: {
        int need = s.dwords;
        if (s.field == F::ADDR && global && saddr && !saddr->isOff) need = 1;
        if (s.field == F::ADDR && global && !saddr) need = 2;
        if (!r.isReg || !r.isVgpr || r.dwords != need) return c.fail(r.col, kInvalidOperand);
        break;
      }
      case OperandKind::ScratchAddr:
        if (!r.isOff && !isVgprOf(r, 1)) return c.fail(r.col, kInvalidOperand);
        break;
      case OperandKind::FlatSaddr:
        if (r.isOff) break;
        if (r.isReg && r.code == opnd::kNull) {
          if (!p.can.nullRegister) return c.fail(r.col, "'null' operand is not supported on this GPU");
          if (global) return c.fail(r.col, kInvalidOperand);
          break;
        }
        if (!r.isReg || r.isVgpr || r.dwords != (scratch ? 1 : 2)) return c.fail(r.col, kInvalidOperand);
        if (r.code > 127 || (global && r.code == opnd::kM0Gfx6)) return c.fail(r.col, kInvalidOperand);
        if (scratch && r.code == opnd::kExecHi) return c.fail(r.col, kInvalidOperand);  // SReg_32_XEXEC_HI
        if (global && (r.code == opnd::kExecLo || r.code >= 125)) return c.fail(r.col, kInvalidOperand);
        break;
      default: break;
    }
  }
  if (n > want) return c.fail(ops[size_t(want)].col, kInvalidOperand);
  if (n < want) return missingOperands(p);
  if (!finishMismatch(p)) return false;
  if (!p.lateError()) return false;
  (void)saddrSpec;
  for (int i = 0; i < want; ++i) {
    const OperandSpec& s = info.operands[i + first];
    const Sreg& r = ops[size_t(i)];
    switch (s.kind) {
      case OperandKind::VReg: in[s.field] = r.code - opnd::kVgpr0; break;
      case OperandKind::ScratchAddr: in[s.field] = r.isOff ? 0 : r.code - opnd::kVgpr0; break;
      case OperandKind::FlatSaddr:
        in[F::SADDR] = r.isOff ? (p.can.nullRegister ? opnd::kNull : 0x7f) : r.code;
        break;
      default: break;
    }
  }
  if (scratch) {
    // SCRATCH: an address VGPR and an SGPR base together are not an addressing mode (GFX9/10).
    const Sreg* va = nullptr;
    const Sreg* sa = nullptr;
    for (int i = 0; i < want; ++i) {
      if (info.operands[i + first].kind == OperandKind::ScratchAddr) va = &ops[size_t(i)];
      if (info.operands[i + first].kind == OperandKind::FlatSaddr) sa = &ops[size_t(i)];
    }
    if (va && sa && flatScratchSvs(c.t.features)) {
      // gfx940+: a VGPR, an SGPR, both or neither; SVE says whether the VGPR is used.
      in[F::LDS] = !va->isOff;
      if (va->isOff && sa->isOff) in[F::SADDR] = 0x7f;
    } else if (va && sa) {
      const bool vOff = va->isOff, sOff = sa->isOff;
      if (!vOff && !sOff) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
      // (GFX10.1 has "off, off" only in the LDS-DMA form; GFX9 has no code for it, its off is "v0, off")
      if (vOff && sOff && !p.can.flatNoAddr && !(ldsForm && p.can.nullRegister))
        return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
      if (!vOff && sa->isReg && sa->code == opnd::kNull) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
      if (vOff && sOff) in[F::SADDR] = 0x7f;
      // GFX10 "off, null" has the bytes of "v0, off"; LLVM prints it as written.
      if (vOff && sa->isReg && sa->code == opnd::kNull) {
        for (int i = 0; i < want; ++i) {
          const OperandKind k = info.operands[i + first].kind;
          if (k == OperandKind::ScratchAddr) c.out.overrideText[i + first] = "off";
          if (k == OperandKind::FlatSaddr) c.out.overrideText[i + first] = "null";
        }
      }
    }
  }
  if (!saddrSpec && p.can.nullRegister) in[F::SADDR] = opnd::kNull;
  const FieldPos* offsetField = layoutFor(info.enc, g)->find(F::OFFSET);
  if (p.has(Mod::Offset) && offsetField) {  // (GFX7/8 FLAT has none: only offset:0 got here)
    const ModToken& t = p.tok(Mod::Offset);
    // The offset field is signed for global and scratch; the flat segment takes only its non-negative half.
    const FieldPos* fp = offsetField;
    const bool flat = info.enc == Encoding::FLAT;
    const int bits = int(fp->width) - (flat ? 1 : 0);
    const int64_t hi = (int64_t(1) << (fp->width - 1)) - 1, lo = flat ? 0 : -hi - 1;
    if (t.value < lo || t.value > hi)
      return c.fail(t.col, "expected a " + std::to_string(bits) + (flat ? "-bit unsigned offset" : "-bit signed offset"));
    in[F::OFFSET] = uint32_t(t.value) & uint32_t((1u << fp->width) - 1);
  }
  if (p.has(Mod::Lds)) in[F::LDS] = 1;
  if (!accOperands(p, ops, want, [&](int i) { return info.operands[i + first].field; })) return false;
  setCpol(p);
  if (info.flags & kAtomic) return checkAtomicReturn(p, withDst && optionalDst);
  return true;
}

// ---- MIMG ----------------------------------------------------------------------------------------------

bool parseMimg(Parser& p) {
  Ctx& c = p.c;
  const OpInfo& info = p.info;
  Instruction& in = p.inst;
  const Gen g = p.g;
  const bool bvh = (info.traits & kTraitBvh) != 0;
  p.err.firstWins = true;
  std::array<Sreg, 6> ops{};
  int n = 0;
  if (!readList(c, std::span(ops).first(1), n)) return false;
  // vaddr: a tuple, or a bracketed list (GFX10 NSA; before GFX10 a list of consecutive VGPRs)
  std::array<int, 16> nsa{};
  int nsaCount = 0;
  bool nsaList = false;
  int vaddrCol = 0;
  if (n == 1) {
    comma(c);
    c.s.skipSpace();
    vaddrCol = c.s.col();
    if (c.s.peek() == '[') {
      ++c.s.pos;
      nsaList = true;
      for (;;) {
        c.s.skipSpace();
        RegToken r = readRegister(c, true);
        if (!r.isRegister)
          return c.fail(r.col, p.can.mimgDim ? "expected a register" : "expected a register or a list of registers");
        if (!r.error.empty()) return c.fail(r.col, r.error);
        if (!isVgprCode(r.reg.code) || r.reg.dwords != 1 || nsaCount >= 16) {
          if (!p.can.mimgDim) return c.fail(r.col, kInvalidOperand);
          // LLVM reads the whole list first; the matcher refuses the register afterwards.
          p.err.note(r.col);
          if (nsaCount >= 16) return c.fail(r.col, kInvalidOperand);
        }
        if (!p.can.mimgDim && nsaCount > 0 && r.reg.code - opnd::kVgpr0 != nsa[size_t(nsaCount - 1)] + 1)
          return c.fail(r.col, "registers in a list must have consecutive indices");
        nsa[size_t(nsaCount++)] = r.reg.code - opnd::kVgpr0;
        c.s.skipSpace();
        if (c.s.accept(']')) break;
        if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma or a closing square bracket");
      }
      ops[1].present = ops[1].isReg = ops[1].isVgpr = true;
      ops[1].col = vaddrCol;
      ops[1].code = uint16_t(opnd::kVgpr0 + nsa[0]);
      ops[1].dwords = nsaCount;
      if (!p.can.mimgDim) nsaList = false;  // a plain tuple written as a list
      n = 2;
      std::array<Sreg, 3> rest{};
      int m = 0;
      comma(c);
      if (!readList(c, rest, m)) return false;
      for (int i = 0; i < m; ++i) ops[size_t(2 + i)] = rest[size_t(i)];
      n += m;
    } else {
      std::array<Sreg, 4> rest{};
      int m = 0;
      if (!readList(c, rest, m)) return false;
      for (int i = 0; i < m; ++i) ops[size_t(1 + i)] = rest[size_t(i)];
      n += m;
    }
  }
  p.mimgShift = std::max(n - info.numOperands, 0) + (nsaList && nsaCount > 1 ? nsaCount + 1 : 0);
  if (!p.parseModifiers()) return false;
  const int want = info.numOperands;
  const bool tfe = p.has(Mod::Tfe);
  for (int i = 0; i < std::min(n, want); ++i) {
    const OperandSpec& s = info.operands[i];
    const Sreg& r = ops[size_t(i)];
    if (s.kind == OperandKind::VReg) {
      if (!r.isReg || !r.isVgpr || r.dwords > 5) return c.fail(r.col, kInvalidOperand);
      if (bvh && r.dwords != 4) return c.fail(r.col, kInvalidOperand);
    } else if (s.kind == OperandKind::ImgAddr) {
      if (!r.isReg || !r.isVgpr) return c.fail(r.col, kInvalidOperand);
      if (!bvh && !nsaList && !mimgPreGfx10AddressOk(info, r.dwords)) return c.fail(r.col, kInvalidOperand);
      const int bvhWords = (info.traits & kTraitBvh64) ? 12 : 11;
      if (bvh && !nsaList && r.dwords != bvhWords && r.dwords != bvhWords - 3) return c.fail(r.col, kInvalidOperand);
    } else if (s.kind == OperandKind::SReg) {
      if (!sgprTuple(r, s.dwords)) return c.fail(r.col, kInvalidOperand);
    }
  }
  if (n > want) return c.fail(ops[size_t(want)].col, kInvalidOperand);
  if (n < want) return missingOperands(p);
  if (!finishMismatch(p)) return false;
  if (!p.lateError()) return false;
  const bool a16 = p.has(Mod::A16), d16 = p.has(Mod::D16);
  // LLVM keeps the low 4 bits for its data size check, and gcnkit then refuses the others.
  uint32_t dmask = p.has(Mod::Dmask) ? uint32_t(p.tok(Mod::Dmask).value) & 0xf : 0;
  const bool dmaskWide = p.has(Mod::Dmask) && (p.tok(Mod::Dmask).value < 0 || p.tok(Mod::Dmask).value > 0xf);
  int dim = p.has(Mod::Dim) ? int(p.tok(Mod::Dim).value) : -1;
  if (bvh) {
    const int need = ((info.traits & kTraitBvh64) ? 12 : 11) - (a16 ? 3 : 0);
    if (ops[1].dwords != need) return c.fail(c.mnemonicCol, "image address size does not match a16");
    dmask = 0xf;
  } else {
    if (p.can.mimgDim && dim < 0) return c.fail(c.mnemonicCol, "missing dim operand");
    // image_msaa_load reads MSAA resources only (2D_MSAA = 6, 2D_MSAA_ARRAY = 7); llvm-mc checks it first.
    if ((info.traits & kTraitMsaa) && dim >= 0 && dim < 6) return c.fail(p.tok(Mod::Dim).col, "invalid dim; must be MSAA type");
    // data size
    const bool gather = (info.traits & kTraitGather) != 0;
    int comps = gather ? 4 : std::max(std::popcount(dmask), 1);
    if (d16 && p.can.packedD16) comps = (comps + 1) / 2;
    comps += tfe ? 1 : 0;
    if (ops[0].dwords != comps)
      return c.fail(c.mnemonicCol, p.can.packedD16 && (info.modifiers & kModD16) ? "image data size does not match dmask, d16 and tfe"
                                                  : "image data size does not match dmask and tfe");
    if (dmaskWide) return c.fail(p.tok(Mod::Dmask).col, "invalid dmask: only 4 bits");
    // LLVM has no gather4 form whose packed d16 data comes with tfe (3 VGPRs); its matcher stops at the address.
    // (Found by the per-processor differential on gfx1012; the same on every packed-d16 processor.)
    if (gather && d16 && tfe && p.can.packedD16) return c.fail(ops[1].col, kInvalidOperand);
    if (p.can.mimgDim) {
      bool exact = false;
      auto words = mimgAddressWords(info, dim, a16, g, exact);
      const int have = ops[1].dwords;
      bool ok = words && have == *words;
      if (words && !nsaList) {
        int w = *words > 12 ? 16 : *words;
        ok = have == w || (have == 8 && w >= 5 && w <= 7);
      }
      if (!ok) return c.fail(c.mnemonicCol, "image address size does not match dim and a16");
    }
    if ((info.flags & kAtomic) && dmask != 1 && dmask != 3 && dmask != 0xf)
      return c.fail(p.has(Mod::Dmask) ? p.tok(Mod::Dmask).col : c.mnemonicCol, "invalid atomic image dmask");
    if (gather && std::popcount(dmask) != 1)
      return c.fail(p.has(Mod::Dmask) ? p.tok(Mod::Dmask).col : c.mnemonicCol,
                    "invalid image_gather dmask: only one bit must be set");
  }
  in[F::VDATA] = ops[0].code - opnd::kVgpr0;
  in[F::VADDR] = ops[1].code - opnd::kVgpr0;
  // The encoding does not say how many address VGPRs a tuple has; LLVM prints the one written.
  if (!nsaList && !bvh) {
    std::string text;
    appendRegister(text, ops[1].code, ops[1].dwords, c.t);
    c.out.overrideText[1] = std::move(text);
  }
  in[F::SRSRC] = ops[2].code;
  if (want > 3) in[F::SSAMP] = ops[3].code;
  in[F::DMASK] = dmask;
  in[F::UNORM] = p.has(Mod::Unorm) || bvh;
  in[F::R128] = p.has(Mod::R128) || (bvh && p.can.mimgDim);
  in[F::A16] = a16;
  in[F::TFE] = tfe;
  in[F::LWE] = p.has(Mod::Lwe);
  in[F::DA] = p.has(Mod::Da);
  in[F::D16] = d16;
  in[F::DIM] = dim < 0 ? 0 : uint32_t(dim);
  if (nsaList) {
    in[F::NSA] = uint32_t((nsaCount - 1 + 3) / 4);
    for (int i = 1; i < nsaCount; ++i) in.nsaAddr[size_t(i - 1)] = uint8_t(nsa[size_t(i)]);
  }
  if (!accOperands(p, ops, 2, [](int i) { return i == 0 ? F::VDATA : F::VADDR; })) return false;
  setCpol(p);
  return true;
}

template <class FieldOf>
bool accOperands(Parser& p, std::span<const Sreg> ops, int n, FieldOf fieldOf) {
  std::array<WrittenRegister, kMaxOperands + 2> w{};
  size_t k = 0;
  for (int i = 0; i < n && i < int(ops.size()) && k < w.size(); ++i)
    if (ops[size_t(i)].isReg && ops[size_t(i)].isVgpr) w[k++] = {fieldOf(i), ops[size_t(i)].isAgpr, ops[size_t(i)].col};
  return applyAccData(p.c, p.inst, std::span(w).first(k));
}

}  // namespace

bool parseVectorMemory(Ctx& c) {
  Parser p{c, c.info, c.out.inst, c.gen(), {}};
  switch (c.info.enc) {
    case Encoding::DS: return parseDs(p);
    case Encoding::MUBUF:
    case Encoding::MTBUF: return parseBuffer(p);
    case Encoding::FLAT:
    case Encoding::GLOBAL:
    case Encoding::SCRATCH: return parseFlat(p);
    case Encoding::EXP: return parseExp(p);
    case Encoding::MIMG: return parseMimg(p);
    default: return c.fail(c.mnemonicCol, kInvalidOperand);
  }
}

}  // namespace gcnkit
