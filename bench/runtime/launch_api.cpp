// The kernels of launch_overhead.hip launched through the C++ API (gcnkit/module.h), for the per-launch cost
// without the HIP runtime: launch_api CODE_OBJECT [N]. The code object is launch_overhead.hip's device code for
// gfx900 (bench/runtime/run.sh builds it).
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

#include "gcnkit/module.h"

using namespace gcnkit::emu;

namespace {

template <class F>
double perLaunch(int n, F launch) {
  // Process CPU time: the machine is shared, and with one emulator thread the launches are all of the work.
  auto cpu = [] {
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
  };
  const double start = cpu();
  for (int i = 0; i < n; ++i) launch();
  return (cpu() - start) / n;
}

std::string kernelNamed(const Module& m, const char* part) {
  for (const std::string& k : m.kernels())
    if (k.find(part) != std::string::npos) return k;
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: launch_api CODE_OBJECT [N]\n");
    return 1;
  }
  const int n = argc > 2 ? std::atoi(argv[2]) : 2000;
  std::ifstream in(argv[1], std::ios::binary);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string error;
  EmulatorOptions options;
  options.threads = 1;  // as run.sh runs the HIP program (--threads=1): the per-launch cost, not the cores
  auto m = Machine::create(codeObjectProcessor(bytes, &error), "", &error, options);
  if (!m) return std::fprintf(stderr, "%s\n", error.c_str()), 1;
  auto mod = Module::load(*m, bytes, &error);
  if (!mod) return std::fprintf(stderr, "%s\n", error.c_str()), 1;
  const uint64_t p = m->allocate(4), x = m->allocate(64 * 256 * 4), y = m->allocate(64 * 256 * 4);
  const std::string tick = kernelNamed(*mod, "tick"), saxpy = kernelNamed(*mod, "saxpy");
  KernelDispatch d1;
  d1.grid = {64, 1, 1};
  d1.block = {64, 1, 1};
  d1.kernarg.resize(8);
  std::memcpy(d1.kernarg.data(), &p, 8);
  KernelDispatch d2;
  d2.grid = {64 * 256, 1, 1};
  d2.block = {256, 1, 1};
  d2.kernarg.resize(24);
  const float a = 2.0f;
  std::memcpy(d2.kernarg.data(), &a, 4);
  std::memcpy(d2.kernarg.data() + 8, &x, 8);
  std::memcpy(d2.kernarg.data() + 16, &y, 8);
  bool ok = true;
  double empty = perLaunch(n, [&] { ok &= mod->launch(tick, d1).ok(); });
  double work = perLaunch(n / 10, [&] { ok &= mod->launch(saxpy, d2).ok(); });
  if (!ok || m->readDword(p) != uint32_t(n)) return std::fprintf(stderr, "a launch failed\n"), 1;
  std::printf("api: %.2f us per launch of a one-wave kernel, %.2f us per launch of 64 work-groups of 256\n", empty,
              work);
  return 0;
}
