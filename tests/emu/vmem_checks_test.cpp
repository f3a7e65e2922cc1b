// The in-flight VGPR check: each rule fires on a kernel that breaks it and stays quiet on one that keeps
// it (vmcnt in order, GFX10 vscnt not covering loads, DS under lgkmcnt, FLAT under both, overwrites).
#include "emu_vmem_support.h"

namespace gcnkit::test {
namespace {

size_t pending(const char* cpu, const std::string& body, std::string* text = nullptr) {
  VmemKernel k;
  k.cpu = cpu;
  k.body = body;
  auto o = runVmem(k);
  EXPECT_TRUE(o.r.ok()) << o.r.fault.message;
  if (text) *text = o.r.text();
  return o.r.count(emu::CheckKind::PendingVgpr);
}

TEST(EmuVmemChecks, ReadOfALoadResultNeedsVmcnt) {
  std::string text;
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0\nbuffer_store_dword v1, off, s[4:7], 0 offset:64", &text), 1u);
  EXPECT_NE(text.find("reads v1 while the result of 'buffer_load_dword v1, off, s[4:7], 0'"), std::string::npos) << text;
  EXPECT_NE(text.find("s_waitcnt vmcnt"), std::string::npos) << text;
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0\ns_waitcnt vmcnt(0)\nbuffer_store_dword v1, off, s[4:7], 0 offset:64"), 0u);
}

TEST(EmuVmemChecks, VmcntRetiresTheOldestLoads) {
  const std::string loads = "buffer_load_dword v1, off, s[4:7], 0\nbuffer_load_dword v2, off, s[4:7], 0 offset:4\ns_waitcnt vmcnt(1)\n";
  EXPECT_EQ(pending("gfx900", loads + "buffer_store_dword v1, off, s[4:7], 0 offset:64"), 0u);
  EXPECT_EQ(pending("gfx900", loads + "buffer_store_dword v2, off, s[4:7], 0 offset:64"), 1u);
}

TEST(EmuVmemChecks, Gfx10VscntDoesNotCoverLoads) {
  const std::string load = "buffer_load_dword v1, off, s[4:7], 0\n";
  const std::string use = "buffer_store_dword v1, off, s[4:7], 0 offset:64";
  EXPECT_EQ(pending("gfx1030", load + "s_waitcnt_vscnt null, 0\n" + use), 1u);
  EXPECT_EQ(pending("gfx1030", load + "s_waitcnt vmcnt(0)\n" + use), 0u);
  EXPECT_EQ(pending("gfx1030", load + "s_waitcnt_vmcnt null, 0\n" + use), 0u);
}

TEST(EmuVmemChecks, DsResultsNeedLgkmcnt) {
  std::string text;
  EXPECT_EQ(pending("gfx900", "ds_read_b32 v1, v0\nds_write_b32 v0, v1 offset:64", &text), 1u);
  EXPECT_NE(text.find("lgkmcnt"), std::string::npos) << text;
  EXPECT_EQ(pending("gfx900", "ds_read_b32 v1, v0\ns_waitcnt lgkmcnt(0)\nds_write_b32 v0, v1 offset:64"), 0u);
}

// A FLAT access counts in VM_CNT, and in LGKM_CNT too when it reaches LDS: one that reached global memory is
// complete after vmcnt alone (as LLVM waits for it), one that reached LDS needs both waits.
TEST(EmuVmemChecks, FlatNeedsBothCountersOnlyWhenItReachesLds) {
  const std::string load = "flat_load_dword v1, v[2:3]\n";
  const std::string use = "buffer_store_dword v1, off, s[4:7], 0 offset:64";
  VmemKernel k;
  k.body = load + "s_waitcnt vmcnt(0)\n" + use;
  auto probe = runVmem(k);
  const uint64_t base = probe.base;
  k.vgpr = [base](unsigned r, unsigned) { return r == 2 ? uint32_t(base) : r == 3 ? uint32_t(base >> 32) : 0u; };
  auto global = runVmem(k);
  EXPECT_EQ(global.r.count(emu::CheckKind::PendingVgpr), 0u) << global.r.text();
  // The same load through the shared aperture (LDS address 16).
  k.vgpr = [](unsigned r, unsigned) { return r == 2 ? 16u : r == 3 ? 0x10000u : 0u; };
  auto weak = runVmem(k);
  EXPECT_EQ(weak.r.count(emu::CheckKind::PendingVgpr), 1u) << weak.r.text();
  k.body = load + "s_waitcnt vmcnt(0) lgkmcnt(0)\n" + use;
  auto both = runVmem(k);
  EXPECT_EQ(both.r.count(emu::CheckKind::PendingVgpr), 0u) << both.r.text();
}

TEST(EmuVmemChecks, OverwriteAcrossCountersFiresWithinOneDoesNot) {
  std::string text;
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0\nds_read_b32 v1, v0\ns_waitcnt vmcnt(0) lgkmcnt(0)", &text), 1u);
  EXPECT_NE(text.find("overwrites v1"), std::string::npos) << text;
  // Vector loads return in order: the second load's value is the one that stays.
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0\nbuffer_load_dword v1, off, s[4:7], 0 offset:4\ns_waitcnt vmcnt(0)"), 0u);
}

TEST(EmuVmemChecks, EndOfProgramWaitsForEverything) {
  // s_endpgm drains the counters; a load left in flight there is not a hazard.
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0"), 0u);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

TEST(EmuVmemChecks, Gfx6StoreDataIsProtectedByExpcnt) {
  // GFX6 reads a vector store's data VGPRs after issue: overwriting them needs s_waitcnt expcnt first.
  const std::string store = "buffer_store_dword v1, off, s[4:7], 0\n";
  const std::string overwrite = "buffer_load_dword v1, off, s[4:7], 0 offset:64\ns_waitcnt vmcnt(0)";
  std::string text;
  EXPECT_EQ(pending("gfx601", store + overwrite, &text), 1u);
  EXPECT_NE(text.find("overwrites v1, the data of the store 'buffer_store_dword v1"), std::string::npos) << text;
  EXPECT_NE(text.find("expcnt"), std::string::npos) << text;
  EXPECT_EQ(pending("gfx601", store + "s_waitcnt expcnt(0)\n" + overwrite), 0u);
  // Reading the data again is fine, and later generations read it at issue.
  EXPECT_EQ(pending("gfx601", store + "buffer_store_dword v1, off, s[4:7], 0 offset:64"), 0u);
  EXPECT_EQ(pending("gfx700", store + overwrite), 0u);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

TEST(EmuVmemChecks, VectorMemoryReadsOfPendingSgprs) {
  // The resource, soffset and saddr of a vector memory instruction are SGPR reads for the pending-SGPR check.
  auto count = [](const std::string& body) {
    VmemKernel k;
    k.body = body;
    auto o = runVmem(k);
    EXPECT_TRUE(o.r.ok()) << o.r.fault.message;
    return o.r.count(emu::CheckKind::PendingSgpr);
  };
  EXPECT_EQ(count("s_load_dword s8, s[2:3], 0x0\nbuffer_load_dword v1, off, s[4:7], s8"), 1u);
  EXPECT_EQ(count("s_load_dword s8, s[2:3], 0x0\ns_waitcnt lgkmcnt(0)\nbuffer_load_dword v1, off, s[4:7], s8"), 0u);
  EXPECT_EQ(count("s_load_dwordx2 s[4:5], s[2:3], 0x0\nbuffer_load_dword v1, off, s[4:7], 0"), 1u);
  // (no lanes active: the loaded base is not an address)
  EXPECT_EQ(count("s_load_dwordx2 s[10:11], s[2:3], 0x0\ns_mov_b64 exec, 0\nglobal_load_dword v1, v0, s[10:11]"), 1u);
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// A VGPR-only source of a VALU instruction (v_readfirstlane's src0, v_madmk's src1) is a read like any other:
// reading it while a load into it is in flight is reported.
TEST(EmuVmemChecks, VgprOnlySourcesAreReads) {
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0\nv_readfirstlane_b32 s0, v1"), 1u);
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0\nv_madmk_f32 v2, v3, 0x40000000, v1"), 1u);
  EXPECT_EQ(pending("gfx900", "buffer_load_dword v1, off, s[4:7], 0\ns_waitcnt vmcnt(0)\nv_readfirstlane_b32 s0, v1"), 0u);
}

}  // namespace
}  // namespace gcnkit::test
