// Processors, not generations: the instructions a processor has by its features, with bytes and messages from
// llvm-mc 22 (the cases the processor work named: wrong bytes before, refusals where llvm-mc assembles).
#include <gtest/gtest.h>

#include "codec/codec.h"
#include "isa/ops.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

std::vector<uint8_t> bytes(std::initializer_list<int> b) { return {b.begin(), b.end()}; }

std::string decodedText(const std::vector<uint8_t>& word, const char* cpu) {
  const Target t = target(cpu);
  Instruction inst;
  if (!decodeOne(word, t, inst)) return "(invalid)";
  std::string text;
  printInstruction(inst, t, text);
  return text;
}

TEST(ProcessorFeatures, FeaturesComeFromTheProcessorTable) {
  EXPECT_TRUE(target("gfx906").has(kFeatDlInsts));
  EXPECT_FALSE(target("gfx900").has(kFeatDlInsts));
  EXPECT_TRUE(target("gfx900").has(kFeatMadMixInsts));
  EXPECT_FALSE(target("gfx906").has(kFeatMadMixInsts));
  EXPECT_TRUE(target("gfx90a").has(kFeatAlignedVgprs));
  EXPECT_FALSE(target("gfx908").has(kFeatAlignedVgprs));
  EXPECT_TRUE(target("gfx942").has(kFeatGfx940Insts));
  EXPECT_TRUE(target("gfx1011").has(kFeatDot10Insts));
  EXPECT_FALSE(target("gfx1013").has(kFeatDot10Insts));
  EXPECT_TRUE(target("gfx1013").has(kFeatGfx10AEncoding));  // its ray-tracing rows (processor_findings_test)
  EXPECT_TRUE(target("gfx1030").has(kFeatGfx10AEncoding));
  EXPECT_FALSE(target("gfx1012").has(kFeatGfx10AEncoding));
  EXPECT_EQ(findProcessor("gfx1036")->gen, Gen::GFX10_3);
  EXPECT_EQ(findProcessor("gfx950")->elfMach, 0x04fu);
}

TEST(ProcessorFeatures, DlInstructionsOnGfx906AndNotOnGfx900) {
  EXPECT_EQ(assembleBytes("v_fmac_f32 v0, v1, v2\n", target("gfx906")), bytes({0x01, 0x05, 0x00, 0x76}));
  EXPECT_EQ(assembleBytes("v_dot2_f32_f16 v0, v1, v2, v3\n", target("gfx906")),
            bytes({0x00, 0x40, 0xa3, 0xd3, 0x01, 0x05, 0x0e, 0x1c}));
  EXPECT_EQ(assembleBytes("v_fma_mix_f32 v0, v1, v2, v3\n", target("gfx906")),
            bytes({0x00, 0x00, 0xa0, 0xd3, 0x01, 0x05, 0x0e, 0x04}));
  std::string err;
  EXPECT_TRUE(assembleBytes("v_fmac_f32 v0, v1, v2\n", target("gfx900"), &err).empty());
  EXPECT_NE(err.find("instruction not supported on this GPU"), std::string::npos) << err;
  EXPECT_TRUE(assembleBytes("v_mad_mix_f32 v0, v1, v2, v3\n", target("gfx906"), &err).empty());
  EXPECT_NE(err.find("instruction not supported on this GPU"), std::string::npos) << err;
  // The same VOP3P opcode is v_mad_mix_f32 on gfx900 and v_fma_mix_f32 on gfx906.
  const auto mix = bytes({0x00, 0x00, 0xa0, 0xd3, 0x01, 0x05, 0x0e, 0x04});
  EXPECT_EQ(decodedText(mix, "gfx900"), "v_mad_mix_f32 v0, v1, v2, v3");
  EXPECT_EQ(decodedText(mix, "gfx906"), "v_fma_mix_f32 v0, v1, v2, v3");
  EXPECT_EQ(decodedText(bytes({0x01, 0x05, 0x00, 0x76}), "gfx900"), "(invalid)");
}

