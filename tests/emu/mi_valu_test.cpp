// The MI processors' own VALU instructions run in the emulator: clang-19 kernels of tests/data/clang19/fp64.cl
// (packed fp32 v_pk_fma/mul/add/mov, v_fmac_f64, gfx940's v_lshl_add_u64 and v_mov_b64) on gfx90a and gfx942,
// with the same computation on the host. Inputs are small integers, so every result is exact whatever the
// operation order (fused or not). Each kernel's disassembly is checked for the instructions it is meant to
// exercise, so the test cannot pass without running them.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <sstream>

#include "cli_support.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

std::string object(const char* cpu) {
  return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/clang19/fp64." + cpu + ".v5.so";
}

template <class T>
std::string list(const std::vector<T>& v) {
  std::string s;
  for (const T& x : v) {
    if (!s.empty()) s += ',';
    s += std::to_string(x);
  }
  return s;
}

std::vector<double> run(const char* cpu, const std::string& kernel, const std::string& args, const std::string& print) {
  const CliRun r = gcnkit("run " + object(cpu) + " --kernel " + kernel + " --grid 64 --block 64 --check=error " + args +
                          " --print " + print);
  EXPECT_EQ(r.status, 0) << cpu << " " << kernel << ": " << r.err;
  return printedValues(r.out);
}

std::vector<float> ramp(int n, int mul, int add, int mod) {
  std::vector<float> v(size_t(n), 0);
  for (int i = 0; i < n; ++i) v[size_t(i)] = float((i * mul + add) % mod - mod / 2);
  return v;
}

const char* kCpus[] = {"gfx90a", "gfx942"};

TEST(EmuMiValu, KernelsUseTheInstructionsTheyTest) {
  const std::pair<const char*, std::vector<const char*>> uses[] = {
      {"gfx90a", {"v_pk_fma_f32", "v_pk_mul_f32", "v_pk_add_f32", "v_pk_mov_b32", "v_fmac_f64"}},
      {"gfx942", {"v_pk_fma_f32", "v_pk_mul_f32", "v_pk_add_f32", "v_fmac_f64", "v_lshl_add_u64", "v_mov_b64"}},
  };
  for (const auto& [cpu, insts] : uses) {
    const CliRun d = gcnkit(std::string("dis ") + object(cpu));
    ASSERT_EQ(d.status, 0) << d.err;
    for (const char* inst : insts) EXPECT_NE(d.out.find(inst), std::string::npos) << cpu << " lacks " << inst;
  }
}

TEST(EmuMiValu, PackedFp32Kernels) {
  const auto a = ramp(128, 7, 3, 19), b = ramp(128, 5, 1, 23), y = ramp(128, 3, 2, 17);
  for (const char* cpu : kCpus) {
    // add2: out = a + b + (1, 2)
    auto out = run(cpu, "add2", "--arg buf:512 --arg buf:f32:" + list(a) + " --arg buf:f32:" + list(b), "0:f32");
    ASSERT_EQ(out.size(), 128u);
    for (size_t i = 0; i < 128; ++i) EXPECT_EQ(out[i], a[i] + b[i] + (i % 2 ? 2.0f : 1.0f)) << cpu << " add2 " << i;
    // axpy2: y = (3, -2) * x + y, the float2 by value as a struct of its two fields
    out = run(cpu, "axpy2", "--arg buf:f32:" + list(y) + " --arg buf:f32:" + list(a) + " --arg struct:f32:3,f32:-2" +
                                " --arg i32:64", "0:f32");
    ASSERT_EQ(out.size(), 128u);
    for (size_t i = 0; i < 128; ++i) EXPECT_EQ(out[i], (i % 2 ? -2.0f : 3.0f) * a[i] + y[i]) << cpu << " axpy2 " << i;
    // scale_add2: t = a * 2 + b; out = (t.y, t.x) * b - a
    out = run(cpu, "scale_add2", "--arg buf:512 --arg buf:f32:" + list(a) + " --arg buf:f32:" + list(b) + " --arg f32:2",
              "0:f32");
    ASSERT_EQ(out.size(), 128u);
    for (size_t i = 0; i < 128; i += 2) {
      const float tx = a[i] * 2 + b[i], ty = a[i + 1] * 2 + b[i + 1];
      EXPECT_EQ(out[i], ty * b[i] - a[i]) << cpu << " scale_add2 " << i;
      EXPECT_EQ(out[i + 1], tx * b[i + 1] - a[i + 1]) << cpu << " scale_add2 " << i + 1;
    }
    // cplx_mul
    out = run(cpu, "cplx_mul", "--arg buf:512 --arg buf:f32:" + list(a) + " --arg buf:f32:" + list(b), "0:f32");
    ASSERT_EQ(out.size(), 128u);
    for (size_t i = 0; i < 128; i += 2) {
      EXPECT_EQ(out[i], a[i] * b[i] - a[i + 1] * b[i + 1]) << cpu << " cplx_mul " << i;
      EXPECT_EQ(out[i + 1], a[i] * b[i + 1] + a[i + 1] * b[i]) << cpu << " cplx_mul " << i + 1;
    }
  }
}

