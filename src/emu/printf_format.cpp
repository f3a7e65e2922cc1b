#include "emu/printf_format.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cwchar>

#include "emu/fp.h"

namespace gcnkit::emu {

namespace {

// A width or precision beyond this is clamped: a kernel's "%1000000000d" must not make the host allocate it.
constexpr int kMaxField = 1 << 16;

// One conversion specification: %[flags][width][.precision][vN][length]conversion.
struct Spec {
  std::string flags;
  int width = -1, precision = -1;  // -1: none
  bool widthStar = false, precisionStar = false;
  int vector = 0;                  // OpenCL's vN (2, 3, 4, 8, 16)
  std::string length;              // hh h l ll L q j z t, and OpenCL's hl
  char conversion = 0;
  size_t end = 0;                  // index after the conversion in the format
};

int clampField(int64_t v) { return int(std::clamp<int64_t>(v, -kMaxField, kMaxField)); }

// Parses the specification whose '%' is at `percent`; nullopt when it is not one C (or OpenCL) knows.
std::optional<Spec> parseSpec(std::string_view f, size_t percent, bool openCl) {
  Spec s;
  size_t i = percent + 1;
  auto number = [&](int& out) {
    size_t j = i;
    while (j < f.size() && f[j] >= '0' && f[j] <= '9') ++j;
    int64_t v = 0;
    std::from_chars(f.data() + i, f.data() + std::min(j, i + 9), v);
    out = clampField(v);
    i = j;
  };
  while (i < f.size() && f[i] && std::strchr("-+ #0'", f[i])) s.flags += f[i++];
  if (i < f.size() && f[i] == '*') s.widthStar = true, ++i;
  else if (i < f.size() && f[i] >= '1' && f[i] <= '9') number(s.width);
  if (i < f.size() && f[i] == '.') {
    ++i;
    if (i < f.size() && f[i] == '*') s.precisionStar = true, ++i;
    else s.precision = 0, number(s.precision);
  }
  if (openCl && i < f.size() && f[i] == 'v') {
    ++i;
    int n = 0;
    number(n);
    if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16) return std::nullopt;
    s.vector = n;
  }
  for (std::string_view l : {"hh", "hl", "ll", "h", "l", "L", "q", "j", "z", "t"})
    if (f.substr(i, l.size()) == l && (l != "hl" || openCl)) {
      s.length = l;
      i += l.size();
      break;
    }
  if (i >= f.size() || !f[i] || !std::strchr("diouxXcsfFeEgGaApn", f[i])) return std::nullopt;
  s.conversion = f[i];
  s.end = i + 1;
  return s;
}

bool isFloat(char c) { return std::strchr("fFeEgGaA", c) != nullptr; }

// The C specification for snprintf: the flags, the width and precision as numbers (a negative width from '*' is
// the '-' flag), and `length` (chosen by the caller to match the argument it passes).
std::string cSpec(const Spec& s, int width, int precision, std::string_view length) {
  std::string out(1, '%');
  out += s.flags;
  if (width < 0 && width != -1) out += '-', width = -width;
  if (width >= 0) out += std::to_string(width);
  if (precision >= 0) {
    out += '.';
    out += std::to_string(precision);
  }
  out += length;
  out += s.conversion;
  return out;
}

template <class T>
std::string cFormat(const std::string& spec, T value) {
  const int n = std::snprintf(nullptr, 0, spec.c_str(), value);
  if (n <= 0) return {};
  std::string out(size_t(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), spec.c_str(), value);
  out.resize(size_t(n));
  return out;
}

// An integer conversion of a 64-bit value: without a 64-bit length modifier, its low 32 bits as int (what
// printf reads for %d, %hd, %hhd and %c), else the whole value.
std::string formatInteger(const Spec& s, int width, int precision, uint64_t v) {
  const bool wide = s.length == "l" || s.length == "ll" || s.length == "q" || s.length == "j" || s.length == "z" ||
                    s.length == "t";
  if (s.conversion == 'c') return cFormat(cSpec(s, width, precision, ""), int(uint32_t(v)));
  if (wide) {
    if (s.conversion == 'd' || s.conversion == 'i') return cFormat(cSpec(s, width, precision, "ll"), (long long)(v));
    return cFormat(cSpec(s, width, precision, "ll"), (unsigned long long)(v));
  }
  const std::string_view len = s.length == "hh" || s.length == "h" ? std::string_view(s.length) : "";
  if (s.conversion == 'd' || s.conversion == 'i') return cFormat(cSpec(s, width, precision, len), int(uint32_t(v)));
  return cFormat(cSpec(s, width, precision, len), unsigned(uint32_t(v)));
}

std::string formatFloat(const Spec& s, int width, int precision, double d) {
  if (s.length == "L") return cFormat(cSpec(s, width, precision, "L"), (long double)d);
  return cFormat(cSpec(s, width, precision, ""), d);  // length modifiers other than L change nothing for floats
}

std::string formatString(const Spec& s, int width, int precision, const std::string& text) {
  return cFormat(cSpec(s, width, precision, ""), text.c_str());
}

std::string formatPointer(const Spec& s, int width, int precision, uint64_t v) {
  return cFormat(cSpec(s, width, precision, ""), reinterpret_cast<void*>(uintptr_t(v)));
}

// The C string at `bytes` (up to its NUL, or the end).
std::string cString(std::span<const uint8_t> bytes) {
  const auto* p = reinterpret_cast<const char*>(bytes.data());
  return std::string(p, strnlen(p, bytes.size()));
}

// ROCm's escapes in amdhsa.printf format strings.
std::string unescape(std::string_view f, bool& endsInNewline) {
  std::string out;
  endsInNewline = false;
  for (size_t i = 0; i < f.size(); ++i) {
    char c = f[i];
    endsInNewline = false;
    if (c == '\\' && i + 1 < f.size()) {
      switch (f[i + 1]) {
        case 'a': c = '\a', ++i; break;
        case 'b': c = '\b', ++i; break;
        case 'f': c = '\f', ++i; break;
        case 'n': c = '\n', ++i, endsInNewline = true; break;
        case 'r': c = '\r', ++i; break;
        case 'v': c = '\v', ++i; break;
        case '7':
          if (i + 2 < f.size() && f[i + 2] == '2') c = ':', i += 2;
          break;
        default: break;
      }
    }
    out += c;
  }
  return out;
}

std::optional<uint64_t> parseNumber(std::string_view t, int base = 10) {
  uint64_t v = 0;
  auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v, base);
  if (ec != std::errc() || p != t.data() + t.size() || t.empty()) return std::nullopt;
  return v;
}

}  // namespace