TEST(ProcessorFeatures, DotInstructionsOnGfx1011AndNotOnGfx1010) {
  EXPECT_EQ(assembleBytes("v_dot2_f32_f16 v0, v1, v2, v3\n", target("gfx1011")),
            bytes({0x00, 0x40, 0x13, 0xcc, 0x01, 0x05, 0x0e, 0x1c}));
  EXPECT_TRUE(assembleBytes("v_dot2_f32_f16 v0, v1, v2, v3\n", target("gfx1010")).empty());
}

TEST(ProcessorFeatures, Gfx90aVop2Opcode4IsNotMulLegacy) {
  // gfx90a's VOP2 opcode 4 is v_fmac_f64, and v_mul_legacy_f32 is VOP3-only there.
  EXPECT_EQ(decodedText(bytes({0x02, 0x05, 0x00, 0x08}), "gfx90a"), "v_fmac_f64_e32 v[0:1], v[2:3], v[2:3]");
  EXPECT_EQ(assembleBytes("v_fmac_f64 v[0:1], v[2:3], v[2:3]\n", target("gfx90a")), bytes({0x02, 0x05, 0x00, 0x08}));
  EXPECT_TRUE(assembleBytes("v_fmac_f64 v[0:1], v[2:3], v[2:3]\n", target("gfx908")).empty());
  EXPECT_EQ(decodedText(bytes({0x02, 0x05, 0x00, 0x08}), "gfx906"), "v_mul_legacy_f32_e32 v0, v2, v2");
  EXPECT_EQ(assembleBytes("v_mul_legacy_f32 v0, v1, v2\n", target("gfx90a")),
            bytes({0x00, 0x00, 0xa1, 0xd2, 0x01, 0x05, 0x02, 0x00}));
  EXPECT_EQ(assembleBytes("v_mul_legacy_f32 v0, v1, v2\n", target("gfx906")), bytes({0x01, 0x05, 0x00, 0x08}));
}

TEST(ProcessorFeatures, OddVgprTuplesAreRefusedOnGfx90a) {
  std::string err;
  EXPECT_TRUE(assembleBytes("v_add_f64 v[1:2], v[2:3], v[4:5]\n", target("gfx90a"), &err).empty());
  EXPECT_NE(err.find("invalid operand for instruction"), std::string::npos) << err;
  EXPECT_FALSE(assembleBytes("v_add_f64 v[1:2], v[2:3], v[4:5]\n", target("gfx908")).empty());
  EXPECT_FALSE(assembleBytes("v_add_f64 v[2:3], v[2:3], v[4:5]\n", target("gfx90a")).empty());
}

TEST(ProcessorFeatures, Gfx942NamesTheCacheBitsSc0AndNt) {
  const auto load = bytes({0x00, 0x80, 0x53, 0xdc, 0x02, 0x00, 0x7f, 0x01});
  EXPECT_EQ(assembleBytes("global_load_dword v1, v[2:3], off sc0 nt\n", target("gfx942")), load);
  EXPECT_EQ(decodedText(load, "gfx942"), "global_load_dword v1, v[2:3], off sc0 nt");
  EXPECT_EQ(decodedText(load, "gfx90a"), "global_load_dword v1, v[2:3], off glc slc");
  EXPECT_TRUE(assembleBytes("global_load_dword v1, v[2:3], off glc\n", target("gfx942")).empty());
}

