#include "cli/typed_values.h"

#include <bit>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

#include <fmt/format.h>

#include "emu/formats.h"

namespace gcnkit::cli {

namespace {

struct TypeInfo {
  ElementType type;
  std::string_view name;
  unsigned size;
};
constexpr TypeInfo kTypes[] = {
    {ElementType::U8, "u8", 1},   {ElementType::I8, "i8", 1},   {ElementType::U16, "u16", 2},
    {ElementType::I16, "i16", 2}, {ElementType::U32, "u32", 4}, {ElementType::I32, "i32", 4},
    {ElementType::U64, "u64", 8}, {ElementType::I64, "i64", 8}, {ElementType::F16, "f16", 2},
    {ElementType::F32, "f32", 4}, {ElementType::F64, "f64", 8},
};

template <class T>
void append(std::vector<uint8_t>& out, T v) {
  const size_t at = out.size();
  out.resize(at + sizeof v);
  std::memcpy(out.data() + at, &v, sizeof v);
}

template <class T>
T load(std::span<const uint8_t> bytes) {
  T v;
  std::memcpy(&v, bytes.data(), sizeof v);
  return v;
}

// strtof/strtod on a NUL-terminated copy; false unless the whole text is the number. A finite text that
// overflows to infinity is refused; underflow (to a subnormal or zero) is an ordinary rounding.
template <class F>
bool parseFloat(std::string_view s, F& out) {
  const std::string str(s);
  char* end = nullptr;
  errno = 0;
  if constexpr (std::is_same_v<F, float>) out = std::strtof(str.c_str(), &end);
  else out = std::strtod(str.c_str(), &end);
  if (str.empty() || end != str.c_str() + str.size()) return false;
  return !(errno == ERANGE && std::isinf(out));
}

template <class T>
bool appendInteger(std::string_view text, std::vector<uint8_t>& out) {
  T v{};
  if (!parseInteger(text, v)) return false;
  append(out, v);
  return true;
}

// The integer n as a value of type t (integers wrap, floats round to nearest even).
void appendFromInteger(ElementType t, uint64_t n, std::vector<uint8_t>& out) {
  switch (t) {
    case ElementType::U8: case ElementType::I8: append(out, uint8_t(n)); break;
    case ElementType::U16: case ElementType::I16: append(out, uint16_t(n)); break;
    case ElementType::U32: case ElementType::I32: append(out, uint32_t(n)); break;
    case ElementType::U64: case ElementType::I64: append(out, n); break;
    case ElementType::F16: append(out, emu::floatToHalf(float(n))); break;
    case ElementType::F32: append(out, float(n)); break;
    case ElementType::F64: append(out, double(n)); break;
  }
}

// The shortest text that reads back to the same value (std::to_chars: fixed or scientific, whichever is shorter).
template <class F>
std::string shortest(F v) {
  char text[64];
  const auto end = std::to_chars(text, text + sizeof text, v).ptr;
  return std::string(text, end);
}

// The shortest text that reads back to the same half: the float's own shortest form, or fewer significant
// digits when they round to the same half (0.1 rather than 0.099975586).
std::string formatHalf(uint16_t h) {
  const float f = emu::halfToFloat(h);
  std::string best = shortest(f);
  if (std::isnan(f) || std::isinf(f)) return best;
  for (int digits = 1; digits < 9; ++digits) {
    std::string text = fmt::format("{:.{}g}", f, digits);
    if (emu::floatToHalf(std::strtof(text.c_str(), nullptr)) != h) continue;
    if (text.size() < best.size()) best = std::move(text);
    break;
  }
  return best;
}

}  // namespace

template <class T>
bool parseInteger(std::string_view s, T& out) {
  const bool neg = !s.empty() && s[0] == '-';
  if (neg || (!s.empty() && s[0] == '+')) s.remove_prefix(1);
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.remove_prefix(2);
  }
  uint64_t u = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), u, base);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return false;
  if constexpr (std::is_signed_v<T>) {
    if (neg ? u > uint64_t(std::numeric_limits<T>::max()) + 1 : u > uint64_t(std::numeric_limits<T>::max()))
      return false;
    out = neg ? T(0 - u) : T(u);
  } else {
    if (neg || u > uint64_t(std::numeric_limits<T>::max())) return false;
    out = T(u);
  }
  return true;
}
template bool parseInteger<uint8_t>(std::string_view, uint8_t&);
template bool parseInteger<int8_t>(std::string_view, int8_t&);
template bool parseInteger<uint16_t>(std::string_view, uint16_t&);
template bool parseInteger<int16_t>(std::string_view, int16_t&);
template bool parseInteger<uint32_t>(std::string_view, uint32_t&);
template bool parseInteger<int32_t>(std::string_view, int32_t&);
template bool parseInteger<uint64_t>(std::string_view, uint64_t&);
template bool parseInteger<int64_t>(std::string_view, int64_t&);

std::optional<ElementType> parseElementType(std::string_view name) {
  for (const TypeInfo& t : kTypes)
    if (t.name == name) return t.type;
  return std::nullopt;
}

