// llvm-mc 22 reads a form suffix on every mnemonic: a row that is not VALU (scalar, SMEM, memory, export, GFX12.5's
// tensor rows) takes `_e32` as its plain name and refuses `_e64`, `_sdwa`, `_dpp` and `_e64_dpp` by name, after its
// check that the GPU has the row. Every byte, message and column below is llvm-mc 22's.
#include <gtest/gtest.h>

#include "assembled_line.h"

namespace gcnkit::test {
namespace {

TEST(FormSuffix, RowsThatAreNotValuAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx900", "", "s_mov_b32_e32 s0, s1", {0x01, 0x00, 0x80, 0xbe}, ""},
      {"gfx1030", "", "s_mov_b32_e32 s0, s1", {0x01, 0x03, 0x80, 0xbe}, ""},
      {"gfx900", "", "s_load_dword_e32 s0, s[0:1], 0x0", {0x00, 0x00, 0x02, 0xc0, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1100", "", "s_load_dword_e32 s0, s[0:1], 0x0", {0x00, 0x00, 0x00, 0xf4, 0x00, 0x00, 0x00, 0xf8}, ""},
      {"gfx900", "", "image_load_e32 v1, v0, s[0:7] dmask:0x1", {0x00, 0x01, 0x00, 0xf0, 0x00, 0x01, 0x00, 0x00}, ""},
      {"gfx900", "", "buffer_load_dword_e32 v1, off, s[0:3], 0", {0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x00, 0x80}, ""},
      {"gfx1250", "", "tensor_load_to_lds_e32 s[0:3], s[4:11]",
       {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, ""},
      {"gfx900", "", "s_nop_e32", {}, "1: error: too few operands for instruction"},
      {"gfx900", "", "s_endpgm_e32 1", {0x01, 0x00, 0x81, 0xbf}, ""},
      {"gfx900", "", "s_nop_e64 0", {}, "1: error: e64 variant of this instruction is not supported"},
      {"gfx1250", "", "S_NOP_E64 0", {}, "1: error: e64 variant of this instruction is not supported"},
      {"gfx900", "", "s_nop_e64_dpp 0", {}, "1: error: e64_dpp variant of this instruction is not supported"},
      {"gfx1030", "", "ds_nop_dpp", {}, "1: error: dpp variant of this instruction is not supported"},
      {"gfx1100", "", "s_endpgm_sdwa", {}, "1: error: sdwa variant of this instruction is not supported"},
      {"gfx1200", "", "global_load_b32_e64 v1, v0, off", {}, "1: error: e64 variant of this instruction is not supported"},
      {"gfx1200", "", "exp_e64 mrt0 off, off, off, off", {}, "1: error: e64 variant of this instruction is not supported"},
      {"gfx1250", "", "ds_read_b32_e64 v0, v1", {}, "1: error: e64 variant of this instruction is not supported"},
      // (the GPU's check first: gfx1250 has no image rows)
      {"gfx1250", "", "image_load_e64 v1, v0, s[0:7] dmask:0x1", {}, "1: error: instruction not supported on this GPU"},
      // (no such form, no such row, a suffix twice)
      {"gfx1250", "", "s_nop_dpp8 0", {}, "1: error: invalid instruction"},
      {"gfx900", "", "s_fake_e64 0", {}, "1: error: invalid instruction"},
      {"gfx900", "", "s_mov_b32_e32_e32 s0, s1", {}, "1: error: invalid instruction"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
  EXPECT_EQ(listedLine("gfx1100", "s_mov_b32_e32 s0, s1"), "\ts_mov_b32 s0, s1");
}

}  // namespace
}  // namespace gcnkit::test
