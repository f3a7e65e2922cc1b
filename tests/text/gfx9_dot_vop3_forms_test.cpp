// GFX9's v_dot2c_f32_f16, v_dot4c_i32_i8 and v_pk_fmac_f16 have a VOP3 form (opcodes 0x137, 0x139, 0x13c) where
// llvm-mc 22 reads src1 as any source with src0's modifiers, and takes clamp (and omod on the float rows): the
// variant rows' flags are probed by tools/oracle/make_processor_tables.py (variant_flags), src1's widening is
// isa/ops.cpp's. v_pk_fmac_f16_e64's op_sel, which llvm-mc 22 prints but does not encode, is refused. Every byte
// here is llvm-mc 22's (found by the long differential on gfx950: DPP words with src1 modifiers).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "printed_word.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

TEST(Gfx9DotVop3Forms, AssembledAndPrintedAsLlvmMc22) {
  struct Case {
    const char* line;
    const char* text;
    std::vector<uint8_t> bytes;
  };
  const Case cases[] = {
      {"v_dot2c_f32_f16_e64 v0, v1, s2", "v_dot2c_f32_f16_e64 v0, v1, s2", {0x00, 0x00, 0x37, 0xd1, 0x01, 0x05, 0x00, 0x00}},
      {"v_dot2c_f32_f16 v0, v1, -v2", "v_dot2c_f32_f16_e64 v0, v1, -v2", {0x00, 0x00, 0x37, 0xd1, 0x01, 0x05, 0x02, 0x40}},
      {"v_dot2c_f32_f16_e64 v0, v1, 1.0", "v_dot2c_f32_f16_e64 v0, v1, 1.0", {0x00, 0x00, 0x37, 0xd1, 0x01, 0xe5, 0x01, 0x00}},
      {"v_dot2c_f32_f16_e64 v0, |v1|, -|v2| clamp mul:2", "v_dot2c_f32_f16_e64 v0, |v1|, -|v2| clamp mul:2",
       {0x00, 0x83, 0x37, 0xd1, 0x01, 0x05, 0x02, 0x48}},
      {"v_pk_fmac_f16_e64 v0, v1, s2", "v_pk_fmac_f16_e64 v0, v1, s2", {0x00, 0x00, 0x3c, 0xd1, 0x01, 0x05, 0x00, 0x00}},
      {"v_dot4c_i32_i8_e64 v0, v1, s2 clamp", "v_dot4c_i32_i8_e64 v0, v1, s2 clamp",
       {0x00, 0x80, 0x39, 0xd1, 0x01, 0x05, 0x00, 0x00}},
      {"v_dot2c_f32_f16_dpp v33, |v4|, -|v0| row_shl:12 row_mask:0x8 bank_mask:0x2",
       "v_dot2c_f32_f16_dpp v33, |v4|, -|v0| row_shl:12 row_mask:0x8 bank_mask:0x2",
       {0xfa, 0x00, 0x42, 0x6e, 0x04, 0x0c, 0xe1, 0x82}},
      {"v_pk_fmac_f16_dpp v0, v8, -v1 quad_perm:[0,0,1,0] row_mask:0xb bank_mask:0x1 bound_ctrl:1",
       "v_pk_fmac_f16_dpp v0, v8, -v1 quad_perm:[0,0,1,0] row_mask:0xb bank_mask:0x1 bound_ctrl:1",
       {0xfa, 0x02, 0x00, 0x78, 0x08, 0x10, 0x48, 0xb1}},
  };
  for (const char* cpu : {"gfx908", "gfx90a", "gfx942", "gfx950"})
    for (const Case& c : cases) {
      SCOPED_TRACE(std::string(cpu) + ": " + c.line);
      std::string err;
      EXPECT_EQ(assembleBytes(std::string(c.line) + "\n", target(cpu), &err), c.bytes) << err;
      EXPECT_EQ(printedWord(c.bytes, cpu), c.text);
    }
}

TEST(Gfx9DotVop3Forms, RefusedWhereLlvmMc22RefusesOrDrops) {
  std::string err;
  // llvm-mc 22 accepts this op_sel and writes a word without it
  EXPECT_TRUE(assembleBytes("v_pk_fmac_f16_e64 v0, v1, v2 op_sel:[1,0,1]\n", target("gfx908"), &err).empty());
  EXPECT_NE(err.find(":1:30: error: not a valid operand."), std::string::npos) << err;
  EXPECT_EQ(printedWord({0x00, 0x48, 0x3c, 0xd1, 0x01, 0x05, 0x02, 0x00}, "gfx908"), "(invalid)");
  // the 32-bit form still takes a VGPR src1 only; GFX10 has no VOP3 form of these rows
  EXPECT_TRUE(assembleBytes("v_dot2c_f32_f16_e32 v0, v1, s2\n", target("gfx908"), &err).empty());
  EXPECT_TRUE(assembleBytes("v_dot2c_f32_f16_e64 v0, v1, s2\n", target("gfx1030"), &err).empty());
  // gfx906 has no dot5-insts (v_dot2c_f32_f16)
  EXPECT_TRUE(assembleBytes("v_dot2c_f32_f16_e64 v0, v1, s2\n", target("gfx906"), &err).empty());
}

}  // namespace
}  // namespace gcnkit::test
