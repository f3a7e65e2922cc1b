// FLAT, GLOBAL and SCRATCH. GLOBAL addresses are VGPR pairs or an SGPR base plus a VGPR offset; FLAT
// addresses go through the apertures (LLVM guide: a shared-aperture address is LDS, a private-aperture
// address is the lane's scratch, anything else global memory); SCRATCH and private-aperture accesses are
// per-lane offsets into the wave's scratch, swizzled as the hardware does (dwords interleaved across the
// wave's lanes), from FLAT_SCRATCH as the dispatch and the kernel's prologue set it.
#include <bit>
#include <algorithm>
#include <cstring>
#include <string>

#include "emu/vector_memory.h"

namespace gcnkit::emu {

namespace {

// SharedScratch: GFX12.5's private aperture, where a flat address names a swizzled scratch dword of any lane.
enum class Space : uint8_t { Global, Lds, Private, SharedScratch };

}  // namespace

bool VectorMemory::execFlat(Wave& w, const MemInst& m, uint32_t index) {
  if (m.lds && m.kind != MemKind::Load)  // bit 13 set on a store or atomic: LDS-DMA is a load
    return fault(FaultKind::Unsupported, w, index,
                 "the lds bit on a store or atomic is not modelled: only loads move data into LDS (src/emu/README.md)");
  flatHitLds_ = false;
  if (m.kind == MemKind::NoData) return true;  // GFX12's global_wb/inv/wbinv: no vector cache is modelled
  // The per-wave path (src/emu/vmem_wave.cpp); cx_.aborted: a shared access abandoned the parallel run.
  if (perWave_ && flatWave(w, m)) return !cx_.aborted;
  const VmemRules& rules = vmemRules(gen_);
  // The wave's scratch: FLAT_SCRATCH as an address (GFX9+) or as an offset into the backing memory (GFX7/8).
  uint64_t scratch = 0;
  if (rules.flatScratchCode)
    scratch = rules.flatScratchOffset ? cfg_.scratchBase + (uint64_t(w.s[rules.flatScratchCode + 1u]) << 8)
                                      : w.s[rules.flatScratchCode] | uint64_t(w.s[rules.flatScratchCode + 1u]) << 32;
  else
    scratch = hwregRead(w, 20) | uint64_t(hwregRead(w, 21)) << 32;  // FLAT_SCR_LO/HI (GFX10 s_setreg)
  auto scratchAddress = [&](uint32_t priv, unsigned lane) {
    return scratch + uint64_t(priv / 4) * 4 * waveSize_ + lane * 4ull + priv % 4;
  };

  for (unsigned lane = 0; lane < waveSize_; ++lane) {
    if (!laneOn(w, lane)) continue;
    Space space = Space::Global;
    uint64_t a = 0;
    if (m.enc == Encoding::SCRATCH) {
      // (gfx940+: the SGPR base, if any, plus the VGPR where SVE says it is used)
      const uint32_t voff = uint32_t(m.vOffset(vgpr(w, m.vaddr, lane)));
      const uint32_t base = m.svs ? (m.saddr != kNoSaddr ? read32(w, m.saddr) : 0u) + (m.sve ? voff : 0u)
                            : m.saddr != kNoSaddr ? read32(w, m.saddr) : voff;
      a = uint32_t(base + uint32_t(m.offset));
      space = Space::Private;
    } else {
      // An SGPR base plus the VGPR offset (GLOBAL; FLAT on GFX12.5), or a VGPR pair; FLAT then by aperture.
      a = m.saddr != kNoSaddr ? read64(w, m.saddr) + uint64_t(m.vOffset(vgpr(w, m.vaddr, lane))) + int64_t(m.offset)
                              : (vgpr(w, m.vaddr, lane) | uint64_t(vgpr(w, m.vaddr + 1u, lane)) << 32) + int64_t(m.offset);
      if (m.enc == Encoding::FLAT) {
        const uint32_t hi = uint32_t(a >> 32);
        if (hi == kSharedApertureHi) {
          space = Space::Lds, a &= 0xffffffffu, flatHitLds_ = true;
        } else if (rules.scratchAperture58 && inScratchAperture58(a)) {
          space = Space::SharedScratch;
          if (m.kind == MemKind::Atomic && m.dwords == 2)  // the guide: an 8-byte atomic there is a MEMVIOL
            return fault(FaultKind::MemoryViolation, w, index,
                         "a 64-bit flat atomic in the scratch aperture (the CDNA5 guide: 8-byte atomics are not "
                         "supported in flat-scratch space)", a, int(lane));
        } else if (!rules.scratchAperture58 && hi == kPrivateApertureHi) {
          space = Space::Private, a &= 0xffffffffu;
        }
      }
    }
    // Dword pieces: private memory is swizzled per dword, so each one is addressed on its own; a piece that is not
    // dword-aligned (unaligned scratch access) continues in the lane's next private dword, a wave's width of
    // dwords further on, so it is split where it crosses one.
    auto access = [&](uint32_t byteOffset, void* data, unsigned n, bool write) {
      switch (space) {
        case Space::Lds: return ldsAccess(w, index, lane, a + byteOffset, data, n, write, m.kind == MemKind::Atomic);
        case Space::Private:
          if (!privateInBounds(w, index, lane, uint32_t(a + byteOffset), n)) return false;
          if (w.flatScrUnwritten && !rules.flatScratchCode && checks_) {
            report(CheckKind::UninitializedSgpr, w, index,
                   "a scratch access through FLAT_SCR, which s_setreg set from an SGPR nothing had written (the "
                   "private segment wave offset the descriptor does not enable?)");
            if (failed()) return false;
          }
          for (unsigned done = 0; done < n;) {
            const uint32_t priv = uint32_t(a + byteOffset + done);
            const unsigned run = std::min(n - done, 4 - priv % 4);
            if (!globalAccess(w, index, lane, scratchAddress(priv, lane), static_cast<uint8_t*>(data) + done, run, write))
              return false;
            done += run;
          }
          return true;
        case Space::SharedScratch:
          // Each dword on its own, as above: the address maps to a memory address in the scratch allocation
          // (globalAccess keeps it inside this wave's part).
          for (unsigned done = 0; done < n;) {
            const uint64_t flat = a + byteOffset + done;
            const unsigned run = std::min<unsigned>(n - done, 4 - flat % 4);
            uint64_t mem = 0;
            if (!scratchApertureAddress(flat, mem))
              return fault(FaultKind::Unsupported, w, index,
                           "lane " + std::to_string(lane) + "'s flat address " + hex(flat) +
                               " is in the wave64 half of the scratch aperture (bit 57), whose mapping the CDNA5 "
                               "guide does not give");
            if (!globalAccess(w, index, lane, mem, static_cast<uint8_t*>(data) + done, run, write)) return false;
            done += run;
          }
          return true;
        default: return globalAccess(w, index, lane, a + byteOffset, data, n, write);
      }
    };
    // LDS-DMA: the lane's element, a sub-dword one zero-extended (src/emu/README.md); a FLAT one reads where the
    // apertures put its address (global, scratch or LDS itself), as any FLAT load.
    if (m.lds) {
      const uint64_t at = ldsDmaAddress(w.s[m0Code()], m, lane);
      for (unsigned i = 0; i < (m.elemBytes < 4 ? 1u : m.dwords); ++i) {
        uint32_t v = 0;
        if (!access(4 * i, &v, std::min<unsigned>(4, m.elemBytes), false) || !ldsAccess(w, index, lane, at + 4 * i, &v, 4, true, false))
          return false;
      }
      continue;
    }
    if (m.kind == MemKind::Atomic) {
      const unsigned dw = m.dwords, bits = dw == 2 ? 64 : 32;
      const uint64_t src = vgpr(w, m.vdata, lane) | (dw == 2 ? uint64_t(vgpr(w, m.vdata + 1u, lane)) << 32 : 0);
      const unsigned ci = m.fn == AtomicFn::CmpSwap || m.fn == AtomicFn::FCmpSwap ? dw : 0;
      const uint64_t cmp = ci ? vgpr(w, m.vdata + ci, lane) | (dw == 2 ? uint64_t(vgpr(w, m.vdata + ci + 1, lane)) << 32 : 0) : 0;
      uint64_t old = 0;
      if (space == Space::Private && dw == 2) {  // two swizzled dwords
        uint32_t lo = 0, hi = 0;
        if (!access(0, &lo, 4, false) || !access(4, &hi, 4, false)) return false;
        old = lo | uint64_t(hi) << 32;
        const uint64_t nv = atomicResult(m.fn, old, src, cmp, bits);
        lo = uint32_t(nv), hi = uint32_t(nv >> 32);
        if (!access(0, &lo, 4, true) || !access(4, &hi, 4, true)) return false;
      } else if (space == Space::Global) {  // atomic across the host threads running workgroups
        if (!globalAtomic(w, index, lane, a, dw * 4, m.fn, src, cmp, old, m.returns)) return false;
      } else {  // LDS and scratch belong to this workgroup's thread
        if (!access(0, &old, dw * 4, false)) return false;
        uint64_t nv = atomicResult(m.fn, old, src, cmp, bits);
        if (!access(0, &nv, dw * 4, true)) return false;
      }
      if (m.returns) {
        vgpr(w, m.vdst, lane) = uint32_t(old);
        if (dw == 2) vgpr(w, m.vdst + 1u, lane) = uint32_t(old >> 32);
      }
      continue;
    }
    if (m.elemBytes < 4) {
      uint32_t raw = 0;
      if (m.kind == MemKind::Load) {
        if (!access(0, &raw, m.elemBytes, false)) return false;
        m.placeSubDword(raw, vgpr(w, m.vdst, lane));
      } else {
        raw = vgpr(w, m.vdata, lane) >> (m.d16Hi ? 16 : 0);
        if (!access(0, &raw, m.elemBytes, true)) return false;
      }
      continue;
    }
    for (unsigned i = 0; i < m.dwords; ++i) {
      if (m.kind == MemKind::Load) {
        uint32_t v = 0;
        if (!access(4 * i, &v, 4, false)) return false;
        vgpr(w, m.vdst + i, lane) = v;
      } else {
        uint32_t v = vgpr(w, m.vdata + i, lane);
        if (!access(4 * i, &v, 4, true)) return false;
      }
    }
  }
  return !failed();
}

// Why a lane ran off its private segment, for the fault's message.
std::string VectorMemory::privateOverflowCause() const {
  if (cfg_.fixedPrivateSegment)
    return "(the descriptor's fixed size: the kernel declares no dynamic stack, so a runtime gives no more; code that "
           "recurses anyway was built by a compiler that left the recursion unmarked, as clang-22 does: --stack-size "
           "gives every work-item that many bytes)";
  return "(the descriptor's fixed size and the dynamic stack: a recursion too deep, or a stack too small; "
         "--stack-size raises it)";
}

// The private segment (LaunchConfig::privateSegmentSize): every lane has that many bytes; the compiler's stack
// grows up from offset 0 (s32), so recursion too deep or a stack too small runs off the end.
bool VectorMemory::privateInBounds(Wave& w, uint32_t index, uint32_t lane, uint64_t offset, uint32_t n) {
  if (!cfg_.privateSegmentSize) return true;
  const uint64_t size = *cfg_.privateSegmentSize;
  if (offset + n <= size) return true;
  return fault(FaultKind::MemoryViolation, w, index,
               "private segment overflow: lane " + std::to_string(lane) + " accesses private offset " + hex(offset) +
                   " (" + std::to_string(n) + " bytes), beyond the " + std::to_string(size) +
                   " bytes of private segment each work-item has " + privateOverflowCause(),
               offset, int(lane));
}

// A vector access that lands in the scratch allocation (MUBUF through the private segment buffer, or a swizzled
// flat address): it must stay inside its own wave's part.
bool VectorMemory::scratchAddressInBounds(Wave& w, uint32_t index, uint32_t lane, uint64_t a, uint32_t n) {
  const uint64_t size = cfg_.privateSegmentSize.value_or(0);
  if (!size || a - cfg_.scratchBase >= cfg_.scratchBytes) return true;
  uint32_t items = 1;
  for (uint32_t d : cfg_.workgroupSize) items *= std::max(d, 1u);
  const uint64_t waves = (uint64_t(items) + waveSize_ - 1) / waveSize_;
  const uint64_t waveBytes = size * waveSize_;
  const uint64_t base = cfg_.scratchBase + (uint64_t(w.wgLinear) * waves + w.waveInGroup) * waveBytes;
  if (a >= base && a + n <= base + waveBytes) return true;
  const int64_t rel = int64_t(a - base);
  // The lane's private offset the address stands for (dwords interleaved across the wave's lanes).
  const int64_t dword = rel >= 0 ? rel / int64_t(4 * waveSize_) : -((-rel + int64_t(4 * waveSize_) - 1) / int64_t(4 * waveSize_));
  return fault(FaultKind::MemoryViolation, w, index,
               "private segment overflow: lane " + std::to_string(lane) + " accesses " + hex(a) + ", private offset " +
                   std::to_string(dword * 4 + rel % 4) + " of its wave's scratch, beyond the " + std::to_string(size) +
                   " bytes of private segment each work-item has " + privateOverflowCause(),
               a, int(lane));
}

}  // namespace gcnkit::emu
