// Division as clang builds it: `q[i] = x[i] / y[i]` (tests/data/divide: OpenCL and HIP, -O0 and -O2, gfx900,
// gfx1030 in wave32 and wave64, gfx90a; OpenCL with -cl-fp32-correctly-rounded-divide-sqrt, with that and
// -cl-denorms-are-zero, and with OpenCL's default 2.5-ulp f32 division), over the hand-worked quotients of every
// branch of the scaling and a sweep across the exponent range, against the correctly rounded quotient: f64
// always, f32 wherever the build asks for correct rounding (HIP's default; flushing builds with denormal operands
// and results read as zeros), and within OpenCL's 2.5 ulp for the default f32 division.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "divide_cases.h"
#include "gcnkit/emulator.h"
#include "gcnkit/module.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

constexpr const char* kCpus[] = {"gfx900", "gfx1030", "gfx1030w64", "gfx90a"};
constexpr unsigned kBlock = 64;

std::string dataPath(const std::string& name) { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/divide/" + name; }

enum class Expect { CorrectlyRounded, FlushedCorrectlyRounded, WithinOpenClUlps };

struct Run {
  std::vector<uint64_t> quotients;  // bits
  std::string failure;
};

// Dispatches `kernel` of the object, loaded whole as the ROCm loader loads it (its data, the device library's
// constants, a stack), over the cases (padded to whole work-groups with 1 / 1).
Run run(const std::string& object, const char* kernel, bool f64, std::vector<Quotient> cases) {
  Run out;
  const std::string bytes = slurp(dataPath(object));
  const std::span<const uint8_t> image(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  const size_t n = (cases.size() + kBlock - 1) / kBlock * kBlock;
  cases.resize(n, {1, 1});
  const size_t width = f64 ? 8 : 4;
  std::vector<uint8_t> num(n * width), den(n * width);
  for (size_t i = 0; i < n; ++i) {
    const uint64_t a = f64 ? std::bit_cast<uint64_t>(cases[i].n) : std::bit_cast<uint32_t>(float(cases[i].n));
    const uint64_t b = f64 ? std::bit_cast<uint64_t>(cases[i].d) : std::bit_cast<uint32_t>(float(cases[i].d));
    std::memcpy(num.data() + i * width, &a, width);
    std::memcpy(den.data() + i * width, &b, width);
  }
  std::string error;
  const std::string cpu = emu::codeObjectProcessor(image, &error);
  // The objects' names say the wave size of gfx1030's builds ("gfx1030w64"); gfx1030 runs wave32 otherwise.
  const std::string wave = object.find("w64.") != std::string::npos ? "+wavefrontsize64"
                           : cpu == "gfx1030"                       ? "+wavefrontsize32"
                                                                    : "";
  auto m = emu::Machine::create(cpu, wave, &error);
  if (!m) return out.failure = object + ": " + error, out;
  auto mod = emu::Module::load(*m, image, &error);
  if (!mod) return out.failure = object + ": " + error, out;
  const uint64_t x = m->allocate(num.size()), y = m->allocate(den.size()), q = m->allocate(num.size());
  if (!x || !y || !q || !m->write(x, num) || !m->write(y, den)) return out.failure = object + ": no guest memory", out;
  emu::KernelDispatch d;
  d.grid = {uint32_t(n), 1, 1};
  d.block = {kBlock, 1, 1};
  const uint64_t pointers[] = {x, y, q};
  d.kernarg.resize(sizeof pointers);
  std::memcpy(d.kernarg.data(), pointers, sizeof pointers);
  const emu::LaunchResult r = mod->launch(kernel, d);
  if (!r.ok()) return out.failure = object + " " + kernel + ": " + r.fault.message, out;
  if (!r.reports.empty()) return out.failure = object + " " + kernel + ": " + r.reports[0].text(), out;
  std::vector<uint8_t> result(num.size());
  m->read(q, result);
  for (size_t i = 0; i < n; ++i) {
    uint64_t v = 0;
    std::memcpy(&v, result.data() + i * width, width);
    out.quotients.push_back(v);
  }
  return out;
}

// Units in the last place between two finite floats of one sign (through their ordered bit patterns).
int64_t ulpsApart(uint32_t a, uint32_t b) {
  auto ordered = [](uint32_t x) { return x >> 31 ? -int64_t(x & 0x7fffffffu) : int64_t(x); };
  return std::abs(ordered(a) - ordered(b));
}

// The operands of a 2.5-ulp division test: finite, normal, with normal quotients (the accuracy the OpenCL
// specification gives for the default division applies to those; the special values are the exact cases').
std::vector<Quotient> normalRange(const std::vector<Quotient>& all) {
  std::vector<Quotient> out;
  for (const Quotient& q : all) {
    const float n = float(q.n), d = float(q.d), r = n / d;
    if (std::isnormal(n) && std::isnormal(d) && std::isnormal(r)) out.push_back(q);
  }
  return out;
}

// Checks one kernel of one object; returns how many quotients it compared.
size_t check(const std::string& object, bool f64, Expect e, const std::vector<Quotient>& cases) {
  const Run r = run(object, f64 ? "div_f64" : "div_f32", f64, cases);
  if (!r.failure.empty()) {
    ADD_FAILURE() << r.failure;
    return 0;
  }
  int wrong = 0;
  for (size_t i = 0; i < cases.size(); ++i) {
    const bool flush = e == Expect::FlushedCorrectlyRounded && !f64;
    const uint64_t want = hostQuotient(cases[i], f64, flush);
    const bool ok = e == Expect::WithinOpenClUlps && !f64 ? ulpsApart(uint32_t(r.quotients[i]), uint32_t(want)) <= 2
                                                          : sameResult(r.quotients[i], want, f64);
    if (!ok && ++wrong <= 8) ADD_FAILURE() << object << (f64 ? " f64 " : " f32 ") << describe(cases[i], f64, r.quotients[i], want);
  }
  EXPECT_EQ(wrong, 0) << object << (f64 ? " f64" : " f32") << ": " << cases.size() << " quotients";
  return cases.size();
}

std::vector<Quotient> operands(bool f64) {
  std::vector<Quotient> c = f64 ? handF64() : handF32();
  const std::vector<Quotient> s = sweep(f64, 192);
  c.insert(c.end(), s.begin(), s.end());
  return c;
}

// Every object of one optimization level: OpenCL correctly rounded, flushing and (at -O2) its default f32
// division, and HIP.
size_t checkLevel(const char* opt, size_t& objects) {
  const std::vector<Quotient> f64 = operands(true), f32 = operands(false), f32Normal = normalRange(f32);
  size_t compared = 0;
  for (const char* cpu : kCpus) {
    const std::string tail = std::string(".") + cpu + ".hsaco", o = opt;
    compared += check("divide." + o + ".cr" + tail, true, Expect::CorrectlyRounded, f64);
    compared += check("divide." + o + ".cr" + tail, false, Expect::CorrectlyRounded, f32);
    compared += check("divide." + o + ".ftz" + tail, true, Expect::CorrectlyRounded, f64);
    compared += check("divide." + o + ".ftz" + tail, false, Expect::FlushedCorrectlyRounded, f32);
    objects += 2;
    if (o == "O2") {
      compared += check("divide.O2.fast" + tail, true, Expect::CorrectlyRounded, f64);
      compared += check("divide.O2.fast" + tail, false, Expect::WithinOpenClUlps, f32Normal);
      ++objects;
    }
    // HIP: correctly rounded f32 division by default.
    compared += check("divide_hip." + o + tail, true, Expect::CorrectlyRounded, f64);
    compared += check("divide_hip." + o + tail, false, Expect::CorrectlyRounded, f32);
    ++objects;
  }
  return compared;
}

TEST(EmuDivideKernels, OptimizedBuildsAreCorrectlyRounded) {
  size_t objects = 0;
  const size_t compared = checkLevel("O2", objects);
  std::printf("[division kernels] -O2: %zu objects, %zu quotients compared\n", objects, compared);
}

// -O0: the same divisions, but OpenCL's kernels call the device library (which reads its constants through
// PC-relative addresses into the image's data) and HIP's keep their locals on a stack addressed through the
// private aperture: the whole image is loaded, and their quotients are held like the -O2 ones.
TEST(EmuDivideKernels, DebugBuildsAreCorrectlyRounded) {
  size_t objects = 0;
  const size_t compared = checkLevel("O0", objects);
  std::printf("[division kernels] -O0: %zu objects, %zu quotients compared\n", objects, compared);
  EXPECT_GT(compared, 0u);
}

}  // namespace
}  // namespace gcnkit::test
