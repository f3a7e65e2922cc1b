// Helpers for the vector memory tests: a one-wave kernel with a buffer, a V# over it in s[4:7], soffset
// in s8, M0 and the VGPRs set by the test, and the buffer, the wave's registers and the reports after.
#pragma once
#include <bit>
#include <set>
#include <functional>

#include "emu_support.h"

namespace gcnkit::test {

inline uint32_t f2u(float f) { return std::bit_cast<uint32_t>(f); }
inline float u2f(uint32_t u) { return std::bit_cast<float>(u); }
// Byte j of the default buffer is j & 0xff.
inline uint32_t bytePattern(uint32_t dword) {
  const uint32_t b = dword * 4;
  return (b & 0xff) | ((b + 1) & 0xff) << 8 | ((b + 2) & 0xff) << 16 | ((b + 3) & 0xff) << 24;
}

struct VmemRun {
  emu::LaunchResult r;
  std::vector<uint32_t> data;  // the buffer after the run
  uint64_t base = 0;
  uint32_t v(unsigned reg, unsigned lane, unsigned wave = 0) const {
    return wave < r.waves.size() ? r.waves[wave].vgpr(reg, lane) : 0xbadbadu;
  }
};

struct VmemKernel {
  const char* cpu = "gfx900";
  std::string body;                 // s[4:7] = V#, s8 = soffset, s[2:3] = buffer address, m0 = m0
  uint32_t stride = 0;
  bool swizzle = false;
  uint32_t numRecords = 1024;
  uint32_t word3 = 0;
  uint32_t soffset = 0;
  uint32_t m0 = 0;
  uint32_t dwords = 256;            // buffer size
  std::vector<uint32_t> data;       // initial contents (default: bytePattern)
  std::function<uint32_t(unsigned reg, unsigned lane)> vgpr;  // initial v0..v15 (default 0)
  std::array<uint32_t, 3> workgroupSize{0, 1, 1};
  uint32_t ldsBytes = 65536;
  emu::EmulatorOptions options{};
};

inline VmemRun runVmem(const VmemKernel& k) {
  VmemRun out;
  auto m = machine(k.cpu, "", k.options);
  if (!m) return out;
  if (!load(*m, k.body + "\ns_endpgm\n")) return out;
  out.base = m->allocate(uint64_t(k.dwords) * 4);
  m->nameAllocation(out.base, "the test buffer");
  std::vector<uint32_t> init = k.data;
  if (init.empty())
    for (uint32_t i = 0; i < k.dwords; ++i) init.push_back(bytePattern(i));
  init.resize(k.dwords, 0);
  m->writeDwords(out.base, init);
  emu::LaunchConfig c = oneWave();
  c.sgprs.assign(16, 0);
  c.sgprs[2] = uint32_t(out.base);
  c.sgprs[3] = uint32_t(out.base >> 32);
  c.sgprs[4] = uint32_t(out.base);
  c.sgprs[5] = (uint32_t(out.base >> 32) & 0xffff) | k.stride << 16 | (k.swizzle ? 1u << 31 : 0);
  c.sgprs[6] = k.numRecords;
  c.sgprs[7] = k.word3;
  c.sgprs[8] = k.soffset;
  c.workitemIdVgprs = false;
  c.workgroupSize = k.workgroupSize;
  c.ldsBytes = k.ldsBytes;
  const uint32_t m0 = k.m0;
  auto vg = k.vgpr;
  c.setupWave = [m0, vg](emu::WaveSetup& s) {
    (*s.sreg)[124] = m0;
    if (vg)
      for (unsigned r = 0; r < 16; ++r)
        for (unsigned l = 0; l < s.waveSize; ++l) (*s.vgprs)[r * s.waveSize + l] = vg(r, l);
  };
  out.r = m->launch(c);
  out.data = readAll(*m, out.base, k.dwords);
  return out;
}

// Word 3 of a GFX6-9 V#: DST_SEL xyzw identity, a number and data format.
inline uint32_t word3(unsigned dfmt, unsigned nfmt, uint32_t extra = 0) {
  return 4u | 5u << 3 | 6u << 6 | 7u << 9 | nfmt << 12 | dfmt << 15 | extra;
}

}  // namespace gcnkit::test
