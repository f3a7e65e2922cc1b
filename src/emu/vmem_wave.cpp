// The per-wave path of vector memory. A plain GLOBAL, FLAT or MUBUF load or store whose active lanes all fall
// inside one allocation (the common case of compiled code) is checked once: one range, one lookup of the allocation,
// then a tight copy per lane. Anything else returns false having changed nothing, and the encoding's lane-by-lane
// path runs: lanes in two allocations or outside every one (its fault names the first such lane), the scratch
// allocation (each wave may touch only its own part), FLAT addresses near an aperture, buffer lanes out of range
// (their reports), atomics, formats, LDS-DMA. So faults and reports always come from the lane-by-lane path, and what
// the per-wave path does is what that path does when every lane is in bounds: the same bytes in the same lane order
// (a store of several lanes to one address keeps the highest lane's), the same notes of shared memory, traffic and
// scalar-cache write-behind. EmulatorOptions::perLaneMemory turns it off (the tests compare the two).
#include <algorithm>
#include <bit>
#include <cstring>

#include "emu/valu_lanes.h"
#include "emu/vector_memory.h"

namespace gcnkit::emu {

namespace {

// Every lane's address of a whole wave (no EXEC test per lane, so that the loops vectorize) as a 32-bit offset from
// the least, with the least and the greatest: from a VGPR pair, or an SGPR base plus a VGPR offset. The lanes are
// first measured from lane 0 in signed 32 bits (min and max then take 8 lanes an instruction, where 64-bit unsigned
// ones have no AVX2 instruction); false when some lane is 2 GiB or more away from lane 0 (no one allocation then).
// (The wave size is a template argument: the loops then have no remainders to handle.)
template <unsigned n>
GCNKIT_LANE_LOOP bool wholeWaveOffsets(const uint32_t* lo32, const uint32_t* hi32, uint64_t base, int64_t offset,
                                       uint32_t* off, uint64_t& lo, uint64_t& hi) {
  const uint64_t first = (hi32 ? lo32[0] | uint64_t(hi32[0]) << 32 : base + lo32[0]) + uint64_t(offset);
  int32_t d[kMaxLanes];
  uint64_t far = 0;
  uint32_t highs = 0;
  if (hi32)
    for (unsigned l = 0; l < n; ++l) highs |= hi32[l] ^ hi32[0];
  if (!highs) {
    // An SGPR base, or every lane's high dword lane 0's (the usual case): the differences are the low dwords', in
    // 32-bit arithmetic, and one fits in 32 signed bits when its sign agrees with the unsigned comparison of the low
    // dwords.
    const uint32_t b0 = lo32[0];
    uint32_t bad = 0;
    for (unsigned l = 0; l < n; ++l) {
      const uint32_t x = lo32[l] - b0;
      d[l] = int32_t(x);
      bad |= uint32_t(lo32[l] >= b0) ^ uint32_t(int32_t(x) >= 0);
    }
    far = bad;
  } else {
    for (unsigned l = 0; l < n; ++l) {
      const uint64_t x = (lo32[l] | uint64_t(hi32[l]) << 32) + uint64_t(offset) - first;
      far |= (x + 0x80000000ull) >> 32;
      d[l] = int32_t(uint32_t(x));
    }
  }
  if (far) return false;
  int32_t mn = 0, mx = 0;
  for (unsigned l = 0; l < n; ++l) mn = std::min(mn, d[l]), mx = std::max(mx, d[l]);
  for (unsigned l = 0; l < n; ++l) off[l] = uint32_t(d[l]) - uint32_t(mn);
  lo = first + uint64_t(int64_t(mn));
  hi = first + uint64_t(int64_t(mx));
  return true;
}

// A gathered dword per lane (the bytes at p + off[lane], any alignment).
template <unsigned n>
GCNKIT_LANE_LOOP void gatherDwords(uint32_t* __restrict row, const uint8_t* __restrict p, const uint32_t* __restrict off) {
  for (unsigned l = 0; l < n; ++l) std::memcpy(row + l, p + off[l], 4);
}

// The active lanes' offsets from the least address (false when they span 2 GiB or more: not one allocation).
bool laneOffsets(uint64_t e, const uint64_t* addr, uint64_t lo, uint64_t hi, unsigned n, uint32_t* off) {
  if (hi - lo >= (1ull << 31)) return false;
  for (unsigned lane = 0; lane < n; ++lane)
    if (e >> lane & 1) off[lane] = uint32_t(addr[lane] - lo);
  return true;
}

}  // namespace

// GLOBAL and FLAT addresses: as execFlat forms them lane by lane.
bool VectorMemory::flatWave(Wave& w, const MemInst& m) {
  if ((m.enc != Encoding::GLOBAL && m.enc != Encoding::FLAT) || m.lds ||
      (m.kind != MemKind::Load && m.kind != MemKind::Store))
    return false;
  const uint64_t e = exec(w);
  if (!e) return false;
  uint32_t off[kMaxLanes];
  uint64_t lo = ~0ull, hi = 0;
  const bool sbase = m.saddr != kNoSaddr;  // (GLOBAL, and FLAT on GFX12.5)
  if (sbase && (m.vOffsetSigned || m.vOffsetScale != 1)) return false;  // (GFX12.5's offsets: the lane path)
  const uint64_t base = sbase ? read64(w, m.saddr) : 0;
  if (e == allLanes()) {
    const uint32_t* lo32 = &vgpr(w, m.vaddr, 0);
    const uint32_t* hi32 = sbase ? nullptr : &vgpr(w, m.vaddr + 1u, 0);
    if (!(waveSize_ == 64 ? wholeWaveOffsets<64>(lo32, hi32, base, int64_t(m.offset), off, lo, hi)
                          : wholeWaveOffsets<32>(lo32, hi32, base, int64_t(m.offset), off, lo, hi)))
      return false;
  } else {
    uint64_t addr[kMaxLanes];
    for (unsigned lane = 0; lane < waveSize_; ++lane) {
      if (!(e >> lane & 1)) continue;
      const uint64_t a = (sbase ? base + vgpr(w, m.vaddr, lane)
                                : vgpr(w, m.vaddr, lane) | uint64_t(vgpr(w, m.vaddr + 1u, lane)) << 32) +
                         int64_t(m.offset);
      addr[lane] = a;
      lo = std::min(lo, a);
      hi = std::max(hi, a);
    }
    if (!laneOffsets(e, addr, lo, hi, waveSize_, off)) return false;
  }
  // FLAT: a lane in the shared or private aperture reaches LDS or scratch, which the lane loop handles.
  if (m.enc == Encoding::FLAT) {
    for (const uint64_t aperture : {kSharedApertureHi, kPrivateApertureHi})
      if (lo >> 32 <= aperture && hi >> 32 >= aperture) return false;
    if (vmemRules(gen_).scratchAperture58 && lo >> 58 <= kScratchAperture58 && hi >> 58 >= kScratchAperture58)
      return false;  // (GFX12.5's scratch aperture: bits 63:58)
  }
  return waveCopy(w, m, e, off, lo, hi, m.kind == MemKind::Load ? m.vdst : m.vdata);
}

bool VectorMemory::waveAccess(Wave& w, const MemInst& m, uint64_t e, const uint64_t* addr, uint64_t lo, uint64_t hi,
                              uint16_t reg) {
  uint32_t off[kMaxLanes];
  return laneOffsets(e, addr, lo, hi, waveSize_, off) && waveCopy(w, m, e, off, lo, hi, reg);
}

bool VectorMemory::waveCopy(Wave& w, const MemInst& m, uint64_t e, const uint32_t* off, uint64_t lo, uint64_t hi,
                            uint16_t reg) {
  const unsigned n = waveSize_;
  const bool sub = m.elemBytes < 4;
  const unsigned dwords = sub ? 1u : m.dwords;
  const uint64_t bytes = sub ? m.elemBytes : 4ull * dwords;  // per lane
  if (hi < lo || hi - lo >= (1ull << 31)) return false;  // (the addresses wrap around, or span 2 GiB)
  uint8_t* p = m_.memory.span(lo, hi - lo + bytes);
  if (!p) return false;  // not one allocation: the lane loop finds the lane that leaves it
  // The scratch allocation: each wave's accesses must stay in its part (scratchAddressInBounds, lane by lane).
  if (cfg_.scratchBytes && lo < cfg_.scratchBase + cfg_.scratchBytes && hi + bytes > cfg_.scratchBase) return false;
  const bool load = m.kind == MemKind::Load;
  const bool whole = e == allLanes();
  // Consecutive lanes at consecutive dwords (a row of the wave).
  bool rowOfDwords = whole && hi - lo == 4ull * (n - 1) && off[0] == 0;
  for (unsigned lane = 1; lane < n && rowOfDwords; ++lane) rowOfDwords = off[lane] == off[lane - 1] + 4;
  if (cx_.shared) {
    // The lanes' bytes as runs of consecutive lanes (a row of a work-group, or the whole wave), each noted once; a lane
    // whose bytes the run already holds (a broadcast) adds nothing. The granules are noted in the lane order of the
    // lane loop, so a run in order names the same first conflict.
    uint64_t runLo = 0, runHi = 0;
    for (unsigned lane = 0; lane < n; ++lane) {
      if (!(e >> lane & 1)) continue;
      const uint64_t at = lo + off[lane];
      if (runHi && at >= runLo && at + bytes <= runHi) continue;
      if (runHi && at == runHi) {
        runHi += bytes;
        continue;
      }
      if (runHi && !noteShared(runLo, runHi - runLo, !load)) return true;  // abandoned: the workgroup stops
      runLo = at, runHi = at + bytes;
    }
    if (runHi && !noteShared(runLo, runHi - runLo, !load)) return true;
  }
  noteTraffic(cx_.stats.global, !load, bytes * uint64_t(std::popcount(e)));
  if (sub) {
    // Bytes and shorts: extended, or (d16) into one half of the register, as MemInst::placeSubDword says.
    for (unsigned lane = 0; lane < n; ++lane) {
      if (!(e >> lane & 1)) continue;
      uint32_t& v = vgpr(w, reg, lane);
      if (load) {
        uint32_t raw = 0;
        std::memcpy(&raw, p + off[lane], m.elemBytes);
        m.placeSubDword(raw, v);
      } else {
        const uint32_t raw = v >> (m.d16Hi ? 16 : 0);
        std::memcpy(p + off[lane], &raw, m.elemBytes);
      }
    }
  } else if (whole && load) {
    // Rows of a whole wave: one copy for consecutive dwords, one fill for a broadcast, else a gather per dword.
    for (unsigned i = 0; i < dwords; ++i) {
      uint32_t* row = &vgpr(w, reg + i, 0);
      if (dwords == 1 && rowOfDwords) {
        std::memcpy(row, p, 4ull * n);
      } else if (lo == hi) {
        uint32_t v;
        std::memcpy(&v, p + 4 * i, 4);
        std::fill(row, row + n, v);
      } else {
        if (n == 64) gatherDwords<64>(row, p + 4 * i, off);
        else gatherDwords<32>(row, p + 4 * i, off);
      }
    }
  } else if (whole && rowOfDwords && dwords == 1) {  // a store of consecutive dwords: no two lanes meet
    std::memcpy(p, &vgpr(w, reg, 0), 4ull * n);
  } else {
    // Lane by lane in lane order, each lane's dwords in order: where the lanes of a store overlap, the highest wins.
    for (unsigned lane = 0; lane < n; ++lane) {
      if (!(e >> lane & 1)) continue;
      uint8_t* at = p + off[lane];
      for (unsigned i = 0; i < dwords; ++i) {
        if (load) std::memcpy(&vgpr(w, reg + i, lane), at + 4 * i, 4);
        else std::memcpy(at + 4 * i, &vgpr(w, reg + i, lane), 4);
      }
    }
  }
  if (!load && checks_) {
    // Vector stores bypass the scalar cache: one range when the lanes are contiguous, else lane by lane.
    bool contiguous = true;
    uint64_t next = lo;
    for (unsigned lane = 0; lane < n && contiguous; ++lane)
      if (e >> lane & 1) contiguous = lo + off[lane] == next, next += bytes;
    if (contiguous) smem_.cache().writeBehind(lo, hi - lo + bytes);
    else
      for (unsigned lane = 0; lane < n; ++lane)
        if (e >> lane & 1) smem_.cache().writeBehind(lo + off[lane], bytes);
  }
  return true;
}

}  // namespace gcnkit::emu
