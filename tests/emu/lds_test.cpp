// DS instructions on the workgroup's LDS: widths, read2/write2 with st64, atomics (cmpst's operand
// order, mskor, wrxchg2), append/consume, cross-lane permutes and every swizzle mode modelled, addtid,
// the allocation and GFX6-8 M0 limits, and the LDS race check across waves.
#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

VmemKernel ds(const std::string& body, std::function<uint32_t(unsigned, unsigned)> vg = nullptr) {
  VmemKernel k;
  k.body = body + "\ns_waitcnt lgkmcnt(0)";
  k.vgpr = std::move(vg);
  return k;
}

TEST(EmuLds, WidthsAndOffsets) {
  // v0 = lane * 16; each lane writes its 4 dwords and reads them back in pieces.
  auto o = runVmem(ds(
      "ds_write_b128 v0, v[4:7] offset:32\n"
      "ds_read_b32 v1, v0 offset:36\n"
      "ds_read_b64 v[2:3], v0 offset:40\n"
      "ds_read_u8 v8, v0 offset:35\n"
      "ds_read_i8 v9, v0 offset:35\n"
      "ds_read_u16 v10, v0 offset:34\n"
      "ds_read_i16 v11, v0 offset:34\n"
      "ds_read_b96 v[12:14], v0 offset:32",
      [](unsigned r, unsigned l) { return r == 0 ? l * 16 : r >= 4 && r <= 7 ? (r == 4 ? 0x80f00000u : 100 * l + r) : 0u; }));
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(1, 3), 305u);
  EXPECT_EQ(o.v(2, 3), 306u);
  EXPECT_EQ(o.v(3, 3), 307u);
  EXPECT_EQ(o.v(8, 0), 0x80u);
  EXPECT_EQ(o.v(9, 0), 0xffffff80u);
  EXPECT_EQ(o.v(10, 0), 0x80f0u);
  EXPECT_EQ(o.v(11, 0), 0xffff80f0u);
  EXPECT_EQ(o.v(12, 2), 0x80f00000u);
  EXPECT_EQ(o.v(14, 2), 206u);
  EXPECT_EQ(o.r.reports.size(), 0u) << o.r.text();
}

TEST(EmuLds, AddressPlusOffsetWrapsAt32Bits) {
  // LLVM folds `252 - 4l` into v = 0 - 4l (wrapping) with offset:252 (found by the twin global_load_lds.cl): the
  // address is (v + offset) mod 2^32, in range, not an lds-range report; read2's element offsets likewise.
  auto o = runVmem(ds(
      "ds_write_b32 v0, v1 offset:0\n"
      "s_waitcnt lgkmcnt(0)\n"
      "ds_read_b32 v3, v2 offset:252\n"
      "ds_read2_b32 v[4:5], v2 offset0:63 offset1:62",
      [](unsigned r, unsigned l) { return r == 0 ? l * 4 : r == 1 ? 1000 + l : r == 2 ? 0u - 4 * l : 0u; }));
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 1u, 62u, 63u}) {
    EXPECT_EQ(o.v(3, l), 1000 + 63 - l) << l;
    EXPECT_EQ(o.v(4, l), 1000 + 63 - l) << l;
    if (l <= 62) {
      EXPECT_EQ(o.v(5, l), 1000 + 62 - l) << l;
    }
  }
  // Lane 63's second address is 248 - 252 = 0xfffffffc: out of range, the one report.
  EXPECT_EQ(o.v(5, 63), 0u);
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRange), 1u) << o.r.text();
  EXPECT_EQ(o.r.reports.size(), 1u) << o.r.text();
}

TEST(EmuLds, Read2Write2AndSt64) {
  // write2_b32 at offsets 1 and 5 elements (4 and 20 bytes); read2st64_b32 at 0 and 1 x 64 elements (0, 256).
  auto o = runVmem(ds(
      "s_mov_b64 exec, 1\n"
      "ds_write2_b32 v0, v1, v2 offset0:1 offset1:5\n"
      "ds_write2st64_b64 v0, v[4:5], v[6:7] offset0:1 offset1:2\n"
      "ds_read2_b32 v[8:9], v0 offset0:1 offset1:5\n"
      "ds_read2st64_b32 v[10:11], v0 offset0:2 offset1:3\n"
      "ds_read_b64 v[12:13], v0 offset:1024",
      [](unsigned r, unsigned) { return r == 0 ? 0u : 10u + r; }));
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(8, 0), 11u);
  EXPECT_EQ(o.v(9, 0), 12u);
  // st64 b64: offsets 1 and 2 x 64 x 8 bytes = 512 and 1024; read2st64_b32 2 and 3 x 256 = 512, 768.
  EXPECT_EQ(o.v(10, 0), 14u);
  EXPECT_EQ(o.v(11, 0), 0u);
  EXPECT_EQ(o.v(12, 0), 16u);
  EXPECT_EQ(o.v(13, 0), 17u);
}

