// Allocation-free number formatting for the printer and listings (the disassembler's hot path):
// LLVM's spellings, decimal and lower-case 0x-prefixed hex.
#pragma once
#include <cstdint>
#include <string>

namespace gcnkit {

inline void appendDec(std::string& out, int64_t v) {
  char buf[24];
  char* p = buf + sizeof buf;
  uint64_t u = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
  do {
    *--p = char('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0) *--p = '-';
  out.append(p, size_t(buf + sizeof buf - p));
}

inline void appendHex(std::string& out, uint64_t v) {
  static constexpr char digits[] = "0123456789abcdef";
  char buf[20];
  char* p = buf + sizeof buf;
  do {
    *--p = digits[v & 15];
    v >>= 4;
  } while (v);
  *--p = 'x';
  *--p = '0';
  out.append(p, size_t(buf + sizeof buf - p));
}

// One byte as "0x%02x".
inline void appendByteHex(std::string& out, uint8_t b) {
  static constexpr char digits[] = "0123456789abcdef";
  const char s[4] = {'0', 'x', digits[b >> 4], digits[b & 15]};
  out.append(s, 4);
}

}  // namespace gcnkit
