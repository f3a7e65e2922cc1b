// MIMG operands: data size against dmask/d16/tfe, the address as a tuple or a GFX10 NSA list with its size
// against dim/a16, BVH ray queries, and the dim modifier.
#include <bit>
#include <string>
#include "text/print_support.h"
#include "text/vmem_parse_support.h"

namespace gcnkit::vmem_text {

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
  std::array<NsaEntry, 16> entries{};  // (GFX11: each entry's VGPRs, for the partial-NSA variants)
  int nsaCount = 0;
  bool nsaList = false;
  bool otherGpu = false;  // only another generation's NSA variant takes the list
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
        if (p.can.partialNsa) {
          if (nsaCount >= 16) return c.fail(r.col, kInvalidOperand);
          entries[size_t(nsaCount)] = {isVgprCode(r.reg.code) ? r.reg.dwords : 0, r.col};
        } else if (!isVgprCode(r.reg.code) || r.reg.dwords != 1 || nsaCount >= 16) {
          if (!p.can.mimgDim) return c.fail(r.col, kInvalidOperand);
          // LLVM reads the whole list first; the matcher refuses the register afterwards.
          p.err.note(r.col);
          if (nsaCount >= 16) return c.fail(r.col, kInvalidOperand);
        }
        if (!p.can.mimgDim && nsaCount > 0 && r.reg.code - opnd::kVgpr0 != nsa[size_t(nsaCount - 1)] + 1)
          return c.fail(r.col, "registers in a list must have consecutive indices");
        nsa[size_t(nsaCount++)] = r.reg.code - opnd::kVgpr0;
        c.s.skipSpace();
        const int closeCol = c.s.col();
        if (c.s.accept(']')) {
          if (p.can.partialNsa && nsaCount > 1) {
            const NsaVerdict v =
                weighNsaList(info, std::span(entries).first(size_t(nsaCount)), closeCol, p.can.imageAddressFields);
            if (v.fit == NsaFit::Mismatch) p.err.note(v.col);
            otherGpu = v.fit == NsaFit::OtherGpu;
          }
          break;
        }
        if (!c.s.accept(',')) return c.fail(c.s.col(), "expected a comma or a closing square bracket");
      }
      ops[1].present = ops[1].isReg = ops[1].isVgpr = true;
      ops[1].col = vaddrCol;
      ops[1].code = uint16_t(opnd::kVgpr0 + nsa[0]);
      ops[1].dwords = nsaCount;
      if (!p.can.mimgDim) nsaList = false;  // a plain tuple written as a list
      if (p.can.partialNsa) {
        // (a list of one register is that register, as LLVM reads it; a longer one counts its VGPRs)
        ops[1].dwords = 0;
        for (int i = 0; i < nsaCount; ++i) ops[1].dwords += entries[size_t(i)].dwords;
        if (nsaCount == 1) nsaList = false;
      }
      // (as a tuple, it obeys the tuple alignment: llvm-mc's matcher refuses [v1, v2] on gfx90a as it does v[1:2])
      if (!nsaList && nsaCount >= 2 && nsa[0] % 2 && c.t.has(kFeatAlignedVgprs)) return c.fail(vaddrCol, kInvalidOperand);
      n = 2;
      std::array<Sreg, 3> rest{};
      int m = 0;
      comma(c);
      if (!readList(c, rest, m, 1)) return false;  // (after srsrc the word scc is the modifier, as below)
      for (int i = 0; i < m; ++i) ops[size_t(2 + i)] = rest[size_t(i)];
      n += m;
    } else {
      std::array<Sreg, 4> rest{};
      int m = 0;
      // After srsrc the word scc is gfx90a's cache-policy modifier (`image_load v0, v64, s[32:39] scc`).
      if (!readList(c, rest, m, 2)) return false;
      for (int i = 0; i < m; ++i) ops[size_t(1 + i)] = rest[size_t(i)];
      n += m;
    }
  }
  // (operands left out move the modifiers back: a negative shift)
  p.mimgShift = n - info.numOperands + (nsaList && nsaCount > 1 ? nsaCount + 1 : 0);
  int lo = 0, hi = 0;
  mimgAddressRange(info, lo, hi);
  // (LLVM tries a modifier's parser where a variant of this GPU has it: GFX12's one-register variant exists only where
  // one address word does)
  p.mimgNoTupleVariant = p.can.imageAddressFields && !bvh && lo >= 2 && !(nsaList && nsaCount > 1);
  if (!p.parseModifiers()) return false;
  const int want = info.numOperands;
  const bool tfe = p.has(Mod::Tfe);
  const RayQueryShape ray = bvh ? rayQueryShape(info) : RayQueryShape{};
  const int bvhWords = ray.words();  // (a ray query's address VGPRs; a16: 3 fewer)
  for (int i = 0; i < std::min(n, want); ++i) {
    const OperandSpec& s = info.operands[i];
    const Sreg& r = ops[size_t(i)];
    if (s.kind == OperandKind::VReg) {
      if (!r.isReg || !r.isVgpr || r.dwords > (bvh ? ray.resultDwords : 5)) return c.fail(r.col, kInvalidOperand);
      if (bvh && r.dwords != ray.resultDwords) return c.fail(r.col, kInvalidOperand);
    } else if (s.kind == OperandKind::ImgAddr) {
      if (!r.isReg || !r.isVgpr) return c.fail(r.col, kInvalidOperand);
      // GFX12: several addresses are a list; GFX11's tuple variant of an image row takes them written as one register
      // (up to 4), none of a sampler row does (its one-word variant refuses the tuple).
      if (p.can.imageAddressFields && !nsaList && r.dwords > 1) {
        // (GFX12's BVH8 and dual queries have no other generation's tuple variant)
        if (bvh ? ray.a16 && r.dwords == bvhWords : mimgPreGfx10AddressOk(info, r.dwords)) otherGpu = true;
        else if (bvh && r.dwords == bvhWords - 3 && p.has(Mod::A16)) p.err.note(p.tok(Mod::A16).col);
        else p.err.note(r.col);
        continue;
      }
      if (!bvh && !nsaList && !mimgPreGfx10AddressOk(info, r.dwords)) return c.fail(r.col, kInvalidOperand);
      if (bvh && !nsaList && r.dwords != bvhWords && r.dwords != bvhWords - 3) return c.fail(r.col, kInvalidOperand);
    } else if (s.kind == OperandKind::SReg) {
      if (!sgprTuple(r, s.dwords)) return c.fail(r.col, kInvalidOperand);
    }
  }
  if (n > want) return c.fail(ops[size_t(want)].col, kInvalidOperand);
  if (n < want) return missingOperands(p);
  if (!finishMismatch(p)) return false;
  if (otherGpu) return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
  if (!p.lateError()) return false;
  const bool a16 = p.has(Mod::A16), d16 = p.has(Mod::D16);
  // LLVM keeps the low 4 bits for its data size check, and gcnkit then refuses the others.
  uint32_t dmask = p.has(Mod::Dmask) ? uint32_t(p.tok(Mod::Dmask).value) & 0xf : 0;
  const bool dmaskWide = p.has(Mod::Dmask) && (p.tok(Mod::Dmask).value < 0 || p.tok(Mod::Dmask).value > 0xf);
  int dim = p.has(Mod::Dim) ? int(p.tok(Mod::Dim).value) : -1;
  if (bvh) {
    if (a16 && !ray.a16) return c.fail(p.tok(Mod::A16).col, kInvalidOperand);  // (no a16 variant)
    const int need = bvhWords - (a16 ? 3 : 0);
    if (ops[1].dwords != need) return c.fail(c.mnemonicCol, "image address size does not match a16");
    dmask = 0xf;
  } else {
    if (p.can.mimgDim && dim < 0) return c.fail(c.mnemonicCol, "missing dim operand");
    // image_msaa_load reads MSAA resources only (2D_MSAA = 6, 2D_MSAA_ARRAY = 7); llvm-mc checks it first.
    if ((info.traits & kTraitMsaa) && dim >= 0 && dim < 6) return c.fail(p.tok(Mod::Dim).col, "invalid dim; must be MSAA type");
    // data size
    const bool gather = mimgGathers(info, g);
    int comps = gather ? 4 : std::max(std::popcount(dmask), 1);
    if (d16 && p.can.packedD16) comps = (comps + 1) / 2;
    comps += tfe ? 1 : 0;
    // (GFX11's image_msaa_load has no 32-bit data variant: only GFX10's takes one)
    if (gather && (info.traits & kTraitMsaa) && ops[0].dwords == 1)
      return c.fail(c.mnemonicCol, "operands are not valid for this GPU or mode");
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
      // GFX12 (LLVM's validateMIMGAddrSize): a list counts its entries, whatever their sizes, where its words fit
      // (the 4 or 5 fields); beyond, its single entries and the VGPRs of its last, with the tuples' rounding.
      const int maxEntries = imageListEntries(info, g);
      if (words && p.can.imageAddressFields && nsaList) {
        const int w = *words > 12 ? 16 : *words;
        ok = *words <= maxEntries ? nsaCount == *words : have == w || (have == 8 && w >= 5 && w <= 7);
      }
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
  if (nsaList && p.can.imageAddressFields && !bvh) {  // (as written: a last tuple's size is not encoded)
    std::string text = "[";
    for (int i = 0; i < nsaCount; ++i) {
      if (i) text += ", ";
      appendRegister(text, uint16_t(opnd::kVgpr0 + nsa[size_t(i)]), entries[size_t(i)].dwords, c.t);
    }
    c.out.overrideText[1] = text + "]";
  }
  if (nsaList) {  // (GFX12: the address fields alone, no NSA bit)
    if (!p.can.imageAddressFields) in[F::NSA] = p.can.partialNsa ? 1u : uint32_t((nsaCount - 1 + 3) / 4);
    for (int i = 1; i < nsaCount; ++i) in.nsaAddr[size_t(i - 1)] = uint8_t(nsa[size_t(i)]);
  }
  if (!accOperands(p, ops, 2, [](int i) { return i == 0 ? F::VDATA : F::VADDR; })) return false;
  if (!setCpol(p)) return false;
  return true;
}

}  // namespace gcnkit::vmem_text
