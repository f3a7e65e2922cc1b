// What the long differential hunt against llvm-mc 22 found (random words with GCNKIT_DIFF_WORDS/SEED/FOCUS, and
// tools/oracle/cross_processor_asm.py: the MI/MAI/GFX9/GFX10 golden inputs on every processor of their
// generation). Every byte and message here is llvm-mc 22's; the tests hold the facts without an installed llvm-mc.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "codec/codec.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

std::vector<uint8_t> bytes(std::initializer_list<int> b) { return {b.begin(), b.end()}; }

std::string errorsOf(const std::string& line, const char* cpu) {
  std::string errors;
  assembleBytes(line + "\n", target(cpu), &errors);
  return errors;
}

// The text gcnkit prints for a word, or "" when it refuses it.
std::string disassembled(std::vector<uint8_t> w, const char* cpu) {
  const Target t = target(cpu);
  w.resize(w.size() + 8, 0);
  Instruction inst;
  if (!decodeOne(w, t, inst)) return {};
  std::string text;
  printInstruction(inst, t, text);
  return text;
}

// src_lds_direct is gone on the gfx90a-insts processors: llvm-mc 22 refuses it in every VALU source there
// ("lds_direct is not supported on this GPU", before its src0-only and *rev* checks), and prints such words with
// a text it refuses, so gcnkit refuses the words.
TEST(ProcessorFindings, LdsDirectNotOnGfx90aInstsProcessors) {
  for (const char* cpu : {"gfx90a", "gfx942", "gfx950"}) {
    SCOPED_TRACE(cpu);
    EXPECT_NE(errorsOf("v_mov_b32 v8, src_lds_direct", cpu).find(":1:15: error: lds_direct is not supported on this GPU"),
              std::string::npos);
    EXPECT_NE(errorsOf("v_pk_add_f16 v1, src_lds_direct, v2", cpu).find(":1:18: error: lds_direct is not supported"),
              std::string::npos);
    EXPECT_NE(errorsOf("v_subrev_f32 v8, src_lds_direct, v4", cpu).find(":1:18: error: lds_direct is not supported"),
              std::string::npos);
    EXPECT_EQ(disassembled(bytes({0xfe, 0x02, 0x10, 0x7e}), cpu), "");
    EXPECT_EQ(disassembled(bytes({0x08, 0x00, 0x41, 0xd1, 0xfe, 0x00, 0x00, 0x00}), cpu), "");
  }
  EXPECT_EQ(assembleBytes("v_mov_b32 v8, src_lds_direct\n", target("gfx908")), bytes({0xfe, 0x02, 0x10, 0x7e}));
  EXPECT_EQ(assembleBytes("v_pk_add_f16 v1, src_lds_direct, v2\n", target("gfx908")),
            bytes({0x01, 0x40, 0x8f, 0xd3, 0xfe, 0x04, 0x02, 0x18}));
  EXPECT_NE(errorsOf("v_subrev_f32 v8, src_lds_direct, v4", "gfx908").find("lds_direct cannot be used with this instruction"),
            std::string::npos);
}

// The VOP3 (e64) form of a VOP1/VOP2/VOPC row reads src_lds_direct in src0 as the e32 form does (GFX9, GFX10):
// llvm-mc 22 prints these words exactly; gcnkit refused them.
TEST(ProcessorFindings, LdsDirectInVop3FormOfNarrowRows) {
  struct Case {
    const char* cpu;
    const char* text;
    std::vector<uint8_t> word;
  };
  const Case cases[] = {
      {"gfx908", "v_mov_b32_e64 v8, src_lds_direct", bytes({0x08, 0x00, 0x41, 0xd1, 0xfe, 0x00, 0x00, 0x00})},
      {"gfx900", "v_add_f32_e64 v8, src_lds_direct, v4", bytes({0x08, 0x00, 0x01, 0xd1, 0xfe, 0x08, 0x02, 0x00})},
      {"gfx1030", "v_cndmask_b32_e64 v8, src_lds_direct, s0, s0", bytes({0x08, 0x00, 0x01, 0xd5, 0xfe, 0x00, 0x00, 0x00})},
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(std::string(k.cpu) + ": " + k.text);
    EXPECT_EQ(disassembled(k.word, k.cpu), k.text);
    EXPECT_EQ(assembleBytes(std::string(k.text) + "\n", target(k.cpu)), k.word);
  }
}