// The GFX9 cache bit of gfx90a-insts processors: scc on gfx90a, sc1 on gfx940+, no name (refused) elsewhere.
TEST(ProcessorFeatures, SccAndSc1CacheBits) {
  const auto load = bytes({0x00, 0x80, 0x50, 0xde, 0x02, 0x00, 0x7f, 0x01});  // bit 25
  EXPECT_EQ(assembleBytes("global_load_dword v1, v[2:3], off scc\n", target("gfx90a")), load);
  EXPECT_EQ(assembleBytes("global_load_dword v1, v[2:3], off sc1\n", target("gfx942")), load);
  EXPECT_EQ(decodedText(load, "gfx90a"), "global_load_dword v1, v[2:3], off scc");
  EXPECT_EQ(decodedText(load, "gfx950"), "global_load_dword v1, v[2:3], off sc1");
  EXPECT_EQ(decodedText(load, "gfx908"), "(invalid)");
  const auto buf = bytes({0x00, 0x80, 0x50, 0xe0, 0x00, 0x01, 0x01, 0x80});  // MUBUF bit 15
  EXPECT_EQ(decodedText(buf, "gfx90a"), "buffer_load_dword v1, off, s[4:7], 0 scc");
  EXPECT_EQ(assembleBytes("buffer_load_dword v1, off, s[4:7], 0 sc1\n", target("gfx942")), buf);
  std::string err;
  EXPECT_TRUE(assembleBytes("buffer_load_dword v1, off, s[4:7], 0 scc\n", target("gfx908"), &err).empty());
  EXPECT_NE(err.find("scc modifier is not supported on this GPU"), std::string::npos) << err;
  EXPECT_TRUE(assembleBytes("global_atomic_add v1, v[2:3], v4, off\n", target("gfx942"), &err).empty());
  EXPECT_NE(err.find("instruction must use sc0"), std::string::npos) << err;
}

// gfx90a+ name DPP control codes 0x150-0x15f row_newbcast (GFX10's row_share codes); gfx908 has no name for them.
TEST(ProcessorFeatures, RowNewbcastOnGfx90aInsts) {
  const auto word = bytes({0xfa, 0x02, 0x00, 0x7e, 0x01, 0x57, 0x09, 0x35});
  EXPECT_EQ(decodedText(word, "gfx90a"), "v_mov_b32_dpp v0, v1 row_newbcast:7 row_mask:0x3 bank_mask:0x5 bound_ctrl:1");
  EXPECT_EQ(decodedText(word, "gfx908"), "(invalid)");
  EXPECT_EQ(assembleBytes("v_mov_b32_dpp v0, v1 row_newbcast:7 row_mask:0x3 bank_mask:0x5 bound_ctrl:0\n", target("gfx942")),
            word);
  std::string err;
  EXPECT_TRUE(assembleBytes("v_mov_b32_dpp v0, v1 row_newbcast:16\n", target("gfx90a"), &err).empty());
  EXPECT_NE(err.find("invalid row_newbcast value"), std::string::npos) << err;
  EXPECT_TRUE(assembleBytes("v_mov_b32_dpp v0, v1 row_newbcast:1\n", target("gfx908")).empty());
}

// Memory instructions llvm-mc 22 no longer has on gfx90a (the ds_*_src2 ops, ds_ordered_count) or gfx940+ (MIMG,
// the L1 invalidates, buffer_store_lds_dword) are refused there by feature, as llvm-mc refuses them, and their
// words are not decoded (llvm-mc 22: "invalid instruction encoding").
TEST(ProcessorFeatures, MemoryInstructionsDroppedOnGfx90aAndGfx940) {
  const char* const cases[][3] = {
      // line, a processor that has it, one that has not
      {"ds_add_src2_u32 v1\n", "gfx908", "gfx90a"},
      {"ds_max_src2_f64 v1 offset:8\n", "gfx906", "gfx942"},
      {"ds_ordered_count v1, v2 offset:4 gds\n", "gfx908", "gfx90a"},
      {"buffer_wbinvl1_vol\n", "gfx90a", "gfx942"},
      {"buffer_wbinvl1\n", "gfx90a", "gfx950"},
      {"image_load v[0:3], v2, s[4:11] dmask:0xf\n", "gfx90a", "gfx942"},
      {"image_atomic_add v1, v2, s[4:11] dmask:0x1\n", "gfx90a", "gfx950"},
  };
  for (const auto& [line, has, lacks] : cases) {
    const auto word = assembleBytes(line, target(has));
    EXPECT_FALSE(word.empty()) << has << ": " << line;
    std::string err;
    EXPECT_TRUE(assembleBytes(line, target(lacks), &err).empty()) << lacks << ": " << line;
    EXPECT_NE(err.find("instruction not supported on this GPU"), std::string::npos) << lacks << ": " << err;
    if (!word.empty()) {
      EXPECT_EQ(decodedText(word, lacks), "(invalid)") << lacks << ": " << line;
    }
  }
}