std::string_view elementTypeName(ElementType t) { return kTypes[size_t(t)].name; }
unsigned elementSize(ElementType t) { return kTypes[size_t(t)].size; }

bool appendElement(ElementType t, std::string_view text, std::vector<uint8_t>& out) {
  switch (t) {
    case ElementType::U8: return appendInteger<uint8_t>(text, out);
    case ElementType::I8: return appendInteger<int8_t>(text, out);
    case ElementType::U16: return appendInteger<uint16_t>(text, out);
    case ElementType::I16: return appendInteger<int16_t>(text, out);
    case ElementType::U32: return appendInteger<uint32_t>(text, out);
    case ElementType::I32: return appendInteger<int32_t>(text, out);
    case ElementType::U64: return appendInteger<uint64_t>(text, out);
    case ElementType::I64: return appendInteger<int64_t>(text, out);
    case ElementType::F16: {
      float f = 0;
      if (!parseFloat(text, f)) return false;
      const uint16_t h = emu::floatToHalf(f);  // float's 24 bits hold any half rounding exactly enough
      if (std::isfinite(f) && std::isinf(emu::halfToFloat(h))) return false;
      append(out, h);
      return true;
    }
    case ElementType::F32: {
      float f = 0;
      if (!parseFloat(text, f)) return false;
      append(out, f);
      return true;
    }
    case ElementType::F64: {
      double d = 0;
      if (!parseFloat(text, d)) return false;
      append(out, d);
      return true;
    }
  }
  return false;
}

bool appendElementList(ElementType t, std::string_view text, std::vector<uint8_t>& out, std::string& error,
                       std::string_view source, uint64_t maxBytes) {
  size_t line = 1, lineStart = 0, count = 0;
  auto separator = [](char c) { return c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  auto where = [&](size_t at) {
    return source.empty() ? fmt::format("value {}", count + 1)
                          : fmt::format("{}:{}:{}", source, line, at - lineStart + 1);
  };
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '\n') {
      ++line;
      lineStart = i + 1;
    }
    if (separator(text[i])) {
      // Two commas in a row leave a value out: say so rather than skip it.
      if (text[i] == ',' && (count == 0 || (i > 0 && text[i - 1] == ','))) {
        error = fmt::format("{}: a value is missing before ','", where(i));
        return false;
      }
      ++i;
      continue;
    }
    size_t end = i;
    while (end < text.size() && !separator(text[end])) ++end;
    const std::string_view value = text.substr(i, end - i);
    if (out.size() + elementSize(t) > maxBytes) {
      error = fmt::format("{}: more than {} bytes of values", where(i), maxBytes);
      return false;
    }
    if (!appendElement(t, value, out)) {
      error = fmt::format("{}: '{}' is not a value of type {}", where(i), value, elementTypeName(t));
      return false;
    }
    ++count;
    i = end;
  }
  if (count == 0) {
    error = fmt::format("{}no {} values", source.empty() ? "" : std::string(source) + ": ", elementTypeName(t));
    return false;
  }
  return true;
}

void appendIota(ElementType t, uint64_t count, std::vector<uint8_t>& out) {
  out.reserve(out.size() + count * elementSize(t));
  for (uint64_t i = 0; i < count; ++i) appendFromInteger(t, i, out);
}

uint64_t splitMix64(uint64_t& state) {
  uint64_t z = state += 0x9e3779b97f4a7c15u;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

void appendRandom(ElementType t, uint64_t count, uint64_t seed, std::vector<uint8_t>& out) {
  out.reserve(out.size() + count * elementSize(t));
  uint64_t state = seed;
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t x = splitMix64(state);
    switch (t) {
      case ElementType::F16: append(out, emu::floatToHalf(float(x >> 53) * 0x1p-11f)); break;
      case ElementType::F32: append(out, float(x >> 40) * 0x1p-24f); break;
      case ElementType::F64: append(out, double(x >> 11) * 0x1p-53); break;
      default: appendFromInteger(t, x, out); break;  // the low bits
    }
  }
}

std::string formatElement(ElementType t, std::span<const uint8_t> bytes) {
  switch (t) {
    case ElementType::U8: return fmt::format("{}", load<uint8_t>(bytes));
    case ElementType::I8: return fmt::format("{}", load<int8_t>(bytes));
    case ElementType::U16: return fmt::format("{}", load<uint16_t>(bytes));
    case ElementType::I16: return fmt::format("{}", load<int16_t>(bytes));
    case ElementType::U32: return fmt::format("{}", load<uint32_t>(bytes));
    case ElementType::I32: return fmt::format("{}", load<int32_t>(bytes));
    case ElementType::U64: return fmt::format("{}", load<uint64_t>(bytes));
    case ElementType::I64: return fmt::format("{}", load<int64_t>(bytes));
    case ElementType::F16: return formatHalf(load<uint16_t>(bytes));
    case ElementType::F32: return shortest(load<float>(bytes));
    case ElementType::F64: return shortest(load<double>(bytes));
  }
  return {};
}

}  // namespace gcnkit::cli
