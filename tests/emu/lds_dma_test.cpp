// LDS-DMA loads (src/emu/README.md, "Loads into LDS"): gfx940's global/scratch_load_lds_* rows, gfx950's dwordx3/x4
// forms and buffer loads with `lds`: the lane's data lands in LDS at M0[15:0] (+ the instruction offset for
// GLOBAL/SCRATCH) + lane * bytes per lane, a byte or short zero-extended to a dword; no VGPR is written; the
// LDS bounds and race checks apply; the load counts in VM_CNT.
#include <gtest/gtest.h>

#include <cstdio>

#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

// v0 = lane * 4: the global offset of the lane and the LDS address of its dword.
uint32_t laneTimes4(unsigned r, unsigned l) { return r == 0 ? l * 4 : 0u; }

TEST(EmuLdsDma, GlobalLoadLdsDwordLandsAtM0PlusOffsetPlusLaneTimes4) {
  VmemKernel k;
  k.cpu = "gfx942";
  k.body =
      "v_mov_b32 v5, 0x5555\n"
      "global_load_lds_dword v0, s[2:3] offset:8\n"
      "s_waitcnt vmcnt(0)\n"
      "ds_read_b32 v1, v0 offset:72\n"  // M0 64 + offset 8 + lane * 4
      "ds_read_b32 v2, v0 offset:64\n"
      "s_waitcnt lgkmcnt(0)";
  k.m0 = 0xabcd0040;  // only M0[15:0] = 64 counts
  k.vgpr = laneTimes4;
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 1u, 17u, 63u}) {
    EXPECT_EQ(o.v(1, l), bytePattern(2 + l)) << l;                       // buffer byte 8 + 4l
    EXPECT_EQ(o.v(2, l), l < 2 ? 0u : bytePattern(l)) << l;             // the slots below are lanes 0..61's
    EXPECT_EQ(o.v(5, l), 0x5555u) << l;                                  // no VGPR written
  }
  EXPECT_TRUE(o.r.reports.empty()) << o.r.text();
}

TEST(EmuLdsDma, SubDwordLoadsAreZeroExtendedWhateverTheirSign) {
  // Bytes 0x80 + 4l (>= 0x80 for lanes 0..31): the signed forms are not sign-extended into LDS (the buffer-memory document's rule for
  // buffers, kept for the GLOBAL rows).
  for (const char* op : {"global_load_lds_ubyte", "global_load_lds_sbyte"}) {
    VmemKernel k;
    k.cpu = "gfx942";
    k.body = std::string(op) + " v0, s[2:3] offset:128\ns_waitcnt vmcnt(0)\nds_read_b32 v1, v0 offset:128\ns_waitcnt lgkmcnt(0)";
    k.vgpr = laneTimes4;
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << op << ": " << o.r.fault.message;
    for (unsigned l : {0u, 1u, 31u, 40u}) EXPECT_EQ(o.v(1, l), (128u + 4 * l) & 0xff) << op << " lane " << l;
  }
  for (const char* op : {"global_load_lds_ushort", "global_load_lds_sshort"}) {
    VmemKernel k;
    k.cpu = "gfx942";
    k.body = std::string(op) + " v0, s[2:3] offset:2\ns_waitcnt vmcnt(0)\nds_read_b32 v1, v0 offset:2\ns_waitcnt lgkmcnt(0)";
    k.vgpr = laneTimes4;
    k.data.assign(256, 0);
    for (unsigned i = 0; i < 64; ++i) k.data[i] = 0x8001u << 16 | i;  // the high short: 0x8001
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << op << ": " << o.r.fault.message;
    for (unsigned l : {0u, 9u, 63u}) EXPECT_EQ(o.v(1, l), 0x8001u) << op << " lane " << l;
  }
}

