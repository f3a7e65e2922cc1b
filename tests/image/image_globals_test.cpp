// Program-scope variables through a loaded module, as clang builds them at -O0 -g to -O3: OpenCL __constant tables
// and __global variables, HIP __constant__ and __device__ variables, pointers to them and a table of function
// pointers (dynamic relocations), read and written between launches as hipMemcpyFromSymbol/ToSymbol do. The
// expected values are computed here from the kernels' sources.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "image_objects.h"

namespace {

using namespace image_test;
using gcnkit::emu::KernelDispatch;
using gcnkit::emu::LaunchResult;

constexpr int kTable[8] = {3, 1, 4, 1, 5, 9, 2, 6};
constexpr float kWeights[4] = {0.5f, 1.5f, -2.0f, 8.0f};
constexpr int kCtable[4] = {10, 20, 30, 40};

int32_t readInt(const gcnkit::emu::Module& m, const char* name, uint64_t offset = 0) {
  int32_t v = 0;
  EXPECT_TRUE(m.readSymbol(name, {reinterpret_cast<uint8_t*>(&v), 4}, offset)) << name;
  return v;
}

uint64_t readPointer(const gcnkit::emu::Module& m, const char* name, uint64_t offset = 0) {
  uint64_t v = 0;
  EXPECT_TRUE(m.readSymbol(name, {reinterpret_cast<uint8_t*>(&v), 8}, offset)) << name;
  return v;
}

std::string launchFailure(const LaunchResult& r) {
  if (!r.ok()) return "fault: " + r.fault.message + "\n";
  if (!r.reports.empty()) return "reports:\n" + r.text();
  return {};
}

class GlobalsCl : public testing::TestWithParam<ImageObject> {};

// globals.cl: out[t] = helper(t) + (int)(weights[t & 3] * 4) + n; every work-item adds 1 to `counter`, the first
// eight t + 1 to history[t]; work-item 0 adds 1000 to *cursor, which points at history[8].
TEST_P(GlobalsCl, KeepTheirValuesAcrossLaunches) {
  const ImageObject& o = GetParam();
  Loaded l = load(o);
  ASSERT_TRUE(l.module) << l.error;
  gcnkit::emu::Module& m = *l.module;
  const auto history = m.symbol("history");
  ASSERT_TRUE(history && m.symbol("table") && m.symbol("counter"));
  EXPECT_FALSE(m.symbol("table")->writable);  // __constant: read-only data
  EXPECT_TRUE(history->writable);
  EXPECT_EQ(history->size, 64u);
  std::string failures;
  auto expect = [&](bool ok, const std::string& what) {
    if (!ok) failures += what + "\n";
  };
  expect(readPointer(m, "cursor") == history->address + 32, "cursor does not point at history[8] (relocation)");
  expect(readInt(m, "counter") == 100, "counter starts at 100");
  const uint32_t n = 128;
  const uint64_t out = l.machine->allocate(n * 4);
  for (int launch = 1; launch <= 2 && failures.empty(); ++launch) {
    if (launch == 2) {
      const int32_t seven = 7;
      ASSERT_TRUE(m.writeSymbol("counter", {reinterpret_cast<const uint8_t*>(&seven), 4}));
    }
    KernelDispatch d;
    d.grid = {n, 1, 1};
    d.block = {64, 1, 1};
    d.kernarg = Args().add(out).add(int32_t(5)).bytes;
    const LaunchResult r = m.launch("globals", d);
    failures += launchFailure(r);
    if (!r.ok()) break;
    const auto got = readInts(*l.machine, out, n);
    for (uint32_t t = 0; t < n; ++t) {
      const int want = kTable[t & 7] * 2 + int(kWeights[t & 3] * 4.0f) + 5;
      if (got[t] != want) {
        failures += fmt::format("launch {}: out[{}] = {}, want {}\n", launch, t, got[t], want);
        break;
      }
    }
    expect(readInt(m, "counter") == (launch == 1 ? 100 : 7) + int(n), fmt::format("launch {}: counter", launch));
    for (int t = 0; t < 8; ++t)
      expect(readInt(m, "history", 4 * uint64_t(t)) == launch * (t + 1), fmt::format("launch {}: history[{}]", launch, t));
    expect(readInt(m, "history", 32) == launch * 1000, fmt::format("launch {}: history[8] through cursor", launch));
    expect(readInt(m, "history", 36) == 0, fmt::format("launch {}: history[9] (.bss)", launch));
  }
  verdict(o, "Globals", failures);
}

INSTANTIATE_TEST_SUITE_P(Objects, GlobalsCl, testing::ValuesIn(imageObjects("globals.cl")),
                         [](const auto& info) { return info.param.label(); });

class GlobalsHip : public testing::TestWithParam<ImageObject> {};

// globals.hip: out[t] = ctable[t & 3] + ops[sel & 1](t) + bias; every work-item adds 1 to dev_counter and to
// area[t & 63]; work-item 0 adds 7 to *dev_ptr (area[3]). ops = {twice, square}.
TEST_P(GlobalsHip, KeepTheirValuesAcrossLaunches) {
  const ImageObject& o = GetParam();
  Loaded l = load(o);
  ASSERT_TRUE(l.module) << l.error;
  gcnkit::emu::Module& m = *l.module;
  const auto area = m.symbol("area"), twice = m.symbol("_Z5twicei"), square = m.symbol("_Z6squarei");
  ASSERT_TRUE(area && twice && square && m.symbol("ctable") && m.symbol("bias"));
  EXPECT_EQ(twice->kind, gcnkit::emu::ModuleSymbol::Kind::Function);
  EXPECT_EQ(area->size, 256u);
  std::string failures;
  auto expect = [&](bool ok, const std::string& what) {
    if (!ok) failures += what + "\n";
  };
  expect(readPointer(m, "dev_ptr") == area->address + 12, "dev_ptr does not point at area[3] (relocation)");
  expect(readPointer(m, "ops") == twice->address && readPointer(m, "ops", 8) == square->address,
         "ops does not hold twice and square (relocations against functions)");
  expect(readInt(m, "dev_counter") == 5, "dev_counter starts at 5");
  const uint32_t n = 128;
  const uint64_t out = l.machine->allocate(n * 4);
  for (int launch = 1; launch <= 2 && failures.empty(); ++launch) {
    const int32_t bias = launch == 1 ? 0 : 1000, sel = launch - 1;
    if (launch == 2) {
      EXPECT_TRUE(m.writeSymbol("bias", {reinterpret_cast<const uint8_t*>(&bias), 4}));
    }
    KernelDispatch d;
    d.grid = {n, 1, 1};
    d.block = {64, 1, 1};
    d.kernarg = Args().add(out).add(sel).bytes;
    const LaunchResult r = m.launch("globals", d);
    failures += launchFailure(r);
    if (!r.ok()) break;
    const auto got = readInts(*l.machine, out, n);
    for (int t = 0; t < int(n); ++t) {
      const int want = kCtable[t & 3] + (sel ? t * t : 2 * t) + bias;
      if (got[size_t(t)] != want) {
        failures += fmt::format("launch {}: out[{}] = {}, want {}\n", launch, t, got[size_t(t)], want);
        break;
      }
    }
    expect(readInt(m, "dev_counter") == 5 + launch * int(n), fmt::format("launch {}: dev_counter", launch));
    for (int i = 0; i < 64; ++i)
      expect(readInt(m, "area", 4 * uint64_t(i)) == launch * 2 + (i == 3 ? 7 * launch : 0),
             fmt::format("launch {}: area[{}]", launch, i));
  }
  verdict(o, "Globals", failures);
}

INSTANTIATE_TEST_SUITE_P(Objects, GlobalsHip, testing::ValuesIn(imageObjects("globals.hip")),
                         [](const auto& info) { return info.param.label(); });

}  // namespace