// Before GFX10 an image address written as a register list is the tuple it spans, and obeys the tuple alignment
// of gfx90a-insts processors: llvm-mc 22 refuses [v1, v2] there as it refuses v[1:2] (gcnkit took it as v1).
TEST(ProcessorFindings, ImageAddressListIsAnAlignedTuple) {
  EXPECT_NE(errorsOf("image_sample v10, [v1, v2], s[8:15], s[16:19] dmask:0x1", "gfx90a")
                .find(":1:19: error: invalid operand for instruction"),
            std::string::npos);
  EXPECT_NE(errorsOf("image_load v[10:11], [v3, v4, v5, v6], s[8:15] dmask:0x3", "gfx90a")
                .find(":1:22: error: invalid operand for instruction"),
            std::string::npos);
  EXPECT_EQ(assembleBytes("image_sample v10, [v2, v3], s[8:15], s[16:19] dmask:0x1\n", target("gfx90a")),
            bytes({0x00, 0x01, 0x80, 0xf0, 0x02, 0x0a, 0x82, 0x00}));
  EXPECT_EQ(assembleBytes("image_sample v10, [v1, v2], s[8:15], s[16:19] dmask:0x1\n", target("gfx908")),
            bytes({0x00, 0x01, 0x80, 0xf0, 0x01, 0x0a, 0x82, 0x00}));
}

// `scc` where a buffer instruction's soffset goes: the cache-policy modifier where the processor has one of that name
// (gfx90a: then soffset is missing; gfx900: not supported there), the register src_scc on gfx940-insts processors,
// whose policy words are sc0/nt/sc1 (gcnkit read it as the modifier everywhere).
TEST(ProcessorFindings, SccInSoffsetPlaceOnGfx940InstsProcessors) {
  for (const char* cpu : {"gfx942", "gfx950"}) {
    SCOPED_TRACE(cpu);
    EXPECT_EQ(assembleBytes("buffer_load_dword v1, off, s[4:7], scc\n", target(cpu)),
              bytes({0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x01, 0xfd}));
    EXPECT_EQ(assembleBytes("tbuffer_load_format_x v1, off, s[4:7], scc\n", target(cpu)),
              bytes({0x00, 0x00, 0x08, 0xe8, 0x00, 0x01, 0x01, 0xfd}));
    EXPECT_EQ(assembleBytes("buffer_load_dword v1, off, s[4:7], scc sc1\n", target(cpu)),
              bytes({0x00, 0x80, 0x50, 0xe0, 0x00, 0x01, 0x01, 0xfd}));
  }
  EXPECT_NE(errorsOf("buffer_load_dword v1, off, s[4:7], scc", "gfx900").find(":1:36: error: scc modifier is not supported on this GPU"),
            std::string::npos);
  EXPECT_NE(errorsOf("buffer_load_dword v1, off, s[4:7], scc", "gfx90a").find(":1:36: error: invalid operand for instruction"),
            std::string::npos);
}

// AGPR 16 as a memory operand (gfx90a+ take AGPR data): `a16` is the register where an operand stands (first, or
// after a comma) and the a16 modifier after a blank, as LLVM reads it (gcnkit took it as the modifier everywhere).
// And gfx90a's MIMG scc right after srsrc (no dmask before it) is the modifier, not a fourth operand.
TEST(ProcessorFindings, Agpr16AndImageSccWhereLlvmReadsThem) {
  struct Case {
    const char* cpu;
    const char* text;
    std::vector<uint8_t> word;
  };
  const Case cases[] = {
      {"gfx90a", "buffer_load_dword a16, off, s[32:35], s0", bytes({0x00, 0x00, 0x50, 0xe0, 0x00, 0x10, 0x88, 0x00})},
      {"gfx942", "tbuffer_load_format_x a16, off, s[32:35], s0", bytes({0x00, 0x00, 0x08, 0xe8, 0x00, 0x10, 0x88, 0x00})},
      {"gfx90a", "ds_write_b32 v1, a16", bytes({0x00, 0x00, 0x1a, 0xda, 0x01, 0x10, 0x00, 0x00})},
      {"gfx90a", "flat_atomic_or a16, v[0:1], a132 offset:264 glc", bytes({0x08, 0x01, 0x25, 0xdd, 0x00, 0x84, 0x80, 0x10})},
      {"gfx90a", "global_atomic_or v[0:1], a16, off", bytes({0x00, 0x80, 0x24, 0xdd, 0x00, 0x10, 0xff, 0x00})},
      {"gfx90a", "image_load v[0:3], v4, s[8:15] dmask:0xf a16", bytes({0x00, 0x8f, 0x00, 0xf0, 0x04, 0x00, 0x02, 0x00})},
      {"gfx90a", "image_load v0, v64, s[32:39] scc", bytes({0x80, 0x00, 0x00, 0xf0, 0x40, 0x00, 0x08, 0x00})},
      {"gfx90a", "image_load_mip v0, v16, s[48:55] scc d16", bytes({0x80, 0x00, 0x04, 0xf0, 0x10, 0x00, 0x0c, 0x80})},
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(std::string(k.cpu) + ": " + k.text);
    EXPECT_EQ(assembleBytes(std::string(k.text) + "\n", target(k.cpu)), k.word);
    EXPECT_EQ(disassembled(k.word, k.cpu), k.text);
  }
  EXPECT_NE(errorsOf("image_load v0, v64, s[32:39] scc", "gfx908").find(":1:30: error: scc modifier is not supported on this GPU"),
            std::string::npos);
}

