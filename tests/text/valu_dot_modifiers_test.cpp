// The packed modifiers each VOP3P row takes on each processor (isa/valu_modifier_rows.def, probed with llvm-mc
// 22): neg_lo/neg_hi on the integer dot products, op_sel with only its defaults on gfx940's dot products, the
// tied src2 entry of op_sel, the SGPR-less source of v_cvt_scalef32_sr_pk_fp4_f32, and the misaligned VGPR
// tuple as a source (a refusal after the match, at the instruction); gfx950's lane swaps' fi/bound_ctrl. Bytes and messages are llvm-mc 22's
// (golden facts below; the live test re-checks them when llvm-mc 22 is installed).
#include <gtest/gtest.h>

#include <regex>

#include "emu/valu.h"
#include "gcnkit/emulator.h"
#include "llvm_oracle.h"
#include "printed_word.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

struct Accepted {
  const char* cpu;
  const char* line;
  const char* text;  // what llvm-mc 22 prints
  std::vector<uint8_t> bytes;
};

const std::vector<Accepted>& acceptedCases() {
  static const std::vector<Accepted> k = {
      {"gfx906", "v_dot4_i32_i8 v0, v1, v2, v3 neg_lo:[1,0,0]", "v_dot4_i32_i8 v0, v1, v2, v3 neg_lo:[1,0,0]",
       {0x00, 0x40, 0xa8, 0xd3, 0x01, 0x05, 0x0e, 0x3c}},
      {"gfx906", "v_dot4_i32_i8 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,0,1]",
       "v_dot4_i32_i8 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[1,0,1]", {0x00, 0x45, 0xa8, 0xd3, 0x01, 0x05, 0x0e, 0xfc}},
      {"gfx908", "v_dot8_u32_u4 v5, v1, v2, v3 neg_hi:[0,1,0]", "v_dot8_u32_u4 v5, v1, v2, v3 neg_hi:[0,1,0]",
       {0x05, 0x42, 0xab, 0xd3, 0x01, 0x05, 0x0e, 0x1c}},
      {"gfx90a", "v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0,0] neg_lo:[0,0,1]",
       "v_dot2_i32_i16 v0, v1, v2, v3 op_sel:[1,0,0] neg_lo:[0,0,1]", {0x00, 0x48, 0xa6, 0xd3, 0x01, 0x05, 0x0e, 0x9c}},
      {"gfx942", "v_dot4_u32_u8 v0, v1, v2, v3 neg_hi:[0,0,1]", "v_dot4_u32_u8 v0, v1, v2, v3 neg_hi:[0,0,1]",
       {0x00, 0x44, 0xa9, 0xd3, 0x01, 0x05, 0x0e, 0x1c}},
      {"gfx950", "v_dot8_i32_i4 v0, v1, v2, v3 neg_lo:[0,1,0] clamp", "v_dot8_i32_i4 v0, v1, v2, v3 neg_lo:[0,1,0] clamp",
       {0x00, 0xc0, 0xaa, 0xd3, 0x01, 0x05, 0x0e, 0x5c}},
      {"gfx1011", "v_dot4_i32_i8 v0, v1, v2, v3 neg_lo:[1,0,0]", "v_dot4_i32_i8 v0, v1, v2, v3 neg_lo:[1,0,0]",
       {0x00, 0x40, 0x16, 0xcc, 0x01, 0x05, 0x0e, 0x3c}},
      {"gfx1030", "v_dot8_u32_u4 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,1,1]",
       "v_dot8_u32_u4 v0, v1, v2, v3 neg_lo:[1,1,0] neg_hi:[1,1,1]", {0x00, 0x47, 0x19, 0xcc, 0x01, 0x05, 0x0e, 0x7c}},
      // gfx940's dot products: op_sel is taken when all zero (only a set entry is refused)
      {"gfx942", "v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0,0] neg_lo:[1,0,0]", "v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0]",
       {0x00, 0x40, 0xa3, 0xd3, 0x01, 0x05, 0x0e, 0x3c}},
      {"gfx90a", "v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0,0]", "v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0,0]",
       {0x00, 0x48, 0xa3, 0xd3, 0x01, 0x05, 0x0e, 0x1c}},
      // op_sel's third entry is the tied src2 (bit 13), the fourth the destination (bit 14)
      {"gfx950", "v_cvt_scalef32_pk_fp4_f16 v8, v2, v4 op_sel:[0,0,1,1]", "v_cvt_scalef32_pk_fp4_f16 v8, v2, v4 op_sel:[0,0,1,1]",
       {0x08, 0x60, 0x4c, 0xd2, 0x02, 0x09, 0x02, 0x00}},
      {"gfx942", "v_cvt_sr_fp8_f32 v8, v2, v4 op_sel:[0,0,1,1]", "v_cvt_sr_fp8_f32 v8, v2, v4 op_sel:[0,0,1,1]",
       {0x08, 0x60, 0xa4, 0xd2, 0x02, 0x09, 0x02, 0x00}},
      // gfx950's lane swaps write op_sel bits 0 and 1 (FI, BOUND_CTRL) as fi:1 and bound_ctrl:1, which pick e64
      {"gfx950", "v_permlane16_swap_b32 v1, v2 fi:1", "v_permlane16_swap_b32_e64 v1, v2 fi:1",
       {0x01, 0x08, 0x99, 0xd1, 0x02, 0x01, 0x00, 0x00}},
      {"gfx950", "v_permlane32_swap_b32_e64 v1, v2 bound_ctrl:0", "v_permlane32_swap_b32_e64 v1, v2 bound_ctrl:1",
       {0x01, 0x10, 0x9a, 0xd1, 0x02, 0x01, 0x00, 0x00}},
      {"gfx950", "v_permlane32_swap_b32 v255, v0 bound_ctrl:1 fi:1", "v_permlane32_swap_b32_e64 v255, v0 bound_ctrl:1 fi:1",
       {0xff, 0x18, 0x9a, 0xd1, 0x00, 0x01, 0x00, 0x00}},
      {"gfx950", "v_permlane16_swap_b32 v1, v2 fi:2", "v_permlane16_swap_b32_e64 v1, v2",
       {0x01, 0x00, 0x99, 0xd1, 0x02, 0x01, 0x00, 0x00}},
  };
  return k;
}

