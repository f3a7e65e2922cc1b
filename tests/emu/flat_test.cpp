// FLAT, GLOBAL and SCRATCH: global addressing forms and signed offsets, FLAT through the shared and
// private apertures (GFX9 constants, GFX8 FLAT_SCRATCH offsets, GFX10 FLAT_SCR hwregs), the per-lane
// scratch swizzle, atomics, and memory violations that name the nearest allocation.
#include <bit>

#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

TEST(EmuFlat, GlobalAddressForms) {
  for (const char* cpu : {"gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    VmemKernel k;
    k.cpu = cpu;
    k.body =
        "global_load_dword v1, v0, s[2:3] offset:-8\n"      // SGPR base + VGPR offset + negative immediate
        "global_store_dword v[2:3], v1, off offset:16\n"    // VGPR pair address
        "s_waitcnt vmcnt(0)";
    k.dwords = 512;
    k.data.assign(512, 0);
    for (uint32_t i = 0; i < 64; ++i) k.data[i] = 1000 + i;
    VmemRun o;
    k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l * 4 + 8 : 0u; };
    // v[2:3] = the buffer's address + 1024 + lane * 4 (set after the buffer exists: a second run reads it).
    auto first = runVmem(k);
    const uint64_t base = first.base;
    k.vgpr = [base](unsigned r, unsigned l) {
      const uint64_t a = base + 1024 + l * 4;
      return r == 0 ? l * 4 + 8 : r == 2 ? uint32_t(a) : r == 3 ? uint32_t(a >> 32) : 0u;
    };
    o = runVmem(k);  // a fresh machine allocates the buffer at the same address
    ASSERT_EQ(o.base, base);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    const unsigned lanes = std::string(cpu) == "gfx1030" ? 32 : 64;
    for (unsigned l = 0; l < lanes; ++l) EXPECT_EQ(o.data[256 + 4 + l], 1000 + l) << l;
  }
}

