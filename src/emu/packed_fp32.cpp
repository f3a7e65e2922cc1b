#include "emu/packed_fp32.h"

#include <cmath>

namespace gcnkit::emu::pk32 {

namespace {

// Source i's f32 for the low (hi = false) or high result, selected, negated and input-flushed.
float pick(uint64_t v, int i, bool hi, Mods m, const fp::Mode& mode) {
  const bool upper = ((hi ? m.opSelHi : m.opSel) >> i) & 1;
  uint32_t b = uint32_t(upper ? v >> 32 : v);
  b = fp::flush32(b, mode.flushIn32);
  if (((hi ? m.negHi : m.negLo) >> i) & 1) b ^= 0x80000000u;
  return fp::f32(b);
}

// The output step of one f32: clamp to [0, 1] (NaN -> 0 with DX10_CLAMP, -0 -> +0), then the output flush.
uint32_t finish(float r, Mods m, const fp::Mode& mode) {
  uint32_t b = fp::bits(r);
  if (m.clamp) {
    if (fp::isNan32(b)) b = mode.dx10 ? 0 : b;
    else if (b & 0x80000000u) b = 0;
    else if (r > 1.0f) b = 0x3f800000u;
  }
  return fp::flush32(b, mode.flushOut32);
}

template <class F>
uint64_t each(Mods m, const fp::Mode& mode, F op) {
  fp::setHostRound(mode.round32);  // the host rounds each f32 operation in the wave's mode
  const uint32_t lo = finish(op(false), m, mode), hi = finish(op(true), m, mode);
  return uint64_t(hi) << 32 | lo;
}

}  // namespace

uint64_t fma(uint64_t a, uint64_t b, uint64_t c, Mods m, const fp::Mode& mode) {
  return each(m, mode, [&](bool h) { return std::fma(pick(a, 0, h, m, mode), pick(b, 1, h, m, mode), pick(c, 2, h, m, mode)); });
}
uint64_t mul(uint64_t a, uint64_t b, Mods m, const fp::Mode& mode) {
  return each(m, mode, [&](bool h) { return pick(a, 0, h, m, mode) * pick(b, 1, h, m, mode); });
}
uint64_t add(uint64_t a, uint64_t b, Mods m, const fp::Mode& mode) {
  return each(m, mode, [&](bool h) { return pick(a, 0, h, m, mode) + pick(b, 1, h, m, mode); });
}
uint64_t mov(uint64_t a, uint64_t b, Mods m) {
  const uint32_t lo = uint32_t((m.opSel & 1) ? a >> 32 : a), hi = uint32_t((m.opSel & 2) ? b >> 32 : b);
  return uint64_t(hi) << 32 | lo;
}

uint64_t fmacF64(uint64_t a, uint64_t b, uint64_t d, const fp::Mode& mode) {
  fp::setHostRound(mode.round64);
  const double r = std::fma(fp::f64(fp::flush64(a, mode.flushIn64)), fp::f64(fp::flush64(b, mode.flushIn64)),
                            fp::f64(fp::flush64(d, mode.flushIn64)));
  return fp::flush64(fp::bits(r), mode.flushOut64);
}

}  // namespace gcnkit::emu::pk32