TEST(EmuMiValu, DoubleAndWideIntegerKernels) {
  const auto xf = ramp(300, 7, 3, 19), yf = ramp(300, 5, 1, 23);
  const std::vector<double> x(xf.begin(), xf.end()), y(yf.begin(), yf.end());
  const std::vector<double> x64(x.begin(), x.begin() + 64), y64(y.begin(), y.begin() + 64);
  for (const char* cpu : kCpus) {
    auto out = run(cpu, "daxpy", "--arg buf:f64:" + list(y64) + " --arg buf:f64:" + list(x64) + " --arg f64:2.5 --arg i32:64",
                   "0:f64");
    ASSERT_EQ(out.size(), 64u);
    for (size_t i = 0; i < 64; ++i) EXPECT_EQ(out[i], 2.5 * x[i] + y[i]) << cpu << " daxpy " << i;
    out = run(cpu, "dot_partial", "--arg buf:512 --arg buf:f64:" + list(x) + " --arg buf:f64:" + list(y) + " --arg i32:300",
              "0:f64");
    ASSERT_EQ(out.size(), 64u);
    for (size_t i = 0; i < 64; ++i) {
      double want = 0;
      for (size_t k = i; k < 300; k += 256) want += x[k] * y[k];
      EXPECT_EQ(out[i], want) << cpu << " dot_partial " << i;
    }
    out = run(cpu, "horner", "--arg buf:512 --arg buf:f64:" + list(x64) + " --arg i32:5", "0:f64");
    ASSERT_EQ(out.size(), 64u);
    for (size_t i = 0; i < 64; ++i) {
      double r = 0;
      for (int k = 0; k < 5; ++k) r = r * x[i] + double(k + 1);
      EXPECT_EQ(out[i], r) << cpu << " horner " << i;
    }
    std::vector<uint64_t> wa(65);
    std::vector<uint32_t> ws(64);
    for (size_t i = 0; i < 65; ++i) wa[i] = 0x0123456789abcdefull * (i + 1) >> 3;
    for (size_t i = 0; i < 64; ++i) ws[i] = uint32_t(i * 7);
    const CliRun r = gcnkit("run " + object(cpu) + " --kernel wide_add --grid 64 --block 64 --check=error --arg buf:512 "
                            "--arg buf:u64:" + list(wa) + " --arg buf:u32:" + list(ws) + " --print 0:u64");
    ASSERT_EQ(r.status, 0) << r.err;
    // u64 values above 2^53 do not survive a double: read the printed integers
    std::vector<uint64_t> got;
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) {
      const size_t colon = line.find(':');
      if (line.starts_with("buffer argument") || colon == std::string::npos) continue;
      std::istringstream words(line.substr(colon + 1));
      for (std::string w; words >> w;) got.push_back(std::stoull(w));
    }
    ASSERT_EQ(got.size(), 64u) << r.out;
    for (size_t i = 0; i < 64; ++i) EXPECT_EQ(got[i], (wa[i] << (ws[i] & 3)) + wa[i + 1]) << cpu << " wide_add " << i;
  }
}

// Hand-worked values of the VOP2 integer dots of gfx908+ (dot4-insts, dot3-insts) that accumulate into their
// destination: v_dot2c_i32_i16 (halves), v_dot8c_i32_i4 (nibbles), wrapping without clamp.
TEST(EmuMiValu, IntegerDotsIntoTheDestination) {
  struct Case {
    const char* code;
    uint32_t a, b, acc, want;
  } cases[] = {
      // (-2)(3) + (4)(-5) + 100 = 74
      {"v_dot2c_i32_i16 v2, v0, v1", 0x0004fffeu, 0xfffb0003u, 100, 74},
      // (-32768)(-32768) twice is 2^31; plus 0x7fffffff is 2^32 - 1: wraps to 0xffffffff (no clamp)
      {"v_dot2c_i32_i16 v2, v0, v1", 0x80008000u, 0x80008000u, 0x7fffffffu, 0xffffffffu},
      // nibbles: (1)(7) + (-8)(-8) + (-1)(2) + 0*... = 7 + 64 - 2 = 69, plus 1
      {"v_dot8c_i32_i4 v2, v0, v1", 0x00000f81u, 0x00000287u, 1, 70},
  };
  for (const Case& k : cases) {
    auto m = machine("gfx908");
    ASSERT_TRUE(load(*m, std::string(k.code) + "\ns_endpgm\n"));
    emu::LaunchConfig c = oneWave();
    c.workitemIdVgprs = false;
    c.setupWave = [&](emu::WaveSetup& s) {
      for (unsigned l = 0; l < s.waveSize; ++l) {
        (*s.vgprs)[0 * s.waveSize + l] = k.a;
        (*s.vgprs)[1 * s.waveSize + l] = k.b;
        (*s.vgprs)[2 * s.waveSize + l] = k.acc;
      }
    };
    const emu::LaunchResult r = m->launch(c);
    ASSERT_TRUE(r.ok()) << k.code << ": " << r.fault.message;
    EXPECT_EQ(r.waves[0].vgpr(2, 5), k.want) << k.code << std::hex << " a=" << k.a << " b=" << k.b;
  }
}

}  // namespace
}  // namespace gcnkit::test