TEST(EmuLdsDma, Gfx950WideFormsPlaceALanesDwordsTogether) {
  // global_load_lds_dwordx4 / x3 and buffer_load_dwordx4 ... lds: lane l's 16 (12) bytes at M0 + offset + l * 16 (12).
  VmemKernel k;
  k.cpu = "gfx950";
  k.body =
      "global_load_lds_dwordx4 v0, s[2:3] offset:16\n"
      "s_waitcnt vmcnt(0)\n"
      "ds_read_b128 v[4:7], v0 offset:16\n"
      "s_waitcnt lgkmcnt(0)";
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l * 16 : r == 1 ? l * 12 : 0u; };
  k.dwords = 1024;
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 1u, 63u})
    for (unsigned i = 0; i < 4; ++i) EXPECT_EQ(o.v(4 + i, l), bytePattern(4 + 4 * l + i)) << l << " " << i;

  k.body =
      "global_load_lds_dwordx3 v1, s[2:3]\n"
      "s_waitcnt vmcnt(0)\n"
      "ds_read_b32 v4, v1\n"  // (ds_read_b96 aligns its address down to 16)
      "ds_read_b32 v5, v1 offset:4\n"
      "ds_read_b32 v6, v1 offset:8\n"
      "s_waitcnt lgkmcnt(0)";
  o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 5u, 63u})
    for (unsigned i = 0; i < 3; ++i) EXPECT_EQ(o.v(4 + i, l), bytePattern(3 * l + i)) << l << " " << i;

  // MUBUF: the buffer-memory document's address (M0, no instruction offset), the same per-lane width.
  // buffer_load_dwordx4 v0, s[4:7], 0 offen offset:32 lds, in llvm-mc 22's bytes (gcnkit's assembler refuses the
  // lds form of the wide buffer loads yet).
  k.body =
      ".long 0xe05d1020, 0x80010000\n"
      "s_waitcnt vmcnt(0)\n"
      "ds_read_b128 v[4:7], v0 offset:16\n"  // (ds_read_b128 aligns its address down to 16)
      "s_waitcnt lgkmcnt(0)";
  k.m0 = 16;
  k.numRecords = 4096;  // the whole 4 KiB buffer in range
  o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 2u, 63u})
    for (unsigned i = 0; i < 4; ++i) EXPECT_EQ(o.v(4 + i, l), bytePattern(8 + 4 * l + i)) << l << " " << i;
}

TEST(EmuLdsDma, ScratchLoadLdsReadsTheSwizzledPrivateOffset) {
  // gfx942 scratch: private offset o of lane l is dword (o / 4) * 64 + l of FLAT_SCRATCH's memory; the offset also
  // moves the LDS address. Bit 13 of the row is SVE (the VGPR address used), not an LDS flag.
  VmemKernel k;
  k.cpu = "gfx942";
  k.body =
      "s_mov_b32 flat_scratch_lo, s2\n"
      "s_mov_b32 flat_scratch_hi, s3\n"
      "scratch_load_lds_dword v3, off offset:4\n"  // v3 = 4: private offset 8 -> dword 128 + l; LDS M0 + 4 + 4l
      "scratch_load_lds_ushort off, off offset:1024\n"  // private 1024 -> dword 256 * 64 + l; LDS 1024 + 4l
      "s_waitcnt vmcnt(0)\n"
      "ds_read_b32 v1, v0 offset:4\n"
      "ds_read_b32 v2, v0 offset:1024\n"
      "s_waitcnt lgkmcnt(0)";
  k.vgpr = [](unsigned r, unsigned l) { return r == 0 ? l * 4 : r == 3 ? 4u : 0u; };
  k.dwords = 256 * 64 + 64;
  k.data.assign(k.dwords, 0);
  for (unsigned l = 0; l < 64; ++l) k.data[128 + l] = 0x1000 + l, k.data[256 * 64 + l] = 0xbeef0000u | (0x7000 + l);
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 1u, 63u}) {
    EXPECT_EQ(o.v(1, l), 0x1000 + l) << l;
    EXPECT_EQ(o.v(2, l), 0x7000 + l) << l;  // private offset 1024 = dword 256 * 64 + l, low short, zero-extended
  }
}

