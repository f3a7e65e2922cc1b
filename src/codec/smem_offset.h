// The address-offset operand of scalar memory instructions, independent of how each generation packs it
// (SMRD IMM/OFFSET and the GFX7 literal; GFX8 IMM; GFX9 IMM/SOE/SOFFSET; GFX10 OFFSET plus SOFFSET/null).
// Parser, printer and emulator all go through these two functions.
#pragma once
#include <cstdint>
#include <optional>

#include "codec/instruction.h"

namespace gcnkit {

struct SmemOffset {
  bool hasImm = false;
  int64_t imm = 0;         // bytes on GFX8+, dwords on GFX6/7 (as written in LLVM syntax)
  bool hasReg = false;
  uint16_t reg = 0;        // SGPR / M0 code holding a byte offset
  bool literal = false;    // GFX7: the offset is a 32-bit literal dword
};

// The width of the signed immediate offset from GFX9 on (21; GFX12: 24, the layouts' OFFSET field); buffer forms
// take an unsigned one of a bit less. smemImmediate reads the field, smemImmediateFits says whether a value fits.
int smemOffsetBits(Gen g);
int64_t smemImmediate(uint32_t field, Gen g);
bool smemImmediateFits(int64_t imm, Gen g, bool buffer);

// The bits of SDATA a probe mode or prefetch size keeps (GFX12: 5, and llvm-mc 22 refuses a word with more).
inline constexpr GenSet kSmemFiveBitSdataImmediate = gensFrom(Gen::GFX12);
inline uint32_t smemSdataImmediateMask(Gen g) { return inGens(kSmemFiveBitSdataImmediate, g) ? 0x1f : 0x7f; }

// llvm-mc 22 on GFX12 writes a register offset with its immediate always (`s4 offset:0x0`, `null offset:0x0`) and
// an offset of neither as 0x0 (GFX10/11: `null`).
inline constexpr GenSet kSmemOffsetImmediateAlwaysWritten = gensFrom(Gen::GFX12);

// Reads the offset operand from an instruction's fields; nullopt for field combinations that LLVM syntax
// cannot express (GFX9 IMM=0 with SOE=1).
std::optional<SmemOffset> smemOffset(const Instruction& inst, Gen g);

enum class SmemOffsetError { None, ImmRange, RegPlusImmUnsupported, TooLargeForGen };
// Writes `o` into the instruction's fields. `buffer` selects the unsigned 20-bit range of buffer forms.
SmemOffsetError setSmemOffset(Instruction& inst, Gen g, const SmemOffset& o, bool buffer);

// Whether the offset fields (and literal) are exactly what setSmemOffset writes for their own meaning
// (smemOffset's reading): the one rule of a canonical SMEM offset, which every proof of a decoded word asks.
// Unused fields are zero, and the offset is one the row takes (a buffer form's is not negative).
bool smemOffsetCanonical(const Instruction& inst, Gen g, bool buffer);

}  // namespace gcnkit
