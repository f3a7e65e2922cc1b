#include "object/metadata_v2.h"

#include <algorithm>
#include <array>
#include <optional>
#include <span>

#include <fmt/format.h>

#include "object/metadata.h"

namespace gcnkit {

namespace {

using Names = std::span<const std::string_view>;
constexpr std::string_view kValueKinds[] = {"ByValue", "GlobalBuffer", "DynamicSharedPointer", "Sampler", "Image", "Pipe", "Queue",
                               "HiddenGlobalOffsetX", "HiddenGlobalOffsetY", "HiddenGlobalOffsetZ", "HiddenNone",
                               "HiddenPrintfBuffer", "HiddenDefaultQueue", "HiddenCompletionAction",
                               "HiddenMultiGridSyncArg"};
constexpr std::string_view kValueTypes[] = {"Struct", "I8", "U8", "I16", "U16", "F16", "I32", "U32", "F32", "I64", "U64", "F64"};
constexpr std::string_view kAddrSpaces[] = {"Private", "Global", "Constant", "Local", "Generic", "Region"};
constexpr std::string_view kAccQuals[] = {"Default", "ReadOnly", "WriteOnly", "ReadWrite"};

// The YAML text of a scalar as written (enumerations and strings), or nullopt for a non-scalar.
std::optional<std::string> text(const MsgNode& n) {
  switch (n.kind) {
    case MsgNode::String: return n.s;
    case MsgNode::UInt: return std::to_string(n.u);
    case MsgNode::Int: return std::to_string(n.i);
    case MsgNode::Boolean: return std::string(n.b ? "true" : "false");
    default: return std::nullopt;
  }
}

// Writes one mapping of the schema: each `key` call checks and prints a value in schema order.
class MapWriter {
 public:
  MapWriter(const MsgNode& node, std::string& out, int indent, bool firstOnDashLine, std::string& error, std::string where)
      : node_(node), out_(out), indent_(indent), dashLine_(firstOnDashLine), error_(error), where_(std::move(where)) {
    if (node.kind != MsgNode::Map && node.kind != MsgNode::Nil && error_.empty()) error_ = where_ + ": expected a mapping";
  }
  ~MapWriter() {
    if (!error_.empty() || node_.kind != MsgNode::Map) return;
    for (const auto& [k, v] : node_.map)  // keys the schema does not know
      if (k.kind != MsgNode::String || std::find(seen_.begin(), seen_.end(), k.s) == seen_.end()) {
        error_ = fmt::format("{}: unknown key '{}'", where_, text(k).value_or("?"));
        return;
      }
  }
  const MsgNode* get(std::string_view key, bool required) {
    seen_.emplace_back(key);
    const MsgNode* v = node_.kind == MsgNode::Map ? node_.find(key) : nullptr;
    if (!v && required && error_.empty()) error_ = fmt::format("{}: missing required key '{}'", where_, key);
    return v;
  }
  void keyLine(std::string_view key, std::string_view value) {  // a scalar or flow value, padded
    start();
    out_ += fmt::format("{}:{}{}\n", key, key.size() < 16 ? std::string(16 - key.size(), ' ') : " ", value);
  }
  void keyOpen(std::string_view key) {  // a nested block follows
    start();
    out_ += fmt::format("{}:\n", key);
  }
  // `required`: an error when missing; `always`: written even when it is the default.
  void unsignedKey(std::string_view key, bool required, uint64_t def = 0, bool always = false) {
    const MsgNode* v = get(key, required);
    uint64_t value = def;
    if (v) {
      if (v->kind != MsgNode::UInt) return fail(key, "expected an unsigned integer");
      value = v->u;
    }
    if (required || always || value != def) keyLine(key, std::to_string(value));
  }
  void boolKey(std::string_view key) {
    const MsgNode* v = get(key, false);
    if (!v) return;
    if (v->kind != MsgNode::Boolean) return fail(key, "expected a boolean");
    if (v->b) keyLine(key, "true");
  }
  void stringKey(std::string_view key, bool required) {
    const MsgNode* v = get(key, required);
    if (!v) return;
    auto t = text(*v);
    if (!t) return fail(key, "expected a string");
    if (required || !t->empty()) keyLine(key, yamlQuoted(*t));
  }
  void enumKey(std::string_view key, Names names, bool required, bool emit = true) {
    const MsgNode* v = get(key, required);
    if (!v) return;
    auto t = text(*v);
    if (!t || std::find(names.begin(), names.end(), *t) == names.end()) return fail(key, "unknown enumerated scalar");
    if (emit) keyLine(key, *t);
  }
  void flowKey(std::string_view key) {  // a sequence of integers, written [ a, b ]
    const MsgNode* v = get(key, false);
    if (!v) return;
    if (v->kind != MsgNode::Array) return fail(key, "expected a sequence");
    std::string items;
    for (const MsgNode& e : v->array) {
      if (e.kind != MsgNode::UInt) return fail(key, "expected unsigned integers");
      items += fmt::format("{}{}", items.empty() ? "" : ", ", e.u);
    }
    if (!v->array.empty()) keyLine(key, fmt::format("[ {} ]", items));
  }
  int childIndent() const { return indent_ + 2; }
  bool ok() const { return error_.empty(); }