// The whole-wave shapes of GLOBAL dword accesses (flat.cpp, globalFast): consecutive lanes at consecutive dwords
// (a row copy), every lane at one address (a broadcast load; a store keeps the highest lane's value), a gather, and
// the same with lanes off (the lane loop): the same bytes as lane by lane.
TEST(EmuFlat, WholeWaveGlobalShapes) {
  for (const char* cpu : {"gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const unsigned lanes = std::string(cpu) == "gfx1030" ? 32 : 64;
    VmemKernel k;
    k.cpu = cpu;
    k.body =
        "global_load_dword v4, v0, s[2:3]\n"             // consecutive
        "global_load_dword v5, v1, s[2:3] offset:12\n"   // every lane at dword 3
        "global_load_dword v6, v2, s[2:3]\n"             // a gather: dword (lane * 7) % 64
        "s_waitcnt vmcnt(0)\n"
        "v_add_u32 v7, 0x100, v0\n"
        "global_store_dword v7, v4, s[2:3]\n"            // consecutive, at dword 64..
        "v_mov_b32 v8, 0x200\n"
        "global_store_dword v8, v0, s[2:3]\n"            // every lane at dword 128: the highest lane's value
        "s_mov_b32 s20, 5\n"
        "v_cmp_lt_u32 vcc, s20, v3\n"                    // lanes 6.. on: a partial wave
        "s_and_saveexec_b64 s[22:23], vcc\n"
        "global_load_dword v9, v0, s[2:3]\n"
        "global_store_dword v7, v3, s[2:3] offset:0x200\n"
        "s_waitcnt vmcnt(0)\n"
        "s_mov_b64 exec, s[22:23]";
    if (lanes == 32) {
      const std::pair<const char*, const char*> wave32[] = {{"v_add_u32", "v_add_nc_u32"},
                                                             {"v_cmp_lt_u32 vcc,", "v_cmp_lt_u32 vcc_lo,"},
                                                             {"s_and_saveexec_b64 s[22:23], vcc", "s_and_saveexec_b32 s22, vcc_lo"},
                                                             {"s_mov_b64 exec, s[22:23]", "s_mov_b32 exec_lo, s22"}};
      for (const auto& [from, to] : wave32) k.body.replace(k.body.find(from), std::string(from).size(), to);
    }
    k.dwords = 512;
    k.data.assign(512, 0);
    for (uint32_t i = 0; i < 64; ++i) k.data[i] = 1000 + i;
    k.vgpr = [](unsigned r, unsigned l) {
      return r == 0 ? l * 4 : r == 1 ? 0u : r == 2 ? (l * 7 % 64) * 4 : r == 3 ? l : 0xdeadu;
    };
    const VmemRun o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    ASSERT_EQ(o.r.waves.size(), 1u);
    const emu::WaveState& w = o.r.waves[0];
    for (unsigned l = 0; l < lanes; ++l) {
      SCOPED_TRACE(l);
      EXPECT_EQ(w.vgpr(4, l), 1000 + l);
      EXPECT_EQ(w.vgpr(5, l), 1003u);
      EXPECT_EQ(w.vgpr(6, l), 1000 + l * 7 % 64);
      EXPECT_EQ(o.data[64 + l], 1000 + l);
      EXPECT_EQ(w.vgpr(9, l), l > 5 ? 1000 + l : 0xdeadu);
      EXPECT_EQ(o.data[64 + 128 + l], l > 5 ? l : 0u);
    }
    EXPECT_EQ(o.data[128], (lanes - 1) * 4);
  }
}

TEST(EmuFlat, FlatThroughTheApertures) {
  // GFX9: a shared-aperture address is LDS; a private-aperture address is the lane's scratch at
  // FLAT_SCRATCH + (offset / 4) * 4 * 64 + lane * 4 + offset % 4. src_shared_base/src_private_base are 64-bit
  // registers holding the aperture bases the emulator uses (their high dword; LLVM reads them with s_mov_b64):
  // a 32-bit read gives the low dword, 0.
  VmemKernel k;
  k.body =
      "s_mov_b64 s[16:17], src_shared_base\n"
      "s_mov_b64 s[18:19], src_private_base\n"
      "s_mov_b32 s10, s17\n"
      "s_mov_b32 s11, s19\n"
      "s_mov_b32 s20, src_shared_base\n"
      "s_mov_b64 s[22:23], src_shared_limit\n"
      "s_mov_b32 flat_scratch_lo, s2\n"
      "s_mov_b32 flat_scratch_hi, s3\n"
      "flat_store_dword v[2:3], v1\n"            // LDS byte 8 + lane * 4
      "flat_store_dword v[4:5], v1 offset:4\n"   // private offset 4
      "s_waitcnt vmcnt(0) lgkmcnt(0)\n"
      "ds_read_b32 v6, v0 offset:8\n"
      "scratch_load_dword v7, off, s12 offset:4\n"
      "s_waitcnt vmcnt(0) lgkmcnt(0)";
  k.vgpr = [](unsigned r, unsigned l) {
    switch (r) {
      case 1: return 500 + l;
      case 2: return 8 + l * 4;
      case 3: return 0x10000u;
      case 5: return 0x20000u;
      default: return 0u;
    }
  };
  k.dwords = 512;
  k.data.assign(512, 0);
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  ASSERT_EQ(o.r.waves.size(), 1u);
  EXPECT_EQ(o.r.waves[0].sgpr64(16), 0x10000ull << 32);
  EXPECT_EQ(o.r.waves[0].sgpr64(18), 0x20000ull << 32);
  EXPECT_EQ(o.r.waves[0].sgpr(20), 0u);
  EXPECT_EQ(o.r.waves[0].sgpr64(22), 0x1ffffull << 32 | 0xffffffffu);
  EXPECT_EQ(o.v(6, 0), 500u);               // lane 0 wrote LDS 8
  for (unsigned l : {0u, 1u, 63u}) {
    EXPECT_EQ(o.data[64 + l], 500 + l) << l;  // private offset 4 -> dword 1 * 64 + lane
    EXPECT_EQ(o.v(7, l), 500 + l) << l;
  }
}

TEST(EmuFlat, Gfx8FlatScratchIsAnOffsetFromTheScratchBase) {
  // GFX8: FLAT_SCRATCH_HI counts 256-byte units from the scratch backing memory.
  auto m = machine("gfx803");
  ASSERT_TRUE(load(*m, "s_mov_b32 flat_scratch_hi, 1\nflat_store_dword v[2:3], v1\ns_waitcnt vmcnt(0) lgkmcnt(0)\ns_endpgm\n"));
  const uint64_t scratch = m->allocate(4096);
  emu::LaunchConfig c = oneWave();
  c.scratchBase = scratch;
  c.workitemIdVgprs = false;
  c.setupWave = [](emu::WaveSetup& s) {
    for (unsigned l = 0; l < s.waveSize; ++l) {
      (*s.vgprs)[1 * s.waveSize + l] = 70 + l;
      (*s.vgprs)[3 * s.waveSize + l] = 0x20000u;
    }
  };
  auto r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(m->readDword(scratch + 256 + 5 * 4), 75u);
}

TEST(EmuFlat, Gfx10ScratchThroughFlatScrHwregs) {
  VmemKernel k;
  k.cpu = "gfx1030";
  k.body =
      "s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s2\n"
      "s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s3\n"
      "scratch_store_dword v0, v1, off offset:8\n"
      "s_waitcnt_vscnt null, 0";
  k.vgpr = [](unsigned r, unsigned l) { return r == 1 ? 40 + l : 0u; };
  k.data.assign(256, 0);
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  // wave32: offset 8 -> dword 2 * 32 + lane
  EXPECT_EQ(o.data[64 + 3], 43u);
}

TEST(EmuFlat, Gfx940ScratchAddsTheSgprAndTheVgprTheSveBitNames) {
  // gfx942 (flat scratch SVS mode): "v0, s12" addresses s12 + v0, "v0, off" v0 alone, "off, off" offset only;
  // FLAT_SCRATCH as on gfx900, the per-lane swizzle: private offset o -> dword (o / 4) * 64 + lane.
  VmemKernel k;
  k.cpu = "gfx942";
  k.body =
      "s_mov_b32 flat_scratch_lo, s2\n"
      "s_mov_b32 flat_scratch_hi, s3\n"
      "s_mov_b32 s12, 8\n"
      "scratch_store_dword v0, v1, s12 offset:4\n"  // 8 + 4 + 4 = 16: dword 4 * 64 + lane
      "scratch_store_dword v0, v2, off\n"           // 4: dword 1 * 64 + lane
      "scratch_store_dword off, v3, off offset:8\n"  // 8: dword 2 * 64 + lane
      "s_waitcnt vmcnt(0)\n"
      "scratch_load_dword v4, v0, s12 offset:4\n"
      "s_waitcnt vmcnt(0)";
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? 4u : r == 1 ? 100 + l : r == 2 ? 200 + l : r == 3 ? 300 + l : 0u; };
  k.dwords = 512;
  k.data.assign(512, 0);
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 1u, 63u}) {
    EXPECT_EQ(o.data[4 * 64 + l], 100 + l) << l;
    EXPECT_EQ(o.data[1 * 64 + l], 200 + l) << l;
    EXPECT_EQ(o.data[2 * 64 + l], 300 + l) << l;
    EXPECT_EQ(o.v(4, l), 100 + l) << l;
  }
}

