// (a * b + c) * 2^scale rounded once, by integers: every finite double is an integer of at most 53 bits times a
// power of two, so the product is an integer of at most 106 bits times one, and the sum is exact in a few
// hundred bits once a term that lies entirely below the other's last bit (by 64 bits or more) is replaced by a
// unit of its sign far below it: no rounding boundary lies that close to the larger term (a boundary of the
// result sits on a lattice no finer than 2^-54 of the larger term's last bit), so only the smaller term's sign
// can matter, and the unit keeps it. The exact sum is then rounded once into the format, denormals included.
#include "emu/fp_fused.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gcnkit::emu::fp {

namespace {

// An unsigned integer of 320 bits (little-endian 64-bit limbs): room for a 106-bit product shifted by 170.
struct Wide {
  static constexpr int kLimbs = 5;
  uint64_t w[kLimbs] = {};

  bool zero() const { return std::all_of(w, w + kLimbs, [](uint64_t x) { return x == 0; }); }
  int bits() const {
    for (int i = kLimbs - 1; i >= 0; --i)
      if (w[i]) return 64 * i + 64 - std::countl_zero(w[i]);
    return 0;
  }
  bool bit(int i) const { return i >= 0 && i < 64 * kLimbs && (w[i / 64] >> (i % 64) & 1); }
  // Whether any bit below position n is set.
  bool anyBelow(int n) const {
    n = std::min(n, 64 * kLimbs);
    for (int i = 0; i < n / 64; ++i)
      if (w[i]) return true;
    return n % 64 && (w[n / 64] & ((uint64_t(1) << (n % 64)) - 1));
  }
  // Bits [lo, lo + n) as a number (n <= 64).
  uint64_t field(int lo, int n) const {
    uint64_t v = 0;
    for (int i = 0; i < n; ++i) v |= uint64_t(bit(lo + i)) << i;
    return v;
  }
  void shiftLeft(int n) {
    const int limbs = n / 64, b = n % 64;
    for (int i = kLimbs - 1; i >= 0; --i) {
      uint64_t v = i - limbs >= 0 ? w[i - limbs] << b : 0;
      if (b && i - limbs - 1 >= 0) v |= w[i - limbs - 1] >> (64 - b);
      w[i] = v;
    }
  }
};

int compare(const Wide& a, const Wide& b) {
  for (int i = Wide::kLimbs - 1; i >= 0; --i)
    if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
  return 0;
}
Wide add(const Wide& a, const Wide& b) {
  Wide r;
  unsigned carry = 0;
  for (int i = 0; i < Wide::kLimbs; ++i) {
    const unsigned __int128 s = (unsigned __int128)a.w[i] + b.w[i] + carry;
    r.w[i] = uint64_t(s);
    carry = unsigned(s >> 64);
  }
  return r;
}
Wide subtract(const Wide& a, const Wide& b) {  // a >= b
  Wide r;
  uint64_t borrow = 0;
  for (int i = 0; i < Wide::kLimbs; ++i) {
    const uint64_t d = a.w[i] - b.w[i] - borrow;
    borrow = (a.w[i] < b.w[i]) || (a.w[i] - b.w[i] < borrow);
    r.w[i] = d;
  }
  return r;
}

// +-m * 2^e.
struct Term {
  bool neg = false;
  Wide m;
  int e = 0;
  int top() const { return e + m.bits(); }
};

// A finite nonzero double as an integer of at most 53 bits times a power of two.
void decompose(double x, uint64_t& m, int& e) {
  int ex = 0;
  const double f = std::frexp(std::fabs(x), &ex);  // [0.5, 1)
  m = uint64_t(std::ldexp(f, 53));
  e = ex - 53;
}

Term unitBelow(bool neg, int e) {
  Term t;
  t.neg = neg;
  t.m.w[0] = 1;
  t.e = e;
  return t;
}

// +-x * 2^e rounded once into a format of `p` significant bits, smallest exponent (of the last place of a
// denormal) `quantum` and largest exponent (of the leading bit) `emax`.
double roundInto(bool neg, const Wide& x, int e, int p, int quantum, int emax, Round r) {
  const int len = x.bits();
  const int g0 = std::max(e + len - p, quantum);  // the exponent of the result's last place
  const int sh = g0 - e;
  uint64_t mant = 0;
  bool half = false, sticky = false;
  if (sh <= 0) {
    mant = x.field(0, len) << -sh;  // exact: len - sh <= p
  } else {
    mant = sh < len ? x.field(sh, len - sh) : 0;
    half = x.bit(sh - 1);
    sticky = x.anyBelow(sh - 1);
  }
  bool up = false;
  switch (r) {
    case kNearestEven: up = half && (sticky || (mant & 1)); break;
    case kTowardZero: break;
    case kPlusInf: up = !neg && (half || sticky); break;
    case kMinusInf: up = neg && (half || sticky); break;
  }
  mant += up;
  int g = g0;
  if (mant >> p) mant >>= 1, ++g;  // rounded up into the next binade (exact: the low bit is 0)
  const int lead = mant ? g + 63 - std::countl_zero(mant) : g;
  if (mant && lead > emax) {
    const double big = overflowToInf(neg, r) ? INFINITY : std::ldexp(double((uint64_t(1) << p) - 1), emax - p + 1);
    return neg ? -big : big;
  }
  const double v = std::ldexp(double(mant), g);
  return neg ? -v : v;
}

}  // namespace