 private:
  void start() {
    if (dashLine_) dashLine_ = false;  // the first key shares the "- " line
    else out_ += std::string(size_t(indent_), ' ');
  }
  void fail(std::string_view key, std::string_view why) {
    if (error_.empty()) error_ = fmt::format("{}: {}: {}", where_, key, why);
  }
  const MsgNode& node_;
  std::string& out_;
  int indent_;
  bool dashLine_;
  std::string& error_;
  std::string where_;
  std::vector<std::string> seen_;
};

void writeArg(const MsgNode& a, std::string& out, int indent, std::string& error, const std::string& where) {
  MapWriter m(a, out, indent, true, error, where);
  m.stringKey("Name", false);
  m.stringKey("TypeName", false);
  m.unsignedKey("Size", true);
  m.unsignedKey("Align", true);
  m.enumKey("ValueKind", kValueKinds, true);
  m.enumKey("ValueType", kValueTypes, false, false);  // accepted, no longer written (llvm-mc 14)
  m.unsignedKey("PointeeAlign", false);
  m.enumKey("AddrSpaceQual", kAddrSpaces, false);
  m.enumKey("AccQual", kAccQuals, false);
  m.enumKey("ActualAccQual", kAccQuals, false);
  for (std::string_view b : {"IsConst", "IsRestrict", "IsVolatile", "IsPipe"}) m.boolKey(b);
}

// A nested mapping (Attrs, CodeProps, DebugProps): written into a buffer first, so that an empty one can
// be left out (CodeProps never is).
void writeKernel(const MsgNode& k, std::string& out, std::string& error, const std::string& where) {
  MapWriter m(k, out, 4, true, error, where);
  m.stringKey("Name", true);
  m.stringKey("SymbolName", true);
  m.stringKey("Language", false);
  m.flowKey("LanguageVersion");
  {
    std::string body;
    const MsgNode* attrs = m.get("Attrs", false);
    if (attrs) {
      MapWriter a(*attrs, body, 6, false, error, where + ".Attrs");
      a.flowKey("ReqdWorkGroupSize");
      a.flowKey("WorkGroupSizeHint");
      a.stringKey("VecTypeHint", false);
      a.stringKey("RuntimeHandle", false);
    }
    if (!body.empty()) {
      m.keyOpen("Attrs");
      out += body;
    }
  }
  if (const MsgNode* args = m.get("Args", false)) {
    if (args->kind != MsgNode::Array) {
      if (error.empty()) error = where + ": Args: expected a sequence";
    } else if (!args->array.empty()) {
      m.keyOpen("Args");
      for (size_t i = 0; i < args->array.size(); ++i) {
        out += std::string(6, ' ') + "- ";
        writeArg(args->array[i], out, 8, error, fmt::format("{}.Args[{}]", where, i));
      }
    }
  }
  {
    MsgNode none;
    const MsgNode* props = m.get("CodeProps", false);
    m.keyOpen("CodeProps");
    MapWriter c(props ? *props : none, out, 6, false, error, where + ".CodeProps");
    for (std::string_view key : {"KernargSegmentSize", "GroupSegmentFixedSize", "PrivateSegmentFixedSize",
                                 "KernargSegmentAlign", "WavefrontSize"})
      c.unsignedKey(key, props != nullptr, 0, true);  // an absent CodeProps is written with zeros
    for (std::string_view key : {"NumSGPRs", "NumVGPRs", "MaxFlatWorkGroupSize"}) c.unsignedKey(key, false);
    c.boolKey("IsDynamicCallStack");
    c.boolKey("IsXNACKEnabled");
    for (std::string_view key : {"NumSpilledSGPRs", "NumSpilledVGPRs"}) c.unsignedKey(key, false);
  }
  {
    std::string body;
    const MsgNode* debug = m.get("DebugProps", false);
    if (debug) {
      MapWriter d(*debug, body, 6, false, error, where + ".DebugProps");
      d.flowKey("DebuggerABIVersion");
      d.unsignedKey("ReservedNumVGPRs", false);
      for (std::string_view key : {"ReservedFirstVGPR", "PrivateSegmentBufferSGPR", "WavefrontPrivateSegmentOffsetSGPR"})
        d.unsignedKey(key, false, 0xffff);
    }
    // Read and checked, never written: llvm-mc 14 counts DebugProps as always empty.
  }
}

}  // namespace

Expected<std::string> canonicalV2Metadata(std::string_view yaml) {
  auto doc = parseYamlDocument(yaml);
  if (!doc) return fail(doc.error());
  std::string out = "---\n", error;
  {
    MapWriter root(*doc, out, 0, false, error, "HSA metadata");
    if (root.get("Version", true)) root.flowKey("Version");
    if (const MsgNode* printf = root.get("Printf", false)) {
      if (printf->kind != MsgNode::Array) {
        if (error.empty()) error = "HSA metadata: Printf: expected a sequence";
      } else if (!printf->array.empty()) {
        root.keyOpen("Printf");
        for (const MsgNode& p : printf->array) out += "  - " + yamlQuoted(text(p).value_or("")) + "\n";
      }
    }
    if (const MsgNode* kernels = root.get("Kernels", false)) {
      if (kernels->kind != MsgNode::Array) {
        if (error.empty()) error = "HSA metadata: Kernels: expected a sequence";
      } else if (!kernels->array.empty()) {
        root.keyOpen("Kernels");
        for (size_t i = 0; i < kernels->array.size(); ++i) {
          out += "  - ";
          writeKernel(kernels->array[i], out, error, fmt::format("Kernels[{}]", i));
        }
      }
    }
  }
  if (!error.empty()) return fail(error);
  return out + "...\n";
}

namespace {

// "HiddenGlobalOffsetX" -> "hidden_global_offset_x" (V3's spelling of the same kinds and address spaces).
std::string snakeCase(std::string_view camel) {
  if (camel == "HiddenMultiGridSyncArg") return "hidden_multigrid_sync_arg";
  std::string out;
  for (char c : camel) {
    if (c >= 'A' && c <= 'Z') {
      if (!out.empty()) out += '_';
      out += char(c - 'A' + 'a');
    } else {
      out += c;
    }
  }
  return out;
}

uint64_t unsignedOf(const MsgNode* n) { return n && n->kind == MsgNode::UInt ? n->u : 0; }
std::string stringOf(const MsgNode* n) { return n ? text(*n).value_or("") : ""; }

}  // namespace

Expected<std::vector<KernelMetadata>> readV2KernelMetadata(std::string_view yaml) {
  if (auto canonical = canonicalV2Metadata(yaml); !canonical) return fail(canonical.error());  // the schema's checks
  auto doc = parseYamlDocument(yaml);
  if (!doc) return fail(doc.error());
  std::vector<KernelMetadata> out;
  const MsgNode* kernels = doc->find("Kernels");
  if (!kernels || kernels->kind != MsgNode::Array) return out;
  if (kernels->array.size() > kMaxMetadataKernels)
    return fail(fmt::format("Kernels has {} kernels, more than the {} gcnkit reads", kernels->array.size(),
                            kMaxMetadataKernels));
  for (const MsgNode& k : kernels->array) {
    KernelMetadata km;
    km.name = stringOf(k.find("Name"));
    km.symbol = stringOf(k.find("SymbolName"));
    km.language = stringOf(k.find("Language"));
    if (const MsgNode* props = k.find("CodeProps")) {
      km.kernargSegmentSize = unsignedOf(props->find("KernargSegmentSize"));
      km.groupSegmentFixedSize = unsignedOf(props->find("GroupSegmentFixedSize"));
      km.privateSegmentFixedSize = unsignedOf(props->find("PrivateSegmentFixedSize"));
      km.kernargSegmentAlign = unsignedOf(props->find("KernargSegmentAlign"));
      km.wavefrontSize = unsignedOf(props->find("WavefrontSize"));
      km.sgprCount = unsignedOf(props->find("NumSGPRs"));
      km.vgprCount = unsignedOf(props->find("NumVGPRs"));
      km.maxFlatWorkgroupSize = unsignedOf(props->find("MaxFlatWorkGroupSize"));
      if (props->find("NumSpilledSGPRs")) km.sgprSpillCount = unsignedOf(props->find("NumSpilledSGPRs"));
      if (props->find("NumSpilledVGPRs")) km.vgprSpillCount = unsignedOf(props->find("NumSpilledVGPRs"));
      if (const MsgNode* d = props->find("IsDynamicCallStack"); d && d->kind == MsgNode::Boolean) km.usesDynamicStack = d->b;
    }
    uint64_t offset = 0;
    const MsgNode* args = k.find("Args");
    if (args && args->kind == MsgNode::Array && args->array.size() > kMaxMetadataArguments)
      return fail(fmt::format("kernel {}: {} arguments, more than the {} gcnkit reads for one kernel", km.name,
                              args->array.size(), kMaxMetadataArguments));
    if (args && args->kind == MsgNode::Array)
      for (const MsgNode& a : args->array) {
        KernelArgMetadata am;
        am.name = stringOf(a.find("Name"));
        am.typeName = stringOf(a.find("TypeName"));
        am.valueKind = snakeCase(stringOf(a.find("ValueKind")));
        if (a.find("AddrSpaceQual")) am.addressSpace = snakeCase(stringOf(a.find("AddrSpaceQual")));
        am.size = unsignedOf(a.find("Size"));
        const uint64_t align = std::max<uint64_t>(1, unsignedOf(a.find("Align")));
        if (offset > UINT64_MAX - align) return fail(fmt::format("kernel {}: argument offsets overflow", km.name));
        offset = (offset + align - 1) / align * align;
        am.offset = offset;
        if (am.size > UINT64_MAX - offset) return fail(fmt::format("kernel {}: argument offsets overflow", km.name));
        offset += am.size;
        km.args.push_back(std::move(am));
      }
    out.push_back(std::move(km));
  }
  return out;
}

}  // namespace gcnkit
