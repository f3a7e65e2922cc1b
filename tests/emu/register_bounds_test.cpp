// The static register-bounds check on the unified VGPR/AGPR file of gfx90a: the descriptor's granulated VGPR
// count (granule 8) covers VGPRs and AGPRs, and the VGPRs are those below ACCUM_OFFSET
// (COMPUTE_PGM_RSRC3[5:0] + 1, times 4); on gfx908 (separate files, granule 4) RSRC3 means nothing of the kind.
#include <gtest/gtest.h>

#include "emu/code_object.h"
#include "emu/register_bounds.h"
#include "cli_support.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

std::optional<emu::Report> boundsOf(const char* cpu, uint32_t vgprGranules, uint32_t accumField, const char* code) {
  const Target t = target(cpu);
  std::string err;
  emu::LoadedKernel k;
  k.code = assembleBytes(code, t, &err);
  EXPECT_FALSE(k.code.empty()) << err;
  k.kd.computePgmRsrc1 = vgprGranules - 1;  // GRANULATED_WORKITEM_VGPR_COUNT
  k.kd.computePgmRsrc3 = accumField;        // ACCUM_OFFSET on gfx90a
  return emu::registerBoundsReport(k, t, 0x1000);
}

TEST(EmuRegisterBounds, Gfx90aVgprsEndAtAccumOffset) {
  // 2 granules of 8: 16 registers in the unified file; ACCUM_OFFSET 8 (field 1): v0..v7, AGPRs from 8
  auto r = boundsOf("gfx90a", 2, 1, "v_mov_b32 v9, 0\ns_endpgm\n");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->message,
            "names v9, but the descriptor allocates 8 VGPRs (v0..v7): raise .amdhsa_next_free_vgpr (and "
            ".amdhsa_accum_offset)");
  EXPECT_FALSE(boundsOf("gfx90a", 2, 1, "v_mov_b32 v7, 0\ns_endpgm\n"));
  EXPECT_FALSE(boundsOf("gfx90a", 2, 3, "v_mov_b32 v15, 0\ns_endpgm\n"));  // ACCUM_OFFSET 16: all VGPRs
  // ACCUM_OFFSET beyond the file: the granulated count still bounds the VGPRs
  r = boundsOf("gfx90a", 1, 63, "v_mov_b32 v8, 0\ns_endpgm\n");
  ASSERT_TRUE(r);
  EXPECT_NE(r->message.find("allocates 8 VGPRs (v0..v7)"), std::string::npos) << r->message;
  // gfx908: granule 4, RSRC3 not read
  r = boundsOf("gfx908", 2, 0, "v_mov_b32 v8, 0\ns_endpgm\n");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->message, "names v8, but the descriptor allocates 8 VGPRs (v0..v7): raise .amdhsa_next_free_vgpr");
  EXPECT_FALSE(boundsOf("gfx908", 2, 0, "v_mov_b32 v7, 0\ns_endpgm\n"));
}

// The emulated wave has the registers its descriptor allocates (not a fixed count): a kernel using v100 with
// .amdhsa_next_free_vgpr 101 runs; one writing v104 (beyond 101 rounded to the granule of 4) is stopped.
TEST(EmuRegisterBounds, WavesHaveTheVgprsTheDescriptorAllocates) {
  auto kernel = [](int reg) {
    return ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\n.globl k\n.p2align 8\n.type k,@function\nk:\n"
           "  v_mov_b32 v" + std::to_string(reg) + ", 1\n  s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n"
           "  .amdhsa_next_free_vgpr 101\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";
  };
  for (int reg : {100, 103, 104}) {
    const std::string src = tempFile("vgprs" + std::to_string(reg) + ".s", kernel(reg));
    const std::string obj = perTestPath(std::to_string(reg) + ".o");
    ASSERT_EQ(gcnkit("as " + src + " -o " + obj).status, 0);
    const CliRun r = gcnkit("run " + obj + " --kernel k --grid 64 --check=error");
    if (reg < 104) {
      EXPECT_EQ(r.status, 0) << reg << ": " << r.err;
    } else {
      EXPECT_EQ(r.status, 1);
      EXPECT_NE(r.err.find("names v104, but the descriptor allocates 104 VGPRs (v0..v103)"), std::string::npos) << r.err;
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
