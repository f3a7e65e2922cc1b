// gcnkit.Machine's state: a code object loaded once into a persistent emulated machine (its variables keep their
// values from launch to launch), and the options its launches take. Shared by machine.cpp (launches) and
// globals.cpp (the variables).
#pragma once
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bindings.h"
#include "gcnkit/module.h"

namespace gcnkit::python {

struct PyMachine {
  std::vector<uint8_t> image;  // the code object
  std::vector<std::string> kernels;
  std::string processor, mcpu, mattr;
  emu::EmulatorOptions options;
  std::unique_ptr<emu::Machine> machine;  // declared before the module, which it outlives
  std::unique_ptr<emu::Module> module;
  std::mutex mu;  // one launch or variable access at a time (launches release the GIL)
};

void addGlobals(py::class_<PyMachine>& cls);  // symbols, read_global, write_global (globals.cpp)

}  // namespace gcnkit::python