std::string formatWordPrintf(std::string_view f, std::span<const uint64_t> args) {
  std::string out;
  size_t point = 0, next = 0;  // next: the argument word to consume
  for (;;) {
    const size_t mark = point;
    point = f.find('%', point);
    if (point == std::string_view::npos) return out.append(f.substr(mark));
    out.append(f.substr(mark, point - mark));
    if (point + 1 < f.size() && f[point + 1] == '%') {
      out += '%';
      point += 2;
      continue;
    }
    if (next >= args.size()) return out;  // the arguments ran out: the runtime stops here
    const size_t conv = f.find_first_of("diouxXfFeEgGaAcspn", point + 1);
    if (conv == std::string_view::npos) return out;
    const auto spec = parseSpec(f, point, false);
    if (!spec || spec->end != conv + 1) {  // not a C specification: shown as written
      out.append(f.substr(point, conv + 1 - point));
      point = conv + 1;
      continue;
    }
    point = spec->end;
    const size_t stars = size_t(spec->widthStar) + size_t(spec->precisionStar);
    if (args.size() - next < stars + 1) {  // undefined: the runtime skips the remaining arguments
      next = args.size();
      continue;
    }
    int width = spec->width, precision = spec->precision;
    if (spec->widthStar) width = clampField(int32_t(uint32_t(args[next++])));
    if (spec->precisionStar) precision = std::max(-1, clampField(int32_t(uint32_t(args[next++]))));
    const uint64_t v = args[next];
    const char c = spec->conversion;
    if (c == 's') {
      const auto bytes = std::as_bytes(args.subspan(next));
      const std::string text = cString({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()});
      out += formatString(*spec, width, precision, text);
      next += (text.size() + 1 + 7) / 8;  // the string's words (the runtime counts the printed width instead)
      continue;
    }
    ++next;
    if (c == 'n') continue;
    if (c == 'p') out += formatPointer(*spec, width, precision, v);
    else if (isFloat(c)) out += formatFloat(*spec, width, precision, std::bit_cast<double>(v));
    else out += formatInteger(*spec, width, precision, v);
  }
}

