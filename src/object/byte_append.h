// Appending little-endian and LEB128 values to a byte vector (DWARF sections, the address-significance table).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gcnkit {

inline void appendUleb128(std::vector<uint8_t>& out, uint64_t v) {
  do {
    const uint8_t b = uint8_t(v & 0x7f);
    v >>= 7;
    out.push_back(v ? uint8_t(b | 0x80) : b);
  } while (v);
}

inline void appendSleb128(std::vector<uint8_t>& out, int64_t v) {
  for (;;) {
    const uint8_t b = uint8_t(v & 0x7f);
    v >>= 7;  // arithmetic: the sign carries
    const bool done = (v == 0 && !(b & 0x40)) || (v == -1 && (b & 0x40));
    out.push_back(done ? b : uint8_t(b | 0x80));
    if (done) return;
  }
}

inline void appendLittleEndian(std::vector<uint8_t>& out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(uint8_t(v >> (8 * i)));
}

inline void patchLittleEndian(std::vector<uint8_t>& out, size_t at, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out[at + size_t(i)] = uint8_t(v >> (8 * i));
}

}  // namespace gcnkit
