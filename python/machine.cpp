// gcnkit.Machine: a code object loaded once into an emulated machine (gcnkit/module.h) and the emulator's options;
// launch() runs one of its kernels with NumPy arrays as buffers (copied into guest memory, copied back after the
// run) and NumPy or Python scalars as values. The module's variables persist from launch to launch (globals.cpp
// reads and writes them). Options that later launches may take (a trace callback, statistics, register dumps) are
// keyword-only arguments, so that adding them changes no existing call.
#include <array>
#include <cstring>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "bindings.h"
#include "buffer_arg.h"
#include "gcnkit/dispatch.h"
#include "gcnkit/module.h"
#include "gcnkit/toolchain.h"
#include "launch_inspection.h"
#include "machine.h"

namespace gcnkit::python {

std::vector<uint8_t> bytesOrFile(const py::object& data);

namespace {

// A Python argument bound for a launch: the emulator's view, and for a buffer its export, held until the
// copy-back (HeldBuffer).
struct PyArg {
  emu::KernelArg arg;
  std::unique_ptr<HeldBuffer> buffer;  // a buffer argument, else null
};

// An int argument (grid, block, lds) as a 64-bit number; ArgumentError for anything else, however large.
int64_t integerArg(const py::handle& value, const std::string& what) {
  if (!PyLong_Check(value.ptr()) || py::isinstance<py::bool_>(value))
    raise(exceptions().argument, what + " takes integers, not " + py::repr(value).cast<std::string>());
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow || (v == -1 && PyErr_Occurred())) {
    PyErr_Clear();
    raise(exceptions().argument, what + " " + py::repr(value).cast<std::string>() + " is not a 32-bit size");
  }
  return v;
}

std::array<uint32_t, 3> dims(const py::object& value, const char* what) {
  std::vector<int64_t> v;
  if (PyLong_Check(value.ptr())) {
    v.push_back(integerArg(value, what));
  } else if (PySequence_Check(value.ptr()) && !PyUnicode_Check(value.ptr()) && !PyBytes_Check(value.ptr())) {
    const Py_ssize_t n = PySequence_Size(value.ptr());
    if (n < 0) throw py::error_already_set();
    if (n > 3) raise(exceptions().argument, std::string(what) + " takes one to three sizes (x[, y[, z]])");
    const py::sequence seq = py::reinterpret_borrow<py::sequence>(value);
    for (Py_ssize_t i = 0; i < n; ++i) {
      const py::object item = seq[size_t(i)];
      v.push_back(integerArg(item, what));
    }
  } else {
    raise(exceptions().argument, std::string(what) + " takes an int or a sequence of one to three ints, not " +
                                     py::repr(value).cast<std::string>());
  }
  if (v.empty() || v.size() > 3)
    raise(exceptions().argument, std::string(what) + " takes one to three sizes (x[, y[, z]])");
  std::array<uint32_t, 3> out{1, 1, 1};
  for (size_t i = 0; i < v.size(); ++i) {
    if (v[i] <= 0 || v[i] > 0xffffffffll) raise(exceptions().argument, std::string(what) + " sizes must be positive 32-bit numbers");
    out[i] = uint32_t(v[i]);
  }
  return out;
}

// gcnkit.Lds(nbytes): a __local pointer argument, `nbytes` of dynamic group memory (`gcnkit run --arg lds:N`).
struct PyLds {
  uint64_t bytes = 0;
};

emu::KernelArg valueArg(std::span<const uint8_t> bytes, std::string spec, emu::KernelArg::Flavor flavor) {
  emu::KernelArg a;
  a.spec = std::move(spec);
  a.bytes.assign(bytes.begin(), bytes.end());
  a.size = a.align = uint32_t(bytes.size());
  a.flavor = flavor;
  return a;
}

using ExplicitArguments = std::optional<std::vector<emu::Kernel::Argument>>;

// What a NumPy scalar's dtype says of its bytes: floats, integers (and bools), or a struct (np.void, structured
// or raw bytes).
emu::KernelArg::Flavor flavorOf(const py::dtype& d) {
  const char kind = d.kind();
  if (kind == 'f') return emu::KernelArg::Flavor::Float;
  if (kind == 'i' || kind == 'u' || kind == 'b') return emu::KernelArg::Flavor::Integer;
  return d.has_fields() ? emu::KernelArg::Flavor::Composite : emu::KernelArg::Flavor::Bits;
}

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
  const emu::ArgTypeClass type = expected[i].type;
  const std::string named = expected[i].name.empty() ? "" : " '" + expected[i].name + "'";
  if (py::isinstance<py::float_>(value) && type == emu::ArgTypeClass::Integer)
    raise(exceptions().argument, "argument " + std::to_string(i) + " (" + repr + "): the kernel's" + named + " is a '" +
                                     expected[i].typeName +
                                     "', not a float (pass an int, or np.void(bytes) for a bit pattern)");
  // A Python int where the metadata names a float type is that number as the float.
  const bool asFloat = py::isinstance<py::float_>(value) || type == emu::ArgTypeClass::Float;
  if (asFloat) {
    // A half only where the metadata says the 2 bytes are a float.
    std::optional<emu::KernelArg> f;
    const double d = PyFloat_AsDouble(value.ptr());  // an int too
    if (d == -1.0 && PyErr_Occurred()) throw py::error_already_set();
    if (size != 2 || type == emu::ArgTypeClass::Float) f = emu::floatValue(d, uint32_t(size), repr);
    if (!f)
      raise(exceptions().argument, "argument " + std::to_string(i) + " (" + repr + "): the kernel's argument is " +
                                       std::to_string(size) + " bytes, not a float");
    return *f;
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
  return valueArg({bytes, size_t(size)}, repr,
                  asFloat ? emu::KernelArg::Flavor::Float : emu::KernelArg::Flavor::Integer);
}

PyArg toArg(const py::handle& value, size_t i, const ExplicitArguments& md) {
  const std::string where = "argument " + std::to_string(i);
  if (py::isinstance<py::bool_>(value))
    raise(exceptions().argument, where + ": a bool has no size; pass np.uint8/np.uint32(...)");
  if (py::isinstance<PyLds>(value)) {
    PyArg p;
    p.arg.kind = emu::KernelArg::Kind::Lds;
    p.arg.ldsBytes = value.cast<const PyLds&>().bytes;
    p.arg.size = p.arg.align = 4;
    p.arg.spec = "Lds(" + std::to_string(p.arg.ldsBytes) + ")";
    return p;
  }
  if (!py::isinstance<py::array>(value) && py::hasattr(value, "dtype")) {  // a NumPy scalar: its dtype gives the bytes
    py::array a = py::array::ensure(value, py::array::c_style);  // contiguous: a view by strides is copied
    if (!a) raise(exceptions().argument, where + ": has a dtype but NumPy cannot make a value of it");
    if (a.dtype().attr("hasobject").cast<bool>())
      raise(exceptions().argument, where + ": a NumPy scalar of dtype " + py::str(a.dtype()).cast<std::string>() +
                                       " holds a Python object (a host pointer), not plain bytes");
    if (uint64_t(a.nbytes()) > emu::kMaxKernargSize)
      raise(exceptions().argument, where + ": a value of " + std::to_string(a.nbytes()) + " bytes is larger than the " +
                                       std::to_string(emu::kMaxKernargSize) + "-byte kernarg segment");
    const auto* data = static_cast<const uint8_t*>(a.data());
    // (np.void: a struct's bytes)
    return {valueArg({data, size_t(a.nbytes())}, py::repr(value).cast<std::string>(), flavorOf(a.dtype())), nullptr};
  }
  if (py::isinstance<py::int_>(value) || py::isinstance<py::float_>(value)) return {pythonScalar(value, i, md), nullptr};
  if (PyObject_CheckBuffer(value.ptr())) {  // NumPy arrays, bytes, bytearray, memoryview, array.array, ...
    PyArg p;
    p.buffer = std::make_unique<HeldBuffer>(value, where);
    p.arg.kind = emu::KernelArg::Kind::Buffer;
    p.arg.size = p.arg.align = 8;
    p.arg.spec = p.buffer->describe();
    p.arg.bytes = p.buffer->gather();
    return p;
  }
  raise(PyExc_TypeError, where + ": expected a NumPy array (a buffer), a NumPy scalar or a Python number, not " +
                             py::str(value.get_type().attr("__name__")).cast<std::string>());
}

// Copies a buffer's guest bytes back into the object it came from.
void copyBack(const emu::Machine& m, PyArg& p, uint64_t address) {
  if (!p.buffer || !p.buffer->writable()) return;
  std::vector<uint8_t> data(static_cast<size_t>(p.buffer->size()));
  m.read(address, data);
  p.buffer->scatter(data);
}

py::object launch(PyMachine& pm, const std::string& kernel, const py::object& grid, const py::object& block,
                  const py::sequence& args, const py::object& lds, const py::object& trace,
                  const std::string& traceFilter, bool stats, bool dumpRegisters) {
  setActivity("launching kernel '" + kernel + "'");
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
  const int64_t ldsBytes = integerArg(lds, "lds");
  if (ldsBytes < 0 || uint64_t(ldsBytes) > emu::kMaxGroupSegmentSize)
    raise(exceptions().argument, "lds " + std::to_string(ldsBytes) + ": a work-group has 0 to " +
                                     std::to_string(emu::kMaxGroupSegmentSize) + " bytes of LDS");
  dc.dynamicLds = uint32_t(ldsBytes);
  // Every limit the command line applies, before a byte of the arguments is copied or allocated.
  if (std::string limit = k->checkDispatch(dc, pm.machine->waveSize()); !limit.empty())
    raise(exceptions().argument, limit);
  const ExplicitArguments expected = k->explicitArguments();
  std::vector<PyArg> bound;  // holds the buffers' exports until they are copied back
  for (size_t i = 0; i < args.size(); ++i) {
    py::object item = args[i];
    bound.push_back(toArg(item, i, expected));
  }
  std::vector<emu::KernelArg> kargs;
  for (PyArg& p : bound) kargs.push_back(std::move(p.arg));
  if (std::string mismatch = k->checkArguments(kargs); !mismatch.empty()) raise(exceptions().argument, mismatch);
  emu::EmulatorOptions options = pm.options;
  LaunchInspection inspection;
  inspection.configure(trace, traceFilter, stats, dumpRegisters, options, dc.keepWaveState);
  std::unique_lock lock(pm.mu, std::defer_lock);
  {
    py::gil_scoped_release unlocked;  // another thread's launch on this machine may hold it, waiting for the GIL
    lock.lock();
  }
  pm.machine->options() = options;
  auto guest = emu::bindKernelArgs(*pm.machine, *k, kargs, dc, &error);
  if (!guest) raise(PyExc_MemoryError, error);
  for (emu::KernelArg& a : kargs) std::vector<uint8_t>().swap(a.bytes);  // in guest memory now
  emu::LaunchResult r;
  {
    py::gil_scoped_release unlocked;
    r = pm.module->launch(kernel, dc);
  }
  // Buffers come back even after a fault: what the kernel wrote before it is part of the story. A buffer whose
  // exporter moved it meanwhile gets nothing (BufferError, after the others are written back).
  std::optional<py::error_already_set> copyError;
  for (size_t i = 0; i < bound.size(); ++i) {
    try {
      copyBack(*pm.machine, bound[i], guest->address[i]);
    } catch (py::error_already_set& e) {
      if (!copyError) copyError = std::move(e);
    }
  }
  bound.clear();  // the exports end here
  const std::string where = r.fault.kind == emu::FaultKind::MemoryViolation && r.fault.address
                                ? emu::describeAddress(r.fault.address, guest->buffers)
                                : std::string();
  for (uint64_t a : guest->address)
    if (a) pm.machine->release(a);  // the buffers are the launch's; the module's variables stay
  pm.machine->options() = pm.options;
  inspection.finish();  // what the trace callable raised comes first
  if (copyError) throw std::move(*copyError);
  py::object lines = inspection.collectLines ? py::cast(inspection.lines) : py::object(py::none());
  if (!r.ok()) raiseFault(r, where, lines);
  py::object result = py::cast(std::move(r));
  result.attr("trace") = lines;
  return result;
}

std::unique_ptr<PyMachine> makeMachine(const py::object& codeObject, std::optional<std::string> mcpu,
                                       std::optional<std::string> mattr, const std::string& checks,
                                       const std::string& smemOrder, uint64_t maxInstructions,
                                       std::optional<uint32_t> stackSize, double timeLimit,
                                       const std::string& engine) {
  setActivity("reading a code object");
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
  if (stackSize.value_or(0) > 131056) raise(PyExc_ValueError, "stack_size is at most 131056 bytes per work-item");
  pm->options.checks = *mode;
  pm->options.order = *order;
  pm->options.maxInstructions = maxInstructions;
  pm->options.instructionText = toolchain::disassembleInstruction;  // reports and traces in LLVM's syntax
  pm->options.stackSize = stackSize.value_or(0);
  if (!(timeLimit >= 0)) raise(PyExc_ValueError, "time_limit must be a number of seconds, 0 for none");
  pm->options.timeLimitSeconds = timeLimit;
  auto chosen = emu::parseEngine(engine);
  if (!chosen) raise(PyExc_ValueError, "engine must be 'auto', 'interp' or 'compiled'");
  pm->options.engine = *chosen;
  pm->mcpu = mcpu.value_or("");
  pm->mattr = mattr.value_or("");
  // The machine runs the wave size of the code object's kernels (GFX10), unless mattr says otherwise.
  std::string processor = pm->mcpu, features = pm->mattr;
  for (const std::string& n : pm->kernels)
    if (auto k = emu::Kernel::load(pm->image, n)) {
      if (processor.empty()) processor = k->processor();
      if (features.empty()) features = k->waveSizeFeature();
      break;
    }
  if (processor.empty()) processor = emu::codeObjectProcessor(pm->image, &error);
  if (processor.empty()) raise(exceptions().codeObject, error);
  pm->machine = emu::Machine::create(processor, features, &error, pm->options);
  if (!pm->machine) raise(PyExc_ValueError, error);
  pm->processor = processor;
  pm->module = emu::Module::load(*pm->machine, pm->image, &error);
  if (!pm->module) raise(exceptions().codeObject, error);
  return pm;
}

}  // namespace

