// VALU modifiers written after the operands: VOP3 clamp/omod/op_sel, VOP3P op_sel_hi/neg_lo/neg_hi, SDWA selects,
// DPP controls (DPP16, DPP8, gfx90a's row_newbcast and the row_newbcast-only DPP of 64-bit operations) and
// gfx950's bitop3 truth table, in LLVM's orders and with its messages.
#include <fmt/format.h>

#include "text/valu_parser_state.h"

namespace gcnkit::valu_parsing {

// gfx90a+ DPP of an instruction with a 64-bit operand takes row_newbcast only (LLVM's message).
constexpr const char* kDpAluOnlyNewbcast = "DP ALU dpp only supports row_newbcast";

bool ValuParser::number(int64_t& v) {
  int col = 0;
  auto x = parseAbs(c, col);
  if (!x) return false;
  v = *x;
  return true;
}

bool ValuParser::list(int maxEntries, int maxValue, uint32_t bitsPer, ListResult& r) {
  if (!c.s.accept('[')) return c.fail(c.s.col(), "expected a left square bracket");
  for (;;) {
    int64_t v = 0;
    c.s.skipSpace();
    int col = c.s.col();
    if (!number(v)) return false;
    if ((v < 0 || v > maxValue) && !r.badValueCol) r.badValueCol = col;
    if (r.count < maxEntries) r.bits |= (uint32_t(v) & ((1u << bitsPer) - 1)) << (bitsPer * uint32_t(r.count));
    ++r.count;
    c.s.skipSpace();
    r.closeCol = c.s.col();
    if (r.count == 4 && !r.fifthCol && c.s.peek() == ',') r.fifthCol = c.s.col();
    if (c.s.accept(']')) break;
    if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma or a closing square bracket");
  }
  return true;
}

// op_sel, op_sel_hi, neg_lo, neg_hi: a list of up to four 0/1 entries.
bool ValuParser::bitList(std::string_view name, ListResult& l) {
  if (!list(8, 1, 1, l)) return false;
  if (l.badValueCol) return c.fail(l.badValueCol, "invalid " + std::string(name) + " value.");
  if (l.count > 4) return c.fail(l.fifthCol, "expected a closing square bracket");
  return true;
}

bool ValuParser::opSelListFails(int col) {
  c.s.pos = size_t(col - 1);
  c.s.ident();
  c.s.skipSpace();
  c.s.accept(':');  // (the caller found "op_sel" followed by ':')
  c.s.skipSpace();
  ListResult l;
  return !bitList("op_sel", l);
}

bool ValuParser::sel(uint32_t& v, std::string_view what) {
  Scan p = c.s;
  p.skipSpace();
  const int col = p.col();
  std::string_view w = p.ident();
  static constexpr std::string_view names[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
  for (uint32_t i = 0; i < 7; ++i)
    if (w == names[i]) { v = i; c.s = p; return true; }
  return c.fail(col, "invalid " + std::string(what) + " value");
}

// GFX6/7 have no clamp on integer results (the row clamps on later generations).
// GFX6/7: LLVM matches clamp on the VOP3 form of an operation that clamps on the next generation that has
// it (of the GFX6/7-only ones, the carries and compares, which write a lane mask), then rejects it for
// integers.
bool ValuParser::wideClampBit() const {
  if (vectorFeatures(g).integerClamp || !(info.hasE64(g) || isWideOnly(info))) return false;
  for (int k = genIndex(Gen::GFX8); k < kGenCount; ++k)
    if (info.existsOn(Gen(k))) return info.flagsOn(Gen(k)) & kVopClamp;
  for (int i = 0; i < info.numOperands; ++i)
    if (info.operands[i].kind == OperandKind::Mask) return true;
  return false;
}

bool ValuParser::integerClampOnly() const {
  return !vectorFeatures(g).integerClamp && (info.flags & kVopClamp) && !(info.flagsOn(g) & kVopClamp);
}

// Whether any variant of the row on this generation has the modifier; LLVM says "not a valid operand."
// for one that none has.
bool ValuParser::known(std::string_view w) const {
  const bool packed = info.enc == Encoding::VOP3P && (info.flagsOn(g) & kVopOpSel);
  if (w == "clamp") return (info.flagsOn(g) & kVopClamp) || hasSdwa() || integerClampOnly() || wideClampBit();
  if (w == "mul" || w == "div") return info.flagsOn(g) & kVopOmod;
  if (w == "op_sel") return (info.flagsOn(g) & kVopOpSel) && !fake16WithoutOpsel(info, c.t);
  if (w == "op_sel_hi") return packed;
  if (w == "bitop3") return hasBitop3(info);
  if (w == "byte_sel" || w == "scale_sel") return opSelSelector(info, g) && opSelSelector(info, g)->name == w;
  if (w == "neg_lo" || w == "neg_hi") return valuModifierFlags(info, c.t) & kVopNegLoHi;  // (not mix: -x and |x|)
  // v_nop and the like take DPP controls (printed bare) but no SDWA selects or VOP3 modifiers.
  if ((info.flagsOn(g) & kVopNoSrcs) && w != "clamp" && !hasDpp()) return false;
  if ((info.flagsOn(g) & kVopNoSrcs) && (w == "mul" || w == "div" || w.ends_with("_sel") || w == "dst_unused" ||
                                         w.starts_with("op_sel") || w.starts_with("neg_")))
    return false;
  if (w == "src0_sel") return hasSdwa();
  if (w == "src1_sel") return hasSdwa() && info.operand(Field::SRC1);
  if (w == "dst_sel" || w == "dst_unused") return hasSdwa() && info.enc != Encoding::VOPC && !sdwaWithoutDst(info);
  const bool dpp16 = vectorFeatures(g).dpp16;
  if (!hasDpp() && !dppElsewhere() && !hasE64Dpp()) return false;
  if (w == "row_share" || w == "row_xmask" || w == "dpp8" || w == "fi") return dpp16;
  if (w == "row_newbcast") return !dpp16 && c.t.has(kFeatGfx90aInsts);  // (gfx90a+: where GFX10 has row_share)
  if (w.starts_with("wave_") || w == "row_bcast") return !dpp16;
  return true;
}

bool ValuParser::modifiers() {
  for (;;) {
    c.s.skipSpace();
    if (c.s.peek() == ',') { ++c.s.pos; c.s.skipSpace(); }
    if (c.s.atEnd()) return true;
    const int col = c.s.col();
    Scan probe = c.s;
    std::string_view w = probe.ident();
    const Scan afterWord = probe;
    probe.skipSpace();  // "mul : 2" (LLVM's tokens may have blanks between them)
    const bool colon = probe.peek() == ':';
    if (!colon) probe = afterWord;
    auto take = [&] { c.s = probe; if (colon) ++c.s.pos; };
    auto isMod = [&](std::initializer_list<std::string_view> names) {
      for (std::string_view n : names)
        if (w == n) return true;
      return false;
    };
    const bool withValue = colon && isMod({"mul", "div", "op_sel", "op_sel_hi", "neg_lo", "neg_hi", "dst_sel",
                                           "dst_unused", "src0_sel", "src1_sel", "quad_perm", "dpp8", "row_shl",
                                           "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
                                           "row_bcast", "row_share", "row_xmask", "row_newbcast", "row_mask", "bank_mask",
                                           "bound_ctrl", "fi", "bitop3", "byte_sel", "scale_sel"});
    if (!colon && w == "high" && (info.modifiers & kModHigh)) {
      take();
      if (!interpHigh(col)) return false;
      continue;
    }
    if (colon && (w == "bound_ctrl" || w == "fi") && hasLaneSwapControls(info)) {
      take();
      if (!laneSwapControl(w, col)) return false;
      continue;
    }
    const bool bare = !colon && isMod({"clamp", "row_mirror", "row_half_mirror"});
    // An unknown "name:" is no operand at all; other stray words are expressions that match nothing,
    // reported (like duplicates) only after the variant is chosen, at the earliest offending column.
    if (!withValue && !bare) {
      if (colon) return c.fail(col, "not a valid operand.");
      ExprError err;
      if (!parseExpr(c.s, c.syms, true, err)) return c.fail(err.col, err.message);
      stray(col);
      continue;
    }
    if (!known(w) && colon) return c.fail(col, "not a valid operand.");
    if (!known(w)) {  // a bare word no variant has (row_mirror before GFX8): an expression that fits nothing
      ExprError err;
      if (!parseExpr(c.s, c.syms, true, err)) return c.fail(err.col, err.message);
      stray(col);
      if (w == "clamp") m.clampWordCol = col;  // (LLVM reads it as clamp all the same: the order rules below hold)
      continue;
    }
    // op_sel and the packed controls come before clamp and omod (LLVM's operand order; a VOP3 v_interp_*'s
    // op_sel comes after its high and clamp).
    const bool interp = info.traits & kTraitInterpWide;
    if (isMod({"op_sel", "op_sel_hi", "neg_lo", "neg_hi"}) && (m.clampCol || m.omodCol || m.selectorCol) && !interp)
      return c.fail(col, "not a valid operand.");
    // byte_sel and scale_sel come once, after op_sel and before clamp, omod and the DPP controls (LLVM's operand
    // order).
    const bool selector = w == "byte_sel" || w == "scale_sel";
    if (selector && (m.selectorCol || m.clampCol || m.clampWordCol || m.omodCol || m.dppCol))
      return c.fail(col, "not a valid operand.");
    if (m.dppCol && !m.vop3AfterDppCol && vectorFeatures(g).vop3Dpp &&
        isMod({"clamp", "mul", "div", "op_sel", "op_sel_hi", "neg_lo", "neg_hi"}))
      m.vop3AfterDppCol = col;
    take();
    int64_t v = 0;
    ListResult l;
    if (w == "clamp") {
      if (m.clampCol || m.omodCol || (interp && m.opselCol)) stray(col);  // clamp comes before omod (LLVM's order)
      else m.clampCol = col;
    } else if (w == "mul" || w == "div") {
      if (!number(v)) return false;
      if (m.omodCol) return c.fail(col, kInvalidOperand);
      if (w == "mul" && (v == 1 || v == 2 || v == 4)) m.omod = v == 1 ? 0 : v == 2 ? 1 : 2;
      else if (w == "div" && (v == 1 || v == 2)) m.omod = v == 1 ? 0 : 3;
      else return c.fail(col, w == "mul" ? "invalid mul value." : "invalid div value.");
      m.omodCol = col;
    } else if (w == "bitop3") {
      // The truth table comes first and once (LLVM's operand order); its value is taken modulo 256.
      if (m.bitop3Col || m.opselCol || m.clampCol) return c.fail(col, "not a valid operand.");
      if (!number(v)) {
        if (c.diag.message == kInvalidOperand) c.diag.message = "expected absolute expression";  // (a symbol)
        return false;
      }
      m.bitop3 = uint32_t(v) & 0xff;
      m.bitop3Col = col;
    } else if (selector) {
      if (!number(v)) {
        if (c.diag.message == kInvalidOperand) c.diag.message = "expected absolute expression";  // (a symbol)
        return false;
      }
      if (v < 0 || v > int64_t(opSelSelector(info, g)->maxValue)) return c.fail(col, fmt::format("invalid {} value.", w));
      m.selector = uint32_t(v);
      m.selectorCol = col;
    } else if (isMod({"op_sel", "op_sel_hi", "neg_lo", "neg_hi"})) {
      const bool opsel = w == "op_sel";
      if (!bitList(w, l)) return false;
      int& where = opsel ? m.opselCol : w == "op_sel_hi" ? m.opselHiCol : w == "neg_lo" ? m.negLoCol : m.negHiCol;
      if (where) return c.fail(col, kInvalidOperand);
      where = col;
      if (opsel) m.opsel = l.bits | uint32_t(l.count) << 8;
      // Sources not listed select 0; entries of sources the instruction lacks keep their default.
      else if (w == "op_sel_hi") m.opselHi = l.bits | ((7u << sourceCount(info)) & defaultOpSelHi(info) & 7u);
      else (w == "neg_lo" ? m.negLo : m.negHi) = l.bits;
    } else if (isMod({"dst_sel", "src0_sel", "src1_sel", "dst_unused"})) {
      bool& seen = w == "dst_sel" ? m.dstSelSeen : w == "src0_sel" ? m.src0SelSeen : w == "src1_sel" ? m.src1SelSeen
                                                                                                    : m.dstUnusedSeen;
      // LLVM reads them in the order dst_sel, dst_unused, src0_sel, src1_sel: a source select may come
      // back (the match fails there), a destination one only where the SDWA form also takes omod; a
      // compare's select (GFX9+) only once.
      const int order = w == "dst_sel" ? 0 : w == "dst_unused" ? 1 : w == "src0_sel" ? 2 : 3;
      const bool omodSdwa = vectorFeatures(g).sdwaScalar && (info.flagsOn(g) & kVopOmod) && !intResultFromFloat(info);
      const bool strictOrder = info.enc == Encoding::VOPC && vectorFeatures(g).sdwaScalar;
      if ((seen || order < m.sdwaOrder) && strictOrder) return c.fail(col, "not a valid operand.");
      if (order < m.sdwaOrder && !seen) {
        if (order < 2 && !omodSdwa) return c.fail(col, "not a valid operand.");
        stray(col);
      }
      m.sdwaOrder = std::max(m.sdwaOrder, order);
      if (seen) stray(col);
      seen = true;
      if (!m.sdwaCol) m.sdwaCol = col;
      if (w == "dst_unused") {
        Scan p = c.s;
        p.skipSpace();
        const int vcol = p.col();
        std::string_view u = p.ident();
        if (u == "UNUSED_PAD") m.dstUnused = 0;
        else if (u == "UNUSED_SEXT") m.dstUnused = 1;
        else if (u == "UNUSED_PRESERVE") m.dstUnused = 2;
        else return c.fail(vcol, "invalid dst_unused value");
        c.s = p;
      } else if (!sel(w == "dst_sel" ? m.dstSel : w == "src0_sel" ? m.src0Sel : m.src1Sel, w)) {
        return false;
      }
    } else if (w == "quad_perm") {
      if (!list(8, 3, 2, l)) return false;
      if (l.badValueCol) return c.fail(l.badValueCol, "expected a 2-bit value");
      if (l.count != 4) return c.fail(l.closeCol, l.count > 4 ? "expected a closing square bracket" : "expected a comma");
      m.dppCtrl = l.bits;
      if (!dppStart(col)) return false;
      if (dpAluDpp(info, c.t)) return c.fail(col, kDpAluOnlyNewbcast);
    } else if (w == "dpp8") {
      if (!list(16, 7, 3, l)) return false;
      if (l.badValueCol) return c.fail(l.badValueCol, "expected a 3-bit value");
      if (l.count != 8) return c.fail(l.closeCol, l.count > 8 ? "expected a closing square bracket" : "expected a comma");
      m.dpp8Sel = l.bits;
      m.dpp8 = true;
      if (!dppStart(col)) return false;
    } else if (auto ctrl = dppControlBase(w)) {
      c.s.skipSpace();
      const int vcol = c.s.col();
      if (colon && !number(v)) return false;
      uint32_t code = 0;
      if (w != "row_newbcast" && dpAluDpp(info, c.t)) return c.fail(col, kDpAluOnlyNewbcast);
      if (!dppControl(w, v, code, vcol)) return false;
      m.dppCtrl = code;
      if (!dppStart(col)) return false;
    } else {  // row_mask, bank_mask, bound_ctrl, fi: after a control (LLVM's operand order)
      if (!m.dppCtrlSet) return c.fail(col, "not a valid operand.");
      if (!dppControlOrder(w, col)) return false;
      if (!number(v)) return false;
      if (!m.dppCol) m.dppCol = col;
      if (w == "row_mask" || w == "bank_mask") {
        if (v < 0 || v > 15) return c.fail(col, "not a valid operand.");
        (w == "row_mask" ? m.rowMask : m.bankMask) = uint32_t(v);
      } else if (w == "bound_ctrl") {
        if (v != 0 && v != 1) return c.fail(col, "not a valid operand.");
        // LLVM encodes bound_ctrl:0 and bound_ctrl:1 alike before GFX11
        m.boundCtrl = vectorFeatures(c.gen()).boundCtrlAsWritten ? uint32_t(v) : 1;
      } else {
        if (v != 0 && v != 1) return c.fail(col, "not a valid operand.");
        m.fi = uint32_t(v);
      }
    }
  }
}

// A lane swap's bound_ctrl:N (N 0 or 1, either setting the bit, as in DPP) and fi:N (its low bit), as LLVM reads
// them: bound_ctrl only first ("not a valid operand." after either), a repeated fi fails the match there.
bool ValuParser::laneSwapControl(std::string_view w, int col) {
  int64_t v = 0;
  if (w == "bound_ctrl" && m.laneSwapCol) return c.fail(col, "not a valid operand.");
  if (!number(v)) return false;
  if (w == "bound_ctrl") {
    if (v != 0 && v != 1) return c.fail(col, "invalid bound_ctrl value.");
    m.laneSwapBits |= 2;
  } else {
    if (m.laneSwapFiCol) stray(col);
    m.laneSwapFiCol = col;
    m.laneSwapBits |= uint32_t(v) & 1;
  }
  if (!m.laneSwapCol) m.laneSwapCol = col;
  return true;
}

// The DPP16 controls follow the dpp control in the order row_mask, bank_mask, bound_ctrl, fi, each once;
// DPP8 takes fi only. LLVM reads row_mask only right after the control ("not a valid operand." later on);
// any other repeated or misplaced control fails the match there.
bool ValuParser::dppControlOrder(std::string_view w, int col) {
  const int order = w == "row_mask" ? 1 : w == "bank_mask" ? 2 : w == "bound_ctrl" ? 3 : 4;
  if (order == 1 && m.dppOrder >= 1) return c.fail(col, "not a valid operand.");
  if (order <= m.dppOrder || (m.dpp8 && order != 4)) stray(col);
  m.dppOrder = std::max(m.dppOrder, order);
  return true;
}

void ValuParser::stray(int col) {
  if (!m.strayCol) m.strayCol = col;
}

bool ValuParser::dppStart(int col) {
  if (m.dppCtrlSet) return c.fail(col, kInvalidOperand);
  m.dppCtrlSet = true;
  if (!m.dppCol) m.dppCol = col;
  return true;
}

std::optional<uint32_t> ValuParser::dppControlBase(std::string_view w) {
  static constexpr std::pair<std::string_view, uint32_t> names[] = {
      {"row_shl", 0x100}, {"row_shr", 0x110}, {"row_ror", 0x120}, {"wave_shl", 0x130}, {"wave_rol", 0x134},
      {"wave_shr", 0x138}, {"wave_ror", 0x13c}, {"row_mirror", 0x140}, {"row_half_mirror", 0x141},
      {"row_bcast", 0x142}, {"row_share", 0x150}, {"row_xmask", 0x160}, {"row_newbcast", 0x150}};
  for (auto [n, code] : names)
    if (n == w) return code;
  return std::nullopt;
}

bool ValuParser::dppControl(std::string_view w, int64_t n, uint32_t& code, int col) {
  const uint32_t base = *dppControlBase(w);
  const bool gfx10 = vectorFeatures(g).dpp16;
  if (w == "row_shl" || w == "row_shr" || w == "row_ror") {
    if (n < 1 || n > 15) return c.fail(col, "invalid " + std::string(w) + " value");
    code = base + uint32_t(n);
  } else if (w.starts_with("wave_")) {
    if (gfx10) return c.fail(col, "wave_shl is not supported on GFX10+");
    if (n != 1) return c.fail(col, "invalid wave_shift value");
    code = base;
  } else if (w == "row_bcast") {
    if (gfx10) return c.fail(col, "row_bcast is not supported on GFX10+");
    if (n != 15 && n != 31) return c.fail(col, "invalid row_bcast value");
    code = n == 15 ? 0x142 : 0x143;
  } else if (w == "row_newbcast") {
    if (n < 0 || n > 15) return c.fail(col, "invalid row_newbcast value");
    code = base + uint32_t(n);
  } else if (w == "row_share" || w == "row_xmask") {
    if (!gfx10) return c.fail(col, "row_share and row_xmask are not supported on ASICs earlier than GFX10");
    if (n < 0 || n > 15) return c.fail(col, "invalid " + std::string(w) + " value");
    code = base + uint32_t(n);
  } else {
    code = base;
  }
  return true;
}

}  // namespace gcnkit::valu_parsing