TEST(EmuFlat, MiFloatAtomicsAreAStatedModel) {
  // The float atomics run by a stated model; ds_min_f64 keeps its exact semantics. (The LDS-DMA loads:
  // tests/emu/lds_dma_test.cpp.)
  for (const char* mn : {"global_atomic_add_f64", "flat_atomic_min_f64", "buffer_atomic_add_f32", "ds_add_f64",
                         "buffer_atomic_pk_add_f16", "ds_pk_add_rtn_bf16", "global_atomic_pk_add_bf16"})
    EXPECT_EQ(emu::instructionFidelity("gfx942", mn)->level, emu::FidelityLevel::Approximate) << mn;
  EXPECT_EQ(emu::instructionFidelity("gfx942", "ds_min_f64")->level, emu::FidelityLevel::Exact);
}

TEST(EmuFlat, MiPackedAtomicsAddEachHalfRoundingToNearestEven) {
  // gfx942, hand-worked, sc0 returns the old value. f16: 2048 + 1 = 2049 is a tie between 2048 and 2050: even
  // mantissa 2048 (0x6800); 2050 + 1 = 2051 ties to 2052 (0x6802). bf16 (8-bit mantissa, ulp 2 at 256):
  // 256 + 1 -> 256 (0x4380), 258 + 1 -> 260 (0x4382).
  VmemKernel k;
  k.cpu = "gfx942";
  k.body =
      "global_atomic_pk_add_f16 v5, v0, v4, s[2:3] sc0\n"
      "global_atomic_pk_add_bf16 v1, v6, s[2:3] offset:256\n"
      "s_waitcnt vmcnt(0)";
  k.vgpr = [](unsigned r, unsigned l) {
    switch (r) {
      case 0: return l * 4;
      case 1: return l * 4;
      case 4: return 0x3c003c00u;  // (1.0, 1.0) in f16
      case 6: return 0x3f803f80u;  // (1.0, 1.0) in bf16
      default: return 0u;
    }
  };
  k.dwords = 256;
  k.data.assign(256, 0);
  for (unsigned l = 0; l < 64; ++l) {
    k.data[l] = 0x68016800u;        // f16 (2048, 2050)
    k.data[64 + l] = 0x43814380u;   // bf16 (256, 258)
  }
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 1u, 63u}) {
    EXPECT_EQ(o.data[l], 0x68026800u) << l;
    EXPECT_EQ(o.v(5, l), 0x68016800u) << l;
    EXPECT_EQ(o.data[64 + l], 0x43824380u) << l;
  }
}

