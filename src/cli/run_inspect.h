// `gcnkit run`'s inspection options: --trace[=SPEC], --trace-file, --dump-registers, --stats, and the
// progress line on a terminal. Kept apart from run.cpp: the options, how they set up the emulator, and
// what they print after the launch.
#pragma once
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/io.h"
#include "gcnkit/emulator.h"

namespace gcnkit::cli {

struct RunInspect {
  std::string trace;      // --trace=SPEC ("all" for a bare --trace); empty: no trace
  std::string traceFile;  // --trace-file PATH (implies --trace)
  bool dumpRegisters = false;
  bool stats = false;
  bool noProgress = false;
  // Set up by prepare():
  std::unique_ptr<PendingOutput> traceOut;
  std::chrono::steady_clock::time_point start;
  bool progressShown = false;
};

// `--trace` alone becomes `--trace=all`, so that the word after it is never taken as its value.
std::vector<std::string> traceSpelling(std::vector<std::string> args);
void addInspectOptions(CLI::App& app, RunInspect& o);
// Parses the trace filter, opens the trace file, and sets the emulator's trace, stats and progress hooks;
// false and `error` on a bad option or an unwritable file. `keepWaveState` is set for --dump-registers.
bool prepareInspect(RunInspect& o, emu::EmulatorOptions& opts, bool& keepWaveState, std::string& error);
// After the launch: clears the progress line, commits the trace file, prints dumps and statistics.
bool finishInspect(RunInspect& o, const emu::LaunchResult& r, std::string& error);

}  // namespace gcnkit::cli