std::string formatWordPrintf(std::span<const uint64_t> words) {
  const auto bytes = std::as_bytes(words);
  const std::string format = cString({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()});
  const size_t used = std::min(words.size(), (format.size() + 1 + 7) / 8);
  return formatWordPrintf(format, words.subspan(used));
}

uint64_t OpenClPrintfFormat::recordBytes() const {
  uint64_t n = 4;
  for (uint32_t s : argSizes) n += (uint64_t(s) + 3) & ~uint64_t(3);
  return n;
}

std::optional<OpenClPrintfFormat> parseOpenClPrintfFormat(std::string_view entry, std::string& error) {
  std::vector<std::string_view> tokens;
  for (size_t pos = 0;;) {
    const size_t colon = entry.find(':', pos);
    tokens.push_back(entry.substr(pos, colon == std::string_view::npos ? std::string_view::npos : colon - pos));
    if (colon == std::string_view::npos) break;
    pos = colon + 1;
  }
  OpenClPrintfFormat f;
  const auto id = tokens.size() >= 3 ? parseNumber(tokens[0]) : std::nullopt;
  const auto count = id ? parseNumber(tokens[1]) : std::nullopt;
  if (!count || *id > 0xffffffffu || *count > 4096 || tokens.size() < 3 + *count) {
    error = "amdhsa.printf entry '" + std::string(entry) + "' is not ID:N:SIZE1:...:SIZEN:FORMAT";
    return std::nullopt;
  }
  f.id = uint32_t(*id);
  for (size_t i = 0; i < *count; ++i) {
    const auto size = parseNumber(tokens[2 + i]);
    if (!size || *size == 0 || *size > 1024) {
      error = "amdhsa.printf entry '" + std::string(entry) + "': argument size '" + std::string(tokens[2 + i]) +
              "' is not a size in bytes";
      return std::nullopt;
    }
    f.argSizes.push_back(uint32_t(*size));
  }
  // The format is the rest, ':' included.
  const size_t start = size_t(tokens[2 + *count].data() - entry.data());
  bool newline = false;
  f.format = unescape(entry.substr(start), newline);
  if (!newline) f.format += '\n';  // the OpenCL runtime ends every output with a newline
  return f;
}

std::optional<HipPrintfFormat> parseHipPrintfFormat(std::string_view entry, std::string& error) {
  const size_t second = entry.find(':', entry.find(':') + 1);
  const size_t comma = second == std::string_view::npos ? second : entry.find(',', second);
  const auto hash = comma == std::string_view::npos ? std::nullopt : parseNumber(entry.substr(second + 1, comma - second - 1), 16);
  if (!hash) {
    error = "amdhsa.printf entry '" + std::string(entry) + "' is not 0:0:HASH,FORMAT";
    return std::nullopt;
  }
  bool newline = false;
  return HipPrintfFormat{*hash, unescape(entry.substr(comma + 1), newline)};
}

