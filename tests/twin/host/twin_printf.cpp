// The host twin's printf formatting: each conversion handed to the C library the way the ROCm runtime that prints
// that kind of printf hands it (twin_printf.h lists the rules), so that the twin's text is the text the GPU run
// must print. Written from the runtimes' documented behaviour and their observable output, per conversion.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "twin_printf.h"
#include "twin_runtime.h"

namespace twin::cl {

namespace {

template <class... V> std::string cFormat(const std::string& format, V... values) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-security"
  const int n = std::snprintf(nullptr, 0, format.c_str(), values...);
  if (n <= 0) return {};
  std::string out(size_t(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), format.c_str(), values...);
#pragma GCC diagnostic pop
  out.resize(size_t(n));
  return out;
}

bool endsWithAnyOf(const std::string& s, const char* set) { return !s.empty() && std::strchr(set, s.back()); }

// Removes the two characters at the first of `set` in `format` (the runtime's way of dropping a length modifier).
std::string eraseModifier(std::string format, const char* set) {
  size_t at = format.find_first_of(set);
  if (at != std::string::npos) format.erase(at, 2);
  return format;
}

// One component of a buffered-printf argument under `format` (the literal text before the conversion and the
// conversion itself), as the buffered runtime prints it.
std::string bufferedComponent(const std::string& format, const PrintArg& a, uint64_t bits) {
  if (format.back() == 's') return a.text ? cFormat(format, a.text) : cFormat(format, static_cast<const char*>(nullptr));
  const bool hl = format.find("hl") != std::string::npos;
  const bool isFloat = endsWithAnyOf(format, "eEfgGa");
  if (a.size == 1) return cFormat(format, static_cast<unsigned char>(bits));
  if (a.size == 8) {
    if (isFloat) {
      double d;
      std::memcpy(&d, &bits, 8);
      return cFormat(hl ? eraseModifier(format, "hl") : format, d);
    }
    std::string wide = format;
    wide.insert(wide.size() - 1, 1, 'l');
    return cFormat(wide, static_cast<unsigned long long>(bits));
  }
  if (isFloat) {
    float f;
    const uint32_t b = uint32_t(bits);
    std::memcpy(&f, &b, 4);
    if (a.promotedFloat && format.back() != 'f') {  // the compiler stored it as a double: C's spelling of inf/nan
      const double d = f;
      return cFormat(hl ? eraseModifier(format, "hl") : format, d);
    }
    if (std::isinf(f) || std::isnan(f)) {  // spelled out, through %s in place of the whole conversion
      std::string s = format;
      s.resize(s.rfind('%') + 1);
      s.push_back('s');
      const bool negative = std::signbit(f);
      return cFormat(s, std::isnan(f) ? (negative ? "-nan" : "nan") : (negative ? "-infinity" : "infinity"));
    }
    return cFormat(hl ? eraseModifier(format, "hl") : format, double(f));
  }
  if (format.find("hh") != std::string::npos)
    return cFormat(eraseModifier(format, "h"), static_cast<unsigned char>(bits));
  return cFormat(hl ? eraseModifier(format, "hl") : format, static_cast<unsigned>(uint32_t(bits)));
}

// "vN" right before the conversion's length modifier (hh, h, hl, l or none): N, else 0.
int vectorWidth(const std::string& s, size_t start, size_t end) {
  if (end - start < 3) return 0;
  for (size_t back = 3; back <= 5 && back <= end - start + 1; ++back) {
    if (s[end - back] != 'v') continue;
    const size_t digits = end - back + 1;
    if (s.compare(digits, 2, "16") == 0) return 16;
    const int n = s[digits] - '0';
    return n == 2 || n == 3 || n == 4 || n == 8 ? n : 0;
  }
  return 0;
}

std::string formatBuffered(const char* formatText, const PrintArg* args, size_t count) {
  static const char* kConversions = "cdieEfgGaosuxXp";
  std::string str = formatText, out;
  size_t pos = 0;
  for (size_t j = 0; j < count; ++j) {
    size_t start;
    for (;;) {  // to the next conversion, printing each "%%" (or '%' and the next character of "%n") on the way
      const size_t pct = str.find('%', pos);
      if (pct == std::string::npos) return out + str.substr(pos);  // fewer conversions than arguments
      start = pct + 1;
      while (start < str.size() && str[start] == ' ') str.erase(start, 1);
      if (str.find_first_of("%n", start) >= str.find_first_of(kConversions, start)) break;
      out += str.substr(pos, pct - pos) + str[start];
      pos = start + 1;
    }
    size_t end = str.find_first_of(kConversions, start);
    if (end == std::string::npos) return out;
    ++end;
    std::string format = str.substr(pos, end - pos);
    const int width = vectorWidth(str, start, end);
    const PrintArg& a = args[j];
    pos = end;
    if (width == 0) {
      out += bufferedComponent(format, a, a.bits[0]);
      continue;
    }
    const size_t v = format.rfind('v');
    format.erase(v, width >= 10 ? 3 : 2);
    const std::string element = format.substr(format.rfind('%'));
    for (int c = 0; c < width && c < 4; ++c) {
      if (c) out += ',';
      out += bufferedComponent(c ? element : format, a, a.bits[c]);
    }
  }
  return out + str.substr(pos);
}

std::string formatHostcall(const char* formatText, const PrintArg* args, size_t count) {
  const std::string str = formatText;
  std::string out;
  size_t pos = 0, j = 0;
  for (;;) {
    const size_t pct = str.find('%', pos);
    if (pct == std::string::npos) return out + str.substr(pos);
    out += str.substr(pos, pct - pos);
    if (pct + 1 < str.size() && str[pct + 1] == '%') {
      out += '%';
      pos = pct + 2;
      continue;
    }
    if (j == count) return out;  // the runtime stops at a conversion with no argument left
    const size_t conv = str.find_first_of("diouxXfFeEgGaAcspn", pct + 1);
    if (conv == std::string::npos) return out;
    const std::string spec = str.substr(pct, conv + 1 - pct);
    const PrintArg& a = args[j++];
    pos = conv + 1;
    switch (spec.back()) {
      case 's': out += cFormat(spec, a.text); break;
      case 'p': out += cFormat(spec, reinterpret_cast<void*>(uintptr_t(a.bits[0]))); break;
      case 'n': break;
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
        double d;
        std::memcpy(&d, &a.bits[0], 8);
        out += cFormat(spec, d);
        break;
      }
      default: out += cFormat(spec, static_cast<unsigned long long>(a.bits[0])); break;  // 64 bits, as sent
    }
  }
}

}  // namespace

int formatAndRecordPrintf(PrintfKind kind, unsigned line, const char* format, const PrintArg* args, size_t count) {
  const std::string text = kind == PrintfKind::OpenClBuffered ? formatBuffered(format, args, count)
                                                               : formatHostcall(format, args, count);
  rt::recordPrintf(text.data(), text.size(), line);
  return 0;
}

}  // namespace twin::cl
