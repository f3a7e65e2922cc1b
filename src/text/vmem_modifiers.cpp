// Modifiers of the vector memory and export instructions: their names (sc0/nt/sc1 on gfx940+), the order
// LLVM prints and accepts them in per family, and the reader that takes them after the operands with
// llvm-mc 22's diagnostics.
#include "isa/name_index.h"
#include "text/expr.h"
#include "text/vmem_parse_support.h"

namespace gcnkit::vmem_text {

namespace {

// The print (and accepted) order of modifiers in each family.
constexpr Mod kBufLdsOrder[] = {Mod::Format, Mod::Idxen, Mod::Offen, Mod::Addr64, Mod::Offset, Mod::Lds,
                                Mod::Glc, Mod::Tfe};  // buffer_store_lds_dword: lds before the cache policy
constexpr Mod kBufOrder[] = {Mod::Format, Mod::Idxen, Mod::Offen, Mod::Addr64, Mod::Offset, Mod::Glc,
                             Mod::Lds, Mod::Tfe};
constexpr Mod kDsOrder[] = {Mod::Offset, Mod::Offset0, Mod::Offset1, Mod::Gds};
constexpr Mod kMimgOrder[] = {Mod::Dmask, Mod::Dim, Mod::Unorm, Mod::Glc, Mod::R128, Mod::A16, Mod::Tfe,
                              Mod::Lwe, Mod::Da, Mod::D16};
constexpr Mod kFlatOrder[] = {Mod::Offset, Mod::Glc, Mod::Lds};
constexpr Mod kExpOrder[] = {Mod::Done, Mod::Compr, Mod::Vm, Mod::RowEn};

}  // namespace

std::optional<Mod> modByName(std::string_view w, const Target& t) {
  if (t.has(kFeatGfx940Insts)) {
    if (w == "sc0") return Mod::Glc;
    if (w == "nt") return Mod::Slc;
    if (w == "sc1") return Mod::Scc;
    if (w == "glc" || w == "slc" || w == "scc" || w == "dlc") return std::nullopt;  // (no GFX10 dlc either)
  }
  static const NameIndex<Mod> names{
      {"format", Mod::Format}, {"idxen", Mod::Idxen}, {"offen", Mod::Offen}, {"addr64", Mod::Addr64},
      {"offset", Mod::Offset}, {"offset0", Mod::Offset0}, {"offset1", Mod::Offset1}, {"dmask", Mod::Dmask},
      {"dim", Mod::Dim}, {"unorm", Mod::Unorm}, {"glc", Mod::Glc}, {"slc", Mod::Slc}, {"dlc", Mod::Dlc},
      {"scc", Mod::Scc}, {"r128", Mod::R128}, {"a16", Mod::A16}, {"lds", Mod::Lds}, {"tfe", Mod::Tfe},
      {"lwe", Mod::Lwe}, {"da", Mod::Da}, {"d16", Mod::D16}, {"gds", Mod::Gds}, {"done", Mod::Done},
      {"compr", Mod::Compr}, {"vm", Mod::Vm}, {"row_en", Mod::RowEn}, {"nv", Mod::Nv}, {"high", Mod::High}};
  const Mod* m = names.find(w);
  if (!m) return std::nullopt;
  return *m;
}

bool isCpol(Mod m) { return m == Mod::Glc || m == Mod::Slc || m == Mod::Dlc || m == Mod::Scc; }

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
    case Mod::RowEn: return kModRowEn;
    case Mod::Nv: return kModNv;
    case Mod::High: return kModHigh;
    default: return 0;
  }
}

// Whether LLVM tries the parser of the MIMG modifier `index` of its order at modifier position `slot`:
// within `index` positions after the regular operands of some variant, an NSA variant with k addresses
// moving them k + 1 positions on.
bool Parser::mimgSlotOk(int slot, int index) const {
  const int at = slot + mimgShift;
  if (at < 0) return false;  // (where a left-out operand stands: every variant has that operand there)
  if (at <= index && !mimgNoTupleVariant) return true;
  if (!can.mimgDim) return false;
  int lo = 0, hi = 0;
  mimgAddressRange(info, lo, hi);
  if (can.partialNsa) hi = std::min(hi, imageListEntries(info, g));
  for (int k = std::max(lo, 2); k <= hi; ++k)
    if (at >= k + 1 && at <= k + 1 + index) return true;
  return false;
}

