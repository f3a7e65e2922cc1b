// VOPD's src_lds_direct as llvm-mc 22 takes it: either component's src0, on GFX11 too (where no other encoding has
// it), any operation; it counts as a VGPR in bank 1 for the src0 bank rule, and the printed text re-assembles.
#include <gtest/gtest.h>

#include "printed_word.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

TEST(VopdLdsDirect, AssembledAndPrintedAsLlvmMc22) {
  const struct {
    const char* text;
    std::vector<uint8_t> bytes;
  } words[] = {
      {"v_dual_min_f32 v57, s10, v31 :: v_dual_add_f32 v240, src_lds_direct, v165",
       {0x0a, 0x3e, 0xc8, 0xca, 0xfe, 0x4a, 0xf1, 0x39}},
      {"v_dual_subrev_f32 v1, src_lds_direct, v2 :: v_dual_mov_b32 v2, v4", {0xfe, 0x04, 0x90, 0xc9, 0x04, 0x01, 0x02, 0x01}},
      {"v_dual_mov_b32 v1, v4 :: v_dual_fmaak_f32 v2, src_lds_direct, v3, 0x1234",
       {0x04, 0x01, 0x02, 0xca, 0xfe, 0x06, 0x02, 0x01, 0x34, 0x12, 0x00, 0x00}},
      {"v_dual_cndmask_b32 v1, src_lds_direct, v3 :: v_dual_mov_b32 v2, s1", {0xfe, 0x06, 0x50, 0xca, 0x01, 0x00, 0x02, 0x01}},
  };
  for (const auto& w : words) {
    std::string err;
    EXPECT_EQ(assembleBytes(std::string(w.text) + "\n", target("gfx1100"), &err), w.bytes) << w.text << err;
    EXPECT_EQ(printedWord(w.bytes, "gfx1153"), w.text);
  }
  const struct {
    const char* text;
    const char* error;
  } errors[] = {
      {"v_dual_min_f32 v57, src_lds_direct, v31 :: v_dual_add_f32 v240, v1, v165",
       "65: error: src0 operands must use different VGPR banks"},
      {"v_dual_mov_b32 v1, src_lds_direct :: v_dual_mov_b32 v2, src_lds_direct",
       "57: error: src0 operands must use different VGPR banks"},
      {"v_dual_add_f32 v1, v3, src_lds_direct :: v_dual_mov_b32 v2, v4", "24: error: invalid operand for instruction"},
  };
  for (const auto& e : errors) {
    std::string err;
    EXPECT_TRUE(assembleBytes(std::string(e.text) + "\n", target("gfx1100"), &err).empty()) << e.text;
    EXPECT_NE(err.find(std::string(":1:") + e.error), std::string::npos) << e.text << "\n" << err;
  }
}

}  // namespace
}  // namespace gcnkit::test