// The SDWA forms of the float-to-integer conversions take no omod (GFX9, GFX10: llvm-mc 22 refuses the line and
// calls the word an invalid encoding); their e64 forms do.
TEST(ProcessorFindings, NoSdwaOmodOnIntegerResults) {
  for (const char* cpu : {"gfx900", "gfx90a", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    EXPECT_NE(errorsOf("v_cvt_norm_i16_f16_sdwa v72, v56 mul:4 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0", cpu)
                  .find(":1:34: error: invalid operand for instruction"),
              std::string::npos);
    for (const char* row : {"v_cvt_u32_f32", "v_cvt_i32_f32", "v_cvt_u16_f16", "v_cvt_i16_f16", "v_frexp_exp_i16_f16",
                            "v_cvt_norm_u16_f16"})
      EXPECT_NE(errorsOf(std::string(row) + "_sdwa v72, v56 mul:2", cpu).find("error: invalid operand for instruction"),
                std::string::npos)
          << row;
    EXPECT_EQ(disassembled(bytes({0xf9, 0x9a, 0x90, 0x7e, 0x38, 0x90, 0x80, 0x00}), cpu), "");
  }
  EXPECT_EQ(assembleBytes("v_cvt_f32_i32_sdwa v72, v56 mul:2\n", target("gfx900")),
            bytes({0xf9, 0x0a, 0x90, 0x7e, 0x38, 0x56, 0x06, 0x00}));
}

// GFX10 (gfx1010-gfx1013, as GFX10.3) has 16-bit gradients of their own (_g16): a16 leaves the gradients of
// image_sample_d/cd* 32-bit, and llvm-mc 22 sizes the address so (gcnkit packed them as on GFX9).
TEST(ProcessorFindings, Gfx10A16KeepsGradients32Bit) {
  for (const char* cpu : {"gfx1010", "gfx1012", "gfx1013"}) {
    SCOPED_TRACE(cpu);
    const char* cd = "image_sample_cd_cl v[0:1], v[6:13], s[0:7], s[4:7] dmask:0xc dim:SQ_RSRC_IMG_3D a16";
    const auto cdWord = bytes({0x10, 0x0c, 0xa4, 0xf1, 0x06, 0x00, 0x20, 0x40});
    EXPECT_EQ(assembleBytes(std::string(cd) + "\n", target(cpu)), cdWord);
    EXPECT_EQ(disassembled(cdWord, cpu), cd);
    EXPECT_EQ(assembleBytes("image_sample_d v[0:3], v[6:10], s[0:7], s[4:7] dmask:0xf dim:SQ_RSRC_IMG_2D a16\n", target(cpu)),
              bytes({0x08, 0x0f, 0x88, 0xf0, 0x06, 0x00, 0x20, 0x40}));
    EXPECT_NE(errorsOf("image_sample_d v[0:3], v[6:9], s[0:7], s[4:7] dmask:0xf dim:SQ_RSRC_IMG_2D a16", cpu)
                  .find(":1:1: error: image address size does not match dim and a16"),
              std::string::npos);
  }
}

// gfx1013 has LLVM's gfx10-a-encoding (as gfx1030+ do; gfx1010-gfx1012 do not): image_bvh_intersect_ray,
// image_bvh64_intersect_ray and image_msaa_load, with the GFX10.3 opcodes and rules. gcnkit refused them there.
struct Gfx10ACase {
  const char* text;
  std::vector<uint8_t> word;
};
const Gfx10ACase kGfx10ACases[] = {
    {"image_bvh_intersect_ray v[4:7], v[9:19], s[4:7]", bytes({0x01, 0x9f, 0x98, 0xf1, 0x09, 0x04, 0x01, 0x00})},
    {"image_bvh_intersect_ray v[4:7], v[9:16], s[4:7] a16", bytes({0x01, 0x9f, 0x98, 0xf1, 0x09, 0x04, 0x01, 0x40})},
    {"image_bvh64_intersect_ray v[4:7], v[9:20], s[4:7]", bytes({0x01, 0x9f, 0x9c, 0xf1, 0x09, 0x04, 0x01, 0x00})},
    {"image_bvh64_intersect_ray v[4:7], v[9:17], s[4:7] a16", bytes({0x01, 0x9f, 0x9c, 0xf1, 0x09, 0x04, 0x01, 0x40})},
    {"image_bvh_intersect_ray v[4:7], [v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19], s[4:7]",
     bytes({0x07, 0x9f, 0x98, 0xf1, 0x09, 0x04, 0x01, 0x00, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13,
            0x00, 0x00})},
    {"image_msaa_load v[1:4], v[5:7], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA",
     bytes({0x31, 0x0f, 0x00, 0xf0, 0x05, 0x01, 0x02, 0x00})},
    {"image_msaa_load v[1:2], v[5:8], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY",
     bytes({0x39, 0x03, 0x00, 0xf0, 0x05, 0x01, 0x02, 0x00})},
    {"image_msaa_load v[1:2], v[5:6], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA a16",
     bytes({0x31, 0x03, 0x00, 0xf0, 0x05, 0x01, 0x02, 0x40})},
    {"image_msaa_load v1, v[5:7], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA d16",
     bytes({0x31, 0x03, 0x00, 0xf0, 0x05, 0x01, 0x02, 0x80})},
    {"image_msaa_load v[1:2], [v5, v9, v3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA tfe",
     bytes({0x33, 0x01, 0x01, 0xf0, 0x05, 0x01, 0x02, 0x00, 0x09, 0x03, 0x00, 0x00})},
};

TEST(ProcessorFindings, Gfx10AEncodingImageRowsOnGfx1013) {
  for (const char* cpu : {"gfx1013", "gfx1030"}) {
    for (const Gfx10ACase& k : kGfx10ACases) {
      SCOPED_TRACE(std::string(cpu) + ": " + k.text);
      EXPECT_EQ(assembleBytes(std::string(k.text) + "\n", target(cpu)), k.word);
      EXPECT_EQ(disassembled(k.word, cpu), k.text);
    }
    // the rules stay those of GFX10.3: llvm-mc 22's messages on gfx1013 and gfx1030 alike
    SCOPED_TRACE(cpu);
    EXPECT_NE(errorsOf("image_msaa_load v1, v[5:7], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D", cpu)
                  .find(":1:47: error: invalid dim; must be MSAA type"),
              std::string::npos);
    EXPECT_NE(errorsOf("image_bvh_intersect_ray v[4:7], v[9:15], s[4:7]", cpu).find(":1:33: error: invalid operand for instruction"),
              std::string::npos);
    // (llvm-mc 22 says "operands are not valid for this GPU or mode" at 1:1; gcnkit refuses it at the tuple)
    EXPECT_NE(errorsOf("image_bvh_intersect_ray v[4:7], [v9, v10, v[11:13], v[14:16], v[17:19]], s[4:7]", cpu)
                  .find(": error: "),
              std::string::npos);
  }
}

// gfx1010-gfx1012 lack gfx10-a-encoding: llvm-mc 22 refuses the lines ("instruction not supported on this GPU")
// and calls the words invalid encodings.
TEST(ProcessorFindings, Gfx10AEncodingImageRowsNotOnGfx1010To1012) {
  for (const char* cpu : {"gfx1010", "gfx1011", "gfx1012"}) {
    for (const Gfx10ACase& k : kGfx10ACases) {
      SCOPED_TRACE(std::string(cpu) + ": " + k.text);
      EXPECT_NE(errorsOf(k.text, cpu).find(":1:1: error: instruction not supported on this GPU"), std::string::npos);
      EXPECT_EQ(disassembled(k.word, cpu), "");
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
