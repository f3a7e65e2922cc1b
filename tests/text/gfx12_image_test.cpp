// GFX12's VIMAGE and VSAMPLE words by hand: every address VGPR a field (lists of at most 5 entries, 4 in VSAMPLE, the
// last a tuple of the rest), the sampler rows and image_msaa_load in VSAMPLE words, th/scope among the modifiers, the ray
// queries (no cache policy), and the words llvm-mc 22 prints lossily or refuses. Every byte, text, message and column
// below is llvm-mc 22's (-mcpu=gfx1201).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx12Image, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1201", "", "image_load v[5:8], [v1, v2, v3], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D", {0x02, 0x00, 0xc0, 0xd3, 0x05, 0x10, 0x00, 0x00, 0x01, 0x02, 0x03, 0x00}, ""},
      {"gfx1201", "", "image_load v[5:8], v[1:3], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "image_load v5, [v1], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D", {0x00, 0x00, 0x40, 0xd0, 0x05, 0x10, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "image_load v5, [v1, v2], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D", {}, "1: error: image address size does not match dim and a16"},
      {"gfx1201", "", "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16", {0x41, 0x00, 0x40, 0xd0, 0x05, 0x10, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "image_load v[5:6], v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D tfe th:TH_LOAD_NT scope:SCOPE_SYS", {}, "65: error: invalid operand for instruction"},
      {"gfx1201", "", "image_load v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm", {}, "57: error: invalid operand for instruction"},
      {"gfx1201", "", "image_sample v[5:6], v1, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm th:TH_LOAD_NT scope:SCOPE_SE r128 a16 tfe lwe d16", {0x78, 0xe0, 0x46, 0xe4, 0x05, 0x11, 0x14, 0x08, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "image_sample_d v5, [v1, v2, v3, v[4:6]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D", {0x01, 0x00, 0x47, 0xe4, 0x05, 0x10, 0x00, 0x08, 0x01, 0x02, 0x03, 0x04}, ""},
      {"gfx1201", "", "image_sample_d v5, [v1, v2, v3, v4, v[5:6]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D", {}, "64: error: not a valid operand."},
      {"gfx1201", "", "image_sample_c_d_cl v10, [v1, v2, v3, v[4:6]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D a16", {0x40, 0x00, 0x51, 0xe4, 0x0a, 0x10, 0x00, 0x08, 0x01, 0x02, 0x03, 0x04}, ""},
      {"gfx1201", "", "image_sample_c_d_cl_o v10, [v1, v2, v3, v[4:6]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D a16", {}, "1: error: image address size does not match dim and a16"},
      {"gfx1201", "", "image_sample_c v10, v[1:2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D", {}, "47: error: not a valid operand."},
      {"gfx1201", "", "image_sample v10, v[1:2], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_1D", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "image_msaa_load v[5:8], [v1, v2, v3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm", {0x06, 0x20, 0x46, 0xe4, 0x05, 0x10, 0x00, 0x00, 0x01, 0x02, 0x03, 0x00}, ""},
      {"gfx1201", "", "image_atomic_add_uint v5, v1, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_ATOMIC_RETURN", {0x00, 0x00, 0x43, 0xd0, 0x05, 0x10, 0x10, 0x00, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "image_bvh64_intersect_ray v[5:8], [v[1:2], v3, v[4:6], v[7:9], v[10:12]], s[8:11]", {0x10, 0x80, 0xc6, 0xd3, 0x05, 0x10, 0x00, 0x0a, 0x01, 0x03, 0x04, 0x07}, ""},
      {"gfx1201", "", "image_bvh_intersect_ray v[5:8], v[1:11], s[8:11]", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "image_bvh_intersect_ray v[5:8], [v1, v2, v[3:5], v[6:8], v[9:11]], s[8:11] th:TH_LOAD_NT", {}, "76: error: not a valid operand."},
      // GFX12's BVH8 and dual ray queries: ten results; a 64-bit node, extent and instance mask, origin, direction,
      // then a 32-bit (BVH8) or 64-bit (dual) node offset; no a16, no tuple form, no cache policy.
      {"gfx1201", "", "image_bvh_dual_intersect_ray v[0:9], [v[0:1], v[11:12], v[3:5], v[6:8], v[9:10]], s[0:3]", {0x10, 0x00, 0xe0, 0xd3, 0x00, 0x00, 0x00, 0x09, 0x00, 0x0b, 0x03, 0x06}, ""},
      {"gfx1201", "", "image_bvh8_intersect_ray v[3:12], [v[21:22], v[19:20], v[13:15], v[16:18], v29], s[8:11]", {0x10, 0x40, 0xe0, 0xd3, 0x03, 0x10, 0x00, 0x1d, 0x15, 0x13, 0x0d, 0x10}, ""},
      {"gfx1200", "", "image_bvh8_intersect_ray v[0:9], [v[0:1], v[11:12], v[3:5], v[6:8], v9], s[0:3] a16", {}, "81: error: invalid operand for instruction"},
      {"gfx1200", "", "image_bvh8_intersect_ray v[0:9], [v[0:1], v[11:12], v[3:5], v[6:8], v9], s[0:3] th:TH_LOAD_NT", {}, "81: error: not a valid operand."},
      {"gfx1200", "", "image_bvh8_intersect_ray v[0:9], [v[0:1], v[11:12], v[3:5], v[6:8], v9], s[0:7]", {}, "74: error: invalid operand for instruction"},
      {"gfx1200", "", "image_bvh8_intersect_ray v[0:9], v[0:10], s[0:3]", {}, "34: error: invalid operand for instruction"},
      {"gfx1100", "", "image_bvh8_intersect_ray v[0:9], [v[0:1], v[11:12], v[3:5], v[6:8], v9], s[0:3]", {}, "1: error: instruction not supported on this GPU"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx12Image, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1201", {
      {{0x01, 0x00, 0x47, 0xe4, 0x05, 0x10, 0x00, 0x08, 0x01, 0x02, 0x03, 0x04},
       "image_sample_d v5, [v1, v2, v3, v[4:6]], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D"},
      {{0x10, 0x40, 0xc6, 0xd3, 0x05, 0x10, 0x00, 0x09, 0x01, 0x02, 0x03, 0x06},
       "image_bvh_intersect_ray v[5:8], [v1, v2, v[3:5], v[6:8], v[9:11]], s[8:11]"},
      {{0x06, 0x00, 0x46, 0xe4, 0x05, 0x10, 0x00, 0x00, 0x01, 0x02, 0x03, 0x00},
       "image_msaa_load v[5:8], [v1, v2, v3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA"},
      // Lossy in llvm-mc 22: an address field the dim does not use, VIMAGE's bit 13 (VSAMPLE's unorm); refused by it: a
      // fifth address where the dim uses one, a sampler on image_msaa_load.
      {{0x00, 0x00, 0x40, 0xd0, 0x05, 0x10, 0x00, 0x00, 0x01, 0x02, 0x00, 0x00}, "(invalid)"},
      {{0x00, 0x20, 0x40, 0xd0, 0x05, 0x10, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x00, 0x00, 0x40, 0xd0, 0x05, 0x10, 0x00, 0x05, 0x01, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x06, 0x00, 0x46, 0xe4, 0x05, 0x10, 0x00, 0x08, 0x01, 0x02, 0x03, 0x00}, "(invalid)"},
  });
}

}  // namespace
}  // namespace gcnkit::test
