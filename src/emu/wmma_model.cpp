#include "emu/wmma_model.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "emu/fp.h"
#include "emu/small_float.h"

namespace gcnkit::emu {

unsigned WmmaShape::abBits() const {
  switch (a) {
    case WmmaType::F16: case WmmaType::Bf16: return 16;
    case WmmaType::Fp8: case WmmaType::Bf8: case WmmaType::Iu8: return 8;
    case WmmaType::Iu4: return 4;
    default: return 32;
  }
}

// GFX11 repeats A and B in every group of 16 lanes: a lane holds all k elements of its row or column. GFX12 lays
// everything out for wave32 (two lane groups, half the elements each) and in wave64 moves the upper half of the
// registers to lanes 32-63 (gfx12Wave64).
namespace {
unsigned gfx12Dwords32(unsigned elements, unsigned bits) { return std::max(1u, elements / 2 * bits / 32); }
unsigned inWave(unsigned dwords32, unsigned wave) { return wave == 64 && dwords32 >= 2 ? dwords32 / 2 : dwords32; }
WmmaPlace gfx12Wave64(WmmaPlace p, unsigned dwords32, unsigned wave) {
  if (wave == 64 && dwords32 >= 2 && p.reg >= dwords32 / 2) p.lane += 32, p.reg -= dwords32 / 2;
  return p;
}
// Element k of a row or column of `elements` (A: the held ones) in wave32: 16-bit types interleave the two lane
// groups in units of a quarter of the row; 8- and 4-bit ones give each group a half.
WmmaPlace gfx12Place32(unsigned bits, unsigned elements, unsigned index, unsigned k) {
  const unsigned e32 = elements / 2, perReg = 32 / bits;
  unsigned group = 0, e = 0;
  if (bits == 16) {
    const unsigned unit = e32 / 2;
    group = (k / unit) % 2;
    e = (k / (2 * unit)) * unit + k % unit;
  } else {
    group = k / e32;
    e = k % e32;
  }
  return {group * 16 + index, e / perReg, (e % perReg) * bits};
}
}  // namespace

unsigned WmmaShape::aElements() const { return sparse ? k / 2 : k; }
unsigned WmmaShape::aDwords() const {
  return gfx12 ? inWave(gfx12Dwords32(aElements(), abBits()), wave) : aElements() * abBits() / 32;
}
unsigned WmmaShape::abDwords() const { return gfx12 ? inWave(gfx12Dwords32(k, abBits()), wave) : k * abBits() / 32; }
unsigned WmmaShape::cdDwords() const {
  const unsigned perLane = 256 / wave;  // elements of the 16 x 16 result each lane holds
  return gfx12 && out16() ? perLane / 2 : perLane;
}

std::optional<WmmaShape> wmmaShape(std::string_view m, bool gfx12, unsigned wave) {
  if (wave != 32 && wave != 64) return std::nullopt;
  WmmaShape s;
  s.gfx12 = gfx12;
  s.wave = wave;
  std::string_view rest;
  if (m.starts_with("v_wmma_")) rest = m.substr(7);
  else if (gfx12 && m.starts_with("v_swmmac_")) rest = m.substr(9), s.sparse = true;
  else return std::nullopt;
  // (the dense K; a sparse row of A holds half of it)
  struct Row { std::string_view name; WmmaType out, a, b; unsigned k; };
  static constexpr Row kRows[] = {
      {"f32_16x16x16_f16", WmmaType::F32, WmmaType::F16, WmmaType::F16, 16},
      {"f32_16x16x16_bf16", WmmaType::F32, WmmaType::Bf16, WmmaType::Bf16, 16},
      {"f16_16x16x16_f16", WmmaType::F16, WmmaType::F16, WmmaType::F16, 16},
      {"bf16_16x16x16_bf16", WmmaType::Bf16, WmmaType::Bf16, WmmaType::Bf16, 16},
      {"i32_16x16x16_iu8", WmmaType::I32, WmmaType::Iu8, WmmaType::Iu8, 16},
      {"i32_16x16x16_iu4", WmmaType::I32, WmmaType::Iu4, WmmaType::Iu4, 16},
      {"i32_16x16x32_iu4", WmmaType::I32, WmmaType::Iu4, WmmaType::Iu4, 32},
      {"f32_16x16x16_fp8_fp8", WmmaType::F32, WmmaType::Fp8, WmmaType::Fp8, 16},
      {"f32_16x16x16_fp8_bf8", WmmaType::F32, WmmaType::Fp8, WmmaType::Bf8, 16},
      {"f32_16x16x16_bf8_fp8", WmmaType::F32, WmmaType::Bf8, WmmaType::Fp8, 16},
      {"f32_16x16x16_bf8_bf8", WmmaType::F32, WmmaType::Bf8, WmmaType::Bf8, 16},
      {"f32_16x16x32_f16", WmmaType::F32, WmmaType::F16, WmmaType::F16, 32},
      {"f32_16x16x32_bf16", WmmaType::F32, WmmaType::Bf16, WmmaType::Bf16, 32},
      {"f16_16x16x32_f16", WmmaType::F16, WmmaType::F16, WmmaType::F16, 32},
      {"bf16_16x16x32_bf16", WmmaType::Bf16, WmmaType::Bf16, WmmaType::Bf16, 32},
      {"i32_16x16x32_iu8", WmmaType::I32, WmmaType::Iu8, WmmaType::Iu8, 32},
      {"i32_16x16x64_iu4", WmmaType::I32, WmmaType::Iu4, WmmaType::Iu4, 64},
      {"f32_16x16x32_fp8_fp8", WmmaType::F32, WmmaType::Fp8, WmmaType::Fp8, 32},
      {"f32_16x16x32_fp8_bf8", WmmaType::F32, WmmaType::Fp8, WmmaType::Bf8, 32},
      {"f32_16x16x32_bf8_fp8", WmmaType::F32, WmmaType::Bf8, WmmaType::Fp8, 32},
      {"f32_16x16x32_bf8_bf8", WmmaType::F32, WmmaType::Bf8, WmmaType::Bf8, 32},
  };
  for (const Row& r : kRows) {
    const std::string_view tail = rest.starts_with(r.name) ? rest.substr(r.name.size()) : std::string_view("?");
    if (tail.empty() || tail == "_w32" || tail == "_w64") {
      s.out = r.out, s.a = r.a, s.b = r.b, s.k = r.k;
      return s;
    }
  }
  return std::nullopt;
}

WmmaPlace wmmaPlaceAB(const WmmaShape& s, unsigned index, unsigned k) {
  const unsigned bits = s.abBits(), perReg = 32 / bits;
  if (!s.gfx12) return {index, k / perReg, (k % perReg) * bits};
  return gfx12Wave64(gfx12Place32(bits, s.k, index, k), gfx12Dwords32(s.k, bits), s.wave);
}

WmmaPlace wmmaPlaceA(const WmmaShape& s, unsigned row, unsigned kHeld) {
  if (!s.gfx12 || !s.sparse) return wmmaPlaceAB(s, row, kHeld);
  const unsigned bits = s.abBits();
  return gfx12Wave64(gfx12Place32(bits, s.aElements(), row, kHeld), gfx12Dwords32(s.aElements(), bits), s.wave);
}

WmmaPlace wmmaPlaceIndex(const WmmaShape& s, unsigned row, unsigned group, unsigned opsel) {
  // The group's two held elements share a slot of 2 x bits: the index nibble is the slot's number in the lane.
  const WmmaPlace a = wmmaPlaceA(s, row, 2 * group);
  const unsigned slotBits = 2 * s.abBits(), slots = s.aDwords() * 32 / slotBits;
  const unsigned sets = std::max(1u, 32 / (4 * slots));
  const unsigned slot = (a.reg * 32 + a.lsb) / slotBits;
  return {a.lane, 0, 4 * slot + 4 * slots * (opsel % sets)};
}

WmmaPlace wmmaPlaceCD(const WmmaShape& s, unsigned row, unsigned col) {
  const unsigned groups = s.wave / 16;
  if (!s.gfx12) return {(row % groups) * 16 + col, row / groups, 0};  // GFX11: rows interleaved over the groups
  // GFX12: rows 0-7 in lanes 0-15, rows 8-15 in lanes 16-31 (wave64: the upper registers moved to lanes 32-63).
  const unsigned e = row % 8;
  const WmmaPlace p32 = s.out16() ? WmmaPlace{16 * (row / 8) + col, e / 2, (e % 2) * 16} : WmmaPlace{16 * (row / 8) + col, e, 0};
  return gfx12Wave64(p32, s.out16() ? 4 : 8, s.wave);
}

namespace {

uint32_t field(const uint32_t* regs, unsigned wave, WmmaPlace p, unsigned bits) {
  const uint32_t v = regs[p.reg * wave + p.lane] >> p.lsb;
  return bits == 32 ? v : v & ((1u << bits) - 1);
}

double decodeFloat(WmmaType t, uint32_t v) {
  switch (t) {
    case WmmaType::F16: return fp::f16ToF64(uint16_t(v));
    case WmmaType::Bf16: return fp::f32(v << 16);
    case WmmaType::Fp8: return fp8ToF32(uint8_t(v), true);  // GFX12's fp8 and bf8 are the OCP formats
    case WmmaType::Bf8: return bf8ToF32(uint8_t(v), true);
    default: return 0;
  }
}

int64_t decodeInt(WmmaType t, uint32_t v, bool isSigned) {
  const unsigned bits = t == WmmaType::Iu8 ? 8 : 4;
  return isSigned ? int64_t(v) - ((int64_t(v) >> (bits - 1)) << bits) : int64_t(v);
}

// The held elements of A that stand for column k of row i: dense, the element itself; sparse, those of its group of
// four whose index says k (none: a zero; two when both index fields name it: both are added).
struct Held {
  WmmaPlace place[2];
  unsigned count = 0;
};
Held heldAt(const WmmaShape& s, const WmmaOperands& o, unsigned i, unsigned k) {
  Held h;
  if (!s.sparse) {
    h.place[h.count++] = wmmaPlaceAB(s, i, k);
    return h;
  }
  const WmmaPlace ix = wmmaPlaceIndex(s, i, k / 4, o.opsel);
  const unsigned nibble = (o.index[ix.lane] >> ix.lsb) & 15;
  for (unsigned t = 0; t < 2; ++t)
    if (((nibble >> (2 * t)) & 3) == k % 4) h.place[h.count++] = wmmaPlaceA(s, i, 2 * (k / 4) + t);
  return h;
}

}  // namespace

void wmmaCompute(const WmmaShape& s, const WmmaOperands& o) {
  const unsigned bits = s.abBits(), w = s.wave;
  const bool integer = s.out == WmmaType::I32;
  const unsigned cBits = s.out16() ? 16 : 32;
  uint32_t result[16][16];
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      WmmaPlace cd = wmmaPlaceCD(s, i, j);
      if (s.out16() && !s.gfx12 && o.high) cd.lsb = 16;
      uint32_t cBitsValue = o.c ? field(o.c, w, cd, cBits) : (s.out16() ? o.cValue & 0xffff : o.cValue);
      if (integer) {
        int64_t acc = int32_t(cBitsValue);
        for (unsigned k = 0; k < s.k; ++k) {
          const auto held = heldAt(s, o, i, k);
          if (held.count == 0) continue;
          const int64_t b = decodeInt(s.b, field(o.b, w, wmmaPlaceAB(s, j, k), bits), o.neg & 2);
          for (unsigned h = 0; h < held.count; ++h)
            acc += decodeInt(s.a, field(o.a, w, held.place[h], bits), o.neg & 1) * b;
        }
        if (o.clamp) acc = std::clamp<int64_t>(acc, INT32_MIN, INT32_MAX);
        result[i][j] = uint32_t(acc);
        continue;
      }
      // C: neg[2] negates, neg_hi[2] takes the absolute value (16-bit C: of the half's sign bit).
      const uint32_t sign = s.out16() ? 0x8000u : 0x80000000u;
      if (o.negHi & 4) cBitsValue &= ~sign;
      if (o.neg & 4) cBitsValue ^= sign;
      float acc = s.out == WmmaType::F16 ? float(fp::f16ToF64(uint16_t(cBitsValue)))
                  : s.out == WmmaType::Bf16 ? fp::f32(cBitsValue << 16) : fp::f32(cBitsValue);
      for (unsigned k = 0; k < s.k; ++k) {
        const auto held = heldAt(s, o, i, k);
        if (held.count == 0) continue;  // a sparse A's zero: no step
        const WmmaPlace pb = wmmaPlaceAB(s, j, k);
        double b = decodeFloat(s.b, field(o.b, w, pb, bits));
        if (bits == 16 && ((pb.lsb ? o.negHi : o.neg) & 2)) b = -b;  // neg / neg_hi: B's low / high halves
        for (unsigned h = 0; h < held.count; ++h) {
          const WmmaPlace pa = held.place[h];
          double a = decodeFloat(s.a, field(o.a, w, pa, bits));
          if (bits == 16 && ((pa.lsb ? o.negHi : o.neg) & 1)) a = -a;
          acc = std::fma(float(a), float(b), acc);  // each step one fused multiply-add rounded to nearest even
        }
      }
      result[i][j] = s.out == WmmaType::F16    ? fp::f64ToF16(acc, fp::kNearestEven)
                     : s.out == WmmaType::Bf16 ? fp::f64ToBf16(acc, fp::kNearestEven)
                                               : fp::bits(acc);
    }
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      WmmaPlace cd = wmmaPlaceCD(s, i, j);
      if (s.out16() && !s.gfx12 && o.high) cd.lsb = 16;
      uint32_t& reg = o.d[cd.reg * w + cd.lane];
      if (!s.out16()) {
        reg = result[i][j];
      } else {
        reg = (reg & ~(0xffffu << cd.lsb)) | (result[i][j] & 0xffff) << cd.lsb;
      }
    }
}

}  // namespace gcnkit::emu
