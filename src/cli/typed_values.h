// Typed buffer data on the command line: `gcnkit run --arg buf:f32:1,2,3` (and iota, rand, a file of values)
// and `--print 1:f32x16@64`. Values are parsed to their little-endian bytes and printed back; the random
// generator is SplitMix64, so that `buf:rand:f32:1024:7` gives the same bytes on every host.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gcnkit::cli {

enum class ElementType : uint8_t { U8, I8, U16, I16, U32, I32, U64, I64, F16, F32, F64 };
inline constexpr std::string_view kElementTypeNames = "u8, i8, u16, i16, u32, i32, u64, i64, f16, f32, f64";

std::optional<ElementType> parseElementType(std::string_view name);
std::string_view elementTypeName(ElementType t);
unsigned elementSize(ElementType t);

// Integers in decimal or 0x hex with an optional sign, in the range of T.
template <class T>
bool parseInteger(std::string_view s, T& out);

// Appends `text` as one element of type `t`: an integer in range (decimal or 0x hex, optional sign), or a
// number (decimal, hex float, inf, nan) rounded to the float type, nearest even; finite values that round to
// infinity are refused. False when the text is not such a value.
bool appendElement(ElementType t, std::string_view text, std::vector<uint8_t>& out);

// Values separated by commas, blanks or newlines ("1,2,3", a file's lines). False and `error` set at the first
// bad value, named "value N" or, with a `source` (a file name), "source:line:column". More than `maxBytes`
// of values is an error too, found before they are stored.
bool appendElementList(ElementType t, std::string_view text, std::vector<uint8_t>& out, std::string& error,
                       std::string_view source, uint64_t maxBytes = UINT64_MAX);

// 0, 1, 2, ...: integers wrap modulo 2^bits, floats are the integers rounded to the type (nearest even).
void appendIota(ElementType t, uint64_t count, std::vector<uint8_t>& out);

// SplitMix64 (Steele, Lea and Flood, 2014) seeded with `seed`, one 64-bit output x per element: integer types
// take the low bits of x; f64 is (x >> 11) * 2^-53, f32 (x >> 40) * 2^-24 and f16 (x >> 53) * 2^-11, uniform
// in [0, 1) and exact in the type.
void appendRandom(ElementType t, uint64_t count, uint64_t seed, std::vector<uint8_t>& out);
uint64_t splitMix64(uint64_t& state);

// The element at the front of `bytes` (at least elementSize(t) of them) as text: integers in decimal, floats
// in the shortest form that reads back to the same value (inf, -inf, nan).
std::string formatElement(ElementType t, std::span<const uint8_t> bytes);

}  // namespace gcnkit::cli