// Whether the row (with per-generation rules) accepts a modifier at all.
bool Parser::accepts(Mod m) const {
  const Encoding e = info.enc;
  // GFX12 images: the words the row's layout (VIMAGE or VSAMPLE) has bits for.
  if (e == Encoding::MIMG && can.imageAddressFields) {
    const Layout* l = layoutFor(e, g, imageSamplerWord(info));
    if ((m == Mod::Unorm && !l->has(Field::UNORM)) || (m == Mod::Lwe && !l->has(Field::LWE)) || m == Mod::Da)
      return false;
  }
  const bool buf = e == Encoding::MUBUF || e == Encoding::MTBUF;
  switch (m) {
    case Mod::Addr64: return buf && can.addr64 && (info.modifiers & kModOffen);
    // The export bits a generation's layout has (GFX11: row_en, no compr or vm).
    case Mod::Compr: return (info.modifiers & kModCompr) && layoutFor(e, g)->has(Field::COMPR);
    case Mod::Vm: return (info.modifiers & kModVm) && layoutFor(e, g)->has(Field::VM);
    case Mod::RowEn: return (info.modifiers & kModRowEn) && layoutFor(e, g)->has(Field::ROW_EN);
    case Mod::Dlc: return e != Encoding::DS && e != Encoding::EXP && info.numOperands > 0;
    case Mod::Glc:  // (an atomic without a returning form here still takes the word: LLVM's validator refuses it)
      if ((info.flags & kAtomic) && (info.modifiers & kModSlc) && e != Encoding::DS) return true;
      return e != Encoding::DS && e != Encoding::EXP && (info.modifiers & modBit(m));
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
              ((e == Encoding::GLOBAL || e == Encoding::SCRATCH) && !flatScratchSvs(c.t.features, c.t.gen())));
    case Mod::Offset:
      if (isFlat(e)) return info.numOperands > 0;  // (GFX12's global_inv, global_wb, global_wbinv take none)
      return info.modifiers & kModOffset;
    case Mod::Gds:  // (rows that exist only without GDS still read the word: parseDs refuses it with LLVM's message)
      return (info.modifiers & kModGds) || dsGdsWordWithoutGds(inst.op, g);
    default: return info.modifiers & modBit(m);
  }
}

std::span<const Mod> Parser::order() const {
  switch (info.enc) {
    case Encoding::DS: return kDsOrder;
    case Encoding::MUBUF:
    case Encoding::MTBUF: return (info.flags & kMemLdsDirect) ? std::span<const Mod>(kBufLdsOrder) : kBufOrder;
    case Encoding::MIMG: return kMimgOrder;
    case Encoding::EXP: return kExpOrder;
    default: return kFlatOrder;
  }
}

int Parser::rank(Mod m) const {
  if (isCpol(m)) m = Mod::Glc;
  if (info.enc == Encoding::DS && (m == Mod::Offset0 || m == Mod::Offset1)) return m == Mod::Offset0 ? 0 : 1;
  auto o = order();
  for (size_t i = 0; i < o.size(); ++i)
    if (o[i] == m) return int(i);
  return -1;
}

// Whether the row accepts a modifier after position `rank` (LLVM still tries operand parsers there).
bool Parser::laterSlot(int rank) const {
  for (Mod m : order())
    if (this->rank(m) > rank && accepts(m)) return true;
  return false;
}

