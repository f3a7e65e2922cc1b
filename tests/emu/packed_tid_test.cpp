// Work-item ids at wave start: v0, v1, v2 = x, y, z (as many as the descriptor enables), or, on LLVM's
// packed-tid processors (gfx90a and later), all in v0: x in bits 9:0, y in 19:10, z in 29:20. A code object
// dispatch picks the packed form from the processor (the grid twins on gfx90a run through it).
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "emu_support.h"
#include "gcnkit/dispatch.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

emu::WaveState startState(bool packed, int dims) {
  auto m = machine("gfx90a");
  EXPECT_TRUE(m && load(*m, "s_endpgm\n"));
  emu::LaunchConfig c;
  c.workgroupSize = {4, 2, 8};  // one wave of 64
  c.keepWaveState = true;
  c.packedWorkitemIds = packed;
  c.workitemIdDims = dims;
  const emu::LaunchResult r = m->launch(c);
  EXPECT_TRUE(r.ok()) << r.text();
  EXPECT_EQ(r.waves.size(), 1u);
  return r.waves.empty() ? emu::WaveState{} : r.waves[0];
}

TEST(EmuWorkitemIds, PackedIntoV0OrOnePerVgpr) {
  const emu::WaveState packed = startState(true, 3);
  const emu::WaveState plain = startState(false, 3);
  for (unsigned lane : {0u, 1u, 5u, 13u, 63u}) {
    const uint32_t x = lane % 4, y = lane / 4 % 2, z = lane / 8;
    EXPECT_EQ(packed.vgpr(0, lane), x | y << 10 | z << 20) << lane;
    EXPECT_EQ(packed.vgpr(1, lane), 0u) << lane;
    EXPECT_EQ(plain.vgpr(0, lane), x) << lane;
    EXPECT_EQ(plain.vgpr(1, lane), y) << lane;
    EXPECT_EQ(plain.vgpr(2, lane), z) << lane;
  }
  // Only the enabled dimensions: x and y
  EXPECT_EQ(startState(true, 2).vgpr(0, 63), 3u | 1u << 10);
}

// A code object that only ends, with the three work-item ids enabled, for `cpu` (V5: clang-19's default).
std::vector<uint8_t> idsObject(const char* cpu) {
  const Target t = target(cpu);
  const std::string accum = t.has(kFeatGfx90aInsts) ? "  .amdhsa_accum_offset 4\n" : "";
  const std::string src = fmt::format(R"(.amdgcn_target "amdgcn-amd-amdhsa--{0}"
.amdhsa_code_object_version 5
.text
.globl ids
.p2align 8
.type ids,@function
ids:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel ids
  .amdhsa_system_vgpr_workitem_id 2
  .amdhsa_next_free_vgpr 3
  .amdhsa_next_free_sgpr 8
{1}.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: ids
    .symbol: ids.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 3
    .max_flat_workgroup_size: 64
amdhsa.version: [ 1, 2 ]
...
.end_amdgpu_metadata
)",
                                      cpu, accum);
  AssembleOptions o;
  o.target = t;
  o.hsa = o.relocatable = true;
  o.codeObjectVersion = 5;
  AssembleResult r = assemble(src, o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  auto bytes = writeObjectFile(r, o.target, ObjectOptions{true, 5});
  EXPECT_TRUE(bytes) << (bytes ? "" : bytes.error());
  return bytes ? *bytes : std::vector<uint8_t>{};
}

// The processor table's packed-tid column (what llc 22 generates: tools/oracle/make_processor_tables.py)
// decides the form a code-object dispatch starts the waves with.
TEST(EmuWorkitemIds, CodeObjectDispatchFollowsThePackedTidFeature) {
  EXPECT_TRUE(target("gfx90a").has(kFeatPackedTid));
  EXPECT_TRUE(target("gfx942").has(kFeatPackedTid));
  EXPECT_TRUE(target("gfx950").has(kFeatPackedTid));
  EXPECT_FALSE(target("gfx908").has(kFeatPackedTid));
  EXPECT_FALSE(target("gfx900").has(kFeatPackedTid));
  EXPECT_FALSE(target("gfx1030").has(kFeatPackedTid));
  for (const char* cpu : {"gfx900", "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1030"}) {
    auto m = emu::Machine::create(cpu);
    ASSERT_TRUE(m) << cpu;
    emu::KernelDispatch d;
    d.grid = d.block = {4, 2, 8};
    d.keepWaveState = true;
    const emu::LaunchResult r = emu::dispatchKernel(*m, idsObject(cpu), "ids", d);
    ASSERT_TRUE(r.ok()) << cpu << ": " << r.text();
    ASSERT_FALSE(r.waves.empty()) << cpu;  // one wave64 (two wave32 on gfx1030)
    const unsigned lane = 13;               // of wave 0: x 1, y 1, z 1
    if (target(cpu).has(kFeatPackedTid)) {
      EXPECT_EQ(r.waves[0].vgpr(0, lane), 1u | 1u << 10 | 1u << 20) << cpu;
    } else {
      EXPECT_EQ(r.waves[0].vgpr(0, lane), 1u) << cpu;
      EXPECT_EQ(r.waves[0].vgpr(1, lane), 1u) << cpu;
      EXPECT_EQ(r.waves[0].vgpr(2, lane), 1u) << cpu;
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
