// gcnkit.Machine's variables: the loaded module's program-scope variables by name, read and written between
// launches as hipMemcpyFromSymbol / hipMemcpyToSymbol do (gcnkit/module.h).
#include <cstring>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "machine.h"

namespace gcnkit::python {

namespace {

py::dict symbolDict(const emu::ModuleSymbol& s) {
  py::dict d;
  d["name"] = s.name;
  d["address"] = s.address;
  d["size"] = s.size;
  d["kind"] = std::string(emu::symbolKindName(s.kind));
  d["writable"] = s.writable;
  return d;
}

emu::ModuleSymbol variable(const PyMachine& pm, const std::string& name) {
  auto s = pm.module->symbol(name);
  if (!s) {
    std::string known;
    for (const emu::ModuleSymbol& v : pm.module->symbols())
      if (v.kind == emu::ModuleSymbol::Kind::Variable) known += (known.empty() ? "" : ", ") + v.name;
    raise(PyExc_KeyError, "the code object has no symbol '" + name + "'" +
                              (known.empty() ? std::string("; it has no variables") : "; its variables: " + known));
  }
  return *s;
}

py::array readGlobal(PyMachine& pm, const std::string& name, const py::object& dtype, std::optional<uint64_t> count,
                     uint64_t offset) {
  const emu::ModuleSymbol s = variable(pm, name);
  const py::dtype type = dtype.is_none() ? py::dtype::of<uint8_t>() : py::dtype::from_args(dtype);
  const uint64_t item = uint64_t(type.itemsize());
  if (item == 0) raise(PyExc_ValueError, "dtype has no size");
  if (offset > s.size) raise(PyExc_ValueError, "offset " + std::to_string(offset) + " is past the end of '" + name + "'");
  // Without a count, to the variable's end: a dtype wider than what is left reaches past it (an error, not an
  // empty array).
  const uint64_t n = count.value_or((s.size - offset + item - 1) / item);
  if (n * item > s.size - offset)
    raise(PyExc_ValueError, std::to_string(n) + " values of " + std::to_string(item) + " bytes from offset " +
                                std::to_string(offset) + " reach past the end of '" + name + "' (" +
                                std::to_string(s.size) + " bytes)");
  // A fresh, writable array of its own (numpy.empty; the bytes are read into it below).
  py::array out = py::module_::import("numpy").attr("empty")(py::ssize_t(n), type).cast<py::array>();
  std::lock_guard lock(pm.mu);
  pm.machine->read(s.address + offset, {static_cast<uint8_t*>(out.mutable_data()), size_t(n * item)});
  return out;
}

// The bytes of a value for a variable of `size` bytes: an array or buffer as it is, a NumPy scalar by its dtype, a
// Python int by the variable's size (1, 2, 4 or 8 bytes), a Python float as float32 or float64 likewise.
std::vector<uint8_t> valueBytes(const py::handle& value, uint64_t size, const std::string& name) {
  if (py::isinstance<py::bool_>(value)) raise(PyExc_TypeError, "a bool has no size; pass np.uint8/np.int32(...)");
  if (py::isinstance<py::int_>(value) || py::isinstance<py::float_>(value)) {
    uint8_t b[8] = {};
    if (py::isinstance<py::float_>(value)) {
      const double d = value.cast<double>();
      const float f = float(d);
      if (size == 8) std::memcpy(b, &d, 8);
      else if (size == 4) std::memcpy(b, &f, 4);
      else raise(PyExc_ValueError, "'" + name + "' is " + std::to_string(size) + " bytes, not a float; pass a NumPy value");
    } else {
      if (size != 1 && size != 2 && size != 4 && size != 8)
        raise(PyExc_ValueError, "'" + name + "' is " + std::to_string(size) + " bytes; pass a NumPy array or scalar");
      int overflow = 0;
      const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
      uint64_t u = uint64_t(v);
      bool fits = overflow == 0;
      if (overflow > 0) {
        u = PyLong_AsUnsignedLongLong(value.ptr());
        fits = !PyErr_Occurred() && size == 8;
        PyErr_Clear();
      } else if (fits && size < 8) {
        fits = v >= -(1ll << (size * 8 - 1)) && v < (1ll << (size * 8));
      }
      if (!fits) raise(PyExc_ValueError, py::repr(value).cast<std::string>() + " does not fit in '" + name + "' (" +
                                             std::to_string(size) + " bytes)");
      std::memcpy(b, &u, 8);
    }
    return {b, b + size};
  }
  if (py::hasattr(value, "dtype") || !PyObject_CheckBuffer(value.ptr())) {
    py::array a = py::array::ensure(value, py::array::c_style);
    if (!a) raise(PyExc_TypeError, "expected a NumPy array or scalar, bytes or a Python number");
    const auto* p = static_cast<const uint8_t*>(a.data());
    return {p, p + a.nbytes()};
  }
  py::buffer_info info = py::reinterpret_borrow<py::buffer>(value).request();
  const auto* p = static_cast<const uint8_t*>(info.ptr);
  return {p, p + info.size * info.itemsize};
}

void writeGlobal(PyMachine& pm, const std::string& name, const py::object& value, uint64_t offset) {
  const emu::ModuleSymbol s = variable(pm, name);
  const std::vector<uint8_t> bytes = valueBytes(value, s.size, name);
  std::string error;
  std::lock_guard lock(pm.mu);
  if (!pm.module->writeSymbol(name, bytes, offset, &error)) raise(PyExc_ValueError, error);
}

}  // namespace

void addGlobals(py::class_<PyMachine>& cls) {
  cls.def_property_readonly(
         "symbols",
         [](const PyMachine& pm) {
           py::list out;
           for (const emu::ModuleSymbol& s : pm.module->symbols()) out.append(symbolDict(s));
           return out;
         },
         "the code object's named symbols as loaded: {name, address, size, kind ('variable', 'function', 'kernel', "
         "'kernel descriptor'), writable}")
      .def("symbol", [](const PyMachine& pm, const std::string& name) { return symbolDict(variable(pm, name)); },
           py::arg("name"), "one symbol (hipGetSymbolAddress / hipGetSymbolSize); KeyError when there is none")
      .def("read_global", &readGlobal, py::arg("name"), py::arg("dtype") = py::none(), py::arg("count") = py::none(),
           py::arg("offset") = 0,
           "the variable's bytes as a NumPy array of `dtype` (default uint8), `count` values (default: to its end) "
           "from byte `offset` (hipMemcpyFromSymbol); its value after the launches so far")
      .def("write_global", &writeGlobal, py::arg("name"), py::arg("value"), py::arg("offset") = 0,
           "writes a NumPy array or scalar, bytes, or a Python number (sized by the variable) into the variable from "
           "byte `offset` (hipMemcpyToSymbol); the next launches see it");
}

}  // namespace gcnkit::python
