// MIMG without sampling: image_load(_mip)(_pck), image_store(_mip)(_pck), image_atomic_*, image_get_resinfo
// through the T# of the reference page (GcnMemHandling.md, "Image resource format", GFX6-9). Sampling
// instructions and GFX10's T# fault as unsupported. Layout decisions (linear texels, mip levels one after
// another) are in src/emu/README.md.
#include <algorithm>
#include <string>

#include "emu/vector_memory.h"
#include "emu/formats.h"
#include "isa/memory_features.h"

namespace gcnkit::emu {

namespace {

struct Tsharp {
  uint64_t base = 0;
  uint8_t dfmt = 0, nfmt = 0;
  uint32_t width = 1, height = 1, depth = 1, pitch = 1;
  std::array<uint8_t, 4> dstSel{};
  uint32_t baseLevel = 0, lastLevel = 0, baseArray = 0, lastArray = 0;
  uint8_t type = 0;
};

Tsharp readTsharp(const std::array<uint32_t, 128>& s, uint16_t first) {
  uint32_t w[6];
  for (unsigned i = 0; i < 6; ++i) w[i] = s[(first + i) & 127];
  Tsharp t;
  t.base = (w[0] | uint64_t(w[1] & 0xff) << 32) << 8;
  t.dfmt = uint8_t(w[1] >> 20 & 63);
  t.nfmt = uint8_t(w[1] >> 26 & 15);
  t.width = (w[2] & 0x3fff) + 1;
  t.height = (w[2] >> 14 & 0x3fff) + 1;
  for (unsigned c = 0; c < 4; ++c) t.dstSel[c] = uint8_t(w[3] >> (3 * c) & 7);
  t.baseLevel = w[3] >> 12 & 15;
  t.lastLevel = w[3] >> 16 & 15;
  t.type = uint8_t(w[3] >> 28);
  t.depth = (w[4] & 0x1fff) + 1;
  t.pitch = std::max((w[4] >> 13 & 0x3fff) + 1, t.width);
  t.baseArray = w[5] & 0x1fff;
  t.lastArray = w[5] >> 13 & 0x1fff;
  return t;
}

// Coordinates a type takes (x, y, and a third: z, slice or face), before the lod of _mip forms.
unsigned coordCount(uint8_t type) {
  switch (type) {
    case 8: return 1;             // 1D
    case 9: return 2;             // 2D
    case 12: return 2;            // 1D array: x, slice
    default: return 3;            // 3D, cube, 2D array
  }
}

}  // namespace

bool VectorMemory::execImage(Wave& w, const MemInst& m, uint32_t index) {
  if (m.sample) return fault(FaultKind::Unsupported, w, index, "image sampling is not implemented (no sampler model)");
  if (vmemRules(gen_).oobSelect)
    return fault(FaultKind::Unsupported, w, index, "the GFX10 image resource layout is not modelled");
  if (m.imageOp == ImgOther) return fault(FaultKind::Unsupported, w, index, "this image instruction is not implemented");
  const Tsharp t = readTsharp(w.s, m.srsrc);
  if (t.type < 8 || t.type > 13)
    return fault(FaultKind::Unsupported, w, index,
                 "image type " + std::to_string(t.type) + " (buffer or MSAA) is not modelled for image instructions");
  const DataFormat& f = dataFormat(t.dfmt);
  if (t.dfmt > 14 || f.bytes == 0)
    return fault(FaultKind::Unsupported, w, index, "image data format " + std::to_string(t.dfmt) + " is not modelled");
  const unsigned nfmt = m.pck == 1 ? unsigned(kUint) : m.pck == 2 ? unsigned(kSint) : t.nfmt;
  const bool is3d = t.type == 10, arrayed = t.type == 11 || t.type == 12 || t.type == 13;
  const bool packed = m.packedD16;
  const unsigned coords = coordCount(t.type);
  // The address tuple's length comes from the resource: check it against the wave's VGPRs here.
  const unsigned words = m.imageOp == ImgResInfo ? 1 : coords + (m.mip ? 1 : 0);
  const unsigned addrVgprs = m.a16 ? (words + 1) / 2 : words;
  if (unsigned(m.vaddr) + addrVgprs > vgprs_)
    return fault(FaultKind::InvalidInstruction, w, index,
                 "the image address needs v" + std::to_string(m.vaddr + addrVgprs - 1) + " but the wave has " +
                     std::to_string(vgprs_) + " VGPRs");
  // Mip level l: dimensions halved (at least 1); levels stored one after another from level 0.
  auto levelDims = [&](uint32_t l, uint32_t& lw, uint32_t& lh, uint32_t& ld, uint32_t& lp) {
    lw = std::max(1u, t.width >> l);
    lh = t.type == 8 || t.type == 12 ? 1 : std::max(1u, t.height >> l);
    ld = is3d ? std::max(1u, t.depth >> l) : arrayed ? t.depth : 1;
    lp = l == 0 ? t.pitch : lw;
  };
  auto levelOffset = [&](uint32_t level) {
    uint64_t off = 0;
    for (uint32_t l = 0; l < level; ++l) {
      uint32_t lw, lh, ld, lp;
      levelDims(l, lw, lh, ld, lp);
      off += uint64_t(lp) * lh * ld * f.bytes;
    }
    return off;
  };

  for (unsigned lane = 0; lane < waveSize_; ++lane) {
    if (!laneOn(w, lane)) continue;
    auto coord = [&](unsigned i) -> uint32_t {
      if (!m.a16) return vgpr(w, m.vaddr + i, lane);
      return vgpr(w, m.vaddr + i / 2, lane) >> (16 * (i & 1)) & 0xffff;
    };
    uint32_t c[3] = {0, 0, 0};
    for (unsigned i = 0; i < coords; ++i) c[i] = coord(i);
    if (t.type == 12) c[2] = c[1], c[1] = 0;  // 1D array: the second coordinate is the slice
    const uint32_t lod = m.mip || m.imageOp == ImgResInfo ? coord(m.imageOp == ImgResInfo ? 0 : coords) : 0;
    const uint32_t level = t.baseLevel + lod;
    uint32_t lw, lh, ld, lp;
    levelDims(level, lw, lh, ld, lp);

    if (m.imageOp == ImgResInfo) {
      const uint32_t info[4] = {lw, lh, is3d ? ld : arrayed ? t.lastArray - t.baseArray + 1 : 1,
                                t.lastLevel - t.baseLevel + 1};
      unsigned k = 0;
      for (unsigned comp = 0; comp < 4; ++comp)
        if (m.dmask >> comp & 1) vgpr(w, m.vdata + k++, lane) = info[comp];
      continue;
    }
    const uint32_t z = arrayed ? t.baseArray + c[2] : c[2];
    const bool out = level > t.lastLevel || c[0] >= lw || c[1] >= lh || z >= ld || (arrayed && z > t.lastArray);
    const uint64_t address =
        t.base + levelOffset(level) + ((uint64_t(z) * lh + c[1]) * lp + c[0]) * f.bytes;
    if (out && checks_)
      report(CheckKind::BufferRange, w, index,
             "image access out of range (" + std::string(m.kind == MemKind::Load ? "reads 0" : "dropped") + "): lane " +
                 std::to_string(lane) + " texel (" + std::to_string(c[0]) + ", " + std::to_string(c[1]) + ", " +
                 std::to_string(c[2]) + ") level " + std::to_string(level) + " of a " + std::to_string(lw) + "x" +
                 std::to_string(lh) + "x" + std::to_string(ld) + " level (levels " + std::to_string(t.baseLevel) + ".." +
                 std::to_string(t.lastLevel) + ")",
             address);
    std::array<uint32_t, 4> texel{};
    if (!out && m.imageOp != ImgAtomic)
      if (!globalAccess(w, index, lane, address, texel.data(), f.bytes, false)) return false;

    if (m.imageOp == ImgAtomic) {
      const uint64_t src = vgpr(w, m.vdata, lane);
      const bool cmp = m.fn == AtomicFn::CmpSwap || m.fn == AtomicFn::FCmpSwap;
      uint32_t old = 0;
      if (!out) {
        uint64_t prev = 0;
        if (!globalAtomic(w, index, lane, address, 4, m.fn, src, cmp ? vgpr(w, m.vdata + 1u, lane) : 0, prev, m.returns))
          return false;
        old = uint32_t(prev);
      }
      if (m.returns) vgpr(w, m.vdata, lane) = old;
      continue;
    }
    // Components of the texel, as numbers (loads) or packed back (stores).
    std::array<uint32_t, 4> comp{0, 0, 0, oneFor(nfmt)};
    for (unsigned k = 0; k < f.count; ++k) {
      const unsigned dw = f.pos[k] / 32, sh = f.pos[k] % 32;
      const uint64_t word = texel[dw] | (dw + 1 < 4 ? uint64_t(texel[dw + 1]) << 32 : 0);
      comp[k] = unpackComponent(uint32_t(word >> sh), f.bits[k], nfmt);
    }
    if (m.imageOp == ImgLoad) {
      std::array<uint32_t, 4> res{};
      unsigned n = 0;
      for (unsigned k = 0; k < 4; ++k)
        if (m.dmask >> k & 1) {
          const uint8_t s = t.dstSel[k];
          res[n++] = out ? 0 : s >= 4 ? comp[s - 4u] : s == 1 ? oneFor(nfmt) : 0;
        }
      if (m.d16 && packed)
        for (unsigned k = 0; k < n; k += 2)
          vgpr(w, m.vdata + k / 2, lane) = toD16(res[k], nfmt) | (k + 1 < n ? uint32_t(toD16(res[k + 1], nfmt)) << 16 : 0);
      else
        for (unsigned k = 0; k < n; ++k) vgpr(w, m.vdata + k, lane) = m.d16 ? toD16(res[k], nfmt) : res[k];
      if (m.tfe || m.lwe) vgpr(w, m.vdata + (m.d16 && packed ? (n + 1) / 2 : std::max(n, 1u)), lane) = 0;
      continue;
    }
    // Store: the enabled components in memory order; the others keep the texel's value.
    if (out) continue;
    unsigned n = 0;
    for (unsigned k = 0; k < 4; ++k)
      if (m.dmask >> k & 1) {
        if (!m.d16) comp[k] = vgpr(w, m.vdata + n, lane);
        else if (packed) comp[k] = fromD16(uint16_t(vgpr(w, m.vdata + n / 2, lane) >> (16 * (n & 1))), nfmt);
        else comp[k] = fromD16(uint16_t(vgpr(w, m.vdata + n, lane)), nfmt);
        ++n;
      }
    std::array<uint32_t, 4> mem{};
    for (unsigned k = 0; k < f.count; ++k) {
      const unsigned dw = f.pos[k] / 32, sh = f.pos[k] % 32;
      const uint64_t bits = uint64_t(packComponent(comp[k], f.bits[k], nfmt)) << sh;
      mem[dw] |= uint32_t(bits);
      if (dw + 1 < 4) mem[dw + 1] |= uint32_t(bits >> 32);
    }
    if (!globalAccess(w, index, lane, address, mem.data(), f.bytes, true)) return false;
  }
  return !failed();
}

}  // namespace gcnkit::emu