// gfx90a+ DPP of instructions with a 64-bit operand (dpp-64bit): VOP1/VOP2 rows only, row_newbcast only.
// Bytes and messages from llvm-mc 22.
TEST(ProcessorFeatures, DpAluDppOnGfx90a) {
  EXPECT_EQ(assembleBytes("v_ceil_f64 v[0:1], -v[2:3] row_newbcast:15 row_mask:0x3 bank_mask:0x5 bound_ctrl:0\n",
                          target("gfx90a")),
            bytes({0xfa, 0x30, 0x00, 0x7e, 0x02, 0x5f, 0x19, 0x35}));
  EXPECT_EQ(assembleBytes("v_fmac_f64 v[0:1], -v[2:3], |v[4:5]| row_newbcast:3\n", target("gfx942")),
            bytes({0xfa, 0x08, 0x00, 0x08, 0x02, 0x53, 0x91, 0xff}));
  EXPECT_EQ(assembleBytes("v_mov_b64 v[0:1], v[2:3] row_newbcast:1\n", target("gfx950")),
            bytes({0xfa, 0x70, 0x00, 0x7e, 0x02, 0x51, 0x01, 0xff}));
  EXPECT_EQ(decodedText(bytes({0xfa, 0x08, 0x00, 0x7e, 0x02, 0x52, 0x01, 0xff}), "gfx90a"),
            "v_cvt_f64_i32_dpp v[0:1], v2 row_newbcast:2 row_mask:0xf bank_mask:0xf");
  // Other controls: refused in text, lossy in llvm-mc's disassembly ("DP ALU dpp only supports row_newbcast").
  std::string err;
  EXPECT_TRUE(assembleBytes("v_cvt_f64_i32 v[0:1], v2 quad_perm:[1,0,3,2]\n", target("gfx90a"), &err).empty());
  EXPECT_NE(err.find(":1:26: error: DP ALU dpp only supports row_newbcast"), std::string::npos) << err;
  EXPECT_TRUE(assembleBytes("v_ceil_f64 v[0:1], v[2:3] row_shl:1\n", target("gfx942"), &err).empty());
  EXPECT_NE(err.find(":1:27: error: DP ALU dpp only supports row_newbcast"), std::string::npos) << err;
  EXPECT_EQ(decodedText(bytes({0xfa, 0x30, 0x00, 0x7e, 0x02, 0xe4, 0x00, 0xff}), "gfx90a"), "(invalid)");
  EXPECT_EQ(decodedText(bytes({0xfa, 0x30, 0x00, 0x7e, 0x02, 0x52, 0x05, 0xff}), "gfx90a"), "(invalid)");  // bit 18
  // The same words before dpp-64bit: v_cvt_f64_i32 has GFX9 DPP with every control, v_ceil_f64 none.
  EXPECT_EQ(decodedText(bytes({0xfa, 0x08, 0x00, 0x7e, 0x02, 0xe4, 0x00, 0xff}), "gfx908"),
            "v_cvt_f64_i32_dpp v[0:1], v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf");
  EXPECT_TRUE(assembleBytes("v_ceil_f64 v[0:1], v[2:3] row_newbcast:1\n", target("gfx908")).empty());
  // No DPP of the 64-bit compares.
  EXPECT_TRUE(assembleBytes("v_cmp_eq_f64 vcc, v[2:3], v[4:5] row_newbcast:1\n", target("gfx90a"), &err).empty());
  EXPECT_NE(err.find("not a valid operand."), std::string::npos) << err;
}

