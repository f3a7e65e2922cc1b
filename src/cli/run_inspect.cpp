// `gcnkit run --trace / --trace-file / --dump-registers / --stats` and the progress line (run_inspect.h).
#include "cli/run_inspect.h"

#include <cstdio>
#include <unistd.h>

#include <fmt/format.h>

namespace gcnkit::cli {

std::vector<std::string> traceSpelling(std::vector<std::string> args) {
  for (size_t i = 1; i < args.size(); ++i)
    if (args[i] == "--trace") args[i] = "--trace=all";
  return args;
}

void addInspectOptions(CLI::App& app, RunInspect& o) {
  app.add_option("--trace", o.trace,
                 "print every executed instruction (wave, pc, text, values written); =SPEC filters it: "
                 "wg:N,wave:N,lane:N,pc:A-B,skip:N,count:N");
  app.add_option("--trace-file", o.traceFile, "write the trace to this file instead of standard output");
  app.add_flag("--dump-registers", o.dumpRegisters,
               "print each wave's registers when it ends, or the faulting wave's at a fault");
  app.add_flag("--stats", o.stats,
               "print statistics: instructions by family and mnemonic, memory traffic, waits, checks, speed");
  app.add_flag("--no-progress", o.noProgress, "no progress line on a terminal during long runs");
}

bool prepareInspect(RunInspect& o, emu::EmulatorOptions& opts, bool& keepWaveState, std::string& error) {
  o.start = std::chrono::steady_clock::now();
  if (!o.trace.empty() || !o.traceFile.empty()) {
    std::string why;
    auto filter = emu::parseTraceFilter(o.trace.empty() ? "all" : o.trace, &why);
    if (!filter) {
      error = fmt::format("--trace={}: {}", o.trace, why);
      return false;
    }
    o.traceOut = std::make_unique<PendingOutput>(o.traceFile.empty() ? "-" : o.traceFile);
    if (!o.traceOut->open(error)) return false;
    std::FILE* out = o.traceOut->file();
    opts.trace.filter = *filter;
    opts.trace.callback = [out](const emu::TraceEvent& e) {
      std::fputs(e.text.c_str(), out);
      std::fputc('\n', out);
    };
  }
  opts.stats = o.stats;
  keepWaveState = keepWaveState || o.dumpRegisters;
  // One line on a terminal, rewritten in place, once a run has taken more than a second.
  if (!o.noProgress && isatty(STDERR_FILENO)) {
    opts.progress = [&o](const emu::Progress& p) {
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - o.start).count();
      if (s < 1.0) return;
      std::fprintf(stderr, "\rgcnkit run: %llu instructions, %llu/%llu workgroups, %.1f s, %.2f M instructions/s ",
                   static_cast<unsigned long long>(p.instructions), static_cast<unsigned long long>(p.workgroupsDone),
                   static_cast<unsigned long long>(p.workgroupsTotal), s, double(p.instructions) / s / 1e6);
      o.progressShown = true;
    };
  }
  return true;
}

bool finishInspect(RunInspect& o, const emu::LaunchResult& r, std::string& error) {
  if (o.progressShown) std::fputs("\r\033[K", stderr);
  if (o.traceOut && !o.traceOut->commit(error)) return false;
  if (o.dumpRegisters) {
    if (r.faultWave) {
      emu::DumpOptions d;
      d.faultLane = r.fault.lane;
      std::printf("registers at the fault (workgroup %u wave %u%s):\n%s", r.fault.workgroup, r.fault.wave,
                  r.fault.lane >= 0 ? fmt::format(", lane {}", r.fault.lane).c_str() : "",
                  emu::formatWaveDump(*r.faultWave, d).c_str());
    } else {
      for (const emu::WaveState& w : r.waves) std::printf("%s", emu::formatWaveDump(w).c_str());
    }
  }
  if (o.stats) std::printf("statistics:\n%s", r.stats.text().c_str());
  std::fflush(stdout);
  return true;
}

}  // namespace gcnkit::cli
