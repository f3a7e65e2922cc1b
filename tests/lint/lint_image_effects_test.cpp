// The address VGPRs an image instruction reads, as the static checks see them: a GFX11 partial-NSA list (its NSA bit),
// and GFX12's words, whose every address is a field of its own (lists of up to 5, VSAMPLE 4, the last entry a tuple of
// the rest; one address word a register alone). A register left out is a missing wait the checks cannot find.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analysis/effects.h"
#include "codec/codec.h"
#include "test_support.h"

namespace gcnkit {
namespace {

// The effects of the one instruction `line` assembles to.
analysis::Effects effectsOfLine(const char* cpu, const std::string& line) {
  const Target t = test::target(cpu);
  std::string err;
  std::vector<uint8_t> bytes = test::assembleBytes(line + "\n", t, &err);
  EXPECT_FALSE(bytes.empty()) << line << "\n" << err;
  bytes.resize(bytes.size() + 16, 0);
  Instruction inst;
  EXPECT_GT(decode(bytes, t, inst), 0) << line;
  return analysis::effectsOf(inst, t);
}

std::vector<unsigned> vgprsOf(const analysis::RegSet& s) {
  std::vector<unsigned> out;
  for (unsigned r = 0; r < 256; ++r)
    if (s.test(analysis::kVgprSlot + r)) out.push_back(r);
  return out;
}

// The VGPRs of the reads of the one instruction `line` assembles to.
std::vector<unsigned> vgprReads(const char* cpu, const std::string& line) { return vgprsOf(effectsOfLine(cpu, line).reads); }

using V = std::vector<unsigned>;

TEST(LintImageEffects, AddressListsAreRead) {
  // GFX11: five entries, the last holding the rest (2D sample_d: 6 words).
  EXPECT_EQ(vgprReads("gfx1100", "image_sample_d v20, [v8, v0, v7, v1, v[30:31]], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D"),
            (V{0, 1, 7, 8, 30, 31}));
  // GFX12 VSAMPLE: four entries, the last a tuple of three.
  EXPECT_EQ(vgprReads("gfx1201", "image_sample_d v5, [v1, v12, v3, v[40:42]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D"),
            (V{1, 3, 12, 40, 41, 42}));
  // GFX12 VIMAGE: a list of three single addresses, and one address alone.
  EXPECT_EQ(vgprReads("gfx1201", "image_load v[5:8], [v9, v2, v30], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D"), (V{2, 9, 30}));
  EXPECT_EQ(vgprReads("gfx1201", "image_load v5, v9, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D"), (V{9}));
  // A store reads its data too.
  EXPECT_EQ(vgprReads("gfx1201", "image_store v[5:6], [v9, v2], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D"), (V{2, 5, 6, 9}));
}

// A ray query reads every entry of its list; GFX12's BVH8 query returns ten VGPRs and writes the transformed ray
// origin and direction back into their entries (LLVM's ray_origin_out/ray_dir_out), which a later read must wait for.
TEST(LintImageEffects, RayQueriesReadTheirListAndBvh8ReturnsTheRay) {
  const analysis::Effects bvh8 = effectsOfLine(
      "gfx1201", "image_bvh8_intersect_ray v[20:29], [v[1:2], v[3:4], v[5:7], v[8:10], v11], s[8:11]");
  EXPECT_EQ(vgprsOf(bvh8.reads), (V{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
  ASSERT_TRUE(bvh8.mem);
  EXPECT_EQ(vgprsOf(bvh8.mem->results), (V{5, 6, 7, 8, 9, 10, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29}));
  const analysis::Effects dual = effectsOfLine(
      "gfx1201", "image_bvh_dual_intersect_ray v[20:29], [v[1:2], v[3:4], v[5:7], v[8:10], v[11:12]], s[8:11]");
  EXPECT_EQ(vgprsOf(dual.reads), (V{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}));
  const analysis::Effects bvh = effectsOfLine(
      "gfx1100", "image_bvh_intersect_ray v[4:7], [v9, v10, v[11:13], v[14:16], v[17:19]], s[4:7]");
  EXPECT_EQ(vgprsOf(bvh.reads), (V{9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}));
  ASSERT_TRUE(bvh.mem);
  EXPECT_EQ(vgprsOf(bvh.mem->results), (V{4, 5, 6, 7}));
}

}  // namespace
}  // namespace gcnkit
