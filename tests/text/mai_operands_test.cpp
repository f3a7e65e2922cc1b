// MAI beyond the golden vectors (tests/golden/mai): the AGPR register rules, the gfx940 spellings, the feature
// gates (never processor names), the acc bit of memory instructions, and that the emulator runs MAI with its fidelity named.
#include <gtest/gtest.h>

#include "cli_support.h"
#include "codec/codec.h"
#include "isa/mai.h"
#include "isa/registers.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

TEST(Mai, AgprNamesAndTupleRules) {
  const Target t908 = target("gfx908"), t90a = target("gfx90a");
  auto p = parseAgpr("a[4:7]", t90a);
  ASSERT_TRUE(p.reg);
  EXPECT_EQ(p.reg->code, 256 + 4);
  EXPECT_EQ(p.reg->dwords, 4);
  auto acc = parseAgpr("acc5", t908);
  ASSERT_TRUE(acc.reg);
  EXPECT_EQ(acc.reg->code, 256 + 5);
  // gfx90a+ (aligned-vgprs): tuples start at an even register; gfx908 takes any start.
  EXPECT_EQ(parseAgpr("a[1:2]", t90a).error, "invalid operand for instruction");
  EXPECT_TRUE(parseAgpr("a[1:2]", t908).reg);
  EXPECT_EQ(parseAgpr("a256", t908).error, "register index is out of range");
  EXPECT_FALSE(parseAgpr("v5", t908).reg);
  char buf[32];
  EXPECT_EQ(std::string(buf, agprName(256 + 64, 16, t90a, buf)), "a[64:79]");
}

TEST(Mai, Gfx940SpellingsAndFeatureGates) {
  auto old = findOp("v_mfma_f32_32x32x1f32");
  ASSERT_TRUE(old);
  EXPECT_TRUE(opInfo(*old).existsFor(target("gfx908")));
  EXPECT_TRUE(opInfo(*old).existsFor(target("gfx90a")));
  EXPECT_FALSE(opInfo(*old).existsFor(target("gfx942")));
  EXPECT_FALSE(opInfo(*old).existsFor(target("gfx900")));  // no mai-insts
  auto renamed = maiAlias(*old, target("gfx942"));
  ASSERT_TRUE(renamed);
  EXPECT_EQ(opInfo(*renamed).name, "v_mfma_f32_32x32x1_2b_f32");
  EXPECT_FALSE(maiAlias(*old, target("gfx90a")));
  auto mov = findOp("v_accvgpr_mov_b32");
  ASSERT_TRUE(mov);
  EXPECT_FALSE(opInfo(*mov).existsFor(target("gfx908")));  // gfx90a-insts
  EXPECT_TRUE(opInfo(*mov).existsFor(target("gfx950")));
}

TEST(Mai, AccBitOfMemoryInstructionsDecodesOnlyWhereAgprsExist) {
  // ds_read_b32 a1, v2 on gfx90a: bit 25 is the acc bit; on gfx900 the same word is no instruction.
  const std::vector<uint8_t> word{0x00, 0x00, 0x6c, 0xda, 0x02, 0x00, 0x00, 0x01};
  std::string text;
  Instruction inst;
  ASSERT_EQ(decodeOne(word, target("gfx90a"), inst), 8u);
  printInstruction(inst, target("gfx90a"), text);
  EXPECT_EQ(text, "ds_read_b32 a1, v2");
  EXPECT_EQ(decodeOne(word, target("gfx900"), inst), 0u);
  EXPECT_EQ(decodeOne(word, target("gfx908"), inst), 0u);  // gfx908 has AGPRs but no AGPR memory data
}

TEST(Mai, AssemblesAsLlvmMcAndTheEmulatorRunsIt) {
  auto r = gcnkit("mc -arch=amdgcn -mcpu=gfx90a -show-encoding",
                  "v_mfma_f32_32x32x1f32 v[0:31], v0, v1, v[0:31] cbsz:1 abid:2 blgp:3\n"
                  "v_mfma_f32_32x32x1f32 a[0:31], a0, a1, 1.0\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("[0x00,0x11,0xc0,0xd3,0x00,0x03,0x02,0x64]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[0x00,0x80,0xc0,0xd3,0x00,0x03,0xca,0x1b]"), std::string::npos) << r.out;
  const std::string obj = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/clang19/mfma.gfx90a.v5.so";
  auto run = gcnkit("run " + obj + " --kernel mfma_32x32x8f16 --grid 64 --block 64 --arg buf:4096 --arg buf:4096 "
                    "--arg buf:8192 --fidelity");
  EXPECT_EQ(run.status, 0) << run.err;  // the emulator runs MAI (tests/emu/mai_test.cpp checks the values)
  const std::string all = run.out + run.err;
  const size_t at = all.find("v_mfma_f32_32x32x8f16");
  ASSERT_NE(at, std::string::npos) << all;
  EXPECT_NE(all.rfind("approximate", at), std::string::npos) << all;
}

}  // namespace
}  // namespace gcnkit::test
