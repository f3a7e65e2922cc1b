// GFX12.5's tensor data movers (tensor_load_to_lds, tensor_store_from_lds): VIMAGE words whose address bytes hold the
// SGPR groups of a tensor descriptor. Every byte, text, message and column below is llvm-mc 22's (-mcpu=gfx1250).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx125Tensor, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11]",
       {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, ""},
      {"gfx1250", "", "tensor_store_from_lds s[0:3], s[4:11], s[12:15], s[16:19]",
       {0x01, 0x40, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x0c, 0x10}, ""},
      {"gfx1250", "", "tensor_load_to_lds ttmp[0:3], s[4:11]",
       {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x6c, 0x04, 0x7c, 0x7c}, ""},
      {"gfx1250", "", "tensor_load_to_lds s[100:103], s[96:103]",
       {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x64, 0x60, 0x7c, 0x7c}, ""},
      // th:, scope: and nv in any order (printed th, scope, nv); commas between the operands may be left out
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] nv th:TH_LOAD_NT",
       {0x81, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x10, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, ""},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] scope:SCOPE_SE th:TH_LOAD_NT",
       {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x14, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, ""},
      {"gfx1250", "", "tensor_store_from_lds s[0:3], s[4:11] th:TH_STORE_BYPASS scope:SCOPE_SYS nv",
       {0x81, 0x40, 0x71, 0xd0, 0x00, 0x00, 0x3c, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, ""},
      {"gfx1250", "", "tensor_load_to_lds s[0:3] s[4:11]",
       {0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, ""},
      {"gfx1250", "", "tensor_load_to_lds s[1:4], s[4:11]", {}, "20: error: invalid register alignment"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[6:13]", {}, "28: error: invalid register alignment"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11], s[12:15]", {}, "1: error: too few operands for instruction"},
      {"gfx1250", "", "tensor_load_to_lds", {}, "1: error: too few operands for instruction"},
      {"gfx1250", "", "tensor_load_to_lds v[0:3], s[4:11]", {}, "20: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:7]", {}, "28: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11], null, s[16:19]", {}, "37: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11], s[12:15], s[16:19], s[20:23]", {},
       "57: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[104:107], s[4:11]", {}, "20: error: register index is out of range"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] th:TH_STORE_NT", {}, "36: error: invalid th value for load instructions"},
      {"gfx1250", "", "tensor_store_from_lds s[0:3], s[4:11] th:TH_LOAD_NT", {},
       "39: error: invalid th value for store instructions"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] th:7", {}, "39: error: expected an identifier"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_NT th:TH_LOAD_NT", {},
       "50: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] nv nv", {}, "39: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] glc", {}, "36: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] tfe", {}, "36: error: invalid operand for instruction"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] offset:4", {}, "36: error: not a valid operand."},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] dim:1", {}, "36: error: not a valid operand."},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] r128", {}, "1: error: instruction must set modifier r128=0"},
      {"gfx1250", "", "tensor_load_to_lds s[0:3], s[4:11] scale_offset", {},
       "36: error: scale_offset is not supported for this instruction"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx125Tensor, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1250", {
      {{0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "tensor_load_to_lds s[0:3], s[4:11]"},
      {{0x81, 0x40, 0x71, 0xd0, 0x00, 0x00, 0x3c, 0x7c, 0x6c, 0x60, 0x0c, 0x10},
       "tensor_store_from_lds ttmp[0:3], s[96:103], s[12:15], s[16:19] th:TH_STORE_BYPASS scope:SCOPE_SYS nv"},
      {{0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x18, 0x7c, 0x00, 0x04, 0x7c, 0x7c},
       "tensor_load_to_lds s[0:3], s[4:11] th:TH_LOAD_NT scope:SCOPE_DEV"},
      // llvm-mc 22 prints `null` for one absent group of four, which it does not assemble; r128 it prints and refuses
      {{0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x10}, "(invalid)"},
      {{0x11, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      // bits llvm-mc 22 ignores (its text is lossy): bit 3, bits 8-13, bit 40, a group's low bits
      {{0x09, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      {{0x01, 0x01, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      {{0x01, 0x00, 0x71, 0xd0, 0x00, 0x01, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      {{0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x01, 0x04, 0x7c, 0x7c}, "(invalid)"},
      // fixed fields llvm-mc 22 refuses: dim, dmask, vdata, rsrc, tfe, the fifth address byte
      {{0x00, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      {{0x01, 0x00, 0xf1, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      {{0x01, 0x00, 0x71, 0xd0, 0x01, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      {{0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x80, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
      {{0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7d, 0x00, 0x04, 0x7c, 0x7c}, "(invalid)"},
  });
  // (GFX12 has no such opcode: its VIMAGE word 0xc4 is no instruction)
  EXPECT_EQ(printedWord({0x01, 0x00, 0x71, 0xd0, 0x00, 0x00, 0x00, 0x7c, 0x00, 0x04, 0x7c, 0x7c}, "gfx1200"), "(invalid)");
}

}  // namespace
}  // namespace gcnkit::test
