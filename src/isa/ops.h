// The instruction table: one row per instruction (src/isa/scalar_ops.def), read by the parser, printer,
// encoder, decoder, validator and the emulator's dispatch alike.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "isa/encoding.h"
#include "isa/target.h"

namespace gcnkit {

// The generation-independent operation.
enum class Op : uint16_t {
#define GCN_OP(name, enc, o6, o7, o8, o9, o10, o103, operands, flags) name,
#include "isa/scalar_ops.def"
#undef GCN_OP
  Count
};
inline constexpr int kOpCount = static_cast<int>(Op::Count);

// How an operand is written and read, independent of which field holds it.
enum class OperandKind : uint8_t {
  None,
  SReg,      // scalar register (destination, data, base): sN, s[a:b], ttmp, specials
  SSrc,      // scalar source: register, inline constant, literal or expression
  SImm16,    // 16-bit immediate, -32768..65535, printed in hex
  UImm16,    // 16-bit unsigned immediate, 0..65535, printed in hex
  Label,     // branch target: a label or a signed dword offset
  Waitcnt,   // vmcnt(N) expcnt(N) lgkmcnt(N)
  Sendmsg,   // sendmsg(MSG, OP, STREAM)
  Hwreg,     // hwreg(REG, OFFSET, SIZE)
  GprIdx,    // gpr_idx(SRC0,SRC1,SRC2,DST)
  Lit32,     // a 32-bit immediate carried in the literal dword (s_setreg_imm32_b32)
  SmemOffset,// SMEM/SMRD offset: immediate, SGPR, M0, or SGPR + offset:N
  Imm16,     // 16-bit immediate: decimal when 0..64, else hex (as LLVM prints s_nop, s_sleep, ...)
  Dec16,     // 16-bit immediate always printed in decimal (s_endpgm, s_denorm_mode)
  Probe,     // s_atc_probe: a 3-bit immediate in the SDATA field
  Version,   // s_version: UC_VERSION_* code
  Depctr,    // s_waitcnt_depctr: depctr_*(N) fields
};

struct OperandSpec {
  Field field = Field::Count;
  OperandKind kind = OperandKind::None;
  uint8_t dwords = 0;      // register/source width
  bool optional = false;   // may be omitted (defaults to 0)
  bool regOnly = false;    // SSrc that takes registers only (no constants or literals)
  bool noLiteral = false;  // SSrc that takes registers and inline constants but no literal
  bool noM0Exec = false;   // SReg that may not be m0 or exec (SMEM data)
};

// Row flags.
enum OpFlag : uint32_t {
  kLoad = 1u << 0,
  kStore = 1u << 1,
  kAtomic = 1u << 2,
  kBuffer = 1u << 3,      // SBASE is a 4-dword buffer resource
  kScratch = 1u << 4,
  kGlc = 1u << 5,         // accepts the glc modifier
  kBranch = 1u << 6,
  kNoOffset = 1u << 7,    // SMEM without address (s_memtime, s_dcache_inv, ...)
  kCacheOp = 1u << 8,     // invalidate / write-back / discard
  kProbe = 1u << 9,       // s_atc_probe: SDATA is a 3-bit immediate
};

inline constexpr int kMaxOperands = 4;

struct OpInfo {
  std::string_view name;
  Encoding enc;
  std::array<int16_t, kGenCount> opcode;  // -1 where the generation lacks the instruction
  uint32_t flags;
  uint8_t numOperands;
  std::array<OperandSpec, kMaxOperands> operands;

  bool existsOn(Gen g) const { return opcode[genIndex(g)] >= 0; }
};

const OpInfo& opInfo(Op op);
// Case-sensitive lookup of a lower-case mnemonic; nullopt when no row has that name.
std::optional<Op> findOp(std::string_view lowerName);
// The instruction a (generation, encoding, opcode) triple decodes to.
std::optional<Op> decodeOp(Gen g, Encoding e, unsigned opcode);

}  // namespace gcnkit
