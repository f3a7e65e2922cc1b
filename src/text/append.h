// Allocation-free number formatting for the printer and listings (the disassembler's hot path):
// LLVM's spellings, decimal and lower-case 0x-prefixed hex.
#pragma once
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

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

// Zero-padded hex of at least `width` digits (more when the value needs them), as fmt's {:0Nx} / {:0NX}.
template <bool Upper = false>
inline void appendHexPadded(std::string& out, uint64_t v, int width) {
  static constexpr const char* digits = Upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char buf[16];
  char* const end = buf + sizeof buf;
  char* p = end;
  do {
    *--p = digits[v & 15];
    v >>= 4;
  } while (v);
  int n = int(end - p);
  if (n < width) out.append(size_t(width - n), '0');
  out.append(p, size_t(n));
}

// Exactly 8 upper-case hex digits of a dword (fmt's {:08X}).
inline void appendWordHexUpper(std::string& out, uint32_t w) {
  static constexpr char digits[] = "0123456789ABCDEF";
  char s[8];
  for (int i = 7; i >= 0; --i, w >>= 4) s[i] = digits[w & 15];
  out.append(s, 8);
}

// `text` left-aligned in a field of `width` columns (fmt's {:<N}); returns false, appending nothing, when
// the text is not plain ASCII (fmt counts display columns of UTF-8 text: callers fall back to it then).
inline bool appendPaddedAscii(std::string& out, std::string_view text, size_t width) {
  const char* s = text.data();
  const size_t n = text.size();
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w;
    std::memcpy(&w, s + i, 8);
    if (w & 0x8080808080808080ull) return false;
  }
  for (; i < n; ++i)
    if (static_cast<unsigned char>(s[i]) >= 0x80) return false;
  const size_t at = out.size();
  out.resize(at + (n < width ? width : n));
  char* p = out.data() + at;
  std::memcpy(p, s, n);
  if (n < width) std::memset(p + n, ' ', width - n);
  return true;
}

}  // namespace gcnkit
