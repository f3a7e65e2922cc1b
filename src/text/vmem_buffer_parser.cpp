// MUBUF and MTBUF operands: vdata (or the LDS-DMA form without it), the address forms offen/idxen/addr64,
// the resource, SOFFSET, and MTBUF's format (dfmt:/nfmt: before GFX10, format:N or format:[names] after).
#include "text/expr.h"
#include "text/vmem_parse_support.h"

namespace gcnkit::vmem_text {

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
      if (auto u = unifiedFormatCode(id, can.unifiedFormat ? c.t.gen() : Gen::GFX10)) {
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
    auto u = unifiedFromSplit(dfmt, nfmt, c.t.gen());
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

bool parseBuffer(Parser& p) {
  Ctx& c = p.c;
  const OpInfo& info = p.info;
  Instruction& in = p.inst;
  const bool mtbuf = info.enc == Encoding::MTBUF;
  if (info.numOperands == 0) {  // (cache controls: gfx940's buffer_wbl2/buffer_inv take the policy bits)
    if (!p.parseModifiers() || !finishMismatch(p)) return false;
    if (!setCpol(p)) return false;
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
    // A load with an LDS form takes modifiers where the others take soffset. The word scc is a modifier only
    // where the processor has one of that name: gfx940-insts processors (sc0/nt/sc1) read it as src_scc.
    const int sccFrom = (hasData && p.accepts(Mod::Lds) ? 3 : 4) - n;
    const size_t sccModifierFrom = modByName("scc", c.t) ? size_t(std::max(sccFrom, 0)) : 99;
    if (!readList(c, std::span(more).first(size_t(n == 3 ? 3 : 2)), n2, sccModifierFrom)) return false;
    for (int i = 0; i < n2; ++i) ops[size_t(n + i)] = more[size_t(i)];
    n += n2;
  }
  // A valued modifier where an operand should stand, in a row with no LDS-DMA form (GFX11's loads): no variant
  // has a modifier there, so LLVM's operand parser refuses it before any matching.
  if (!mtbuf && hasData && !p.accepts(Mod::Lds) && n < info.numOperands) {
    Scan next = c.s;
    next.skipSpace();
    next.accept(',');
    next.skipSpace();
    if (atAnyValued(next)) return c.fail(next.col(), kNotValid);
  }
  p.noteMisaligned(std::span(ops).first(size_t(n)));
  if (!p.parseModifiers()) return false;
  if (preFormat.col) p.mods[size_t(Mod::Format)] = preFormat;
  // Which form: with vdata, or the LDS one without.
  // No AGPR memory data on the processor (gfx908 knows AGPRs): every variant stops at the first one.
  if (!c.t.has(kFeatGfx90aInsts))
    for (int i = 0; i < n; ++i)
      if (ops[size_t(i)].isAgpr) return c.fail(ops[size_t(i)].col, kInvalidOperand);
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
        if (d16 && p.can.d16 && p.can.otherD16Variants) {
          const int other = p.can.packedD16 ? d16Components(info) : (d16Components(info) + 1) / 2;
          if (r.dwords == other + (tfe ? 1 : 0)) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
        }
        if (r.dwords == need + 1 && !tfe && (info.modifiers & kModTfe)) return tooFew(p);
        if (r.dwords == need && tfe) return p.failAtModifier(p.tok(Mod::Tfe).col);
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
        if (!soffsetCode(r, p.g)) {
          // GFX12's 7-bit field holds no inline constant and no src_shared_base ... src_pops_exiting_wave_id: LLVM's
          // variants of other GPUs take them.
          const bool elsewhere = r.isFloat || (r.isImm && inlineIntCode(r.imm)) ||
                                 (r.isReg && r.code >= opnd::kSrcSharedBase && r.code <= opnd::kSrcPopsExitingWaveId);
          return elsewhere ? c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode") : c.fail(r.col, kInvalidOperand);
        }
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
    if (idxen || offen || addr64) return p.failAtModifier(p.tok(bad).col);
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
  if (!p.lateError()) return false;
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
    if (bufferOffsetBits(p.g) == 23) {  // GFX12 (as its scalar buffer loads)
      if (t.value < 0 || t.value >= int64_t(1) << 23) return c.fail(t.col, "expected a 23-bit unsigned offset for buffer ops");
    } else {
      if (t.value < 0 || t.value > 0xffff) return c.fail(t.col, "expected a 16-bit unsigned offset");
      if (t.value > 0xfff) return c.fail(t.col, "expected a 12-bit unsigned offset");
    }
    in[F::OFFSET] = uint32_t(t.value);
  }
  if (mtbuf) in[F::FORMAT] = p.has(Mod::Format) ? uint32_t(p.tok(Mod::Format).value) : 1;
  if (!checkScaleOffset(p, false)) return false;  // (GFX12.5: no buffer word scales its offset)
  if (!accOperands(p, ops, n, [&](int i) { return i == 0 && hasData && !ldsForm ? F::VDATA : F::VADDR; })) return false;
  if (!setCpol(p)) return false;
  // GFX10 buffer atomics have no DLC bit: LLVM accepts the word and encodes nothing.
  if ((info.flags & kAtomic) && !p.can.bufferAtomicDlc) in[F::DLC] = 0;
  // An atomic without a returning form on this processor takes glc as a word, but no variant matches with it.
  if ((info.flags & kAtomic) && p.has(Mod::Glc) && !(info.modifiers & kModGlc))
    return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  return checkAtomicReturn(p, (info.flags & kAtomic) && p.has(Mod::Glc));
}

}  // namespace gcnkit::vmem_text