TEST(EmuLds, AtomicsOperandOrder) {
  auto o = runVmem(ds(
      "s_mov_b64 exec, 1\n"
      "ds_write_b32 v0, v1\n"
      "ds_cmpst_rtn_b32 v3, v0, v1, v2\n"      // DATA0 = compare (v1 = 5, matches), DATA1 = new value (v2 = 9)
      "ds_cmpst_rtn_b32 v4, v0, v1, v2\n"      // compare 5 against 9: no change, returns 9
      "ds_mskor_rtn_b32 v5, v0, v6, v7\n"      // (9 & ~1) | 0x30 = 0x38
      "ds_add_rtn_u32 v8, v0, v1\n"            // 0x38 + 5
      "ds_rsub_u32 v0, v1\n"                   // 5 - 0x3d
      "ds_read_b32 v9, v0\n"
      "ds_wrxchg2_rtn_b32 v[10:11], v0, v1, v2 offset0:2 offset1:3\n"
      "ds_read2_b32 v[12:13], v0 offset0:2 offset1:3",
      [](unsigned r, unsigned) { const uint32_t v[] = {0, 5, 9, 0, 0, 0, 1, 0x30}; return r < 8 ? v[r] : 0u; }));
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(3, 0), 5u);
  EXPECT_EQ(o.v(4, 0), 9u);
  EXPECT_EQ(o.v(5, 0), 9u);
  EXPECT_EQ(o.v(8, 0), 0x38u);
  EXPECT_EQ(o.v(9, 0), 5u - 0x3du);
  EXPECT_EQ(o.v(10, 0), 0u);
  EXPECT_EQ(o.v(12, 0), 5u);
  EXPECT_EQ(o.v(13, 0), 9u);
}

TEST(EmuLds, AppendConsumeAndAddTid) {
  // 64 active lanes: append adds 64 at M0 + offset and returns the old value to every lane.
  auto o = runVmem(ds(
      "s_mov_b32 m0, 0x100\n"
      "ds_append v1 offset:4\n"
      "ds_append v2 offset:4\n"
      "s_mov_b64 exec, 7\n"
      "ds_consume v3 offset:4\n"
      "ds_read_b32 v4, v0 offset:0x104\n"
      "s_mov_b64 exec, -1\n"
      "s_mov_b32 m0, 0x200\n"
      "ds_write_addtid_b32 v5 offset:8\n"   // lane l -> 0x200 + 8 + 4l
      "ds_read_b32 v6, v0 offset:0x208\n"
      "ds_read_addtid_b32 v7 offset:8",
      [](unsigned r, unsigned l) { return r == 5 ? 1000 + l : 0u; }));
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(1, 9), 0u);
  EXPECT_EQ(o.v(2, 9), 64u);
  EXPECT_EQ(o.v(3, 1), 128u);
  EXPECT_EQ(o.v(4, 0), 125u);
  EXPECT_EQ(o.v(6, 0), 1000u);  // v0 = 0 in every lane: lane 0's dword
  EXPECT_EQ(o.v(7, 17), 1017u);
}

