// The scalar-memory rules, the register and LDS checks and the code-shape findings on hand-written kernels, on both
// sides of each rule; rules switched off by name.
#include "codec/smem_offset.h"
#include "gcnkit/lint.h"
#include "lint_support.h"

namespace gcnkit::lint_test {
namespace {

size_t count(const KernelSource& k, const std::string& rule) { return of(lintKernel(k), rule).size(); }

// An SMEM load with SDATA `sdata` (misaligned ones the assembler refuses to write).
std::string smemLoad(Op op, unsigned sdata, unsigned sbase, Gen g) {
  Instruction in;
  in.op = op;
  in[Field::SDATA] = sdata;
  in[Field::SBASE] = sbase / 2;
  SmemOffset o;
  o.hasImm = true;
  EXPECT_EQ(setSmemOffset(in, g, o, opInfo(op).flags & kBuffer), SmemOffsetError::None);
  return words(in, g);
}

TEST(LintScalarMemory, DataAndBaseAlignment) {
  KernelSource k;
  k.body = smemLoad(Op::s_load_dwordx2, 1, 4, Gen::GFX9) + "  s_waitcnt lgkmcnt(0)\n";
  auto r = lintKernel(k);
  ASSERT_EQ(of(r, "smem-alignment").size(), 1u) << dump(r);
  EXPECT_EQ(of(r, "smem-alignment")[0].message, "SDATA s1 of a 2-dword operation must be even");
  k.body = smemLoad(Op::s_load_dwordx4, 6, 4, Gen::GFX9) + "  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(of(lintKernel(k), "smem-alignment")[0].message, "SDATA s6 of a 4-dword operation must be a multiple of 4");
  k.body = smemLoad(Op::s_load_dwordx4, 8, 4, Gen::GFX9) + "  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-alignment"), 0u);
  k.body = smemLoad(Op::s_buffer_load_dword, 8, 6, Gen::GFX9) + "  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(of(lintKernel(k), "smem-alignment")[0].message, "SBASE s6 of a buffer form must be a multiple of 4");
  k.body = smemLoad(Op::s_buffer_load_dword, 8, 4, Gen::GFX9) + "  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-alignment"), 0u);
}

TEST(LintScalarMemory, NegativeOffsets) {
  KernelSource k;
  k.cpu = "gfx1030";
  k.body = "  s_load_dword s0, s[4:5], -0x4\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-negative-offset"), 1u);
  k.body = "  s_load_dword s0, s[4:5], 0x4\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-negative-offset"), 0u);
  k.cpu = "gfx900";  // GFX9: a negative total with no register offset
  k.body = "  s_load_dword s0, s[4:5], -0x4\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-negative-offset"), 1u);
  k.body = "  s_load_dword s0, s[4:5], s6 offset:-0x4\n  s_waitcnt lgkmcnt(0)\n";  // the register may make it positive
  EXPECT_EQ(count(k, "smem-negative-offset"), 0u);
}

TEST(LintScalarMemory, Gfx8StoreOffset) {
  Instruction in;
  in.op = Op::s_store_dword;
  in[Field::SDATA] = 0;
  in[Field::SBASE] = 2;
  SmemOffset o;
  o.hasReg = true;
  o.reg = 6;
  // The assembler refuses the SGPR offset on GFX8; the encoding can hold it.
  ASSERT_EQ(setSmemOffset(in, Gen::GFX9, o, false), SmemOffsetError::None);
  KernelSource k;
  k.cpu = "gfx803";
  k.body = words(in, Gen::GFX8) + "  s_dcache_wb\n  s_waitcnt lgkmcnt(0)\n";
  auto r = lintKernel(k);
  ASSERT_EQ(of(r, "smem-store-offset").size(), 1u) << dump(r);
  k.body = "  s_store_dword s0, s[4:5], m0\n  s_dcache_wb\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-store-offset"), 0u);
}

