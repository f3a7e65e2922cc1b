// Regression tests for what the fair differential against llvm-mc 22 found and for the leniencies of
// LLVM's parser gcnkit shares as a drop-in. The bytes are llvm-mc 22's (also in tests/golden/dropin, with
// every processor's text and errors); these tests hold the facts without an installed llvm-mc.
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

// The VOP3-encoded interpolation: attr | chan << 6 | high << 8 in src0, the I/J VGPR in src1 (llvm-mc 14 and 22).
TEST(DropIn, InterpolationVop3Layout) {
  struct Case {
    const char* cpu;
    const char* text;
    std::vector<uint8_t> want;
  };
  const Case cases[] = {
      {"gfx900", "v_interp_p1ll_f16 v1, v2, attr5.y", bytes({0x01, 0x00, 0x74, 0xd2, 0x45, 0x04, 0x02, 0x00})},
      {"gfx900", "v_interp_p1ll_f16 v1, v2, attr5.y high", bytes({0x01, 0x00, 0x74, 0xd2, 0x45, 0x05, 0x02, 0x00})},
      {"gfx900", "v_interp_p2_f16 v1, -v2, attr5.y, |v3| high clamp",
       bytes({0x01, 0x84, 0x77, 0xd2, 0x45, 0x05, 0x0e, 0x44})},
      {"gfx900", "v_interp_p2_legacy_f16 v1, v2, attr5.y, v3", bytes({0x01, 0x00, 0x76, 0xd2, 0x45, 0x04, 0x0e, 0x04})},
      {"gfx803", "v_interp_p2_f16 v1, v2, attr5.y, v3", bytes({0x01, 0x00, 0x76, 0xd2, 0x45, 0x04, 0x0e, 0x04})},
      {"gfx803", "v_interp_mov_f32_e64 v1, p20, attr5.y div:2", bytes({0x01, 0x00, 0x72, 0xd2, 0x45, 0x02, 0x00, 0x18})},
      {"gfx1030", "v_interp_p1_f32_e64 v1, -v2, attr5.y div:2", bytes({0x01, 0x00, 0x00, 0xd6, 0x45, 0x04, 0x02, 0x58})},
      {"gfx1010", "v_interp_p1lv_f16 v1, v2, attr5.y, v3", bytes({0x01, 0x00, 0x43, 0xd7, 0x45, 0x04, 0x0e, 0x04})},
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(std::string(k.cpu) + ": " + k.text);
    EXPECT_EQ(assembleBytes(std::string(k.text) + "\n", target(k.cpu)), k.want);
    EXPECT_EQ(disassembled(k.want, k.cpu), k.text);
  }
  // `high` only on the 16-bit rows and before clamp; attributes up to 32; VGPR sources only.
  EXPECT_NE(errorsOf("v_interp_p1_f32_e64 v1, v2, attr5.y high", "gfx900"), "");
  EXPECT_NE(errorsOf("v_interp_p1ll_f16 v1, v2, attr5.y clamp high", "gfx900"), "");
  EXPECT_NE(errorsOf("v_interp_p1ll_f16 v1, s2, attr5.y", "gfx900"), "");
  EXPECT_NE(errorsOf("v_interp_p2_f16 v1, v2, attr5.y, v3 mul:2", "gfx900"), "");
  // Words llvm-mc prints without their bits (op_sel, abs of the attribute, attr 37, src2 of a two-source
  // row, an SGPR I/J) are refused.
  for (auto w : {bytes({0x01, 0x40, 0x74, 0xd2, 0x45, 0x05, 0x02, 0x00}), bytes({0x01, 0x01, 0x74, 0xd2, 0x45, 0x04, 0x02, 0x00}),
                 bytes({0x01, 0x00, 0x74, 0xd2, 0x65, 0x04, 0x02, 0x00}), bytes({0x01, 0x00, 0x74, 0xd2, 0x45, 0x04, 0x06, 0x00}),
                 bytes({0x01, 0x00, 0x74, 0xd2, 0x45, 0x04, 0x00, 0x00}), bytes({0x01, 0x00, 0x70, 0xd2, 0x45, 0x05, 0x02, 0x00})})
    EXPECT_EQ(disassembled(w, "gfx900"), "");
}

