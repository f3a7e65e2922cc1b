// FLAT, GLOBAL and SCRATCH operands: the optional returned value of atomics, GLOBAL's two address forms
// (64-bit VGPR address, or 32-bit VGPR offset and an SGPR pair), SCRATCH's VGPR/SGPR address modes, the
// signed or unsigned offset, and the LDS-DMA form of loads.
#include <string>
#include "text/vmem_parse_support.h"

namespace gcnkit::vmem_text {

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
  p.noteMisaligned(std::span(ops).first(size_t(n)));
  // A valued modifier (offset:4) where an operand should stand: LLVM tries its parser only at the place some
  // variant has it, after all operands or all but the vdst an atomic may leave out or the LDS form lacks;
  // elsewhere it is no operand, a parse error before any later word's. (At that place, the operands missing
  // are a mismatch there.)
  const bool shortForm = dst && (dst->optional || p.accepts(Mod::Lds));
  if (n < info.numOperands && !(shortForm && n == info.numOperands - 1)) {
    Scan next = c.s;
    next.skipSpace();
    next.accept(',');
    next.skipSpace();
    if (atAnyValued(next)) return c.fail(next.col(), kNotValid);
  }
  if (!p.parseModifiers()) return false;
  auto missing = [&] { return p.firstModCol ? c.fail(p.firstModCol, kInvalidOperand) : tooFew(p); };
  // Operand list of this use: an optional vdst (atomics return it with glc) is present when all are given.
  const OperandSpec* vdst = info.operand(F::VDST);
  // The LDS-DMA form of a global/scratch load ("global_load_dword v[2:3], off lds") has no vdst.
  const bool ldsForm = p.has(Mod::Lds) && vdst && !vdst->optional;
  const bool optionalDst = vdst && (vdst->optional || ldsForm);
  const int all = info.numOperands;
  // Trailing non-register tokens are junk, not the optional operand (gfx940's glc and slc too): the first is
  // where every variant of LLVM's matcher stops, before any modifier after it.
  if (optionalDst && n >= all) {
    int k = n;
    while (k > all - 1 && !ops[size_t(k - 1)].isReg && !ops[size_t(k - 1)].isOff) --k;
    if (k < n) {
      p.err = Errors{};
      p.err.note(ops[size_t(k)].col);
    }
    n = k;
  }
  // All operands written: the form with vdst, which takes no lds (LLVM names the modifier).
  if (ldsForm && n >= all) return c.fail(p.tok(Mod::Lds).col, kInvalidOperand);
  bool withDst = !ldsForm && (!optionalDst || n >= all);
  int want = withDst ? all : all - 1;
  int first = withDst ? 0 : 1;
  const bool global = info.enc == Encoding::GLOBAL, scratch = info.enc == Encoding::SCRATCH;
  // gfx908 has AGPRs but no AGPR memory data. LLVM's matcher weighs the AGPR-data variant of a returning atomic
  // (every data register an AGPR) when the first operand is an AGPR, else the VGPR variants only: it stops at the
  // first register of the other file; a text the AGPR variant fits is refused as not for this GPU, but where no
  // returning form exists here (then, as with VGPRs, below).
  if (c.t.has(kFeatMaiInsts) && !c.t.has(kFeatGfx90aInsts)) {
    const bool accVariant = withDst && optionalDst && (info.flags & kAtomic) && n > 0 && ops[0].isAgpr;
    for (int i = 0; i < std::min(n, want); ++i) {
      const Field f = info.operands[i + first].field;
      if (ops[size_t(i)].isAgpr != (accVariant && (f == F::VDST || f == F::VDATA)))
        return c.fail(ops[size_t(i)].col, kInvalidOperand);
    }
    if (accVariant && n == want && (info.modifiers & kModGlc))
      return c.fail(c.mnemonicCol, info.enc == Encoding::FLAT ? "invalid register class: agpr loads and stores not supported on this GPU"
                                                              : "operands are not valid for this GPU or mode");
  }
  // An atomic without a returning form on this processor (its row takes no glc, gfx908's f32 adds): LLVM's
  // matcher has no variant with vdst. A modifier after all operands has no place there; an SGPR-pair saddr
  // makes the operands "not valid for this GPU", and otherwise the matcher stops at the last operand.
  if (withDst && optionalDst && (info.flags & kAtomic) && !(info.modifiers & kModGlc)) {
    if (p.firstModValued) return c.fail(p.firstModCol, kNotValid);
    const Sreg& last = ops[size_t(all - 1)];
    if (info.operands[all - 1].field == F::SADDR && last.isReg && !last.isVgpr && last.dwords == 2)
      return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
    return c.fail(last.col, kInvalidOperand);
  }
  // The result's width: the row's, halved in wave64 for global_load_tr_* (LLVM's table holds both modes' variants, its
  // matcher refusing the other mode's as "not valid for this GPU or mode").
  const int resultDwords = dst ? flatResultDwords(info, *dst, c.t.wave32) : 0;
  const int otherModeDwords = dst && (info.traits & kTraitWaveData) ? flatResultDwords(info, *dst, !c.t.wave32) : 0;
  auto resultWidthKnown = [&](const Sreg& r) { return r.dwords && (r.dwords == resultDwords || r.dwords == otherModeDwords); };
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
    // LLVM's table has the LDS-DMA form of a global load (no vdst, `lds` after) on every processor, and its matcher
    // tries it when the text has no (accepted) lds too: it then stops at the missing word, and on gfx940+, which
    // lack the form, its `off` variant stops at saddr (llvm-mc 22: `global_load_dword v[2:3], off` is "too few
    // operands" on gfx900, an invalid `off` on gfx942).
    const bool ldsCandidate = (info.modifiers & kModLds) && vdst && !vdst->optional && !ldsForm;
    for (int dst = optionalDst || ldsCandidate ? 0 : 1; dst <= (ldsForm ? 0 : 1); ++dst) {
      for (int form = 0; form < 2; ++form) {  // 0: vaddr64 + off, 1: vaddr32 + saddr
        int idx = 0, bad = -1;
        for (int k = 0; k < all && bad < 0; ++k) {
          const OperandSpec& s = info.operands[k];
          if (&s == vdst && (optionalDst || ldsCandidate) && !dst) continue;
          if (idx >= n) {
            bad = n;
            break;
          }
          const Sreg& r = ops[size_t(idx)];
          bool ok;
          if (s.field == F::SADDR) ok = form == 0 ? r.isOff : pairOk(r);
          else if (s.field == F::VDST) ok = r.isReg && r.isVgpr && (resultWidthKnown(r) || vgprsFor(r, s) == s.dwords);
          else ok = r.isReg && r.isVgpr && r.dwords == (s.field == F::ADDR ? 2 - form : s.dwords);
          if (!ok) bad = idx;
          ++idx;
        }
        if (bad < 0 && idx < n) bad = idx;
        if (ldsCandidate && !dst) {
          const int saddrAt = all - 2;  // (the candidate's operands: vaddr, saddr)
          if (form == 0 && flatScratchSvs(c.t.features, c.t.gen()) && (bad < 0 || bad > saddrAt)) bad = saddrAt;
          if (bad < 0) bad = n;  // the lds word is what it lacks
        }
        if (bad < 0) anyOk = true;
        else best = std::max(best, bad);
      }
    }
    if (!anyOk) {
      if (best >= n) return missing();
      return c.fail(ops[size_t(best)].col, kInvalidOperand);
    }
  }
  // GFX11+: LLVM's table gives the flat segment GLOBAL's second address form too (a 32-bit VGPR offset and an SGPR
  // pair), which its matcher weighs and then refuses as not for this GPU; where neither form matches, it names the
  // furthest operand either reached (llvm-mc 22: `flat_load_b32 v5, v1` is "too few operands"). GFX12.5 has the form
  // (flatSegmentSaddr): its SGPR pair follows the row's operands.
  const Sreg* flatSaddr = nullptr;
  if (info.enc == Encoding::FLAT && p.can.flatSaddrVariant) {
    int best = -1;
    for (int dst = optionalDst ? 0 : 1; dst <= 1; ++dst) {
      for (int form = 0; form < 2; ++form) {  // 0: the row (a 64-bit VGPR address), 1: vaddr32 + an SGPR pair
        int idx = 0, bad = -1;
        for (int k = 0; k <= all && bad < 0; ++k) {
          const bool saddrSlot = k == all;
          if (saddrSlot && form == 0) break;
          const OperandSpec* s = saddrSlot ? nullptr : &info.operands[k];
          if (s == vdst && optionalDst && !dst) continue;
          if (idx >= n) {
            bad = n;
            break;
          }
          const Sreg& r = ops[size_t(idx)];
          const bool ok = saddrSlot ? (r.isReg && !r.isVgpr && r.dwords == 2 && r.code < opnd::kM0Gfx6)
                                    : (r.isReg && r.isVgpr && r.dwords == (s->field == F::ADDR ? 2 - form : s->dwords));
          if (!ok) bad = idx;
          ++idx;
        }
        if (bad < 0 && idx < n) bad = idx;
        if (bad < 0 && form == 0) {
          best = -2;  // the row's own form: parsed below
          break;
        }
        if (bad < 0 && p.can.flatSegmentSaddr) {
          flatSaddr = &ops[size_t(idx - 1)];
          best = -2;
          break;
        }
        if (bad < 0) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
        best = std::max(best, bad);
      }
      if (best == -2) break;
    }
    if (best >= n) return missing();
    if (best >= 0) return c.fail(ops[size_t(best)].col, kInvalidOperand);
    if (flatSaddr) {  // (the operands are the row's without the SGPR pair, which is read apart)
      --n;
      withDst = !optionalDst || n >= all;
      want = withDst ? all : all - 1;
      first = withDst ? 0 : 1;
    }
  }
  for (int i = 0; i < std::min(n, want); ++i) {
    const OperandSpec& s = info.operands[i + first];
    const Sreg& r = ops[size_t(i)];
    switch (s.kind) {
      case OperandKind::VReg: {
        int need = s.field == F::VDST ? resultDwords : s.dwords;
        if (s.field == F::VDST && r.isReg && r.isVgpr && r.dwords && r.dwords == otherModeDwords)
          return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
        if (s.field == F::ADDR && global && saddr && !saddr->isOff) need = 1;
        if (s.field == F::ADDR && global && !saddr) need = 2;
        if (s.field == F::ADDR && flatSaddr) need = 1;
        if (!r.isReg || !r.isVgpr || vgprsFor(r, s) != need) return c.fail(r.col, kInvalidOperand);
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
  if (n < want) return missing();
  // AGPR and VGPR data mixed: each variant stops at the data operand, before any modifier mismatch.
  if (!accOperands(p, ops, want, [&](int i) { return info.operands[i + first].field; })) return false;
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
    if (va && sa && flatScratchSvs(c.t.features, c.t.gen())) {
      // gfx940+: a VGPR, an SGPR, both or neither; SVE says whether the VGPR is used.
      in[F::LDS] = !va->isOff;
      if (va->isOff && sa->isOff && !p.can.nullRegister) in[F::SADDR] = 0x7f;  // (GFX11: off is null)
      // GFX11: `null` has the bytes of `off`; LLVM prints it as written.
      if (sa->isReg && sa->code == opnd::kNull)
        for (int i = 0; i < want; ++i)
          if (info.operands[i + first].kind == OperandKind::FlatSaddr) c.out.overrideText[i + first] = "null";
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
  if (!saddrSpec && p.can.nullRegister) in[F::SADDR] = flatSaddr ? flatSaddr->code : opnd::kNull;
  const FieldPos* offsetField = layoutFor(info.enc, g)->find(F::OFFSET);
  if (p.has(Mod::Offset) && offsetField) {  // (GFX7/8 FLAT has none: only offset:0 got here)
    const ModToken& t = p.tok(Mod::Offset);
    // The offset field is signed for global and scratch; the flat segment takes only its non-negative half.
    const FieldPos* fp = offsetField;
    const bool flat = !flatOffsetSigned(info, g);
    const int bits = int(fp->width) - (flat ? 1 : 0);
    const int64_t hi = (int64_t(1) << (fp->width - 1)) - 1, lo = flat ? 0 : -hi - 1;
    if (t.value < lo || t.value > hi)
      return c.fail(t.col, "expected a " + std::to_string(bits) + (flat ? "-bit unsigned offset" : "-bit signed offset"));
    in[F::OFFSET] = uint32_t(t.value) & uint32_t((1u << fp->width) - 1);
  }
  if (p.has(Mod::Lds)) in[F::LDS] = 1;
  // GFX12.5's scale_offset scales a VGPR offset: global's and the flat segment's beside an SGPR base, scratch's
  // wherever SVE says the VGPR is used (llvm-mc 22, after the offset's range).
  if (!checkScaleOffset(p, scaledVgprOffset(in, info))) return false;
  if (!setCpol(p)) return false;
  // GFX12: an atomic written without its result may still name a returning th (llvm-mc 22 prints it so).
  if ((info.flags & kAtomic) && optionalDst && !withDst && atomicReturns(in, info, g)) in[F::RESULT_UNWRITTEN] = 1;
  if (info.flags & kAtomic) return checkAtomicReturn(p, withDst && optionalDst);
  return true;
}

}  // namespace gcnkit::vmem_text
