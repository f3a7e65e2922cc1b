// Architected flat scratch (LLVM's architected-flat-scratch processors: gfx942, gfx950): the descriptor's
// ENABLE_PRIVATE_SEGMENT has the hardware point FLAT_SCRATCH at the wave's scratch, and the kernel has no
// prologue to set it up. A code-object dispatch does the same there (src/emu/README.md); elsewhere
// FLAT_SCRATCH is the kernel's to set, so the same code without that setup faults.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "gcnkit/dispatch.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

// The directive that sets ENABLE_PRIVATE_SEGMENT: each processor takes only one of the two (llvm-mc 22).
const char* privateSegmentDirective(const char* cpu) {
  return target(cpu).has(kFeatArchitectedFlatScratch) ? ".amdhsa_enable_private_segment"
                                                      : ".amdhsa_system_sgpr_private_segment_wavefront_offset";
}

// An AMDHSA code object of `src` (code object version `version`); empty, with a test failure, if it does not assemble.
std::vector<uint8_t> codeObject(const char* cpu, const std::string& src, int version) {
  AssembleOptions o;
  o.target = target(cpu);
  o.hsa = o.relocatable = true;
  AssembleResult r = assemble(src, o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, version});
  EXPECT_TRUE(bytes) << (bytes ? "" : bytes.error());
  return bytes ? *bytes : std::vector<uint8_t>{};
}

// Stores 0x1234 to private offset 4 and loads it back into v2, through FLAT_SCRATCH only.
std::vector<uint8_t> scratchObject(const char* cpu) {
  const std::string src = fmt::format(R"(.amdgcn_target "amdgcn-amd-amdhsa--{0}"
.text
.globl k
.p2align 8
.type k,@function
k:
  v_mov_b32 v1, 0x1234
  s_mov_b32 s2, 0
  scratch_store_dword off, v1, s2 offset:4
  s_waitcnt vmcnt(0)
  scratch_load_dword v2, off, s2 offset:4
  s_waitcnt vmcnt(0)
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  {1} 1
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
)",
                                      cpu, privateSegmentDirective(cpu));
  return codeObject(cpu, src, 4);
}

// Kernel "k" of `object` over `items` work-items in groups of 64, the waves' state kept.
emu::LaunchResult dispatch(const char* cpu, const std::vector<uint8_t>& object, uint32_t items,
                           emu::EmulatorOptions options = {}) {
  auto m = emu::Machine::create(cpu, "", nullptr, options);
  EXPECT_TRUE(m) << cpu;
  if (!m) return {};
  emu::KernelDispatch d;
  d.grid = {items, 1, 1};
  d.block = {64, 1, 1};
  d.keepWaveState = true;
  return emu::dispatchKernel(*m, object, "k", d);
}

emu::LaunchResult run(const char* cpu) { return dispatch(cpu, scratchObject(cpu), 128); }

TEST(EmuArchitectedScratch, DispatchPointsFlatScratchAtTheWavesScratch) {
  EXPECT_TRUE(target("gfx942").has(kFeatArchitectedFlatScratch));
  EXPECT_TRUE(target("gfx950").has(kFeatArchitectedFlatScratch));
  EXPECT_FALSE(target("gfx90a").has(kFeatArchitectedFlatScratch));
  for (const char* cpu : {"gfx942", "gfx950"}) {
    const emu::LaunchResult r = run(cpu);
    ASSERT_TRUE(r.ok()) << cpu << ": " << r.text();
    ASSERT_EQ(r.waves.size(), 2u) << cpu;
    for (const emu::WaveState& w : r.waves)
      for (unsigned lane : {0u, 33u, 63u}) EXPECT_EQ(w.vgpr(2, lane), 0x1234u) << cpu << " lane " << lane;
  }
  // gfx90a: FLAT_SCRATCH is the kernel's to set up (from flat-scratch init); untouched it is 0.
  const emu::LaunchResult r = run("gfx90a");
  EXPECT_EQ(r.fault.kind, emu::FaultKind::MemoryViolation) << r.text();
}


