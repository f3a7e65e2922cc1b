#include "analysis/memory_effects.h"

#include <bit>

#include "codec/smem_offset.h"
#include "codec/vmem_rules.h"
#include "isa/implicit_registers.h"
#include "isa/mai.h"
#include "isa/memory_features.h"
#include "isa/registers.h"
#include "isa/vmem_formats.h"

namespace gcnkit::analysis {

namespace {

constexpr uint16_t kExec = opnd::kExecLo;

bool scalarRegister(uint32_t code) { return code < 128 && code != opnd::kNull; }

void addRegs(RegSet& set, uint32_t reg, unsigned dwords, bool agpr) {
  if (agpr) set.addAgpr(reg, dwords);
  else set.addVgpr(reg, dwords);
}

// The operand spec's width, or `otherwise` when the row has no such operand.
unsigned widthOf(const OpInfo& info, Field f, unsigned otherwise = 0) {
  const OperandSpec* s = info.operand(f);
  return s ? s->dwords : otherwise;
}

bool isCmpSwap(Op op) {
  switch (baseRow(op)) {
    case Op::buffer_atomic_cmpswap: case Op::buffer_atomic_cmpswap_x2: case Op::global_atomic_cmpswap:
    case Op::global_atomic_cmpswap_x2: case Op::flat_atomic_cmpswap: case Op::flat_atomic_cmpswap_x2:
    case Op::image_atomic_cmpswap: case Op::buffer_atomic_fcmpswap: case Op::buffer_atomic_fcmpswap_x2:
    case Op::global_atomic_fcmpswap: case Op::global_atomic_fcmpswap_x2: case Op::flat_atomic_fcmpswap:
    case Op::flat_atomic_fcmpswap_x2: case Op::image_atomic_fcmpswap: case Op::s_atomic_cmpswap:
    case Op::s_atomic_cmpswap_x2: case Op::s_buffer_atomic_cmpswap: case Op::s_buffer_atomic_cmpswap_x2:
      return true;
    default:
      return false;
  }
}

// Which counters a vector memory access joins: VM_CNT, or (GFX10) VS_CNT for what returns nothing.
// A vector memory operation's counters (a GFX10 store or atomic without return counts in vscnt; GFX6 stores hold
// their data VGPRs until expcnt says they are read), set as the instruction's memory effect.
void setVectorMemory(Effects& e, MemEffect m, bool returns, const CounterRules& rules) {
  const bool writeOnly = m.store && !returns;
  m.counts[rules.vsCnt && writeOnly ? kVs : kVm] = true;
  m.order = Order::Vmem;
  if (m.store && rules.storeDataHeld) {
    m.counts[kExp] = true;
    m.held = e.storeData;
  }
  e.mem = m;
}

void dsEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e, bool acc) {
  e.unit = Unit::Ds;
  if (inst.op == Op::ds_nop) return;
  const Gen g = t.gen();
  MemEffect m;
  m.counts[kLgkm] = true;
  const bool gds = (info.flags & kGds) || inst[Field::GDS];
  m.order = gds ? Order::Gds : Order::Lds;
  RegSet vgprs;  // the address and data VGPRs it reads
  if (info.operand(Field::ADDR)) vgprs.addVgpr(inst[Field::ADDR], 1);
  for (Field f : {Field::DATA0, Field::DATA1})
    if (const unsigned w = widthOf(info, f)) addRegs(vgprs, inst[f], w, acc);
  e.reads |= vgprs;
  if (const unsigned w = widthOf(info, Field::VDST)) addRegs(m.results, inst[Field::VDST], w, acc);
  // Lane exchanges through the LDS hardware (swizzle, permute) touch no LDS memory.
  const bool crossLane = (info.flags & kMemSwizzle) || baseRow(inst.op) == Op::ds_permute_b32 ||
                         baseRow(inst.op) == Op::ds_bpermute_b32;
  m.atomic = info.flags & kAtomic;
  m.store = info.flags & (kStore | kAtomic);
  if (!gds && !crossLane) {
    m.dsWrite = m.store;
    m.dsRead = (info.flags & (kLoad | kAtomic)) || m.results.any();
    e.reads.add(kLdsSlot);  // an LDS-DMA load still writing these bytes must be waited for
  }
  if (dsReadsM0(inst.op, g, gds)) e.reads.addScalar(m0Code(), 1);
  if (gds) {  // GDS holds its address and data VGPRs until EXP_CNT says they were read
    m.held = vgprs;
    m.counts[kExp] = true;
  }
  e.mem = m;
}

void bufferEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e, bool acc) {
  const CounterRules& rules = counterRules(t.gen());
  if (info.flags & kMemNoData && !(info.flags & kMemLdsDirect)) return;  // cache maintenance: no registers
  const bool addr64 = inst[Field::ADDR64], offen = inst[Field::OFFEN], idxen = inst[Field::IDXEN];
  const unsigned addrDwords = addr64 || (offen && idxen) ? 2 : (offen || idxen) ? 1 : 0;
  e.reads.addVgpr(inst[Field::VADDR], addrDwords);
  e.reads.addScalar(inst[Field::SRSRC], 4);
  const uint32_t soffset = inst[Field::SOFFSET];
  if (scalarRegister(soffset)) e.reads.addScalar(soffset, 1), e.sgprSoffset = true;
  MemEffect m;
  m.atomic = info.flags & kAtomic;
  m.store = info.flags & (kStore | kAtomic);
  const bool tfe = !acc && inst[Field::TFE];
  const unsigned data = widthOf(info, Field::VDATA, 1);
  const bool lds = inst[Field::LDS] || (info.flags & kMemLdsDirect);
  bool returns = false;
  if (lds && !m.store) {
    m.ldsDma = true;
    m.results.add(kLdsSlot);
    e.reads.addScalar(m0Code(), 1);
  } else if (info.flags & kStore) {
    addRegs(e.reads, inst[Field::VDATA], data, acc);
  } else if (m.atomic) {
    addRegs(e.reads, inst[Field::VDATA], data, acc);
    returns = atomicReturns(inst, info, t.gen());
    if (returns) addRegs(m.results, inst[Field::VDATA], (isCmpSwap(inst.op) ? data / 2 : data) + tfe, acc);
  } else {
    returns = true;
    addRegs(m.results, inst[Field::VDATA], data + tfe, acc);
  }
  if (info.flags & kStore) {
    e.storeData.addVgpr(inst[Field::VDATA], data);
    e.wideStoreData = data > 2;
  } else if (m.atomic && isCmpSwap(inst.op)) {
    e.storeData.addVgpr(inst[Field::VDATA], data);
    e.wideStoreData = data > 2;
  }
  setVectorMemory(e, m, returns || m.ldsDma, rules);
}

void flatEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e, bool acc) {
  const Gen g = t.gen();
  const CounterRules& rules = counterRules(g);
  const uint32_t s = inst[Field::SADDR];
  const bool hasSaddr = info.enc != Encoding::FLAT && s != 0x7f && !(memoryFeatures(g).nullRegister && s == opnd::kNull);
  if (hasSaddr) e.reads.addScalar(s, info.enc == Encoding::GLOBAL ? 2 : 1);
  bool vaddr = info.operand(Field::ADDR) != nullptr;
  if (info.enc == Encoding::SCRATCH)
    vaddr = flatScratchSvs(t.features, t.gen()) ? inst[Field::LDS] != 0 : !hasSaddr;  // gfx940+: bit 13 is SVE
  if (vaddr) e.reads.addVgpr(inst[Field::ADDR], info.enc == Encoding::FLAT || (info.enc == Encoding::GLOBAL && !hasSaddr) ? 2 : 1);
  MemEffect m;
  m.atomic = info.flags & kAtomic;
  m.store = info.flags & (kStore | kAtomic);
  const bool tfe = !acc && inst[Field::TFE];
  // gfx940's global/scratch_load_lds_* rows load into the LDS and name no VGPR result (the row flags them as neither
  // load nor store).
  const bool ldsDmaRow = !m.store && !info.operand(Field::VDST) && !(info.flags & kMemNoData);
  const bool ldsBit = inst[Field::LDS] && !(info.enc == Encoding::SCRATCH && flatScratchSvs(t.features, t.gen()));
  bool returns = false;
  if (ldsDmaRow || (ldsBit && !m.store)) {
    m.ldsDma = true;
    m.results.add(kLdsSlot);
    e.reads.addScalar(m0Code(), 1);
  } else {
    const unsigned data = widthOf(info, Field::VDATA);
    if (data) addRegs(e.reads, inst[Field::VDATA], data, acc);
    if (data && (info.flags & kStore || isCmpSwap(inst.op))) {
      e.storeData.addVgpr(inst[Field::VDATA], data);
      e.wideStoreData = data > 2;
    }
    returns = (info.flags & kLoad) || atomicReturns(inst, info, g);
    if (returns) {
      const unsigned out = widthOf(info, Field::VDST, data ? (isCmpSwap(inst.op) ? data / 2 : data) : 1);
      addRegs(m.results, inst[Field::VDST], out + tfe, acc);
    }
  }
  // (A flat access may reach the LDS, and then counts in LGKM_CNT, GFX12's dscnt, too; but only the compiler knows
  // the address space: clang waits for lgkmcnt only where it cannot tell, so the checks count it in VM_CNT alone.)
  setVectorMemory(e, m, returns || m.ldsDma, rules);
}

void imageEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e, bool acc) {
  const Gen g = t.gen();
  const CounterRules& rules = counterRules(g);
  NsaSizes list;  // (GFX11's partial NSA lists and GFX12's address fields; a GFX12 word of one address has none)
  if (inst.form == Form::Base && memoryFeatures(g).partialNsa && imageAddressList(inst, g)) {
    bool exact = false;
    const bool a16 = inst[Field::A16];
    const int words = mimgAddressWords(info, int(inst[Field::DIM]), a16, g, exact).value_or(1);
    list = partialNsaSizes(info, words, a16, g);
  }
  if (list.count) {
    for (size_t k = 0; k < list.count; ++k)
      e.reads.addVgpr(k ? inst.nsaAddr[k - 1] : inst[Field::VADDR], unsigned(list.vgprs[k]));
  } else {
    e.reads.addVgpr(inst[Field::VADDR], 1);
    if (inst.form == Form::Base && memoryFeatures(g).mimgDim && !memoryFeatures(g).partialNsa && inst[Field::NSA])
      for (uint8_t v : inst.nsaAddr) e.reads.addVgpr(v, 1);
  }
  const bool r128 = memoryFeatures(g).r128 && inst[Field::R128];
  e.reads.addScalar(inst[Field::SRSRC], r128 ? 4 : 8);
  if (info.flags & kMemSample) e.reads.addScalar(inst[Field::SSAMP], 4);
  MemEffect m;
  m.sampler = info.flags & kMemSample;
  m.atomic = info.flags & kAtomic;
  m.store = info.flags & (kStore | kAtomic);
  const bool bvh = info.traits & kTraitBvh;
  const unsigned components = bvh                  ? unsigned(rayQueryShape(info).resultDwords)
                              : mimgGathers(info, g) ? 4
                                                     : std::max(1, std::popcount(inst[Field::DMASK] & 15));
  const bool d16 = memoryFeatures(g).d16 && inst[Field::D16];
  const bool packed = memoryFeatures(t).packedD16;
  const unsigned data = d16 && packed ? (components + 1) / 2 : components;
  const bool extra = !acc && (inst[Field::TFE] || inst[Field::LWE]);
  bool returns = false;
  if (m.atomic) {
    const unsigned in = isCmpSwap(inst.op) ? std::max(data, 2u) : data;
    addRegs(e.reads, inst[Field::VDATA], in, acc);
    returns = atomicReturns(inst, info, g);
    if (returns) addRegs(m.results, inst[Field::VDATA], (isCmpSwap(inst.op) ? std::max(1u, data / 2) : data) + extra, acc);
  } else if (info.flags & kStore) {
    addRegs(e.reads, inst[Field::VDATA], data, acc);
    e.storeData.addVgpr(inst[Field::VDATA], data);
    e.wideStoreData = data > 2;
  } else {
    returns = true;
    addRegs(m.results, inst[Field::VDATA], data + extra, acc);
    // GFX12's BVH8 and dual ray queries also return the ray's origin and direction, transformed, in the VGPRs that
    // held them (LLVM's ray_origin_out/ray_dir_out, tied to the third and fourth address entries)
    if (bvh && !rayQueryShape(info).a16 && list.count == 5)
      for (size_t k : {2, 3}) m.results.addVgpr(inst.nsaAddr[k - 1], unsigned(list.vgprs[k]));
  }
  setVectorMemory(e, m, returns, rules);
}

void exportEffects(const Instruction& inst, Effects& e) {
  e.unit = Unit::Export;
  MemEffect m;
  m.counts[kExp] = true;
  m.order = Order::StoreData;
  const uint32_t en = inst[Field::EN];
  const Field src[] = {Field::VSRC0, Field::VSRC1, Field::VSRC2, Field::VSRC3};
  for (int i = 0; i < 4; ++i)
    if (en >> i & 1) e.reads.addVgpr(inst[src[i]], 1), m.held.addVgpr(inst[src[i]], 1);
  e.mem = m;
}

}  // namespace

