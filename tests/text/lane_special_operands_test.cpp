// Special sources as VALU scalar operands (isa/operand_rules.h, laneScalarSpecial): llvm-mc 22 takes src_scc,
// src_vccz, src_execz and src_pops_exiting_wave_id as v_readlane/v_readfirstlane's SGPR destination, and those
// plus the shared/private apertures as a lane mask where the field holds them whole (a compare's 8-bit result,
// v_cndmask's and a carry-in's 9-bit source), and prints such words with text that assembles back to them. A VOP3B
// carry-out's 7-bit field cannot hold them (llvm-mc writes them truncated: docs/assembler.md's "differs on purpose").
// Every byte and message here is llvm-mc 22's.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "emu/valu.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

struct Case {
  const char* cpu;
  const char* line;
  const char* text;  // what llvm-mc 22 prints
  std::vector<uint8_t> bytes;
};

const std::vector<Case>& cases() {
  static const std::vector<Case> k = {
      {"gfx900", "v_readfirstlane_b32 src_scc, v1", "v_readfirstlane_b32 src_scc, v1", {0x01, 0x05, 0xfa, 0x7f}},
      {"gfx1030", "v_readfirstlane_b32 src_execz, v1", "v_readfirstlane_b32 src_execz, v1", {0x01, 0x05, 0xf8, 0x7f}},
      {"gfx900", "v_readlane_b32 src_pops_exiting_wave_id, v1, 2", "v_readlane_b32 src_pops_exiting_wave_id, v1, 2",
       {0xef, 0x00, 0x89, 0xd2, 0x01, 0x05, 0x01, 0x00}},
      {"gfx1030", "v_readlane_b32 src_vccz, v1, 2", "v_readlane_b32 src_vccz, v1, 2",
       {0xfb, 0x00, 0x60, 0xd7, 0x01, 0x05, 0x01, 0x00}},
      {"gfx900", "v_cmp_eq_u32_e64 src_shared_base, v1, v2", "v_cmp_eq_u32_e64 src_shared_base, v1, v2",
       {0xeb, 0x00, 0xca, 0xd0, 0x01, 0x05, 0x02, 0x00}},
      {"gfx1030", "v_cmp_eq_u32_e64 src_scc, v1, v2", "v_cmp_eq_u32_e64 src_scc, v1, v2",
       {0xfd, 0x00, 0xc2, 0xd4, 0x01, 0x05, 0x02, 0x00}},
      {"gfx900", "v_cmpx_eq_u32_e64 src_scc, v1, v2", "v_cmpx_eq_u32_e64 src_scc, v1, v2",
       {0xfd, 0x00, 0xda, 0xd0, 0x01, 0x05, 0x02, 0x00}},
      // the 32-bit form's mask is vcc: a special source picks e64
      {"gfx900", "v_cndmask_b32 v0, v1, v2, src_scc", "v_cndmask_b32_e64 v0, v1, v2, src_scc",
       {0x00, 0x00, 0x00, 0xd1, 0x01, 0x05, 0xf6, 0x03}},
      {"gfx1030", "v_cndmask_b32_e64 v0, v1, v2, src_shared_base", "v_cndmask_b32_e64 v0, v1, v2, src_shared_base",
       {0x00, 0x00, 0x01, 0xd5, 0x01, 0x05, 0xae, 0x03}},
      {"gfx90a", "v_addc_co_u32 v0, vcc, v1, v2, src_shared_base", "v_addc_co_u32_e64 v0, vcc, v1, v2, src_shared_base",
       {0x00, 0x6a, 0x1c, 0xd1, 0x01, 0x05, 0xae, 0x03}},
  };
  return k;
}

TEST(LaneSpecialOperands, AssembledAndPrintedAsLlvmMc22Does) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(std::string(c.cpu) + ": " + c.line);
    std::string err;
    EXPECT_EQ(assembleBytes(std::string(c.line) + "\n", target(c.cpu), &err), c.bytes) << err;
    const Target t = target(c.cpu);
    std::vector<uint8_t> w = c.bytes;
    w.resize(w.size() + 8, 0);
    Instruction inst;
    ASSERT_TRUE(decodeOne(w, t, inst));
    std::string text;
    ASSERT_TRUE(printChecked(inst, t, text));
    EXPECT_EQ(text, c.text);
  }
}

TEST(LaneSpecialOperands, RefusedWhereLlvmMcRefusesOrTruncates) {
  auto error = [](const char* line, const char* cpu) {
    std::string err;
    EXPECT_TRUE(assembleBytes(std::string(line) + "\n", target(cpu), &err).empty()) << cpu << ": " << line;
    return err;
  };
  // an aperture is no 32-bit SGPR destination (llvm-mc 22: invalid operand)
  EXPECT_NE(error("v_readfirstlane_b32 src_shared_base, v1", "gfx900").find(":1:21: error: invalid operand for instruction"),
            std::string::npos);
  // m0 stays refused there
  EXPECT_NE(error("v_readlane_b32 m0, v1, 2", "gfx900").find("error: invalid operand for instruction"), std::string::npos);
  // a carry-out's 7-bit field: llvm-mc writes 0x7d for src_scc (code 253 truncated); gcnkit refuses
  EXPECT_NE(error("v_add_co_u32 v0, src_scc, v1, v2", "gfx900").find(":1:18: error: invalid operand for instruction"),
            std::string::npos);
  EXPECT_NE(error("v_div_scale_f32 v0, src_vccz, v1, v2, v3", "gfx1030").find(":1:21: error: invalid operand"),
            std::string::npos);
}

// What the hardware reads or writes through such an operand is not documented: the emulator refuses the word and
// says why, rather than guess.
TEST(LaneSpecialOperands, EmulatorRefusesUndocumentedSpecialOperands) {
  const Target t = target("gfx900");
  for (const Case& c : cases()) {
    if (std::string(c.cpu) != "gfx900") continue;
    SCOPED_TRACE(c.line);
    std::vector<uint8_t> w = c.bytes;
    w.resize(w.size() + 8, 0);
    Instruction inst;
    ASSERT_TRUE(decodeOne(w, t, inst));
    emu::VInst vi;
    std::string why;
    EXPECT_FALSE(emu::decodeValu(inst, t, vi, &why));
    EXPECT_NE(why.find("(undocumented)"), std::string::npos) << why;
  }
  // an ordinary SGPR pair as the compare's result runs
  Instruction inst;
  std::vector<uint8_t> w = {0x02, 0x00, 0xca, 0xd0, 0x01, 0x05, 0x02, 0x00, 0, 0, 0, 0, 0, 0, 0, 0};
  ASSERT_TRUE(decodeOne(w, t, inst));
  emu::VInst vi;
  std::string why;
  EXPECT_TRUE(emu::decodeValu(inst, t, vi, &why)) << why;
}

}  // namespace
}  // namespace gcnkit::test