TEST(EmuLds, PermutesAndSwizzles) {
  auto o = runVmem(ds(
      "ds_bpermute_b32 v3, v1, v2\n"                               // lane l reads lane (v1 / 4)
      "ds_permute_b32 v4, v1, v2\n"                                // lane l writes lane (v1 / 4)
      "ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,1,0,3,2)\n"
      "ds_swizzle_b32 v6, v2 offset:swizzle(BROADCAST,4,1)\n"
      "ds_swizzle_b32 v7, v2 offset:swizzle(BITMASK_PERM,\"00p11\")\n"
      "ds_swizzle_b32 v8, v2 offset:0xc060\n"  // ROTATE,0,3 (gcnkit as does not spell ROTATE yet)

      "ds_swizzle_b32 v9, v2 offset:swizzle(SWAP,16)",
      [](unsigned r, unsigned l) { return r == 1 ? ((l + 1) % 64) * 4 : r == 2 ? 500 + l : 0u; }));
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(3, 5), 506u);
  EXPECT_EQ(o.v(3, 63), 500u);
  EXPECT_EQ(o.v(4, 6), 505u);
  EXPECT_EQ(o.v(5, 4), 505u);
  EXPECT_EQ(o.v(5, 6), 507u);
  EXPECT_EQ(o.v(6, 6), 505u);    // group of 4 broadcasts its lane 1
  EXPECT_EQ(o.v(6, 33), 533u);
  EXPECT_EQ(o.v(7, 0), 500u + 3);  // "00p11": lane bits 4:3 = 0, bit 2 kept, bits 1:0 = 1
  EXPECT_EQ(o.v(7, 36), 500u + 32 + 7);
  EXPECT_EQ(o.v(8, 30), 500u + 1);   // left rotation by 3 within 32 lanes
  EXPECT_EQ(o.v(9, 3), 519u);        // swap groups of 16
}

TEST(EmuLds, AlignmentBeforeGcn14) {
  // GFX8 aligns a dword read down to 4 and a u16 down to 2; GFX9 reads unaligned. read2 and b128 always align.
  for (const char* cpu : {"gfx803", "gfx900"}) {
    SCOPED_TRACE(cpu);
    VmemKernel k = ds(
        "s_mov_b32 m0, -1\n"
        "s_mov_b64 exec, 1\n"
        "ds_write_b128 v0, v[4:7]\n"
        "ds_read_b32 v1, v0 offset:2\n"
        "ds_read2_b32 v[2:3], v0 offset0:0 offset1:1\n"
        "ds_read_b128 v[8:11], v0 offset:4\n"
        "ds_read_u16 v12, v0 offset:3",
        [](unsigned r, unsigned) { return r >= 4 && r <= 7 ? 0x11111111u * (r - 3) : 0u; });
    k.cpu = cpu;
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    const bool aligned = std::string(cpu) == "gfx803";
    EXPECT_EQ(o.v(1, 0), aligned ? 0x11111111u : 0x22221111u);
    EXPECT_EQ(o.v(2, 0), 0x11111111u);
    EXPECT_EQ(o.v(3, 0), 0x22222222u);
    EXPECT_EQ(o.v(8, 0), 0x11111111u);  // b128 at 4 aligns to 0 everywhere
    EXPECT_EQ(o.v(12, 0), aligned ? 0x1111u : 0x2211u);
  }
}

TEST(EmuLds, QuadPermForEveryBit15OffsetBeforeGcn14) {
  // 0xc0e4 would be ROTATE on GFX9; on GFX8 it is a quad perm, and 0xe4 is the identity.
  VmemKernel k = ds("ds_swizzle_b32 v5, v2 offset:0xc0e4", [](unsigned r, unsigned l) { return r == 2 ? 500 + l : 0u; });
  k.cpu = "gfx803";
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l = 0; l < 8; ++l) EXPECT_EQ(o.v(5, l), 500u + l) << l;
}

TEST(EmuLds, OutOfAllocationReadsZeroAndDropsWrites) {
  VmemKernel k = ds(
      "s_mov_b64 exec, 1\n"
      "ds_write_b32 v0, v1 offset:252\n"
      "ds_write_b32 v0, v1 offset:256\n"
      "ds_read_b32 v2, v0 offset:252\n"
      "ds_read_b32 v3, v0 offset:256",
      [](unsigned r, unsigned) { return r == 1 ? 77u : 0u; });
  k.ldsBytes = 256;
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.v(2, 0), 77u);
  EXPECT_EQ(o.v(3, 0), 0u);
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRange), 2u) << o.r.text();
  EXPECT_NE(o.r.reports.at(0).message.find("256 bytes of LDS"), std::string::npos);
}

