// Which operand codes an operand spec admits, shared by the parser (to reject) and the decoder (to refuse
// words whose text could not be assembled back).
#pragma once
#include <cstdint>

#include "isa/ops.h"
#include "isa/registers.h"

namespace gcnkit {

// A destination or data register (SReg operand).
inline bool destinationAllowed(const OperandSpec& s, uint16_t code) {
  if (code >= 128) return false;
  if (s.noM0Exec && (code == m0Code() || code == opnd::kExecLo || code == opnd::kExecHi)) return false;
  return true;
}

// A source code (SSrc operand) that is a register or special source, before width checks.
inline bool sourceAllowed(const OperandSpec& s, uint16_t code) {
  if (code == opnd::kLdsDirect) return false;  // vector-only
  if (s.noLiteral && code == opnd::kLiteral) return false;
  if (!s.regOnly || code < 128) return true;
  // 32-bit register-only sources also take what LLVM files with the SGPRs: POPS wave id, vccz, execz, scc.
  return s.dwords == 1 && (code == 239 || (code >= opnd::kSrcVccz && code <= opnd::kSrcScc));
}

}  // namespace gcnkit
