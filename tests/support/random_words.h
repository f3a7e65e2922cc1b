// Random machine words of one layout and opcode, for the round-trip and text-proof tests.
#pragma once
#include <cstdint>
#include <cstring>
#include <vector>

#include "isa/encoding.h"
#include "rng.h"

namespace gcnkit::test {

// A word of layout `l` with opcode `opc` and every other non-fixed bit random (sparse: mostly zero fields,
// so that more words are valid), followed by random dwords: room for a second dword (SDWA/DPP), NSA address
// dwords and a literal after the layout's own.
inline std::vector<uint8_t> randomWord(const Layout& l, unsigned opc, Rng& rng, bool sparse) {
  uint64_t w = rng.next();
  if (sparse) w &= rng.next() & rng.next();
  w = (w & ~l.fixedMask) | l.fixedValue;
  if (const FieldPos* op = l.find(Field::OP)) {  // EXP has none
    const uint64_t mask = ((1ull << op->width) - 1) << op->lsb;
    w = (w & ~mask) | (uint64_t(opc) << op->lsb & mask);
  }
  if (l.dwords == 1) w &= 0xffffffffull;
  std::vector<uint8_t> b(24);
  std::memcpy(b.data(), &w, 8);
  for (size_t at = l.dwords * 4; at + 4 <= b.size(); at += 4) {
    uint32_t extra = rng.below(4) == 0 ? rng.below(65) : uint32_t(rng.next());
    if (sparse) extra &= uint32_t(rng.next());
    std::memcpy(b.data() + at, &extra, 4);
  }
  return b;
}

}  // namespace gcnkit::test