TEST(EmuLds, M0LimitBeforeGfx9) {
  // GFX8: addresses at or above M0 are out of range; GFX9 ignores M0 for plain DS accesses.
  for (const char* cpu : {"gfx803", "gfx900"}) {
    SCOPED_TRACE(cpu);
    VmemKernel k = ds(
        "s_mov_b64 exec, 1\n"
        "s_mov_b32 m0, 64\n"
        "ds_write_b32 v0, v1 offset:60\n"
        "ds_write_b32 v0, v1 offset:64\n"
        "ds_read_b32 v2, v0 offset:60\n"
        "ds_read_b32 v3, v0 offset:64",
        [](unsigned r, unsigned) { return r == 1 ? 77u : 0u; });
    k.cpu = cpu;
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
    EXPECT_EQ(o.v(2, 0), 77u);
    const bool limited = std::string(cpu) == "gfx803";
    EXPECT_EQ(o.v(3, 0), limited ? 0u : 77u);
    EXPECT_EQ(o.r.count(emu::CheckKind::LdsRange), limited ? 2u : 0u) << o.r.text();
  }
}

TEST(EmuLds, RaceBetweenWavesWithoutBarrier) {
  // Two waves: wave 0 writes LDS[0..255], wave 1 reads it. Without s_barrier between the write and
  // the read it is a race; with one it is not.
  auto run = [](bool barrier) {
    VmemKernel k;
    k.workgroupSize = {128, 1, 1};
    k.body = std::string(
                 "s_cmp_eq_u32 s9, 0\n"
                 "s_cbranch_scc0 skip_write\n"
                 "ds_write_b32 v0, v1\n"
                 "skip_write:\n") +
             (barrier ? "s_waitcnt lgkmcnt(0)\ns_barrier\n" : "") +
             "s_cmp_eq_u32 s9, 1\n"
             "s_cbranch_scc0 skip_read\n"
             "ds_read_b32 v2, v0\n"
             "skip_read:\n"
             "s_waitcnt lgkmcnt(0)";
    k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l * 4 : r == 1 ? 1000 + l : 0u; };
    return k;
  };
  for (bool barrier : {false, true}) {
    SCOPED_TRACE(barrier);
    VmemKernel k = run(barrier);
    // s9 = wave index: set through the per-wave hook.
    auto m = machine(k.cpu);
    ASSERT_TRUE(load(*m, k.body + "\ns_endpgm\n"));
    emu::LaunchConfig c = oneWave();
    c.workgroupSize = k.workgroupSize;
    c.workitemIdVgprs = false;
    c.setupWave = [&](emu::WaveSetup& s) {
      (*s.sreg)[9] = s.waveInGroup;
      for (unsigned l = 0; l < s.waveSize; ++l) {
        (*s.vgprs)[l] = l * 4;
        (*s.vgprs)[s.waveSize + l] = 1000 + l;
      }
    };
    auto r = m->launch(c);
    ASSERT_TRUE(r.ok()) << r.fault.message;
    ASSERT_EQ(r.waves.size(), 2u);
    EXPECT_EQ(r.waves[1].vgpr(2, 7), 1007u);  // waves run in order here; the data is there either way
    EXPECT_EQ(r.count(emu::CheckKind::LdsRace), barrier ? 0u : 1u) << r.text();
    if (!barrier) {
      EXPECT_NE(r.reports.at(0).message.find("wave 1 reads LDS byte 0x0"), std::string::npos) << r.text();
    }
  }
}

