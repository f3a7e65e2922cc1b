// Searching short lines for a few bytes, sixteen at a time in an SSE2 register (eight in a 64-bit word
// elsewhere). The assembler runs these over every byte of its input (line ends, comment starts); libc's
// memchr pays a call and a vector setup per line, more than a whole 40-byte line costs this way.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// Index of the first byte of p[0, n) equal to any of `cs`, or n. Sixteen bytes at a time with SSE2 (every
// x86-64 has it: a compare per byte wanted and one movemask, about a quarter of the word form's operations),
// then eight in a word.
template <char... cs>
inline size_t findAnyOf(const char* p, size_t n) {
  size_t i = 0;
#if defined(__SSE2__)
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    __m128i any = _mm_setzero_si128();
    ((any = _mm_or_si128(any, _mm_cmpeq_epi8(v, _mm_set1_epi8(cs)))), ...);
    if (const int hit = _mm_movemask_epi8(any)) return i + size_t(__builtin_ctz(unsigned(hit)));
  }
#endif
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

// Length of the run of word bytes at p[0, n): letters, digits and '_', and with `identExtras` also '.', '$'
// and '@' (Scan::identChar). Sixteen bytes at a time with SSE2 (a mnemonic or a label in one step), then a
// byte at a time; tests/text/byte_search_test.cpp holds it to the byte-class table for every byte value.
template <bool identExtras>
inline size_t wordSpan(const char* p, size_t n) {
  size_t i = 0;
#if defined(__SSE2__)
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    const __m128i flip = _mm_set1_epi8(char(0x80));
    // Unsigned x <= k as a signed compare of x ^ 0x80 with (k + 1) ^ 0x80.
    const __m128i lower = _mm_or_si128(v, _mm_set1_epi8(0x20));
    const __m128i letter = _mm_cmplt_epi8(_mm_xor_si128(_mm_sub_epi8(lower, _mm_set1_epi8('a')), flip),
                                          _mm_set1_epi8(char(26 ^ 0x80)));
    const __m128i digit = _mm_cmplt_epi8(_mm_xor_si128(_mm_sub_epi8(v, _mm_set1_epi8('0')), flip),
                                         _mm_set1_epi8(char(10 ^ 0x80)));
    __m128i word = _mm_or_si128(_mm_or_si128(letter, digit), _mm_cmpeq_epi8(v, _mm_set1_epi8('_')));
    if constexpr (identExtras)
      word = _mm_or_si128(word, _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('.')),
                                                          _mm_cmpeq_epi8(v, _mm_set1_epi8('$'))),
                                             _mm_cmpeq_epi8(v, _mm_set1_epi8('@'))));
    const unsigned other = ~unsigned(_mm_movemask_epi8(word)) & 0xffffu;
    if (other) return i + size_t(__builtin_ctz(other));
  }
#endif
  for (; i < n; ++i) {
    const char c = p[i];
    const bool w = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                   (identExtras && (c == '.' || c == '$' || c == '@'));
    if (!w) return i;
  }
  return n;
}

}  // namespace gcnkit