// MUBUF/MTBUF soffset may be a special source where the generation has it (src_lds_direct never).
TEST(DropIn, BufferSoffsetSpecialSources) {
  EXPECT_EQ(assembleBytes("buffer_load_dword v1, off, s[4:7], src_private_base\n", target("gfx900")),
            bytes({0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x01, 0xed}));
  EXPECT_EQ(assembleBytes("buffer_load_dword v1, off, s[4:7], execz\n", target("gfx803")),
            bytes({0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x01, 0xfc}));
  EXPECT_EQ(assembleBytes("tbuffer_load_format_x v1, off, s[4:7], src_scc\n", target("gfx1030")),
            bytes({0x00, 0x00, 0x08, 0xe8, 0x00, 0x01, 0x01, 0xfd}));
  EXPECT_NE(errorsOf("buffer_load_dword v1, off, s[4:7], src_shared_base", "gfx803"), "");
  EXPECT_NE(errorsOf("buffer_load_dword v1, off, s[4:7], src_lds_direct", "gfx900"), "");
  EXPECT_EQ(disassembled(bytes({0x00, 0x00, 0x30, 0xe0, 0x00, 0x01, 0x01, 0xef}), "gfx1030"),
            "buffer_load_dword v1, off, s[4:7], src_pops_exiting_wave_id");
  EXPECT_EQ(disassembled(bytes({0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x01, 0xeb}), "gfx803"), "");  // no such source
  EXPECT_EQ(disassembled(bytes({0x00, 0x00, 0x50, 0xe0, 0x00, 0x01, 0x01, 0xfe}), "gfx900"), "");  // lds_direct
}

// The LDS-DMA form of global/scratch loads has no vdst.
TEST(DropIn, GlobalAndScratchLoadsIntoLds) {
  EXPECT_EQ(assembleBytes("global_load_dword v[2:3], off lds\n", target("gfx900")),
            bytes({0x00, 0xa0, 0x50, 0xdc, 0x02, 0x00, 0x7f, 0x00}));
  EXPECT_EQ(assembleBytes("scratch_load_dword off, s4 lds\n", target("gfx1030")),
            bytes({0x00, 0x60, 0x30, 0xdc, 0x00, 0x00, 0x04, 0x00}));
  EXPECT_EQ(disassembled(bytes({0x00, 0xa0, 0x50, 0xdc, 0x02, 0x00, 0x04, 0x00}), "gfx900"), "global_load_dword v2, s[4:5] lds");
  EXPECT_NE(errorsOf("global_load_dwordx2 v[2:3], off lds", "gfx900"), "");
  EXPECT_NE(errorsOf("global_load_dword v1, v[2:3], off lds", "gfx900"), "");
  EXPECT_EQ(disassembled(bytes({0x00, 0xa0, 0x50, 0xdc, 0x02, 0x00, 0x7f, 0x05}), "gfx900"), "");  // vdst set
  EXPECT_EQ(disassembled(bytes({0x00, 0xa0, 0x54, 0xdc, 0x02, 0x00, 0x7f, 0x00}), "gfx900"), "");  // dwordx2
}

