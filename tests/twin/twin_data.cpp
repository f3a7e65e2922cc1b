#include "twin_data.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include <fmt/format.h>

#include "host/twin_half.h"
#include "rng.h"

namespace gcnkit::twin {

size_t elemSize(Elem e) {
  switch (e) {
    case Elem::I8: case Elem::U8: return 1;
    case Elem::I16: case Elem::U16: case Elem::F16: return 2;
    case Elem::I32: case Elem::U32: case Elem::F32: return 4;
    default: return 8;
  }
}
bool isFloat(Elem e) { return e == Elem::F16 || e == Elem::F32 || e == Elem::F64; }
const char* elemName(Elem e) {
  static const char* names[] = {"i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "f32", "f64"};
  return names[size_t(e)];
}

namespace {

uint64_t seedOf(const Case& c, size_t arg) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a over the kernel name: seeds stay put when cases are added
  for (char ch : c.kernel) h = (h ^ uint8_t(ch)) * 1099511628211ull;
  return h ^ (arg * 0x9e3779b97f4a7c15ull);
}

double uniform(test::Rng& r) { return double(r.next() >> 11) * 0x1p-53; }

// A float value of Random/Specials kind as a double (converted to the element type by storeFloat).
double randomFloat(test::Rng& r, const Init& init, Elem e) {
  if (init.fill == Fill::Specials && r.chance(35)) {
    const double inf = std::numeric_limits<double>::infinity();
    const double maxv = e == Elem::F16 ? 65504.0 : e == Elem::F32 ? double(std::numeric_limits<float>::max())
                                                                   : std::numeric_limits<double>::max();
    const double minNormal = e == Elem::F16 ? 0x1p-14 : e == Elem::F32 ? 0x1p-126 : 0x1p-1022;
    const double denorm = e == Elem::F16 ? 0x1p-24 * 5 : e == Elem::F32 ? 0x1p-149 * 12345 : 0x1p-1074 * 987654321;
    const double specials[] = {std::nan(""), inf, -inf, 0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5, 3.5, maxv, -maxv,
                               minNormal, -minNormal, denorm, -denorm, 16777217.0, 2147483648.0, -2147483649.0,
                               4294967296.0, 1e10, 0.1, 1.0 / 3.0, 0x1.fffffep+0};
    return specials[r.below(uint32_t(std::size(specials)))];
  }
  const double exp = init.lo + (init.hi - init.lo) * uniform(r);
  const double v = std::exp2(exp) * (1.0 + uniform(r));
  return r.chance(50) ? -v : v;
}

void storeFloat(uint8_t* at, Elem e, double v) {
  if (e == Elem::F64) {
    std::memcpy(at, &v, 8);
  } else if (e == Elem::F32) {
    const float f = float(v);
    std::memcpy(at, &f, 4);
  } else {
    const uint16_t h = ::twin::cl::halfBits(v);
    std::memcpy(at, &h, 2);
  }
}

void fillBuffer(Buffer& b, const Arg& a, uint64_t seed) {
  const size_t size = elemSize(a.elem);
  test::Rng r{seed};
  for (size_t i = 0; i < a.count; ++i) {
    uint8_t* at = b.data() + i * size;
    uint64_t bits = 0;
    switch (a.init.fill) {
      case Fill::Zero: break;
      case Fill::Values: bits = a.init.values[i % a.init.values.size()]; break;
      case Fill::Random:
      case Fill::Specials:
        if (isFloat(a.elem)) {
          storeFloat(at, a.elem, randomFloat(r, a.init, a.elem));
          continue;
        }
        bits = r.next();
        break;
      case Fill::Bounded:
        if (isFloat(a.elem)) {
          storeFloat(at, a.elem, a.init.lo + (a.init.hi - a.init.lo) * uniform(r));
          continue;
        }
        bits = uint64_t(int64_t(a.init.lo) + int64_t(r.next() % uint64_t(a.init.hi - a.init.lo + 1)));
        break;
    }
    std::memcpy(at, &bits, size);
  }
}

double floatAt(const Buffer& b, size_t i, Elem e) {
  if (e == Elem::F64) {
    double d;
    std::memcpy(&d, b.data() + i * 8, 8);
    return d;
  }
  if (e == Elem::F32) {
    float f;
    std::memcpy(&f, b.data() + i * 4, 4);
    return f;
  }
  uint16_t h;
  std::memcpy(&h, b.data() + i * 2, 2);
  return ::twin::cl::halfToFloat(h);
}

uint64_t bitsAt(const Buffer& b, size_t i, size_t size) {
  uint64_t v = 0;
  std::memcpy(&v, b.data() + i * size, size);
  return v;
}

// Whether element values agree under `arg`'s comparison (floats; integers compare bits).
bool floatsAgree(const Arg& arg, double x, double y, uint64_t xb, uint64_t yb) {
  if (std::isnan(x) || std::isnan(y)) return std::isnan(x) && std::isnan(y);
  if (xb == yb) return true;
  if (x == 0 && y == 0) return arg.compare == Compare::ExactAnyZero;
  if (arg.compare != Compare::Ulp || std::isinf(x) || std::isinf(y)) return false;
  return ulpDistance(x, y, arg.elem) <= arg.ulp;
}

// Sorts the `count` elements of `size` bytes of `b` by their bits.
void sortElements(Buffer& b, size_t count, size_t size) {
  std::vector<uint64_t> v(count);
  for (size_t i = 0; i < count; ++i) v[i] = bitsAt(b, i, size);
  std::sort(v.begin(), v.end());
  for (size_t i = 0; i < count; ++i) std::memcpy(b.data() + i * size, &v[i], size);
}

std::string describe(const Arg& arg, const Buffer& b, size_t i) {
  const uint64_t bits = bitsAt(b, i, elemSize(arg.elem));
  if (isFloat(arg.elem)) return fmt::format("{:.9g} (0x{:x})", floatAt(b, i, arg.elem), bits);
  return fmt::format("0x{:x}", bits);
}

}  // namespace

uint64_t ulpDistance(double a, double b, Elem e) {
  // Map each value to an integer that counts representable values in order (sign and magnitude).
  auto ordered = [e](double v) -> int64_t {
    uint64_t bits;
    unsigned width;
    if (e == Elem::F64) {
      bits = std::bit_cast<uint64_t>(v), width = 64;
    } else if (e == Elem::F32) {
      bits = std::bit_cast<uint32_t>(float(v)), width = 32;
    } else {
      bits = ::twin::cl::halfBits(v), width = 16;
    }
    const uint64_t sign = uint64_t(1) << (width - 1);
    const int64_t magnitude = int64_t(bits & (sign - 1));
    return bits & sign ? -magnitude : magnitude;
  };
  const int64_t x = ordered(a), y = ordered(b);
  return x > y ? uint64_t(x) - uint64_t(y) : uint64_t(y) - uint64_t(x);
}

std::vector<Buffer> makeInputs(const Case& c) {
  std::vector<Buffer> out(c.args.size());
  for (size_t i = 0; i < c.args.size(); ++i) {
    const Arg& a = c.args[i];
    if (!a.buffer) continue;
    out[i].bytes = a.count * elemSize(a.elem);
    out[i].storage.assign((out[i].bytes + 7) / 8, 0);
    fillBuffer(out[i], a, seedOf(c, i));
  }
  return out;
}

std::string compareOutput(const Arg& arg, const Buffer& emulated, const Buffer& host) {
  if (emulated.bytes != host.bytes) return fmt::format("sizes differ: {} and {} bytes", emulated.bytes, host.bytes);
  const size_t size = elemSize(arg.elem);
  Buffer e = emulated, h = host;
  if (arg.compare == Compare::Sorted) {
    sortElements(e, arg.count, size);
    sortElements(h, arg.count, size);
  }
  std::string report;
  size_t bad = 0;
  for (size_t i = 0; i < arg.count; ++i) {
    const uint64_t eb = bitsAt(e, i, size), hb = bitsAt(h, i, size);
    const bool ok = isFloat(arg.elem) ? floatsAgree(arg, floatAt(e, i, arg.elem), floatAt(h, i, arg.elem), eb, hb)
                                      : eb == hb;
    if (ok) continue;
    if (++bad <= 8)
      report += fmt::format("\n  [{}] emulated {} host {}", i, describe(arg, e, i), describe(arg, h, i));
  }
  if (!bad) return "";
  return fmt::format("{} of {} {} elements differ{}{}", bad, arg.count, elemName(arg.elem), report,
                     bad > 8 ? "\n  ..." : "");
}

}  // namespace gcnkit::twin
