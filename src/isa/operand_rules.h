// Which operand codes an operand spec admits, shared by the parser (to reject) and the decoder (to refuse
// words whose text could not be assembled back).
#pragma once
#include <cstdint>

#include "isa/ops.h"
#include "isa/registers.h"

namespace gcnkit {

// The special sources LLVM files with the scalar registers, taken by llvm-mc 22 as VALU scalar operands whose field
// holds them whole: POPS exiting wave id, vccz, execz and scc as v_readlane/v_readfirstlane's SGPR destination; those
// and the shared/private apertures as a lane mask (a compare's 8-bit result, v_cndmask's or a carry-in's source).
// (A VOP3B carry-out's 7-bit field cannot hold them: llvm-mc writes them truncated, gcnkit refuses.)
inline bool laneScalarSpecial(uint16_t code, bool mask) {
  return code == 239 || (code >= opnd::kSrcVccz && code <= opnd::kSrcScc) || (mask && code >= 235 && code <= 238);
}

// A destination or data register (SReg operand).
inline bool destinationAllowed(const OperandSpec& s, uint16_t code) {
  if (code >= 128) return false;
  if (s.noM0Exec && (code == m0Code() || code == opnd::kExecLo || code == opnd::kExecHi)) return false;
  // Three-register tuples are SGPRs (or null) only: LLVM's SReg_96 holds no TTMP or other special registers.
  if (s.dwords == 3 && code + 3 > opnd::kVccLo && code != opnd::kNull) return false;
  return true;
}

// A source code (SSrc operand) that is a register or special source, before width checks.
inline bool sourceAllowed(const OperandSpec& s, uint16_t code) {
  if (code == opnd::kLdsDirect) return false;  // vector-only
  if (s.noLiteral && code == opnd::kLiteral) return false;
  if (!s.regOnly || code < 128) return true;
  // 32-bit register-only sources also take what LLVM files with the SGPRs: POPS wave id, vccz, execz, scc, and
  // GFX12.5's flat scratch base halves (llvm-mc 22: `s_movrels_b32 ttmp14, src_flat_scratch_base_hi`; src_shared_base
  // is refused there).
  return s.dwords == 1 && (laneScalarSpecial(code, false) || code == opnd::kSrcFlatScratchBaseLo ||
                           code == opnd::kSrcFlatScratchBaseHi);
}

// A 16-bit immediate operand's value as written: 0..0xffff for UImm16 and Dec16, -32768..0xffff for the
// others (a negative value is stored as its 16-bit two's complement).
inline bool imm16Fits(OperandKind k, int64_t v) {
  const int64_t lo = k == OperandKind::UImm16 || k == OperandKind::Dec16 ? 0 : -32768;
  return v >= lo && v <= 0xffff;
}

}  // namespace gcnkit