struct Refused {
  const char* cpu;
  const char* line;
  const char* message;  // llvm-mc 22's
  int col;
};

const std::vector<Refused>& refusedCases() {
  static const std::vector<Refused> k = {
      {"gfx950", "v_dot2_f32_bf16 v8, v2, v4, v6 op_sel:[1,0]", "invalid op_sel operand", 32},
      {"gfx950", "v_dot2_f32_bf16 v8, v2, v4, v6 op_sel_hi:[0,0]", "invalid op_sel operand", 1},
      {"gfx942", "v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0,1]", "invalid op_sel operand", 31},
      {"gfx942", "v_dot2_i32_i16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", "invalid op_sel operand", 1},
      {"gfx942", "v_dot2_u32_u16 v0, v1, v2, v3 op_sel:[0,0,0,1]", "invalid op_sel operand", 31},
      {"gfx906", "v_dot4_i32_i8 v0, v1, v2, v3 op_sel:[1,0,0]", "not a valid operand.", 30},
      {"gfx906", "v_fma_mix_f32 v0, v1, v2, v3 neg_lo:[1,0,0]", "not a valid operand.", 30},
      {"gfx950", "v_cvt_scalef32_sr_pk_fp4_f32 v8, s[10:11], v4, v6", "invalid operand for instruction", 34},
      {"gfx950", "v_cvt_scalef32_sr_pk_fp4_f32 v8, vcc, v4, v6", "invalid operand for instruction", 34},
      // a misaligned tuple: as a source refused after the match (at the instruction), as a destination by it
      {"gfx90a", "v_pk_fma_f32 v[8:9], v[1:2], v[4:5], v[6:7]", "invalid register class: vgpr tuples must be 64 bit aligned", 1},
      {"gfx942", "v_fmac_f64 v[0:1], v[3:4], v[4:5]", "invalid register class: vgpr tuples must be 64 bit aligned", 1},
      {"gfx90a", "v_add_f64 v[1:2], v[2:3], v[4:5]", "invalid operand for instruction", 11},
      // the lane swaps' controls: bound_ctrl first, each once, in e64 only
      {"gfx950", "v_permlane32_swap_b32_e64 v1, v2 fi:1 bound_ctrl:1", "not a valid operand.", 39},
      {"gfx950", "v_permlane16_swap_b32 v1, v2 bound_ctrl:1 bound_ctrl:0", "not a valid operand.", 43},
      {"gfx950", "v_permlane16_swap_b32 v1, v2 fi:1 fi:1", "invalid operand for instruction", 35},
      {"gfx950", "v_permlane16_swap_b32 v1, v2 bound_ctrl:2", "invalid bound_ctrl value.", 30},
      {"gfx950", "v_permlane16_swap_b32_e32 v1, v2 fi:1", "invalid operand for instruction", 34},
      {"gfx950", "v_permlane16_swap_b32 v1, v2 bound_ctrl:1 fi:1 clamp", "invalid operand for instruction", 48},
      {"gfx950", "v_permlane16_swap_b32 v1, v2 op_sel:[1,0]", "not a valid operand.", 30},
  };
  return k;
}

