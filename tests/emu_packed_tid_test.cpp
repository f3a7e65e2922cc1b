// Work-item ids at wave start: v0, v1, v2 = x, y, z (as many as the descriptor enables), or, on LLVM's
// packed-tid processors (gfx90a and later), all in v0: x in bits 9:0, y in 19:10, z in 29:20. A code object
// dispatch picks the packed form from the processor (the grid twins on gfx90a run through it).
#include <gtest/gtest.h>

#include "emu_support.h"

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

}  // namespace
}  // namespace gcnkit::test
