// GFX12's VBUFFER words by hand: MUBUF and MTBUF in three dwords under one prefix (MTBUF's opcodes 0x80-0x8f of one
// field), the 23-bit unsigned offset, the 7-bit soffset (no inline constants), th/scope before tfe, formats, and the
// words llvm-mc 22 prints lossily or refuses. Every byte, text, message and column below is llvm-mc 22's
// (-mcpu=gfx1201).
#include <gtest/gtest.h>

#include "assembled_line.h"
#include "printed_word.h"

namespace gcnkit::test {
namespace {

TEST(Gfx12Buffer, AssembledAsLlvmMc22) {
  const AssembledLine lines[] = {
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], s3 offset:8388607", {0x03, 0x00, 0x05, 0xc4, 0x05, 0x10, 0x80, 0x00, 0x00, 0xff, 0xff, 0x7f}, ""},
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], s3 offset:8388608", {}, "38: error: expected a 23-bit unsigned offset for buffer ops"},
      {"gfx1201", "", "buffer_load_b32 v5, v[1:2], s[8:11], null idxen offen offset:4 th:TH_LOAD_NT scope:SCOPE_SYS", {0x7c, 0x00, 0x05, 0xc4, 0x05, 0x10, 0x9c, 0xc0, 0x01, 0x04, 0x00, 0x00}, ""},
      {"gfx1201", "", "buffer_load_b32 v[5:6], off, s[8:11], m0 th:TH_LOAD_NT tfe", {0x7d, 0x00, 0x45, 0xc4, 0x05, 0x10, 0x90, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "buffer_load_b32 v[5:6], off, s[8:11], s3 tfe th:TH_LOAD_NT", {}, "46: error: invalid operand for instruction"},
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], s3 glc tfe", {}, "38: error: invalid operand for instruction"},
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], 0", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], src_shared_base", {}, "1: error: operands are not valid for this GPU or mode"},
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], 0x1234", {}, "35: error: invalid operand for instruction"},
      {"gfx1201", "", "buffer_load_b32 v5, off, ttmp[12:15], exec_hi", {0x7f, 0x00, 0x05, 0xc4, 0x05, 0xf0, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], s3 nv", {}, "38: error: nv is not supported on this GPU"},
      {"gfx1201", "", "buffer_load_b32 v5, off, s[8:11], s3 format:1", {}, "38: error: not a valid operand."},
      {"gfx1201", "", "buffer_atomic_add_u32 v5, off, s[8:11], s3 th:TH_ATOMIC_RETURN", {0x03, 0x40, 0x0d, 0xc4, 0x05, 0x10, 0x90, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "buffer_atomic_csub_u32 v5, off, s[8:11], s3", {0x03, 0xc0, 0x0d, 0xc4, 0x05, 0x10, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_FMT_32_FLOAT]", {0x03, 0x00, 0x20, 0xc4, 0x05, 0x10, 0x00, 0x0b, 0x00, 0x00, 0x00, 0x00}, ""},
      {"gfx1201", "", "tbuffer_store_format_xyzw v[5:8], v1, s[8:11], s3 idxen format:127 offset:16", {}, "57: error: not a valid operand."},
      {"gfx1201", "", "tbuffer_load_format_x v5, off, s[8:11], s3 nv", {}, "44: error: nv is not supported on this GPU"},
  };
  for (const AssembledLine& l : lines) expectAssembled(l);
}

TEST(Gfx12Buffer, DisassembledAsLlvmMc22) {
  expectPrintedWords("gfx1201", {
      {{0x03, 0x00, 0x05, 0xc4, 0x05, 0x10, 0x80, 0x00, 0x00, 0xff, 0xff, 0x7f}, "buffer_load_b32 v5, off, s[8:11], s3 offset:8388607"},
      {{0x7c, 0x00, 0x05, 0xc4, 0x05, 0x10, 0x9c, 0xc0, 0x01, 0x04, 0x00, 0x00},
       "buffer_load_b32 v5, v[1:2], s[8:11], null idxen offen offset:4 th:TH_LOAD_NT scope:SCOPE_SYS"},
      {{0x03, 0x00, 0x05, 0xc4, 0x05, 0x10, 0x80, 0x40, 0x00, 0x00, 0x00, 0x00}, "buffer_load_b32 v5, v0, s[8:11], s3 offen"},
      {{0x03, 0x00, 0x20, 0xc4, 0x05, 0x10, 0x00, 0x0b, 0x00, 0x00, 0x00, 0x00},
       "tbuffer_load_format_x v5, off, s[8:11], s3 format:[BUF_FMT_32_FLOAT]"},
      // Lossy in llvm-mc 22: a MUBUF word whose format is not 1, resource bits 10:9 (not part of the number / 4);
      // refused by it: the offset's top bit, an opcode of neither family (0x90).
      {{0x03, 0x00, 0x05, 0xc4, 0x05, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x03, 0x00, 0x05, 0xc4, 0x05, 0x12, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},
      {{0x03, 0x00, 0x05, 0xc4, 0x05, 0x10, 0x80, 0x00, 0x00, 0x00, 0x00, 0x80}, "(invalid)"},
      {{0x03, 0x00, 0x24, 0xc4, 0x05, 0x10, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00}, "(invalid)"},
  });
}

}  // namespace
}  // namespace gcnkit::test
