// Trace, statistics and register dumps for gcnkit.Machine.launch (python/inspect.cpp).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "bindings.h"

namespace gcnkit::python {

// What one launch asked to see, and what it collected. Lives on the stack of launch(), which outlives the
// emulator's calls of the trace callback.
struct LaunchInspection {
  std::vector<std::string> lines;  // trace=True: the trace lines
  bool collectLines = false;
  bool dumps = false;              // dump_registers=True: every wave's registers on the result
  py::object callback;             // trace=callable
  bool failed = false;             // the callable raised
  std::optional<py::error_already_set> error;

  // Sets the emulator options for trace (None/False, True or a callable), trace_filter (the --trace SPEC),
  // stats and dump_registers; raises on a bad value. True when tracing.
  bool configure(const py::object& trace, const std::string& traceFilter, bool stats, bool dumpRegisters,
                 emu::EmulatorOptions& options, bool& keepWaveState);
  // Re-raises what the trace callable raised.
  void finish();
};

py::object statsDict(const emu::LaunchResult& r);  // None when the launch did not count
py::object faultDump(const emu::LaunchResult& r);  // the faulting wave's registers as text, or None
py::list waveDumps(const emu::LaunchResult& r);    // every kept wave's registers as text

}  // namespace gcnkit::python
