// The Python module `gcnkit`: the parts, and its exception classes.
#include <exception>
#include <new>
#include <string>

#include <pybind11/pybind11.h>

#include "bindings.h"

namespace gcnkit::python {

namespace {

Exceptions* gExceptions = nullptr;

// Fault subclasses by kind: the names Python code catches.
struct FaultClass {
  emu::FaultKind kind;
  const char* name;
  const char* doc;
};
constexpr FaultClass kFaultClasses[] = {
    {emu::FaultKind::MemoryViolation, "MemoryViolation", "An access outside every allocation (names the nearest)."},
    {emu::FaultKind::Trap, "Trap", "The kernel executed s_trap."},
    {emu::FaultKind::InstructionLimit, "InstructionLimit", "More instructions than max_instructions."},
    {emu::FaultKind::InvalidInstruction, "InvalidInstruction", "Bytes that do not decode, or running off the code."},
    {emu::FaultKind::BadBranch, "BadBranch", "A branch to an address that is not an instruction."},
    {emu::FaultKind::Unsupported, "UnsupportedInstruction", "An instruction the emulator does not implement."},
    {emu::FaultKind::CheckFailed, "CheckFailed", "A check fired with checks='error' (.reports[-1] is the report)."},
    {emu::FaultKind::NoCode, "NoCode", "The kernel could not be loaded."},
    {emu::FaultKind::InvalidDispatch, "InvalidDispatch", "Grid, block or segment sizes beyond the limits."},
    {emu::FaultKind::TimeLimit, "TimeLimit", "The launch ran longer than time_limit seconds (wall clock)."},
};

py::handle newException(py::module_& m, const char* name, py::handle bases, const char* doc) {
  const std::string qualified = std::string("gcnkit.") + name;
  PyObject* cls = PyErr_NewExceptionWithDoc(qualified.c_str(), doc, bases.ptr(), nullptr);
  if (!cls) throw py::error_already_set();
  m.add_object(name, py::handle(cls));  // the module holds the reference
  return py::handle(cls);
}

}  // namespace

const Exceptions& exceptions() { return *gExceptions; }

void raise(py::handle type, const std::string& message) {
  PyObject* text = PyUnicode_DecodeUTF8(message.data(), Py_ssize_t(message.size()), "backslashreplace");
  if (!text) throw py::error_already_set();
  PyErr_SetObject(type.ptr(), text);
  Py_DECREF(text);
  throw py::error_already_set();
}

namespace {
thread_local std::string tActivity;
}  // namespace

void setActivity(std::string what) { tActivity = std::move(what); }
const std::string& activity() { return tActivity; }

void addExceptions(py::module_& m) {
  gExceptions = new Exceptions;  // lives as long as the process: the module cannot be unloaded
  Exceptions& e = *gExceptions;
  e.error = newException(m, "Error", PyExc_Exception, "Every error gcnkit raises.");
  e.assembler = newException(m, "AssemblerError", e.error,
                             "The source did not assemble; .diagnostics holds the messages (file:line:col: error: ...).");
  e.codeObject = newException(m, "CodeObjectError", e.error, "Not a readable AMDGPU code object, or no such kernel.");
  e.argument = newException(m, "ArgumentError", py::make_tuple(e.error, py::handle(PyExc_ValueError)),
                            "Launch arguments that do not match the kernel (its metadata), or bad launch sizes.");
  e.fault = newException(m, "Fault", e.error,
                         "The kernel faulted. Attributes: kind, message, pc, offset, listing_pc, instruction, address, "
                         "where, "
                         "workgroup, wave, reports, instructions.");
  for (const FaultClass& f : kFaultClasses) e.faults[size_t(f.kind)] = newException(m, f.name, e.fault, f.doc);
}

}  // namespace gcnkit::python

PYBIND11_MODULE(gcnkit, m) {
  namespace gp = gcnkit::python;
  m.doc() = "gcnkit: assemble, disassemble, read and run AMD GPU (GFX6 to GFX12) code objects on the CPU";
  m.attr("__version__") = GCNKIT_VERSION;
  gp::addExceptions(m);
  // Registered last, so tried first: an allocation the host refuses is a MemoryError that says where.
  pybind11::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const std::bad_alloc&) {
      const std::string message =
          "out of memory while " + (gp::activity().empty() ? std::string("running gcnkit") : gp::activity());
      PyErr_SetString(PyExc_MemoryError, message.c_str());
    }
  });
  gp::addReports(m);
  gp::addToolchain(m);
  gp::addMachine(m);
  gp::addLint(m);
}
