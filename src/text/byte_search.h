// Searching short lines for a few bytes, eight at a time in a 64-bit word. The assembler runs these over
// every byte of its input (line ends, comment starts); libc's memchr pays a call and a vector setup per
// line, more than a whole 40-byte line costs this way.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace gcnkit {

namespace byte_search {

inline constexpr uint64_t kOnes = 0x0101010101010101ull;
inline constexpr uint64_t kHighs = 0x8080808080808080ull;

// High bit set in each byte of `w` that equals `c` (exact: no false positives, unlike the short form).
inline uint64_t matches(uint64_t w, char c) {
  const uint64_t x = w ^ (kOnes * uint8_t(c));
  return ~(((x & ~kHighs) + ~kHighs) | x) & kHighs;
}

}  // namespace byte_search

// Index of the first byte of p[0, n) equal to any of `cs`, or n.
template <char... cs>
inline size_t findAnyOf(const char* p, size_t n) {
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w;
    std::memcpy(&w, p + i, 8);
    const uint64_t hit = (byte_search::matches(w, cs) | ...);
    if (hit) return i + size_t(__builtin_ctzll(hit) / 8);
  }
  for (; i < n; ++i)
    if (((p[i] == cs) || ...)) return i;
  return n;
}

}  // namespace gcnkit
