// MUBUF and MTBUF exactly as the buffer-memory document writes them: the V# fields, BUFOFFSET = (UINT32)(AINDEX*STRIDE) +
// AOFFSET with IDXEN/OFFEN/TID_ENABLE and SOFFSET, the swizzle formula, ADDR64 without range check, the
// range check per lane and per dword (loads read 0, stores and atomics are dropped), data and number
// format conversion with DST_SEL, d16, tfe, and loads into LDS at (M0 & 0xffff) + LANEID*4.
#include <algorithm>
#include <cstring>
#include <string>

#include "emu/vector_memory.h"
#include "emu/formats.h"
#include "isa/memory_features.h"
#include "isa/vmem_formats.h"

namespace gcnkit::emu {

namespace {


// The buffer resource (V#), the buffer-memory document's bit table; GFX10 replaces NUMFORMAT/DATAFORMAT by one unified
// FORMAT [114:108], drops ELEMSIZE and adds OOB_SELECT [125:124]; GFX11 narrows FORMAT to [113:108] (renumbered) and
// makes the swizzle enable two bits that size the element; GFX12 scales the stride (VmemRules).
struct Rsrc {
  uint64_t base = 0;
  uint32_t stride = 0;
  bool swizzle = false;
  uint32_t numRecords = 0;
  std::array<uint8_t, 4> dstSel{};
  uint8_t nfmt = 0, dfmt = 0;
  uint32_t elemSize = 4, indexStride = 8;
  bool tid = false;
  uint8_t oob = 0;
};

Rsrc readRsrc(const std::array<uint32_t, 128>& s, uint16_t first, Gen g) {
  const VmemRules& rules = vmemRules(g);
  uint32_t w[4];
  for (unsigned i = 0; i < 4; ++i) w[i] = s[(first + i) & 127];
  Rsrc r;
  r.base = w[0] | uint64_t(w[1] & 0xffff) << 32;
  r.stride = w[1] >> 16 & 0x3fff;
  r.swizzle = w[1] >> 31;
  r.numRecords = w[2];
  for (unsigned c = 0; c < 4; ++c) r.dstSel[c] = uint8_t(w[3] >> (3 * c) & 7);
  if (rules.oobSelect) {
    const uint32_t ufmt = w[3] >> 12 & (rules.rsrc11 ? 63 : 127);
    if (const auto [d, n] = splitFormat(ufmt, g); ufmt && d) r.dfmt = d, r.nfmt = n;
    r.elemSize = 4;  // GFX10: no ELEMSIZE field, swizzled elements are dwords (src/emu/README.md)
    r.oob = uint8_t(w[3] >> 28 & 3);
    if (rules.rsrc11) {
      const unsigned sw = w[1] >> 30 & 3;  // (2 is reserved: taken as 4-byte elements)
      r.swizzle = sw != 0;
      r.elemSize = sw == 3 ? 16 : 4;
    }
    if (rules.strideScale) r.stride *= std::array<uint32_t, 4>{1, 4, 8, 32}[w[3] >> 18 & 3];
  } else {
    r.nfmt = uint8_t(w[3] >> 12 & 7);
    r.dfmt = uint8_t(w[3] >> 15 & 15);
    r.elemSize = 2u << (w[3] >> 19 & 3);
  }
  r.indexStride = 8u << (w[3] >> 21 & 3);
  r.tid = w[3] >> 23 & 1;
  return r;
}

// One lane's addressing, per dword `i` of its access.
struct LaneAddr {
  enum Why : uint8_t { InRange, Raw, Index, Offset, NoRecords };
  uint64_t address = 0;  // guest address
  bool out = false;      // out of range
  Why why = InRange;     // the rule that made it so (the report names its fields)
  uint64_t bufoffset = 0;
  uint32_t aindex = 0, aoffset = 0;
};

}  // namespace

bool VectorMemory::execBuffer(Wave& w, const MemInst& m, uint32_t index) {
  if (m.kind == MemKind::NoData) return true;  // buffer_wbinvl1*, gl0/gl1_inv: no vector cache is modelled
  const VmemRules& rules = vmemRules(gen_);
  const Rsrc r = readRsrc(w.s, m.srsrc, gen_);
  const uint64_t soff = m.soffIsConst ? m.soffConst : read32(w, m.soffset);
  const bool structured = m.idxen || r.tid;

  auto locate = [&](unsigned lane, uint32_t extra, bool align4) -> LaneAddr {
    LaneAddr a{};
    if (m.addr64) {  // ADDRESS = BASE + VGPR_ADDRESS + OFFSET + SGPR_OFFSET, no range check
      const uint64_t v = vgpr(w, m.vaddr, lane) | uint64_t(vgpr(w, m.vaddr + 1u, lane)) << 32;
      a.address = r.base + v + uint32_t(m.offset) + soff + extra;
      a.out = false;
    } else {
      const uint32_t vIndex = m.idxen ? vgpr(w, m.vaddr, lane) : 0;
      const uint32_t vOffset = m.offen ? vgpr(w, m.vaddr + (m.idxen ? 1u : 0u), lane) : 0;
      const uint32_t aindex = vIndex + (r.tid ? lane : 0);
      const uint32_t aoffset = uint32_t(m.offset) + vOffset + extra;
      uint64_t bufoffset;
      if (r.swizzle) {
        const uint64_t iMsb = aindex / r.indexStride, iLsb = aindex % r.indexStride;
        const uint64_t oMsb = aoffset / r.elemSize, oLsb = aoffset % r.elemSize;
        bufoffset = oLsb + r.elemSize * iLsb + r.indexStride * (iMsb * r.stride + oMsb * r.elemSize);
      } else {
        bufoffset = uint64_t(uint32_t(aindex * r.stride)) + aoffset;
      }
      a.address = r.base + soff + bufoffset;
      // Range check: the buffer-memory document (GFX6-9), the OOB_SELECT column on GFX10.
      const int64_t limit = int64_t(r.numRecords) - int64_t(soff);
      a.bufoffset = bufoffset, a.aindex = aindex, a.aoffset = aoffset;
      auto raw = [&] {
        a.out = int64_t(bufoffset) >= limit;
        if (a.out) a.why = LaneAddr::Raw;
      };
      auto indexCheck = [&](bool withOffset) {
        if (aindex >= r.numRecords) a.out = true, a.why = LaneAddr::Index;
        else if (withOffset && aoffset >= r.stride) a.out = true, a.why = LaneAddr::Offset;
      };
      if (!rules.oobSelect) {
        if (r.stride == 0) raw();
        else indexCheck(structured);
      } else {
        switch (r.oob) {
          case 0: indexCheck(true); break;
          case 1: indexCheck(false); break;
          case 2: a.out = r.numRecords == 0; a.why = LaneAddr::NoRecords; break;
          default: raw(); break;
        }
      }
    }
    if (align4) a.address &= ~3ull;  // 32-bit operations: addresses are aligned to 4 bytes
    return a;
  };
  bool reported = false;
  auto why = [&](const LaneAddr& a) -> std::string {
    switch (a.why) {
      case LaneAddr::Raw:
        return "BUFOFFSET " + hex(a.bufoffset) + " >= NUM_RECORDS " + hex(r.numRecords) + " - SOFFSET " + hex(soff);
      case LaneAddr::Index: return "AINDEX " + std::to_string(a.aindex) + " >= NUM_RECORDS " + std::to_string(r.numRecords);
      case LaneAddr::Offset: return "AOFFSET " + hex(a.aoffset) + " >= STRIDE " + hex(r.stride);
      case LaneAddr::NoRecords: return "NUM_RECORDS is 0";
      default: return "in range";
    }
  };
  auto outOfRange = [&](unsigned lane, const LaneAddr& a) {
    if (!reported && checks_) {
      reported = true;
      report(CheckKind::BufferRange, w, index,
             std::string(m.kind == MemKind::Load ? "load reads 0" : m.kind == MemKind::Store ? "store dropped" : "atomic dropped") +
                 ": lane " + std::to_string(lane) + ": " + why(a) + " (STRIDE " + std::to_string(r.stride) +
                 (r.swizzle ? ", swizzled" : "") + ")",
             a.address);
    }
  };
  auto readMem = [&](unsigned lane, const LaneAddr& a, void* out, unsigned n) {
    if (a.out) {
      std::memset(out, 0, n);
      outOfRange(lane, a);
      return true;
    }
    return globalAccess(w, index, lane, a.address, out, n, false);
  };
  auto writeMem = [&](unsigned lane, const LaneAddr& a, const void* in, unsigned n) {
    if (a.out) {
      outOfRange(lane, a);
      return true;
    }
    return globalAccess(w, index, lane, a.address, const_cast<void*>(in), n, true);
  };

  // The per-wave path (src/emu/vmem_wave.cpp): a plain load or store whose active lanes are all in range, each
  // lane's dwords at consecutive addresses (AOFFSET does not wrap between them; the range rules are monotonic in the
  // dword, so the first and last decide). A load whose data overlaps its address VGPRs stays lane by lane: that
  // path forms each dword's address after the lane's earlier dwords have landed.
  if (perWave_ && (m.kind == MemKind::Load || m.kind == MemKind::Store) && !m.format && !m.tformat && !m.lds &&
      !m.tfe && !r.swizzle) {
    const unsigned dwords = m.elemBytes < 4 ? 1u : m.dwords;
    const unsigned addrRegs = m.addr64 ? 2u : unsigned(m.idxen) + unsigned(m.offen);
    const bool overlap = m.kind == MemKind::Load && dwords > 1 && addrRegs && m.vdata < m.vaddr + addrRegs &&
                         m.vaddr < m.vdata + dwords;
    const uint64_t e = exec(w);
    if (e && !overlap) {
      uint64_t addr[kMaxLanes];
      uint64_t lo = ~0ull, hi = 0;
      const uint32_t last = 4 * (dwords - 1);
      bool inRange = true;
      for (unsigned lane = 0; lane < waveSize_ && inRange; ++lane) {
        if (!(e >> lane & 1)) continue;
        const LaneAddr a = locate(lane, 0, m.elemBytes >= 4);
        inRange = !a.out;
        if (inRange && last) {
          const LaneAddr b = locate(lane, last, true);
          inRange = !b.out && b.address == a.address + last;
        }
        addr[lane] = a.address;
        lo = std::min(lo, a.address);
        hi = std::max(hi, a.address);
      }
      if (inRange && waveAccess(w, m, e, addr, lo, hi, m.vdata)) return !cx_.aborted;
    }
  }

  const bool packed = m.packedD16;
  for (unsigned lane = 0; lane < waveSize_; ++lane) {
    if (!laneOn(w, lane)) continue;
    // buffer_store_lds_dword: the dword at LDS (M0 & 0xffff) + LANEID * 4 goes to the lane's address.
    if (m.lds && m.kind == MemKind::Store) {
      uint32_t v = 0;
      if (!ldsAccess(w, index, lane, (w.s[m0Code()] & 0xffff) + lane * 4ull, &v, 4, false, false)) return false;
      if (!writeMem(lane, locate(lane, 0, true), &v, 4)) return false;
      continue;
    }
    // ---- formatted: buffer_*_format_* (resource format, DST_SEL) and tbuffer_* (instruction format) ----
    if (m.format || m.tformat) {
      const uint8_t dfmt = m.tformat ? m.dfmt : r.dfmt, nfmt = m.tformat ? m.nfmt : r.nfmt;
      const std::array<uint8_t, 4> sel = m.tformat ? std::array<uint8_t, 4>{4, 5, 6, 7} : r.dstSel;
      const DataFormat& f = dataFormat(dfmt);
      const unsigned elemDwords = (f.bytes + 3u) / 4u;
      std::array<uint32_t, 4> mem{};
      std::array<bool, 4> dwOut{};
      if (m.kind == MemKind::Load) {
        for (unsigned i = 0; i < elemDwords; ++i) {
          const LaneAddr a = locate(lane, 4 * i, f.bytes >= 4);
          dwOut[i] = a.out;
          if (!readMem(lane, a, &mem[i], std::min(4u, unsigned(f.bytes)))) return false;
        }
        std::array<uint32_t, 4> comp{0, 0, 0, oneFor(nfmt)};
        for (unsigned c = 0; c < f.count; ++c) {
          const unsigned dw = f.pos[c] / 32, sh = f.pos[c] % 32;
          const uint64_t word = mem[dw] | (dw + 1 < 4 ? uint64_t(mem[dw + 1]) << 32 : 0);
          comp[c] = dwOut[dw] ? 0 : unpackComponent(uint32_t(word >> sh), f.bits[c], nfmt);
        }
        std::array<uint32_t, 4> res{};
        for (unsigned k = 0; k < m.components; ++k)
          res[k] = sel[k] >= 4 ? comp[sel[k] - 4u] : sel[k] == 1 ? oneFor(nfmt) : 0;
        if (m.lds) {  // LDS_ADDR = LDS_BASE + (M0 & 0xffff) + LANEID*4
          if (!ldsAccess(w, index, lane, ldsDmaAddress(w.s[m0Code()], m, lane), &res[0], 4, true, false)) return false;
          continue;
        }
        if (m.d16) {
          if (m.d16Hi) vgpr(w, m.vdata, lane) = (vgpr(w, m.vdata, lane) & 0xffff) | uint32_t(toD16(res[0], nfmt)) << 16;
          else if (packed)
            for (unsigned k = 0; k < m.components; k += 2)
              vgpr(w, m.vdata + k / 2, lane) = toD16(res[k], nfmt) | (k + 1 < m.components ? uint32_t(toD16(res[k + 1], nfmt)) << 16 : 0);
          else
            for (unsigned k = 0; k < m.components; ++k) vgpr(w, m.vdata + k, lane) = toD16(res[k], nfmt);
        } else {
          for (unsigned k = 0; k < m.components; ++k) vgpr(w, m.vdata + k, lane) = res[k];
        }
      } else {
        std::array<uint32_t, 4> val{};
        for (unsigned k = 0; k < m.components; ++k) {
          if (!m.d16) val[k] = vgpr(w, m.vdata + k, lane);
          else if (m.d16Hi) val[k] = fromD16(uint16_t(vgpr(w, m.vdata, lane) >> 16), nfmt);
          else if (packed) val[k] = fromD16(uint16_t(vgpr(w, m.vdata + k / 2, lane) >> (16 * (k & 1))), nfmt);
          else val[k] = fromD16(uint16_t(vgpr(w, m.vdata + k, lane)), nfmt);
        }
        for (unsigned c = 0; c < f.count; ++c) {
          const uint32_t v = sel[c] >= 4 ? (sel[c] - 4u < m.components ? val[sel[c] - 4u] : 0) : sel[c] == 1 ? oneFor(nfmt) : 0;
          const unsigned dw = f.pos[c] / 32, sh = f.pos[c] % 32;
          const uint64_t bits = uint64_t(packComponent(v, f.bits[c], nfmt)) << sh;
          mem[dw] |= uint32_t(bits);
          if (dw + 1 < 4) mem[dw + 1] |= uint32_t(bits >> 32);
        }
        for (unsigned i = 0; i < elemDwords; ++i)
          if (!writeMem(lane, locate(lane, 4 * i, f.bytes >= 4), &mem[i], std::min(4u, unsigned(f.bytes)))) return false;
      }
      if (m.tfe && m.returns && m.kind == MemKind::Load) vgpr(w, m.vdata + (m.d16 ? (packed ? (m.components + 1u) / 2 : m.components) : m.components), lane) = 0;
      continue;
    }
    // ---- atomics ----
    if (m.kind == MemKind::Atomic) {
      const unsigned dw = m.dwords;
      const LaneAddr a = locate(lane, 0, true);
      const uint64_t src = vgpr(w, m.vdata, lane) | (dw == 2 ? uint64_t(vgpr(w, m.vdata + 1u, lane)) << 32 : 0);
      const unsigned ci = m.fn == AtomicFn::CmpSwap || m.fn == AtomicFn::FCmpSwap ? dw : 0;  // data first, then compare
      const uint64_t cmp = ci ? vgpr(w, m.vdata + ci, lane) | (dw == 2 ? uint64_t(vgpr(w, m.vdata + ci + 1, lane)) << 32 : 0) : 0;
      uint64_t old = 0;
      if (a.out) {
        outOfRange(lane, a);
      } else {
        if (!globalAtomic(w, index, lane, a.address, dw * 4, m.fn, src, cmp, old, m.returns)) return false;
      }
      if (m.returns) {
        vgpr(w, m.vdata, lane) = uint32_t(old);
        if (dw == 2) vgpr(w, m.vdata + 1u, lane) = uint32_t(old >> 32);
      }
      continue;
    }
    // ---- plain loads and stores (data format derived from the opcode) ----
    if (m.elemBytes < 4) {
      const LaneAddr a = locate(lane, 0, false);
      uint32_t raw = 0;
      if (m.kind == MemKind::Load) {
        if (!readMem(lane, a, &raw, m.elemBytes)) return false;
        if (m.lds) {  // zero-extended into LDS, whatever the sign of the opcode
          if (!ldsAccess(w, index, lane, ldsDmaAddress(w.s[m0Code()], m, lane), &raw, 4, true, false)) return false;
          continue;
        }
        m.placeSubDword(raw, vgpr(w, m.vdata, lane));
        if (m.tfe) vgpr(w, m.vdata + 1u, lane) = 0;
      } else {
        raw = vgpr(w, m.vdata, lane) >> (m.d16Hi ? 16 : 0);
        if (!writeMem(lane, a, &raw, m.elemBytes)) return false;
      }
      continue;
    }
    for (unsigned i = 0; i < m.dwords; ++i) {
      const LaneAddr a = locate(lane, 4 * i, true);
      if (m.kind == MemKind::Load) {
        uint32_t v = 0;
        if (!readMem(lane, a, &v, 4)) return false;
        if (m.lds) {  // gfx950's dwordx3/x4: the lane's dwords one after another
          if (!ldsAccess(w, index, lane, ldsDmaAddress(w.s[m0Code()], m, lane) + 4 * i, &v, 4, true, false)) return false;
        } else {
          vgpr(w, m.vdata + i, lane) = v;
        }
      } else {
        uint32_t v = vgpr(w, m.vdata + i, lane);
        if (!writeMem(lane, a, &v, 4)) return false;
      }
    }
    // (tfe's status dword exists only where the load returns data to VGPRs, not with lds: Program::vuse has it.)
    if (m.tfe && m.returns && m.kind == MemKind::Load) vgpr(w, m.vdata + m.dwords, lane) = 0;
  }
  return !failed();
}

}  // namespace gcnkit::emu