// gfx950's v_bitop3_b32/b16: the truth table `bitop3:` in the NEG (2:0), ABS (5:3) and OMOD (7:6) bits.
TEST(ProcessorFeatures, Bitop3OnGfx950) {
  const Target t = target("gfx950");
  EXPECT_EQ(assembleBytes("v_bitop3_b32 v0, v1, v2, v3 bitop3:0x12\n", t),
            bytes({0x00, 0x02, 0x34, 0xd2, 0x01, 0x05, 0x0e, 0x44}));
  EXPECT_EQ(assembleBytes("v_bitop3_b32 v0, s1, 1.0, v3 bitop3:-1\n", t),
            bytes({0x00, 0x07, 0x34, 0xd2, 0x01, 0xe4, 0x0d, 0xfc}));
  EXPECT_EQ(assembleBytes("v_bitop3_b16 v0, v1, v2, v3 bitop3:0x12 op_sel:[1,1,1,1]\n", t),
            bytes({0x00, 0x7a, 0x33, 0xd2, 0x01, 0x05, 0x0e, 0x44}));
  EXPECT_EQ(decodedText(bytes({0x00, 0x01, 0x34, 0xd2, 0x01, 0x05, 0x0e, 0x44}), "gfx950"),
            "v_bitop3_b32 v0, v1, v2, v3 bitop3:10");
  EXPECT_EQ(decodedText(bytes({0x00, 0x01, 0x34, 0xd2, 0x01, 0x05, 0x0e, 0x64}), "gfx950"),
            "v_bitop3_b32 v0, v1, v2, v3 bitop3:0xb");
  EXPECT_EQ(decodedText(bytes({0x00, 0x7a, 0x33, 0xd2, 0x01, 0x05, 0x0e, 0x44}), "gfx950"),
            "v_bitop3_b16 v0, v1, v2, v3 bitop3:0x12 op_sel:[1,1,1,1]");
  std::string err;
  EXPECT_TRUE(assembleBytes("v_bitop3_b16 v0, v1, v2, v3 op_sel:[1,1,1,1] bitop3:0x12\n", t, &err).empty());
  EXPECT_NE(err.find(":1:46: error: not a valid operand."), std::string::npos) << err;
  EXPECT_TRUE(assembleBytes("v_bitop3_b32 v0, v1, v2, v3 bitop3:1 bitop3:2\n", t, &err).empty());
  EXPECT_NE(err.find(":1:38: error: not a valid operand."), std::string::npos) << err;
  EXPECT_TRUE(assembleBytes("v_bitop3_b32 v0, v1, v2, v3 mul:2\n", t, &err).empty());
  EXPECT_NE(err.find(":1:29: error: not a valid operand."), std::string::npos) << err;
}

