// printf as clang builds it at -O0 -g to -O3: HIP's hostcall printf (serviced while the kernel runs), HIP's
// -mprintf-kind=buffered and OpenCL's buffered printf (formatted when the launch ends), every conversion, in
// workgroup, wave, call and lane order whatever the thread count, and kept when the launch faults later. The
// expected text is written out here from the kernels' sources and C's (and the ROCm runtime's) rules.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "image_objects.h"

namespace {

using namespace image_test;
using gcnkit::emu::KernelDispatch;
using gcnkit::emu::LaunchResult;

// print_all(42, 1.5f, 2.25, 123456789012), work-item 0's lines.
constexpr const char* kHipFirst =
    "d=42 i=-42 u=126 x=abea X=ABEA o=52 c=C s=str p=0x1234\n"
    "f=1.500000 F=15000000000.000000 e=2.250000e+00 E=2.250000E+00 g=1.5 G=2.25E-09 a=0x1.2p+1\n"
    "[   42][42   ][00042][+42][ 42][042][    42][2.25     ]\n"
    "123456789012 370370367036 123456789012 36 -25494 1cbe991a14 8 z%\n"
    "[abc][       abc][abc       ][ab][]\n";
// OpenCL: the float arguments stay float; vectors are printed element by element with ','; infinities and NaNs of
// float are spelled out, of double not; a format without a final newline gets one.
constexpr const char* kClFirst =
    "d=42 i=-42 u=126 x=abea X=ABEA o=52 c=C s=str p=0x1234\n"
    "f=1.500000 e=2.250000e+00 E=2.250000E+00 g=1.5 G=2.25E-09 a=0x1.2p+1\n"
    "[   42][42   ][00042][+42][042][   2.250]\n"
    "123456789012 370370367036 1cbe991a14 -25494 z%\n"
    "v=42,-42,0,7 h=1.500000,-1.500000 hh=1,255,65,127 f=1.500000,2.000000,-0.500000\n"
    "inf=infinity ninf=-infinity nan=nan nnan=-nan dinf=inf\n"
    "no newline\n";

// Then each work-item's two lines: by workgroup, then wave, then call, then lane.
std::string perItemLines(uint32_t items, uint32_t block, uint32_t waveSize) {
  std::string s;
  for (uint32_t wg = 0; wg < items / block; ++wg)
    for (uint32_t w = 0; w < block / waveSize; ++w) {
      const uint32_t first = wg * block + w * waveSize;
      for (uint32_t t = first; t < first + waveSize; ++t) s += fmt::format("line wg={} t={}\n", wg, t);
      for (uint32_t t = first; t < first + waveSize; ++t) s += fmt::format("again t={}\n", t);
    }
  return s;
}

struct PrintfCase {
  ImageObject object;
  bool openCl = false;
};

void PrintTo(const PrintfCase& c, std::ostream* os) { *os << c.object.file; }

class Printf : public testing::TestWithParam<PrintfCase> {};

LaunchResult printAll(Loaded& l, unsigned threads) {
  l.machine->options().threads = threads;
  KernelDispatch d;
  d.grid = {128, 1, 1};
  d.block = {64, 1, 1};
  d.kernarg = Args().add(int32_t(42)).add(1.5f).add(2.25).add(int64_t(123456789012)).bytes;
  return l.module->launch("print_all", d);
}

TEST_P(Printf, EveryConversionInOrderWhateverTheThreadCount) {
  const ImageObject& o = GetParam().object;
  Loaded l = load(o);
  ASSERT_TRUE(l.module) << l.error;
  const uint32_t wave = l.machine->waveSize();
  const std::string want = std::string(GetParam().openCl ? kClFirst : kHipFirst) + perItemLines(128, 64, wave);
  std::string failures;
  uint64_t instructions = 0;  // of one thread; the same for any other count (compare-and-swap loops retry in order)
  for (unsigned threads : {1u, 3u, 2u, 3u, 2u, 3u, 2u}) {
    const LaunchResult r = printAll(l, threads);
    if (threads == 1) instructions = r.instructions;
    else if (r.instructions != instructions)
      failures += fmt::format("{} threads: {} instructions, one thread {}\n", threads, r.instructions, instructions);
    if (!r.ok()) failures += fmt::format("{} threads: fault: {}\n", threads, r.fault.message);
    else if (!r.reports.empty()) failures += fmt::format("{} threads: reports:\n{}", threads, r.text());
    if (r.output != want) failures += fmt::format("{} threads: the output differs:\n{}\n(want)\n{}", threads, r.output, want);
    if (!r.errorOutput.empty()) failures += fmt::format("{} threads: standard error: {}\n", threads, r.errorOutput);
    if (!failures.empty()) break;
  }
  verdict(o, "Printf", failures);
}

TEST_P(Printf, OutputBeforeAFaultIsKept) {
  const ImageObject& o = GetParam().object;
  Loaded l = load(o);
  ASSERT_TRUE(l.module) << l.error;
  const uint32_t wave = l.machine->waveSize();
  const uint64_t p = l.machine->allocate(64);
  KernelDispatch d;
  d.grid = {128, 1, 1};
  d.block = {64, 1, 1};
  d.kernarg = Args().add(p).add(int32_t(70)).bytes;  // work-item 70: workgroup 1, its first wave
  const LaunchResult r = l.module->launch("print_then_fault", d);
  // Workgroup 0 whole, then workgroup 1's faulting wave up to the fault; its other wave (wave32), which may have run
  // a while beside it, can only add lines of its own after that.
  std::string want;
  for (uint32_t first = 0; first < 64; first += wave) {
    for (uint32_t t = first; t < first + wave; ++t) want += fmt::format("before t={}\n", t);
    for (uint32_t t = first; t < first + wave; ++t) want += fmt::format("after t={}\n", t);
  }
  for (uint32_t t = 64; t < 64 + wave; ++t) want += fmt::format("before t={}\n", t);
  std::string failures;
  if (r.fault.kind != gcnkit::emu::FaultKind::MemoryViolation || r.fault.workgroup != 1 || r.fault.wave != 0)
    failures += "no memory violation in workgroup 1 wave 0: " + r.fault.message + "\n";
  if (r.output.substr(0, want.size()) != want) failures += "the output before the fault:\n" + r.output;
  else if (r.output.find(fmt::format("after t={}\n", 64)) != std::string::npos)
    failures += "the faulting wave printed past its fault:\n" + r.output;
  verdict(o, "Printf", failures);
}

std::vector<PrintfCase> printfCases() {
  std::vector<PrintfCase> out;
  for (const ImageObject& o : imageObjects("printf.hip")) out.push_back({o, false});
  for (ImageObject o : imageObjects("printf.hip", "buffered")) {
    o.variant = "buffered";
    out.push_back({o, false});
  }
  for (ImageObject o : imageObjects("printf.cl")) {
    o.variant = "cl";
    out.push_back({o, true});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Objects, Printf, testing::ValuesIn(printfCases()),
                         [](const auto& info) { return info.param.object.label(); });

}  // namespace
