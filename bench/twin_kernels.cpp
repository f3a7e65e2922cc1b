// Emulated vs native: the twin benchmark kernels (tests/twin/kernels/bench_*.cl, hip_kernels.hip) run on
// the emulator from their committed code objects and natively as host twins, on the same inputs; the
// outputs must agree; prints the time of each and the emulated/native ratio per kernel, and the median.
//
//   build/bench/gcnkit_twin_bench [--scale N] [--processor gfx900] [--version 5] [--threads T] [--kernel NAME]
//
// --scale grows every problem (1 is the test size; issue 15 asks for sizes where the native run takes at
// least 50 ms). Native runs use one host thread and then T (default: every core). Each timing is the
// best of --repeat runs (default 3).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "twin_run.h"

using namespace gcnkit::twin;

namespace {

struct Options {
  unsigned scale = 4, repeat = 3, threads = std::max(1u, std::thread::hardware_concurrency());
  std::string processor = "gfx900", kernel;
  unsigned version = 5;
};

template <class F> double bestMs(unsigned repeat, F run) {
  double best = 1e300;
  for (unsigned i = 0; i < repeat; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    run();
    best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}

bool parse(int argc, char** argv, Options* o) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (!v) return false;
    if (a == "--scale") o->scale = unsigned(std::atoi(v));
    else if (a == "--repeat") o->repeat = unsigned(std::atoi(v));
    else if (a == "--threads") o->threads = unsigned(std::atoi(v));
    else if (a == "--processor") o->processor = v;
    else if (a == "--version") o->version = unsigned(std::atoi(v));
    else if (a == "--kernel") o->kernel = v;
    else return false;
    ++i;
  }
  return o->scale > 0 && o->repeat > 0 && o->threads > 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (!parse(argc, argv, &o)) {
    std::fprintf(stderr, "usage: gcnkit_twin_bench [--scale N] [--repeat N] [--threads N] [--processor CPU] "
                         "[--version 4|5] [--kernel NAME]\n");
    return 1;
  }
  std::printf("%-16s %12s %12s %12s %10s  %s\n", "kernel", "native 1T ms", "native NT ms", "emulated ms",
              "emu/native", "status");
  std::vector<double> ratios;
  int failures = 0;
  for (const Case& c : benchCases(o.scale)) {
    if (!o.kernel.empty() && c.kernel != o.kernel) continue;
    const ObjectKey key{c.stem(), o.processor, o.version};
    RunResult emulated;
    const double emuMs = bestMs(o.repeat, [&] { emulated = runEmulated(c, key, uint64_t(1) << 40); });
    const unsigned wave = emulated.waveSize ? emulated.waveSize : 64;
    RunResult host;
    const double nativeMs = bestMs(o.repeat, [&] { host = runHost(c, wave, 1); });
    const double nativeNMs = bestMs(o.repeat, [&] { host = runHost(c, wave, o.threads); });
    std::string status = !host.failure.empty() ? host.failure : emulated.failure;
    for (size_t i = 0; status.empty() && i < c.args.size(); ++i)
      if (c.args[i].output) status = compareOutput(c.args[i], emulated.buffers[i], host.buffers[i]);
    if (status.empty()) {
      ratios.push_back(emuMs / nativeMs);
      std::printf("%-16s %12.3f %12.3f %12.3f %10.1f  ok\n", c.kernel.c_str(), nativeMs, nativeNMs, emuMs, emuMs / nativeMs);
    } else {
      ++failures;
      std::printf("%-16s %12.3f %12.3f %12s %10s  %s\n", c.kernel.c_str(), nativeMs, nativeNMs, "-", "-",
                  status.substr(0, status.find('\n')).c_str());
    }
  }
  if (!ratios.empty()) {
    std::sort(ratios.begin(), ratios.end());
    std::printf("median emulated/native (one native thread): %.1f over %zu kernels\n", ratios[ratios.size() / 2],
                ratios.size());
  }
  std::printf("%s %s V%u, scale %u: %d kernel(s) did not run or disagree\n", "twin bench", o.processor.c_str(), o.version,
              o.scale, failures);
  return failures ? 1 : 0;
}
