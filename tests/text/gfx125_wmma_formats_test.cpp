// GFX12.5's v_wmma_f32_16x16x128_f8f6f4: matrix_a_fmt (OPSEL) and matrix_b_fmt (OPSEL_HI) name A's and B's formats
// (MATRIX_FMT_FP8, BF8, FP6, BF6, FP4, or 0-4), which decide their widths (16, 16, 12, 12, 8 VGPRs), checked after the
// match ("wrong register tuple size for ..."). Every byte, text, message and column below is llvm-mc 22's
// (-mcpu=gfx1250).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx125WmmaFormats, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], s[8:23], v[24:39], v[40:47]", {}, "37: error: invalid operand for instruction"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:11], v[24:39], v[40:47]", {}, "37: error: invalid operand for instruction"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[40:47]", {}, "37: error: wrong register tuple size for MATRIX_FMT_FP8"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[40:47] matrix_a_fmt:4 matrix_b_fmt:4",
       {0x00, 0x60, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[40:47] matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4",
       {0x00, 0x60, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:35], v[40:47] matrix_a_fmt:MATRIX_FMT_FP6 matrix_b_fmt:MATRIX_FMT_FP4", {}, "37: error: wrong register tuple size for MATRIX_FMT_FP6"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:39], v[40:47] matrix_b_fmt:MATRIX_FMT_FP4", {}, "37: error: wrong register tuple size for MATRIX_FMT_FP8"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_BF6",
       {0x00, 0x18, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_FP6",
       {0x00, 0x10, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], 1.0",
       {0x00, 0x00, 0x33, 0xcc, 0x08, 0x31, 0xca, 0x03}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47]",
       {0x00, 0x00, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt", {}, "65: error: invalid operand for instruction"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:", {}, "78: error: unknown token in expression"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:-1", {}, "78: error: invalid matrix_a_fmt value"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:1+0",
       {0x00, 0x08, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:5", {}, "78: error: invalid matrix_a_fmt value"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_BF8",
       {0x00, 0x08, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_BF8 matrix_a_fmt:MATRIX_FMT_BF8", {}, "93: error: not a valid operand."},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_FP6", {}, "37: error: wrong register tuple size for MATRIX_FMT_FP6"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_FP6 matrix_b_fmt:MATRIX_FMT_FP4", {}, "37: error: wrong register tuple size for MATRIX_FMT_FP6"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_FP8",
       {0x00, 0x00, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_XX", {}, "78: error: invalid matrix_a_fmt value"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_a_fmt:x", {}, "78: error: invalid matrix_a_fmt value"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_b_fmt:MATRIX_FMT_BF8 neg_lo:[0,0,1]",
       {0x00, 0x00, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x8c}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_b_fmt:MATRIX_FMT_FP4", {}, "46: error: wrong register tuple size for MATRIX_FMT_FP4"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_b_fmt:MATRIX_FMT_FP8 matrix_a_fmt:MATRIX_FMT_BF8", {}, "93: error: not a valid operand."},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] neg_hi:[0,1,0]", {}, "65: error: invalid neg_hi operand"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] neg_lo:[0,0,1] matrix_b_fmt:MATRIX_FMT_BF8", {}, "80: error: invalid operand for instruction"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] neg_lo:[0,0,1] neg_hi:[0,0,1]",
       {0x00, 0x04, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x84}, ""},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] neg_lo:[1,0,0]", {}, "65: error: invalid neg_lo operand"},
      {"gfx1250", "", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[9:24], v[24:39], v[40:47]", {}, "37: error: invalid operand for instruction"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx125WmmaFormats, ListedAndDisassembledAsLlvmMc22) {
  EXPECT_EQ(listedLine("gfx1250", "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[40:47] matrix_a_fmt:4 "
                                  "matrix_b_fmt:4"),
            "\tv_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[40:47] matrix_a_fmt:MATRIX_FMT_FP4 "
            "matrix_b_fmt:MATRIX_FMT_FP4");
  expectPrintedWords("gfx1250", {
      {{0x00, 0x00, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47]"},
      {{0x00, 0x00, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x0c},
       "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[40:47] matrix_b_fmt:MATRIX_FMT_BF8"},
      {{0x00, 0x60, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04},
       "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[40:47] matrix_a_fmt:MATRIX_FMT_FP4 "
       "matrix_b_fmt:MATRIX_FMT_FP4"},
      {{0x00, 0x10, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04},
       "v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[40:47] matrix_a_fmt:MATRIX_FMT_FP6"},
      // (a format beyond FP4: llvm-mc 22 prints matrix_a_fmt:7, which it refuses to assemble)
      {{0x00, 0x38, 0x33, 0xcc, 0x08, 0x31, 0xa2, 0x04}, "(invalid)"},
  });
}

}  // namespace
}  // namespace gcnkit::test
