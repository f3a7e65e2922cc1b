// An instruction llvm-mc 22 has on a GFX11 processor whose encoding family gcnkit's tables lack there yet
// (isa/pending_rows.def) is an error naming the family and the processor: never "invalid instruction", never
// the bytes of another generation, on every GFX11 processor, whatever the wave size.
#include <gtest/gtest.h>

#include "isa/pending_rows.h"
#include "golden_file.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

struct Case {
  const char* line;
  const char* family;
};
constexpr Case kCases[] = {
    {"v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]", "WMMA"},
};

TEST(PendingFamilies, NamedOnEveryGfx11Processor) {
  for (const char* cpu : {"gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153",
                          "gfx11-generic"}) {
    for (const char* mattr : {"", "+wavefrontsize64"}) {
      const Target t = target(cpu, mattr);
      for (const Case& c : kCases) {
        std::string errors;
        EXPECT_TRUE(assembleBytes(std::string(c.line) + "\n", t, &errors).empty()) << cpu << ": " << c.line;
        const std::string name = std::string(c.line).substr(0, std::string(c.line).find(' '));
        const std::string want = "1:1: error: instruction not supported by gcnkit yet: " + name + " is a " + c.family +
                                 " instruction on " + cpu;
        EXPECT_NE(errors.find(want), std::string::npos) << cpu << mattr << ": " << errors;
        EXPECT_NE(errors.find("lack GFX11's " + std::string(c.family) + " encoding"), std::string::npos) << errors;
      }
    }
  }
}

TEST(PendingFamilies, OnlyWhereTheTablesLackThem) {
  // The same names on GFX10.3 are unknown there (v_wmma_*: GFX11's names).
  std::string errors;
  EXPECT_EQ(pendingFamily("v_wmma_f32_16x16x16_f16", Gen::GFX10_3), std::nullopt);
  EXPECT_EQ(pendingFamily("v_wmma_f32_16x16x16_f16", Gen::GFX11), "WMMA");
  EXPECT_EQ(pendingFamily("v_interp_p10_f32", Gen::GFX11), std::nullopt);
  // The families GFX11 has now: its names and the older ones (aliases) assemble, as llvm-mc 22's bytes.
  for (const char* cpu : {"gfx1100", "gfx1151", "gfx11-generic"}) {
    EXPECT_EQ(hexBytes(assembleBytes("ds_store_b32 v1, v2\n", target(cpu), &errors)), "000034d801020000") << errors;
    EXPECT_EQ(hexBytes(assembleBytes("ds_write_b32 v1, v2\n", target(cpu), &errors)), "000034d801020000") << errors;
    EXPECT_EQ(hexBytes(assembleBytes("global_load_dword v5, v[1:2], off\n", target(cpu), &errors)), "000052dc01007c05")
        << errors;
    EXPECT_EQ(hexBytes(assembleBytes("scratch_load_b32 v5, v1, s2\n", target(cpu), &errors)), "000051dc01008205") << errors;
    EXPECT_EQ(hexBytes(assembleBytes("buffer_load_dword v10, v1, s[8:11], s3 offen\n", target(cpu), &errors)),
              "000050e0010a4203")
        << errors;
    EXPECT_EQ(hexBytes(assembleBytes("tbuffer_load_format_x v10, off, s[8:11], s3 format:[BUF_FMT_32_FLOAT]\n",
                                     target(cpu), &errors)),
              "0000b0e8000a0203")
        << errors;
    EXPECT_EQ(pendingFamily("ds_read_b32", Gen::GFX11), std::nullopt);
    // MIMG (a partial-NSA list: the fifth address a tuple), VINTERP and LDSDIR.
    EXPECT_EQ(hexBytes(assembleBytes("image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D\n",
                                     target(cpu), &errors)),
              "040f6cf004000008")
        << errors;
    EXPECT_EQ(hexBytes(assembleBytes("image_sample_d v[0:3], [v4, v5, v6, v7, v[8:12]], s[0:7], s[8:11] dmask:0xf "
                                     "dim:SQ_RSRC_IMG_3D\n",
                                     target(cpu), &errors)),
              "090f70f00400000805060708")
        << errors;
    EXPECT_EQ(hexBytes(assembleBytes("v_interp_p10_f32 v0, v1, v2, v3\n", target(cpu), &errors)), "000000cd01050e04")
        << errors;
    EXPECT_EQ(hexBytes(assembleBytes("v_interp_p2_f32 v0, v1, v2, v3 wait_exp:7\n", target(cpu), &errors)),
              "000701cd01050e04")
        << errors;
    EXPECT_EQ(hexBytes(assembleBytes("lds_param_load v1, attr0.x\n", target(cpu), &errors)), "010000ce") << errors;
  }
  EXPECT_EQ(pendingFamily("v_wmma_f16_16x16x16_f16_e64", Gen::GFX11), "WMMA");  // (suffixes are the row's)
  // What GFX11 has keeps assembling; a typo stays an invalid instruction.
  EXPECT_FALSE(assembleBytes("s_load_b32 s1, s[2:3], 0x10\n", target("gfx1100"), &errors).empty()) << errors;
  assembleBytes("ds_adx_u32 v1, v2\n", target("gfx1100"), &errors);
  EXPECT_NE(errors.find("error: invalid instruction"), std::string::npos) << errors;
}

}  // namespace
}  // namespace gcnkit::test
