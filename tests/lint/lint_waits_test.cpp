// The missing-wait analysis on hand-written kernels, on both sides of each boundary: counter order and weights,
// saturation, paths, calls and the barrier.
#include "lint_support.h"

namespace gcnkit::lint_test {
namespace {

size_t count(const KernelSource& k, const std::string& rule) { return of(lintKernel(k), rule).size(); }

TEST(LintWaits, ScalarLoadMustBeWaitedFor) {
  KernelSource k;
  k.body = "  s_load_dwordx2 s[0:1], s[4:5], 0x0\n  s_add_u32 s2, s0, 1\n";
  const auto r = lintKernel(k);
  const auto f = of(r, "missing-wait");
  ASSERT_EQ(f.size(), 1u) << dump(r);
  EXPECT_EQ(f[0].severity, analysis::Severity::Error);
  EXPECT_NE(f[0].message.find("reads s0, which 's_load_dwordx2 s[0:1], s[4:5], 0x0' at 0x0"), std::string::npos) << f[0].message;
  EXPECT_NE(f[0].message.find("s_waitcnt lgkmcnt(0)"), std::string::npos) << f[0].message;
  EXPECT_TRUE(f[0].hasRelated);
  EXPECT_EQ(f[0].relatedOffset, 0u);
  k.body = "  s_load_dwordx2 s[0:1], s[4:5], 0x0\n  s_waitcnt lgkmcnt(0)\n  s_add_u32 s2, s0, 1\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
}

TEST(LintWaits, ScalarWeightsAndOutOfOrderReturn) {
  KernelSource k;
  // A two-dword load counts 2: lgkmcnt(1) means it returned. A one-dword load counts 1: lgkmcnt(1) does not.
  k.body = "  s_load_dwordx2 s[0:1], s[4:5], 0x0\n  s_waitcnt lgkmcnt(1)\n  s_mov_b32 s2, s0\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
  k.body = "  s_load_dword s0, s[4:5], 0x0\n  s_waitcnt lgkmcnt(1)\n  s_mov_b32 s2, s0\n";
  EXPECT_EQ(count(k, "missing-wait"), 1u);
  // Scalar loads return in any order: lgkmcnt(1) after two one-dword loads guarantees neither.
  k.body = "  s_load_dword s0, s[4:5], 0x0\n  s_load_dword s1, s[4:5], 0x4\n  s_waitcnt lgkmcnt(1)\n  s_mov_b32 s2, s0\n";
  EXPECT_EQ(count(k, "missing-wait"), 1u);
}

TEST(LintWaits, VectorMemoryReturnsInOrder) {
  KernelSource k;
  const std::string loads = "  global_load_dword v1, v[2:3], off\n  global_load_dword v4, v[2:3], off\n";
  k.body = loads + "  s_waitcnt vmcnt(1)\n  v_mov_b32 v5, v1\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
  k.body = loads + "  s_waitcnt vmcnt(1)\n  v_mov_b32 v5, v4\n";
  const auto r = lintKernel(k);
  const auto f = of(r, "missing-wait");
  ASSERT_EQ(f.size(), 1u) << dump(r);
  EXPECT_NE(f[0].message.find("s_waitcnt vmcnt(0)"), std::string::npos) << f[0].message;
  k.body = loads + "  s_waitcnt vmcnt(2)\n  v_mov_b32 v5, v1\n";
  EXPECT_EQ(count(k, "missing-wait"), 1u);
  // A later load of the same kind may overwrite the register: results land in order.
  k.body = "  global_load_dword v1, v[2:3], off\n  global_load_dword v1, v[2:3], off offset:4\n  s_waitcnt vmcnt(0)\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
  // A VALU write may not: the late result would replace it.
  k.body = "  global_load_dword v1, v[2:3], off\n  v_mov_b32 v1, 0\n  s_waitcnt vmcnt(0)\n";
  EXPECT_EQ(count(k, "missing-wait"), 1u);
}

TEST(LintWaits, CounterSaturation) {
  // vmcnt holds at most 63 on gfx900: issue stalls beyond, so the first of 64 loads has returned by the 64th's issue.
  KernelSource k;
  k.vgprs = 8;
  auto body = [](int later) {
    return fmt::format("  global_load_dword v1, v[2:3], off\n  .rept {}\n  global_load_dword v4, v[2:3], off\n  .endr\n"
                       "  v_mov_b32 v5, v1\n  s_waitcnt vmcnt(0)\n",
                       later);
  };
  k.body = body(63);
  EXPECT_EQ(count(k, "missing-wait"), 0u) << dump(lintKernel(k));
  k.body = body(62);
  EXPECT_EQ(count(k, "missing-wait"), 1u);
  // gfx803: at most 15.
  k.cpu = "gfx803";
  k.body = fmt::format("  flat_load_dword v1, v[2:3]\n  .rept 15\n  flat_load_dword v4, v[2:3]\n  .endr\n"
                       "  v_mov_b32 v5, v1\n  s_waitcnt vmcnt(0)\n");
  EXPECT_EQ(count(k, "missing-wait"), 0u) << dump(lintKernel(k));
}

TEST(LintWaits, DsInOrderAmongDsWithScalarLoadsOutstanding) {
  KernelSource k;
  const std::string ops = "  ds_read_b32 v1, v0\n  s_load_dword s0, s[4:5], 0x0\n  ds_read_b32 v2, v0 offset:4\n";
  k.body = ops + "  s_waitcnt lgkmcnt(1)\n  v_mov_b32 v3, v1\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u) << dump(lintKernel(k));
  k.body = ops + "  s_waitcnt lgkmcnt(1)\n  v_mov_b32 v3, v2\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "missing-wait"), 1u);
}

TEST(LintWaits, SomePathIsEnough) {
  KernelSource k;
  k.body =
      "  global_load_dword v1, v[2:3], off\n"
      "  s_cbranch_scc0 skip\n"
      "  s_waitcnt vmcnt(0)\n"
      "skip:\n"
      "  v_mov_b32 v5, v1\n";
  const auto r = lintKernel(k);
  ASSERT_EQ(of(r, "missing-wait").size(), 1u) << dump(r);
  EXPECT_NE(of(r, "missing-wait")[0].message.find("on some path"), std::string::npos);
  k.body =
      "  global_load_dword v1, v[2:3], off\n"
      "  s_cbranch_scc0 skip\n"
      "  s_waitcnt vmcnt(0)\n"
      "  s_branch join\n"
      "skip:\n"
      "  s_waitcnt vmcnt(0)\n"
      "join:\n"
      "  v_mov_b32 v5, v1\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
  // Around a loop: the load of the previous iteration is outstanding at the top.
  k.body =
      "loop:\n"
      "  v_add_u32 v2, v1, v2\n"
      "  global_load_dword v1, v[2:3], off\n"
      "  s_cbranch_scc1 loop\n"
      "  s_waitcnt vmcnt(0)\n";
  EXPECT_EQ(count(k, "missing-wait"), 1u);
}

TEST(LintWaits, StoreDataHeldOnGfx6) {
  KernelSource k;
  k.cpu = "gfx601";
  k.body = "  buffer_store_dword v1, off, s[0:3], 0\n  v_mov_b32 v1, 0\n";
  const auto r = lintKernel(k);
  ASSERT_EQ(of(r, "missing-wait").size(), 1u) << dump(r);
  EXPECT_NE(of(r, "missing-wait")[0].message.find("expcnt"), std::string::npos);
  k.body = "  buffer_store_dword v1, off, s[0:3], 0\n  s_waitcnt expcnt(0)\n  v_mov_b32 v1, 0\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
  k.cpu = "gfx700";  // from GFX7 on, the data is read at issue
  k.body = "  buffer_store_dword v1, off, s[0:3], 0\n  v_mov_b32 v1, 0\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
}

TEST(LintWaits, LdsAccessesMustCompleteBeforeTheBarrier) {
  KernelSource k;
  k.body = "  ds_write_b32 v0, v1\n  s_barrier\n  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n";
  const auto r = lintKernel(k);
  ASSERT_EQ(of(r, "lds-barrier").size(), 1u) << dump(r);
  EXPECT_NE(of(r, "lds-barrier")[0].message.find("'ds_write_b32 v0, v1' at 0x0"), std::string::npos);
  k.body = "  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "lds-barrier"), 0u);
}

TEST(LintWaits, CallsFollowTheCallingConvention) {
  KernelSource k;
  // The callee waits at entry and returns with nothing outstanding: the caller's load needs no wait before the call.
  k.body =
      "  global_load_dword v1, v[2:3], off\n"
      "  s_getpc_b64 s[8:9]\n"
      "  s_add_u32 s8, s8, f@rel32@lo+4\n"
      "  s_addc_u32 s9, s9, f@rel32@hi+12\n"
      "  s_swappc_b64 s[30:31], s[8:9]\n"
      "  v_mov_b32 v5, v0\n";
  k.functions =
      ".type f,@function\n"
      "f:\n"
      "  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n"
      "  v_mov_b32 v0, v1\n"
      "  s_setpc_b64 s[30:31]\n";
  auto r = lintKernel(k);
  EXPECT_EQ(r.findings.size(), 0u) << dump(r);
  // A function may assume nothing at entry.
  k.functions = ".type f,@function\nf:\n  v_mov_b32 v0, v1\n  s_setpc_b64 s[30:31]\n";
  r = lintKernel(k);
  ASSERT_EQ(of(r, "missing-wait").size(), 1u) << dump(r);
  EXPECT_EQ(of(r, "missing-wait")[0].routine, "f");
  EXPECT_NE(of(r, "missing-wait")[0].message.find("caller"), std::string::npos);
  // ... and returns with nothing outstanding.
  k.functions =
      ".type f,@function\nf:\n  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n  global_load_dword v0, v[2:3], off\n"
      "  s_setpc_b64 s[30:31]\n";
  r = lintKernel(k);
  EXPECT_EQ(of(r, "function-return-wait").size(), 1u) << dump(r);
}

TEST(LintWaits, StaleVcczOnGfx7) {
  KernelSource k;
  k.cpu = "gfx700";
  k.body = "  s_load_dword s0, s[4:5], 0x0\n  s_cbranch_vccz skip\nskip:\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "vccz-smem"), 1u);
  k.cpu = "gfx900";
  EXPECT_EQ(count(k, "vccz-smem"), 0u);
}

TEST(LintWaits, LdsDmaMustCompleteBeforeDs) {
  KernelSource k;
  k.body = "  s_mov_b32 m0, 0\n  s_nop 0\n  buffer_load_dword off, s[0:3], 0 lds\n  ds_read_b32 v2, v0\n"
           "  s_waitcnt vmcnt(0) lgkmcnt(0)\n";
  const auto r = lintKernel(k);
  ASSERT_EQ(of(r, "missing-wait").size(), 1u) << dump(r);
  EXPECT_NE(of(r, "missing-wait")[0].message.find("the LDS"), std::string::npos);
  k.body = "  s_mov_b32 m0, 0\n  s_nop 0\n  buffer_load_dword off, s[0:3], 0 lds\n  s_waitcnt vmcnt(0)\n"
           "  ds_read_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "missing-wait"), 0u);
}

}  // namespace
}  // namespace gcnkit::lint_test
