// The twin cases: every kernel of tests/twin/kernels with inputs that reach its interesting paths.
#include <bit>
#include <cstdint>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

#include "twin_case.h"
#include "host/twin_half.h"

namespace gcnkit::twin {

Arg input(Elem e, size_t count, Init init) {
  Arg a;
  a.elem = e;
  a.count = count;
  a.init = std::move(init);
  return a;
}
Arg output(Elem e, size_t count, Compare c, unsigned ulp) {
  Arg a;
  a.elem = e;
  a.count = count;
  a.output = true;
  a.compare = c;
  a.ulp = ulp;
  return a;
}
Arg inout(Elem e, size_t count, Init init, Compare c) {
  Arg a = output(e, count, c);
  a.init = std::move(init);
  return a;
}
Arg scalarU32(uint32_t v) {
  Arg a;
  a.buffer = false;
  a.elem = Elem::U32;
  a.scalar = v;
  return a;
}
Arg scalarF32(float v) {
  Arg a = scalarU32(std::bit_cast<uint32_t>(v));
  a.elem = Elem::F32;
  return a;
}

const std::vector<std::string>& defaultProcessors() {
  static const std::vector<std::string> cpus{"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1151", "gfx1201", "gfx1250"};
  return cpus;
}

const std::vector<unsigned>& codeObjectVersions(const std::string& cpu) {
  static const std::vector<unsigned> older{4, 5}, all{4, 5, 6}, v5{5}, v6{6};
  const std::string p = processorOf(cpu);
  if (p.ends_with("-generic")) return v6;  // generic processors exist from code object V6 on
  if (cpu.find("t16") != std::string::npos) return v5;  // clang-22's true16 builds
  if (p == "gfx1100" || p == "gfx1151" || p == "gfx1201") return all;
  if (p.starts_with("gfx125")) return v6;  // clang-22 only (code object V6)
  return p.starts_with("gfx11") || p.starts_with("gfx12") ? v5 : older;  // the other GFX11/12 processors: V5
}

const std::vector<std::string>& sourceProcessors(const std::string& source) {
  static std::mutex lock;
  static std::map<std::string, std::vector<std::string>> cache;  // never erased: references stay valid
  std::lock_guard<std::mutex> hold(lock);
  auto it = cache.find(source);
  if (it != cache.end()) return it->second;
  std::vector<std::string> cpus = defaultProcessors();
  std::ifstream in(std::string(GCNKIT_SOURCE_DIR) + "/tests/twin/kernels/" + source);
  std::vector<std::string> extra;
  for (std::string line; std::getline(in, line);) {
    if (auto at = line.find("twin-cpus:"); at != std::string::npos) {
      std::istringstream words(line.substr(at + 10));
      cpus.clear();
      for (std::string w; words >> w;) cpus.push_back(w);
    }
    if (auto at = line.find("twin-extra-cpus:"); at != std::string::npos) {
      std::istringstream words(line.substr(at + 16));
      for (std::string w; words >> w;) extra.push_back(w);
    }
  }
  cpus.insert(cpus.end(), extra.begin(), extra.end());
  return cache.emplace(source, std::move(cpus)).first->second;
}

std::string processorOf(const std::string& cpu) {
  std::string p = cpu;
  for (const char* suffix : {"w64", "t16"})  // ("gfx1153t16w64": clang-22 in wave64)
    if (p.ends_with(suffix)) p.resize(p.size() - 3);
  return p;
}
unsigned forcedWaveSize(const std::string& cpu) { return cpu.ends_with("w64") ? 64 : 0; }

namespace {

Init random() { return {Fill::Random, -20, 20, {}}; }
Init specials(double loExp, double hiExp) { return {Fill::Specials, loExp, hiExp, {}}; }
Init bounded(double lo, double hi) { return {Fill::Bounded, lo, hi, {}}; }
Init values(std::vector<uint64_t> v) { return {Fill::Values, 0, 0, std::move(v)}; }

Case oneD(const char* source, const char* kernel, uint32_t items, uint32_t group, std::vector<Arg> args) {
  Case c;
  c.source = source;
  c.kernel = kernel;
  c.global = {items, 1, 1};
  c.local = {group, 1, 1};
  c.args = std::move(args);
  return c;
}

Case grid(const char* source, const char* kernel, std::array<uint32_t, 3> items, std::array<uint32_t, 3> group,
          unsigned dims, std::vector<Arg> args) {
  Case c = oneD(source, kernel, 1, 1, std::move(args));
  c.global = items;
  c.local = group;
  c.dims = dims;
  return c;
}

constexpr unsigned kTranscendentalUlp = 8;  // OpenCL's bound (atan2: 6) + the host library's 1 + 1
constexpr unsigned kDoubleTranscendentalUlp = 18;  // pow: 16

void addArithmetic(std::vector<Case>& v) {
  using enum Elem;
  const char* ia = "int_arith.cl";
  v.push_back(oneD(ia, "int_ops", 250, 64,
                   {input(U32, 250, random()), input(U32, 250, random()), output(U32, 250 * 16), scalarU32(250)}));
  v.push_back(oneD(ia, "long_ops", 200, 64,
                   {input(U64, 200, random()), input(U64, 200, random()), output(U64, 200 * 10), scalarU32(200)}));
  v.push_back(oneD(ia, "narrow_ops", 256, 128,
                   {input(I8, 256, random()), input(U16, 256, random()), output(I32, 1024), scalarU32(256)}));
  const char* fm = "float_math.cl";
  v.push_back(oneD(fm, "float_exact", 256, 64,
                   {input(F32, 256, specials(-30, 30)), input(F32, 256, specials(-30, 30)),
                    input(F32, 256, specials(-30, 30)), output(F32, 256 * 12), scalarU32(256)}));
  v.push_back(oneD(fm, "float_select", 256, 64,
                   {input(F32, 256, specials(-4, 4)), input(F32, 256, specials(-4, 4)),
                    output(F32, 512, Compare::ExactAnyZero), output(I32, 256), scalarU32(256)}));
  v.push_back(oneD(fm, "float_transcendental", 256, 64,
                   {input(F32, 256, bounded(-100, 100)), input(F32, 256, bounded(-20, 20)),
                    output(F32, 256 * 8, Compare::Ulp, kTranscendentalUlp), scalarU32(256)}));
  const char* cv = "conversions.cl";
  v.push_back(oneD(cv, "float_to_int", 256, 64, {input(F32, 256, specials(-2, 34)), output(I32, 256 * 6), scalarU32(256)}));
  v.push_back(oneD(cv, "int_to_float", 256, 64, {input(I32, 256, random()), output(F32, 256 * 6), scalarU32(256)}));
  v.push_back(oneD(cv, "wide_conversions", 256, 64,
                   {input(F64, 256, specials(-160, 70)), input(I64, 256, random()), output(F32, 256 * 3),
                    output(F64, 256 * 3), output(I64, 256), scalarU32(256)}));
  v.push_back(oneD(cv, "half_storage", 256, 64,
                   {input(F32, 256, specials(-30, 17)), output(F16, 256), output(F32, 256), output(U32, 256),
                    scalarU32(256)}));
  const char* hd = "half_double.cl";
  v.push_back(oneD(hd, "half_arith", 256, 64,
                   {input(F16, 256, specials(-16, 15)), input(F16, 256, specials(-16, 15)), output(F16, 256 * 4),
                    output(F16, 256, Compare::Ulp, 1), scalarU32(256)}));
  v.push_back(oneD(hd, "double_exact", 256, 64,
                   {input(F64, 256, specials(-300, 300)), input(F64, 256, specials(-300, 300)),
                    input(F64, 256, specials(-300, 300)), output(F64, 256 * 8), scalarU32(256)}));
  v.push_back(oneD(hd, "double_transcendental", 256, 64,
                   {input(F64, 256, bounded(-50, 50)), output(F64, 256 * 4, Compare::Ulp, kDoubleTranscendentalUlp),
                    scalarU32(256)}));
}

void addControlAndLanes(std::vector<Case>& v) {
  using enum Elem;
  const char* cf = "control_flow.cl";
  v.push_back(oneD(cf, "branches", 256, 64, {input(I32, 256, random()), output(U32, 256), scalarU32(256)}));
  v.push_back(oneD(cf, "loops", 200, 64,
                   {input(U32, 200, random()), output(U32, 200), output(U32, 200), scalarU32(200)}));
  v.push_back(oneD(cf, "early_exit", 256, 64,
                   {input(I32, 256, random()), inout(I32, 256, values({uint64_t(-7)}), Compare::Exact), scalarU32(256),
                    scalarU32(24)}));
  const char* sg = "subgroup.cl";
  v.push_back(oneD(sg, "sg_reduce", 256, 128, {input(I32, 256, bounded(-1000000, 1000000)), output(I32, 1024)}));
  v.push_back(oneD(sg, "sg_scan", 256, 128, {input(U32, 256, random()), output(U32, 512)}));
  v.push_back(oneD(sg, "sg_vote", 256, 128, {input(I32, 256, bounded(12300, 12400)), output(I32, 768)}));
  v.push_back(oneD("lanes.cl", "lane_ops", 256, 64, {input(U32, 256, random()), output(U32, 256 * 6)}));
  v.push_back(oneD("trap.cl", "trap_if", 64, 64, {output(U32, 64), scalarU32(5)}));
}

void addMemory(std::vector<Case>& v) {
  using enum Elem;
  const char* mm = "memory.cl";
  v.push_back(oneD(mm, "gather_scatter", 240, 64,
                   {input(U32, 240, random()), input(U32, 240, random()), output(U64, 240), output(U16, 240),
                    output(U32, 240), scalarU32(240)}));
  v.push_back(oneD(mm, "local_reverse", 512, 256, {input(I32, 512, random()), output(I32, 512)}));
  // On gfx942 clang stores the array with gfx940's `scratch_store_dwordx4 off, v[2:5], off` (SVE clear: no
  // address VGPR) through the FLAT_SCRATCH the dispatch sets up (architected flat scratch).
  v.push_back(oneD(mm, "private_array", 128, 64, {input(U32, 128, random()), output(U32, 128), scalarU32(128)}));
  v.push_back(oneD(mm, "global_atomics", 256, 64,
                   {input(I32, 256, bounded(-100000, 100000)),
                    inout(I32, 8, values({0, 0x7fffffff, uint64_t(int64_t(INT32_MIN)), 0, 0, 0, 0, 0}), Compare::Exact),
                    output(U32, 256, Compare::Sorted), scalarU32(256)}));
  v.push_back(oneD(mm, "local_atomics", 512, 128, {input(U32, 512, random()), output(U32, 16)}));
  const char* gr = "grids.cl";
  v.push_back(grid(gr, "grid2d", {37, 21, 1}, {16, 8, 1}, 2, {output(U32, 37 * 21), scalarU32(37), scalarU32(21)}));
  v.push_back(grid(gr, "grid3d", {9, 7, 5}, {4, 4, 2}, 3,
                   {output(U32, 315), output(U32, 315), scalarU32(9), scalarU32(7), scalarU32(5)}));
}

// The processor-specific instructions (dot*-insts, dl-insts, fma-mix-insts): gfx906, gfx908, gfx90a, gfx942,
// gfx1030.
const std::vector<std::string> kDl{"gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030"};
const std::vector<std::string> kNoDotC{"gfx906", "gfx1030"};  // without dot3/dot4-insts (v_dot2c/v_dot8c_i32)
const std::vector<std::string> kDotC{"gfx908", "gfx90a", "gfx942", "gfx1030"};  // v_dot2c_f32_f16, v_dot4c_i32_i8
const std::vector<std::string> kDot34{"gfx908", "gfx90a", "gfx942"};  // dot3/dot4-insts: v_dot8c_i32_i4, v_dot2c_i32_i16
const std::vector<std::string> kGfx9Dl{"gfx906", "gfx908", "gfx90a", "gfx942"};

// Integer words whose bytes, halves and nibbles reach the extremes: INT_MIN-like fields (0x80, 0x8000, 0x8),
// all ones, the largest positive fields, and accumulators at the 32-bit limits.
Init dotWords() {
  return values({0x80808080, 0x80008000, 0x88888888, 0xffffffff, 0x7f7f7f7f, 0x7fff7fff, 0x77777777, 0,
                 0x7fffffff, 0x80000000, 0x00010001, 0x12345678, 0xfedcba98, 0x7f80017f, 0x8000ffff, 0x0f0f0f0f,
                 0x01ff0280, 0xc0004000});
}
Init dotAccumulators() {
  return values({0x7fffffff, 0x80000000, 0xffffffff, 0, 0x7ffffff0, 0x80000010, 1, 0xfffffff0, 0x40000000});
}
// Scrambled 32-bit words (a Weyl sequence through a multiply), `count` of them, after `edges`.
Init edgesThenScrambled(std::vector<uint64_t> edges, uint64_t count, uint64_t salt) {
  for (uint64_t k = 1; k <= count; ++k) edges.push_back(uint32_t((0x9e3779b97f4a7c15ull * (k + salt)) >> 29));
  return values(std::move(edges));
}
// f16 pairs: `first`, then infinities, NaN, denormals, the largest half, signed zeros, then scrambled halves.
Init halfPairs(uint64_t first, uint64_t count, uint64_t salt) {
  return edgesThenScrambled({first, first, 0x7c003c00, 0xfc00fc00, 0x7e003c00, 0x00013c00, 0x03ff8001, 0x7bff7bff, 0xfbff7bff,
                             0x80000000, 0x3c003c00, 0x0001fc00, 0x3c01bc00, 0x4248c233, 0x00008000, 0x5a005a00,
                             0x13370b1d, 0x0400fbff},
                            count, salt);
}
// f32 accumulators of fdot2: denormals (flushed by the model; work-items 0 and 1 add them to products of zero),
// zeros, 2^-48 and -2^30 (cancellations), the
// largest float, 2^100, NaN and infinities, then scrambled floats (every exponent range).
Init dotFloats() {
  return edgesThenScrambled({0x00400000, 0x80000001, 0x80000000, 0, 0x3f800000, 0x27800000, 0xce800000, 0x7f7fffff,
                             0x71800000, 0x7fc00000, 0x7f800000, 0xff800000, 0xc1200000},
                            30, 77);
}

// Every byte pattern in every byte position: word i holds i, i + 85, i + 170 and 255 - i (mod 256).
Init allBytes() {
  std::vector<uint64_t> v;
  for (uint64_t i = 0; i < 256; ++i) v.push_back(i | ((i + 85) & 255) << 8 | ((i + 170) & 255) << 16 | (255 - i) << 24);
  return values(std::move(v));
}
// f32 inputs of the fp8 encodings: NaN, infinities, zeros, denormals, the largest FNUZ values (240, 57344) and
// what lies just past them (244, the ties 248 and 61440), ties between neighbours (1.0625, 1.1875, 2^-11,
// 1.5 * 2^-10 ...), 1e6, then floats of every exponent from 2^-30 to 2^20, a quarter of them E4M3 ties (f32
// mantissa bit 19 alone below the kept bits) and a quarter E5M2 ties (bit 20).
Init fp8Floats() {
  std::vector<uint64_t> v{0x7fc00000, 0x7f800000, 0xff800000, 0,          0x80000000, 0x00000001, 0x80400000,
                          0x43700000, 0x43780000, 0x43740000, 0x47600000, 0x47700000, 0xc3780000, 0x3f880000,
                          0x3f980000, 0x3a000000, 0x3a400000, 0x3ac00000, 0x49742400};
  for (uint64_t k = 0; k < 200; ++k) {
    const uint64_t exponent = 127 - 30 + k % 51;
    uint64_t mantissa = (0x9e3779b97f4a7c15ull * (k + 1)) >> 41;  // 23 bits
    if (k % 4 == 1) mantissa = (mantissa & 0x700000) | 0x80000;
    if (k % 4 == 2) mantissa = (mantissa & 0x600000) | 0x100000;
    v.push_back((k % 3 == 0 ? 0x80000000ull : 0) | exponent << 23 | mantissa);
  }
  return values(std::move(v));
}

void addProcessorOps(std::vector<Case>& v) {
  using enum Elem;
  const char* dp = "dot_products.cl";
  // The edge words followed by scrambled ones; the lists' lengths differ per input, so work-items pair
  // edge words with each other and with scrambled words in many combinations.
  const size_t n = 320;
  auto words = [](uint64_t extra) { return edgesThenScrambled(dotWords().values, 20 + extra, 0); };
  Case c = oneD(dp, "dot_int8", n, 64,
                {input(U32, n, words(5)), input(U32, n, words(12)), input(U32, n, dotAccumulators()),
                 output(U32, n * 4), scalarU32(n)});
  c.cpus = kDl;
  c.contains = {{kDl, "v_dot4_i32_i8"}, {kDl, "v_dot4_u32_u8"}, {kDotC, "v_dot4c_i32_i8"}};
  v.push_back(c);
  c = oneD(dp, "dot_int16_int4", n, 64,
           {input(U32, n, words(7)), input(U32, n, words(3)), input(U32, n, dotAccumulators()), output(U32, n * 8),
            scalarU32(n)});
  c.cpus = kDl;
  c.contains = {{kDl, "v_dot2_i32_i16"}, {kDl, "v_dot2_u32_u16"}, {kDl, "v_dot8_i32_i4"}, {kDl, "v_dot8_u32_u4"}};
  v.push_back(c);
  c = oneD(dp, "dot_signed_wrap", n, 64,
           {input(U32, n, words(2)), input(U32, n, words(9)), input(U32, n, dotAccumulators()), output(U32, n * 3),
            scalarU32(n)});
  c.cpus = kDl;  // gfx908+: clang selects the VOP2 v_dot2c_i32_i16 / v_dot8c_i32_i4 (dot4/dot3-insts)
  c.contains = {{kNoDotC, "v_dot2_i32_i16"}, {kNoDotC, "v_dot8_i32_i4"}, {kDot34, "v_dot2c_i32_i16"},
                {kDot34, "v_dot8c_i32_i4"}};
  v.push_back(c);
  c = oneD(dp, "dot_f16", n, 64,
           {input(U32, n, halfPairs(0, 20, 1)), input(U32, n, halfPairs(0x3c003c00, 27, 5)), input(F32, n, dotFloats()),
            output(F32, n * 5), scalarU32(n)});
  c.cpus = kDl;
  c.contains = {{kDl, "v_dot2_f32_f16"}, {kDotC, "v_dot2c_f32_f16"}};
  v.push_back(c);
  const char* mx = "mix_xnor.cl";
  c = oneD(mx, "mix_ops", n, 64,
           {input(F16, n, specials(-16, 15)), input(F16, n, specials(-16, 15)), input(F32, n, specials(-20, 20)),
            output(F32, n), output(F32, n), output(F32, n), output(F16, n, Compare::Ulp, 1), scalarU32(n)});
  c.cpus = kDl;
  c.contains = {{kDl, "v_fma_mix_f32"}, {kDl, "v_fma_mixlo_f16"}};
  v.push_back(c);
  c = oneD(mx, "xnor_fmac", n, 64,
           {input(U32, n, random()), input(U32, n, random()), input(F32, n, specials(-30, 30)), output(U32, n),
            output(F32, n), scalarU32(n)});
  c.cpus = kDl;
  c.contains = {{kDl, "v_xnor_b32"}, {kDl, "v_fmac_f32"}};
  v.push_back(c);
  const std::vector<std::string> kFp8{"gfx942"};  // gfx940-insts (clang-19 knows no gfx950)
  c = oneD("fp8_convert.cl", "fp8_convert", n, 64,
           {input(U32, n, allBytes()), input(F32, n, fp8Floats()), input(U32, n, random()), output(U32, n * 16),
            scalarU32(n)});
  c.cpus = kFp8;
  c.contains = {{kFp8, "v_cvt_f32_fp8"}, {kFp8, "v_cvt_f32_bf8"}, {kFp8, "v_cvt_pk_fp8_f32"},
                {kFp8, "v_cvt_pk_bf8_f32"}, {kFp8, "v_cvt_sr_fp8_f32"}, {kFp8, "v_cvt_sr_bf8_f32"}};
  v.push_back(c);
  // A wave-level matrix product (4 waves of 4 blocks of 4x4), plain and with CBSZ/ABID.
  const std::vector<std::string> kMfmaF64{"gfx90a", "gfx942"};
  c = oneD("mfma_f64.cl", "mfma_f64", 256, 64,
           {input(F64, 256, bounded(-4, 4)), input(F64, 256, bounded(-4, 4)),
            input(F64, 256, bounded(-1000, 1000)), output(F64, 512)});
  c.cpus = kMfmaF64;
  c.contains = {{{"gfx90a"}, "v_mfma_f64_4x4x4f64"}, {{"gfx942"}, "v_mfma_f64_4x4x4_4b_f64"}};
  v.push_back(c);
  // Wave matrix products (WMMA) of one wave32: inputs small integers (every summation order gives the same sums).
  {
    const std::vector<std::string> kWmma{"gfx1100", "gfx1151", "gfx1201"};
    auto smallInts = [](Elem e, unsigned count, int span) {
      std::vector<uint64_t> bits;
      for (unsigned i = 0; i < count; ++i) {
        const int x = int((i * 7919u + 13u) % unsigned(2 * span + 1)) - span;
        bits.push_back(e == F16 ? uint64_t(::twin::cl::halfBits(double(x))) : e == F32 ? uint64_t(std::bit_cast<uint32_t>(float(x)))
                                                                              : uint64_t(uint32_t(x)));
      }
      return values(bits);
    };
    c = oneD("wmma.cl", "wmma_f16", 32, 32,
             {input(F16, 256, smallInts(F16, 37, 3)), input(F16, 256, smallInts(F16, 41, 3)),
              input(F32, 256, smallInts(F32, 43, 100)), output(F32, 256)});
    c.cpus = kWmma;
    c.contains = {{kWmma, "v_wmma_f32_16x16x16_f16"}};
    v.push_back(c);
    c = oneD("wmma.cl", "wmma_iu8", 32, 32,
             {input(I8, 256, random()), input(I8, 256, random()), input(I32, 256, smallInts(I32, 47, 1000)),
              output(I32, 256)});
    c.cpus = kWmma;
    c.contains = {{kWmma, "v_wmma_i32_16x16x16_iu8"}};
    v.push_back(c);
  }
  // A sparse (2:4) integer matrix product per wave, with both sets of index fields (ABID 0 and 1).
  c = oneD("smfmac_i8.cl", "smfmac_i8", 256, 64,
           {input(I32, 512, random()), input(I32, 1024, random()), input(I32, 1024, random()), input(I32, 256, random()),
            output(I32, 2048)});
  c.cpus = {"gfx942"};
  c.contains = {{{"gfx942"}, "v_smfmac_i32_16x16x64_i8"}};
  v.push_back(c);
  // Loads into LDS (global_load_lds_*), one wave per work-group (the LDS pointer is the wave's); the offset form
  // reads 64 dwords past the work-item's element.
  const std::vector<std::string> kLdsDma{"gfx942"};
  const std::pair<const char*, const char*> ldsDma[] = {{"lds_dma_dword", "global_load_lds_dword"},
                                                        {"lds_dma_ushort", "global_load_lds_ushort"},
                                                        {"lds_dma_ubyte", "global_load_lds_ubyte"}};
  for (const auto& [kernel, inst] : ldsDma) {
    c = oneD("global_load_lds.cl", kernel, 256, 64, {input(U32, 256, random()), output(U32, 256)});
    c.cpus = kLdsDma;
    c.contains = {{kLdsDma, inst}};
    v.push_back(c);
  }
  c = oneD("global_load_lds.cl", "lds_dma_offset", 256, 64, {input(U32, 320, random()), output(U32, 512)});
  c.cpus = kLdsDma;
  c.contains = {{kLdsDma, "global_load_lds_dword"}};
  v.push_back(c);
  // Over 256 live VGPRs: GFX12.5 reaches v256 and up through the VGPR MSB mode (two waves of 32, one partial).
  c = oneD("wide_registers.cl", "wide_registers", 48, 32, {input(F32, 48 * 320, bounded(-1, 1)), output(F32, 48 * 320),
                                                           scalarU32(40)});
  c.contains = {{{"gfx1250"}, "s_set_vgpr_msb"}};
  v.push_back(c);
}

}  // namespace

std::vector<Case> benchCases(unsigned scale) {
  using enum Elem;
  std::vector<Case> v;
  const uint32_t n = 16 * (1 + scale);  // matrices n x n, multiples of 16
  v.push_back(grid("bench_linear.cl", "matmul_naive", {n + 8, n + 8, 1}, {16, 16, 1}, 2,
                   {input(F32, (n + 8) * (n + 8), bounded(-1, 1)), input(F32, (n + 8) * (n + 8), bounded(-1, 1)),
                    output(F32, (n + 8) * (n + 8)), scalarU32(n + 8)}));
  v.push_back(grid("bench_linear.cl", "matmul_tiled", {n, n, 1}, {16, 16, 1}, 2,
                   {input(F32, n * n, bounded(-1, 1)), input(F32, n * n, bounded(-1, 1)), output(F32, n * n),
                    scalarU32(n)}));
  const uint32_t w = 32 * scale + 16, h = 16 * scale + 16;
  v.push_back(grid("bench_linear.cl", "transpose_tiled", {w, h, 1}, {16, 16, 1}, 2,
                   {input(F32, w * h, random()), output(F32, w * h), scalarU32(w), scalarU32(h)}));
  const uint32_t sw = 40 * scale, sh = 30 * scale;
  v.push_back(grid("bench_stencil.cl", "stencil2d", {sw, sh, 1}, {16, 16, 1}, 2,
                   {input(F32, sw * sh, bounded(-10, 10)), output(F32, sw * sh), scalarU32(sw), scalarU32(sh)}));
  const uint32_t nx = 12 * scale, ny = 10 * scale, nz = 6 * scale;
  v.push_back(grid("bench_stencil.cl", "stencil3d", {nx, ny, nz}, {8, 4, 2}, 3,
                   {input(F32, nx * ny * nz, bounded(-10, 10)), output(F32, nx * ny * nz), scalarU32(nx), scalarU32(ny),
                    scalarU32(nz)}));
  const uint32_t items = 256 * scale;
  v.push_back(oneD("bench_stencil.cl", "compute_heavy", items, 64,
                   {input(F32, items, bounded(-2, 2)), output(F32, items), scalarU32(items), scalarU32(50)}));
  const uint32_t rn = 1000 * scale;
  const uint32_t rg = (rn + 255) / 256;
  v.push_back(oneD("bench_reduce.cl", "reduce_sum", rg * 256, 256,
                   {input(U32, rn, bounded(0, 1000000)), output(U32, rg), scalarU32(rn)}));
  v.push_back(oneD("bench_reduce.cl", "histogram", rn, 128,
                   {input(U32, rn, random()), output(U32, 13), scalarU32(rn), scalarU32(13)}));
  v.push_back(oneD("bench_reduce.cl", "scan_group", 512 * scale, 256,
                   {input(U32, 512 * scale, bounded(0, 1000)), output(U32, 512 * scale)}));
  const uint32_t hn = 300 * scale;
  v.push_back(oneD("hip_kernels.hip", "hip_saxpy", hn, 64,
                   {scalarF32(1.5f), input(F32, hn, specials(-10, 10)), inout(F32, hn, random(), Compare::Exact),
                    scalarU32(hn)}));
  const uint32_t bn = 500 * scale, bg = (bn + 127) / 128;
  v.push_back(oneD("hip_kernels.hip", "hip_block_sum", bg * 128, 128,
                   {input(F64, bn, bounded(-1000, 1000)), output(F64, bg), scalarU32(bn)}));
  return v;
}

const std::vector<Case>& testCases() {
  static const std::vector<Case> cases = [] {
    std::vector<Case> v;
    addArithmetic(v);
    addControlAndLanes(v);
    addMemory(v);
    addProcessorOps(v);
    for (Case& c : benchCases(1)) v.push_back(std::move(c));
    return v;
  }();
  return cases;
}

}  // namespace gcnkit::twin
