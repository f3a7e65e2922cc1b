// The missing-barrier rule on hand-written kernels, on both sides of each boundary: a DS read after another lane's
// DS write with and without s_barrier between them on every path, the lane's own address, atomics, calls, and
// work-groups of one wave.
#include "lint_support.h"

namespace gcnkit::lint_test {
namespace {

constexpr const char* kRule = "lds-missing-barrier";
size_t count(const KernelSource& k) { return of(lintKernel(k), kRule).size(); }

// v0: this lane's slot (tid * 4); v3: another lane's (the reversed index).
constexpr const char* kAddresses = "  v_lshlrev_b32 v0, 2, v0\n  v_sub_u32 v3, 0xfc, v0\n";

TEST(LintLdsSync, AReadOfAnotherLanesWriteNeedsABarrier) {
  KernelSource k;
  k.body = std::string(kAddresses) + "  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  ds_read_b32 v2, v3\n"
                                     "  s_waitcnt lgkmcnt(0)\n";
  const auto r = lintKernel(k);
  const auto f = of(r, kRule);
  ASSERT_EQ(f.size(), 1u) << dump(r);
  EXPECT_EQ(f[0].severity, analysis::Severity::Warning);
  EXPECT_NE(f[0].message.find("'ds_write_b32 v0, v1' at 0xc"), std::string::npos) << f[0].message;
  EXPECT_TRUE(f[0].hasRelated);
  EXPECT_EQ(f[0].relatedOffset, 0xcu);
  k.body = std::string(kAddresses) + "  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n"
                                     "  ds_read_b32 v2, v3\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 0u) << dump(lintKernel(k));
}

TEST(LintLdsSync, TheLanesOwnAddressNeedsNone) {
  KernelSource k;
  k.body = std::string(kAddresses) + "  ds_write_b32 v0, v1\n  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 0u);
  // Another offset from the same register is another lane's element.
  k.body = std::string(kAddresses) + "  ds_write_b32 v0, v1\n  ds_read_b32 v2, v0 offset:4\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 1u);
}

TEST(LintLdsSync, EveryPathCounts) {
  // The barrier is on one branch only: the other path reaches the read without it.
  KernelSource k;
  k.body = std::string(kAddresses) +
           "  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  s_cmp_eq_u32 s0, 0\n  s_cbranch_scc1 .Lskip\n"
           "  s_barrier\n.Lskip:\n  ds_read_b32 v2, v3\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 1u);
  // A loop: the read at its top follows the write at its bottom from the previous iteration.
  k.body = std::string(kAddresses) +
           ".Lloop:\n  s_barrier\n  ds_read_b32 v2, v3\n  s_waitcnt lgkmcnt(0)\n  ds_write_b32 v0, v2\n"
           "  s_waitcnt lgkmcnt(0)\n  s_sub_u32 s0, s0, 1\n  s_cbranch_scc0 .Lloop\n";
  EXPECT_EQ(count(k), 0u);
  k.body = std::string(kAddresses) +
           ".Lloop:\n  ds_read_b32 v2, v3\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n  ds_write_b32 v0, v2\n"
           "  s_waitcnt lgkmcnt(0)\n  s_sub_u32 s0, s0, 1\n  s_cbranch_scc0 .Lloop\n";
  EXPECT_EQ(count(k), 1u);
}

TEST(LintLdsSync, AtomicsAndLaneShuffles) {
  KernelSource k;
  // Atomics of several lanes on one bin, then an atomic load of it (a plain ds_read in the machine code): fine.
  k.body = std::string(kAddresses) + "  ds_add_u32 v3, v1\n  ds_read_b32 v2, v3\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 0u);
  // A plain write, then another lane's atomic on it: the atomic may come first.
  k.body = std::string(kAddresses) + "  ds_write_b32 v0, v1\n  ds_add_rtn_u32 v2, v3, v1\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 1u);
  // ds_bpermute moves data between lanes without touching LDS.
  k.body = std::string(kAddresses) + "  ds_write_b32 v0, v1\n  ds_bpermute_b32 v2, v3, v1\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 0u);
}

TEST(LintLdsSync, AtomicsThenUsedRead) {
  // A histogram with its barrier deleted: atomics on the bins (v3), then each lane reads its own bin (v0) and uses
  // it: other waves' atomics may still be filling the bin.
  KernelSource k;
  const std::string atomics = std::string(kAddresses) + "  ds_add_u32 v3, v1\n  s_waitcnt lgkmcnt(0)\n";
  k.body = atomics + "  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n  v_add_u32 v4, v2, v1\n";
  auto r = lintKernel(k);
  auto f = of(r, kRule);
  ASSERT_EQ(f.size(), 1u) << dump(r);
  EXPECT_NE(f[0].message.find("may update atomically in another lane, and uses the value"), std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("'ds_add_u32 v3, v1'"), std::string::npos) << f[0].message;
  // With the barrier: none.
  k.body = atomics + "  s_barrier\n  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n  v_add_u32 v4, v2, v1\n";
  EXPECT_EQ(count(k), 0u) << dump(lintKernel(k));
  // The value never used (clang's atomic_xor(p, 0) whose result nothing reads): overwritten on every path.
  k.body = atomics + "  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n  v_mov_b32 v2, 0\n  v_add_u32 v4, v2, v1\n";
  EXPECT_EQ(count(k), 0u) << dump(lintKernel(k));
  // Used on one path only: a race on that path.
  k.body = atomics + "  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n  s_cmp_eq_u32 s0, 0\n  s_cbranch_scc1 .Lover\n"
                     "  v_mov_b32 v2, 0\n.Lover:\n  v_add_u32 v4, v2, v1\n";
  EXPECT_EQ(count(k), 1u) << dump(lintKernel(k));
  // A compare-and-swap loop at the read's address: its swap checks what the read saw.
  k.body = atomics + "  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n.Lretry:\n  v_add_u32 v4, v2, v1\n"
                     "  ds_cmpst_rtn_b32 v5, v0, v2, v4\n  s_waitcnt lgkmcnt(0)\n  v_cmp_ne_u32 vcc, v5, v2\n"
                     "  v_mov_b32 v2, v5\n  s_and_b64 vcc, vcc, exec\n  s_cbranch_vccnz .Lretry\n";
  EXPECT_EQ(count(k), 0u) << dump(lintKernel(k));
}

TEST(LintLdsSync, OneWaveWorkgroupsHaveNoOneToWaitFor) {
  KernelSource k;
  k.body = std::string(kAddresses) + "  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  ds_read_b32 v2, v3\n"
                                     "  s_waitcnt lgkmcnt(0)\n";
  k.metadata = "    .group_segment_fixed_size: 0\n    .max_flat_workgroup_size: 64\n";
  EXPECT_EQ(count(k), 0u) << dump(lintKernel(k));
  k.metadata = "    .group_segment_fixed_size: 0\n    .max_flat_workgroup_size: 128\n";
  EXPECT_EQ(count(k), 1u) << dump(lintKernel(k));
}

TEST(LintLdsSync, PerLaneSlotsAddressedFromTheLanesBase) {
  // clang's private arrays promoted to LDS: one slot per work-item, indexed from the slot's base; no barrier in the
  // kernel. A read addressed from the write's base (updated in place) is the lane's own.
  KernelSource k;
  k.body = std::string(kAddresses) +
           "  ds_write_b16 v0, v1 offset:28\n  v_or_b32 v0, 24, v0\n  v_lshl_add_u32 v0, v5, 1, v0\n"
           "  ds_read_i16 v2, v0\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k), 0u) << dump(lintKernel(k));
  // The same addressing in a kernel that synchronizes through LDS elsewhere: its reads are taken as shared.
  k.body = "  s_barrier\n" + k.body;
  EXPECT_EQ(count(k), 1u) << dump(lintKernel(k));
}

}  // namespace
}  // namespace gcnkit::lint_test