void addMachine(py::module_& m) {
  py::class_<PyLds>(m, "Lds", R"(A __local pointer argument of launch(): nbytes of dynamic group memory per work-group,
placed after the kernel's own LDS at the argument's .pointee_align; the argument is its offset (gcnkit run's
--arg lds:BYTES).)")
      .def(py::init([](uint64_t n) {
             if (n == 0 || n > 65536) raise(exceptions().argument, "Lds takes a byte count from 1 to 65536");
             return PyLds{n};
           }),
           py::arg("nbytes"))
      .def_property_readonly("nbytes", [](const PyLds& l) { return l.bytes; })
      .def("__repr__", [](const PyLds& l) { return "gcnkit.Lds(" + std::to_string(l.bytes) + ")"; });
  py::class_<PyMachine> cls(m, "Machine", R"(The emulator with a code object (bytes or a file path) loaded, as the ROCm
loader loads it: its variables (__device__, __constant__, OpenCL program-scope) stay in guest memory from launch to
launch (read_global/write_global, like hipMemcpyFromSymbol/ToSymbol).

checks: 'report' (collect the checks' reports, the default), 'error' (the first report raises
gcnkit.CheckFailed) or 'off'. smem_order: 'in-order', 'reverse' or 'random:SEED' (the order scalar memory
results return in). mcpu/mattr: run on another processor than the code object's. max_instructions and
time_limit (wall-clock seconds, 0: none) bound every launch (gcnkit.InstructionLimit, gcnkit.TimeLimit). stack_size:
bytes of stack per work-item for kernels with a dynamic stack (default: the ROCm runtime's, 1024 for HIP, 16384 for
OpenCL). engine: 'auto' (hot code compiled for the host where it can be), 'interp' (the interpreter, the reference)
or 'compiled' (every region compiled at its first visit); the results are the same.)");
  cls.def(py::init(&makeMachine), py::arg("code_object"), py::kw_only(), py::arg("mcpu") = py::none(),
          py::arg("mattr") = py::none(), py::arg("checks") = "report", py::arg("smem_order") = "in-order",
          py::arg("max_instructions") = uint64_t(100'000'000), py::arg("stack_size") = py::none(),
          py::arg("time_limit") = emu::EmulatorOptions{}.timeLimitSeconds, py::arg("engine") = "auto")
      .def_property("stack_size", [](const PyMachine& pm) { return pm.options.stackSize; },
                    [](PyMachine& pm, uint32_t bytes) {
                      if (bytes > 131056) raise(PyExc_ValueError, "stack_size is at most 131056 bytes per work-item");
                      pm.options.stackSize = bytes;
                    },
                    "bytes of stack per work-item for kernels with a dynamic stack (0: the ROCm runtime's default)")
      .def_property_readonly("kernels", [](const PyMachine& pm) { return pm.kernels; })
      .def("launch", &launch, py::arg("kernel"), py::arg("grid") = py::make_tuple(1), py::arg("block") = py::make_tuple(1),
           py::arg("args") = py::list(), py::kw_only(), py::arg("lds") = 0, py::arg("trace") = py::none(),
           py::arg("trace_filter") = "", py::arg("stats") = false, py::arg("dump_registers") = false,
           R"(Dispatches a kernel as an HSA AQL packet would and returns a gcnkit.LaunchResult.

grid: work-items per dimension (an int or 1-3 ints, the AQL grid size); block: the work-group size.
args: the kernel's explicit arguments in order: a NumPy array (or any buffer: bytearray, memoryview, array.array)
is a buffer, its elements copied into guest memory in C order (any strides) and written back after the run
(read-only arrays and bytes are inputs only; items that are Python objects or pointers are refused; the buffer is
held until written back, so resizing it meanwhile raises in the resizer); a NumPy scalar (np.float32(2)) is a
value of its size, np.void a by-value struct (structured, or raw bytes: a bit pattern for any argument of its
size); a Python int or float takes the size and type the kernel's metadata gives the argument (an int for a
float argument is that number as a float; a float for an integer is refused, as is a NumPy float for an integer
type or a NumPy integer for a float type); gcnkit.Lds(n) is a __local pointer to n bytes of dynamic group
memory. lds: more dynamic LDS bytes per work-group, after those (HIP's extern __shared__). trace: True collects
the trace lines (`gcnkit run
--trace`) in result.trace; a callable is called with a dict per traced instruction (workgroup, wave, sequence,
pc, offset, listing_pc, instruction, sgprs [(code, value)], scc, vgprs [(register, {lane: value})], text);
trace_filter: the --trace SPEC (wg:N,wave:N,lane:N,pc:A-B,skip:N,count:N). stats=True: result.stats, a dict
(instructions by family and mnemonic, traffic per address space, ...). dump_registers=True: result.wave_dumps,
every wave's registers as text. What the kernel printed (printf) is result.stdout and result.stderr. A fault's
exception carries .registers (the faulting wave), .trace and .stdout/.stderr (what was printed before it).
Arguments that do not match the metadata raise gcnkit.ArgumentError; a fault raises a gcnkit.Fault subclass (buffers
are written back first).)");
  addGlobals(cls);
}

}  // namespace gcnkit::python
