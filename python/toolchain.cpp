// gcnkit.assemble, gcnkit.disassemble and gcnkit.CodeObject: the assembler, the disassembler and the
// code-object reader of gcnkit_lib, with bytes in and out.
#include <elf.h>

#include <pybind11/stl.h>

#include "asm/assembler.h"
#include "asm/object_disassembler.h"
#include "asm/object_output.h"
#include "asm/source_target.h"
#include "bindings.h"
#include "buffer_arg.h"
#include "emu/code_object.h"
#include "object/code_object.h"
#include "object/shared_object.h"
#include "text/disassembler.h"

namespace gcnkit::python {

std::vector<uint8_t> bytesOrFile(const py::object& data);  // shared with machine.cpp

namespace {
// The most read from a path that is not a regular file, as the command line reads a stream (/dev/zero never ends).
constexpr uint64_t kMaxStreamBytes = uint64_t(256) << 20;
}  // namespace

namespace {

py::bytes toBytes(std::span<const uint8_t> b) { return py::bytes(reinterpret_cast<const char*>(b.data()), b.size()); }

Target targetOrRaise(const std::string& mcpu, const std::string& mattr) {
  TargetResult t = makeTarget(mcpu, mattr);
  if (!t.target) raise(PyExc_ValueError, t.error);
  return *t.target;
}

py::bytes assemblePy(const std::string& source, std::optional<std::string> mcpu, std::optional<std::string> mattr,
                     const std::string& output, int codeObjectVersion, const std::string& filename,
                     uint32_t errorLimit) {
  setActivity("assembling " + filename);
  if (output != "object" && output != "shared" && output != "raw")
    raise(PyExc_ValueError, "output must be 'object' (relocatable), 'shared' (loadable) or 'raw' (.text bytes)");
  std::string cpu = mcpu.value_or(""), attr = mattr.value_or(""), sourceAttr;
  if (cpu.empty() && !targetFromSource(source, cpu, sourceAttr))
    raise(PyExc_ValueError, "no processor: pass mcpu='gfx...' or put an .amdgcn_target directive in the source");
  if (!mattr) attr = sourceAttr;
  const Target t = targetOrRaise(cpu, attr);
  AssembleOptions ao;
  ao.target = t;
  ao.mattr = attr;
  ao.fileName = filename;
  ao.relocatable = output != "raw";
  ao.codeObjectVersion = codeObjectVersion;
  ao.hsa = true;
  ao.errorLimit = errorLimit;
  AssembleResult r;
  {
    py::gil_scoped_release unlocked;
    r = assemble(source, ao);
  }
  if (r.errors) {
    py::object exc = py::reinterpret_borrow<py::object>(exceptions().assembler)(r.diagnostics);
    exc.attr("diagnostics") = r.diagnostics;
    PyErr_SetObject(exceptions().assembler.ptr(), exc.ptr());
    throw py::error_already_set();
  }
  if (!r.diagnostics.empty() && PyErr_WarnEx(PyExc_UserWarning, r.diagnostics.c_str(), 1) < 0)
    throw py::error_already_set();
  if (output == "raw") return toBytes(r.bytes);
  auto object = writeObjectFile(r, t, ObjectOptions{true, r.codeObjectVersion ? r.codeObjectVersion : codeObjectVersion});
  if (!object) raise(exceptions().assembler, object.error());
  if (output == "object") return toBytes(*object);
  auto linked = linkSharedObject(*object);
  if (!linked) raise(exceptions().assembler, linked.error());
  return toBytes(*linked);
}

// A code object read once, with the bytes it was read from (the emulator loads kernels from them).
struct PyCodeObject {
  std::vector<uint8_t> bytes;
  CodeObject co;
};

std::shared_ptr<PyCodeObject> readOrRaise(const py::object& data) {
  auto p = std::make_shared<PyCodeObject>();
  p->bytes = bytesOrFile(data);
  auto co = readCodeObject(p->bytes);
  if (!co) raise(exceptions().codeObject, co.error());
  p->co = std::move(*co);
  return p;
}

std::string disassemblePy(const py::object& data, std::optional<std::string> mcpu, const std::string& mattr) {
  setActivity("disassembling");
  if (mcpu) {
    const Target t = targetOrRaise(*mcpu, mattr);
    std::vector<uint8_t> bytes = bytesOrFile(data);
    py::gil_scoped_release unlocked;
    return disassembleListing(bytes, t);
  }
  auto p = readOrRaise(data);
  py::gil_scoped_release unlocked;
  return objdumpListing(p->co, py::isinstance<py::str>(data) ? data.cast<std::string>() : "<bytes>");
}

py::dict argumentDict(const KernelArgMetadata& a) {
  py::dict d;
  d["name"] = a.name;
  d["type_name"] = a.typeName;
  d["value_kind"] = a.valueKind;
  d["address_space"] = a.addressSpace;
  d["offset"] = a.offset;
  d["size"] = a.size;
  d["hidden"] = a.valueKind.starts_with("hidden_");
  return d;
}

py::dict metadataDict(const KernelMetadata& km) {
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
py::dict kernelDict(const PyCodeObject& p, const CodeObjectKernel& k) {
  py::dict d;
  d["name"] = k.name;
  if (k.descriptor) {
    py::dict fields;
    for (const auto& [field, value] : describeKernelDescriptor(*k.descriptor, p.co.target())) fields[field.c_str()] = value;
    d["descriptor"] = fields;
    d["descriptor_bytes"] = toBytes(k.descriptor->encode());
  } else {
    d["descriptor"] = py::none();
    d["descriptor_error"] = k.descriptorError;
  }
  d["metadata"] = py::none();
  d["arguments"] = py::none();
  if (auto loaded = emu::loadKernel(p.bytes, k.name); loaded && loaded->metadata) {
    d["metadata"] = metadataDict(*loaded->metadata);
    py::list args;
    for (const KernelArgMetadata& a : loaded->metadata->args) args.append(argumentDict(a));
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
        py::arg("filename") = "<string>", py::arg("error_limit") = AssembleOptions::kDefaultErrorLimit,
        R"(Assembles LLVM AMDGPU assembly text; returns bytes.

output: 'object' (a relocatable code object, as llvm-mc -filetype=obj), 'shared' (a loadable code object, as
ld.lld -shared makes) or 'raw' (the .text section's bytes, labels resolved). mcpu defaults to the source's
.amdgcn_target. Errors raise gcnkit.AssemblerError (.diagnostics: file:line:col: error: ...); warnings are
Python warnings. error_limit: assembly stops after this many errors (0: never).)");
  m.def("disassemble", &disassemblePy, py::arg("data"), py::arg("mcpu") = py::none(), py::arg("mattr") = "",
        R"(Disassembles a code object (bytes or a path) as llvm-objdump -d prints it, or, with mcpu, bare machine
code (offsets and encodings).)");

  py::class_<PyCodeObject, std::shared_ptr<PyCodeObject>>(m, "CodeObject",
                                                          "An AMDGPU code object read from bytes or a file path.")
      .def(py::init(&readOrRaise), py::arg("data"))
      .def_property_readonly("processor", [](const PyCodeObject& p) { return std::string(p.co.processorName()); })
      .def_property_readonly("target_id", [](const PyCodeObject& p) { return p.co.targetId(); })
      .def_property_readonly("code_object_version", [](const PyCodeObject& p) { return p.co.codeObjectVersion; })
      .def_property_readonly("relocatable", [](const PyCodeObject& p) { return p.co.elf.type == ET_REL; })
      .def_property_readonly("kernel_names",
                             [](const PyCodeObject& p) {
                               std::vector<std::string> names;
                               for (const CodeObjectKernel& k : p.co.kernels) names.push_back(k.name);
                               return names;
                             })
      .def_property_readonly("kernels",
                             [](const PyCodeObject& p) {
                               py::list out;
                               for (const CodeObjectKernel& k : p.co.kernels) out.append(kernelDict(p, k));
                               return out;
                             },
                             "per kernel a dict: name, descriptor (field: value), descriptor_bytes, metadata, arguments")
      .def("kernel",
           [](const PyCodeObject& p, const std::string& name) {
             for (const CodeObjectKernel& k : p.co.kernels)
               if (k.name == name) return kernelDict(p, k);
             raise(exceptions().codeObject, "no kernel '" + name + "' in the code object");
           },
           py::arg("name"))
      .def("disassemble", [](const PyCodeObject& p) { return objdumpListing(p.co, "<bytes>"); },
           "the llvm-objdump -d listing")
      .def("source", [](const PyCodeObject& p) { return objectSource(p.co).text; },
           "an assembly program that re-assembles to the same sections (gcnkit dis --source)")
      .def("__repr__", [](const PyCodeObject& p) {
        return "<gcnkit.CodeObject " + p.co.targetId() + ", " + std::to_string(p.co.kernels.size()) + " kernels>";
      });
}

}  // namespace gcnkit::python
