// llvm-mc's -disassemble input: numbers (0x.., decimal, 0b..) separated by white space or commas, with '#'
// comments (not ';', which llvm-mc 22 reads as part of a token) and `[...]` groups (one instruction's bytes), read
// as one byte stream. As llvm-mc does, a malformed token is reported, the bytes gathered since the last group
// boundary are dropped with the rest of its line, and reading resumes on the next line. Where a byte was written
// is found again on demand (only diagnostics need it), so the list costs one byte per byte.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace gcnkit {

class ByteList {
 public:
  // `consumed`, if given, is told every few megabytes that reading has passed a text position (the caller may
  // release the text before it; place() reads it again only for a diagnostic).
  ByteList(std::string_view text, std::string_view fileName, const std::function<void(size_t)>& consumed = {});

  std::vector<uint8_t> bytes;
  std::string error;  // every malformed token, formatted as LLVM reports it
  std::vector<std::pair<size_t, size_t>> groups;  // [begin, end) byte ranges written in [...]

  // Line (1-based), column (1-based) and source line of byte `index`. Calls must ask for
  // non-decreasing indices (they resume where the previous call stopped).
  struct Place {
    int line, col;
    std::string_view sourceLine;
  };
  Place place(size_t index);

 private:
  std::string_view text_;
  // Resume point of place(): the byte index and text position of the next token.
  size_t cursorIndex_ = 0, cursorPos_ = 0;
  int cursorLine_ = 1;
  size_t cursorLineStart_ = 0;
  // Where reading resumed after a malformed token: byte `index` comes from the text at `pos`.
  struct Resume {
    size_t index, pos;
    int line;
    size_t lineStart;
  };
  std::vector<Resume> resumes_;
  size_t nextResume_ = 0;
};

}  // namespace gcnkit
