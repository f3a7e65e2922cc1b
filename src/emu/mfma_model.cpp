#include "emu/mfma_model.h"

#include <bit>
#include <cctype>
#include <charconv>
#include <cmath>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

#include "emu/fp.h"
#include "emu/host_cpu.h"

namespace gcnkit::emu {
namespace {
using namespace fp;

constexpr unsigned kLanes = 64;

bool fail(std::string* why, std::string text) {
  if (why) *why = std::move(text);
  return false;
}

std::optional<MfmaType> typeNamed(std::string_view t) {
  if (t == "f32") return MfmaType::F32;
  if (t == "xf32") return MfmaType::Xf32;
  if (t == "f16") return MfmaType::F16;
  if (t == "bf16") return MfmaType::Bf16;
  if (t == "i8") return MfmaType::I8;
  if (t == "f64") return MfmaType::F64;
  if (t == "fp8") return MfmaType::Fp8;
  if (t == "bf8") return MfmaType::Bf8;
  return std::nullopt;
}

// Reads a decimal number at the front of `s` and drops it.
bool number(std::string_view& s, unsigned& v) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p == s.data()) return false;
  s.remove_prefix(size_t(p - s.data()));
  return true;
}

// Splits what follows "MxNxK": "f16", "_f16", "_4b_f16", "bf16_1k", "_fp8_bf8" into input types and an
// explicit block count (0: not spelled).
bool inputTypes(std::string_view rest, MfmaType& a, MfmaType& b, unsigned& blocks, std::string* why) {
  blocks = 0;
  std::vector<std::string_view> parts;
  if (rest.starts_with("_")) rest.remove_prefix(1);  // the old spelling has the type right after K
  while (!rest.empty()) {
    const size_t u = rest.find('_');
    parts.push_back(rest.substr(0, u));
    rest = u == std::string_view::npos ? std::string_view{} : rest.substr(u + 1);
  }
  if (!parts.empty() && parts.back() == "1k") parts.pop_back();  // bf16_1k: 4 bf16 per lane (the width says)
  if (parts.size() == 1 && parts[0] == "f8f6f4") {  // the formats come from cbsz/blgp; fp8's width places
    a = b = MfmaType::Fp8;
    return true;
  }
  if (!parts.empty() && parts.front().size() >= 2 && parts.front().back() == 'b' &&
      std::isdigit(static_cast<unsigned char>(parts.front().front()))) {
    std::string_view n = parts.front();
    n.remove_suffix(1);
    if (!number(n, blocks) || !n.empty()) return fail(why, "unreadable block count");
    parts.erase(parts.begin());
  }
  if (parts.empty() || parts.size() > 2) return fail(why, "no input type");
  const auto ta = typeNamed(parts[0]), tb = typeNamed(parts.back());
  if (!ta || !tb) return fail(why, "input type " + std::string(parts[0]) + " is not modeled");
  a = *ta;
  b = *tb;
  return true;
}

// bits of a value: the raw pattern of element `item` of a lane's registers (fp6 elements may straddle two
// registers: the lane's registers are one little-endian bit string).
uint32_t element(const uint32_t* regs, unsigned bitsPer, unsigned lane, unsigned item) {
  const unsigned bit = item * bitsPer;
  const uint32_t dword = regs[(bit / 32) * kLanes + lane];
  if (bitsPer == 32) return dword;
  uint64_t v = dword >> (bit % 32);
  if (bit % 32 + bitsPer > 32) v |= uint64_t(regs[(bit / 32 + 1) * kLanes + lane]) << (32 - bit % 32);
  return uint32_t(v) & ((1u << bitsPer) - 1);
}

// xf32: an f32 rounded to 10 mantissa bits (round to nearest even), NaN and infinity kept.
float toXf32(uint32_t b) {
  if ((b & 0x7f800000u) == 0x7f800000u) return f32(b);
  const uint32_t lsb = (b >> 13) & 1;
  return f32((b + 0xfffu + lsb) & ~0x1fffu);
}

float decode(MfmaType t, uint32_t v, bool ocp) {
  switch (t) {
    case MfmaType::F32: return f32(v);
    case MfmaType::Xf32: return toXf32(v);
    case MfmaType::F16: return f16ToF32(uint16_t(v));
    case MfmaType::Bf16: return f32(v << 16);
    case MfmaType::Fp8: return fp8ToF32(uint8_t(v), ocp);
    case MfmaType::Bf8: return bf8ToF32(uint8_t(v), ocp);
    case MfmaType::Fp6: return smallToF32(v, kFp6);
    case MfmaType::Bf6: return smallToF32(v, kBf6);
    case MfmaType::Fp4: return smallToF32(v, kFp4);
    default: return 0;
  }
}