std::string firstError(const std::string& diagnostics, int* col) {
  static const std::regex re(R"(:1:(\d+): error: (.*))");
  std::smatch m;
  if (!std::regex_search(diagnostics, m, re)) return "";
  *col = std::stoi(m[1]);
  return m[2];
}

TEST(ValuDotModifiers, AcceptedAsLlvmMc22AssemblesAndPrintsThem) {
  for (const Accepted& a : acceptedCases()) {
    std::string err;
    EXPECT_EQ(assembleBytes(std::string(a.line) + "\n", target(a.cpu), &err), a.bytes) << a.cpu << ": " << a.line << "\n" << err;
    EXPECT_EQ(printedWord(a.bytes, a.cpu), a.text) << a.cpu;
  }
}

TEST(ValuDotModifiers, RefusedWithLlvmMc22sMessageAndColumn) {
  for (const Refused& r : refusedCases()) {
    std::string err;
    EXPECT_TRUE(assembleBytes(std::string(r.line) + "\n", target(r.cpu), &err).empty()) << r.cpu << ": " << r.line;
    int col = 0;
    EXPECT_EQ(firstError(err, &col), r.message) << r.cpu << ": " << r.line;
    EXPECT_EQ(col, r.col) << r.cpu << ": " << r.line;
  }
}

TEST(ValuDotModifiers, WordsWhoseLlvmTextDoesNotReassembleAreRefused) {
  // op_sel set on gfx940's dot products: llvm-mc 22 prints "op_sel:[1,0,0]", which it refuses to assemble there;
  // the same word is v_dot2_f32_f16 with op_sel on gfx90a.
  const std::vector<uint8_t> opsel = {0x00, 0x48, 0xa3, 0xd3, 0x01, 0x05, 0x0e, 0x1c};
  EXPECT_EQ(printedWord(opsel, "gfx90a"), "v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,0,0]");
  EXPECT_EQ(printedWord(opsel, "gfx942"), "(invalid)");
  // op_sel_hi off for src0 (word bit 59 clear): printed op_sel_hi:[0,1,1] on gfx90a, refused text on gfx950
  const std::vector<uint8_t> opselHi = {0x00, 0x40, 0xa3, 0xd3, 0x01, 0x05, 0x0e, 0x14};
  EXPECT_EQ(printedWord(opselHi, "gfx90a"), "v_dot2_f32_f16 v0, v1, v2, v3 op_sel_hi:[0,1,1]");
  EXPECT_EQ(printedWord(opselHi, "gfx950"), "(invalid)");
  // an SGPR pair in v_cvt_scalef32_sr_pk_fp4_f32's src0, which takes none
  EXPECT_EQ(printedWord({0x08, 0x00, 0x3e, 0xd2, 0x0a, 0x08, 0x1a, 0x04}, "gfx950"), "(invalid)");
  EXPECT_EQ(printedWord({0x08, 0x00, 0x3e, 0xd2, 0x0a, 0x09, 0x1a, 0x04}, "gfx950"),
            "v_cvt_scalef32_sr_pk_fp4_f32 v8, v[10:11], v4, v6");
  // a lane swap's op_sel bits 2 and 3: llvm-mc 22 prints the word without them
  EXPECT_EQ(printedWord({0x01, 0x38, 0x99, 0xd1, 0x02, 0x01, 0x00, 0x00}, "gfx950"), "(invalid)");
  EXPECT_EQ(printedWord({0x01, 0x48, 0x9a, 0xd1, 0x02, 0x01, 0x00, 0x00}, "gfx950"), "(invalid)");
}

// Where gcnkit deliberately differs from llvm-mc 22 on v_cvt_scalef32_sr_pk_fp4_f32's src0 (a VGPR pair): llvm-mc
// encodes an inline constant there as s0 (code 0) and prints "0/*Invalid immediate*/" (a bug: the word then reads
// s[0:1], which llvm-mc itself refuses to assemble), and it accepts a literal it cannot encode. gcnkit encodes
// the inline constant's own code and refuses the literal.
TEST(ValuDotModifiers, ScaleConversionSourceKeepsGcnkitsBytes) {
  std::string err;
  EXPECT_EQ(assembleBytes("v_cvt_scalef32_sr_pk_fp4_f32 v8, 1.0, v4, v6\n", target("gfx950"), &err),
            (std::vector<uint8_t>{0x08, 0x00, 0x3e, 0xd2, 0xf2, 0x08, 0x1a, 0x04}))
      << err;
  EXPECT_EQ(assembleBytes("v_cvt_scalef32_sr_pk_fp4_f32 v8, 0, v4, v6\n", target("gfx950"), &err),
            (std::vector<uint8_t>{0x08, 0x00, 0x3e, 0xd2, 0x80, 0x08, 0x1a, 0x04}))
      << err;
  EXPECT_TRUE(assembleBytes("v_cvt_scalef32_sr_pk_fp4_f32 v8, 0x12345, v4, v6\n", target("gfx950"), &err).empty());
  int col = 0;
  EXPECT_EQ(firstError(err, &col), "literal operands are not supported");
  EXPECT_EQ(col, 34);
}

