// Emulated vs native: the twin benchmark kernels (tests/twin/kernels/bench_*.cl, hip_kernels.hip) run on
// the emulator from their committed code objects and natively as host twins, on the same inputs; the
// outputs must agree; prints the time of each and the emulated/native ratio per kernel, and the median,
// with one host thread and with every core on both sides, and the cost of the checks.
//
//   build/bench/gcnkit_twin_bench [--min-native-ms 50] [--scale N] [--processor gfx900] [--version 5]
//                                 [--threads T] [--kernel NAME] [--repeat N] [--no-checks-run]
//                                 [--engine auto|interp|compiled]
//
// Each kernel's problem grows (--scale doubles, from 1) until its native one-thread run takes at least
// --min-native-ms (50 ms), unless --scale fixes it. Columns: native ms on 1 and T threads, emulated
// ms on 1 and T threads (checks on, as `gcnkit run` defaults), emu/native on 1 thread and on T threads, the
// emulator's own speedup from threads, the process CPU time of the N-thread emulated runs over the 1-thread ones
// (about 1 when threads add no work: then the speedup is what free cores give), and the emulated time with
// checks on over checks off (1 thread), and the interpreter's one-thread time over the chosen engine's (checks on;
// --engine, default auto: the compiled engine where the host has it).
// Each timing is the best of --repeat runs (default 3 native, 1 emulated).
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "twin_run.h"
#include "twin_runtime.h"

using namespace gcnkit::twin;
namespace emu = gcnkit::emu;

namespace {

struct Options {
  unsigned scale = 0, repeat = 3, emuRepeat = 1, threads = std::max(1u, std::thread::hardware_concurrency());
  double minNativeMs = 50;
  std::string processor = "gfx900", kernel;
  unsigned version = 5;
  bool checksOffRun = true;
  emu::EmulatorOptions::Engine engine = emu::EmulatorOptions::Engine::Auto;
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

// CPU time (user + system) of this process so far, in ms.
double cpuMs() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

bool parse(int argc, char** argv, Options* o) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--no-checks-run") {
      o->checksOffRun = false;
      continue;
    }
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (!v) return false;
    if (a == "--scale") o->scale = unsigned(std::atoi(v));
    else if (a == "--repeat") o->repeat = unsigned(std::atoi(v));
    else if (a == "--emu-repeat") o->emuRepeat = unsigned(std::atoi(v));
    else if (a == "--threads") o->threads = unsigned(std::atoi(v));
    else if (a == "--min-native-ms") o->minNativeMs = std::atof(v);
    else if (a == "--processor") o->processor = v;
    else if (a == "--version") o->version = unsigned(std::atoi(v));
    else if (a == "--kernel") o->kernel = v;
    else if (a == "--engine") {
      const std::string e = v;
      using E = emu::EmulatorOptions::Engine;
      if (e != "auto" && e != "interp" && e != "compiled") return false;
      o->engine = e == "interp" ? E::Interpreter : e == "compiled" ? E::Compiled : E::Auto;
    }
    else return false;
    ++i;
  }
  return o->repeat > 0 && o->emuRepeat > 0 && o->threads > 0;
}

const Case* find(const std::vector<Case>& cases, const std::string& kernel) {
  for (const Case& c : cases)
    if (c.kernel == kernel) return &c;
  return nullptr;
}