// Reads `:value` after a modifier name.
bool Parser::modValue(ModToken& t, Mod m) {
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

bool Parser::readCachePolicy12(int col, bool comma, bool& taken, int& lastRank) {
  taken = false;
  Scan probe = c.s;
  const std::string_view word = probe.ident();
  const Scan afterWord = probe;
  probe.skipSpace();
  const bool nv = word == "nv", scale = word == "scale_offset";
  const bool named = (word == "th" || word == "scope") && probe.peek() == ':';
  if ((!nv && !scale && !named) || (info.traits & kTraitBvh)) return true;  // (the ray queries take no cache policy)
  if (nv || scale) {  // (bits: a value after them is an unknown token to llvm-mc 22)
    Scan colon = afterWord;
    colon.skipSpace();
    if (colon.peek() == ':') return c.fail(colon.col(), "unknown token in expression");
  }
  // One operand of LLVM's: a comma ends it, and a second th, scope, nv or scale_offset is a second such operand.
  if (comma && (cpol12.firstCol || nvCol || scaleOffsetCol)) return failMismatch(col);
  if (lastRank > rank(Mod::Glc)) {  // (after tfe: no variant has the policy there)
    noteBadCpol(col);
    skipWord(c);
    taken = true;
    return true;
  }
  // nv and scale_offset: bits of GFX12.5's words (GFX12: refused after matching, as llvm-mc 22 reports it, scale_offset
  // first); whether the instruction may scale its offset is the family's check (checkScaleOffset).
  const Layout* layout = layoutFor(info.enc, g);
  if (nv || scale) {
    int& seen = nv ? nvCol : scaleOffsetCol;
    if (seen) return failMismatch(col);
    seen = col;
    c.s = afterWord;
    const Field f = nv ? F::NV : F::SCALE_OFFSET;
    if (layout->has(f)) inst[f] = 1;
    else if (scale && scaleOffsetOnGpu(g)) {
      // (the family has no such bit there: checkScaleOffset refuses it for the instruction)
    } else if (!lateCol || (scale && lateMsg == "nv is not supported on this GPU"))
      late(col, nv ? "nv is not supported on this GPU" : "scale_offset is not supported on this GPU");
  } else if (gcnkit::readCachePolicy(c, cpol12, kInvalidOperand) == CachePolicyRead::Failed) {
    return c.diag.message == kInvalidOperand ? failMismatch(c.diag.col) : false;  // (a second th or scope: a mismatch)
  }
  if (!firstModCol) firstModCol = col;
  lastRank = rank(Mod::Glc);
  if (!prevCpol) ++slot;  // (th, scope and nv together: one operand, one position)
  prevCpol = true;
  taken = true;
  return true;
}

// All modifiers after the operands. `lastRank` is the position of the previous one.
bool Parser::parseModifiers() {
  int lastRank = -1;
  for (;;) {
    c.s.skipSpace();
    const bool comma = c.s.peek() == ',';
    if (comma) {
      ++c.s.pos;
      c.s.skipSpace();
    }
    if (c.s.atEnd()) return true;
    const int col = c.s.col();
    if (thScope()) {
      bool taken = false;
      if (!readCachePolicy12(col, comma, taken, lastRank)) return false;
      if (taken) continue;
    }
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
    // (GFX12: glc, slc, dlc and scc are no policy words, each an operand of its own)
    const bool cpolTok = m && isCpol(*m) && !valued && word == name && !thScope();
    const int curSlot = cpolTok && prevCpol ? slot - 1 : slot;
    if (!(cpolTok && prevCpol)) ++slot;
    prevCpol = cpolTok;
    if (!m || word.empty() || valued != needsValue || word != name) {
      noteModifier(col);
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
    if (*m == Mod::Scc && !c.t.has(kFeatGfx90aInsts) && !thScope() && (accepts(Mod::Glc) || accepts(Mod::Slc)))
      return c.fail(col, "scc modifier is not supported on this GPU");
    if (*m == Mod::A16 && !can.a16 && info.enc == Encoding::MIMG) return c.fail(col, "a16 modifier is not supported on this GPU");
    // LLVM's validator, after matching, refuses these.
    if (*m == Mod::D16 && !can.d16 && info.enc == Encoding::MIMG && (info.modifiers & kModD16) && !lateCol)
      late(col, "d16 modifier is not supported on this GPU");
    if (*m == Mod::R128 && !can.r128 && info.enc == Encoding::MIMG) return c.fail(col, "r128 modifier is not supported on this GPU");
    // (GFX7/8 FLAT: offset:0 is accepted, as it changes nothing)
    if (*m == Mod::Offset && isFlat(info.enc) && !can.flatOffset && t.value != 0 && !lateCol)
      late(col, "flat offset modifier is not supported on this GPU");
    if (isCpol(*m)) {
      if (thScope()) {  // (GFX12 has no glc, slc, dlc or scc word: LLVM reads it as a policy operand and refuses it)
        noteBadCpol(col);
        if (info.enc != Encoding::MIMG) lastRank = rank(Mod::Glc);  // (images: by slot, mimgSlotOk)
        continue;
      }
      if (!accepts(*m)) {
        noteModifier(col);
        continue;
      }
      if (has(*m)) return c.fail(col, "duplicate cache policy modifier");
      const int r = rank(*m);
      if (r < lastRank) { noteModifier(col); continue; }
      lastRank = r;
      mods[size_t(*m)] = t;
      continue;
    }
    const int r = rank(*m);
    if (valued && (!accepts(*m) || r < 0)) return c.fail(col, kNotValid);
    if (valued && info.enc == Encoding::MIMG && !mimgSlotOk(curSlot, *m == Mod::Dmask ? 0 : 1)) return c.fail(col, kNotValid);
    if (valued && (r <= lastRank || has(*m)) &&
        (!laterSlot(lastRank) || info.enc == Encoding::DS || (info.flags & kMemLdsDirect)))
      return badCpolCol && misalignedCol ? failMismatch(col) : c.fail(col, kNotValid);  // (after GFX12's glc: a mismatch)
    if (!accepts(*m) || r < 0 || r <= lastRank || has(*m)) {
      if (!misplaced[size_t(*m)]) misplaced[size_t(*m)] = col;
      noteModifier(col);
      continue;
    }
    lastRank = r;
    mods[size_t(*m)] = t;
  }
}

}  // namespace gcnkit::vmem_text