double fusedScaled(double a, double b, double c, int scale, Round r, bool toF32) {
  if (!std::isfinite(a) || !std::isfinite(b) || !std::isfinite(c))
    return std::ldexp(toF32 ? double(std::fma(float(a), float(b), float(c))) : std::fma(a, b, c), scale);
  const bool productZero = a == 0 || b == 0;
  const bool productNeg = std::signbit(a) != std::signbit(b);
  if (productZero && c == 0)  // an exact zero: IEEE's sign of a sum of zeros
    return productNeg == std::signbit(c) ? c : (r == kMinusInf ? -0.0 : 0.0);
  Term t[2];
  int n = 0;
  if (!productZero) {
    uint64_t ma = 0, mb = 0;
    int ea = 0, eb = 0;
    decompose(a, ma, ea);
    decompose(b, mb, eb);
    const unsigned __int128 p = (unsigned __int128)ma * mb;
    t[n].neg = productNeg;
    t[n].m.w[0] = uint64_t(p);
    t[n].m.w[1] = uint64_t(p >> 64);
    t[n].e = ea + eb;
    ++n;
  }
  if (c != 0) {
    uint64_t mc = 0;
    int ec = 0;
    decompose(c, mc, ec);
    t[n].neg = std::signbit(c);
    t[n].m.w[0] = mc;
    t[n].e = ec;
    ++n;
  }
  Term sum = t[0];
  if (n == 2) {
    if (t[1].top() < t[0].e - 64) t[1] = unitBelow(t[1].neg, t[0].e - 64);
    else if (t[0].top() < t[1].e - 64) t[0] = unitBelow(t[0].neg, t[1].e - 64);
    const int e0 = std::min(t[0].e, t[1].e);
    for (Term& x : t) x.m.shiftLeft(x.e - e0), x.e = e0;
    sum.e = e0;
    if (t[0].neg == t[1].neg) {
      sum.m = add(t[0].m, t[1].m);
    } else {
      const int cmp = compare(t[0].m, t[1].m);
      if (cmp == 0) return r == kMinusInf ? -0.0 : 0.0;  // exact cancellation
      const Term& big = cmp > 0 ? t[0] : t[1];
      const Term& small = cmp > 0 ? t[1] : t[0];
      sum.neg = big.neg;
      sum.m = subtract(big.m, small.m);
    }
  }
  const int p = toF32 ? 24 : 53, quantum = toF32 ? -149 : -1074, emax = toF32 ? 127 : 1023;
  return roundInto(sum.neg, sum.m, sum.e + scale, p, quantum, emax, r);
}

}  // namespace gcnkit::emu::fp
