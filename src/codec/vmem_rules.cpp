#include "codec/vmem_rules.h"

#include "isa/mai.h"
#include "isa/memory_features.h"
#include "isa/registers.h"

namespace gcnkit {

namespace {

bool dsExpressible(const Instruction& inst, const OpInfo& info, Gen g, uint64_t features) {
  for (const FieldPos& p : layoutFor(Encoding::DS, g)->fields) {
    if (p.width == 0) break;
    const Field f = p.field;
    if (f == Field::OP || f == Field::GDS || f == Field::OFFSET0 || f == Field::OFFSET1) continue;
    if (!info.operand(f) && inst[f] != 0) return false;  // no operand writes it
  }
  if (inst[Field::GDS] ? !(info.modifiers & kModGds) : (info.flags & kGds) != 0) return false;
  // The parser's validator rules (LLVM's): no gds without GDS but on the GWS instructions, whose data VGPR
  // is an even one on gfx90a-insts processors.
  if (info.flags & kGds) {
    if ((features & kFeatGfx90aInsts) && info.numOperands > 0 && inst[info.operands[0].field] % 2) return false;
  } else if (inst[Field::GDS] && !(memoryFeatures(g).gds && hasGds(features))) {
    return false;
  }
  // The printer writes a nonzero offset as offset: (or offset0:/offset1:); the row must take it.
  const bool offset = inst[Field::OFFSET0] || inst[Field::OFFSET1];
  return !offset || (info.modifiers & (kModOffset | kModOffset01));
}

// The SADDR and address values the FLAT printer's text gives back (see printFlat and parseFlat): `off`
// stands for 0x7f, or null where null exists; SCRATCH prints its VGPR address only with that saddr.
bool flatAddressesExpressible(const Instruction& inst, const OpInfo& info, const MemoryFeatures& can, bool svs) {
  const uint32_t saddr = inst[Field::SADDR];
  const uint32_t offCode = can.nullRegister ? opnd::kNull : 0x7f;
  const bool saddrOff = saddr == 0x7f || (can.nullRegister && saddr == opnd::kNull);
  if (!info.operand(Field::SADDR)) {  // plain FLAT (GFX12.5: or with an SGPR pair, as GLOBAL's)
    if (can.flatSegmentSaddr && info.enc == Encoding::FLAT && info.operand(Field::ADDR) && saddr != opnd::kNull)
      return saddr < opnd::kM0Gfx6;
    return saddr == (can.nullRegister ? opnd::kNull : 0);
  }
  if (info.enc == Encoding::GLOBAL) return saddrOff ? saddr == offCode : saddr < opnd::kM0Gfx6;  // an SGPR pair
  // SVS: the VGPR address is printed where SVE says it is used, with either saddr ("off, off" too).
  // (0x7f, exec_hi's code, is `off` there.)
  // (GFX11: exec_hi is no base, and off is null)
  if (svs) return (inst[Field::LDS] || inst[Field::ADDR] == 0) && !(can.nullRegister && saddr == opnd::kExecHi);
  // SCRATCH: "vN, off" (saddr is the off code), "off, off" (GFX10's other off code) or "off, sN".
  if (saddr == offCode) return true;
  if (saddrOff) return (can.flatNoAddr || inst[Field::LDS]) && inst[Field::ADDR] == 0;  // (GFX10.1: the LDS form only)
  return inst[Field::ADDR] == 0 && saddr != opnd::kExecHi;
}

// glc and slc each only where the row takes that word (gfx908's f32 atomics have slc but no returning glc); the
// gfx90a-insts bit (scc/sc1) wherever the row takes either.
bool cachePolicyExpressible(const Instruction& inst, uint32_t m) {
  if ((inst[Field::GLC] && !(m & kModGlc)) || (inst[Field::SLC] && !(m & kModSlc))) return false;
  return !inst[Field::SCC] || (m & (kModGlc | kModSlc));
}

bool flatExpressible(const Instruction& inst, const OpInfo& info, Gen g, uint64_t features) {
  const MemoryFeatures& can = memoryFeatures(g);
  const bool svs = flatScratchSvs(features, g) && info.enc == Encoding::SCRATCH;  // bit 13 is SVE
  // Bits the text has no word for: GFX9 nv, GFX7/8 tfe, lds but on the global/scratch loads that have an LDS
  // form (none on gfx940+); glc/slc only where the row takes them.
  // (GFX12.5's words print nv, and scale_offset where it scales a VGPR offset: see parseFlat)
  if ((inst[Field::NV] && !memoryThScope(info.enc, g)) || inst[Field::TFE]) return false;
  if (inst[Field::SCALE_OFFSET] && !scaledVgprOffset(inst, info)) return false;
  const bool ldsForm = inst[Field::LDS] && !svs;
  if (ldsForm && (info.enc == Encoding::FLAT || !(info.modifiers & kModLds) || flatScratchSvs(features, g))) return false;
  if (!cachePolicyExpressible(inst, info.modifiers)) return false;
  // An atomic prints its (optional) result only when glc makes it return one; the LDS form has none.
  const OperandSpec* vdst = info.operand(Field::VDST);
  const bool returns = atomicReturns(inst, info, g);
  if ((!vdst || (vdst->optional && !returns) || ldsForm) && inst[Field::VDST]) return false;
  if (!info.operand(Field::VDATA) && inst[Field::VDATA]) return false;
  if (!info.operand(Field::ADDR) && inst[Field::ADDR]) return false;
  if (info.numOperands == 0 && inst[Field::OFFSET]) return false;  // (GFX12's cache controls: no offset word)
  // The flat segment's offset is unsigned before GFX12: its top bit would print as a value out of range.
  if (!flatOffsetSigned(info, g) && inst[Field::OFFSET]) {
    const FieldPos* fp = layoutFor(info.enc, g)->find(Field::OFFSET);
    if (inst[Field::OFFSET] >> (fp->width - 1)) return false;
  }
  return flatAddressesExpressible(inst, info, can, svs);
}

// Every field of the layout but the opcode is zero (what a bare mnemonic assembles to).
bool onlyOpcode(const Instruction& inst, const Layout& l) {
  for (const FieldPos& p : l.fields) {
    if (p.width == 0) break;
    if (p.field != Field::OP && inst[p.field] != 0) return false;
  }
  return true;
}

// Modifier bits the MUBUF/MTBUF printer writes as words, each only where the row takes that word.
bool bufferModifiersExpressible(const Instruction& inst, const OpInfo& info, const MemoryFeatures& can) {
  const uint32_t m = info.modifiers;
  if ((inst[Field::TFE] && !(m & kModTfe)) || (inst[Field::OFFSET] && !(m & kModOffset))) return false;
  if ((inst[Field::OFFEN] && !(m & kModOffen)) || (inst[Field::IDXEN] && !(m & kModIdxen))) return false;
  // addr64 stands alone (the printer's VGPR pair would also mean "idxen offen").
  if (inst[Field::ADDR64] && (!(m & kModOffen) || inst[Field::OFFEN] || inst[Field::IDXEN])) return false;
  if (!cachePolicyExpressible(inst, m)) return false;
  // GFX10 buffer atomics: the assembler accepts dlc and encodes nothing.
  if (inst[Field::DLC] && (info.flags & kAtomic) && !can.bufferAtomicDlc) return false;
  // buffer_store_lds_dword is always written with lds.
  return !(info.flags & kMemLdsDirect) || inst[Field::LDS];
}

// The MUBUF/MTBUF text (see printBuffer and parseBuffer; the printer itself refuses what has no name):
// operands the form leaves out hold 0, and the resource is a 4-SGPR tuple the assembler takes (not from vcc on).
bool bufferExpressible(const Instruction& inst, const OpInfo& info, Gen g) {
  if (info.numOperands == 0) {  // a cache control: the opcode and the policy bits the row takes
    Instruction rest = inst;
    rest[Field::GLC] = rest[Field::SLC] = rest[Field::SCC] = 0;
    return cachePolicyExpressible(inst, info.modifiers) && onlyOpcode(rest, *layoutFor(info.enc, g));
  }
  if (!bufferModifiersExpressible(inst, info, memoryFeatures(g))) return false;
  if (inst[Field::OFFSET] >> bufferOffsetBits(g)) return false;  // (GFX12: the 24-bit field's top bit)
  const bool addressed = inst[Field::OFFEN] || inst[Field::IDXEN] || inst[Field::ADDR64];
  if ((!info.operand(Field::VADDR) || !addressed) && inst[Field::VADDR]) return false;
  if ((!info.operand(Field::VDATA) || inst[Field::LDS]) && inst[Field::VDATA]) return false;  // the LDS form has none
  // SGPRs and trap temporaries up to 16 past vcc, but not vcc itself.
  const uint32_t srsrc = inst[Field::SRSRC];
  return srsrc < opnd::kVccLo + 16u && (srsrc < opnd::kVccLo || srsrc > opnd::kVccHi);
}

// EXP (see printExp and parseExp): a source the enable mask leaves off prints `off` and reads back as 0;
// compressed, the text names VSRC0 for sources 0 and 1 and VSRC1 for 2 and 3, so their enable bits go in
// pairs and VSRC2/VSRC3 are unused.
bool exportExpressible(const Instruction& inst, const OpInfo& info) {
  const uint32_t en = inst[Field::EN];
  if ((inst[Field::DONE] && !(info.modifiers & kModDone)) || (inst[Field::COMPR] && !(info.modifiers & kModCompr)) ||
      (inst[Field::VM] && !(info.modifiers & kModVm)) || (inst[Field::ROW_EN] && !(info.modifiers & kModRowEn)))
    return false;
  if (inst[Field::COMPR]) {
    if ((en & 1) != (en >> 1 & 1) || (en >> 2 & 1) != (en >> 3 & 1)) return false;
    return (en & 1 || !inst[Field::VSRC0]) && (en & 4 || !inst[Field::VSRC1]) && !inst[Field::VSRC2] &&
           !inst[Field::VSRC3];
  }
  static constexpr Field kSrc[] = {Field::VSRC0, Field::VSRC1, Field::VSRC2, Field::VSRC3};
  for (int k = 0; k < 4; ++k)
    if (!(en >> k & 1) && inst[kSrc[k]]) return false;
  return true;
}

}  // namespace

bool vmemChecksComplete(const OpInfo& info) {
  // A swizzle offset prints as a swizzle() macro, which only the parser reads.
  if (info.enc == Encoding::DS) return !(info.flags & kMemSwizzle);
  return info.enc == Encoding::MUBUF || info.enc == Encoding::MTBUF || info.enc == Encoding::EXP ||
         isFlat(info.enc);
}

bool dsGdsWordWithoutGds(Op op, Gen g) {
  struct GdsWord {
    Op row;
    Gen gen;
  };
  [[maybe_unused]] constexpr Gen GFX9 = Gen::GFX9, GFX12 = Gen::GFX12, GFX12_5 = Gen::GFX12_5;
  static constexpr GdsWord kRows[] = {
#define GCN_MEM_GDS_WORD(row, gen) {Op::row, gen},
#define GCN_MEM_NO_ACC_RETURN(row, gen, needs, excludes)
#include "isa/memory_forms.def"
#undef GCN_MEM_NO_ACC_RETURN
#undef GCN_MEM_GDS_WORD
  };
  const Op row = baseRow(op);
  for (const GdsWord& r : kRows)
    if (r.row == row && r.gen == g) return true;
  return false;
}

bool accReturnAbsent(Op op, Gen g, uint64_t features) {
  struct NoAcc {
    Op row;
    Gen gen;
    FeatureGate gate;
  };
  [[maybe_unused]] constexpr Gen GFX9 = Gen::GFX9, GFX12 = Gen::GFX12, GFX12_5 = Gen::GFX12_5;
  static constexpr NoAcc kRows[] = {
#define GCN_MEM_GDS_WORD(row, gen)
#define GCN_MEM_NO_ACC_RETURN(row, gen, needs, excludes) {Op::row, gen, {needs, excludes}},
#include "isa/memory_forms.def"
#undef GCN_MEM_NO_ACC_RETURN
#undef GCN_MEM_GDS_WORD
  };
  const Op row = baseRow(op);
  for (const NoAcc& r : kRows)
    if (r.row == row && r.gen == g && r.gate.admits(features)) return true;
  return false;
}

uint8_t absentCacheBits(Op op, Gen g, uint64_t features, bool accReturn) {
  struct NoBit {
    Op row;
    Gen gen;
    uint8_t bit;  // mask over kCacheBitFields
    FeatureGate gate;
    bool accReturnOnly;
  };
  [[maybe_unused]] constexpr Gen GFX9 = Gen::GFX9;
  [[maybe_unused]] constexpr uint8_t GLC = 1, SLC = 2, SCC = 4;  // (kCacheBitFields' order)
  static constexpr NoBit kNoBit[] = {
#define GCN_MEM_NO_CACHE_BIT(row, gen, field, needs, excludes) {Op::row, gen, field, {needs, excludes}, false},
#define GCN_MEM_ACC_RETURN_NO_CACHE_BIT(row, gen, field, needs, excludes) {Op::row, gen, field, {needs, excludes}, true},
#include "isa/memory_cache_bits.def"
#undef GCN_MEM_ACC_RETURN_NO_CACHE_BIT
#undef GCN_MEM_NO_CACHE_BIT
  };
  const Op row = baseRow(op);
  uint8_t mask = 0;
  for (const NoBit& n : kNoBit)
    if (n.row == row && n.gen == g && n.gate.admits(features) && (accReturn || !n.accReturnOnly)) mask |= n.bit;
  return mask;
}

bool accReturnForm(const Instruction& inst, const OpInfo& info, uint64_t features) {
  const auto bit = accDataBit(info.enc);
  return (info.flags & kAtomic) && inst[Field::GLC] && bit && (features & kFeatGfx90aInsts) && inst[*bit];
}

bool vmemFieldsExpressible(const Instruction& inst, const OpInfo& info, Gen g, uint64_t features) {
  if ((inst[Field::GLC] | inst[Field::SLC] | inst[Field::SCC]) != 0)
    if (const uint8_t absent = absentCacheBits(inst.op, g, features, accReturnForm(inst, info, features)))
      for (int k = 0; k < 3; ++k)
        if (absent >> k & 1 && inst[kCacheBitFields[k]]) return false;
  switch (info.enc) {
    case Encoding::DS: return dsExpressible(inst, info, g, features);
    case Encoding::MUBUF:
    case Encoding::MTBUF: return bufferExpressible(inst, info, g);
    case Encoding::EXP: return exportExpressible(inst, info);
    case Encoding::FLAT:
    case Encoding::GLOBAL:
    case Encoding::SCRATCH: return flatExpressible(inst, info, g, features);
    default: return false;
  }
}

}  // namespace gcnkit
