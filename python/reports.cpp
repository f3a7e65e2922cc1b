// gcnkit.Report (one check report), gcnkit.LaunchResult, and faults raised as gcnkit.Fault subclasses.
#include <pybind11/stl.h>

#include "bindings.h"
#include "launch_inspection.h"

namespace gcnkit::python {

namespace {

py::list reportList(const std::vector<emu::Report>& reports) {
  py::list out;
  for (const emu::Report& r : reports) out.append(py::cast(r));
  return out;
}

py::list fidelityList(const std::vector<emu::FidelityEntry>& entries) {
  py::list out;
  for (const emu::FidelityEntry& e : entries) {
    py::dict d;
    d["instruction"] = e.instruction;
    d["level"] = std::string(emu::fidelityName(e.level));
    d["how"] = e.how;
    d["executed"] = e.executed;
    out.append(d);
  }
  return out;
}

}  // namespace

void raiseFault(const emu::LaunchResult& r, const std::string& where, const py::object& trace) {
  const Exceptions& e = exceptions();
  py::handle type = e.faults[size_t(r.fault.kind)] ? e.faults[size_t(r.fault.kind)] : e.fault;
  const std::string message = r.fault.message + (where.empty() ? "" : "; " + where);
  py::object exc = py::reinterpret_borrow<py::object>(type)(message);
  exc.attr("kind") = std::string(type.attr("__name__").cast<std::string>());
  exc.attr("message") = message;
  exc.attr("pc") = r.fault.pc;
  exc.attr("offset") = r.fault.offset;
  exc.attr("listing_pc") = r.fault.listingPc;
  exc.attr("instruction") = r.fault.instruction;
  exc.attr("address") = r.fault.address;
  exc.attr("where") = where;
  exc.attr("workgroup") = r.fault.workgroup;
  exc.attr("wave") = r.fault.wave;
  exc.attr("reports") = reportList(r.reports);
  exc.attr("instructions") = r.instructions;
  exc.attr("registers") = faultDump(r);
  exc.attr("trace") = trace;
  exc.attr("stats") = statsDict(r);
  exc.attr("stdout") = r.output;  // what the kernel printed before the fault
  exc.attr("stderr") = r.errorOutput;
  PyErr_SetObject(type.ptr(), exc.ptr());
  throw py::error_already_set();
}

void addReports(py::module_& m) {
  py::class_<emu::Report>(m, "Report", "What a check found: one broken ISA rule at one instruction.")
      .def_property_readonly("kind", [](const emu::Report& r) { return std::string(emu::checkName(r.kind)); },
                             "the check: 'pending-sgpr', 'buffer-range', 'pending-vgpr', ...")
      .def_readonly("pc", &emu::Report::pc, "guest address of the instruction")
      .def_readonly("offset", &emu::Report::offset, "its byte offset in the kernel's code")
      .def_readonly("listing_pc", &emu::Report::listingPc,
                    "its address as gcnkit dis and llvm-objdump list the code object (what str() prints)")
      .def_readonly("instruction", &emu::Report::instruction, "its text")
      .def_readonly("message", &emu::Report::message)
      .def_readonly("address", &emu::Report::address, "the memory address involved, if any")
      .def_readonly("workgroup", &emu::Report::workgroup, "linear work-group index")
      .def_readonly("wave", &emu::Report::wave, "wave index in the work-group")
      .def_readonly("count", &emu::Report::count, "how many times it fired at this instruction")
      .def("__str__", &emu::Report::text)
      .def("__repr__", [](const emu::Report& r) {
        return "<gcnkit.Report " + std::string(emu::checkName(r.kind)) + ": " + r.text() + ">";
      });

  py::class_<emu::LaunchResult>(m, "LaunchResult", "A launch that ran to its end (faults raise gcnkit.Fault).",
                                py::dynamic_attr())
      .def_readonly("instructions", &emu::LaunchResult::instructions, "instructions executed (all waves)")
      .def_property_readonly("reports", [](const emu::LaunchResult& r) { return reportList(r.reports); },
                             "the checks' reports (gcnkit.Report), empty for a clean kernel")
      .def_property_readonly("fidelity", [](const emu::LaunchResult& r) { return fidelityList(r.fidelity); },
                             "per executed instruction: {instruction, level ('exact', 'approximate'), how, executed}")
      .def_property_readonly("stats", &statsDict, "launch(stats=True): the statistics as a dict, else None")
      .def_property_readonly("wave_dumps", &waveDumps, "launch(dump_registers=True): every wave's registers as text")
      .def_readonly("stdout", &emu::LaunchResult::output,
                    "what the kernel printed (printf) to standard output: workgroup order, then wave, then call order")
      .def_readonly("stderr", &emu::LaunchResult::errorOutput, "what it printed to standard error (fprintf(stderr))")
      .def_readonly("in_order", &emu::LaunchResult::inOrder,
                    "why the work-groups ran one at a time, in order (they share memory one of them writes), or ''")
      .def("__repr__", [](const emu::LaunchResult& r) {
        return "<gcnkit.LaunchResult " + std::to_string(r.instructions) + " instructions, " +
               std::to_string(r.reports.size()) + " reports>";
      });
}

}  // namespace gcnkit::python
