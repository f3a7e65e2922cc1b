// The Python module `gcnkit`: what its parts share (the exception classes) and the functions that add each
// part to the module.
#pragma once
#include <string>
#include <string_view>

#include <pybind11/pybind11.h>

#include "gcnkit/emulator.h"

namespace gcnkit::python {

namespace py = pybind11;

// gcnkit.Error and its subclasses, created once when the module is imported. Handles, not objects: the
// interpreter owns them through the module, and nothing here may run after it is finalized.
struct Exceptions {
  py::handle error;          // gcnkit.Error(Exception): every error gcnkit raises
  py::handle assembler;      // gcnkit.AssemblerError(Error): .diagnostics, the LLVM-style messages
  py::handle codeObject;     // gcnkit.CodeObjectError(Error): a file that is not a readable code object
  py::handle argument;       // gcnkit.ArgumentError(Error, ValueError): launch arguments the kernel does not take
  py::handle fault;          // gcnkit.Fault(Error): the kernel faulted (subclasses by FaultKind)
  py::handle faults[16] = {};  // by FaultKind
};
const Exceptions& exceptions();

// Raises `type` with `message` (as py::error_already_set, which pybind11 passes on to Python). The whole
// message, NUL bytes included; bytes that are not UTF-8 (names read from a file) as backslash escapes.
[[noreturn]] void raise(py::handle type, const std::string& message);

// What the calling thread is doing in the module ("launching kernel 'k'"): std::bad_alloc anywhere below a
// binding becomes MemoryError("out of memory while <activity>").
void setActivity(std::string what);
const std::string& activity();

// Raises the gcnkit.Fault subclass of the fault, with its fields, the launch's reports and its instruction
// count as attributes; `where` places the faulting address among the arguments.
// `trace`: the trace lines collected (trace=True) or None.
[[noreturn]] void raiseFault(const emu::LaunchResult& r, const std::string& where, const py::object& trace);

void addExceptions(py::module_& m);
void addReports(py::module_& m);       // gcnkit.Report, gcnkit.LaunchResult
void addToolchain(py::module_& m);     // assemble, disassemble, CodeObject
void addMachine(py::module_& m);       // gcnkit.Machine

}  // namespace gcnkit::python