void splitCounters(const OpInfo& info, MemEffect& m) {
  if (m.counts[kLgkm]) {
    m.counts[kLgkm] = false;
    m.counts[m.order == Order::Lds || m.order == Order::Gds ? kDs : kKm] = true;
  }
  if (m.counts[kVm] && info.enc == Encoding::MIMG) {
    const bool bvh = info.traits & kTraitBvh, sample = m.sampler || (info.traits & kTraitMsaa);
    if (bvh || sample) {
      m.counts[kVm] = false;
      m.counts[bvh ? kBvh : kSample] = true;
    }
  }
}

void smemEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e) {
  const Gen g = t.gen();
  e.unit = Unit::Smem;
  MemEffect m;
  m.counts[kLgkm] = true;
  m.order = Order::Smem;
  m.atomic = info.flags & kAtomic;
  m.store = info.flags & (kStore | kAtomic);
  if (inst.op == Op::s_atc_probe || inst.op == Op::s_atc_probe_buffer) {
    // An address-translation probe returns nothing; whether it counts is not documented, so no wait relies on it.
    if (const OperandSpec* b = info.operand(Field::SBASE)) e.reads.addScalar(inst[Field::SBASE] << 1, b->dwords);
    return;
  }
  unsigned dataDwords = 0;
  uint32_t sdata = 0;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (!s.existsOn(g)) continue;
    const uint32_t v = inst[s.field];
    if (s.kind == OperandKind::SReg && s.field == Field::SBASE) {
      e.reads.addScalar(v << 1, s.dwords);
    } else if (s.kind == OperandKind::SReg) {
      sdata = v;
      dataDwords = s.dwords;
    } else if (s.kind == OperandKind::SmemOffset) {
      if (auto o = smemOffset(inst, g); o && o->hasReg && scalarRegister(o->reg)) e.reads.addScalar(o->reg, 1);
    }
  }
  unsigned memDwords = dataDwords;
  if (m.atomic && isCmpSwap(inst.op)) memDwords /= 2;
  if (info.flags & kLoad || !(info.flags & (kStore | kAtomic | kCacheOp))) {
    // Loads, s_memtime, s_memrealtime, s_get_waveid_in_workgroup: the data lands when the operation completes.
    m.results.addScalar(sdata, dataDwords);
  } else if (info.flags & (kStore | kAtomic)) {
    e.reads.addScalar(sdata, dataDwords);
    if (atomicReturns(inst, info, g)) m.results.addScalar(sdata, memDwords);
  }
  // LGKM_CNT grows by one for a single dword (an invalidate, a write-back, a discard, a clock read), by two for
  // more (the scalar memory documents); a clock read returns two dwords but counts as one.
  const bool single = (info.flags & kCacheOp) || !(info.flags & (kLoad | kStore | kAtomic)) || memDwords <= 1;
  m.weight = single ? 1 : 2;
  e.mem = m;
}

// GFX11's lds_param_load/lds_direct_load (GFX12: ds_param_load/ds_direct_load): a VGPR loaded from the LDS at an
// address M0 gives, counted in EXP_CNT (LLVM's EXP_LDS_ACCESS event).
void ldsDirectEffects(const Instruction& inst, Effects& e) {
  e.unit = Unit::Ds;
  MemEffect m;
  m.counts[kExp] = true;
  m.order = Order::StoreData;
  m.results.addVgpr(inst[Field::VDST], 1);
  e.reads.addScalar(m0Code(), 1);
  e.reads.add(kLdsSlot);
  e.mem = m;
}

void vectorMemoryEffects(const Instruction& inst, const OpInfo& info, const Target& t, Effects& e) {
  if (info.enc == Encoding::EXP) {
    exportEffects(inst, e);
    e.reads.addScalar(kExec, laneMaskDwords(t));
    return;
  }
  e.unit = Unit::Vmem;
  const auto accField = accDataBit(info.enc);
  const bool acc = accField && t.has(kFeatGfx90aInsts) && inst[*accField];
  switch (info.enc) {
    case Encoding::DS: dsEffects(inst, info, t, e, acc); break;
    case Encoding::MUBUF: case Encoding::MTBUF: bufferEffects(inst, info, t, e, acc); break;
    case Encoding::MIMG: imageEffects(inst, info, t, e, acc); break;
    case Encoding::FLAT: case Encoding::GLOBAL: case Encoding::SCRATCH: flatEffects(inst, info, t, e, acc); break;
    case Encoding::LDSDIR: ldsDirectEffects(inst, e); break;
    default: return;
  }
  e.reads.addScalar(kExec, laneMaskDwords(t));
}

}  // namespace gcnkit::analysis