// The lane B is read from under BLGP (gfx908/gfx90a lane-group patterns).
unsigned blgpLane(unsigned blgp, unsigned l) {
  switch (blgp & 7) {
    case 1: return l % 32;              // lanes 0-31 broadcast to 32-63
    case 2: return 32 + l % 32;         // lanes 32-63 broadcast to 0-31
    case 3: return (l + 16) % kLanes;   // rotated by 16 lanes
    case 4: return l % 16;              // one group of 16 lanes broadcast to all
    case 5: return 16 + l % 16;
    case 6: return 32 + l % 16;
    case 7: return 48 + l % 16;
    default: return l;
  }
}

struct Operands {
  const MfmaShape& s;
  const MfmaControls& ctl;
  const MfmaRegisters& r;
  unsigned aBits, bBits;

  unsigned aBlock(unsigned b) const {
    if (!ctl.cbsz) return b;
    const unsigned group = 1u << ctl.cbsz;
    return (b & ~(group - 1)) | (ctl.abid & (group - 1));
  }
  uint32_t aRaw(unsigned b, unsigned i, unsigned k) const {
    const MfmaPlace p = mfmaPlaceAB(s, aBlock(b), i, k);
    return element(r.a, aBits, p.lane, p.item);
  }
  uint32_t bRaw(unsigned b, unsigned k, unsigned j) const {
    const MfmaPlace p = mfmaPlaceAB(s, b, j, k);
    return element(r.b, bBits, s.out == MfmaType::F64 ? p.lane : blgpLane(ctl.blgp, p.lane), p.item);
  }
};

// Calls f(block, row, col, place of D) for every element of D.
template <class F>
void eachOutput(const MfmaShape& s, F f) {
  for (unsigned b = 0; b < s.blocks; ++b)
    for (unsigned i = 0; i < s.m; ++i)
      for (unsigned j = 0; j < s.n; ++j) f(b, i, j, mfmaPlaceCD(s, b, i, j));
}

// Integer products accumulate in 32 bits, wrapping.
void integerMfma(const Operands& o, std::vector<uint32_t>& out) {
  eachOutput(o.s, [&](unsigned b, unsigned i, unsigned j, MfmaPlace d) {
    uint32_t acc = o.r.c[d.item * kLanes + d.lane];
    for (unsigned k = 0; k < o.s.k; ++k)
      acc += uint32_t(int32_t(int8_t(o.aRaw(b, i, k))) * int32_t(int8_t(o.bRaw(b, k, j))));
    out[d.item * kLanes + d.lane] = acc;
  });
}

void doubleMfma(const Operands& o, std::vector<uint32_t>& out) {
  const MfmaShape& s = o.s;
  auto pair = [](const uint32_t* regs, unsigned item, unsigned lane) {
    return f64(uint64_t(regs[(2 * item + 1) * kLanes + lane]) << 32 | regs[2 * item * kLanes + lane]);
  };
  eachOutput(s, [&](unsigned b, unsigned i, unsigned j, MfmaPlace d) {
    double acc = pair(o.r.c, d.item, d.lane);
    if (o.ctl.negC) acc = -acc;
    for (unsigned k = 0; k < s.k; ++k) {
      const MfmaPlace pa = mfmaPlaceAB(s, o.aBlock(b), i, k), pb = mfmaPlaceAB(s, b, j, k);
      double a = pair(o.r.a, pa.item, pa.lane), bb = pair(o.r.b, pb.item, pb.lane);
      acc = std::fma(o.ctl.negA ? -a : a, o.ctl.negB ? -bb : bb, acc);
    }
    const uint64_t v = bits(acc);
    out[2 * d.item * kLanes + d.lane] = uint32_t(v);
    out[(2 * d.item + 1) * kLanes + d.lane] = uint32_t(v >> 32);
  });
}