// gfx950's v_cvt_scalef32_pk_fp4_{f16,bf16} write one byte of a destination they also read: like gfx940's
// v_cvt_sr_fp8_f32, llvm-mc 22 gives their op_sel four entries (the third is the src2 bit 13, the fourth the
// destination's bit 14). gcnkit used to read the third entry as the destination's: wrong bytes.
TEST(ProcessorFeatures, FourEntryOpSelOfTheFp4ByteWriters) {
  const Target t = target("gfx950");
  for (auto [name, op] : {std::pair{"v_cvt_scalef32_pk_fp4_bf16", 0x4d}, {"v_cvt_scalef32_pk_fp4_f16", 0x4c}}) {
    SCOPED_TRACE(name);
    const std::string mn = name;
    EXPECT_EQ(assembleBytes(mn + " v4, v1, v2 op_sel:[0,0,1,0]\n", t), bytes({0x04, 0x20, op, 0xd2, 0x01, 0x05, 0x02, 0x00}));
    EXPECT_EQ(assembleBytes(mn + " v4, v1, v2 op_sel:[0,0,0,1]\n", t), bytes({0x04, 0x40, op, 0xd2, 0x01, 0x05, 0x02, 0x00}));
    EXPECT_EQ(assembleBytes(mn + " v4, v1, v2 op_sel:[0,0,1]\n", t), bytes({0x04, 0x20, op, 0xd2, 0x01, 0x05, 0x02, 0x00}));
    EXPECT_EQ(assembleBytes(mn + " v4, v1, v2 op_sel:[1,1,1,1]\n", t), bytes({0x04, 0x78, op, 0xd2, 0x01, 0x05, 0x02, 0x00}));
    EXPECT_EQ(decodedText(bytes({0x04, 0x40, op, 0xd2, 0x01, 0x05, 0x02, 0x00}), "gfx950"), mn + " v4, v1, v2 op_sel:[0,0,0,1]");
    EXPECT_EQ(decodedText(bytes({0x04, 0x20, op, 0xd2, 0x01, 0x05, 0x02, 0x00}), "gfx950"), mn + " v4, v1, v2 op_sel:[0,0,1,0]");
  }
  // A two-source row without the tied byte keeps three entries: the third is the destination's bit 14.
  EXPECT_EQ(assembleBytes("v_cvt_pk_fp8_f32 v4, v1, v2 op_sel:[0,0,1]\n", t), bytes({0x04, 0x40, 0xa2, 0xd2, 0x01, 0x05, 0x02, 0x00}));
}

// gfx950 loads 12 and 16 bytes a lane into LDS: buffer_load_dwordx3/x4 take `lds` there (a GCN_MEM_VARIANT row
// generated by probing every GFX9 processor); gfx942 refuses them as llvm-mc 22 does.
TEST(ProcessorFeatures, BufferLoadDwordx3x4LdsOnGfx950) {
  const Target t950 = target("gfx950"), t942 = target("gfx942");
  EXPECT_EQ(assembleBytes("buffer_load_dwordx3 v0, s[4:7], 0 offen lds\n", t950),
            bytes({0x00, 0x10, 0x59, 0xe0, 0x00, 0x00, 0x01, 0x80}));
  EXPECT_EQ(assembleBytes("buffer_load_dwordx4 off, s[4:7], s2 offset:16 lds\n", t950),
            bytes({0x10, 0x00, 0x5d, 0xe0, 0x00, 0x00, 0x01, 0x02}));
  EXPECT_EQ(assembleBytes("buffer_load_dwordx4 v0, s[4:7], 0 idxen sc0 lds\n", t950),
            bytes({0x00, 0x60, 0x5d, 0xe0, 0x00, 0x00, 0x01, 0x80}));
  EXPECT_EQ(decodedText(bytes({0x00, 0x10, 0x59, 0xe0, 0x00, 0x00, 0x01, 0x80}), "gfx950"),
            "buffer_load_dwordx3 v0, s[4:7], 0 offen lds");
  EXPECT_EQ(decodedText(bytes({0x00, 0x60, 0x5d, 0xe0, 0x00, 0x00, 0x01, 0x80}), "gfx950"),
            "buffer_load_dwordx4 v0, s[4:7], 0 idxen sc0 lds");
  std::string err;
  EXPECT_TRUE(assembleBytes("buffer_load_dwordx3 v0, s[4:7], 0 offen lds\n", t942, &err).empty());
  // (llvm-mc 22 points at `lds`, column 35; gcnkit at the first operand: the message is the same)
  EXPECT_NE(err.find("error: invalid operand for instruction"), std::string::npos) << err;
  // The returning form is unchanged.
  EXPECT_EQ(assembleBytes("buffer_load_dwordx4 v[0:3], v4, s[4:7], 0 offen\n", t950),
            assembleBytes("buffer_load_dwordx4 v[0:3], v4, s[4:7], 0 offen\n", t942));
}