// gfx810 packs d16 memory data two per VGPR; gfx803 does not.
TEST(DropIn, Gfx810PacksD16MemoryData) {
  EXPECT_EQ(assembleBytes("buffer_load_format_d16_xyzw v[1:2], off, s[4:7], 0\n", target("gfx810")),
            bytes({0x00, 0x00, 0x2c, 0xe0, 0x00, 0x01, 0x01, 0x80}));
  EXPECT_NE(errorsOf("buffer_load_format_d16_xyzw v[1:4], off, s[4:7], 0", "gfx810"), "");
  EXPECT_NE(errorsOf("buffer_load_format_d16_xyzw v[1:2], off, s[4:7], 0", "gfx803"), "");
  EXPECT_EQ(disassembled(bytes({0x00, 0x1f, 0x00, 0xf0, 0x02, 0x01, 0x02, 0x80}), "gfx810"),
            "image_load v[1:2], v2, s[8:15] dmask:0xf unorm d16");
  EXPECT_EQ(disassembled(bytes({0x00, 0x1f, 0x00, 0xf0, 0x02, 0x01, 0x02, 0x80}), "gfx803"),
            "image_load v[1:4], v2, s[8:15] dmask:0xf unorm d16");
}

// image_msaa_load takes MSAA dims only (found by the gfx1030 differential: gcnkit took dim:SQ_RSRC_IMG_3D).
TEST(DropIn, MsaaLoadNeedsMsaaDim) {
  EXPECT_NE(errorsOf("image_msaa_load v0, v[82:84], s[12:19] dmask:0x1 dim:SQ_RSRC_IMG_3D", "gfx1030"), "");
  EXPECT_NE(errorsOf("image_msaa_load v0, v[82:83], s[12:19] dim:SQ_RSRC_IMG_3D a16", "gfx1030"), "");
  EXPECT_EQ(assembleBytes("image_msaa_load v10, v[1:3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA\n", target("gfx1030")),
            bytes({0x31, 0x01, 0x00, 0xf0, 0x01, 0x0a, 0x02, 0x00}));
  EXPECT_EQ(disassembled(bytes({0x11, 0x00, 0x00, 0xf0, 0x52, 0x00, 0x03, 0x40}), "gfx1030"), "");
}

// s_cbranch_g_fork: an SGPR pair or an inline constant, never a literal (llvm-mc).
TEST(DropIn, CbranchGForkTakesNoLiteral) {
  EXPECT_NE(errorsOf("s_cbranch_g_fork 100, s[6:7]", "gfx900"), "");
  EXPECT_EQ(assembleBytes("s_cbranch_g_fork -1, s[6:7]\n", target("gfx900")), bytes({0xc1, 0x06, 0x80, 0x94}));
  EXPECT_EQ(disassembled(bytes({0xff, 0x06, 0x80, 0x94, 0x64, 0x00, 0x00, 0x00}), "gfx900"), "");
}

// s_version (found by the differential): the version byte prints in decimal, named or followed by its flags,
// unless bits 12:8 are set.
TEST(DropIn, SVersionPrintsAsLlvmMc) {
  struct Case {
    std::vector<uint8_t> word;
    const char* text;
  };
  const Case cases[] = {{bytes({0x41, 0x00, 0x80, 0xb0}), "s_version 65"},
                        {bytes({0x87, 0x80, 0x80, 0xb0}), "s_version 135|UC_VERSION_MDP_BIT"},
                        {bytes({0x05, 0x60, 0x80, 0xb0}), "s_version (5|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT"},
                        {bytes({0x41, 0x10, 0x80, 0xb0}), "s_version 0x1041"},
                        {bytes({0x00, 0x20, 0x80, 0xb0}), "s_version UC_VERSION_GFX7|UC_VERSION_W64_BIT"}};
  for (const Case& k : cases) {
    EXPECT_EQ(disassembled(k.word, "gfx1030"), k.text);
    EXPECT_EQ(assembleBytes(std::string(k.text) + "\n", target("gfx1030")), k.word) << k.text;
  }
}

