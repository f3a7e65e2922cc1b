// Decode once: a vector memory instruction's row and fields become a MemInst (what it moves, how it
// addresses, which VGPRs it reads and writes). Facts that the row names carry (element size, sign,
// d16 halves, format components, DS read2/write2 and st64) are read here once, never at execution.
#include <array>
#include <bit>
#include <algorithm>
#include <optional>
#include <tuple>
#include <string>
#include <string_view>

#include "codec/vmem_rules.h"
#include "emu/apertures.h"
#include "emu/vmem.h"
#include "isa/encoding.h"
#include "isa/memory_features.h"
#include "isa/registers.h"
#include "isa/vmem_formats.h"

namespace gcnkit::emu {

// (GFX10's table: the emulator runs GFX6-GFX10.3)
std::pair<uint8_t, uint8_t> splitFormat(uint32_t ufmt, Gen g) {
  using Table = std::array<std::pair<uint8_t, uint8_t>, 128>;
  auto build = [](Gen from) {
    Table t{};
    for (int d = 1; d < 15; ++d)
      for (int n = 0; n < 8; ++n)
        if (auto u = unifiedFromSplit(d, n, from)) t[size_t(*u)] = {uint8_t(d), uint8_t(n)};
    return t;
  };
  static const Table gfx10 = build(Gen::GFX10), gfx11 = build(Gen::GFX11);  // (GFX11 renumbered the codes)
  return (memoryFeatures(g).unifiedFormats11 ? gfx11 : gfx10)[ufmt & 127];
}

namespace {

bool has(std::string_view n, std::string_view part) { return n.find(part) != n.npos; }

// The row whose name carries the facts: a later generation's renamed row (GFX11's global_load_b32, ds_load_2addr_b32)
// is its older row (OpInfo::sameAs), whose name says element size, sign and pairing in the older words.
const OpInfo& namedRow(const Instruction& inst) { return opInfo(baseRow(inst.op)); }

// Element size, sign and d16 halves from the row name (buffer_load_sbyte, ds_read_u16_d16_hi, ...).
void elementOf(std::string_view n, MemInst& m) {
  m.elemBytes = 4;
  if (has(n, "byte") || has(n, "_u8") || has(n, "_i8") || has(n, "_b8")) m.elemBytes = 1;
  else if (has(n, "short") || has(n, "_u16") || has(n, "_i16") || has(n, "_b16")) m.elemBytes = 2;
  m.sign = has(n, "sbyte") || has(n, "sshort") || has(n, "_i8") || has(n, "_i16");
  m.d16Hi = has(n, "d16_hi") || has(n, "_hi_x");
}

void decodeBuffer(const Instruction& inst, const OpInfo& info, Gen g, MemInst& m) {
  const std::string_view n = namedRow(inst).name;
  m.vdata = uint16_t(inst[Field::VDATA]);
  m.vaddr = uint16_t(inst[Field::VADDR]);
  m.srsrc = uint16_t(inst[Field::SRSRC]);
  m.soffset = uint16_t(inst[Field::SOFFSET]);
  if (isInlineInt(m.soffset)) {
    m.soffIsConst = true;
    m.soffConst = uint32_t(inlineIntValue(m.soffset));
  } else if (m.soffset == opnd::kNull && memoryFeatures(g).nullRegister) {
    m.soffIsConst = true;
  } else if (uint64_t aperture = 0; apertureSource(m.soffset, false, aperture)) {  // (src_vccz/execz/scc: Unit::read32)
    m.soffIsConst = true;
    m.soffConst = uint32_t(aperture);
  }
  m.offset = int32_t(inst[Field::OFFSET]);
  m.offen = inst[Field::OFFEN];
  m.idxen = inst[Field::IDXEN];
  m.addr64 = inst[Field::ADDR64];
  m.lds = inst[Field::LDS];
  m.tfe = inst[Field::TFE];
  m.format = info.enc == Encoding::MUBUF && has(n, "_format_");
  m.tformat = info.enc == Encoding::MTBUF;
  if (m.format || m.tformat) {
    m.components = uint8_t(d16Components(info));
    m.elemBytes = 4;
    m.d16Hi = has(n, "_hi_x");
  }
  if (m.tformat) {
    const uint32_t f = inst[Field::FORMAT];
    if (memoryFeatures(g).unifiedFormat) std::tie(m.dfmt, m.nfmt) = splitFormat(f, g);
    else m.dfmt = uint8_t(f & 15), m.nfmt = uint8_t(f >> 4 & 7);
  }
}

void decodeDs(const Instruction& inst, const OpInfo& info, MemInst& m) {
  const std::string_view n = namedRow(inst).name;
  m.vdst = uint16_t(inst[Field::VDST]);
  m.vaddr = uint16_t(inst[Field::ADDR]);
  m.data0 = uint16_t(inst[Field::DATA0]);
  m.data1 = uint16_t(inst[Field::DATA1]);
  m.offset0 = uint16_t(inst[Field::OFFSET0]);
  m.offset1 = uint16_t(inst[Field::OFFSET1]);
  m.gds = inst[Field::GDS];
  m.two = has(n, "read2") || has(n, "write2") || has(n, "wrxchg2");
  m.st64 = has(n, "st64");
  m.returns = info.operand(Field::VDST) != nullptr;
  m.dsSpecial = dsSpecialOf(namedRow(inst));
  if (m.dsSpecial == DsTranspose) {  // ds_read_b64_tr_b16: the element width after "_tr_b"
    m.trBits = uint8_t(std::stoi(std::string(n.substr(n.find("_tr_b") + 5))));
    m.elemBytes = 4;
  }
  if (const OperandSpec* d = info.operand(Field::DATA0)) m.dwords = d->dwords;
  else if (const OperandSpec* v = info.operand(Field::VDST)) m.dwords = uint8_t(v->dwords / (m.two ? 2 : 1));
  if (m.dwords == 0) m.dwords = 1;
  m.atomic64 = m.dwords == 2 && m.kind == MemKind::Atomic;
}

void decodeFlat(const Instruction& inst, const OpInfo& info, Gen g, MemInst& m) {
  m.vdst = uint16_t(inst[Field::VDST]);
  m.vaddr = uint16_t(inst[Field::ADDR]);
  m.vdata = uint16_t(inst[Field::VDATA]);
  m.lds = inst[Field::LDS];
  m.tfe = inst[Field::TFE];
  const bool nullOff = memoryFeatures(g).nullRegister;
  const uint32_t s = inst[Field::SADDR];
  // (FLAT takes an SGPR base from GFX12.5 on: the CDNA5 guide's GVS mode)
  const bool flatSaddr = info.enc != Encoding::FLAT || vmemRules(g).signedVgprOffset;
  m.saddr = !flatSaddr || s == 0x7f || (nullOff && s == opnd::kNull) ? kNoSaddr : uint16_t(s);
  // The immediate offset, as wide as the encoding's field (13 bits on GFX9 and GFX11, 12 on GFX10, 24 on GFX12);
  // signed for GLOBAL/SCRATCH, unsigned for FLAT before GFX12 (whose top bit LLVM refuses), none before GFX9.
  const Layout* layout = layoutFor(info.enc, g);
  const FieldPos* offsetField = layout ? layout->find(Field::OFFSET) : nullptr;
  const unsigned bits = offsetField ? offsetField->width : 12;
  const uint32_t raw = inst[Field::OFFSET] & ((1u << bits) - 1);
  if (!memoryFeatures(g).flatOffset || !offsetField) m.offset = 0;
  else if (info.enc == Encoding::FLAT && !memoryFeatures(g).flatOffsetSigned) m.offset = int32_t(raw & ((1u << (bits - 1)) - 1));
  else m.offset = int32_t(raw << (32 - bits)) >> (32 - bits);
  if (vmemRules(g).signedVgprOffset) {  // GFX12.5 (MemInst::vOffsetSigned)
    m.vOffsetSigned = info.enc == Encoding::GLOBAL || info.enc == Encoding::FLAT;
    if (inst[Field::SCALE_OFFSET])
      m.vOffsetScale = uint8_t(m.elemBytes < 4 ? m.elemBytes : 4 * m.dwords);
  }
}

void decodeImage(const Instruction& inst, const OpInfo& info, Gen g, MemInst& m) {
  const std::string_view n = namedRow(inst).name;
  m.vdata = uint16_t(inst[Field::VDATA]);
  m.vaddr = uint16_t(inst[Field::VADDR]);
  m.srsrc = uint16_t(inst[Field::SRSRC]);
  m.dmask = uint8_t(inst[Field::DMASK] & 15);
  m.tfe = inst[Field::TFE];
  m.lwe = inst[Field::LWE];
  m.da = inst[Field::DA];
  m.a16 = memoryFeatures(g).a16 && inst[Field::A16];
  m.d16 = memoryFeatures(g).d16 && inst[Field::D16];
  m.sample = info.flags & kMemSample;
  m.mip = has(n, "_mip");
  m.pck = has(n, "_pck") ? (has(n, "_sgn") ? 2 : 1) : 0;
  m.imageOp = imageOpOf(namedRow(inst), m.kind == MemKind::Atomic);
  m.components = uint8_t(std::popcount(unsigned(m.dmask)));
  m.dwords = m.kind == MemKind::Atomic && (m.fn == AtomicFn::CmpSwap || m.fn == AtomicFn::FCmpSwap)
                 ? uint8_t(std::max(1, m.components / 2)) : uint8_t(std::max<int>(1, m.components));
}

}  // namespace

DsSpecial dsSpecialOf(const OpInfo& info) {
  const std::string_view n = info.name;
  if (info.flags & kMemSwizzle) return DsSwizzle;
  if (has(n, "bpermute")) return DsBPermute;
  if (has(n, "permute")) return DsPermute;
  if (has(n, "append")) return DsAppend;
  if (has(n, "consume")) return DsConsume;
  if (has(n, "addtid")) return DsAddTid;
  if (has(n, "wrxchg2")) return DsWrxchg2;
  if (has(n, "src2")) return DsSrc2;
  if (n == "ds_nop") return DsNop;
  if (has(n, "gws")) return DsGws;
  if (has(n, "ordered")) return DsOrdered;
  if (has(n, "condxchg")) return DsCondXchg;
  if (has(n, "_tr_b")) return DsTranspose;
  return DsNone;
}

ImageOp imageOpOf(const OpInfo& info, bool atomic) {
  const std::string_view n = info.name;
  return n == "image_get_resinfo" ? ImgResInfo
         : atomic ? ImgAtomic
         : n.starts_with("image_load") ? ImgLoad
         : n.starts_with("image_store") ? ImgStore : ImgOther;
}

bool decodeMemory(const Instruction& inst, Gen g, MemInst& m) {
  const OpInfo& info = opInfo(inst.op);
  const Encoding e = info.enc;
  if (e != Encoding::DS && e != Encoding::MUBUF && e != Encoding::MTBUF && e != Encoding::MIMG && !isFlat(e))
    return false;
  m = MemInst{};
  m.enc = e;
  const std::string_view n = namedRow(inst).name;
  m.kind = info.flags & kMemNoData && !(info.flags & kMemLdsDirect) ? MemKind::NoData
           : info.flags & kAtomic                                   ? MemKind::Atomic
           : info.flags & kStore                                    ? MemKind::Store
                                                                    : MemKind::Load;
  if (m.kind == MemKind::Atomic) m.fn = atomicFn(baseRow(inst.op));
  // (DS wrxchg2, append and consume have no function but their own paths.)
  if (m.kind == MemKind::Atomic && e != Encoding::DS && m.fn == AtomicFn::None) return false;
  // gfx940's LDS-DMA rows (global/scratch_load_lds_*: no VDST, their own opcodes) load into LDS whatever bit 13
  // says (on gfx940+ SCRATCH it is SVE).
  m.ldsDma = isFlat(e) && m.kind == MemKind::Load && !info.operand(Field::VDST);
  // (an atomic's glc says whether it returns; on GFX12 its th does: atomicReturns)
  m.glc = m.kind == MemKind::Atomic ? atomicReturns(inst, info, g) : inst[Field::GLC] != 0;
  m.slc = inst[Field::SLC];
  m.d16 = info.flags & kMemD16;
  elementOf(n, m);
  // Data width in dwords from the data operand (without tfe).
  const OperandSpec* data = info.operand(m.kind == MemKind::Load ? (e == Encoding::DS || isFlat(e) ? Field::VDST : Field::VDATA)
                                                                 : (e == Encoding::DS ? Field::DATA0 : Field::VDATA));
  m.dwords = data ? data->dwords : 1;
  if (m.ldsDma) m.dwords = has(n, "dwordx4") ? 4 : has(n, "dwordx3") ? 3 : 1;
  if (m.kind == MemKind::Atomic && (m.fn == AtomicFn::CmpSwap || m.fn == AtomicFn::FCmpSwap) && e != Encoding::DS)
    m.dwords = uint8_t(m.dwords / 2);  // data and compare value: half the VDATA tuple each
  m.atomic64 = m.kind == MemKind::Atomic && m.dwords == 2;
  if (e == Encoding::DS) decodeDs(inst, info, m);
  else if (e == Encoding::MIMG) decodeImage(inst, info, g, m);
  else if (isFlat(e)) decodeFlat(inst, info, g, m);
  else decodeBuffer(inst, info, g, m);
  if (e != Encoding::DS) m.returns = m.kind == MemKind::Load || (m.kind == MemKind::Atomic && m.glc);
  // An LDS-DMA row writes no VGPR; `lds` stays bit 13 here (gfx940+ SCRATCH: SVE), addVectorInfo sets it.
  if (m.lds || m.ldsDma) m.returns = false;
  return true;
}

VgprUse vgprUse(const Instruction& inst, Gen g, const MemInst* m) {
  VgprUse u;
  const OpInfo& info = opInfo(inst.op);
  if (m) {
    const unsigned dataDw = m->d16 && !m->format && !m->tformat ? 1 : m->dwords;
    unsigned resultDw = m->dwords;
    if (m->format || m->tformat) {
      const bool packed = m->packedD16;
      resultDw = m->d16 ? (packed ? (m->components + 1u) / 2 : m->components) : m->components;
      if (m->d16Hi) resultDw = 1;
    }
    if (m->enc == Encoding::DS) {
      if (m->returns) u.add(m->vdst, m->two ? m->dwords * 2u : m->dwords, true, m->accData);
      if (info.operand(Field::ADDR)) u.add(m->vaddr, 1, false);
      if (info.operand(Field::DATA0)) u.add(m->data0, m->dwords, false, m->accData);
      if (info.operand(Field::DATA1)) u.add(m->data1, m->dwords, false, m->accData);
      return u;
    }
    if (m->enc == Encoding::MIMG) {
      // The address tuple's length depends on the resource; its first VGPR is what the fields name.
      u.add(m->vaddr, 1, false);
      const bool packed = m->packedD16;
      const unsigned dataDwords = m->d16 && packed ? (m->components + 1u) / 2 : std::max<unsigned>(1, m->components);
      const bool cmp = m->fn == AtomicFn::CmpSwap || m->fn == AtomicFn::FCmpSwap;  // data and compare: 2 VGPRs
      if (m->kind == MemKind::Store || m->kind == MemKind::Atomic)
        u.add(m->vdata, m->kind == MemKind::Atomic && cmp ? std::max(dataDwords, 2u) : dataDwords, false, m->accData);
      if (m->returns) u.add(m->vdata, (m->kind == MemKind::Atomic ? m->dwords : dataDwords) + (m->tfe || m->lwe ? 1u : 0u), true, m->accData);
      return u;
    }
    const unsigned addrDw = isFlat(m->enc) ? (m->saddr != kNoSaddr || m->enc == Encoding::SCRATCH ? 1 : 2)
                                           : (m->addr64 || (m->offen && m->idxen) ? 2 : (m->offen || m->idxen));
    // (SCRATCH reads its VGPR address without an SGPR one, or where SVE says it does: gfx940+, GFX11+)
    const bool scratchVgpr = m->svs ? m->sve : m->saddr == kNoSaddr;
    if (isFlat(m->enc) && info.operand(Field::ADDR) && (m->enc != Encoding::SCRATCH || scratchVgpr))
      u.add(m->vaddr, addrDw, false);
    if (!isFlat(m->enc) && addrDw) u.add(m->vaddr, addrDw, false);
    const uint16_t dataReg = isFlat(m->enc) ? m->vdata : m->vdata;
    if (m->kind == MemKind::Store || m->kind == MemKind::Atomic)
      if (info.operand(Field::VDATA))
        u.add(dataReg, m->kind == MemKind::Atomic && (m->fn == AtomicFn::CmpSwap || m->fn == AtomicFn::FCmpSwap)
                           ? m->dwords * 2u : (m->format || m->tformat ? resultDw : dataDw), false, m->accData);
    if (m->returns) {
      const uint16_t dst = isFlat(m->enc) ? m->vdst : m->vdata;
      u.add(dst, (m->kind == MemKind::Atomic ? m->dwords : resultDw) + (m->tfe ? 1u : 0u), true, m->accData);
    }
    return u;
  }
  // Any other instruction: VGPR operands of its row (VALU sources carry 256 + n).
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!s.existsOn(g)) continue;
    const uint32_t v = inst[s.field];
    const unsigned dw = std::max<unsigned>(1, s.dwords);
    // A VGPR-only operand in a source field (readfirstlane, madmk's src1) holds 256 + n like any source.
    if (s.kind == OperandKind::VReg) u.add(uint16_t(v >= 256 ? v - 256 : v), dw, s.field == Field::VDST);
    else if ((s.kind == OperandKind::VSrc) && v >= 256) u.add(uint16_t(v - 256), dw, false);
  }
  return u;
}

}  // namespace gcnkit::emu
