// GFX12.5's literal constants, as the CDNA5 ISA guide states them ("Literal Constants"): source code 254 names a
// 64-bit literal (two dwords after the instruction); an operand of 32 bits or less reads its low bits. A 32-bit
// literal (255) feeding a 64-bit operand is zero-extended for unsigned and bitwise operations, sign-extended for a
// signed 64-bit integer operation, and the high half of a double (the older generations' rules, which LLVM states,
// differ only in the signed case: zero-extended there).
#pragma once
#include <cstdint>
#include <string_view>

#include "codec/instruction.h"
#include "isa/ops.h"
#include "isa/registers.h"

namespace gcnkit::emu {

// The source reads the instruction's 64-bit literal.
inline bool readsLiteral64(uint16_t code, const Instruction& inst) {
  return code == opnd::kLiteral64 && inst.literal64;
}
// Its bits for an operand of `dwords` dwords.
inline uint64_t literal64Bits(const Instruction& inst, unsigned dwords) {
  return dwords >= 2 ? inst.literalValue64() : inst.literal;
}
// A row whose 64-bit integer sources are signed (v_max_i64, s_ashr_i64, v_mad_nc_i64_i32's addend, ...): its name
// says i64.
inline bool signed64Row(Op op) { return std::string_view(opInfo(op).name).find("_i64") != std::string_view::npos; }
// A 32-bit literal (code 255) read by a 64-bit integer operand, from its zero-extended value: sign-extended where the
// processor takes 64-bit literals and the operation is signed (GFX12.5), as it was otherwise.
inline uint64_t literal32For64(const Instruction& inst, bool literal64Processor, uint64_t zeroExtended) {
  return literal64Processor && signed64Row(inst.op) ? uint64_t(int64_t(int32_t(inst.literal))) : zeroExtended;
}

}  // namespace gcnkit::emu