namespace {

// One OpenCL scalar (or vector element) of `bytes` with the specification.
std::string formatOpenClValue(const Spec& s, std::span<const uint8_t> bytes) {
  const char c = s.conversion;
  uint64_t raw = 0;
  std::memcpy(&raw, bytes.data(), std::min<size_t>(bytes.size(), 8));
  if (c == 's') {
    const std::string text = cString(bytes);
    return formatString(s, s.width, s.precision, text.empty() ? std::string("(null)") : text);
  }
  if (c == 'p') return formatPointer(s, s.width, s.precision, raw);
  if (isFloat(c)) {
    if (bytes.size() == 8) return formatFloat(s, s.width, s.precision, std::bit_cast<double>(raw));
    const float f = bytes.size() == 2 ? fp::f16ToF32(uint16_t(raw)) : std::bit_cast<float>(uint32_t(raw));
    if (std::isinf(f)) return std::signbit(f) ? "-infinity" : "infinity";
    if (std::isnan(f)) return std::signbit(f) ? "-nan" : "nan";
    return formatFloat(s, s.width, s.precision, double(f));
  }
  Spec t = s;
  if (s.length == "hh") {  // the runtime prints the low byte as an unsigned char
    t.length.clear();
    return formatInteger(t, s.width, s.precision, raw & 0xff);
  }
  if (s.length == "hl") t.length.clear();
  if (bytes.size() == 8) t.length = "ll";  // the runtime widens the conversion for a 64-bit argument
  else if (bytes.size() < 4) raw &= bytes.size() == 1 ? 0xffu : 0xffffu;  // zero-extended, as the runtime passes it
  return formatInteger(t, s.width, s.precision, raw);
}

}  // namespace

std::string formatOpenClPrintf(const OpenClPrintfFormat& f, std::span<const uint8_t> args) {
  const std::string_view fmt = f.format;
  std::string out;
  size_t pos = 0, at = 0;
  for (uint32_t size : f.argSizes) {
    // The next conversion; "%%" on the way is a '%'.
    std::optional<Spec> spec;
    std::string compact;  // the format from the '%' with the blanks after it dropped
    size_t percent = 0;
    while (!spec) {
      percent = fmt.find('%', pos);
      if (percent == std::string_view::npos) return out.append(fmt.substr(pos));  // more arguments than conversions
      size_t after = percent + 1;
      while (after < fmt.size() && fmt[after] == ' ') ++after;  // the runtime drops blanks after '%'
      out.append(fmt.substr(pos, percent - pos));
      if (after < fmt.size() && fmt[after] == '%') {
        out += '%';
        pos = after + 1;
        continue;
      }
      compact.assign(1, '%');
      compact += fmt.substr(after);
      spec = parseSpec(compact, 0, true);
      if (!spec) {  // not a specification: shown as written up to where it ends
        const size_t conv = fmt.find_first_of("cdieEfFgGaAosuxXp", after);
        const size_t stop = conv == std::string_view::npos ? fmt.size() : conv + 1;
        out.append(fmt.substr(percent, stop - percent));
        pos = stop;
      } else {
        pos = after + spec->end - 1;
      }
    }
    if (args.size() - std::min(args.size(), at) < size) return out;  // a short record: nothing more to print
    const std::span<const uint8_t> data = args.subspan(at, size);
    at += (uint64_t(size) + 3) & ~uint64_t(3);
    if (!spec->vector) {
      out += formatOpenClValue(*spec, data);
      continue;
    }
    const size_t elem = size / uint32_t(spec->vector == 3 ? 4 : spec->vector);
    for (int e = 0; e < spec->vector && elem; ++e) {
      if (e) out += ',';
      out += formatOpenClValue(*spec, data.subspan(size_t(e) * elem, elem));
    }
  }
  // The text after the last conversion ("%%" as '%').
  for (size_t i = pos; i < fmt.size(); ++i) {
    out += fmt[i];
    if (fmt[i] == '%' && i + 1 < fmt.size() && fmt[i + 1] == '%') ++i;
  }
  return out;
}

}  // namespace gcnkit::emu