TEST(EmuFlat, MiFloatAtomicsAddMinMaxWithAndWithoutReturn) {
  // gfx90a, hand-worked: f32 1.5 + 2.25 = 3.75 (returning 1.5); f64 10.0 + 0.25 = 10.25 (returning 10.0), then
  // min(10.25, -1.0) = -1.0 without return; lane l works on its own element.
  VmemKernel k;
  k.cpu = "gfx90a";
  k.body =
      "global_atomic_add_f32 v5, v0, v4, s[2:3] glc\n"
      "global_atomic_add_f64 v[6:7], v1, v[8:9], s[2:3] glc\n"
      "s_waitcnt vmcnt(0)\n"
      "global_atomic_min_f64 v1, v[10:11], s[2:3]\n"
      "s_waitcnt vmcnt(0)";
  const uint64_t quarter = std::bit_cast<uint64_t>(0.25), minusOne = std::bit_cast<uint64_t>(-1.0);
  k.vgpr = [&](unsigned r, unsigned l) {
    switch (r) {
      case 0: return l * 4;
      case 1: return 512 + l * 8;
      case 4: return std::bit_cast<uint32_t>(2.25f);
      case 8: return uint32_t(quarter);
      case 9: return uint32_t(quarter >> 32);
      case 10: return uint32_t(minusOne);
      case 11: return uint32_t(minusOne >> 32);
      default: return 0u;
    }
  };
  k.dwords = 256;
  k.data.assign(256, 0);
  const uint64_t ten = std::bit_cast<uint64_t>(10.0);
  for (unsigned l = 0; l < 64; ++l) {
    k.data[l] = std::bit_cast<uint32_t>(1.5f);
    k.data[128 + 2 * l] = uint32_t(ten);
    k.data[129 + 2 * l] = uint32_t(ten >> 32);
  }
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 1u, 63u}) {
    EXPECT_EQ(o.data[l], std::bit_cast<uint32_t>(3.75f)) << l;
    EXPECT_EQ(o.v(5, l), std::bit_cast<uint32_t>(1.5f)) << l;
    EXPECT_EQ(o.v(6, l) | uint64_t(o.v(7, l)) << 32, ten) << l;
    EXPECT_EQ(o.data[128 + 2 * l] | uint64_t(o.data[129 + 2 * l]) << 32, minusOne) << l;
  }
}

TEST(EmuFlat, AtomicsWithAndWithoutReturn) {
  VmemKernel k;
  k.body =
      "flat_atomic_add v3, v[4:5], v1 glc\n"
      "global_atomic_cmpswap v6, v[4:5], v[7:8], off offset:4 glc\n"
      "s_waitcnt vmcnt(0) lgkmcnt(0)";
  k.data = {10, 20};
  VmemRun probe = runVmem(k);
  const uint64_t base = probe.base;
  k.vgpr = [base](unsigned r, unsigned) {
    switch (r) {
      case 1: return 1u;
      case 4: return uint32_t(base);
      case 5: return uint32_t(base >> 32);
      case 7: return 99u;
      case 8: return 20u;
      default: return 0u;
    }
  };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.data[0], 74u);   // 64 lanes added 1
  EXPECT_EQ(o.data[1], 99u);   // first lane's compare matched
  EXPECT_EQ(o.v(6, 0), 20u);
  EXPECT_EQ(o.v(6, 1), 99u);   // the next lane saw the new value
  std::set<uint32_t> returned;
  for (unsigned l = 0; l < 64; ++l) returned.insert(o.v(3, l));
  EXPECT_EQ(returned.size(), 64u);  // every pre-op value 10..73 once
  EXPECT_EQ(*returned.begin(), 10u);
}

TEST(EmuFlat, ViolationNamesTheNearestAllocation) {
  VmemKernel k;
  k.body = "global_load_dword v1, v0, s[2:3] offset:1020";
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 && l == 3 ? 4u : 0u; };
  auto o = runVmem(k);
  ASSERT_EQ(o.r.fault.kind, emu::FaultKind::MemoryViolation);
  EXPECT_NE(o.r.fault.message.find("lane 3"), std::string::npos) << o.r.fault.message;
  EXPECT_NE(o.r.fault.message.find("nearest: the test buffer"), std::string::npos) << o.r.fault.message;
  EXPECT_NE(o.r.fault.message.find("right after its end"), std::string::npos) << o.r.fault.message;
  EXPECT_NE(o.r.fault.message.find("global_load_dword"), std::string::npos) << o.r.fault.message;
}

}  // namespace
}  // namespace gcnkit::test
