// Vector memory and export instructions as llvm-mc 22 prints them (name tables in isa/vmem_formats.cpp).
#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <optional>
#include <string>

#include "codec/vmem_rules.h"
#include "text/tensor_text.h"
#include "text/cache_policy_text.h"
#include "isa/memory_features.h"
#include "isa/registers.h"
#include "text/agpr_operand.h"
#include "text/append.h"
#include "text/print_support.h"
#include "text/vector_printers.h"
#include "isa/vmem_formats.h"

namespace gcnkit {

namespace {

using F = Field;

struct Printer {
  TextBuf& out;
  const Instruction& inst;
  const Target& t;
  const OpInfo& info;
  Gen g;
  const OperandOverrides* ov = nullptr;
  bool ok = true;
  const MemoryFeatures can = memoryFeatures(t);  // (a processor may differ from its generation: gfx810)

  void vreg(uint32_t n, int dwords) {
    if (n + uint32_t(dwords) > 256) ok = false;
    ok &= appendRegister(out, uint16_t(opnd::kVgpr0 + n), dwords, t);
  }
  // An operand that takes a VGPR tuple at any register, aligned-VGPR processors too (OperandSpec::anyAlignment).
  void vregOf(const OperandSpec& s, uint32_t n, int dwords) {
    if (!s.anyAlignment || !t.has(kFeatAlignedVgprs)) return acc ? dreg(n, dwords) : vreg(n, dwords);
    Target any = t;
    any.features &= ~uint64_t(kFeatAlignedVgprs);
    if (n + uint32_t(dwords) > 256) ok = false;
    ok &= appendRegister(out, uint16_t(opnd::kVgpr0 + n), dwords, any);
  }
  // Data registers: AGPRs when the acc bit says so (gfx90a+, text/agpr_operand.h).
  const bool acc = accData(inst, info, t);
  void dreg(uint32_t n, int dwords) {
    if (!acc) return vreg(n, dwords);
    char buf[32];
    const size_t len = n + uint32_t(dwords) <= 256 ? agprName(uint16_t(opnd::kVgpr0 + n), dwords, t, buf) : 0;
    out.append(buf, len);
    ok &= len != 0;
  }
  void sreg(uint32_t code, int dwords) { ok &= appendRegister(out, uint16_t(code), dwords, t); }
  void sep(int& i) { out += i++ ? ", " : " "; }
  void flag(Field f, std::string_view name) {
    if (inst[f]) {
      out += ' ';
      out += name;
    }
  }
  void cpol() {
    if (memoryThScope(info.enc, g)) {  // GFX12: th and scope, by the row's access kind; refused where unnamed
      const bool any = inst[F::TH] || inst[F::SCOPE] || inst[F::NV] || inst[F::SCALE_OFFSET];
      if (any && (info.modifiers & kModPolicyOperand)) out += ' ';  // (after an empty operand list: tensor_stop)
      flag(F::SCALE_OFFSET, "scale_offset");  // (GFX12.5: before them, and nv after them)
      ok &= appendCachePolicy(out, inst[F::TH], inst[F::SCOPE], memoryAccessKind(info));
      flag(F::NV, "nv");
      return;
    }
    const bool sc = t.has(kFeatGfx940Insts);  // gfx940+ name the same bits sc0, nt and sc1
    flag(F::GLC, sc ? "sc0" : "glc");
    flag(F::SLC, sc ? "nt" : "slc");
    if (can.dlc) flag(F::DLC, "dlc");
    // The GFX9 bit of gfx90a-insts processors (scc; sc1 on gfx940+): the others have no name for it.
    if (inst[F::SCC] && !t.has(kFeatGfx90aInsts)) ok = false;
    flag(F::SCC, sc ? "sc1" : "scc");
  }
};

// LLVM's printSwizzle: the offset of ds_swizzle_b32 in its symbolic form.
void printSwizzle(Printer& p, uint32_t off) {
  TextBuf& o = p.out;
  o += " offset:";
  if (off >= 0xc000 && p.can.swizzleModes) {
    if (off >= 0xe000) {
      o += "swizzle(FFT,";
      appendDec(o, off & 0x1f);
    } else {
      o += "swizzle(ROTATE,";
      appendDec(o, (off >> 10) & 1);
      o += ',';
      appendDec(o, (off >> 5) & 0x1f);
    }
    o += ')';
    return;
  }
  if ((off & 0xff00) == 0x8000) {
    o += "swizzle(QUAD_PERM";
    for (int k = 0; k < 4; ++k) {
      o += ',';
      appendDec(o, (off >> (2 * k)) & 3);
    }
    o += ')';
    return;
  }
  if (off & 0x8000) {
    appendDec(o, off);
    return;
  }
  const uint32_t andM = off & 0x1f, orM = (off >> 5) & 0x1f, xorM = (off >> 10) & 0x1f;
  if (andM == 0x1f && orM == 0 && std::popcount(xorM) == 1) {
    o += "swizzle(SWAP,";
    appendDec(o, xorM);
  } else if (andM == 0x1f && orM == 0 && xorM > 0 && std::has_single_bit(xorM + 1)) {
    o += "swizzle(REVERSE,";
    appendDec(o, xorM + 1);
  } else if (const uint32_t group = 0x1f - andM + 1; group > 1 && std::has_single_bit(group) && orM < group && xorM == 0) {
    o += "swizzle(BROADCAST,";
    appendDec(o, group);
    o += ',';
    appendDec(o, orM);
  } else {
    o += "swizzle(BITMASK_PERM,\"";
    const uint32_t probe0 = orM ^ xorM, probe1 = ((0x1f & andM) | orM) ^ xorM;
    for (uint32_t m = 0x10; m > 0; m >>= 1) {
      const bool p0 = probe0 & m, p1 = probe1 & m;
      o += p0 && p1 ? '1' : !p0 && !p1 ? '0' : !p0 ? 'p' : 'i';
    }
    o += '"';
  }
  o += ')';
}

bool printDs(Printer& p) {
  const Instruction& in = p.inst;
  int i = 0;
  if (in[F::TFE] && !p.acc) return false;  // bit 25: the acc bit of gfx90a+, nothing before
  for (int k = 0; k < p.info.numOperands; ++k) {
    const OperandSpec& s = p.info.operands[k];
    p.sep(i);
    if (s.field == F::ADDR) p.vreg(in[s.field], s.dwords);
    else p.vregOf(s, in[s.field], s.dwords);
  }
  if (p.info.modifiers & kModOffset01) {
    if (in[F::OFFSET0]) { p.out += " offset0:"; appendDec(p.out, in[F::OFFSET0]); }
    if (in[F::OFFSET1]) { p.out += " offset1:"; appendDec(p.out, in[F::OFFSET1]); }
  } else {
    const uint32_t off = in[F::OFFSET0] | in[F::OFFSET1] << 8;
    if ((p.info.flags & kMemSwizzle) && off) {
      printSwizzle(p, off);
    } else if (off) {
      p.out += " offset:";
      appendDec(p.out, off);
    }
  }
  if (p.inst[F::GDS] && p.t.has(kFeatGfx940Insts)) return false;  // gfx940+ have no GDS (llvm-mc 22 drops the bit)
  p.flag(F::GDS, "gds");
  return true;
}

bool printSoffset(Printer& p, uint32_t code) {
  // (src_shared_base .. src_pops_exiting_wave_id print where the generation has them, src_vccz/execz/scc always)
  if (code == opnd::kLiteral || code == 249 || code == 250 || code == opnd::kLdsDirect || (code >= 209 && code <= 234))
    return false;
  if (code == opnd::kNull && !p.can.nullRegister) return false;
  p.ok &= appendSource(p.out, p.inst, uint16_t(code), 1, p.t);
  return true;
}

bool printBuffer(Printer& p) {
  const Instruction& in = p.inst;
  const OpInfo& info = p.info;
  const bool mtbuf = info.enc == Encoding::MTBUF;
  if (info.numOperands == 0) {  // (cache controls: gfx940's buffer_wbl2/buffer_inv take the policy bits)
    p.cpol();
    return true;
  }
  int i = 0;
  const bool lds = in[F::LDS];
  if (lds && (mtbuf || !(info.modifiers & kModLds) || in[F::TFE])) return false;  // no LDS form says that
  if (const OperandSpec* s = info.operand(F::VDATA); s && !lds) {
    int dwords = s->dwords;
    if ((info.flags & kMemD16) && !p.can.packedD16) dwords = d16Components(info);
    p.sep(i);
    p.dreg(in[F::VDATA], dwords + (in[F::TFE] && !p.acc ? 1 : 0));
  }
  if (info.operand(F::VADDR)) {
    p.sep(i);
    const int n = (in[F::OFFEN] && in[F::IDXEN]) || in[F::ADDR64] ? 2 : in[F::OFFEN] || in[F::IDXEN] ? 1 : 0;
    if (n == 0) p.out += "off";
    else p.vreg(in[F::VADDR], n);
  }
  p.sep(i);
  p.sreg(in[F::SRSRC], 4);
  p.sep(i);
  if (!printSoffset(p, in[F::SOFFSET])) return false;
  if (mtbuf) {
    const uint32_t f = in[F::FORMAT];
    if (p.can.unifiedFormat) {
      if (f != 1) {
        p.out += " format:";
        const auto names = unifiedFormatNames(p.t.gen());
        if (f < names.size()) { p.out += "[BUF_FMT_"; p.out += names[f]; p.out += ']'; }
        else appendDec(p.out, f);
      }
    } else if (f != 1) {
      const uint32_t d = f & 0xf, n = f >> 4;
      if (n == 6 && !p.can.nfmt6) return false;  // numeric format 6 has no name before GFX8
      p.out += " format:[";
      if (d != 1) { p.out += "BUF_DATA_FORMAT_"; p.out += kDfmtNames[d]; }
      if (n != 0) {
        if (d != 1) p.out += ',';
        p.out += "BUF_NUM_FORMAT_";
        p.out += kNfmtNames[n];
      }
      p.out += ']';
    }
  }
  p.flag(F::IDXEN, "idxen");
  p.flag(F::OFFEN, "offen");
  if (p.can.addr64) p.flag(F::ADDR64, "addr64");
  else if (in[F::ADDR64]) return false;
  if (in[F::OFFSET]) {
    p.out += " offset:";
    appendDec(p.out, in[F::OFFSET]);
  }
  const bool ldsFirst = info.flags & kMemLdsDirect;  // buffer_store_lds_dword: lds before the cache policy
  if (ldsFirst) p.flag(F::LDS, "lds");
  p.cpol();
  if (!mtbuf && !ldsFirst) p.flag(F::LDS, "lds");
  if (!p.acc) p.flag(F::TFE, "tfe");
  return true;
}

bool printFlat(Printer& p) {
  const Instruction& in = p.inst;
  const OpInfo& info = p.info;
  const Gen g = p.g;
  const bool global = info.enc == Encoding::GLOBAL, scratch = info.enc == Encoding::SCRATCH;
  const uint32_t saddr = in[F::SADDR];
  const bool saddrOff = saddr == 0x7f || (p.can.nullRegister && saddr == opnd::kNull);
  // GFX12.5: the flat segment's SGPR base, after the row's operands (its VGPR address then an offset of one VGPR)
  const bool flatSaddr = info.enc == Encoding::FLAT && p.can.flatSegmentSaddr && !saddrOff;
  int i = 0;
  const bool returns = atomicReturns(in, info, g) && !in[F::RESULT_UNWRITTEN];
  const bool svs = scratch && flatScratchSvs(p.t.features, p.t.gen());  // (bit 13: SVE, the VGPR address is used)
  const bool ldsForm = in[F::LDS] && !svs;
  for (int k = 0; k < info.numOperands; ++k) {
    const OperandSpec& s = info.operands[k];
    if (s.field == F::VDST && ((s.optional && !returns) || ldsForm)) continue;  // (lds: the LDS-DMA form)
    p.sep(i);
    if (p.ov && !(*p.ov)[size_t(k)].empty()) {
      p.out += (*p.ov)[size_t(k)];
      continue;
    }
    switch (s.kind) {
      case OperandKind::VReg: {
        int dw = s.field == F::VDST ? flatResultDwords(info, s, p.t.wave32) : s.dwords;
        if (s.field == F::ADDR && (global || flatSaddr) && !saddrOff) dw = 1;
        if (s.field == F::ADDR) p.vreg(in[s.field], dw);
        else p.vregOf(s, in[s.field], dw);
        break;
      }
      case OperandKind::ScratchAddr:
        if (svs ? in[F::LDS] != 0 : saddr == (p.can.nullRegister ? opnd::kNull : 0x7fu)) p.vreg(in[s.field], 1);
        else p.out += "off";
        break;
      case OperandKind::FlatSaddr:
        if (saddrOff) p.out += "off";
        else p.sreg(saddr, scratch ? 1 : 2);
        break;
      default: break;
    }
  }
  if (flatSaddr) {
    p.sep(i);
    p.sreg(saddr, 2);
  }
  if (in[F::OFFSET]) {
    const FieldPos* fp = layoutFor(info.enc, g)->find(F::OFFSET);
    int64_t off = in[F::OFFSET];
    if (flatOffsetSigned(info, g) && (off >> (fp->width - 1)) & 1) off -= int64_t(1) << fp->width;
    p.out += " offset:";
    appendDec(p.out, off);
  }
  p.cpol();
  if (!svs) p.flag(F::LDS, "lds");
  return true;
}

bool printMimg(Printer& p) {
  const Instruction& in = p.inst;
  const OpInfo& info = p.info;
  const Gen g = p.g;
  const bool bvh = (info.traits & kTraitBvh) != 0;
  const uint32_t nsa = imageAddressList(in, g) ? std::max(in[F::NSA], 1u) : 0;
  // LLVM's GFX10/11 sampler NSA syntax has two spaces (GFX12's lists one)
  if (nsa && mimgIsSampler(info) && !p.can.imageAddressFields) p.out += ' ';
  const bool gather = mimgGathers(info, g);
  // image_msaa_load takes only the MSAA dims; an atomic's data is as wide as its row says.
  if ((info.traits & kTraitMsaa) && in[F::DIM] < 6) return false;
  if (info.flags & kAtomic) {
    // One data size per row (dmask 0x1, or 0x3 for cmpswap) and its 64-bit variant (0x3, or 0xf).
    const int d = info.operand(F::VDATA)->dwords, bits = std::popcount(in[F::DMASK]);
    if (bits != d && !(bits == 2 * d && (in[F::DMASK] == 0x3 || in[F::DMASK] == 0xf))) return false;
  }
  const RayQueryShape ray = bvh ? rayQueryShape(info) : RayQueryShape{};
  if (bvh && !ray.a16 && in[F::A16]) return false;  // (a16 set in a query that has no a16 form: no text says it)
  int comps = bvh ? ray.resultDwords : gather ? 4 : std::max(std::popcount(in[F::DMASK]), 1);
  if (!bvh && in[F::D16] && p.can.packedD16) comps = (comps + 1) / 2;
  comps += in[F::TFE] && !p.acc ? 1 : 0;
  p.out += ' ';
  p.dreg(in[F::VDATA], comps);
  p.out += ", ";
  int words = 1;
  if (bvh) {
    words = ray.words() - (in[F::A16] ? 3 : 0);
  } else if (p.can.mimgDim) {
    bool exact = false;
    words = *mimgAddressWords(info, int(in[F::DIM]), in[F::A16], g, exact);
    if (!nsa && words > 12) words = 16;
  } else {
    int lo = 0, hi = 0;
    mimgAddressRange(info, lo, hi);
    words = lo;
  }
  if (p.can.imageAddressFields && p.ov && !(*p.ov)[1].empty()) {
    p.out += (*p.ov)[1];  // (a list as written)
  } else if (p.can.imageAddressFields && !bvh && words == 1) {
    p.vreg(in[F::VADDR], 1);  // (one address: a register, not a list)
  } else if (nsa && p.can.partialNsa) {
    const NsaSizes sizes = partialNsaSizes(info, words, in[F::A16], g);
    if (!sizes.count) return false;
    p.out += '[';
    for (size_t k = 0; k < sizes.count; ++k) {
      if (k) p.out += ", ";
      p.vreg(k ? in.nsaAddr[k - 1] : in[F::VADDR], sizes.vgprs[k]);
    }
    p.out += ']';
  } else if (nsa) {
    if (uint32_t(words - 1 + 3) / 4 != nsa) return false;
    p.out += '[';
    p.vreg(in[F::VADDR], 1);
    for (int k = 1; k < words; ++k) {
      p.out += ", ";
      p.vreg(in.nsaAddr[size_t(k - 1)], 1);
    }
    p.out += ']';
  } else if (p.ov && !(*p.ov)[1].empty()) {
    p.out += (*p.ov)[1];  // the address tuple as written
  } else {
    p.vreg(in[F::VADDR], words);
  }
  p.out += ", ";
  p.sreg(in[F::SRSRC], bvh ? 4 : 8);
  if (info.operand(F::SSAMP)) {
    p.out += ", ";
    p.sreg(in[F::SSAMP], 4);
  }
  if (bvh) {  // (dmask 0xf and unorm, where the layout has the bit, are part of a ray query's word)
    p.flag(F::A16, "a16");
    return in[F::DMASK] == 0xf && (in[F::UNORM] || !layoutFor(Encoding::MIMG, g)->has(F::UNORM));
  }
  if (in[F::DMASK]) {
    p.out += " dmask:";
    appendHex(p.out, in[F::DMASK]);
  }
  if (p.can.mimgDim) {
    p.out += " dim:SQ_RSRC_IMG_";
    p.out += kDimNames[in[F::DIM] & 7];
  }
  p.flag(F::UNORM, "unorm");
  p.cpol();
  if (p.can.r128) p.flag(F::R128, "r128");
  if (p.can.a16) p.flag(F::A16, "a16");
  if (!p.acc) p.flag(F::TFE, "tfe");
  p.flag(F::LWE, "lwe");
  if (!p.can.mimgDim) p.flag(F::DA, "da");
  if (p.can.d16) p.flag(F::D16, "d16");
  return true;
}

const char* expTargetName(uint32_t tgt, Gen g, char* buf) {
  if (tgt <= 7) { std::snprintf(buf, 16, "mrt%u", tgt); return buf; }
  if (tgt == 8) return "mrtz";
  const MemoryFeatures& can = memoryFeatures(g);
  if (tgt == 9 && can.expParamNull) return "null";
  if (tgt >= 12 && tgt <= (memoryFeatures(g).expPrim ? 16u : 15u)) { std::snprintf(buf, 16, "pos%u", tgt - 12); return buf; }
  if (tgt == 20 && memoryFeatures(g).expPrim) return "prim";
  if (tgt >= 21 && tgt <= 22 && can.expDualSrcBlend) { std::snprintf(buf, 16, "dual_src_blend%u", tgt - 21); return buf; }
  if (tgt >= 32 && tgt <= 63 && can.expParamNull) { std::snprintf(buf, 16, "param%u", tgt - 32); return buf; }
  return nullptr;
}

bool printExp(Printer& p) {
  const Instruction& in = p.inst;
  char buf[16];
  const char* name = expTargetName(in[F::TGT], p.g, buf);
  if (!name) return false;
  p.out += ' ';
  p.out += name;
  const uint32_t en = in[F::EN];
  const bool compr = in[F::COMPR];
  const std::array<uint32_t, 4> v = compr ? std::array<uint32_t, 4>{in[F::VSRC0], in[F::VSRC0], in[F::VSRC1], in[F::VSRC1]}
                                          : std::array<uint32_t, 4>{in[F::VSRC0], in[F::VSRC1], in[F::VSRC2], in[F::VSRC3]};
  for (int k = 0; k < 4; ++k) {
    p.out += k ? ", " : " ";
    if (en >> k & 1) p.vreg(v[size_t(k)], 1);
    else p.out += "off";
  }
  p.flag(F::DONE, "done");
  p.flag(F::COMPR, "compr");
  p.flag(F::VM, "vm");
  p.flag(F::ROW_EN, "row_en");
  return true;
}

}  // namespace

bool appendVectorMemory(TextBuf& out, const Instruction& inst, const OpInfo& info, const Target& t,
                        const OperandOverrides* ov) {
  if (isTensorRow(info)) return appendTensor(out, inst, info, t);
  Printer p{out, inst, t, info, t.gen(), ov};
  out += info.name;
  bool ok = true;
  switch (info.enc) {
    case Encoding::DS: ok = printDs(p); break;
    case Encoding::MUBUF:
    case Encoding::MTBUF: ok = printBuffer(p); break;
    case Encoding::FLAT:
    case Encoding::GLOBAL:
    case Encoding::SCRATCH: ok = printFlat(p); break;
    case Encoding::MIMG: ok = printMimg(p); break;
    case Encoding::EXP: ok = printExp(p); break;
    default: ok = false;
  }
  return ok && p.ok;
}

}  // namespace gcnkit
