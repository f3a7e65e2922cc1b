// Encoding families and their per-generation bit layouts, as data. One generic packer/unpacker
// (src/codec) reads these rows; no encoder or decoder code knows where a field sits.
#pragma once
#include <cstdint>
#include <span>
#include <string_view>

#include "isa/target.h"

namespace gcnkit {

// Scalar memory is one family: SMRD (one dword) on GFX6/7 and SMEM (two dwords) from GFX8 are layouts of it.
enum class Encoding : uint8_t { SOP1, SOP2, SOPK, SOPC, SOPP, SMEM };
inline constexpr int kEncodingCount = 6;
std::string_view encodingName(Encoding e);

// Named fields of a machine instruction. A layout places a subset of them.
enum class Field : uint8_t {
  OP, SDST, SSRC0, SSRC1, SIMM16,                   // SALU
  SDATA, SBASE, IMM, GLC, NV, SOE, DLC, OFFSET, SOFFSET,  // scalar memory
  Count
};
inline constexpr int kFieldCount = static_cast<int>(Field::Count);

struct FieldPos {
  Field field;
  uint8_t lsb;    // bit position within the (up to 64-bit) instruction
  uint8_t width;  // 0 = field absent
};

struct Layout {
  Encoding enc;
  Gen first, last;      // generations this layout applies to (inclusive)
  uint8_t dwords;       // 1 or 2, without any trailing literal
  uint64_t fixedMask;   // bits that identify the encoding
  uint64_t fixedValue;
  FieldPos fields[12];  // terminated by width 0

  const FieldPos* find(Field f) const {
    for (const FieldPos& p : fields) {
      if (p.width == 0) return nullptr;
      if (p.field == f) return &p;
    }
    return nullptr;
  }
  bool has(Field f) const { return find(f) != nullptr; }
};

// The layout of an encoding on a generation.
const Layout* layoutFor(Encoding e, Gen g);
// All layouts of a generation, in the order in which their fixed bits must be tested when decoding
// (longer prefixes first).
std::span<const Layout* const> decodeOrder(Gen g);

}  // namespace gcnkit
