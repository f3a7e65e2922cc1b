#include "cli/kernel_args.h"

#include <bit>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

#include "cli/io.h"

namespace gcnkit::cli {

namespace {

template <class T>
void put(std::vector<uint8_t>& out, T v) {
  out.resize(sizeof v);
  std::memcpy(out.data(), &v, sizeof v);
}

// Integers in decimal or 0x hex, with an optional sign.
template <class T>
bool parseInteger(std::string_view s, T& out) {
  bool neg = !s.empty() && s[0] == '-';
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

bool parseDouble(std::string_view s, double& out) {
  std::string str(s);
  char* end = nullptr;
  errno = 0;
  out = std::strtod(str.c_str(), &end);
  return !str.empty() && end == str.c_str() + str.size() && errno == 0;
}

}  // namespace

std::optional<KernelArg> parseKernelArg(std::string_view spec, std::string& error) {
  KernelArg a;
  a.spec = std::string(spec);
  size_t colon = spec.find(':');
  if (colon == std::string_view::npos) {
    error = fmt::format("argument '{}': expected TYPE:VALUE (u32, i32, u64, i64, f32, f64, buf)", spec);
    return std::nullopt;
  }
  std::string_view type = spec.substr(0, colon), value = spec.substr(colon + 1);
  auto bad = [&](const char* what) {
    error = fmt::format("argument '{}': {}", spec, what);
    return std::nullopt;
  };
  if (type == "u32" || type == "i32") {
    uint32_t u = 0;
    int32_t i = 0;
    if (type == "u32" ? !parseInteger(value, u) : !parseInteger(value, i)) return bad("not a 32-bit integer");
    put(a.bytes, type == "u32" ? u : uint32_t(i));
    a.size = a.align = 4;
  } else if (type == "u64" || type == "i64") {
    uint64_t u = 0;
    int64_t i = 0;
    if (type == "u64" ? !parseInteger(value, u) : !parseInteger(value, i)) return bad("not a 64-bit integer");
    put(a.bytes, type == "u64" ? u : uint64_t(i));
    a.size = a.align = 8;
  } else if (type == "f32" || type == "f64") {
    double d = 0;
    if (!parseDouble(value, d)) return bad("not a number");
    if (type == "f32") put(a.bytes, std::bit_cast<uint32_t>(float(d)));
    else put(a.bytes, std::bit_cast<uint64_t>(d));
    a.size = a.align = type == "f32" ? 4 : 8;
  } else if (type == "buf") {
    a.kind = KernelArg::Kind::Buffer;
    a.size = a.align = 8;  // the argument is the buffer's 64-bit guest address
    if (!value.empty() && value[0] == '@') {
      std::string why;
      auto data = readInput(std::string(value.substr(1)), why);
      if (!data) return bad(("cannot read " + why).c_str());
      a.bytes.assign(data->begin(), data->end());
    } else {
      uint64_t n = 0;
      if (!parseInteger(value, n)) return bad("buffer size is not a number");
      if (n > (uint64_t(1) << 32)) return bad("buffer larger than 4 GiB");
      a.bytes.assign(size_t(n), 0);
    }
  } else {
    return bad("unknown type (u32, i32, u64, i64, f32, f64, buf)");
  }
  return a;
}

uint64_t layoutKernelArgs(std::vector<KernelArg>& args) {
  uint64_t offset = 0;
  for (KernelArg& a : args) {
    offset = (offset + a.align - 1) / a.align * a.align;
    a.offset = offset;
    offset += a.size;
  }
  return offset;
}

}  // namespace gcnkit::cli
