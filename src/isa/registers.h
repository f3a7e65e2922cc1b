// The scalar operand space: what each 8-bit source/destination code means on each generation
// (SGPRs, special registers, inline constants, literal), and the names LLVM gives them.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

#include "isa/target.h"

namespace gcnkit {

// Fixed operand codes shared by every generation.
namespace opnd {
inline constexpr uint16_t kVccLo = 106, kVccHi = 107, kM0Gfx6 = 124, kExecLo = 126, kExecHi = 127;
inline constexpr uint16_t kNull = 125;  // GFX10 null register
inline constexpr uint16_t kIntZero = 128, kIntPos64 = 192, kIntNeg1 = 193, kIntNeg16 = 208;
inline constexpr uint16_t kFloatFirst = 240, kInvPi = 248, kFloatLast = 248;
inline constexpr uint16_t kSrcSharedBase = 235, kSrcPopsExitingWaveId = 239;  // (src_shared_base .. src_pops_*)
// GFX12.5's src_flat_scratch_base_lo/hi (no name on other generations)
inline constexpr uint16_t kSrcFlatScratchBaseLo = 230, kSrcFlatScratchBaseHi = 231;
inline constexpr uint16_t kSrcVccz = 251, kSrcExecz = 252, kSrcScc = 253, kLdsDirect = 254, kLiteral = 255;
// GFX12.5 (VectorFeatures::literal64): the source code of a 64-bit literal, two dwords after the word (kLdsDirect's
// code before).
inline constexpr uint16_t kLiteral64 = 254;
// The 32-bit special sources (src_shared_base ..., GFX12.5's src_flat_scratch_base_lo: the pair's base) a 64-bit
// operand reads under their 32-bit name, as LLVM writes them (its _hi half is no 64-bit operand).
constexpr bool specialSourceAnyWidth(uint16_t code) { return code == 230 || (code >= 235 && code < kLiteral); }
}  // namespace opnd

// Number of SGPRs addressable by name sN on a generation (the rest of 0..127 is special registers).
// (Inline: the parser asks it for every SGPR it reads.)
// The trap temporaries: ttmp0's operand code and how many there are.
constexpr int ttmpBase(Gen g) { return g >= Gen::GFX9 ? 108 : 112; }
constexpr int ttmpCount(Gen g) { return g >= Gen::GFX9 ? 16 : 12; }
constexpr int sgprCount(Gen g) {
  switch (g) {
    case Gen::GFX6: case Gen::GFX7: return 104;
    case Gen::GFX8: case Gen::GFX9: return 102;
    default: return 106;
  }
}
// Tuple rules the register parser applies (ranges that are not valid get its messages).
bool vgprTupleWidthValid(int count);
constexpr bool sgprTupleValid(int first, int count, Gen g) {
  if (count != 1 && count != 2 && count != 3 && count != 4 && count != 8 && count != 16) return false;
  const int align = count == 1 ? 1 : count == 2 ? 2 : 4;
  return first % align == 0 && first + count <= sgprCount(g);
}
// Code of M0 (124 on every generation LLVM supports; kept as a function for clarity at call sites).
inline constexpr uint16_t m0Code() { return opnd::kM0Gfx6; }

// A register operand: its first code and how many consecutive dwords it spans.
struct RegRef {
  uint16_t code;
  uint8_t dwords;
};

// Parses a register name as LLVM writes it ("s5", "s[4:7]", "vcc", "ttmp[4:5]", "exec_lo", "null",
// "src_shared_base", ...). Returns nullopt if the text is not a register name at all; sets `error` if it
// is one but is not valid here (message as LLVM prints it).
struct RegParse {
  std::optional<RegRef> reg;
  std::string error;  // non-empty: a register, but not usable (bad range, missing on this GPU)
  int errorOffset = 0;  // where in the text the error points (0 = its start)
  bool misaligned = false;  // the error is a VGPR tuple's odd start (gfx90a+); reg holds the tuple
};
// With `vector` set, VGPRs vN / v[a:b] are registers too (code 256 + N); else they are an error.
RegParse parseRegister(std::string_view text, const Target& t, bool vector = false);

// Accumulation registers (gfx908+ MAI): "a5", "a[4:7]", "acc5", "acc[4:7]" as the VGPR code of the same
// number (256 + n; the instruction's acc bits say which file) with LLVM's tuple rules and messages. Nullopt
// reg and empty error: not an AGPR name.
RegParse parseAgpr(std::string_view text, const Target& t);
// "a5" / "a[4:7]" of the AGPR at code 256 + n (0 if the tuple is not valid on the target).
size_t agprName(uint16_t code, int dwords, const Target& t, char* out);

// VGPR operand codes: 256 + register number, as the 9-bit source fields hold them.
namespace opnd {
inline constexpr uint16_t kVgpr0 = 256;
inline constexpr int kVgprCount = 256;
}
constexpr bool isVgprCode(uint16_t code) { return code >= opnd::kVgpr0; }

// Name of the register starting at `code` spanning `dwords` (VGPRs: code 256 + n); empty if `code` is not
// a register there.
// Writes into `out` (at least 32 chars) and returns its length.
size_t registerName(uint16_t code, int dwords, const Target& t, char* out);

// Inline constants. Integer codes 128..208 are exact; float codes print as LLVM prints them.
bool isInlineInt(uint16_t code);
int64_t inlineIntValue(uint16_t code);
// Code of an integer that is an inline constant (-16..64), or nullopt.
std::optional<uint16_t> inlineIntCode(int64_t v);
// Float inline constants: returns the code for a 32- or 64-bit bit pattern that matches one, or nullopt.
std::optional<uint16_t> inlineFloatCode(uint64_t bitsValue, bool is64, Gen g);
// Text of a float inline constant code ("0.5", "-4.0", "0.15915494").
std::string_view inlineFloatText(uint16_t code);
bool inlineFloatValid(uint16_t code, Gen g);  // 1/(2*pi) only from GFX8

}  // namespace gcnkit