// A packed (VOP3P) row with two sources: llvm-mc reads a third op_sel/neg_lo/neg_hi entry and drops it (its
// word has no src2). gcnkit used to encode it in bit 13 / bit 63 / bit 10: wrong bytes on every GFX9+
// processor (found in the MI golden gap lists). op_sel_hi's third entry keeps its default, 1.
TEST(ProcessorFeatures, PackedTwoSourceRowsDropAThirdEntry) {
  struct Case {
    const char *cpu, *text;
    std::vector<uint8_t> want;
  };
  const Case cases[] = {
      {"gfx900", "v_pk_add_f16 v4, v1, v2 op_sel:[0,0,1]", bytes({0x04, 0x40, 0x8f, 0xd3, 0x01, 0x05, 0x02, 0x18})},
      {"gfx900", "v_pk_add_f16 v4, v1, v2 neg_lo:[1,1,1]", bytes({0x04, 0x40, 0x8f, 0xd3, 0x01, 0x05, 0x02, 0x78})},
      {"gfx1030", "v_pk_add_f16 v4, v1, v2 neg_hi:[0,0,1]", assembleBytes("v_pk_add_f16 v4, v1, v2\n", target("gfx1030"))},
      {"gfx90a", "v_pk_add_f32 v[8:9], v[2:3], v[4:5] op_sel:[0,0,1]", bytes({0x08, 0x40, 0xb2, 0xd3, 0x02, 0x09, 0x02, 0x18})},
      {"gfx90a", "v_pk_mov_b32 v[8:9], v[2:3], v[4:5] op_sel:[1,1,1]", bytes({0x08, 0x58, 0xb3, 0xd3, 0x02, 0x09, 0x02, 0x18})},
      {"gfx942", "v_pk_mul_f32 v[8:9], v[2:3], v[4:5] neg_lo:[1,1,1] neg_hi:[1,1,1]",
       bytes({0x08, 0x43, 0xb1, 0xd3, 0x02, 0x09, 0x02, 0x78})},
      {"gfx90a", "v_pk_add_f32 v[8:9], v[2:3], v[4:5] op_sel_hi:[0,0,0]", bytes({0x08, 0x40, 0xb2, 0xd3, 0x02, 0x09, 0x02, 0x00})},
      // Three sources: the third entry is src2's.
      {"gfx90a", "v_pk_fma_f32 v[8:9], v[2:3], v[4:5], v[6:7] op_sel:[0,0,1]", bytes({0x08, 0x60, 0xb0, 0xd3, 0x02, 0x09, 0x1a, 0x1c})},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(c.cpu) + " " + c.text);
    ASSERT_FALSE(c.want.empty());
    EXPECT_EQ(assembleBytes(std::string(c.text) + "\n", target(c.cpu)), c.want);
  }
}

// LLVM 22 also takes the gfx940/gfx950 MFMA names without the underscore before the element type.
TEST(ProcessorFeatures, MaiNamesWithoutTheTypeUnderscore) {
  EXPECT_EQ(assembleBytes("v_mfma_i32_16x16x32i8 v[0:3], v[4:5], v[6:7], v[0:3]\n", target("gfx942")),
            bytes({0x00, 0x00, 0xd7, 0xd3, 0x04, 0x0d, 0x02, 0x04}));
  EXPECT_EQ(assembleBytes("v_mfma_f32_16x16x32f16 v[0:3], v[4:7], v[8:11], v[0:3]\n", target("gfx950")),
            bytes({0x00, 0x00, 0xd4, 0xd3, 0x04, 0x11, 0x02, 0x04}));
  std::string err;
  EXPECT_TRUE(assembleBytes("v_mfma_f32_16x16x8xf32 v[0:3], v[4:5], v[6:7], v[0:3]\n", target("gfx950"), &err).empty());
  EXPECT_NE(err.find("instruction not supported on this GPU"), std::string::npos) << err;
}

}  // namespace
}  // namespace gcnkit::test