TEST(EmuLds, AtomicsDoNotRace) {
  auto m = machine("gfx900");
  ASSERT_TRUE(load(*m, "ds_add_u32 v0, v1\ns_waitcnt lgkmcnt(0)\ns_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.workgroupSize = {128, 1, 1};
  c.workitemIdVgprs = false;
  c.setupWave = [](emu::WaveSetup& s) {
    for (unsigned l = 0; l < s.waveSize; ++l) (*s.vgprs)[s.waveSize + l] = 1;
  };
  auto r = m->launch(c);
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 0u) << r.text();
}

// Two waves of one work-group running `body` (s9 = the wave's index, v0 = lane * 4, v1 = 1000 + lane).
emu::LaunchResult twoWaves(const std::string& body) {
  auto m = machine("gfx900");
  EXPECT_TRUE(load(*m, body + "\ns_waitcnt lgkmcnt(0)\ns_endpgm\n"));
  emu::LaunchConfig c = oneWave();
  c.workgroupSize = {128, 1, 1};
  c.workitemIdVgprs = false;
  c.setupWave = [](emu::WaveSetup& s) {
    (*s.sreg)[9] = s.waveInGroup;
    for (unsigned l = 0; l < s.waveSize; ++l) {
      (*s.vgprs)[l] = l * 4;
      (*s.vgprs)[s.waveSize + l] = 1000 + l;
    }
  };
  return m->launch(c);
}

TEST(EmuLds, AtomicsRaceWithPlainWritesNotReads) {
  // Wave 0 writes LDS[0..255] plainly, wave 1 adds to it atomically: a race unless a barrier separates them.
  for (bool barrier : {false, true}) {
    SCOPED_TRACE(barrier);
    auto r = twoWaves(std::string("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_write\nds_write_b32 v0, v1\nskip_write:\n") +
                      (barrier ? "s_waitcnt lgkmcnt(0)\ns_barrier\n" : "") +
                      "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:");
    ASSERT_TRUE(r.ok()) << r.fault.message;
    EXPECT_EQ(r.count(emu::CheckKind::LdsRace), barrier ? 0u : 1u) << r.text();
    if (!barrier) {
      EXPECT_NE(r.text().find("wave 1 atomically updates LDS byte 0x0 (lane 0) that wave 0 wrote"), std::string::npos)
          << r.text();
    }
  }
  // The other way round: a plain write to bytes another wave updated atomically.
  auto r = twoWaves("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:\n"
                    "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_write\nds_write_b32 v0, v1\nskip_write:");
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 1u) << r.text();
  EXPECT_NE(r.text().find("wave 1 writes LDS byte 0x0 (lane 0) that wave 0 updated atomically"), std::string::npos)
      << r.text();
  // An atomic load of the source is a plain ds_read in the machine code (clang writes an unused atomic_xor(p, 0) as
  // one), so a plain read next to another wave's atomic whose value is never used is no race, either way round.
  r = twoWaves("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:\n"
               "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_read\nds_read_b32 v2, v0\nskip_read:");
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 0u) << r.text();
  r = twoWaves("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_read\nds_read_b32 v2, v0\nskip_read:\n"
               "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:");
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 0u) << r.text();
}

// Wave 0 adds to LDS[0..255] atomically, wave 1 reads it plainly into v2; `use` follows the read (in wave 1).
// `delay`: wave 1 spins past the 64-instruction time slice before its read, so wave 0's atomics come first.
std::string atomicThenRead(const std::string& use, bool barrier = false) {
  return std::string("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:\n") +
         (barrier ? "s_waitcnt lgkmcnt(0)\ns_barrier\n" : "") +
         "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_read\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n" + use + "\nskip_read:";
}

TEST(EmuLds, UsedReadRacesWithAtomics) {
  // A deleted s_barrier between a histogram's ds_add_u32s and the reads of its bins: the bins read depend on which
  // wave ran first. A race once the read's value is used (here stored to LDS elsewhere or added), whichever ran first.
  for (const char* use : {"v_add_u32 v3, v2, v2", "ds_write_b32 v0, v2 offset:1024"}) {
    SCOPED_TRACE(use);
    auto r = twoWaves(atomicThenRead(use));
    ASSERT_TRUE(r.ok()) << r.fault.message;
    EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 1u) << r.text();
    EXPECT_NE(r.text().find("wave 1 reads LDS byte 0x0 and uses the value, and wave 0 updates it atomically with no "
                            "s_barrier in between"),
              std::string::npos)
        << r.text();
    // The report is at the read.
    EXPECT_EQ(r.reports.at(0).instruction, "ds_read_b32 v2, v0") << r.text();
  }
  // The read and its use first (wave 0), the atomics after (wave 1): found at the atomic.
  auto r = twoWaves("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_read\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n"
                    "v_add_u32 v3, v2, v2\nskip_read:\n"
                    "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:");
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 1u) << r.text();
  EXPECT_NE(r.text().find("wave 1 atomically updates LDS byte 0x0 (lane 0) that wave 0 read and used with no s_barrier "
                          "in between"),
            std::string::npos)
      << r.text();
  // With the barrier, none.
  r = twoWaves(atomicThenRead("v_add_u32 v3, v2, v2", true));
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 0u) << r.text();
}