TEST(EmuLdsDma, Gfx900GlobalLdsBitLoadsIntoLds) {
  // GFX9's `lds` bit on a GLOBAL load (llvm-mc prints no VDST): the same LDS-DMA as gfx940's rows.
  VmemKernel k;
  k.cpu = "gfx900";
  k.body =
      "global_load_dword v0, s[2:3] offset:4 lds\n"
      "s_waitcnt vmcnt(0)\n"
      "ds_read_b32 v1, v0 offset:36\n"
      "s_waitcnt lgkmcnt(0)";
  k.m0 = 32;
  k.vgpr = laneTimes4;
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 30u, 63u}) EXPECT_EQ(o.v(1, l), bytePattern(1 + l)) << l;
  EXPECT_EQ(o.v(0, 5), 20u);  // the VDST field (0: v0) is not written
}

// FLAT (segment 0) with the lds bit (bit 13; GcnInstrsFlat.md lists it for every GCN 1.4 FLAT instruction). llvm-mc 22
// has no text for it and its disassembler refuses the words, so the tests give bytes: word 0 = 0xdc000000 |
// opcode << 18 | 0x2000 (lds) | offset, word 1 = VDST << 24 | DATA << 8 | VADDR.
constexpr uint32_t kFlatLoadDwordLds = 0xdc502000, kFlatLoadSbyteLds = 0xdc442000, kFlatStoreDwordLds = 0xdc702000;
std::string flatLds(uint32_t word0, unsigned offset, uint32_t word1) {
  char text[64];
  std::snprintf(text, sizeof text, ".long 0x%08x, 0x%08x\n", word0 | offset, word1);
  return text;
}
// v[2:3] = the test buffer + v0 (lane * 4): a global address for FLAT.
const std::string kFlatAddress =
    "v_add_co_u32_e32 v2, vcc, s2, v0\nv_mov_b32 v3, s3\nv_addc_co_u32_e32 v3, vcc, 0, v3, vcc\n";

TEST(EmuLdsDma, FlatLdsBitLoadsGlobalMemoryIntoLds) {
  // flat_load_dword v5, v[2:3] offset:8 with lds: lane l reads buffer byte 4l + 8 and writes LDS M0 + 8 + 4l; v5
  // (its VDST field) is not written. The load counts in VM_CNT only (no lane reached the shared aperture).
  for (const char* cpu : {"gfx900", "gfx90a", "gfx950"}) {
    VmemKernel k;
    k.cpu = cpu;
    k.body = "v_mov_b32 v5, 0x5555\n" + kFlatAddress + flatLds(kFlatLoadDwordLds, 8, 0x05000002) +
             "s_waitcnt vmcnt(0)\nds_read_b32 v1, v0 offset:40\ns_waitcnt lgkmcnt(0)";
    k.m0 = 32;
    k.vgpr = laneTimes4;
    auto o = runVmem(k);
    ASSERT_TRUE(o.r.ok()) << cpu << ": " << o.r.fault.message;
    for (unsigned l : {0u, 1u, 33u, 63u}) {
      EXPECT_EQ(o.v(1, l), bytePattern(l + 2)) << cpu << " " << l;
      EXPECT_EQ(o.v(5, l), 0x5555u) << cpu << " " << l;
    }
    EXPECT_TRUE(o.r.reports.empty()) << o.r.text();
  }
  VmemKernel k;
  k.vgpr = laneTimes4;
  k.body = kFlatAddress + flatLds(kFlatLoadDwordLds, 8, 0x05000002) + "s_trap 2";
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.faultWave);
  EXPECT_EQ(o.r.faultWave->vmcnt, 1u);
  EXPECT_EQ(o.r.faultWave->lgkmcnt, 0u);

  // A byte load: zero-extended whatever its sign (bytes 4l + 4 are >= 0x80 from lane 31 on).
  k.body = kFlatAddress + flatLds(kFlatLoadSbyteLds, 4, 0x00000002) +
           "s_waitcnt vmcnt(0)\nds_read_b32 v1, v0 offset:4\ns_waitcnt lgkmcnt(0)";
  o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 31u, 40u, 63u}) EXPECT_EQ(o.v(1, l), (4 * l + 4) & 0xff) << l;
}

