// The disassembler's hot path: TextBuf, the buffer the printer and listings write into, and allocation-free
// number formatting (LLVM's spellings, decimal and lower-case 0x-prefixed hex) for it and std::string.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace gcnkit {

// A growable character buffer whose appends are inline (a capacity check and a copy the compiler sizes
// for a literal): the printer writes about ten pieces per instruction, and std::string::append makes an
// out-of-line call and a memmove call for each. Same member names as std::string, so the formatting
// helpers below serve both.
class TextBuf {
 public:
  using value_type = char;
  TextBuf() { reallocate(256); }
  TextBuf(const TextBuf&) = delete;
  TextBuf& operator=(const TextBuf&) = delete;

  void append(const char* s, size_t n) {
    if (size_t(cap_ - end_) < n) reallocate(size() + n);
    copySmall(end_, s, n);
    end_ += n;
  }
  // Room for `n` more characters written in place (then commit the number written).
  char* room(size_t n) {
    if (size_t(cap_ - end_) < n) reallocate(size() + n);
    return end_;
  }
  void commit(size_t n) { end_ += n; }
  void append(size_t n, char c) {
    if (size_t(cap_ - end_) < n) reallocate(size() + n);
    std::memset(end_, c, n);
    end_ += n;
  }
  TextBuf& operator+=(std::string_view s) {
    append(s.data(), s.size());
    return *this;
  }
  TextBuf& operator+=(char c) {
    if (end_ == cap_) reallocate(size() + 1);
    *end_++ = c;
    return *this;
  }
  void reserve(size_t n) {
    if (n > size_t(cap_ - buf_.get())) reallocate(n);
  }
  void push_back(char c) { *this += c; }  // for std::back_inserter (fmt::format_to)
  size_t size() const { return size_t(end_ - buf_.get()); }
  bool empty() const { return end_ == buf_.get(); }
  void clear() { end_ = buf_.get(); }
  // Growing leaves the new characters unset (callers write them through data()).
  void resize(size_t n) {
    if (n > size_t(cap_ - buf_.get())) reallocate(n);
    end_ = buf_.get() + n;
  }
  char* data() { return buf_.get(); }
  const char* data() const { return buf_.get(); }
  std::string_view view() const { return {buf_.get(), size()}; }
  operator std::string_view() const { return view(); }

 private:
  // After inlining, GCC weighs every branch of copySmall against a short source array whose length rules
  // out all but one, and warns about the others: false positives, silenced here only.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
#pragma GCC diagnostic ignored "-Wstringop-overread"
#endif
  // Pieces are mostly 1-64 characters of a length known only at run time, for which a memcpy call costs
  // more than the copy: two overlapping fixed-size moves cover any length in a range.
  static void copySmall(char* d, const char* s, size_t n) {
    if (__builtin_constant_p(n)) {  // a literal: the compiler copies it inline as it is
      std::memcpy(d, s, n);
    } else if (n >= 8 && n <= 16) {
      std::memcpy(d, s, 8);
      std::memcpy(d + n - 8, s + n - 8, 8);
    } else if (n >= 4 && n < 8) {
      std::memcpy(d, s, 4);
      std::memcpy(d + n - 4, s + n - 4, 4);
    } else if (n > 0 && n < 4) {
      d[0] = s[0];
      d[n / 2] = s[n / 2];
      d[n - 1] = s[n - 1];
    } else if (n > 16 && n <= 32) {
      std::memcpy(d, s, 16);
      std::memcpy(d + n - 16, s + n - 16, 16);
    } else if (n > 32 && n <= 64) {  // whole lines of text
      std::memcpy(d, s, 32);
      std::memcpy(d + n - 32, s + n - 32, 32);
    } else if (n > 64) {
      copyLong(d, s, n);
    }
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
  // Out of line: a long piece is rare, and its memcpy call need not be inlined at every append.
  [[gnu::noinline]] static void copyLong(char* d, const char* s, size_t n) { std::memcpy(d, s, n); }

  void reallocate(size_t need) {
    const size_t n = size(), cap = std::max(need, 2 * size_t(cap_ - buf_.get()));
    std::unique_ptr<char[]> b(new char[cap]);
    if (n) std::memcpy(b.get(), buf_.get(), n);
    buf_ = std::move(b);
    end_ = buf_.get() + n;
    cap_ = buf_.get() + cap;
  }
  std::unique_ptr<char[]> buf_;
  char* end_ = nullptr;
  char* cap_ = nullptr;
};

template <class Out>
inline void appendDec(Out& out, int64_t v) {
  if (v >= 0 && v < 100) {  // most numbers printed (register indices, small offsets): one or two digits
    const char two[2] = {char('0' + v / 10), char('0' + v % 10)};
    if (v < 10) out += two[1];
    else out.append(two, 2);
    return;
  }
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

template <class Out>
inline void appendHex(Out& out, uint64_t v) {
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
template <class Out>
inline void appendByteHex(Out& out, uint8_t b) {
  static constexpr char digits[] = "0123456789abcdef";
  const char s[4] = {'0', 'x', digits[b >> 4], digits[b & 15]};
  out.append(s, 4);
}

// Zero-padded hex of at least `width` digits (more when the value needs them), as fmt's {:0Nx} / {:0NX}.
template <bool Upper = false, class Out>
inline void appendHexPadded(Out& out, uint64_t v, int width) {
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

// The 8 upper-case hex digits of a dword as the bytes of a word, first digit lowest (to store with one
// memcpy): the nibbles spread to bytes, then each turned into its digit, all at once.
inline uint64_t hexDigitsUpper(uint32_t w) {
  uint64_t x = w;
  x = (x | x << 16) & 0x0000ffff0000ffffull;
  x = (x | x << 8) & 0x00ff00ff00ff00ffull;
  x = (x | x << 4) & 0x0f0f0f0f0f0f0f0full;     // byte i: nibble i
  x = __builtin_bswap64(x);                      // byte i: nibble 7 - i
  const uint64_t letters = ((x + 0x0606060606060606ull) >> 4) & 0x0101010101010101ull;  // 1 where >= 10
  return x + 0x3030303030303030ull + letters * 7;  // '0'..'9', 'A'..'F'
}

// Exactly 8 upper-case hex digits of a dword (fmt's {:08X}).
template <class Out>
inline void appendWordHexUpper(Out& out, uint32_t w) {
  static constexpr char digits[] = "0123456789ABCDEF";
  char s[8];
  for (int i = 7; i >= 0; --i, w >>= 4) s[i] = digits[w & 15];
  out.append(s, 8);
}

// `text` left-aligned in a field of `width` columns (fmt's {:<N}); returns false, appending nothing, when
// the text is not plain ASCII (fmt counts display columns of UTF-8 text: callers fall back to it then).
template <class Out>
inline bool appendPaddedAscii(Out& out, std::string_view text, size_t width) {
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
