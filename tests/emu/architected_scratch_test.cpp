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
  AssembleOptions o;
  o.target = target(cpu);
  o.hsa = o.relocatable = true;
  AssembleResult r = assemble(src, o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, 4});
  EXPECT_TRUE(bytes) << (bytes ? "" : bytes.error());
  return bytes ? *bytes : std::vector<uint8_t>{};
}

emu::LaunchResult run(const char* cpu) {
  auto m = emu::Machine::create(cpu);
  EXPECT_TRUE(m) << cpu;
  if (!m) return {};
  emu::KernelDispatch d;
  d.grid = {128, 1, 1};
  d.block = {64, 1, 1};
  d.keepWaveState = true;
  return emu::dispatchKernel(*m, scratchObject(cpu), "k", d);
}

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

}  // namespace
}  // namespace gcnkit::test
