// The small floating-point formats of the MI processors (fp8/bf8 in gfx940's FNUZ and gfx950's OCP encodings,
// the OCP MX fp6/bf6/fp4), decoded and encoded in one place for the matrix products (mfma_model) and the
// conversion instructions (valu_fp8.cpp). Decoding is exact (every value is an f32). Encoding rounds to nearest
// even or stochastically with a given random word, and saturates or not: where the documents leave the hardware's
// choice open (overflow, NaN, the stochastic rule) the choice is src/emu/README.md's "fp8 conversions" model.
#pragma once
#include <cstdint>

#include "isa/target.h"
#include "isa/vector_features.h"

namespace gcnkit::emu {

// What the format's largest exponent field means.
enum class SmallSpecials : uint8_t {
  Fnuz,      // gfx940 "FNUZ": 0x80 (negative zero's pattern) is the only NaN; no infinity, no negative zero
  OcpE4m3,   // OCP E4M3FN: S.1111.111 is NaN, no infinity
  Ieee,      // OCP E5M2: the all-ones exponent is infinity (mantissa 0) or NaN, as IEEE-754
  None,      // OCP MX fp6/fp4: every pattern is a finite number
};

struct SmallFormat {
  uint8_t exponentBits, mantissaBits;
  int bias;
  SmallSpecials specials;
  unsigned bits() const { return 1u + exponentBits + mantissaBits; }
};

inline constexpr SmallFormat kFp8Fnuz{4, 3, 8, SmallSpecials::Fnuz};   // E4M3FNUZ: max 240
inline constexpr SmallFormat kBf8Fnuz{5, 2, 16, SmallSpecials::Fnuz};  // E5M2FNUZ: max 57344
inline constexpr SmallFormat kFp8Ocp{4, 3, 7, SmallSpecials::OcpE4m3};  // E4M3FN: max 448
inline constexpr SmallFormat kBf8Ocp{5, 2, 15, SmallSpecials::Ieee};    // E5M2: max 57344, infinities
inline constexpr SmallFormat kFp6{2, 3, 1, SmallSpecials::None};         // E2M3: max 7.5
inline constexpr SmallFormat kBf6{3, 2, 3, SmallSpecials::None};         // E3M2: max 28
inline constexpr SmallFormat kFp4{2, 1, 1, SmallSpecials::None};         // E2M1: max 6

// The processors whose fp8/bf8 are the OCP encodings (gfx950-insts, GFX12) rather than gfx940's FNUZ ones: the one
// place the emulator decides it.
inline bool usesOcpFp8(const Target& t) { return t.has(kFeatGfx950Insts) || vectorFeatures(t.gen()).ocpFp8; }
inline const SmallFormat& fp8Format(bool ocp) { return ocp ? kFp8Ocp : kFp8Fnuz; }
inline const SmallFormat& bf8Format(bool ocp) { return ocp ? kBf8Ocp : kBf8Fnuz; }

// The value of the low `f.bits()` bits of `v` (NaN: the f32 default quiet NaN 0x7fc00000).
float smallToF32(uint32_t v, const SmallFormat& f);
inline float fp8ToF32(uint8_t v, bool ocp) { return smallToF32(v, fp8Format(ocp)); }
inline float bf8ToF32(uint8_t v, bool ocp) { return smallToF32(v, bf8Format(ocp)); }

// How an f32 becomes a small float.
struct SmallRounding {
  bool stochastic = false;  // round up when the dropped bits plus the random word's low bits carry out
  uint32_t random = 0;
  bool saturate = false;    // overflow (and infinity) gives the largest finite value of the sign
};
// The bits of `x` in format `f` (in the low f.bits() bits).
uint32_t f32ToSmall(float x, const SmallFormat& f, SmallRounding r = {});

}  // namespace gcnkit::emu
