// gcnkit.Machine: a code object and the emulator's options; launch() runs one of its kernels with NumPy arrays
// as buffers (copied into guest memory, copied back after the run) and NumPy or Python scalars as values.
// Every launch runs on fresh guest memory. Options that later launches may take (a trace callback,
// statistics, register dumps) are keyword-only arguments, so that adding them changes no existing call.
#include <array>
#include <cstring>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "bindings.h"
#include "gcnkit/dispatch.h"
#include "gcnkit/toolchain.h"
#include "launch_inspection.h"

namespace gcnkit::python {

std::vector<uint8_t> bytesOrFile(const py::object& data);

namespace {

struct PyMachine {
  std::vector<uint8_t> image;  // the code object
  std::vector<std::string> kernels;
  std::string processor, mcpu, mattr;
  emu::EmulatorOptions options;
};

// A Python argument bound for a launch: the emulator's view, and where to copy a buffer back.
struct PyArg {
  emu::KernelArg arg;
  py::object writeBack = py::none();  // a writable array or buffer, or None
};

std::array<uint32_t, 3> dims(const py::object& value, const char* what) {
  std::vector<int64_t> v;
  if (py::isinstance<py::int_>(value)) v.push_back(value.cast<int64_t>());
  else
    for (py::handle h : value.cast<py::sequence>()) v.push_back(h.cast<int64_t>());
  if (v.empty() || v.size() > 3)
    raise(exceptions().argument, std::string(what) + " takes one to three sizes (x[, y[, z]])");
  std::array<uint32_t, 3> out{1, 1, 1};
  for (size_t i = 0; i < v.size(); ++i) {
    if (v[i] <= 0 || v[i] > 0xffffffffll) raise(exceptions().argument, std::string(what) + " sizes must be positive 32-bit numbers");
    out[i] = uint32_t(v[i]);
  }
  return out;
}

emu::KernelArg valueArg(std::span<const uint8_t> bytes, std::string spec) {
  emu::KernelArg a;
  a.spec = std::move(spec);
  a.bytes.assign(bytes.begin(), bytes.end());
  a.size = a.align = uint32_t(bytes.size());
  return a;
}

using ExplicitArguments = std::optional<std::vector<emu::Kernel::Argument>>;

// A Python int or float as the by-value argument the metadata says is at position i (its size gives the width).
emu::KernelArg pythonScalar(const py::handle& value, size_t i, const ExplicitArguments& md) {
  const auto expected = md.value_or(std::vector<emu::Kernel::Argument>{});
  const std::string repr = py::repr(value).cast<std::string>();
  if (i >= expected.size())
    raise(exceptions().argument,
          "argument " + std::to_string(i) + " (" + repr + "): a Python number needs the kernel's metadata to give its "
          "size; pass a NumPy scalar (np.uint32, np.float32, ...)");
  const uint64_t size = expected[i].size;
  uint8_t bytes[8] = {};
  if (py::isinstance<py::float_>(value)) {
    const double d = value.cast<double>();
    if (size == 8) std::memcpy(bytes, &d, 8);
    else if (size == 4) {
      const float f = float(d);
      std::memcpy(bytes, &f, 4);
    } else
      raise(exceptions().argument, "argument " + std::to_string(i) + " (" + repr + "): the kernel's argument is " +
                                       std::to_string(size) + " bytes, not a float");
  } else {
    // Any integer that fits the width, signed or unsigned.
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    uint64_t u = uint64_t(v);
    bool fits = overflow == 0 && size <= 8 && size > 0;
    if (overflow > 0) {  // above int64: only a 64-bit unsigned value can hold it
      u = PyLong_AsUnsignedLongLong(value.ptr());
      fits = !PyErr_Occurred() && size == 8;
      PyErr_Clear();
    } else if (fits && size < 8) {
      const int64_t lo = -(int64_t(1) << (size * 8 - 1)), hi = (int64_t(1) << (size * 8)) - 1;
      fits = v >= lo && v <= hi;
    }
    if (!fits)
      raise(exceptions().argument, "argument " + std::to_string(i) + " (" + repr + ") does not fit in " +
                                       std::to_string(size) + " bytes" +
                                       (expected[i].name.empty() ? "" : " (the kernel's '" + expected[i].name + "')"));
    std::memcpy(bytes, &u, 8);
  }
  return valueArg({bytes, size_t(size)}, repr);
}

PyArg toArg(const py::handle& value, size_t i, const ExplicitArguments& md) {
  const std::string where = "argument " + std::to_string(i);
  if (py::isinstance<py::array>(value)) {
    py::array a = py::reinterpret_borrow<py::array>(value);
    if (!(a.flags() & py::array::c_style))
      raise(exceptions().argument, where + ": the array is not C-contiguous (pass np.ascontiguousarray(a))");
    PyArg p;
    p.arg.kind = emu::KernelArg::Kind::Buffer;
    p.arg.size = p.arg.align = 8;
    p.arg.spec = "array of " + py::str(a.dtype()).cast<std::string>() + "[" + std::to_string(a.size()) + "]";
    const auto* data = static_cast<const uint8_t*>(a.data());
    p.arg.bytes.assign(data, data + a.nbytes());
    if (a.writeable()) p.writeBack = a;
    return p;
  }
  if (py::isinstance<py::bool_>(value))
    raise(exceptions().argument, where + ": a bool has no size; pass np.uint8/np.uint32(...)");
  if (py::hasattr(value, "dtype")) {  // a NumPy scalar: its dtype gives the bytes
    py::array a = py::array::ensure(value);
    const auto* data = static_cast<const uint8_t*>(a.data());
    return {valueArg({data, size_t(a.nbytes())}, py::repr(value).cast<std::string>()), py::none()};
  }
  if (py::isinstance<py::int_>(value) || py::isinstance<py::float_>(value)) return {pythonScalar(value, i, md), py::none()};
  if (PyObject_CheckBuffer(value.ptr())) {  // bytes, bytearray, memoryview
    py::buffer_info info = py::reinterpret_borrow<py::buffer>(value).request();
    PyArg p;
    p.arg.kind = emu::KernelArg::Kind::Buffer;
    p.arg.size = p.arg.align = 8;
    p.arg.spec = "buffer of " + std::to_string(info.size * info.itemsize) + " bytes";
    const auto* data = static_cast<const uint8_t*>(info.ptr);
    p.arg.bytes.assign(data, data + info.size * info.itemsize);
    if (!info.readonly) p.writeBack = py::reinterpret_borrow<py::object>(value);
    return p;
  }
  raise(PyExc_TypeError, where + ": expected a NumPy array (a buffer), a NumPy scalar or a Python number, not " +
                             py::str(value.get_type().attr("__name__")).cast<std::string>());
}

// Copies a buffer's guest bytes back into the array or bytearray it came from.
void copyBack(const emu::Machine& m, const PyArg& p, uint64_t address) {
  py::buffer_info info = py::reinterpret_borrow<py::buffer>(p.writeBack).request(true);
  m.read(address, {static_cast<uint8_t*>(info.ptr), p.arg.bytes.size()});
}

py::object launch(const PyMachine& pm, const std::string& kernel, const py::object& grid, const py::object& block,
                  const py::sequence& args, uint32_t lds, const py::object& trace, const std::string& traceFilter,
                  bool stats, bool dumpRegisters) {
  std::string error;
  auto k = emu::Kernel::load(pm.image, kernel, &error);
  if (!k) {
    std::string known;
    for (const std::string& n : pm.kernels) known += (known.empty() ? "" : ", ") + n;
    raise(exceptions().codeObject, error + (known.empty() ? "" : "; its kernels: " + known));
  }
  emu::KernelDispatch dc;
  dc.grid = dims(grid, "grid");
  dc.block = dims(block, "block");
  dc.dynamicLds = lds;
  const ExplicitArguments expected = k->explicitArguments();
  std::vector<PyArg> bound;
  for (size_t i = 0; i < args.size(); ++i) {
    py::object item = args[i];
    bound.push_back(toArg(item, i, expected));
  }
  std::vector<emu::KernelArg> kargs;
  for (const PyArg& p : bound) kargs.push_back(p.arg);
  if (std::string mismatch = k->checkArguments(kargs); !mismatch.empty()) raise(exceptions().argument, mismatch);
  emu::EmulatorOptions options = pm.options;
  LaunchInspection inspection;
  inspection.configure(trace, traceFilter, stats, dumpRegisters, options, dc.keepWaveState);
  auto m = emu::Machine::create(pm.mcpu.empty() ? k->processor() : pm.mcpu,
                                pm.mattr.empty() ? k->waveSizeFeature() : pm.mattr, &error, options);
  if (!m) raise(PyExc_ValueError, error);
  auto guest = emu::bindKernelArgs(*m, *k, kargs, dc, &error);
  if (!guest) raise(PyExc_MemoryError, error);
  emu::LaunchResult r;
  {
    py::gil_scoped_release unlocked;
    r = emu::dispatchKernel(*m, *k, dc);
  }
  // Buffers come back even after a fault: what the kernel wrote before it is part of the story.
  for (size_t i = 0; i < bound.size(); ++i)
    if (!bound[i].writeBack.is_none()) copyBack(*m, bound[i], guest->address[i]);
  inspection.finish();  // what the trace callable raised comes first
  py::object lines = inspection.collectLines ? py::cast(inspection.lines) : py::object(py::none());
  if (!r.ok())
    raiseFault(r,
               r.fault.kind == emu::FaultKind::MemoryViolation && r.fault.address
                   ? emu::describeAddress(r.fault.address, guest->buffers)
                   : std::string(),
               lines);
  py::object result = py::cast(std::move(r));
  result.attr("trace") = lines;
  return result;
}

std::unique_ptr<PyMachine> makeMachine(const py::object& codeObject, std::optional<std::string> mcpu,
                                       std::optional<std::string> mattr, const std::string& checks,
                                       const std::string& smemOrder, uint64_t maxInstructions) {
  auto pm = std::make_unique<PyMachine>();
  pm->image = bytesOrFile(codeObject);
  std::string error;
  pm->kernels = emu::codeObjectKernels(pm->image, &error);
  if (!error.empty()) raise(exceptions().codeObject, error);
  auto mode = emu::parseCheckMode(checks);
  if (!mode) raise(PyExc_ValueError, "checks must be 'report', 'error' or 'off'");
  auto order = emu::parseReturnOrder(smemOrder);
  if (!order) raise(PyExc_ValueError, "smem_order must be 'in-order', 'reverse' or 'random:SEED'");
  if (maxInstructions == 0) raise(PyExc_ValueError, "max_instructions must be positive");
  pm->options.checks = *mode;
  pm->options.order = *order;
  pm->options.maxInstructions = maxInstructions;
  pm->options.instructionText = toolchain::disassembleInstruction;  // reports and traces in LLVM's syntax
  pm->mcpu = mcpu.value_or("");
  pm->mattr = mattr.value_or("");
  if (!pm->mcpu.empty()) {  // refuse an unknown processor now rather than at the first launch
    if (!emu::Machine::create(pm->mcpu, pm->mattr, &error)) raise(PyExc_ValueError, error);
  }
  return pm;
}

}  // namespace

void addMachine(py::module_& m) {
  py::class_<PyMachine>(m, "Machine", R"(The emulator with a code object (bytes or a file path) loaded.

checks: 'report' (collect the checks' reports, the default), 'error' (the first report raises
gcnkit.CheckFailed) or 'off'. smem_order: 'in-order', 'reverse' or 'random:SEED' (the order scalar memory
results return in). mcpu/mattr: run on another processor than the code object's.)")
      .def(py::init(&makeMachine), py::arg("code_object"), py::kw_only(), py::arg("mcpu") = py::none(),
           py::arg("mattr") = py::none(), py::arg("checks") = "report", py::arg("smem_order") = "in-order",
           py::arg("max_instructions") = uint64_t(100'000'000))
      .def_property_readonly("kernels", [](const PyMachine& pm) { return pm.kernels; })
      .def("launch", &launch, py::arg("kernel"), py::arg("grid") = py::make_tuple(1), py::arg("block") = py::make_tuple(1),
           py::arg("args") = py::list(), py::kw_only(), py::arg("lds") = 0u, py::arg("trace") = py::none(),
           py::arg("trace_filter") = "", py::arg("stats") = false, py::arg("dump_registers") = false,
           R"(Dispatches a kernel as an HSA AQL packet would and returns a gcnkit.LaunchResult.

grid: work-items per dimension (an int or 1-3 ints, the AQL grid size); block: the work-group size.
args: the kernel's explicit arguments in order: a NumPy array (or bytearray) is a buffer, copied into guest
memory and written back into the array after the run (read-only arrays and bytes are inputs only); a NumPy
scalar (np.float32(2)) is a value of its size; a Python int or float takes the size the kernel's metadata gives
the argument. lds: dynamic LDS bytes per work-group. trace: True collects the trace lines (`gcnkit run
--trace`) in result.trace; a callable is called with a dict per traced instruction (workgroup, wave, sequence,
pc, offset, instruction, sgprs [(code, value)], scc, vgprs [(register, {lane: value})], text);
trace_filter: the --trace SPEC (wg:N,wave:N,lane:N,pc:A-B,skip:N,count:N). stats=True: result.stats, a dict
(instructions by family and mnemonic, traffic per address space, ...). dump_registers=True: result.wave_dumps,
every wave's registers as text. A fault's exception carries .registers (the faulting wave) and .trace. Arguments that do not match the metadata raise
gcnkit.ArgumentError; a fault raises a gcnkit.Fault subclass (buffers are written back first).)");
}

}  // namespace gcnkit::python
