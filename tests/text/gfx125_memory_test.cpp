// GFX12.5's vector memory rows by hand: DS, VFLAT/VGLOBAL/VSCRATCH and VBUFFER words of gfx1250 with every new field's
// edges (the flat segment's SGPR base, scale_offset in bit 48 where a VGPR offset is scaled, nv in bit 7, their places
// among the policy words), the new rows (f64 atomics, async LDS transfers, cluster, monitor, prefetch and transposing
// loads, tensor_save/tensor_stop), even-aligned VGPR tuples, and what GFX12.5 lacks (GDS, the BVH stack, format and
// tbuffer rows, buffer cache controls). Every byte, text, message and column below is llvm-mc 22's (-mcpu=gfx1250).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx125Memory, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      // DS: the new rows, even-aligned tuples, no GDS, no BVH stack.
      {"gfx1250", "", "ds_add_f64 v1, v[2:3] offset:8", {0x08, 0x00, 0x50, 0xd9, 0x01, 0x02, 0x00, 0x00}, ""},
      {"gfx1250", "", "ds_add_rtn_f64 v[4:5], v1, v[2:3]", {0x00, 0x00, 0xd0, 0xd9, 0x01, 0x02, 0x00, 0x04}, ""},
      {"gfx1250", "", "ds_add_rtn_f64 v[5:6], v1, v[2:3]", {}, "16: error: invalid operand for instruction"},
      {"gfx1250", "", "ds_atomic_async_barrier_arrive_b64 v1 offset:8", {0x08, 0x00, 0x58, 0xd9, 0x01, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "ds_atomic_barrier_arrive_rtn_b64 v[4:5], v1, v[2:3]", {0x00, 0x00, 0xd4, 0xd9, 0x01, 0x02, 0x00, 0x04}, ""},
      {"gfx1250", "", "ds_load_tr4_b64 v[4:5], v1", {0x00, 0x00, 0xe8, 0xdb, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "ds_load_tr4_b64 v[5:6], v1", {}, "17: error: invalid operand for instruction"},
      {"gfx1250", "", "ds_load_tr6_b96 v[4:6], v1", {0x00, 0x00, 0xec, 0xdb, 0x01, 0x00, 0x00, 0x04}, ""},
      // (the tr6_b96 results alone take an odd 96-bit tuple)
      {"gfx1250", "", "ds_load_tr6_b96 v[5:7], v1", {0x00, 0x00, 0xec, 0xdb, 0x01, 0x00, 0x00, 0x05}, ""},
      {"gfx1250", "", "global_load_tr6_b96 v[5:7], v[2:3], off", {0x7c, 0x00, 0x1d, 0xee, 0x05, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "ds_load_b96 v[5:7], v1", {}, "13: error: invalid operand for instruction"},
      // A misaligned tuple is a mismatch: a later parse error wins, a later mismatch does not.
      {"gfx1250", "", "global_load_b32 v5, v[1:2], off th:bogus", {}, "36: error: invalid th value"},
      {"gfx1250", "", "global_load_b32 v5, v[1:2], off nv nv", {}, "21: error: invalid operand for instruction"},
      {"gfx1250", "", "global_load_b32 v1, v2, s[4:5] nv:1", {}, "34: error: unknown token in expression"},
      {"gfx1250", "", "ds_load_tr8_b64 v[4:5], v1 gds", {}, "28: error: gds modifier is not supported on this GPU"},
      {"gfx1250", "", "ds_bpermute_fi_b32 v1, v2, v3 gds", {}, "31: error: invalid operand for instruction"},
      {"gfx1250", "", "ds_load_tr16_b128 v[4:7], v1 offset:16", {0x10, 0x00, 0xf0, 0xdb, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "ds_load_tr8_b64 v[4:5], v1 offset:65535", {0xff, 0xff, 0xf4, 0xdb, 0x01, 0x00, 0x00, 0x04}, ""},
      {"gfx1250", "", "ds_load_b64 v[1:2], v0", {}, "13: error: invalid operand for instruction"},
      {"gfx1250", "", "ds_load_b32 v1, v2 gds", {}, "20: error: gds modifier is not supported on this GPU"},
      {"gfx1250", "", "ds_gws_init v1 gds", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1250", "", "ds_bvh_stack_push4_pop1_rtn_b32 v1, v2, v3, v[4:7]", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1200", "", "ds_load_tr4_b64 v[4:5], v1", {}, "1: error: instruction not supported on this GPU"},
      // VFLAT: the flat segment's SGPR base, scale_offset (bit 48) and nv (bit 7), in llvm-mc 22's order.
      {"gfx1250", "", "flat_load_b32 v1, v2, s[4:5]", {0x04, 0x00, 0x05, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "flat_load_b32 v1, v2, s[4:5] offset:-8388608", {0x04, 0x00, 0x05, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x80}, ""},
      {"gfx1250", "", "flat_load_b32 v1, v2, off", {}, "23: error: invalid operand for instruction"},
      {"gfx1250", "", "flat_load_b32 v1, v2, null", {}, "23: error: invalid operand for instruction"},
      {"gfx1250", "", "flat_load_b32 v1, v[2:3], s[4:5]", {}, "27: error: invalid operand for instruction"},
      {"gfx1250", "", "flat_load_b32 v1, v2, exec", {}, "23: error: invalid operand for instruction"},
      {"gfx1250", "", "flat_load_b32 v1, v2, vcc", {0x6a, 0x00, 0x05, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1200", "", "flat_load_b32 v1, v2, s[4:5]", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1250", "", "flat_store_b64 v2, v[4:5], s[4:5] offset:-8", {0x04, 0xc0, 0x06, 0xec, 0x00, 0x00, 0x00, 0x02, 0x02, 0xf8, 0xff, 0xff}, ""},
      {"gfx1250", "", "flat_atomic_add_u32 v2, v1, s[4:5]", {0x04, 0x40, 0x0d, 0xec, 0x00, 0x00, 0x80, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "flat_atomic_add_u32 v0, v2, v1, s[4:5] th:TH_ATOMIC_RETURN", {0x04, 0x40, 0x0d, 0xec, 0x00, 0x00, 0x90, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "flat_atomic_add_u32 v0, v2, v1, s[4:5]", {}, "1: error: instruction must use th:TH_ATOMIC_RETURN"},
      {"gfx1250", "", "flat_prefetch_b8 v2, s[4:5] offset:16", {0x04, 0x40, 0x17, 0xec, 0x00, 0x00, 0x00, 0x00, 0x02, 0x10, 0x00, 0x00}, ""},
      {"gfx1250", "", "flat_load_b32 v1, v2, s[4:5] offset:16 scale_offset th:TH_LOAD_NT scope:SCOPE_SYS nv", {0x84, 0x00, 0x05, 0xec, 0x01, 0x00, 0x1d, 0x00, 0x02, 0x10, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_load_b32 v1, v2, s[4:5] nv th:TH_LOAD_NT scale_offset", {0x84, 0x00, 0x05, 0xee, 0x01, 0x00, 0x11, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_load_b32 v1, v2, s[4:5] scale_offset offset:16", {}, "45: error: not a valid operand."},
      {"gfx1250", "", "global_load_b32 v1, v2, s[4:5] scale_offset scale_offset", {}, "45: error: invalid operand for instruction"},
      {"gfx1250", "", "global_load_b32 v1, v2, s[4:5] scale_offset, th:TH_LOAD_NT", {}, "46: error: invalid operand for instruction"},
      {"gfx1250", "", "global_load_b32 v1, v2, s[4:5] scale_offset:1", {}, "44: error: unknown token in expression"},
      {"gfx1250", "", "global_load_b32 v1, v2, s[4:5] scale_offset th:TH_STORE_NT", {}, "32: error: invalid th value for load instructions"},
      {"gfx1250", "", "global_load_b32 v1, v[2:3], off scale_offset", {}, "33: error: scale_offset is not supported for this instruction"},
      {"gfx1250", "", "global_load_b32 v1, v[2:3], off th:TH_STORE_NT scale_offset", {}, "48: error: scale_offset is not supported for this instruction"},
      {"gfx1250", "", "global_atomic_add_u32 v0, v2, v1, s[4:5] nv scale_offset", {}, "42: error: instruction must use th:TH_ATOMIC_RETURN"},
      {"gfx1250", "", "flat_load_b32 v1, v[2:3] scale_offset", {}, "26: error: scale_offset is not supported for this instruction"},
      {"gfx1250", "", "scratch_load_b32 v1, v2, off scale_offset", {0x7c, 0x00, 0x05, 0xed, 0x01, 0x00, 0x03, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "scratch_load_b32 v1, off, off scale_offset", {}, "31: error: scale_offset is not supported for this instruction"},
      {"gfx1250", "", "scratch_load_b32 v1, v2, s3 offset:8 scale_offset nv", {0x83, 0x00, 0x05, 0xed, 0x01, 0x00, 0x03, 0x00, 0x02, 0x08, 0x00, 0x00}, ""},
      {"gfx1250", "", "scratch_load_b32 v1, off, s2 scale_offset", {}, "30: error: scale_offset is not supported for this instruction"},
      {"gfx1250", "", "tensor_save s[2:3] scale_offset", {}, "20: error: scale_offset is not supported for this instruction"},
      {"gfx1200", "", "global_load_b32 v1, v2, s[4:5] scale_offset", {}, "32: error: scale_offset is not supported on this GPU"},
      {"gfx1200", "", "global_load_b32 v1, v2, s[4:5] nv scale_offset", {}, "35: error: scale_offset is not supported on this GPU"},
      {"gfx1250", "", "global_load_b64 v[1:2], v[2:3], off", {}, "17: error: invalid operand for instruction"},
      {"gfx1250", "", "global_load_b32 v1, v[3:4], off", {}, "21: error: invalid operand for instruction"},
      // New VGLOBAL rows; the renamed transposing loads.
      {"gfx1250", "", "global_load_async_to_lds_b32 v1, v2, s[4:5] offset:16", {0x04, 0x00, 0x18, 0xee, 0x01, 0x00, 0x00, 0x00, 0x02, 0x10, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_store_async_from_lds_b128 v[2:3], v1, off", {0x7c, 0x80, 0x19, 0xee, 0x00, 0x00, 0x80, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "cluster_load_b64 v[4:5], v2, s[4:5]", {0x04, 0x00, 0x1a, 0xee, 0x04, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "cluster_load_async_to_lds_b8 v1, v[2:3], off", {0x7c, 0x80, 0x1a, 0xee, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_load_monitor_b128 v[4:7], v[2:3], off", {0x7c, 0x80, 0x1c, 0xee, 0x04, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "flat_load_monitor_b32 v1, v[2:3]", {0x7c, 0x00, 0x1c, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_load_tr6_b96 v[4:6], v[2:3], off", {0x7c, 0x00, 0x1d, 0xee, 0x04, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_load_tr_b128 v[4:7], v[2:3], off", {0x7c, 0xc0, 0x15, 0xee, 0x04, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_load_tr8_b64 v[4:5], v2, s[4:5]", {0x04, 0x00, 0x16, 0xee, 0x04, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_prefetch_b8 v[2:3], off th:TH_LOAD_NT", {0x7c, 0x40, 0x17, 0xee, 0x00, 0x00, 0x10, 0x00, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_atomic_add_f64 v[0:1], v[2:3], v[4:5], off th:TH_ATOMIC_RETURN", {0x7c, 0x40, 0x15, 0xee, 0x00, 0x00, 0x10, 0x02, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_atomic_max_f64 v[2:3], v[4:5], off", {0x7c, 0x00, 0x17, 0xee, 0x00, 0x00, 0x00, 0x02, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "flat_atomic_min_num_f64 v[2:3], v[4:5]", {0x7c, 0xc0, 0x16, 0xec, 0x00, 0x00, 0x00, 0x02, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "global_atomic_ordered_add_b64 v[2:3], v1, v[4:5], s[2:3] th:TH_ATOMIC_RETURN", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1250", "", "tensor_save s[2:3] offset:16", {0x02, 0x80, 0x1b, 0xee, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00}, ""},
      {"gfx1250", "", "tensor_save s[2:3] th:TH_LOAD_NT", {}, "20: error: invalid th value for store instructions"},
      {"gfx1250", "", "tensor_stop", {0x7c, 0xc0, 0x1b, 0xee, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      // VBUFFER: nv, no scale_offset, the f64 atomics; no format rows or cache controls.
      {"gfx1250", "", "buffer_load_b32 v1, v2, s[4:7], s3 offen nv", {0x83, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x80, 0x40, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "buffer_load_b32 v[2:3], v2, s[4:7], s3 offen nv tfe", {0x83, 0x00, 0x45, 0xc4, 0x02, 0x08, 0x80, 0x40, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "buffer_load_b32 v[2:3], v2, s[4:7], s3 offen tfe nv", {}, "50: error: invalid operand for instruction"},
      {"gfx1250", "", "buffer_load_b32 v1, v2, s[4:7], s3 offen scale_offset", {}, "42: error: scale_offset is not supported for this instruction"},
      {"gfx1250", "", "buffer_load_b32 v1, off, s[4:7], s3 scale_offset th:TH_STORE_NT", {}, "37: error: scale_offset is not supported for this instruction"},
      {"gfx1250", "", "buffer_atomic_add_f64 v[0:1], v2, s[4:7], s3 offen th:TH_ATOMIC_RETURN", {0x03, 0x40, 0x15, 0xc4, 0x00, 0x08, 0x90, 0x40, 0x02, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "buffer_atomic_min_num_f64 v[0:1], off, s[4:7], null offset:8", {0x7c, 0xc0, 0x16, 0xc4, 0x00, 0x08, 0x80, 0x00, 0x00, 0x08, 0x00, 0x00}, ""},
      {"gfx1250", "", "buffer_atomic_max_f64 v[0:1], off, s[4:7], s3", {0x03, 0x00, 0x17, 0xc4, 0x00, 0x08, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1250", "", "buffer_load_format_x v1, off, s[4:7], s3", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1250", "", "tbuffer_load_format_x v1, off, s[4:7], s3 format:1", {}, "1: error: instruction not supported on this GPU"},
      {"gfx1250", "", "buffer_gl0_inv", {}, "1: error: instruction not supported on this GPU"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

// Words llvm-mc 22 prints as text that does not give them back (an odd VGPR tuple with its "Invalid register" comment,
// a scale_offset with no VGPR offset to scale, an odd SGPR pair printed as the even one) are refused.
TEST(Gfx125Memory, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1250", {
      {{0x08, 0x00, 0x50, 0xd9, 0x01, 0x02, 0x00, 0x00}, "ds_add_f64 v1, v[2:3] offset:8"},
      {{0x00, 0x00, 0xf0, 0xdb, 0x01, 0x00, 0x00, 0x04}, "ds_load_tr16_b128 v[4:7], v1"},
      {{0x00, 0x00, 0xec, 0xdb, 0x01, 0x00, 0x00, 0x05}, "ds_load_tr6_b96 v[5:7], v1"},
      {{0x00, 0x00, 0xf0, 0xdb, 0x01, 0x00, 0x00, 0x05}, "(invalid)"},  // (llvm-mc 22: ds_load_tr16_b128 v[5:8]/*Invalid register, operand has 'VReg_128_Align2' register class*/, v1)
      {{0x00, 0x00, 0xd8, 0xd9, 0x00, 0x00, 0x00, 0x01}, "(invalid)"},  // (llvm-mc 22: ds_load_b64 v[1:2]/*Invalid register, operand has 'VReg_64_Align2' register class*/, v0)
      {{0x00, 0x00, 0xda, 0xd8, 0x02, 0x00, 0x00, 0x01}, "(invalid)"},
      {{0x04, 0x00, 0x05, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "flat_load_b32 v1, v2, s[4:5]"},
      {{0x05, 0x00, 0x05, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: flat_load_b32 v1, v2, s[4:5])
      {{0x7e, 0x00, 0x05, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: flat_load_b32 v1, v2, exec/*Invalid register, operand has 'SReg_64_XEXEC_XNULL' register class*/)
      {{0x84, 0x00, 0x05, 0xec, 0x01, 0x00, 0x1d, 0x00, 0x02, 0x10, 0x00, 0x00}, "flat_load_b32 v1, v2, s[4:5] offset:16 scale_offset th:TH_LOAD_NT scope:SCOPE_SYS nv"},
      {{0x7c, 0x00, 0x05, 0xec, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: flat_load_b32 v1, v[2:3] scale_offset)
      {{0x7c, 0x00, 0x05, 0xee, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: global_load_b32 v1, v[2:3], off scale_offset)
      {{0x04, 0x00, 0x05, 0xee, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x00, 0x00}, "global_load_b32 v1, v2, s[4:5] scale_offset"},
      {{0x7c, 0x00, 0x05, 0xed, 0x01, 0x00, 0x03, 0x00, 0x02, 0x00, 0x00, 0x00}, "scratch_load_b32 v1, v2, off scale_offset"},
      {{0x7c, 0x00, 0x05, 0xed, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: scratch_load_b32 v1, off, off scale_offset)
      {{0x02, 0x00, 0x05, 0xed, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: scratch_load_b32 v1, off, s2 scale_offset)
      {{0x02, 0x80, 0x1b, 0xee, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: tensor_save s[2:3] scale_offset)
      {{0x04, 0x00, 0x0a, 0xee, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: global_load_addtid_b32 v1, s[4:5] scale_offset)
      {{0x04, 0x40, 0x0a, 0xee, 0x00, 0x00, 0x81, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: global_store_addtid_b32 v1, s[4:5] scale_offset)
      {{0x04, 0x00, 0x05, 0xec, 0x01, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x7c, 0x40, 0x05, 0xee, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: global_load_b64 v[1:2]/*Invalid register, operand has 'VReg_64_Align2' register class*/, v[3:4]/*Invalid register, operand has 'VReg_64_Align2' register class*/, off)
      {{0x7c, 0x40, 0x05, 0xee, 0x02, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "global_load_b64 v[2:3], v[2:3], off"},
      {{0x7c, 0xc0, 0x15, 0xee, 0x04, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "global_load_tr16_b128 v[4:7], v[2:3], off"},
      {{0x7c, 0x00, 0x18, 0xee, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "global_load_async_to_lds_b32 v1, v[2:3], off"},
      {{0x7c, 0xc0, 0x1b, 0xee, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00}, "tensor_stop  th:TH_STORE_NT"},
      {{0x02, 0x80, 0x1b, 0xee, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00}, "tensor_save s[2:3] offset:16"},
      {{0x83, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x80, 0x40, 0x02, 0x00, 0x00, 0x00}, "buffer_load_b32 v1, v2, s[4:7], s3 offen nv"},
      {{0x03, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x81, 0x40, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x03, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x00, 0x40, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: buffer_load_b32 v1, v2, s[4:7], s3 offen)
      {{0x03, 0x40, 0x15, 0xc4, 0x00, 0x08, 0x90, 0x40, 0x02, 0x00, 0x00, 0x00}, "buffer_atomic_add_f64 v[0:1], v2, s[4:7], s3 offen th:TH_ATOMIC_RETURN"},
      {{0x03, 0x00, 0x00, 0xc4, 0x01, 0x08, 0x80, 0x40, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x03, 0x00, 0x20, 0xc4, 0x01, 0x08, 0x80, 0x40, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},
  });
  expectPrintedWords("gfx1200", {
      {{0x04, 0x00, 0x05, 0xec, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x84, 0x00, 0x05, 0xee, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00}, "(invalid)"},  // (llvm-mc 22: global_load_b32 v1, v2, s[4:5] nv)
  });
}

}  // namespace
}  // namespace gcnkit::test
