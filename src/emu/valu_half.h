// Half-precision helpers shared by the f16, packed, mix and dot semantics (valu_half.cpp, valu_packed.cpp):
// min/max on f16 bits with the IEEE-mode NaN rules, an exactly rounded fused multiply-add, clamp to [0, 1].
#pragma once
#include <cstdint>

#include "emu/fp.h"
#include "emu/valu_lanes.h"

namespace gcnkit::emu::half {

// f16 bits as ordered integers: -0 < +0, then by value (NaNs are handled before).
inline int key(uint16_t h) { return h & 0x8000 ? -int(h & 0x7fff) - 1 : int(h); }

// min/max as fp::minMax does for f32/f64: with IEEE set a signaling NaN gives it quieted, a quiet NaN input
// is ignored; without IEEE every NaN input is ignored.
template <bool Max>
uint16_t minMax(uint16_t a, uint16_t b, bool ieee) {
  if (ieee) {
    if (fp::isSnan16(a)) return fp::quiet16(a);
    if (fp::isSnan16(b)) return fp::quiet16(b);
  }
  if (fp::isNan16(a)) return fp::isNan16(b) ? fp::quiet16(a) : b;
  if (fp::isNan16(b)) return a;
  return (Max ? key(a) >= key(b) : key(a) <= key(b)) ? a : b;
}

// med3 per the reference page: a NaN source makes the result the min of the other two.
uint16_t med3(uint16_t a, uint16_t b, uint16_t c, bool ieee);

// a * b + c rounded once to f16 with mode r (the exact sum is formed in 128-bit fixed point).
uint16_t fma(uint16_t a, uint16_t b, uint16_t c, fp::Round r);

// clamp to [0, 1]: NaN becomes 0 with DX10_CLAMP, negative values (and -0) +0.
inline uint16_t clampUnit(uint16_t h, bool dx10) {
  if (fp::isNan16(h)) return dx10 ? 0 : h;
  if (h & 0x8000) return 0;
  return h > 0x3c00 ? uint16_t(0x3c00) : h;
}

// The output step of a packed result (two f16 halves in d32): clamp and the f16 output flush per half.
void finishPacked(VCtx& c);

}  // namespace gcnkit::emu::half

namespace gcnkit::emu {
void registerPackedOps(SemTable& t);  // valu_packed.cpp (VOP3P packed math, mix, dot, pk_fmac, pack)
}
