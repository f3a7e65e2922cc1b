// GFX9's v_interp_p2_f16 takes op_sel in llvm-mc 22 (isa/valu_modifier_rows.def, probed by
// tools/oracle/make_processor_tables.py interp_opsel_rows; no other VOP3 v_interp_* row on any generation does):
// entries for src0, the I/J VGPR (read and dropped), src2 and the destination, after `high` and `clamp`. Every
// byte and message here is llvm-mc 22's.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "emu/valu.h"
#include "printed_word.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

TEST(InterpOpSel, Gfx9P2F16AssemblesAndPrintsAsLlvmMc22) {
  struct Case {
    const char* line;
    const char* text;
    std::vector<uint8_t> bytes;
  };
  const Case cases[] = {
      {"v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[1,0,1,1]", "v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[1,0,1,1]",
       {0x01, 0x68, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x04}},
      {"v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[0,1,0,0]", "v_interp_p2_f16 v1, v2, attr0.x, v3",
       {0x01, 0x00, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x04}},
      {"v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[1,0,1]", "v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[1,0,1,0]",
       {0x01, 0x28, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x04}},
      {"v_interp_p2_f16 v1, v2, attr0.x, v3 high clamp op_sel:[1,0,1,1]",
       "v_interp_p2_f16 v1, v2, attr0.x, v3 high clamp op_sel:[1,0,1,1]", {0x01, 0xe8, 0x77, 0xd2, 0x00, 0x05, 0x0e, 0x04}},
      {"v_interp_p2_f16 v1, -v2, attr0.x, |v3| op_sel:[0,0,1,0]", "v_interp_p2_f16 v1, -v2, attr0.x, |v3| op_sel:[0,0,1,0]",
       {0x01, 0x24, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x44}},
  };
  for (const char* cpu : {"gfx900", "gfx906", "gfx908"})
    for (const Case& c : cases) {
      SCOPED_TRACE(std::string(cpu) + ": " + c.line);
      std::string err;
      EXPECT_EQ(assembleBytes(std::string(c.line) + "\n", target(cpu), &err), c.bytes) << err;
      EXPECT_EQ(printedWord(c.bytes, cpu), c.text);
    }
}

TEST(InterpOpSel, RefusedWhereLlvmMc22RefusesIt) {
  auto error = [](const char* line, const char* cpu) {
    std::string err;
    EXPECT_TRUE(assembleBytes(std::string(line) + "\n", target(cpu), &err).empty()) << cpu << ": " << line;
    return err;
  };
  // the order is high, clamp, op_sel
  EXPECT_NE(error("v_interp_p2_f16 v1, v2, attr0.x, v3 high op_sel:[1,0,0,1] clamp", "gfx900")
                .find(":1:59: error: invalid operand for instruction"),
            std::string::npos);
  EXPECT_NE(error("v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[1,0,0,1] high", "gfx900")
                .find(":1:54: error: invalid operand for instruction"),
            std::string::npos);
  // no op_sel on the other rows, nor on GFX8/GFX10 (and gfx90a has no v_interp_p2_f16)
  EXPECT_NE(error("v_interp_p2_legacy_f16 v1, v2, attr0.x, v3 op_sel:[0,0,0,1]", "gfx900").find(":1:44: error: not a valid operand."),
            std::string::npos);
  EXPECT_NE(error("v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[1,0,1,1]", "gfx803").find(":1:37: error: not a valid operand."),
            std::string::npos);
  EXPECT_NE(error("v_interp_p2_f16 v1, v2, attr0.x, v3 op_sel:[1,0,1,1]", "gfx1030").find(":1:37: error: not a valid operand."),
            std::string::npos);
  // the I/J VGPR's bit (12): llvm-mc prints the word without it
  EXPECT_EQ(printedWord({0x01, 0x78, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x04}, "gfx900"), "(invalid)");
  EXPECT_EQ(printedWord({0x01, 0x50, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x04}, "gfx900"), "(invalid)");
}

// No document here says what op_sel selects in v_interp_p2_f16: the emulator refuses the word and says so.
TEST(InterpOpSel, EmulatorRefusesItAsUndocumented) {
  const Target t = target("gfx900");
  auto decodeWith = [&](std::vector<uint8_t> w, std::string& why) {
    w.resize(w.size() + 8, 0);
    Instruction inst;
    EXPECT_TRUE(decodeOne(w, t, inst));
    emu::VInst vi;
    return emu::decodeValu(inst, t, vi, &why);
  };
  std::string why;
  EXPECT_FALSE(decodeWith({0x01, 0x68, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x04}, why));
  EXPECT_NE(why.find("op_sel on a VOP3-encoded v_interp_*"), std::string::npos) << why;
  EXPECT_TRUE(decodeWith({0x01, 0x00, 0x77, 0xd2, 0x00, 0x04, 0x0e, 0x04}, why)) << why;
}

}  // namespace
}  // namespace gcnkit::test
