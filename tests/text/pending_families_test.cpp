// An instruction llvm-mc 22 has on a processor of a generation gcnkit supports, whose encoding family gcnkit's
// tables lack there (isa/pending_rows.def), is an error naming the family and the processor: never "invalid
// instruction", never another generation's bytes. GFX11 has none left: its last pending families assemble.
#include <gtest/gtest.h>

#include "isa/pending_rows.h"
#include "golden_file.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

// The last families GFX11 lacked (MIMG, VINTERP, LDSDIR, WMMA) assemble on every GFX11 processor and wave size to
// llvm-mc 22's bytes, and no GFX11 mnemonic is pending any more (tools/oracle/enumerate_missing.py: 0 on each).
struct Case {
  const char* line32;  // wave32 (WMMA's accumulators are half as wide in wave64)
  const char* line64;
  const char* bytes;
};
constexpr Case kCases[] = {
    {"image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D", nullptr, "040f6cf004000008"},
    {"v_interp_p10_f32 v0, v1, v2, v3", nullptr, "000000cd01050e04"},
    {"lds_param_load v1, attr0.x", nullptr, "010000ce"},
    {"v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]",
     "v_wmma_f32_16x16x16_f16 v[0:3], v[8:15], v[16:23], v[0:3]", "004040cc0821021c"},
};

TEST(PendingFamilies, NoneLeftOnGfx11) {
  for (const char* cpu : {"gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153",
                          "gfx11-generic"}) {
    for (const char* mattr : {"", "+wavefrontsize64"}) {
      const Target t = target(cpu, mattr);
      for (const Case& c : kCases) {
        const std::string line = *mattr && c.line64 ? c.line64 : c.line32;
        std::string errors;
        EXPECT_EQ(hexBytes(assembleBytes(line + "\n", t, &errors)), c.bytes) << cpu << mattr << ": " << line << errors;
        EXPECT_EQ(pendingFamily(line.substr(0, line.find(' ')), Gen::GFX11), std::nullopt) << line;
      }
    }
  }
}

TEST(PendingFamilies, OnlyWhereTheTablesLackThem) {
  // GFX11's names are unknown on GFX10.3, and no pending row there.
  std::string errors;
  EXPECT_EQ(pendingFamily("v_wmma_f32_16x16x16_f16", Gen::GFX10_3), std::nullopt);
  assembleBytes("v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n", target("gfx1030"), &errors);
  EXPECT_NE(errors.find("error: instruction not supported on this GPU"), std::string::npos) << errors;
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
  // What GFX11 has keeps assembling; a typo stays an invalid instruction.
  EXPECT_FALSE(assembleBytes("s_load_b32 s1, s[2:3], 0x10\n", target("gfx1100"), &errors).empty()) << errors;
  assembleBytes("ds_adx_u32 v1, v2\n", target("gfx1100"), &errors);
  EXPECT_NE(errors.find("error: invalid instruction"), std::string::npos) << errors;
}

}  // namespace
}  // namespace gcnkit::test