// The emulator: neg_lo/neg_hi on an integer dot product have no documented effect; the word is not run (the
// launch stops as unsupported, with the reason) and --fidelity says so.
TEST(ValuDotModifiers, EmulatorRefusesUndocumentedIntegerNegation) {
  const Target t = target("gfx906");
  Instruction inst;
  const std::vector<uint8_t> negated = {0x00, 0x40, 0xa8, 0xd3, 0x01, 0x05, 0x0e, 0x3c};
  const std::vector<uint8_t> plain = {0x00, 0x40, 0xa8, 0xd3, 0x01, 0x05, 0x0e, 0x1c};
  const std::vector<uint8_t> floatDot = {0x00, 0x40, 0xa3, 0xd3, 0x01, 0x05, 0x0e, 0x3c};
  ASSERT_TRUE(decodeOne(negated, t, inst));
  emu::VInst vi;
  std::string why;
  EXPECT_FALSE(emu::decodeValu(inst, t, vi, &why));
  EXPECT_NE(why.find("neg_lo/neg_hi on an integer dot product"), std::string::npos) << why;
  ASSERT_TRUE(decodeOne(plain, t, inst));
  EXPECT_TRUE(emu::decodeValu(inst, t, vi, &why)) << why;
  // a float dot product's neg_lo is its documented negation: run
  ASSERT_TRUE(decodeOne(floatDot, t, inst));
  EXPECT_TRUE(emu::decodeValu(inst, t, vi, &why)) << why;
  // gfx906's row is a feature variant of the GFX9 column; gfx900 (no dot1-insts) has none.
  for (const char* cpu : {"gfx1030", "gfx906", "gfx90a", "gfx942"}) {
    auto f = emu::instructionFidelity(cpu, "v_dot4_i32_i8");
    ASSERT_TRUE(f.has_value()) << cpu;
    EXPECT_EQ(f->instruction, "v_dot4_i32_i8") << cpu;
    EXPECT_NE(f->how.find("neg_lo/neg_hi"), std::string::npos) << cpu << ": " << f->how;
  }
  EXPECT_FALSE(emu::instructionFidelity("gfx900", "v_dot4_i32_i8").has_value());
}

// The facts above against an installed llvm-mc 22 (skipped without one).
TEST(ValuDotModifiers, LiveLlvmMc22AgreesWithTheFacts) {
  auto mc = findLlvmMc();
  if (!mc || mc->major != 22) GTEST_SKIP() << "llvm-mc 22 not installed";
  for (const Accepted& a : acceptedCases()) {
    RunResult r = runLlvmMc(*mc, std::string("-triple=amdgcn-amd-amdhsa -show-encoding -mcpu=") + a.cpu, std::string(a.line) + "\n");
    std::string encoding;
    char buf[8];
    for (size_t i = 0; i < a.bytes.size(); ++i) {
      std::snprintf(buf, sizeof buf, "%s0x%02x", i ? "," : "", a.bytes[i]);
      encoding += buf;
    }
    bool found = false;
    for (const std::string& l : r.out)
      found = found || (l.find(std::string(a.text) + " ") != std::string::npos && l.find("[" + encoding + "]") != std::string::npos);
    EXPECT_TRUE(found) << a.cpu << ": " << a.line << "\n" << r.err;
  }
  for (const Refused& f : refusedCases()) {
    RunResult r = runLlvmMc(*mc, std::string("-triple=amdgcn-amd-amdhsa -show-encoding -mcpu=") + f.cpu, std::string(f.line) + "\n");
    int col = 0;
    EXPECT_EQ(firstError(r.err, &col), f.message) << f.cpu << ": " << f.line;
    EXPECT_EQ(col, f.col) << f.cpu << ": " << f.line;
  }
  // llvm-mc 22's own encoding of the inline constant (s0, "Invalid immediate"): the reason gcnkit differs
  RunResult r = runLlvmMc(*mc, "-triple=amdgcn-amd-amdhsa -show-encoding -mcpu=gfx950", "v_cvt_scalef32_sr_pk_fp4_f32 v8, 1.0, v4, v6\n");
  bool invalid = false;
  for (const std::string& l : r.out) invalid = invalid || l.find("Invalid immediate") != std::string::npos;
  EXPECT_TRUE(invalid) << "llvm-mc 22 now encodes the inline constant: revisit ScaleConversionSourceKeepsGcnkitsBytes";
}

}  // namespace
}  // namespace gcnkit::test
