// The static register-bounds check on the unified VGPR/AGPR file of gfx90a: the descriptor's granulated VGPR
// count (granule 8) covers VGPRs and AGPRs, and the VGPRs are those below ACCUM_OFFSET
// (COMPUTE_PGM_RSRC3[5:0] + 1, times 4); on gfx908 (separate files, granule 4) RSRC3 means nothing of the kind.
#include <gtest/gtest.h>

#include "emu/code_object.h"
#include "emu/register_bounds.h"
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

}  // namespace
}  // namespace gcnkit::test