// Spellings llvm-mc 22 accepts.
TEST(DropIn, LeniencyOfLlvmsParser) {
  struct Case {
    const char* cpu;
    const char* written;
    const char* as;  // the canonical spelling, which must give the same bytes
  };
  const Case cases[] = {
      {"gfx803", "flat_load_dword v1, v[2:3] offset:0", "flat_load_dword v1, v[2:3]"},
      {"gfx700", "flat_store_dword v[2:3], v1 inst_offset:0", "flat_store_dword v[2:3], v1"},
      {"gfx900", "global_load_dword v1, v[2:3], off inst_offset:8", "global_load_dword v1, v[2:3], off offset:8"},
      {"gfx900", "v_mov_b32 [v1], [v2]", "v_mov_b32 v1, v2"},
      {"gfx900", "s_mov_b64 [s0,s1], [s2, s3]", "s_mov_b64 s[0:1], s[2:3]"},
      {"gfx1030", "s_load_dwordx4 [s4,s5,s6,s7], s[2:3], 0x0", "s_load_dwordx4 s[4:7], s[2:3], 0x0"},
      {"gfx900", "v_add_f64 v[1:2], v [3 : 4], v[ 5:6 ]", "v_add_f64 v[1:2], v[3:4], v[5:6]"},
      {"gfx900", "v_cmp_lt_f32 s[2:3] -v4, v6", "v_cmp_lt_f32_e64 s[2:3], -v4, v6"},
      {"gfx1030", "v_cmp_lt_f32_e64 s2, v4 |v6|", "v_cmp_lt_f32_e64 s2, v4, |v6|"},
      {"gfx803", "v_cmp_lt_f32 vcc -v4, v6", "v_cmp_lt_f32_e64 vcc, -v4, v6"},
      {"gfx900", "v_cmp_lt_f32 s[2:3], -v4 v6", "v_cmp_lt_f32_e64 s[2:3], -v4, v6"},
      {"gfx900", "v_cmp_lt_f32_e64 s[2:3] -1.0 v6", "v_cmp_lt_f32_e64 s[2:3], -1.0, v6"},
      {"gfx803", "v_cmp_lt_f32 s[2:3] 1 v6", "v_cmp_lt_f32_e64 s[2:3], 1, v6"},
      {"gfx900", "v_cmp_lt_f32_e64 s[2:3] |v4| v6", "v_cmp_lt_f32_e64 s[2:3], |v4|, v6"},
      {"gfx900", "v_cmp_lt_f32_e64 s[2:3], | v4 |, v6", "v_cmp_lt_f32_e64 s[2:3], |v4|, v6"},
      {"gfx900", "v_add_f32_e64 v1, v2, v3 mul : 2", "v_add_f32_e64 v1, v2, v3 mul:2"},
      {"gfx900", "v_add_f32_dpp v1, v2, v3 row_shl : 1", "v_add_f32_dpp v1, v2, v3 row_shl:1"},
      {"gfx900", "v_add_f32_e64 v1, abs (v2), neg (v3)", "v_add_f32_e64 v1, |v2|, -v3"},
      {"gfx900", "s_waitcnt vmcnt (0) lgkmcnt (1)", "s_waitcnt vmcnt(0) lgkmcnt(1)"},
  };
  for (const Case& k : cases) {
    SCOPED_TRACE(std::string(k.cpu) + ": " + k.written);
    std::string errors;
    const auto got = assembleBytes(std::string(k.written) + "\n", target(k.cpu), &errors);
    EXPECT_EQ(errors, "");
    EXPECT_FALSE(got.empty());
    EXPECT_EQ(got, assembleBytes(std::string(k.as) + "\n", target(k.cpu)));
  }
  // What llvm-mc refuses stays refused.
  EXPECT_NE(errorsOf("flat_load_dword v1, v[2:3] offset:4", "gfx803"), "");
  EXPECT_NE(errorsOf("buffer_load_dword v1, off, s[4:7], 0 inst_offset:4", "gfx900"), "");
  EXPECT_NE(errorsOf("s_mov_b64 [s0,s2], s[2:3]", "gfx900"), "");   // not consecutive
  EXPECT_NE(errorsOf("s_mov_b64 [s1,s2], s[2:3]", "gfx900"), "");   // misaligned pair
}

}  // namespace
}  // namespace gcnkit::test
