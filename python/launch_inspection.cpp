// Seeing inside a launch from Python: the trace (a callable per executed instruction, or the trace lines
// collected on the result), statistics as a dict, and register dumps (gcnkit/inspect.h, the same structures
// `gcnkit run --trace/--stats/--dump-registers` prints).
#include "launch_inspection.h"

#include <pybind11/stl.h>

namespace gcnkit::python {

namespace {

py::dict eventDict(const emu::TraceEvent& e) {
  py::dict d;
  d["workgroup"] = e.workgroup;
  d["wave"] = e.wave;
  d["sequence"] = e.sequence;
  d["pc"] = e.pc;
  d["offset"] = e.offset;
  d["listing_pc"] = e.listingPc;
  d["instruction"] = e.instruction;
  d["sgprs"] = e.sgprs;  // [(operand code, value)]
  d["scc"] = e.scc ? py::object(py::bool_(*e.scc)) : py::object(py::none());
  py::list vgprs;
  for (const emu::TraceEvent::Vgpr& v : e.vgprs) {
    py::dict lanes;  // lane -> value
    size_t k = 0;
    for (unsigned lane = 0; lane < 64; ++lane)
      if (v.lanes >> lane & 1) lanes[py::int_(lane)] = v.values[k++];
    vgprs.append(py::make_tuple(v.reg, lanes));
  }
  d["vgprs"] = vgprs;  // [(register number, {lane: value})]
  d["text"] = e.text;
  return d;
}

py::dict trafficDict(const emu::MemoryTraffic& t) {
  py::dict d;
  d["read"] = t.read;
  d["written"] = t.written;
  return d;
}

}  // namespace

bool LaunchInspection::configure(const py::object& trace, const std::string& traceFilter, bool stats,
                                 bool dumpRegisters, emu::EmulatorOptions& options, bool& keepWaveState) {
  if (!trace.is_none() && !(py::isinstance<py::bool_>(trace) || PyCallable_Check(trace.ptr())))
    raise(PyExc_TypeError, "trace takes True (collect the lines on the result) or a callable (called with a dict "
                           "per traced instruction)");
  const bool tracing = !trace.is_none() && !(py::isinstance<py::bool_>(trace) && !trace.cast<bool>());
  if (tracing) {
    std::string why;
    auto filter = emu::parseTraceFilter(traceFilter, &why);
    if (!filter) raise(PyExc_ValueError, "trace_filter '" + traceFilter + "': " + why);
    options.trace.filter = *filter;
    if (py::isinstance<py::bool_>(trace))
      options.trace.callback = [this](const emu::TraceEvent& e) { lines.push_back(e.text); };
    else {
      callback = trace;
      options.trace.callback = [this](const emu::TraceEvent& e) {
        if (failed) return;  // the callable raised: the rest of the trace is dropped, the launch ends as it would
        py::gil_scoped_acquire gil;  // the launch runs with the GIL released
        try {
          callback(eventDict(e));
        } catch (py::error_already_set& err) {
          failed = true;
          error = std::move(err);
        }
      };
    }
    collectLines = py::isinstance<py::bool_>(trace);
  } else if (!traceFilter.empty()) {
    raise(PyExc_ValueError, "trace_filter needs trace=True or a callable");
  }
  options.stats = stats;
  keepWaveState = keepWaveState || dumpRegisters;
  dumps = dumpRegisters;
  return tracing;
}

void LaunchInspection::finish() {
  if (failed) throw std::move(*error);
}

py::object statsDict(const emu::LaunchResult& r) {
  const emu::LaunchStats& s = r.stats;
  if (!s.workgroups) return py::none();  // launched without stats=True
  py::dict d;
  d["instructions"] = s.instructions;
  d["workgroups"] = s.workgroups;
  d["waves"] = s.waves;
  py::dict families, mnemonics;
  for (const auto& [name, n] : s.byFamily) families[py::str(name)] = n;
  for (const auto& [name, n] : s.byInstruction) mnemonics[py::str(name)] = n;  // most executed first
  d["by_family"] = families;
  d["by_instruction"] = mnemonics;
  py::dict traffic;
  traffic["global"] = trafficDict(s.global);
  traffic["lds"] = trafficDict(s.lds);
  traffic["scratch"] = trafficDict(s.scratch);
  traffic["scalar"] = trafficDict(s.scalar);
  d["traffic"] = traffic;
  d["wait_stalls"] = s.waitStalls;
  d["checks_fired"] = s.checksFired;
  d["seconds"] = s.seconds;
  d["instructions_per_second"] = s.instructionsPerSecond();
  d["text"] = s.text();
  return d;
}

py::object faultDump(const emu::LaunchResult& r) {
  if (!r.faultWave) return py::none();
  emu::DumpOptions o;
  o.faultLane = r.fault.lane;
  return py::str(emu::formatWaveDump(*r.faultWave, o));
}

py::list waveDumps(const emu::LaunchResult& r) {
  py::list out;
  for (const emu::WaveState& w : r.waves) out.append(emu::formatWaveDump(w));
  return out;
}

}  // namespace gcnkit::python
