#include "text/byte_list.h"

#include <array>
#include <charconv>

#include "text/diagnostics.h"

namespace gcnkit {

namespace {

bool separator(char c) { return c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '[' || c == ']'; }

// Steps over white space, commas and comments; stops at the next token or at the end. Counts lines.
size_t skipToToken(std::string_view t, size_t i, int& line, size_t& lineStart) {
  while (i < t.size()) {
    char c = t[i];
    if (c == '\n') {
      ++line;
      lineStart = ++i;
    } else if (separator(c)) {
      ++i;
    } else if (c == '#') {  // (';' is no comment here: llvm-mc 22 reads it as part of a token)
      while (i < t.size() && t[i] != '\n') ++i;
    } else {
      break;
    }
  }
  return i;
}

size_t tokenEnd(std::string_view t, size_t i) {
  while (i < t.size() && !separator(t[i]) && t[i] != '\n' && t[i] != '#') ++i;
  return i;
}

bool parseByte(std::string_view tok, uint8_t& out) {
  int base = 10;
  if (tok.size() > 2 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X')) { base = 16; tok.remove_prefix(2); }
  else if (tok.size() > 2 && tok[0] == '0' && (tok[1] == 'b' || tok[1] == 'B')) { base = 2; tok.remove_prefix(2); }
  unsigned v = 0;
  auto [p, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v, base);
  if (ec != std::errc() || p != tok.data() + tok.size() || v > 255) return false;
  out = uint8_t(v);
  return true;
}

std::string_view lineAt(std::string_view t, size_t start) {
  size_t end = t.find('\n', start);
  std::string_view l = t.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
  if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
  return l;
}

}  // namespace

// Character tables for the token fast path: hex digit values (-1 for none) and the characters that end a
// token (separators, newline, comment starts).
constexpr std::array<int8_t, 256> kHexValue = [] {
  std::array<int8_t, 256> a{};
  a.fill(-1);
  for (int c = '0'; c <= '9'; ++c) a[size_t(c)] = int8_t(c - '0');
  for (int c = 'a'; c <= 'f'; ++c) a[size_t(c)] = int8_t(c - 'a' + 10);
  for (int c = 'A'; c <= 'F'; ++c) a[size_t(c)] = int8_t(c - 'A' + 10);
  return a;
}();
constexpr std::array<bool, 256> kTokenEnd = [] {
  std::array<bool, 256> a{};
  for (char c : {' ', '\t', ',', '\r', '\n', '#', '[', ']'}) a[static_cast<unsigned char>(c)] = true;
  return a;
}();

ByteList::ByteList(std::string_view text, std::string_view fileName, const std::function<void(size_t)>& consumed)
    : text_(text) {
  constexpr size_t kReportEvery = size_t(4) << 20;
  size_t nextReport = consumed ? kReportEvery : SIZE_MAX;
  // The bytes are written through a local pointer and count (a byte store through the vector would make the
  // compiler reload its fields after each one); `bytes` is sized to the count at the end.
  bytes.resize(text.size() / 4 + 16);
  uint8_t* out = bytes.data();
  size_t n = 0, room = bytes.size();
  auto put = [&](uint8_t b) {
    if (n == room) [[unlikely]] {
      bytes.resize(room * 2);
      out = bytes.data();
      room = bytes.size();
    }
    out[n++] = b;
  };
  int line = 1;
  size_t lineStart = 0;
  const unsigned char* t = reinterpret_cast<const unsigned char*>(text.data());
  const size_t size = text.size();
  size_t kept = 0;  // bytes before the last group boundary: what a malformed token does not drop
  // Group brackets are separators to the token scanner; their positions are read here.
  auto brackets = [&](size_t from, size_t to) {
    for (size_t k = from; k < to; ++k) {
      if (t[k] == '#') break;  // the rest of the line is a comment
      if (t[k] == '[') groups.emplace_back(n, n);
      if (t[k] == ']' && !groups.empty()) groups.back().second = n;
      if (t[k] == '[' || t[k] == ']') kept = n;
    }
  };
  // The usual "0xNN" token at `k`, followed by a separator (or the end): its value, else -1.
  auto fastByte = [&](size_t k) {
    if (k + 4 > size || t[k] != '0' || (t[k + 1] | 0x20) != 'x') return -1;
    const int hi = kHexValue[t[k + 2]], lo = kHexValue[t[k + 3]];
    return (hi | lo) >= 0 && (k + 4 == size || kTokenEnd[t[k + 4]]) ? hi << 4 | lo : -1;
  };
  size_t i = skipToToken(text, 0, line, lineStart);
  brackets(0, i);
  while (i < size) {
    if (i >= nextReport) {
      consumed(i);
      nextReport = i + kReportEvery;
    }
    // The usual tokens, read in a run while one comma or space parts them (a line as llvm-mc -show-encoding and
    // our tools write it); whatever ends the run is stepped over as skipToToken does.
    if (int v = fastByte(i); v >= 0) {
      for (;;) {
        put(uint8_t(v));
        i += 4;
        if (i + 1 >= size || (t[i] != ',' && t[i] != ' ') || (v = fastByte(i + 1)) < 0) break;
        ++i;  // (the one separator before the run's next token)
      }
      const size_t from = i;
      i = skipToToken(text, i, line, lineStart);
      brackets(from, i);
      continue;
    }
    size_t end = tokenEnd(text, i);
    uint8_t b = 0;
    if (!parseByte(text.substr(i, end - i), b)) {
      error += formatDiagnostic(fileName, line, int(i - lineStart) + 1, Severity::Error, "invalid input token",
                                lineAt(text, lineStart));
      n = kept;
      const size_t eol = text.find('\n', end);
      i = eol == std::string_view::npos ? size : eol;
      i = skipToToken(text, i, line, lineStart);
      if (!resumes_.empty() && resumes_.back().index == n) resumes_.pop_back();
      resumes_.push_back({n, i, line, lineStart});
      brackets(eol == std::string_view::npos ? size : eol, i);
      continue;
    }
    put(b);
    i = skipToToken(text, end, line, lineStart);
    brackets(end, i);
  }
  bytes.resize(n);
}

ByteList::Place ByteList::place(size_t index) {
  // Past a malformed token the text continues where reading resumed, not at the dropped tokens.
  auto resume = [&](size_t& i) {
    for (; nextResume_ < resumes_.size() && resumes_[nextResume_].index <= cursorIndex_; ++nextResume_) {
      const Resume& r = resumes_[nextResume_];
      i = r.pos;
      cursorLine_ = r.line;
      cursorLineStart_ = r.lineStart;
    }
  };
  size_t i = skipToToken(text_, cursorPos_, cursorLine_, cursorLineStart_);
  resume(i);
  while (cursorIndex_ < index && i < text_.size()) {
    i = skipToToken(text_, tokenEnd(text_, i), cursorLine_, cursorLineStart_);
    ++cursorIndex_;
    resume(i);
  }
  cursorPos_ = i;
  return {cursorLine_, int(i - cursorLineStart_) + 1, lineAt(text_, cursorLineStart_)};
}

}  // namespace gcnkit