// acc[i][j] = fma(a[i][k], b[k][j], acc[i][j]) for k = 0, 1, ... in order (a: m x kk, b: kk x n, acc: m x n, row-major):
// each output element's steps in K order, the columns innermost (independent, so the host version runs 8 at once).
void accumulatePortable(const float* a, const float* b, float* acc, unsigned m, unsigned n, unsigned kk) {
  for (unsigned i = 0; i < m; ++i)
    for (unsigned k = 0; k < kk; ++k) {
      const float x = a[size_t(i) * kk + k];
      for (unsigned j = 0; j < n; ++j) acc[size_t(i) * n + j] = std::fma(x, b[size_t(k) * n + j], acc[size_t(i) * n + j]);
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
// The host's FMA unit, 8 columns at a time (an x86-64 baseline build calls a library fma per step, 2-3x slower).
// IEEE fused multiply-add either way; only which NaN operand a step returns may differ, so blocks with a NaN input
// take the portable loop (floatMfma).
__attribute__((target("avx2,fma"))) void accumulateHostFma(const float* a, const float* b, float* acc, unsigned m,
                                                           unsigned n, unsigned kk) {
  for (unsigned i = 0; i < m; ++i)
    for (unsigned k = 0; k < kk; ++k) {
      const float x = a[size_t(i) * kk + k];
      const float* brow = b + size_t(k) * n;
      float* row = acc + size_t(i) * n;
      unsigned j = 0;
      for (const __m256 x8 = _mm256_set1_ps(x); j + 8 <= n; j += 8)
        _mm256_storeu_ps(row + j, _mm256_fmadd_ps(x8, _mm256_loadu_ps(brow + j), _mm256_loadu_ps(row + j)));
      for (; j < n; ++j)
        row[j] = _mm_cvtss_f32(_mm_fmadd_ss(_mm_set_ss(x), _mm_set_ss(brow[j]), _mm_set_ss(row[j])));
    }
}
#else
void accumulateHostFma(const float* a, const float* b, float* acc, unsigned m, unsigned n, unsigned kk) {
  accumulatePortable(a, b, acc, m, n, kk);
}
#endif

// Float products accumulate in f32 in k order, each step one fused multiply-add rounded to nearest even
// (for f16, bf16, xf32 and fp8 inputs the product is exact in f32, so each step is one rounded addition).
// Each element of A and B is decoded once per block (an output element reads a row of A and a column of B).
void floatMfma(const Operands& o, std::vector<uint32_t>& out) {
  const MfmaShape& s = o.s;
  std::vector<float> a(size_t(s.m) * s.k), b(size_t(s.k) * s.n), acc(size_t(s.m) * s.n);
  for (unsigned blk = 0; blk < s.blocks; ++blk) {
    bool nan = false;
    for (unsigned i = 0; i < s.m; ++i)
      for (unsigned k = 0; k < s.k; ++k) nan |= std::isnan(a[size_t(i) * s.k + k] = decode(s.a, o.aRaw(blk, i, k), o.ctl.ocpFp8));
    for (unsigned k = 0; k < s.k; ++k)
      for (unsigned j = 0; j < s.n; ++j) nan |= std::isnan(b[size_t(k) * s.n + j] = decode(s.b, o.bRaw(blk, k, j), o.ctl.ocpFp8));
    for (unsigned i = 0; i < s.m; ++i)
      for (unsigned j = 0; j < s.n; ++j) {
        const MfmaPlace d = mfmaPlaceCD(s, blk, i, j);
        nan |= std::isnan(acc[size_t(i) * s.n + j] = f32(o.r.c[d.item * kLanes + d.lane]));
      }
    (hostHasAvx2Fma() && !nan ? accumulateHostFma : accumulatePortable)(a.data(), b.data(), acc.data(), s.m, s.n, s.k);
    for (unsigned i = 0; i < s.m; ++i)
      for (unsigned j = 0; j < s.n; ++j) {
        const MfmaPlace d = mfmaPlaceCD(s, blk, i, j);
        out[d.item * kLanes + d.lane] = bits(acc[size_t(i) * s.n + j]);
      }
  }
}

// 2^(e - 127) of an E8M0 scale (0xff: NaN), as a double (every one is exact there).
double e8m0(uint32_t e) { return e == 0xff ? std::nan("") : std::ldexp(1.0, int(e) - 127); }

// gfx950's f8f6f4 forms: as floatMfma, each product times the E8M0 scales of the lanes holding its A and B
// elements (scaled forms). The scaled product is exact in double and is added to the f32 sum with one
// rounding when it is an f32; else (beyond f32's range) it is first rounded to f32 (a model).
void f8f6f4Mfma(const Operands& o, std::vector<uint32_t>& out) {
  const MfmaShape& s = o.s;
  auto scale = [](const uint32_t* regs, unsigned byte, unsigned lane) {
    return regs ? e8m0(regs[lane] >> (8 * byte) & 0xff) : 1.0;
  };
  eachOutput(s, [&](unsigned b, unsigned i, unsigned j, MfmaPlace d) {
    float acc = f32(o.r.c[d.item * kLanes + d.lane]);
    for (unsigned k = 0; k < s.k; ++k) {
      const MfmaPlace pa = mfmaPlaceAB(s, b, i, k), pb = mfmaPlaceAB(s, b, j, k);
      const double a = decode(s.a, element(o.r.a, o.aBits, pa.lane, pa.item), true);
      const double bv = decode(s.b, element(o.r.b, o.bBits, pb.lane, pb.item), true);
      const double p = a * bv * scale(o.r.scaleA, o.ctl.scaleByteA, pa.lane) * scale(o.r.scaleB, o.ctl.scaleByteB, pb.lane);
      acc += float(p);
    }
    out[d.item * kLanes + d.lane] = bits(acc);
  });
}

// Sparse forms: D = C + sum over the held elements of A (in their order) times the row of B their index
// names; floats as floatMfma, integers as integerMfma.
void sparseMfma(const Operands& o, std::vector<uint32_t>& out) {
  const MfmaShape& s = o.s;
  const bool integer = s.out == MfmaType::I32;
  eachOutput(s, [&](unsigned, unsigned i, unsigned j, MfmaPlace d) {
    uint32_t iacc = o.r.c[d.item * kLanes + d.lane];
    float facc = f32(iacc);
    for (unsigned kc = 0; kc < s.k / 2; ++kc) {
      const MfmaPlace pa = mfmaPlaceSparseA(s, i, kc);
      const uint32_t a = element(o.r.a, o.aBits, pa.lane, pa.item);
      const unsigned k = mfmaSparseColumn(s, kc, o.r.index[pa.lane], o.ctl.abid);
      const MfmaPlace pb = mfmaPlaceAB(s, 0, j, k);
      const uint32_t b = element(o.r.b, o.bBits, pb.lane, pb.item);
      if (integer) iacc += uint32_t(int32_t(int8_t(a)) * int32_t(int8_t(b)));
      else facc = std::fma(decode(s.a, a, o.ctl.ocpFp8), decode(s.b, b, o.ctl.ocpFp8), facc);
    }
    out[d.item * kLanes + d.lane] = integer ? iacc : bits(facc);
  });
}

}  // namespace

unsigned MfmaShape::elementBits(MfmaType t) const {
  switch (t) {
    case MfmaType::F16:
    case MfmaType::Bf16: return 16;
    case MfmaType::I8:
    case MfmaType::Fp8:
    case MfmaType::Bf8: return 8;
    case MfmaType::Fp6:
    case MfmaType::Bf6: return 6;
    case MfmaType::Fp4: return 4;
    case MfmaType::F64: return 64;
    default: return 32;
  }
}

std::optional<MfmaShape> mfmaShape(std::string_view name, unsigned aDwords, std::string* why) {
  constexpr std::string_view kPrefix = "v_mfma_", kSparsePrefix = "v_smfmac_";
  const bool sparse = name.starts_with(kSparsePrefix);
  if (!sparse && !name.starts_with(kPrefix)) {
    fail(why, "not an MFMA instruction");
    return std::nullopt;
  }
  std::string_view s = name.substr(sparse ? kSparsePrefix.size() : kPrefix.size());
  const unsigned heldDwords = aDwords;
  if (sparse) aDwords *= 2;  // B's registers: twice the compressed A's
  MfmaShape sh;
  sh.scaled = s.starts_with("scale_");
  if (sh.scaled) s.remove_prefix(6);
  sh.f8f6f4 = s.ends_with("_f8f6f4");
  if (sh.scaled && !sh.f8f6f4) return fail(why, "scaled product of no f8f6f4 form"), std::nullopt;
  const std::string_view result = s.substr(0, 3);
  if (result == "i32") sh.out = MfmaType::I32;
  else if (result == "f32" || result == "f64") sh.out = *typeNamed(result);
  else return fail(why, "unknown result type"), std::nullopt;
  if (s.size() < 4 || s[3] != '_') return fail(why, "unknown result type"), std::nullopt;
  s.remove_prefix(4);
  if (!number(s, sh.m) || !s.starts_with("x") || (s.remove_prefix(1), !number(s, sh.n)) || !s.starts_with("x") ||
      (s.remove_prefix(1), !number(s, sh.k)))
    return fail(why, "unreadable MxNxK"), std::nullopt;
  unsigned spelledBlocks = 0;
  if (!inputTypes(s, sh.a, sh.b, spelledBlocks, why)) return std::nullopt;
  sh.abDwords = aDwords;
  const unsigned bitsA = sh.elementBits(sh.a);
  if (sh.elementBits(sh.b) != bitsA || !aDwords || aDwords * 32 % bitsA) return fail(why, "operand width"), std::nullopt;
  sh.kPerLane = aDwords * 32 / bitsA;
  const unsigned elems = kLanes * sh.kPerLane;
  if (!sh.m || !sh.k || elems % (sh.m * sh.k)) return fail(why, "shape and width disagree"), std::nullopt;
  sh.blocks = elems / (sh.m * sh.k);
  if (spelledBlocks && spelledBlocks != sh.blocks) return fail(why, "block count and width disagree"), std::nullopt;
  if (sh.k % sh.kPerLane) return fail(why, "K smaller than a lane's elements"), std::nullopt;
  const unsigned outBits = sh.out == MfmaType::F64 ? 64 : 32;
  sh.cdDwords = sh.m * sh.n * sh.blocks * outBits / (kLanes * 32);
  sh.sparse = sparse;
  sh.aDwords = heldDwords;
  sh.aPerLane = sparse ? sh.kPerLane / 2 : sh.kPerLane;
  if (sparse && (sh.blocks != 1 || sh.aPerLane % 2)) return fail(why, "sparse shape"), std::nullopt;
  return sh;
}

std::optional<MfmaType> f8f6f4Type(unsigned code) {
  static constexpr MfmaType kTypes[] = {MfmaType::Fp8, MfmaType::Bf8, MfmaType::Fp6, MfmaType::Bf6, MfmaType::Fp4};
  return code < std::size(kTypes) ? std::optional<MfmaType>(kTypes[code]) : std::nullopt;
}

MfmaPlace mfmaPlaceAB(const MfmaShape& s, unsigned block, unsigned rowOrCol, unsigned k) {
  const unsigned groups = s.k / s.kPerLane;  // lane groups one block's K spreads over
  return {rowOrCol + s.m * (k / s.kPerLane) + s.m * groups * block, k % s.kPerLane};
}

MfmaPlace mfmaPlaceSparseA(const MfmaShape& s, unsigned row, unsigned kc) {
  return {row + s.m * (kc / s.aPerLane), kc % s.aPerLane};
}

unsigned mfmaSparseColumn(const MfmaShape& s, unsigned kc, uint32_t indexDword, unsigned abid) {
  const unsigned bitsPerSet = 2 * s.aPerLane, sets = 32 / bitsPerSet;
  const unsigned field = (abid % sets) * bitsPerSet + 2 * (kc % s.aPerLane);
  return 4 * (kc / 2) + (indexDword >> field & 3);
}

MfmaPlace mfmaPlaceCD(const MfmaShape& s, unsigned block, unsigned row, unsigned col) {
  if (s.n == 4) {
    // 4x4 forms: one block per group of 4 lanes (16 blocks) with a row per register, or, for the 64-bit
    // result of v_mfma_f64_4x4x4_4b_f64 (one register per lane), the rows across lane groups too.
    if (s.out == MfmaType::F64) return {col + 4 * row + 16 * block, 0};
    return {col + 4 * block, row};
  }
  const unsigned groups = kLanes / s.n;         // lane groups, each holding 4 consecutive rows
  const unsigned perBlock = s.m * s.n / kLanes;  // registers per block
  return {col + s.n * ((row / 4) % groups), block * perBlock + (row / (4 * groups)) * 4 + row % 4};
}

void mfmaExecute(const MfmaShape& s, const MfmaControls& ctl, const MfmaRegisters& r) {
  const Operands o{s, ctl, r, s.elementBits(s.a), s.elementBits(s.b)};
  std::vector<uint32_t> out(size_t(s.cdDwords) * kLanes);
  const Round saved = hostRound();
  setHostRound(kNearestEven);
  if (s.f8f6f4) f8f6f4Mfma(o, out);
  else if (s.sparse) sparseMfma(o, out);
  else if (s.out == MfmaType::I32) integerMfma(o, out);
  else if (s.out == MfmaType::F64) doubleMfma(o, out);
  else floatMfma(o, out);
  setHostRound(saved);
  std::copy(out.begin(), out.end(), r.dst);  // after every read: D may be C's registers
}

}  // namespace gcnkit::emu
