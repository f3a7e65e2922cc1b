// GFX12's v_dual_mov_b32 pair: the Y component reads its source through the src2 cache, so the pair has no source
// bank rule there (LLVM 22's checkVOPDRegBankConstraints); GFX11 keeps it, and GFX12's other pairs keep it. Found by
// clang-22's own assembly for gfx1201 (tests/data/clangasm), which pairs two moves of one VGPR. Bytes and errors
// from llvm-mc 22.
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(VopdMovPair, Gfx12TakesSameBankSourcesOnlyForTwoMoves) {
  const AssembledLine lines[] = {
      {"gfx1201", "", "v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5", {0x05, 0x01, 0x10, 0xca, 0x05, 0x01, 0x08, 0x08}, ""},
      {"gfx1200", "", "v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v1", {0x05, 0x01, 0x10, 0xca, 0x01, 0x01, 0x08, 0x08}, ""},
      {"gfx1201", "", "v_dual_add_f32 v8, v5, v2 :: v_dual_mov_b32 v9, v1", {},
       "49: error: src0 operands must use different VGPR banks"},
      {"gfx1201", "", "v_dual_mov_b32 v8, v1 :: v_dual_add_f32 v9, v5, v2", {},
       "45: error: src0 operands must use different VGPR banks"},
      {"gfx1100", "", "v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5", {},
       "45: error: src0 operands must use different VGPR banks"},
      {"gfx1151", "", "v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v1", {},
       "45: error: src0 operands must use different VGPR banks"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
  // The disassembler prints the GFX12 word (llvm-mc 22 reads it back) and refuses it on GFX11.
  EXPECT_EQ(printedWord({0x05, 0x01, 0x10, 0xca, 0x05, 0x01, 0x08, 0x08}, "gfx1201"),
            "v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5");
  EXPECT_NE(printedWord({0x05, 0x01, 0x10, 0xca, 0x05, 0x01, 0x08, 0x08}, "gfx1100"),
            "v_dual_mov_b32 v8, v5 :: v_dual_mov_b32 v9, v5");
}

}  // namespace
}  // namespace gcnkit::test
