// gcnkit.assemble, gcnkit.disassemble and gcnkit.CodeObject: the assembler, the disassembler and the
// code-object reader of gcnkit_lib, with bytes in and out.
#include <pybind11/stl.h>

#include "bindings.h"
#include "buffer_arg.h"
#include "gcnkit/toolchain.h"

namespace gcnkit::python {

std::vector<uint8_t> bytesOrFile(const py::object& data);  // shared with machine.cpp

namespace {
// The most read from a path that is not a regular file, as the command line reads a stream (/dev/zero never ends).
constexpr uint64_t kMaxStreamBytes = uint64_t(256) << 20;
}  // namespace

namespace {

namespace tc = gcnkit::toolchain;

py::bytes toBytes(std::span<const uint8_t> b) { return py::bytes(reinterpret_cast<const char*>(b.data()), b.size()); }

void checkTargetOrRaise(const std::string& mcpu, const std::string& mattr) {
  if (std::string error = tc::checkTarget(mcpu, mattr); !error.empty()) raise(PyExc_ValueError, error);
}

py::bytes assemblePy(const std::string& source, std::optional<std::string> mcpu, std::optional<std::string> mattr,
                     const std::string& output, int codeObjectVersion, const std::string& filename,
                     uint32_t errorLimit) {
  setActivity("assembling " + filename);
  if (output != "object" && output != "shared" && output != "raw")
    raise(PyExc_ValueError, "output must be 'object' (relocatable), 'shared' (loadable) or 'raw' (.text bytes)");
  tc::AssembleOptions ao;
  ao.mcpu = mcpu.value_or("");
  ao.mattr = mattr;
  ao.output = output == "raw" ? tc::Output::Raw : output == "shared" ? tc::Output::Shared : tc::Output::Object;
  ao.codeObjectVersion = codeObjectVersion;
  ao.fileName = filename;
  ao.errorLimit = errorLimit;
  tc::Assembled r;
  {
    py::gil_scoped_release unlocked;
    r = tc::assemble(source, ao);
  }
  switch (r.failure) {
    case tc::AssembleFailure::None: break;
    case tc::AssembleFailure::NoProcessor:
      raise(PyExc_ValueError, "no processor: pass mcpu='gfx...' or put an .amdgcn_target directive in the source");
    case tc::AssembleFailure::Target: raise(PyExc_ValueError, r.error);
    case tc::AssembleFailure::Source: {
      py::object exc = py::reinterpret_borrow<py::object>(exceptions().assembler)(r.diagnostics);
      exc.attr("diagnostics") = r.diagnostics;
      PyErr_SetObject(exceptions().assembler.ptr(), exc.ptr());
      throw py::error_already_set();
    }
    case tc::AssembleFailure::Object:
    case tc::AssembleFailure::Link: raise(exceptions().assembler, r.error);
  }
  if (!r.diagnostics.empty() && PyErr_WarnEx(PyExc_UserWarning, r.diagnostics.c_str(), 1) < 0)
    throw py::error_already_set();
  return toBytes(r.bytes);
}

std::shared_ptr<tc::CodeObject> readOrRaise(const py::object& data) {
  std::vector<uint8_t> bytes = bytesOrFile(data);
  std::string error;
  std::shared_ptr<tc::CodeObject> co = tc::CodeObject::read(bytes, &error);
  if (!co) raise(exceptions().codeObject, error);
  return co;
}

std::string disassemblePy(const py::object& data, std::optional<std::string> mcpu, const std::string& mattr) {
  setActivity("disassembling");
  if (mcpu) {
    checkTargetOrRaise(*mcpu, mattr);
    std::vector<uint8_t> bytes = bytesOrFile(data);
    py::gil_scoped_release unlocked;
    return tc::disassemble(bytes, *mcpu, mattr);
  }
  auto co = readOrRaise(data);
  const std::string name = py::isinstance<py::str>(data) ? data.cast<std::string>() : "<bytes>";
  py::gil_scoped_release unlocked;
  return co->disassemble(name);
}

py::dict argumentDict(const tc::KernelArgument& a) {
  py::dict d;
  d["name"] = a.name;
  d["type_name"] = a.typeName;
  d["value_kind"] = a.valueKind;
  d["address_space"] = a.addressSpace;
  d["offset"] = a.offset;
  d["size"] = a.size;
  d["hidden"] = a.hidden();
  return d;
}

py::dict metadataDict(const tc::KernelMetadata& km) {
  py::dict d;
  d["symbol"] = km.symbol;
  d["kernarg_segment_size"] = km.kernargSegmentSize;
  d["kernarg_segment_align"] = km.kernargSegmentAlign;
  d["group_segment_fixed_size"] = km.groupSegmentFixedSize;
  d["private_segment_fixed_size"] = km.privateSegmentFixedSize;
  d["wavefront_size"] = km.wavefrontSize;
  d["sgpr_count"] = km.sgprCount;
  d["vgpr_count"] = km.vgprCount;
  d["max_flat_workgroup_size"] = km.maxFlatWorkgroupSize;
  d["reqd_workgroup_size"] = km.reqdWorkgroupSize;
  return d;
}

// One kernel: its descriptor (every field the generation has, by LLVM's name, and the 64 bytes), the metadata's
// facts and arguments (explicit and hidden, in order), or None where the object has no metadata.
py::dict kernelDict(const tc::Kernel& k) {
  py::dict d;
  d["name"] = k.name;
  if (k.descriptorError.empty()) {
    py::dict fields;
    for (const auto& [field, value] : k.descriptor) fields[field.c_str()] = value;
    d["descriptor"] = fields;
    d["descriptor_bytes"] = toBytes(k.descriptorBytes);
  } else {
    d["descriptor"] = py::none();
    d["descriptor_error"] = k.descriptorError;
  }
  d["metadata"] = py::none();
  d["arguments"] = py::none();
  if (k.metadata) {
    d["metadata"] = metadataDict(*k.metadata);
    py::list args;
    for (const tc::KernelArgument& a : k.metadata->arguments) args.append(argumentDict(a));
    d["arguments"] = args;
  }
  return d;
}

}  // namespace

std::vector<uint8_t> bytesOrFile(const py::object& data) {
  if (py::isinstance<py::str>(data) || py::hasattr(data, "__fspath__")) {
    // A regular file whole; anything else (a device such as /dev/zero never ends) up to kMaxStreamBytes.
    const py::object path = py::module_::import("pathlib").attr("Path")(data);
    const bool regular = path.attr("is_file")().cast<bool>();
    py::object file = path.attr("open")("rb");
    py::bytes content;
    try {
      content = regular ? file.attr("read")() : file.attr("read")(kMaxStreamBytes + 1);
    } catch (...) {
      file.attr("close")();
      throw;
    }
    file.attr("close")();
    const std::string_view s = content;
    if (s.size() > kMaxStreamBytes && !regular)
      raise(exceptions().codeObject, py::str(data).cast<std::string>() + ": more than " +
                                         std::to_string(kMaxStreamBytes >> 20) + " MiB from a stream (not a regular file)");
    return {s.begin(), s.end()};
  }
  if (!PyObject_CheckBuffer(data.ptr())) raise(PyExc_TypeError, "expected bytes (or a buffer) or a file path");
  return HeldBuffer(data, "the data", false).gather();  // by its strides: a reversed view is read as it reads
}

void addToolchain(py::module_& m) {
  m.def("assemble", &assemblePy, py::arg("source"), py::arg("mcpu") = py::none(), py::arg("mattr") = py::none(),
        py::kw_only(), py::arg("output") = "object", py::arg("code_object_version") = 4,
        py::arg("filename") = "<string>", py::arg("error_limit") = toolchain::kDefaultErrorLimit,
        R"(Assembles LLVM AMDGPU assembly text; returns bytes.

output: 'object' (a relocatable code object, as llvm-mc -filetype=obj), 'shared' (a loadable code object, as
ld.lld -shared makes) or 'raw' (the .text section's bytes, labels resolved). mcpu defaults to the source's
.amdgcn_target. Errors raise gcnkit.AssemblerError (.diagnostics: file:line:col: error: ...); warnings are
Python warnings. error_limit: assembly stops after this many errors (0: never).)");
  m.def("disassemble", &disassemblePy, py::arg("data"), py::arg("mcpu") = py::none(), py::arg("mattr") = "",
        R"(Disassembles a code object (bytes or a path) as llvm-objdump -d prints it, or, with mcpu, bare machine
code (offsets and encodings).)");

  py::class_<tc::CodeObject, std::shared_ptr<tc::CodeObject>>(m, "CodeObject",
                                                            "An AMDGPU code object read from bytes or a file path.")
      .def(py::init(&readOrRaise), py::arg("data"))
      .def_property_readonly("processor", &tc::CodeObject::processor)
      .def_property_readonly("target_id", &tc::CodeObject::targetId)
      .def_property_readonly("code_object_version", &tc::CodeObject::codeObjectVersion)
      .def_property_readonly("relocatable", &tc::CodeObject::relocatable)
      .def_property_readonly("kernel_names",
                             [](const tc::CodeObject& co) {
                               std::vector<std::string> names;
                               for (const tc::Kernel& k : co.kernels()) names.push_back(k.name);
                               return names;
                             })
      .def_property_readonly("kernels",
                             [](const tc::CodeObject& co) {
                               py::list out;
                               for (const tc::Kernel& k : co.kernels()) out.append(kernelDict(k));
                               return out;
                             },
                             "per kernel a dict: name, descriptor (field: value), descriptor_bytes, metadata, arguments")
      .def("kernel",
           [](const tc::CodeObject& co, const std::string& name) {
             if (const tc::Kernel* k = co.kernel(name)) return kernelDict(*k);
             raise(exceptions().codeObject, "no kernel '" + name + "' in the code object");
           },
           py::arg("name"))
      .def("disassemble", [](const tc::CodeObject& co) { return co.disassemble("<bytes>"); },
           "the llvm-objdump -d listing")
      .def("source", [](const tc::CodeObject& co) { return co.source().text; },
           "an assembly program that re-assembles to the same sections (gcnkit dis --source)")
      .def("__repr__", [](const tc::CodeObject& co) {
        return "<gcnkit.CodeObject " + co.targetId() + ", " + std::to_string(co.kernels().size()) + " kernels>";
      });
}

}  // namespace gcnkit::python