// An unaligned access (gfx940's unaligned scratch access, which clang uses for byte arrays in scratch): private
// memory is swizzled per dword across the wave's lanes, so the bytes of a dwordx2 stored at private offset 5 are
// the lane's bytes 5..12, in three of its dwords (5-7, 8-11, 12), none of them another lane's. Each lane stores
// bytes x .. x + 7, x = (lane * 16 + 1) & 0xff, and reads every byte of 0..15 back.
TEST(EmuArchitectedScratch, UnalignedAccessStaysInTheLanesOwnBytes) {
  std::string loads;
  for (int b = 0; b < 16; ++b) loads += fmt::format("  scratch_load_ubyte v{}, off, s2 offset:{}\n", 10 + b, b);
  const std::vector<uint8_t> bytes = codeObject("gfx942", fmt::format(R"(.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl k
.p2align 8
.type k,@function
k:
  v_lshlrev_b32 v2, 4, v0
  v_or_b32 v2, 1, v2
  v_and_b32 v2, 0xff, v2
  v_mov_b32 v4, 0x1010101
  v_mul_lo_u32 v2, v4, v2
  v_add_u32 v2, 0x3020100, v2
  v_add_u32 v3, 0x4040404, v2
  s_mov_b32 s2, 0
  scratch_store_dwordx2 off, v[2:3], s2 offset:5
  s_waitcnt vmcnt(0)
{})"
  R"(  s_waitcnt vmcnt(0)
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_enable_private_segment 1
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_next_free_vgpr 28
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 28
.end_amdhsa_kernel
)", loads), 4);
  ASSERT_FALSE(bytes.empty());
  const emu::LaunchResult res = dispatch("gfx942", bytes, 64);
  ASSERT_TRUE(res.ok()) << res.text();
  ASSERT_EQ(res.waves.size(), 1u);
  for (unsigned lane : {0u, 1u, 2u, 37u, 63u})
    for (unsigned b = 0; b < 16; ++b) {
      const uint32_t want = b >= 5 && b < 13 ? ((lane * 16 + 1) & 0xff) + (b - 5) : 0;
      EXPECT_EQ(res.waves[0].vgpr(10 + b, lane), want) << "lane " << lane << " byte " << b;
    }
}

// gfx1250 through a code-object dispatch: the scratch the dispatch gives the wave is what FLAT_SCRATCH_BASE reaches
// (a SCRATCH store read back through a flat address clang's way: base + (lane << 52) + offset). A kernel that
// declares a fixed 16-byte private segment and no dynamic stack gets no more, so a store at offset 64 is an overflow
// whose message says why (clang-22 leaves recursion unmarked); a stack size asked for applies to it.
std::vector<uint8_t> gfx1250Object(unsigned storeOffset) {
  const std::string src = fmt::format(R"(.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.globl k
.p2align 8
.type k,@function
k:
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_add_nc_u32 v1, 0x500, v0
  scratch_store_b32 off, v1, off offset:{0}
  s_wait_storecnt 0
  s_mov_b64 s[4:5], src_flat_scratch_base_lo
  v_lshlrev_b32 v3, 20, v0
  v_mov_b32 v2, {0}
  v_add_nc_u64 v[2:3], v[2:3], s[4:5]
  flat_load_b32 v4, v[2:3]
  s_wait_loadcnt 0
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_enable_private_segment 1
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
)",
                                      storeOffset);
  return codeObject("gfx1250", src, 6);
}

emu::LaunchResult runGfx1250(unsigned storeOffset, uint32_t stackSize) {
  emu::EmulatorOptions options;
  options.stackSize = stackSize;
  return dispatch("gfx1250", gfx1250Object(storeOffset), 64, options);
}

TEST(EmuArchitectedScratch, Gfx1250FlatScratchBaseAndAFixedPrivateSegment) {
  const emu::LaunchResult r = runGfx1250(12, 0);
  ASSERT_TRUE(r.ok()) << r.text();
  ASSERT_EQ(r.waves.size(), 2u);  // wave32
  for (const emu::WaveState& w : r.waves)
    for (unsigned lane : {0u, 1u, 31u}) EXPECT_EQ(w.vgpr(4, lane), 0x500 + lane) << lane;
  const emu::LaunchResult over = runGfx1250(64, 0);
  EXPECT_EQ(over.fault.kind, emu::FaultKind::MemoryViolation) << over.text();
  EXPECT_NE(over.fault.message.find("beyond the 16 bytes"), std::string::npos) << over.fault.message;
  EXPECT_NE(over.fault.message.find("declares no dynamic stack"), std::string::npos) << over.fault.message;
  const emu::LaunchResult asked = runGfx1250(64, 128);
  ASSERT_TRUE(asked.ok()) << asked.text();
  for (const emu::WaveState& w : asked.waves) EXPECT_EQ(w.vgpr(4, 5), 0x505u);
}

}  // namespace
}  // namespace gcnkit::test
