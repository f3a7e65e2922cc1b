// Device printf as the ROCm runtime formats it (src/emu/README.md, "Host services"): HIP's words (hostcall
// messages and -mprintf-kind=buffered records) and OpenCL's buffered records with the format strings of the
// amdhsa.printf metadata. Conversions go through the host C library's snprintf with an argument of the type the
// conversion names, as the runtime hands them to its printf.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gcnkit::emu {

// HIP: a format string and its arguments, one 64-bit word each (integers extended, floats as doubles, pointers)
// but strings, which are inline (NUL-terminated, padded to 8 bytes). The conversions and their length modifiers
// pick the C type (%d: the low 32 bits as int, %ld: 64 bits, %c: an int, %f: a double, ...); `*` widths and
// precisions take an argument word each. Formatting stops where the arguments run out, as the runtime's does.
std::string formatWordPrintf(std::string_view format, std::span<const uint64_t> args);
// The same on a message whose words start with the format string (NUL-terminated, padded to 8 bytes).
std::string formatWordPrintf(std::span<const uint64_t> words);

// One entry of OpenCL's amdhsa.printf: "ID:N:S1:...:SN:FORMAT", the argument sizes in bytes; the format with
// the escapes the runtime resolves (\n \a \b \f \r \v, \72 for ':') and the newline it appends to a format
// that does not end in one.
struct OpenClPrintfFormat {
  uint32_t id = 0;
  std::vector<uint32_t> argSizes;
  std::string format;
  uint64_t recordBytes() const;  // the id dword and the arguments
};
std::optional<OpenClPrintfFormat> parseOpenClPrintfFormat(std::string_view entry, std::string& error);

// One entry of HIP's buffered amdhsa.printf: "0:0:HASH,FORMAT" (HASH in hexadecimal), escapes resolved.
struct HipPrintfFormat {
  uint64_t hash = 0;
  std::string format;
};
std::optional<HipPrintfFormat> parseHipPrintfFormat(std::string_view entry, std::string& error);

// An OpenCL record's argument bytes (after its id) as the ROCm OpenCL runtime prints them: vectors (%v4d,
// %v2hlf) element by element separated by ',', 32-bit and 16-bit floats that are infinite or NaN as
// "infinity"/"-infinity"/"nan"/"-nan", %hh as the argument's low byte unsigned, blanks after '%' dropped, an
// empty string as "(null)". Where the runtime's parser goes astray (a trailing "%%", %F, %A), C's meaning.
std::string formatOpenClPrintf(const OpenClPrintfFormat& f, std::span<const uint8_t> args);

}  // namespace gcnkit::emu