TEST(EmuLds, UnusedReadsAndSwapLoopsDoNotRace) {
  // Overwritten before any use (clang's atomic_xor(p, 0) whose result nothing reads, then a later load into the same
  // VGPR): no race.
  auto r = twoWaves(atomicThenRead("v_mov_b32 v2, 5\nv_add_u32 v3, v2, v2"));
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 0u) << r.text();
  // Half of a 64-bit read overwritten, the other half used: used.
  r = twoWaves("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:\n"
               "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_read\nds_read_b64 v[2:3], v0\ns_waitcnt lgkmcnt(0)\n"
               "v_mov_b32 v2, 5\nv_add_u32 v4, v3, v2\nskip_read:");
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 1u) << r.text();
  // A compare-and-swap loop: read plainly, compute, swap the sum in (ds_cmpst_rtn_b32 returns what was there; the
  // loop retries until it saw its own read). The swap checks the read: no race.
  const std::string swapLoop =
      "ds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n"
      "retry:\n"
      "v_add_u32 v3, v2, v1\n"
      "ds_cmpst_rtn_b32 v4, v0, v2, v3\ns_waitcnt lgkmcnt(0)\n"
      "v_cmp_ne_u32 vcc, v4, v2\nv_mov_b32 v2, v4\n"
      "s_and_b64 vcc, vcc, exec\ns_cbranch_vccnz retry\n";
  r = twoWaves("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:\n"
               "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_loop\n" + swapLoop + "skip_loop:");
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 0u) << r.text();
  ASSERT_EQ(r.waves.size(), 2u);
  // The same read and use without the swap: a race.
  r = twoWaves("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:\n"
               "s_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_loop\nds_read_b32 v2, v0\ns_waitcnt lgkmcnt(0)\n"
               "v_add_u32 v3, v2, v1\nds_write_b32 v0, v3 offset:1024\nskip_loop:");
  ASSERT_TRUE(r.ok()) << r.fault.message;
  EXPECT_EQ(r.count(emu::CheckKind::LdsRace), 1u) << r.text();
}

TEST(EmuLds, AtomicOutstandingAtTheBarrierRaces) {
  // An LDS atomic the barrier did not wait for may land after another wave's read behind the barrier (the deleted
  // s_waitcnt lgkmcnt(0) of a histogram kernel): a race, naming the atomic; with the wait, none.
  for (bool wait : {false, true}) {
    SCOPED_TRACE(wait);
    auto r = twoWaves(std::string("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_add\nds_add_u32 v0, v1\nskip_add:\n") +
                      (wait ? "s_waitcnt lgkmcnt(0)\n" : "") +
                      "s_barrier\ns_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_read\nds_read_b32 v2, v0\nskip_read:");
    ASSERT_TRUE(r.ok()) << r.fault.message;
    EXPECT_EQ(r.count(emu::CheckKind::LdsRace), wait ? 0u : 1u) << r.text();
    if (!wait) {
      EXPECT_NE(r.text().find("with `ds_add_u32 v0, v1` at offset 0x8, which was still outstanding at the last s_barrier"),
                std::string::npos)
          << r.text();
    }
  }
}

TEST(EmuLds, DsOutstandingAtTheBarrierRaces) {
  // s_barrier does not wait for LDS accesses: wave 0's write still counted by LGKM_CNT at the barrier may land
  // after wave 1's read behind it. With s_waitcnt lgkmcnt(0) before the barrier it has landed.
  for (bool wait : {false, true}) {
    SCOPED_TRACE(wait);
    auto r = twoWaves(std::string("s_cmp_eq_u32 s9, 0\ns_cbranch_scc0 skip_write\nds_write_b32 v0, v1\nskip_write:\n") +
                      (wait ? "s_waitcnt lgkmcnt(0)\n" : "") +
                      "s_barrier\ns_cmp_eq_u32 s9, 1\ns_cbranch_scc0 skip_read\nds_read_b32 v2, v0\nskip_read:");
    ASSERT_TRUE(r.ok()) << r.fault.message;
    EXPECT_EQ(r.count(emu::CheckKind::LdsRace), wait ? 0u : 1u) << r.text();
    if (!wait) {
      EXPECT_NE(r.reports.at(0).message.find("that wave 0 wrote with `ds_write_b32 v0, v1` at offset 0x8, which was "
                                             "still outstanding at the last s_barrier"),
                std::string::npos)
          << r.text();
    }
  }
}

TEST(EmuLds, GdsIsUnsupported) {
  auto o = runVmem(ds("ds_add_u32 v0, v1 gds"));
  EXPECT_EQ(o.r.fault.kind, emu::FaultKind::Unsupported) << o.r.fault.message;
}

}  // namespace
}  // namespace gcnkit::test