TEST(EmuLdsDma, FlatLdsBitThroughTheSharedApertureCopiesLds) {
  // The address's high dword is the shared aperture: the source is LDS itself (LDS 512 + 4l to M0 0 + 4l), and
  // the load counts in LGKM_CNT too, as every FLAT access that reached LDS.
  VmemKernel k;
  k.body = "ds_write_b32 v0, v6 offset:512\ns_waitcnt lgkmcnt(0)\n" + flatLds(kFlatLoadDwordLds, 0, 0x00000002) +
           "s_waitcnt vmcnt(0) lgkmcnt(0)\nds_read_b32 v1, v0\ns_waitcnt lgkmcnt(0)";
  k.vgpr = [](unsigned r, unsigned l) {
    return r == 0 ? l * 4 : r == 2 ? 512 + l * 4 : r == 3 ? 0x10000u : r == 6 ? 0x1000 + l : 0u;
  };
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  for (unsigned l : {0u, 17u, 63u}) EXPECT_EQ(o.v(1, l), 0x1000 + l) << l;
  k.body = flatLds(kFlatLoadDwordLds, 0, 0x00000002) + "s_trap 2";
  o = runVmem(k);
  ASSERT_TRUE(o.r.faultWave);
  EXPECT_EQ(o.r.faultWave->vmcnt, 1u);
  EXPECT_EQ(o.r.faultWave->lgkmcnt, 1u);
}

TEST(EmuLdsDma, FlatLdsBitIsCheckedAsTheOtherLdsDmaLoads) {
  VmemKernel k;
  k.vgpr = laneTimes4;
  // A DS read of the bytes before vmcnt retires the load: lds-race naming vmcnt.
  k.m0 = 256;
  k.body = kFlatAddress + flatLds(kFlatLoadDwordLds, 0, 0x00000002) + "ds_read_b32 v1, v0 offset:256\ns_waitcnt lgkmcnt(0)";
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRace), 1u) << o.r.text();
  ASSERT_FALSE(o.r.reports.empty());
  EXPECT_NE(o.r.reports[0].message.find("vmcnt"), std::string::npos) << o.r.reports[0].message;
  // Beyond the workgroup's LDS: lds-range, the rest lands.
  k.ldsBytes = 1024;
  k.m0 = 1024 - 8;
  k.body = kFlatAddress + flatLds(kFlatLoadDwordLds, 0, 0x00000002) + "s_waitcnt vmcnt(0)";
  o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRange), 1u) << o.r.text();
  // The bit on a store: not an LDS-DMA form; the fault says why.
  k.body = kFlatAddress + flatLds(kFlatStoreDwordLds, 0, 0x00000102);
  o = runVmem(k);
  ASSERT_FALSE(o.r.ok());
  EXPECT_NE(o.r.fault.message.find("only loads move data into LDS"), std::string::npos) << o.r.fault.message;
}

TEST(EmuLdsDma, LdsBoundsAndRacesAreChecked) {
  // Beyond the workgroup's LDS: lds-range, the write dropped, the rest lands.
  VmemKernel k;
  k.cpu = "gfx942";
  k.body = "global_load_lds_dword v0, s[2:3]\ns_waitcnt vmcnt(0)";
  k.vgpr = laneTimes4;
  k.ldsBytes = 1024;
  k.m0 = 1024 - 8;  // lanes 0 and 1 fit
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRange), 1u) << o.r.text();
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRace), 0u) << o.r.text();

  // Two waves loading into the same LDS bytes in one barrier epoch race (one wave alone did not, above).
  k.ldsBytes = 65536;
  k.m0 = 0;
  k.workgroupSize = {128, 1, 1};
  o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_GE(o.r.count(emu::CheckKind::LdsRace), 1u) << o.r.text();
}

TEST(EmuLdsDma, TheLoadCountsInVmcnt) {
  // An LDS-DMA load is a vector memory load: VM_CNT counts it until s_waitcnt vmcnt retires it (the fault dump
  // of s_trap shows the counters).
  VmemKernel k;
  k.cpu = "gfx942";
  k.vgpr = laneTimes4;
  k.body = "global_load_lds_dword v0, s[2:3]\ns_trap 2";
  auto o = runVmem(k);
  ASSERT_FALSE(o.r.ok());
  ASSERT_TRUE(o.r.faultWave);
  EXPECT_EQ(o.r.faultWave->vmcnt, 1u);
  ASSERT_EQ(o.r.faultWave->pendingMemory.size(), 1u);
  EXPECT_EQ(o.r.faultWave->pendingMemory[0].counter, "vmcnt");
  k.body = "global_load_lds_dword v0, s[2:3]\ns_waitcnt vmcnt(0)\ns_trap 2";
  o = runVmem(k);
  ASSERT_TRUE(o.r.faultWave);
  EXPECT_EQ(o.r.faultWave->vmcnt, 0u);
  EXPECT_EQ(o.r.faultWave->lgkmcnt, 0u);  // not an LGKM_CNT operation
}

