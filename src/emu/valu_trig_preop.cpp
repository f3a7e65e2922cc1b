// v_trig_preop_f64: a 53-bit segment of 2/pi, scaled, for the range reduction of large arguments. The bits of
// 2/pi are computed once, exactly, with a small fixed-point big-integer routine (pi from Machin's formula,
// then 2/pi by long division), so no table of digits is copied from anywhere.
#include <array>
#include <bit>
#include <cstring>
#include <vector>

#include "emu/valu_special.h"

namespace gcnkit::emu {

namespace {

// Unsigned fixed-point numbers of kWords 32-bit words, least significant word first.
constexpr unsigned kGuardBits = 192;  // beyond the 1201 needed: absorbs the truncation of every series term
constexpr unsigned kWords = (kTwoOverPiBits + kGuardBits) / 32 + 2;
constexpr unsigned kFracBits = (kWords - 2) * 32;  // fraction bits; the top two words hold the integer part
using Big = std::array<uint32_t, kWords>;

void add(Big& a, const Big& b) {
  uint64_t carry = 0;
  for (unsigned i = 0; i < kWords; ++i) {
    const uint64_t s = uint64_t(a[i]) + b[i] + carry;
    a[i] = uint32_t(s);
    carry = s >> 32;
  }
}
void sub(Big& a, const Big& b) {  // requires a >= b
  int64_t borrow = 0;
  for (unsigned i = 0; i < kWords; ++i) {
    int64_t d = int64_t(a[i]) - b[i] - borrow;
    borrow = d < 0;
    a[i] = uint32_t(d + (borrow << 32));
  }
}
// a / d (truncated), d < 2^32.
Big divSmall(const Big& a, uint32_t d) {
  Big q{};
  uint64_t rem = 0;
  for (unsigned i = kWords; i-- > 0;) {
    const uint64_t cur = rem << 32 | a[i];
    q[i] = uint32_t(cur / d);
    rem = cur % d;
  }
  return q;
}
bool isZero(const Big& a) {
  for (uint32_t w : a)
    if (w) return false;
  return true;
}
bool lessThan(const Big& a, const Big& b) {
  for (unsigned i = kWords; i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i];
  return false;
}
void shiftLeft1(Big& a) {
  uint32_t carry = 0;
  for (unsigned i = 0; i < kWords; ++i) {
    const uint32_t next = a[i] >> 31;
    a[i] = a[i] << 1 | carry;
    carry = next;
  }
}
Big fixedOne() {
  Big one{};
  one[kFracBits / 32] = 1;
  return one;
}

// atan(1/k) = sum (-1)^n / ((2n+1) k^(2n+1)), each term truncated (error below one unit per term).
Big atanInverse(uint32_t k) {
  Big sum{}, power = divSmall(fixedOne(), k);  // 1 / k^(2n+1)
  const uint32_t k2 = k * k;
  for (uint32_t n = 0; !isZero(power); ++n) {
    const Big term = divSmall(power, 2 * n + 1);
    if (n & 1) sub(sum, term);
    else add(sum, term);
    power = divSmall(power, k2);
  }
  return sum;
}

// pi = 16 atan(1/5) - 4 atan(1/239); then 2/pi's fraction bits by restoring long division of 2 by pi.
std::vector<uint8_t> computeTwoOverPi() {
  Big a = atanInverse(5), b = atanInverse(239), pi{};
  for (int i = 0; i < 16; ++i) add(pi, a);
  for (int i = 0; i < 4; ++i) sub(pi, b);
  Big rem = fixedOne();
  shiftLeft1(rem);  // 2: the integer part of 2/pi is 0 since 2 < pi
  std::vector<uint8_t> bits(kTwoOverPiBits + 1, 0);
  for (unsigned k = 1; k <= kTwoOverPiBits; ++k) {
    shiftLeft1(rem);
    if (!lessThan(rem, pi)) {
      sub(rem, pi);
      bits[k] = 1;
    }
  }
  return bits;
}

const std::vector<uint8_t>& twoOverPi() {
  static const std::vector<uint8_t> bits = computeTwoOverPi();
  return bits;
}

// The ISA (AMD's GCN3/Vega/RDNA manuals; GcnInstrsVop3.md states the same with a garbled exponent rule):
//   shift = S1[4:0] * 53; if exponent(S0) > 1077: shift += exponent(S0) - 1077   (biased exponent field)
//   result = 53 bits of 2/pi after the first `shift`, as an integer; scale = -53 - shift
//   if exponent(S0) >= 1968: scale += 128 (large inputs are pre-scaled by the caller)
//   D = ldexp(result, scale), rounded toward zero.
uint64_t trigPreop(uint64_t s0, uint32_t s1) {
  const unsigned exponent = unsigned(s0 >> 52) & 0x7ff;
  unsigned shift = (s1 & 31) * 53;
  if (exponent > 1077) shift += exponent - 1077;
  const uint64_t r = twoOverPiSegment(shift + 1);
  int scale = -53 - int(shift);
  if (exponent >= 1968) scale += 128;
  if (r == 0) return 0;
  // r * 2^scale with r < 2^53: exact when normal, truncated (toward zero) when it falls below 2^-1022.
  const int top = 63 - std::countl_zero(r);  // r's leading bit
  const int e = top + scale;                  // unbiased exponent of the value
  if (e >= -1022) {
    const uint64_t mant = (r << (52 - top)) & ((1ull << 52) - 1);
    return uint64_t(e + 1023) << 52 | mant;
  }
  const int units = scale + 1074;  // r * 2^units in units of the smallest denormal 2^-1074
  if (units <= -64) return 0;
  return units >= 0 ? r << units : r >> -units;
}

void trigPreopLanes(VCtx& c) {
  for (unsigned l = 0; l < c.lanes; ++l) c.d64[l] = trigPreop(c.q[0][l], c.a[1][l]);
  finishF64(c);
}

}  // namespace

bool twoOverPiBit(unsigned k) {
  const auto& bits = twoOverPi();
  return k >= 1 && k <= kTwoOverPiBits && bits[k];
}

uint64_t twoOverPiSegment(unsigned first) {
  const auto& bits = twoOverPi();
  uint64_t r = 0;
  for (unsigned k = first; k < first + 53; ++k) r = r << 1 | (k <= kTwoOverPiBits ? bits[k] : 0);
  return r;
}

void registerTrigPreop(SemTable& t) {
  twoOverPi();  // computed when the semantics table is built, not in the first lane loop that needs it
  t.set(Op::v_trig_preop_f64, trigPreopLanes, VResult::R64);
  t[Op::v_trig_preop_f64].f64Mode = true;
}

}  // namespace gcnkit::emu
