// A machine instruction as field values: what the encoder packs and the decoder unpacks. Parser, printer
// and emulator interpret fields through the operand specs of the instruction table.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

#include "isa/encoding.h"
#include "isa/ops.h"

namespace gcnkit {

// Which layout of its row an instruction uses. Base is the row's own family (for VALU rows with a 32-bit
// form, VOP1/VOP2/VOPC; for VOP3-only and VOP3P rows, their 64-bit layout). E64 is the VOP3 form of a
// VOP1/VOP2/VOPC row; Sdwa, Dpp and Dpp8 add a second dword to the 32-bit form; E64Dpp and E64Dpp8 (GFX11+) add a
// third dword to the 64-bit form (VOP3 of any VALU row, VOP3P).
enum class Form : uint8_t { Base, E64, Sdwa, Dpp, Dpp8, E64Dpp, E64Dpp8 };
constexpr bool isDppForm(Form f) { return f == Form::Dpp || f == Form::Dpp8 || f == Form::E64Dpp || f == Form::E64Dpp8; }
constexpr bool isDpp8Form(Form f) { return f == Form::Dpp8 || f == Form::E64Dpp8; }
// A form with an extension dword (SDWA, DPP16 or DPP8) after its base word.
constexpr bool isExtendedForm(Form f) { return f == Form::Sdwa || isDppForm(f); }
// The 64-bit (VOP3/VOP3P) forms, with or without a DPP dword.
constexpr bool isWideForm(Form f) { return f == Form::E64 || f == Form::E64Dpp || f == Form::E64Dpp8; }

inline constexpr int kMaxNsaAddresses = 12;  // GFX10 MIMG: addresses after the first, 4 per extra dword

struct Instruction {
  Op op{};
  Form form = Form::Base;
  bool hasLiteral = false;              // a literal follows the encoding: one dword, or two where literal64
  bool literal64 = false;               // GFX12.5: a 64-bit literal (source code 254), low dword `literal` first
  uint32_t literal = 0;
  uint32_t literalHi = 0;               // the 64-bit literal's high dword
  uint64_t literalValue64() const { return uint64_t(literalHi) << 32 | literal; }
  size_t literalBytes() const { return hasLiteral ? (literal64 ? 8 : 4) : 0; }
  std::array<uint32_t, kFieldCount> f{};  // field values, indexed by Field
  std::array<uint8_t, kMaxNsaAddresses> nsaAddr{};  // MIMG NSA: VGPRs of addresses 2..13

  uint32_t& operator[](Field x) { return f[static_cast<int>(x)]; }
  uint32_t operator[](Field x) const { return f[static_cast<int>(x)]; }
};

}  // namespace gcnkit
