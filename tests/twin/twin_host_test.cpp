// The host twins against hand-computed results: if a twin is wrong, the emulator comparison that uses it
// is meaningless, so each kind of kernel (integer, conversions, half, sub-groups, lanes, LDS, grids,
// atomics, benchmark kernels) and the runtime's own rules (barriers, divergence) are checked here first.
// These tests need no GPU compiler and no emulator support for vector code; they always run.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>
#include <vector>

#include "host/twin_half.h"
#include "host/twin_runtime.h"
#include "twin_run.h"

namespace gcnkit::twin {
namespace {

using ::twin::rt::ArgValue;

ArgValue ptr(void* p) { return ArgValue{p, 0}; }
ArgValue u32(uint32_t v) { return ArgValue{nullptr, v}; }

std::string run1d(const char* kernel, std::vector<ArgValue> args, size_t items, size_t group, unsigned sg = 64,
                  unsigned threads = 1) {
  ::twin::rt::NDRange r;
  r.global[0] = items;
  r.local[0] = group;
  return ::twin::rt::runKernel(kernel, args.data(), args.size(), r, sg, threads);
}

TEST(TwinHost, IntegerOpsMatchHandValues) {
  std::vector<uint32_t> a = {7, 0xffffffffu, 0x80000000u}, b = {3, 2, 0xffffffffu}, out(3 * 16);
  ASSERT_EQ(run1d("int_ops", {ptr(a.data()), ptr(b.data()), ptr(out.data()), u32(3)}, 3, 64), "");
  const uint32_t* o = out.data();
  EXPECT_EQ(o[0], 10u);
  EXPECT_EQ(o[1], 0xfffffffeu);  // 7 - 9 wraps
  EXPECT_EQ(o[2], 21u);
  EXPECT_EQ(o[6], 2u);            // 7 / (3|1)
  EXPECT_EQ(o[7], 1u);
  EXPECT_EQ(o[11], 56u);          // rotate(7, 3)
  EXPECT_EQ(o[12], 29u | 2u << 8);  // clz(7), popcount(3)
  const uint32_t* p = out.data() + 16;  // x = 0xffffffff, y = 2
  EXPECT_EQ(p[3], 1u);                  // mul_hi(0xffffffff, 2)
  EXPECT_EQ(p[4], 0xffffffffu);         // mul_hi(-1, 2) = -1
  EXPECT_EQ(p[11], 0xffffffffu);
  const uint32_t* q = out.data() + 32;  // x = INT_MIN, y = -1: the divisor becomes 7
  EXPECT_EQ(q[4], 0u);                  // mul_hi(INT_MIN, -1) = 2^31 >> 32
  EXPECT_EQ(q[8], uint32_t(INT32_MIN / 7));
  EXPECT_EQ(q[9], uint32_t(INT32_MIN % 7));
  EXPECT_EQ(q[13], 0x80000000u);        // add_sat(INT_MIN, -1) ^ sub_sat(0x80000000u, 0xffffffffu) = INT_MIN ^ 0
  EXPECT_EQ(q[15], 0x3fffffffu);        // abs(INT_MIN) ^ hadd(0x80000000, 0xffffffff)
}

TEST(TwinHost, FloatToIntRoundsAndSaturates) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> a = {2.5f, 3.5f, nan, 3e9f, -1.5f};
  std::vector<int> out(a.size() * 6);
  ASSERT_EQ(run1d("float_to_int", {ptr(a.data()), ptr(out.data()), u32(uint32_t(a.size()))}, a.size(), 64), "");
  const std::vector<int> want = {2, 2, 2, 2, 4, 4,                        // 2.5
                                 3, 4, 3, 3, 12, 6,                       // 3.5
                                 0, 0, 0, 0, 2, 0,                        // NaN (casts see 0.5)
                                 INT32_MAX, INT32_MAX, int(3000000000u), 0, 2, 0,  // 3e9 (casts see 0.5)
                                 -1, -2, 0, -1, 0, -1};                   // -1.5
  EXPECT_EQ(out, want);
}

TEST(TwinHost, IntToFloatRoundsInEachMode) {
  std::vector<int> a = {16777217, -16777217, -1};
  std::vector<float> out(a.size() * 6);
  ASSERT_EQ(run1d("int_to_float", {ptr(a.data()), ptr(out.data()), u32(3)}, 3, 64), "");
  EXPECT_EQ(out[0], 16777216.0f);  // nearest, tie to even
  EXPECT_EQ(out[2], 16777216.0f);  // toward zero
  EXPECT_EQ(out[4], 16777218.0f);  // up
  EXPECT_EQ(out[5], 16777216.0f);  // down
  EXPECT_EQ(out[6 + 4], -16777216.0f);
  EXPECT_EQ(out[6 + 5], -16777218.0f);
  EXPECT_EQ(out[12 + 1], 4294967296.0f);  // (float)0xffffffffu rounds up
  EXPECT_EQ(out[12 + 3], 4294967040.0f);  // rtz keeps 24 bits
}

TEST(TwinHost, HalfConversionsRoundToNearestEven) {
  using ::twin::cl::halfBits;
  EXPECT_EQ(halfBits(1.0), 0x3c00);
  EXPECT_EQ(halfBits(-0.0), 0x8000);
  EXPECT_EQ(halfBits(65504.0), 0x7bff);
  EXPECT_EQ(halfBits(65519.99), 0x7bff);
  EXPECT_EQ(halfBits(65520.0), 0x7c00);           // the midpoint rounds to infinity
  EXPECT_EQ(halfBits(std::ldexp(1.0, -24)), 1);   // smallest denormal
  EXPECT_EQ(halfBits(std::ldexp(1.0, -25)), 0);   // half of it: tie to even (0)
  EXPECT_EQ(halfBits(std::ldexp(3.0, -25)), 2);   // 1.5 units: tie to even (2)
  EXPECT_EQ(halfBits(1.0 + std::ldexp(1.0, -11)), 0x3c00);
  EXPECT_EQ(halfBits(1.0 + std::ldexp(3.0, -11)), 0x3c02);
  EXPECT_EQ(halfBits(std::ldexp(1023.0, -24) + std::ldexp(1.0, -25)), 0x400);  // rounds up into the normals
  EXPECT_EQ(halfBits(std::nan("")) & 0x7e00, 0x7e00);
  EXPECT_EQ(::twin::cl::halfToFloat(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(::twin::cl::halfToFloat(0xfbff), -65504.0f);

  std::vector<uint16_t> a = {0x3c00, 0x7bff, 0x0001}, b = {0x3c00, 0x7bff, 0x8001}, out(12), quot(3);
  ASSERT_EQ(run1d("half_arith", {ptr(a.data()), ptr(b.data()), ptr(out.data()), ptr(quot.data()), u32(3)}, 3, 64), "");
  EXPECT_EQ(out[0], 0x4000);  // 1 + 1
  EXPECT_EQ(out[4], 0x7c00);  // 65504 + 65504 overflows
  EXPECT_EQ(out[6], 0x7c00);  // 65504 * 65504
  EXPECT_EQ(quot[1], 0x3c00);  // 65504 / 65504
  EXPECT_EQ(quot[2], 0xbc00);  // denormal / -denormal
  EXPECT_EQ(out[8], 0x0000);  // denormal + (-denormal) = +0
  EXPECT_EQ(out[9], 0x0002);  // denormal - (-denormal)
  EXPECT_EQ(out[10], 0x8000);  // 2^-24 * -2^-24 underflows to -0
}

TEST(TwinHost, SubGroupsFollowTheWaveSize) {
  std::vector<int> a(128), out(128 * 4);
  std::iota(a.begin(), a.end(), 0);
  ASSERT_EQ(run1d("sg_reduce", {ptr(a.data()), ptr(out.data())}, 128, 128, 64), "");
  EXPECT_EQ(out[0], 2016);          // 0 + ... + 63
  EXPECT_EQ(out[127 * 4], 6112);    // 64 + ... + 127
  EXPECT_EQ(out[127 * 4 + 1], 64);  // min
  EXPECT_EQ(out[5 * 4 + 2], 63);    // max
  EXPECT_EQ(out[70 * 4 + 3], 6 | 1 << 8 | 64 << 16);
  ASSERT_EQ(run1d("sg_reduce", {ptr(a.data()), ptr(out.data())}, 128, 128, 32), "");
  EXPECT_EQ(out[0], 496);  // 0 + ... + 31
  EXPECT_EQ(out[70 * 4 + 3], 6 | 2 << 8 | 32 << 16);
  // A partial group: 100 work-items in sub-groups of 64 and 36.
  std::vector<uint32_t> ones(100, 1), scan(200);
  ASSERT_EQ(run1d("sg_scan", {ptr(ones.data()), ptr(scan.data())}, 100, 100, 64), "");
  EXPECT_EQ(scan[2 * 99], 36u);     // inclusive, lane 35 of the second sub-group
  EXPECT_EQ(scan[2 * 99 + 1], 35u);
  EXPECT_EQ(scan[2 * 63], 64u);
}

TEST(TwinHost, LaneOperationsModelDppAndPermute) {
  for (unsigned wave : {64u, 32u}) {
    std::vector<uint32_t> a(128), out(128 * 6);
    for (uint32_t i = 0; i < 128; ++i) a[i] = i * 10;
    ASSERT_EQ(run1d("lane_ops", {ptr(a.data()), ptr(out.data())}, 128, 64, wave), "");
    for (uint32_t i = 0; i < 128; ++i) {
      const uint32_t lane = i % wave, base = i - lane;
      const uint32_t* o = out.data() + i * 6;
      ASSERT_EQ(o[0], lane);
      ASSERT_EQ(o[1], (base + (lane * 7 + 3) % wave) * 10) << i;
      ASSERT_EQ(o[2], (i ^ 1) * 10);
      ASSERT_EQ(o[3], lane % 16 == 0 ? 0xdeadbeefu : (i - 1) * 10) << i;
      ASSERT_EQ(o[4], (base + (lane & ~15u) + ((lane + 12) & 15)) * 10) << i;
      ASSERT_EQ(o[5], base * 10);
    }
  }
}

TEST(TwinHost, LocalMemoryAndBarriers) {
  std::vector<int> in(512), out(512);
  std::iota(in.begin(), in.end(), 0);
  ASSERT_EQ(run1d("local_reverse", {ptr(in.data()), ptr(out.data())}, 512, 256), "");
  for (int g = 0; g < 2; ++g)
    for (int l = 0; l < 256; ++l)
      ASSERT_EQ(out[size_t(g * 256 + l)], (g * 256 + 255 - l) * 2 + g * 256 + (l + 1) % 256);
  std::vector<int> phases(48);
  ASSERT_EQ(run1d("selftest_phases", {ptr(phases.data())}, 48, 16), "");
  for (int i = 0; i < 48; ++i) EXPECT_EQ(phases[size_t(i)], 3 * ((i % 16 + 1) % 16) * 10 + 0 + 1 + 2);
}

TEST(TwinHost, RuntimeRejectsDivergenceAndMisuse) {
  std::vector<int> out(64);
  EXPECT_NE(run1d("selftest_divergent_barrier", {ptr(out.data())}, 8, 8).find("divergent"), std::string::npos);
  EXPECT_NE(run1d("selftest_unregistered_barrier", {ptr(out.data())}, 8, 8).find("TWIN_SYNC_KERNELS"),
            std::string::npos);
  EXPECT_NE(run1d("no_such_kernel", {}, 1, 1).find("no host twin"), std::string::npos);
  EXPECT_NE(run1d("int_ops", {ptr(out.data())}, 1, 1).find("takes 4 arguments, got 1"), std::string::npos);
}

TEST(TwinHost, GridsWithPartialGroups) {
  std::vector<uint32_t> out(37 * 21);
  ::twin::rt::NDRange r;
  r.global[0] = 37, r.global[1] = 21, r.local[0] = 16, r.local[1] = 8, r.dims = 2;
  std::vector<ArgValue> args = {ptr(out.data()), u32(37), u32(21)};
  ASSERT_EQ(std::string(::twin::rt::runKernel("grid2d", args.data(), 3, r, 64)), "");
  EXPECT_EQ(out[20 * 37 + 36], 2u | 2u << 8 | 4u << 16 | 4u << 24);
  EXPECT_EQ(out[9 * 37 + 17], 1u | 1u << 8 | 1u << 16 | 1u << 24);
  std::vector<uint32_t> ids(315), sizes(315);
  r.global[0] = 9, r.global[1] = 7, r.global[2] = 5, r.local[0] = 4, r.local[1] = 4, r.local[2] = 2, r.dims = 3;
  args = {ptr(ids.data()), ptr(sizes.data()), u32(9), u32(7), u32(5)};
  ASSERT_EQ(std::string(::twin::rt::runKernel("grid3d", args.data(), 5, r, 64)), "");
  // OpenCL C 1.2: get_local_size is the enqueued size even in the 1 x 3 x 1 corner group.
  EXPECT_EQ(sizes[(4 * 7 + 6) * 9 + 8], 4u | 4u << 8 | 2u << 16 | 3u << 24);
  EXPECT_EQ(sizes[0], 4u | 4u << 8 | 2u << 16 | 3u << 24);
  EXPECT_EQ(ids[(4 * 7 + 6) * 9 + 8], (8u * 3 + 6 * 5 + 4 * 7) ^ (0u << 20 | 2u << 24));
}

TEST(TwinHost, ReductionScanHistogram) {
  std::vector<uint32_t> ones(1000, 1), partial(4);
  ASSERT_EQ(run1d("reduce_sum", {ptr(ones.data()), ptr(partial.data()), u32(1000)}, 1024, 256), "");
  EXPECT_EQ(partial, (std::vector<uint32_t>{256, 256, 256, 232}));
  std::vector<uint32_t> scan(512);
  ASSERT_EQ(run1d("scan_group", {ptr(ones.data()), ptr(scan.data())}, 512, 256), "");
  for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(scan[i], i % 256 + 1);
  std::vector<uint32_t> in(1000), bins(13);
  for (uint32_t i = 0; i < 1000; ++i) in[i] = i << 7;
  ASSERT_EQ(run1d("histogram", {ptr(in.data()), ptr(bins.data()), u32(1000), u32(13)}, 1000, 128, 64, 2), "");
  for (uint32_t b = 0; b < 13; ++b) EXPECT_EQ(bins[b], 1000 / 13 + (b < 1000 % 13 ? 1u : 0u)) << b;
}

TEST(TwinHost, AtomicsGiveOrderIndependentTotals) {
  std::vector<int> in(256);
  for (int i = 0; i < 256; ++i) in[size_t(i)] = (i * 7919) % 2001 - 1000;
  std::vector<int> counters = {0, INT32_MAX, INT32_MIN, 0, 0, 0, 0, 0};
  std::vector<uint32_t> tickets(256);
  ASSERT_EQ(run1d("global_atomics", {ptr(in.data()), ptr(counters.data()), ptr(tickets.data()), u32(256)}, 256, 64,
                  64, 2),
            "");
  int orBits = 0;
  for (int v : in) orBits |= v & 0x0f0f0f0f;
  EXPECT_EQ(counters[0], std::accumulate(in.begin(), in.end(), 0));
  EXPECT_EQ(counters[1], *std::min_element(in.begin(), in.end()));
  EXPECT_EQ(counters[2], *std::max_element(in.begin(), in.end()));
  EXPECT_EQ(counters[3], orBits);
  EXPECT_EQ(counters[4], 256);
  EXPECT_EQ(counters[5], 256);
  std::sort(tickets.begin(), tickets.end());
  for (uint32_t i = 0; i < 256; ++i) ASSERT_EQ(tickets[i], i);
}

TEST(TwinHost, MatrixMultiplyNaiveAndTiledAgreeWithPlainLoop) {
  const uint32_t n = 32;
  std::vector<float> a(n * n), b(n * n), naive(n * n), tiled(n * n), plain(n * n);
  for (uint32_t i = 0; i < n * n; ++i) a[i] = float(int(i * 37 % 101) - 50) / 8, b[i] = float(int(i * 53 % 89) - 44) / 16;
  for (uint32_t r = 0; r < n; ++r)
    for (uint32_t c = 0; c < n; ++c) {
      float acc = 0;
      for (uint32_t k = 0; k < n; ++k) acc += a[r * n + k] * b[k * n + c];
      plain[r * n + c] = acc;
    }
  ::twin::rt::NDRange range;
  range.global[0] = range.global[1] = n, range.local[0] = range.local[1] = 16, range.dims = 2;
  std::vector<ArgValue> args = {ptr(a.data()), ptr(b.data()), ptr(naive.data()), u32(n)};
  ASSERT_EQ(std::string(::twin::rt::runKernel("matmul_naive", args.data(), 4, range, 64, 2)), "");
  args[2] = ptr(tiled.data());
  ASSERT_EQ(std::string(::twin::rt::runKernel("matmul_tiled", args.data(), 4, range, 64)), "");
  EXPECT_EQ(naive, plain);
  EXPECT_EQ(tiled, plain);  // these values have exact products and short sums: order does not matter
}

TEST(TwinHost, EveryCaseRunsForBothWaveSizes) {
  for (const Case& c : testCases())
    for (unsigned wave : {64u, 32u}) {
      RunResult r = runHost(c, wave);
      EXPECT_EQ(r.failure, "") << c.kernel << " wave " << wave;
      bool wroteSomething = false;
      const std::vector<Buffer> before = makeInputs(c);
      for (size_t i = 0; i < c.args.size(); ++i)
        if (c.args[i].output) wroteSomething = wroteSomething || r.buffers[i].storage != before[i].storage;
      EXPECT_TRUE(wroteSomething) << c.kernel << ": the host twin left every output untouched";
    }
}

// Work-groups on several host threads (fibers parked and reused across groups) give the one-thread results.
TEST(TwinHost, ThreadsGiveTheSameResults) {
  for (const Case& c : testCases()) {
    const RunResult one = runHost(c, 32, 1), three = runHost(c, 32, 3);
    ASSERT_EQ(one.failure, "");
    ASSERT_EQ(three.failure, "");
    for (size_t i = 0; i < c.args.size(); ++i) {
      if (!c.args[i].output) continue;
      Arg exact = c.args[i];
      if (exact.compare != Compare::Sorted) exact.compare = Compare::Exact;
      EXPECT_EQ(compareOutput(exact, three.buffers[i], one.buffers[i]), "") << c.kernel << " argument " << i;
    }
  }
}

TEST(TwinHost, ComparisonFollowsTheToleranceModel) {
  Arg exact = output(Elem::F32, 1);
  Arg anyZero = output(Elem::F32, 1, Compare::ExactAnyZero);
  Arg ulp = output(Elem::F32, 1, Compare::Ulp, 2);
  auto buf = [](float f) {
    Buffer b;
    b.bytes = 4;
    b.storage.assign(1, std::bit_cast<uint32_t>(f));
    return b;
  };
  const float nan1 = std::bit_cast<float>(0x7fc00001u), nan2 = std::bit_cast<float>(0xffc00000u);
  EXPECT_EQ(compareOutput(exact, buf(nan1), buf(nan2)), "");
  EXPECT_NE(compareOutput(exact, buf(0.0f), buf(-0.0f)), "");
  EXPECT_EQ(compareOutput(anyZero, buf(0.0f), buf(-0.0f)), "");
  EXPECT_EQ(compareOutput(ulp, buf(1.0f), buf(std::nextafter(std::nextafter(1.0f, 2.0f), 2.0f))), "");
  EXPECT_NE(compareOutput(ulp, buf(1.0f), buf(1.0f + 3 * 0x1p-23f)), "");
  EXPECT_EQ(ulpDistance(-0x1p-149, 0x1p-149, Elem::F32), 2u);  // across zero
  EXPECT_NE(compareOutput(ulp, buf(INFINITY), buf(std::numeric_limits<float>::max())), "");
  Arg sorted = output(Elem::U32, 3, Compare::Sorted);
  Buffer x, y;
  x.bytes = y.bytes = 12;
  x.storage = {uint64_t(1) | uint64_t(2) << 32, 3};
  y.storage = {uint64_t(3) | uint64_t(1) << 32, 2};
  EXPECT_EQ(compareOutput(sorted, x, y), "");
  EXPECT_NE(compareOutput(output(Elem::U32, 3), x, y), "");
}

// printf: each conversion as the ROCm runtime that prints that kind of printf formats it (hand-derived from the
// runtimes' rules, tests/twin/host/twin_printf.h), and a by-value struct larger than 8 bytes passed as bytes.
TEST(TwinHost, PrintfFormatsAsTheGpuRuntimes) {
  struct Triple {
    int a;
    double b;
    char c;
  } t{5, 2.75, 3};
  std::vector<int> out(1);
  ArgValue bytes;
  bytes.bytes = &t;
  bytes.byteCount = sizeof t;
  size_t n = 0;
  ::twin::rt::takePrintfOutput(&n);  // nothing left over from another test
  ASSERT_EQ(run1d("selftest_printf_rules", {ptr(out.data()), bytes}, 1, 1), "");
  EXPECT_EQ(out[0], 10);
  const char* text = ::twin::rt::takePrintfOutput(&n);
  EXPECT_EQ(std::string(text, n),
            // OpenCL: the blank after '%' dropped, a float's infinity spelled out in place of a %f conversion
            // (the compiler stores a float as 4 bytes there), a float's NaN for %e stored as a double and printed
            // by the C library with its width, "%%" one '%', a pointer and a long through `ll`.
            "-5|7|  2.2|infinity|    -nan|ab|x|%|(nil)|-3\n"
            // vectors: components separated by commas, hl and hh dropped, infinity spelled out per component
            "1,-2|0.500000,infinity|0x1,0x2,0xfe,0xff|-1,4\n"
            // HIP hostcall: the C library's text for each conversion (a float is a double there)
            "inf 1.500000e+00|  -42|hip|%|-7|q\n"
            // HIP buffered: the hostcall formatter on the record's 64-bit words (a float is a double)
            "inf|3 end -7\n");
  bytes.byteCount = 8;  // the parameter's size is checked
  EXPECT_NE(run1d("selftest_printf_rules", {ptr(out.data()), bytes}, 1, 1), "");
  ::twin::rt::takePrintfOutput(&n);
}

TEST(TwinHost, PrintfKeepsTheGpuOrder) {
  std::vector<int> flags(16, 0);
  flags[1] = flags[6] = flags[9] = 1;
  const std::string want =
      "A g0 l1\nB g0 l0\nB g0 l3\nC0 g0 l0\nC0 g0 l1\nC1 g0 l0\nC1 g0 l1\n"  // group 0, wave 0 (lanes 0-3)
      "A g0 l6\nB g0 l6\n"                                                    // group 0, wave 1
      "A g1 l1\nB g1 l0\nB g1 l3\nC0 g1 l0\nC0 g1 l1\nC1 g1 l0\nC1 g1 l1\n"
      "B g1 l6\n";
  for (unsigned threads : {1u, 2u}) {
    size_t n = 0;
    ASSERT_EQ(run1d("selftest_printf_order", {ptr(flags.data())}, 16, 8, 4, threads), "");
    const char* text = ::twin::rt::takePrintfOutput(&n);
    EXPECT_EQ(std::string(text, n), want) << threads << " threads";
  }
}

TEST(TwinHost, LocalPointerArgumentsGetTheirOwnZeroedBlockPerGroup) {
  std::vector<int> out(8);
  ArgValue a, b;
  a.localBytes = b.localBytes = 16;
  ::twin::rt::NDRange r;
  r.global[0] = 8;
  r.local[0] = 4;
  r.dynamicLds = 16;
  std::vector<ArgValue> args = {ptr(out.data()), a, b};
  ASSERT_EQ(std::string(::twin::rt::runKernel("selftest_local_args", args.data(), 3, r, 64, 1)), "");
  EXPECT_EQ(out, (std::vector<int>{102, 203, 304, 401, 102, 203, 304, 401}));
  r.dynamicLds = 0;  // HIP's extern __shared__ without a block: an error, not a crash
  EXPECT_NE(std::string(::twin::rt::runKernel("selftest_local_args", args.data(), 3, r, 64, 1)), "");
}

}  // namespace
}  // namespace gcnkit::twin