TEST(EmuLdsDma, ADsAccessBeforeVmcntRetiresTheLoadIsReported) {
  // The data reaches LDS when the load returns: LLVM waits vmcnt before a DS access of those bytes. Reading them
  // (or writing them) while vmcnt still counts the load is an lds-race report; bytes it does not write are not.
  VmemKernel k;
  k.cpu = "gfx942";
  k.vgpr = laneTimes4;
  k.m0 = 256;
  k.body = "global_load_lds_dword v0, s[2:3]\nds_read_b32 v1, v0 offset:252\ns_waitcnt lgkmcnt(0)";  // lane 0: 252: outside
  auto o = runVmem(k);
  ASSERT_TRUE(o.r.ok()) << o.r.fault.message;
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRace), 1u) << o.r.text();  // lanes 1..: inside [256, 512)
  ASSERT_FALSE(o.r.reports.empty());
  EXPECT_NE(o.r.reports[0].message.find("vmcnt"), std::string::npos) << o.r.reports[0].message;
  EXPECT_NE(o.r.reports[0].message.find("global_load_lds_dword"), std::string::npos) << o.r.reports[0].message;
  k.body = "global_load_lds_dword v0, s[2:3]\nds_write_b32 v0, v0 offset:512\nds_read_b32 v1, v0\ns_waitcnt lgkmcnt(0)";
  o = runVmem(k);  // [512, 768) and [0, 256): not what the load writes
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRace), 0u) << o.r.text();
  k.body = "global_load_lds_dword v0, s[2:3]\nds_write_b32 v0, v0 offset:300\ns_waitcnt lgkmcnt(0)";
  o = runVmem(k);
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRace), 1u) << o.r.text();
  k.body = "global_load_lds_dword v0, s[2:3]\ns_waitcnt vmcnt(0)\nds_read_b32 v1, v0 offset:256\ns_waitcnt lgkmcnt(0)";
  o = runVmem(k);
  EXPECT_EQ(o.r.count(emu::CheckKind::LdsRace), 0u) << o.r.text();
  EXPECT_EQ(o.v(1, 3), bytePattern(3));
}

TEST(EmuLdsDma, FidelityNamesTheModel) {
  for (const char* mn : {"global_load_lds_dword", "global_load_lds_ubyte", "scratch_load_lds_sshort"}) {
    auto f = emu::instructionFidelity("gfx942", mn);
    ASSERT_TRUE(f) << mn;
    EXPECT_EQ(f->level, emu::FidelityLevel::Exact) << mn;
  }
  auto x4 = emu::instructionFidelity("gfx950", "global_load_lds_dwordx4");
  ASSERT_TRUE(x4);
  EXPECT_EQ(x4->level, emu::FidelityLevel::Approximate);
  EXPECT_NE(x4->how.find("a model"), std::string::npos) << x4->how;
  auto flat = emu::instructionFidelity("gfx900", "flat_load_dword");  // exact, its lds form named
  ASSERT_TRUE(flat);
  EXPECT_EQ(flat->level, emu::FidelityLevel::Exact);
  EXPECT_NE(flat->how.find("with the lds bit"), std::string::npos) << flat->how;
  auto buf = emu::instructionFidelity("gfx950", "buffer_load_dwordx4");  // exact, but its lds form has the model
  ASSERT_TRUE(buf);
  EXPECT_EQ(buf->level, emu::FidelityLevel::Exact);
  EXPECT_NE(buf->how.find("a model"), std::string::npos) << buf->how;
}

}  // namespace
}  // namespace gcnkit::test
