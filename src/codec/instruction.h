// A machine instruction as field values: what the encoder packs and the decoder unpacks. Parser, printer
// and emulator interpret fields through the operand specs of the instruction table.
#pragma once
#include <array>
#include <cstdint>

#include "isa/encoding.h"
#include "isa/ops.h"

namespace gcnkit {

struct Instruction {
  Op op{};
  bool hasLiteral = false;              // a 32-bit literal dword follows the encoding
  uint32_t literal = 0;
  std::array<uint32_t, kFieldCount> f{};  // field values, indexed by Field

  uint32_t& operator[](Field x) { return f[static_cast<int>(x)]; }
  uint32_t operator[](Field x) const { return f[static_cast<int>(x)]; }
};

}  // namespace gcnkit
