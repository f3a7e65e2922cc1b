// GFX12's scalar memory by hand: the 24-bit signed offset's edges (and the 23-bit unsigned one of buffer forms),
// null and m0 offsets, the sub-dword and b96 loads, th:/scope:, the prefetches, and the scalar rows GFX12 renames or
// adds. Every byte, text, message and column below is llvm-mc 22's (-mcpu=gfx1201).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx12Scalar, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1201", "", "s_load_b32 s8, s[2:3], 0x7fffff", {0x01, 0x02, 0x00, 0xf4, 0xff, 0xff, 0x7f, 0xf8}, ""},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], -0x800000", {0x01, 0x02, 0x00, 0xf4, 0x00, 0x00, 0x80, 0xf8}, ""},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], 0x800000", {}, "24: error: expected a 24-bit signed offset"},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], -0x800001", {}, "24: error: expected a 24-bit signed offset"},
      {"gfx1201", "", "s_load_b64 s[8:9], s[2:3], s4 offset:0x7fffff", {0x01, 0x22, 0x00, 0xf4, 0xff, 0xff, 0x7f, 0x08}, ""},
      {"gfx1201", "", "s_load_b64 s[8:9], s[2:3], s4 offset:-0x800000", {0x01, 0x22, 0x00, 0xf4, 0x00, 0x00, 0x80, 0x08}, ""},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], null", {0x01, 0x02, 0x00, 0xf4, 0x00, 0x00, 0x00, 0xf8}, ""},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], null offset:0x10", {0x01, 0x02, 0x00, 0xf4, 0x10, 0x00, 0x00, 0xf8}, ""},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], m0", {0x01, 0x02, 0x00, 0xf4, 0x00, 0x00, 0x00, 0xfa}, ""},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], m0 offset:-0x10", {0x01, 0x02, 0x00, 0xf4, 0xf0, 0xff, 0xff, 0xfa}, ""},
      {"gfx1201", "", "s_buffer_load_b32 s8, s[4:7], 0x7fffff", {0x02, 0x02, 0x02, 0xf4, 0xff, 0xff, 0x7f, 0xf8}, ""},
      {"gfx1201", "", "s_buffer_load_b32 s8, s[4:7], 0x800000", {}, "31: error: expected a 23-bit unsigned offset for buffer ops"},
      {"gfx1201", "", "s_buffer_load_b32 s8, s[4:7], -1", {}, "31: error: expected a 23-bit unsigned offset for buffer ops"},
      {"gfx1201", "", "s_buffer_load_b96 s[8:10], s[4:7], m0", {0x02, 0xa2, 0x02, 0xf4, 0x00, 0x00, 0x00, 0xfa}, ""},
      {"gfx1201", "", "s_load_u8 s8, s[2:3], 0x1 th:TH_LOAD_NT scope:SCOPE_SE", {0x01, 0x22, 0xa1, 0xf4, 0x01, 0x00, 0x00, 0xf8}, ""},
      {"gfx1201", "", "s_load_i16 s8, s[2:3], 0x2 th:TH_LOAD_BYPASS scope:SCOPE_SYS", {0x01, 0x42, 0xe1, 0xf5, 0x02, 0x00, 0x00, 0xf8}, ""},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], 0x0 th:TH_LOAD_BYPASS", {}, "28: error: scope and th combination is not valid"},
      {"gfx1201", "", "s_load_b32 s8, s[2:3], 0x0 th:TH_LOAD_NT_RT", {}, "28: error: invalid th value for SMEM instruction"},
      {"gfx1201", "", "s_load_b96 s[9:11], s[2:3], 0x0", {}, "12: error: invalid register alignment"},
      {"gfx1201", "", "s_prefetch_data s[2:3], 0x7fffff, s4, 31", {0xc1, 0xc7, 0x04, 0xf4, 0xff, 0xff, 0x7f, 0x08}, ""},
      {"gfx1201", "", "s_prefetch_inst_pc_rel -0x800000, null, 0", {0x00, 0xa0, 0x04, 0xf4, 0x00, 0x00, 0x80, 0xf8}, ""},
      {"gfx1201", "", "s_prefetch_data s[2:3], 0x10, s4, 1 th:TH_LOAD_NT", {}, "37: error: not a valid operand."},
      {"gfx1201", "", "s_wait_loadcnt_dscnt 0x3f3f", {0x3f, 0x3f, 0xc8, 0xbf}, ""},
      {"gfx1201", "", "s_wait_kmcnt 0x1f", {0x1f, 0x00, 0xc7, 0xbf}, ""},
      {"gfx1201", "", "s_wait_alu depctr_va_vdst(0)", {0x9f, 0x0f, 0x88, 0xbf}, ""},
      {"gfx1201", "", "s_add_co_u32 s1, s2, s3", {0x02, 0x03, 0x01, 0x80}, ""},
      {"gfx1201", "", "s_add_u32 s1, s2, s3", {0x02, 0x03, 0x01, 0x80}, ""},
      {"gfx1201", "", "s_getreg_b32 s1, hwreg(HW_REG_WAVE_MODE)", {0x01, 0xf8, 0x81, 0xb8}, ""},
      {"gfx1201", "", "s_barrier_signal -1", {0xc1, 0x4e, 0x80, 0xbe}, ""},
      {"gfx1201", "", "s_barrier_signal s4", {}, "18: error: invalid operand for instruction"},
      // Three-register tuples are SGPRs: no ttmp[4:6] (LLVM has no such register), no special registers.
      {"gfx1201", "", "s_load_b96 ttmp[4:6], s[2:3], 0x0", {}, "12: error: invalid or unsupported register size"},
      {"gfx1201", "", "s_load_b96 s[100:102], s[2:3], 0x0", {0x01, 0xb9, 0x00, 0xf4, 0x00, 0x00, 0x00, 0xf8}, ""},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx12Scalar, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1201", {
      {{0x01, 0x02, 0x00, 0xf4, 0x00, 0x00, 0x00, 0xf8}, "s_load_b32 s8, s[2:3], 0x0"},
      {{0x01, 0x02, 0x00, 0xf4, 0x00, 0x00, 0x00, 0x08}, "s_load_b32 s8, s[2:3], s4 offset:0x0"},
      {{0x01, 0x02, 0x00, 0xf4, 0x00, 0x00, 0x80, 0x08}, "s_load_b32 s8, s[2:3], s4 offset:-0x800000"},
      {{0x01, 0x02, 0xe0, 0xf5, 0x00, 0x00, 0x00, 0xf8}, "s_load_b32 s8, s[2:3], 0x0 th:TH_LOAD_BYPASS scope:SCOPE_SYS"},
      {{0x01, 0x02, 0x80, 0xf5, 0x00, 0x00, 0x00, 0xf8}, "s_load_b32 s8, s[2:3], 0x0 th:TH_LOAD_LU"},
      {{0x01, 0x02, 0x00, 0xf4, 0x00, 0x00, 0x00, 0xfa}, "s_load_b32 s8, s[2:3], m0 offset:0x0"},
      {{0x02, 0x02, 0x02, 0xf4, 0xff, 0xff, 0xff, 0xf8}, "(invalid)"},
      {{0xc1, 0xc7, 0x04, 0xf4, 0x10, 0x00, 0x00, 0x08}, "s_prefetch_data s[2:3], 0x10, s4, 31"},
      {{0x01, 0xc8, 0x04, 0xf4, 0x10, 0x00, 0x00, 0x08}, "(invalid)"},
      {{0x00, 0x00, 0xc8, 0xbf}, "s_wait_loadcnt_dscnt 0x0"},
      {{0x04, 0x4e, 0x80, 0xbe}, "s_barrier_signal s4"},
      // A named barrier's null, scc or src_* source: llvm-mc 22 prints the register, and reads that text as another
      // number (lossy: refused), an SMEM b96 word with ttmp data (llvm-mc 22: "Invalid register").
      {{0xee, 0x50, 0xbc, 0xbe}, "(invalid)"},
      {{0x00, 0xbe, 0x00, 0xf4, 0x42, 0x00, 0x21, 0x00}, "(invalid)"},
  });
}

}  // namespace
}  // namespace gcnkit::test