TEST(LintScalarMemory, ScalarStoresAreWrittenBack) {
  KernelSource k;
  k.body = "  s_store_dword s0, s[4:5], 0x0\n  s_waitcnt lgkmcnt(0)\n";
  const auto r = lintKernel(k);
  ASSERT_EQ(of(r, "smem-store-writeback").size(), 1u) << dump(r);
  k.body = "  s_store_dword s0, s[4:5], 0x0\n  s_dcache_wb\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-store-writeback"), 0u);
  // A function writes its scalar stores back before it returns; the kernel that calls it need not.
  k.body =
      "  s_getpc_b64 s[8:9]\n"
      "  s_add_u32 s8, s8, f@rel32@lo+4\n"
      "  s_addc_u32 s9, s9, f@rel32@hi+12\n"
      "  s_swappc_b64 s[30:31], s[8:9]\n";
  const std::string store = ".type f,@function\nf:\n  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n"
                            "  s_store_dword s0, s[4:5], 0x0\n";
  k.functions = store + "  s_waitcnt lgkmcnt(0)\n  s_setpc_b64 s[30:31]\n";
  const auto f = lintKernel(k);
  ASSERT_EQ(of(f, "smem-store-writeback").size(), 1u) << dump(f);
  EXPECT_EQ(of(f, "smem-store-writeback")[0].routine, "f");
  k.functions = store + "  s_dcache_wb\n  s_waitcnt lgkmcnt(0)\n  s_setpc_b64 s[30:31]\n";
  EXPECT_EQ(count(k, "smem-store-writeback"), 0u);
}

TEST(LintScalarMemory, InvalidateAloneInItsGroupAndOutsideClauses) {
  KernelSource k;
  k.body = "  s_load_dword s0, s[4:5], 0x0\n  s_dcache_inv\n  s_waitcnt lgkmcnt(0)\n";
  auto r = lintKernel(k);
  ASSERT_EQ(of(r, "invalidate-group").size(), 1u) << dump(r);
  EXPECT_EQ(of(r, "invalidate-group")[0].message, "invalidate follows another SMEM instruction in the same group");
  k.body = "  s_dcache_inv\n  s_load_dword s0, s[4:5], 0x0\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(of(lintKernel(k), "invalidate-group")[0].message, "SMEM instruction in the same group as a preceding invalidate");
  k.body = "  s_load_dword s0, s[4:5], 0x0\n  s_nop 0\n  s_dcache_inv\n  s_nop 0\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "invalidate-group"), 0u);
  k.cpu = "gfx1030";
  k.body = "  s_clause 0x1\n  s_nop 0\n  s_dcache_inv\n  s_waitcnt lgkmcnt(0)\n";
  r = lintKernel(k);
  ASSERT_EQ(of(r, "invalidate-group").size(), 1u) << dump(r);
  EXPECT_EQ(of(r, "invalidate-group")[0].message, "invalidate inside an s_clause");
}

TEST(LintScalarMemory, ClauseLength) {
  KernelSource k;
  k.cpu = "gfx1030";
  k.body = "  s_clause 0x0\n  s_load_dword s0, s[4:5], 0x0\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-clause"), 1u);
  k.body = "  s_clause 0x1\n  s_load_dword s0, s[4:5], 0x0\n  s_load_dword s1, s[4:5], 0x4\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "smem-clause"), 0u);
}

TEST(LintRegisters, BeyondTheDescriptor) {
  KernelSource k;
  k.vgprs = 4;
  k.body = "  v_mov_b32 v4, 0\n";
  auto r = lintKernel(k);
  ASSERT_EQ(of(r, "register-bounds").size(), 1u) << dump(r);
  EXPECT_NE(of(r, "register-bounds")[0].message.find("names v4, but the descriptor allocates 4 VGPRs"), std::string::npos);
  k.body = "  v_mov_b32 v3, 0\n";
  EXPECT_EQ(count(k, "register-bounds"), 0u);
}

TEST(LintRegisters, SgprsReadBeforeWritten) {
  KernelSource k;
  k.body = "  s_mov_b32 s0, s10\n";
  auto r = lintKernel(k);
  ASSERT_EQ(of(r, "uninitialized-sgpr").size(), 1u) << dump(r);
  EXPECT_EQ(of(r, "uninitialized-sgpr")[0].severity, analysis::Severity::Warning);
  EXPECT_NE(of(r, "uninitialized-sgpr")[0].message.find("reads s10"), std::string::npos);
  k.body = "  s_mov_b32 s10, 0\n  s_mov_b32 s0, s10\n";
  EXPECT_EQ(count(k, "uninitialized-sgpr"), 0u);
  k.body = "  s_mov_b32 s0, s4\n";  // s0..s2: the kernarg segment pointer and the work-group id
  EXPECT_EQ(count(k, "uninitialized-sgpr"), 1u);
  k.body = "  s_mov_b32 s2, s1\n";  // s[0:1]: the kernarg segment pointer
  EXPECT_EQ(count(k, "uninitialized-sgpr"), 0u);
}