// The kernel's case at the smallest growth of the scale where the native one-thread run (best of `repeat`: the
// machine may be busy) takes the minimum; `nativeMs` gets that time.
Case sized(const Options& o, const std::string& kernel, unsigned wave, unsigned& scale, double& nativeMs) {
  scale = o.scale ? o.scale : 1;
  for (;;) {
    const std::vector<Case> cases = benchCases(scale);
    Case c = *find(cases, kernel);
    nativeMs = bestMs(o.repeat, [&] { runHost(c, wave, 1); });
    if (o.scale || scale >= 4096 || nativeMs >= o.minNativeMs) return c;
    scale *= nativeMs > 0.5 && o.minNativeMs / nativeMs < 3 ? 2 : 4;
  }
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (!parse(argc, argv, &o)) {
    std::fprintf(stderr, "usage: gcnkit_twin_bench [--min-native-ms MS] [--scale N] [--repeat N] [--emu-repeat N] "
                         "[--threads N] [--processor CPU] [--version 4|5] [--kernel NAME] [--no-checks-run] "
                         "[--engine auto|interp|compiled]\n");
    return 1;
  }
  std::printf("%s V%u, %u threads; ms; ratios emulated/native\n", o.processor.c_str(), o.version, o.threads);
  std::printf("%-15s %5s %9s %9s %10s %10s %8s %8s %7s %7s %7s %7s  %s\n", "kernel", "scale", "nat 1T", "nat NT", "emu 1T",
              "emu NT", "ratio1T", "ratioNT", "emuNT/1", "cpuN/1", "checks", "interp", "status");
  std::vector<double> r1, rn, speedup, checkCost, cpuRatio, interpRatio;
  // Kernels without barriers (plain loops natively: the honest comparison), checks on and off, one thread;
  // the fiber kernels' ratios apart.
  std::vector<double> plainOn, plainOff, fiberOn;
  const auto engine = o.engine;
  const auto interp = emu::EmulatorOptions::Engine::Interpreter;
  int failures = 0;
  for (const Case& proto : benchCases(1)) {
    if (!o.kernel.empty() && proto.kernel != o.kernel) continue;
    const ObjectKey key{proto.stem(), o.processor, o.version};
    const unsigned wave = runEmulated(proto, key, 0, 1).waveSize;
    unsigned scale = 1;
    double sizedMs = 0;
    const Case c = sized(o, proto.kernel, wave ? wave : 64, scale, sizedMs);
    RunResult e1, en, host, hostN;
    double cpu0 = cpuMs();
    const double emu1 = bestMs(o.emuRepeat, [&] { e1 = runEmulated(c, key, uint64_t(1) << 40, 1, emu::CheckMode::Report, engine); });
    const double cpu1 = cpuMs() - cpu0;
    cpu0 = cpuMs();
    const double emuN = bestMs(o.emuRepeat, [&] { en = runEmulated(c, key, uint64_t(1) << 40, o.threads, emu::CheckMode::Report, engine); });
    const double cpuN = cpuMs() - cpu0;
    double emuOff = 0;
    RunResult eOff;
    if (o.checksOffRun)
      emuOff = bestMs(o.emuRepeat, [&] { eOff = runEmulated(c, key, uint64_t(1) << 40, 1, emu::CheckMode::Off, engine); });
    // The interpreter against the engine, one run of each in turn (a shared machine's load drifts): the best of each.
    RunResult eInterp;
    double emuInterp = emu1, emuEngine = emu1;
    if (engine != interp) {
      emuInterp = 1e300;
      for (unsigned i = 0; i < std::max(2u, o.emuRepeat); ++i) {
        emuInterp = std::min(emuInterp, bestMs(1, [&] { eInterp = runEmulated(c, key, uint64_t(1) << 40, 1, emu::CheckMode::Report, interp); }));
        emuEngine = std::min(emuEngine, bestMs(1, [&] { (void)runEmulated(c, key, uint64_t(1) << 40, 1, emu::CheckMode::Report, engine); }));
      }
    }
    const double nat1 = std::min(sizedMs, bestMs(o.repeat, [&] { host = runHost(c, wave ? wave : 64, 1); }));
    const double natN = bestMs(o.repeat, [&] { hostN = runHost(c, wave ? wave : 64, o.threads); });
    std::string status = !host.failure.empty() ? host.failure : !e1.failure.empty() ? e1.failure : en.failure;
    if (status.empty() && o.checksOffRun) status = eOff.failure;
    for (size_t i = 0; status.empty() && i < c.args.size(); ++i)
      if (c.args[i].output) {
        status = compareOutput(c.args[i], e1.buffers[i], host.buffers[i]);
        if (status.empty()) status = compareOutput(c.args[i], en.buffers[i], host.buffers[i]);
        if (status.empty() && o.checksOffRun) status = compareOutput(c.args[i], eOff.buffers[i], host.buffers[i]);
        if (status.empty() && engine != interp) status = compareOutput(c.args[i], eInterp.buffers[i], host.buffers[i]);
      }
    if (!status.empty()) {
      ++failures;
      std::printf("%-15s %5u %9.1f %9.1f %10s %10s %8s %8s %7s %7s %7s %7s  %s\n", c.kernel.c_str(), scale, nat1, natN, "-",
                  "-", "-", "-", "-", "-", "-", "-", status.substr(0, status.find('\n')).c_str());
      continue;
    }
    r1.push_back(emu1 / nat1);
    rn.push_back(emuN / natN);
    speedup.push_back(emu1 / emuN);
    if (emuOff > 0) checkCost.push_back(emu1 / emuOff);
    cpuRatio.push_back(cpuN / cpu1);
    interpRatio.push_back(emuInterp / emuEngine);
    const bool fibers = ::twin::rt::kernelRunsAsFibers(c.kernel.c_str());
    (fibers ? fiberOn : plainOn).push_back(emu1 / nat1);
    if (!fibers && emuOff > 0) plainOff.push_back(emuOff / nat1);
    std::printf("%-15s %5u %9.1f %9.1f %10.1f %10.1f %8.1f %8.1f %7.2f %7.2f %7s %7.2f  ok\n", c.kernel.c_str(), scale,
                nat1, natN, emu1, emuN, emu1 / nat1, emuN / natN, emu1 / emuN, cpuN / cpu1,
                emuOff > 0 ? std::to_string(emu1 / emuOff).substr(0, 4).c_str() : "-", emuInterp / emuEngine);
    std::fflush(stdout);
  }
  const std::string checks = checkCost.empty() ? "not measured" : "median " + std::to_string(median(checkCost)).substr(0, 4) + "x";
  std::printf("median emulated/native: %.1fx on 1 thread, %.1fx on %u threads; emulator speedup from %u threads: "
              "median %.2fx (CPU time N/1: %.2f); checks on/off: %s; interpreter/engine: median %.2fx over %zu kernels\n",
              median(r1), median(rn), o.threads, o.threads, median(speedup), median(cpuRatio), checks.c_str(),
              median(interpRatio), r1.size());
  std::printf("without barriers (%zu kernels, native plain loops), 1 thread: median emulated/native %.1fx checks on, "
              "%s checks off; with barriers (%zu kernels, native fibers): %.1fx\n",
              plainOn.size(), median(plainOn), plainOff.empty() ? "not measured" : (std::to_string(median(plainOff)).substr(0, 4) + "x").c_str(),
              fiberOn.size(), median(fiberOn));
  std::printf("twin bench %s V%u: %d kernel(s) did not run or disagree\n", o.processor.c_str(), o.version, failures);
  return failures ? 1 : 0;
}
