// gcnkit.lint, gcnkit.lint_rules and gcnkit.resources: the static checks and the resource report of
// include/gcnkit/lint.h, with findings and resources as dicts.
#include <pybind11/stl.h>

#include "bindings.h"
#include "gcnkit/lint.h"

namespace gcnkit::python {

std::vector<uint8_t> bytesOrFile(const py::object& data);  // toolchain.cpp

namespace {

py::dict findingDict(const lint::Finding& f) {
  py::dict d;
  d["kernel"] = f.kernel;
  d["offset"] = f.offset;
  d["severity"] = f.severity;
  d["rule"] = f.rule;
  d["message"] = f.message;
  d["related_offset"] = f.relatedOffset ? py::object(py::int_(*f.relatedOffset)) : py::none();
  d["text"] = f.text();
  return d;
}

py::dict lintPy(const py::object& data, const std::vector<std::string>& disable) {
  const std::vector<uint8_t> bytes = bytesOrFile(data);
  std::string error;
  lint::Result r;
  {
    py::gil_scoped_release unlocked;
    r = lint::check(bytes, lint::Options{disable}, &error);
  }
  if (!error.empty()) raise(error.starts_with("no rule named") ? py::handle(PyExc_ValueError) : exceptions().codeObject, error);
  py::list findings;
  for (const lint::Finding& f : r.findings) findings.append(findingDict(f));
  py::dict d;
  d["findings"] = findings;
  d["errors"] = r.errors;
  d["warnings"] = r.warnings;
  d["problems"] = r.problems;
  return d;
}

py::list rulesPy() {
  py::list out;
  for (const lint::Rule& r : lint::rules()) {
    py::dict d;
    d["name"] = r.name;
    d["severity"] = r.severity;
    d["summary"] = r.summary;
    d["source"] = r.source;
    out.append(d);
  }
  return out;
}

py::list resourcesPy(const py::object& data) {
  const std::vector<uint8_t> bytes = bytesOrFile(data);
  std::string error;
  const std::vector<lint::Resources> rs = lint::resources(bytes, &error);
  if (!error.empty()) raise(exceptions().codeObject, error);
  py::list out;
  for (const lint::Resources& r : rs) {
    py::dict d;
    d["kernel"] = r.kernel;
    d["sgprs"] = r.sgprs;
    d["vgprs"] = r.vgprs;
    d["agprs"] = r.agprs;
    d["sgpr_spills"] = r.sgprSpills ? py::object(py::int_(*r.sgprSpills)) : py::none();
    d["vgpr_spills"] = r.vgprSpills ? py::object(py::int_(*r.vgprSpills)) : py::none();
    d["scratch_per_lane"] = r.scratchPerLane;
    d["dynamic_stack"] = r.dynamicStack;
    d["lds_per_workgroup"] = r.ldsPerWorkgroup;
    d["max_workgroup_size"] = r.maxWorkgroupSize;
    d["wave_size"] = r.waveSize;
    d["occupancy"] = r.occupancy;
    d["limited_by"] = r.limitedBy;
    d["counts_from"] = r.countsFrom;
    out.append(d);
  }
  return out;
}

}  // namespace

void addLint(py::module_& m) {
  m.def("lint", &lintPy, py::arg("data"), py::kw_only(), py::arg("disable") = std::vector<std::string>{},
        R"(Checks a code object (bytes or a path) statically, as `gcnkit lint` does: missing waits and hazards on
every path, the scalar-memory rules, registers and LDS against the descriptor. Returns a dict: findings (each a dict:
kernel, offset, severity, rule, message, related_offset, text), errors, warnings, problems. disable: rule names to
switch off (gcnkit.lint_rules() lists them; an unknown one raises ValueError).)");
  m.def("lint_rules", &rulesPy, "Every rule of gcnkit.lint: name, severity, summary and the document that states it.");
  m.def("resources", &resourcesPy, py::arg("data"),
        R"(Each kernel's resources and occupancy as clang's -Rpass-analysis=kernel-resource-usage reports them: sgprs,
vgprs, agprs, spills, scratch_per_lane, dynamic_stack, lds_per_workgroup, max_workgroup_size, wave_size, occupancy
(waves per SIMD), limited_by, counts_from.)");
}

}  // namespace gcnkit::python
