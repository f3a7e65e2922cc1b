// llvm-mc's -disassemble input: numbers (0x.., decimal, 0b..) separated by white space or commas, with
// '#' and ';' comments, read as one byte stream. Each byte remembers where it was written.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gcnkit {

struct ByteList {
  std::vector<uint8_t> bytes;
  std::vector<uint32_t> line, col;  // source position of each byte (1-based)
  std::vector<std::string_view> lines;  // source lines, for diagnostics
  std::string error;                // first malformed token, formatted as LLVM does
};

ByteList parseByteList(std::string_view text, std::string_view fileName);

}  // namespace gcnkit