TEST(LintLds, ProvablyBeyondTheGroupSegment) {
  KernelSource k;
  k.directives = "  .amdhsa_group_segment_fixed_size 256\n";
  k.metadata = "    .group_segment_fixed_size: 256";
  k.body = "  v_mov_b32 v0, 0x100\n  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n";
  auto r = lintKernel(k);
  ASSERT_EQ(of(r, "lds-range").size(), 1u) << dump(r);
  EXPECT_NE(of(r, "lds-range")[0].message.find("LDS address 0x100"), std::string::npos);
  k.body = "  v_mov_b32 v0, 0xf0\n  ds_write_b32 v0, v1 offset:12\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "lds-range"), 0u);
  k.body = "  v_mov_b32 v0, 0xf0\n  ds_write_b32 v0, v1 offset:16\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "lds-range"), 1u);
  // A lane-varying address is not provably beyond.
  k.body = "  v_lshlrev_b32 v0, 8, v0\n  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "lds-range"), 0u);
  // Without metadata the kernel may get dynamic LDS at dispatch: only the processor's LDS bounds it.
  k.metadata.clear();
  k.body = "  v_mov_b32 v0, 0x100\n  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n";
  EXPECT_EQ(count(k, "lds-range"), 0u);
}

TEST(LintStructure, UnknownTargetsAndRunningOffTheEnd) {
  KernelSource k;
  k.body = "  s_setpc_b64 s[0:1]\n";
  auto r = lintKernel(k);
  ASSERT_EQ(of(r, "unknown-target").size(), 1u) << dump(r);
  EXPECT_EQ(of(r, "unknown-target")[0].severity, analysis::Severity::Warning);
  k.body = "  v_mov_b32 v0, 0\n";
  k.endpgm = false;
  EXPECT_EQ(count(k, "falls-off-end"), 1u);
}

TEST(LintOptions, RulesSwitchOffByName) {
  KernelSource k;
  k.body = "  s_load_dword s0, s[4:5], 0x0\n  s_mov_b32 s2, s0\n";
  analysis::LintOptions o;
  o.disabled = {"missing-wait"};
  const auto r = lintKernel(k, o);
  EXPECT_EQ(of(r, "missing-wait").size(), 0u);
  EXPECT_EQ(r.errors, 0u);
  o.disabled = {"no-such-rule"};
  EXPECT_EQ(analysis::unknownRules(o), std::vector<std::string>{"no-such-rule"});
}

TEST(LintApi, PublicApiQuotesInstructionsAndKnowsEveryRule) {
  KernelSource k;
  k.body = "  s_load_dword s2, s[0:1], 0x0\n  s_mov_b32 s3, s2\n";
  const auto obj = objectOf(kernelText(k), k.cpu);
  std::string error;
  const lint::Result r = lint::check(obj, {}, &error);
  EXPECT_EQ(error, "");
  ASSERT_EQ(r.errors, 1u);
  EXPECT_EQ(r.findings[0].text(),
            "k:0x8: error: reads s2, which 's_load_dword s2, s[0:1], 0x0' at 0x0 may still be writing on some path: "
            "s_waitcnt lgkmcnt(0) first [missing-wait]");
  EXPECT_FALSE(lint::check(obj, {{"nope"}}, &error).errors);
  EXPECT_EQ(error, "no rule named 'nope'");
  error.clear();
  EXPECT_TRUE(lint::check(std::vector<uint8_t>{1, 2, 3}, {}, &error).findings.empty());
  EXPECT_NE(error, "");
  std::set<std::string> names;
  for (const lint::Rule& rule : lint::rules()) {
    EXPECT_FALSE(rule.source.empty()) << rule.name;
    EXPECT_TRUE(names.insert(rule.name).second) << rule.name;
  }
  EXPECT_GE(names.size(), 40u);
}

}  // namespace
}  // namespace gcnkit::lint_test
