#include "object/metadata.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

namespace gcnkit {

// ---------------------------------------------------------------------------------------------------
// Nodes

MsgNode MsgNode::string(std::string v) {
  MsgNode n;
  n.kind = String;
  n.s = std::move(v);
  return n;
}

MsgNode MsgNode::uinteger(uint64_t v) {
  MsgNode n;
  n.kind = UInt;
  n.u = v;
  return n;
}

bool operator<(const MsgNode& a, const MsgNode& b) {
  if (a.kind != b.kind) return a.kind < b.kind;
  switch (a.kind) {
    case MsgNode::Int: return a.i < b.i;
    case MsgNode::UInt: return a.u < b.u;
    case MsgNode::Nil: return false;
    case MsgNode::Boolean: return a.b < b.b;
    case MsgNode::Float: return a.f < b.f;
    case MsgNode::String:
    case MsgNode::Binary: return a.s < b.s;
    case MsgNode::Array: return a.array.size() < b.array.size();
    case MsgNode::Map: return a.map.size() < b.map.size();
  }
  return false;
}

bool operator==(const MsgNode& a, const MsgNode& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case MsgNode::Int: return a.i == b.i;
    case MsgNode::UInt: return a.u == b.u;
    case MsgNode::Nil: return true;
    case MsgNode::Boolean: return a.b == b.b;
    case MsgNode::Float: return a.f == b.f || (std::isnan(a.f) && std::isnan(b.f));
    case MsgNode::String:
    case MsgNode::Binary: return a.s == b.s;
    case MsgNode::Array: return a.array == b.array;
    case MsgNode::Map: return a.map == b.map;
  }
  return false;
}

const MsgNode* MsgNode::find(std::string_view key) const {
  for (const auto& [k, v] : map)
    if (k.kind == String && k.s == key) return &v;
  return nullptr;
}

void MsgNode::set(MsgNode key, MsgNode value) {
  auto it = std::lower_bound(map.begin(), map.end(), key, [](const auto& p, const MsgNode& k) { return p.first < k; });
  if (it != map.end() && !(key < it->first)) it->second = std::move(value);
  else map.emplace(it, std::move(key), std::move(value));
}

// ---------------------------------------------------------------------------------------------------
// Scalar inference (llvm::msgpack::DocNode::fromString with LLVM 14's YAML scalar traits)

namespace {

// llvm::StringRef::getAsUnsignedInteger with radix 0.
std::optional<uint64_t> parseUnsigned(std::string_view s) {
  unsigned radix = 10;
  if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) radix = 16, s.remove_prefix(2);
  else if (s.size() >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) radix = 2, s.remove_prefix(2);
  else if (s.size() >= 2 && s[0] == '0' && s[1] == 'o') radix = 8, s.remove_prefix(2);
  else if (s.size() >= 2 && s[0] == '0') radix = 8, s.remove_prefix(1);
  if (s.empty()) return std::nullopt;
  uint64_t v = 0;
  for (char c : s) {
    unsigned d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'Z') d = c - 'A' + 10;
    else return std::nullopt;
    if (d >= radix) return std::nullopt;
    if (v > (UINT64_MAX - d) / radix) return std::nullopt;
    v = v * radix + d;
  }
  return v;
}

std::optional<int64_t> parseSigned(std::string_view s) {
  if (s.empty() || s[0] != '-') {
    auto u = parseUnsigned(s);
    if (!u || *u > uint64_t(INT64_MAX)) return std::nullopt;
    return int64_t(*u);
  }
  auto u = parseUnsigned(s.substr(1));
  if (!u || *u > uint64_t(INT64_MAX) + 1) return std::nullopt;
  return int64_t(0 - *u);
}

std::optional<bool> parseBool(std::string_view s) {
  for (std::string_view t : {"y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"})
    if (s == t) return true;
  for (std::string_view f : {"n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"})
    if (s == f) return false;
  return std::nullopt;
}

bool parsesAsDouble(std::string_view s) {
  if (s.empty()) return false;
  std::string z(s);
  char* end = nullptr;
  std::strtod(z.c_str(), &end);
  return end == z.c_str() + z.size();
}

MsgNode inferScalar(std::string_view s) {
  MsgNode n;
  if (auto u = parseUnsigned(s)) {
    n.kind = MsgNode::UInt, n.u = *u;
  } else if (auto i = parseSigned(s)) {
    n.kind = MsgNode::Int, n.i = *i;
  } else if (auto b = parseBool(s)) {
    n.kind = MsgNode::Boolean, n.b = *b;
  } else if (s.empty() || parsesAsDouble(s)) {
    n.kind = MsgNode::Nil;  // LLVM 14 turns these into nil (seen in llvm-mc's notes)
  } else {
    n = MsgNode::string(std::string(s));
  }
  return n;
}

// Explicit tags as llvm::msgpack's YAML reader resolves them: the local tags !str, !int, !bool,
// !float, !nil decide the type; "!!str" (tag:yaml.org,2002:str) still infers, as in LLVM 14.
std::optional<MsgNode> taggedScalar(const std::string& tag, const std::string& s) {
  if (tag == "tag:yaml.org,2002:str") return inferScalar(s);
  auto is = [&](std::string_view name) {
    return tag == fmt::format("!{}", name) || tag == fmt::format("tag:yaml.org,2002:{}", name);
  };
  if (is("str")) return MsgNode::string(s);
  if (is("nil") || is("null")) return MsgNode{};
  if (is("int")) {
    MsgNode n = inferScalar(s);
    if (n.kind == MsgNode::UInt || n.kind == MsgNode::Int) return n;
    return std::nullopt;
  }
  if (is("bool")) {
    if (auto b = parseBool(s)) {
      MsgNode n;
      n.kind = MsgNode::Boolean, n.b = *b;
      return n;
    }
    return std::nullopt;
  }
  if (is("float")) {
    if (parsesAsDouble(s)) return MsgNode{};
    return std::nullopt;
  }
  return std::nullopt;
}

struct YamlConverter {
  std::string_view text;
  std::string error;

  // The literal text yaml-cpp folded into a null node ("~", "null", or nothing).
  std::string nullLiteral(const YAML::Node& n) {
    YAML::Mark m = n.Mark();
    if (m.pos < 0 || size_t(m.pos) >= text.size()) return {};
    std::string_view rest = text.substr(m.pos);
    for (std::string_view lit : {"~", "null", "Null", "NULL"})
      if (rest.starts_with(lit) && (rest.size() == lit.size() || std::strchr(" \t\r\n,]}#", rest[lit.size()])))
        return std::string(lit);
    return {};
  }

  uint64_t elements = 0;

  std::optional<MsgNode> convert(const YAML::Node& n, int depth) {
    if (depth > 256) {
      error = "nesting is too deep";
      return std::nullopt;
    }
    if (++elements > kMaxMetadataElements) {
      error = fmt::format("YAML: error: more than {} elements (the limit of a metadata document)", kMaxMetadataElements);
      return std::nullopt;
    }
    switch (n.Type()) {
      case YAML::NodeType::Undefined:
      case YAML::NodeType::Null: {
        std::string lit = nullLiteral(n);
        return lit.empty() ? MsgNode{} : MsgNode::string(lit);
      }
      case YAML::NodeType::Scalar: {
        const std::string& tag = n.Tag();
        if (tag != "?" && tag != "!" && !tag.empty()) {
          auto t = taggedScalar(tag, n.Scalar());
          if (!t) error = fmt::format("YAML:{}:{}: error: invalid value '{}' for tag {}", n.Mark().line + 1,
                                      n.Mark().column + 1, n.Scalar(), tag);
          return t;
        }
        return inferScalar(n.Scalar());
      }
      case YAML::NodeType::Sequence: {
        MsgNode out;
        out.kind = MsgNode::Array;
        for (const YAML::Node& item : n) {
          auto c = convert(item, depth + 1);
          if (!c) return std::nullopt;
          out.array.push_back(std::move(*c));
        }
        return out;
      }
      case YAML::NodeType::Map: {
        if (n.size() > kMaxMetadataMapEntries) {
          error = fmt::format("YAML:{}:{}: error: a map of {} entries (at most {} in a metadata document)",
                              n.Mark().line + 1, n.Mark().column + 1, n.size(), kMaxMetadataMapEntries);
          return std::nullopt;
        }
        MsgNode out;
        out.kind = MsgNode::Map;
        std::vector<std::string> keys;
        for (auto it = n.begin(); it != n.end(); ++it) {
          if (!it->first.IsScalar() && !it->first.IsNull()) {
            error = fmt::format("YAML:{}:{}: error: map keys must be scalars", it->first.Mark().line + 1,
                                it->first.Mark().column + 1);
            return std::nullopt;
          }
          std::string raw = it->first.IsNull() ? nullLiteral(it->first) : it->first.Scalar();
          if (std::find(keys.begin(), keys.end(), raw) != keys.end()) {
            error = fmt::format("YAML:{}:{}: error: duplicated mapping key '{}'", it->first.Mark().line + 1,
                                it->first.Mark().column + 1, raw);
            return std::nullopt;
          }
          keys.push_back(raw);
          auto k = it->first.IsNull() ? convert(it->first, depth + 1) : std::optional<MsgNode>(inferScalar(raw));
          auto v = convert(it->second, depth + 1);
          if (!k || !v) return std::nullopt;
          // Different spellings of one value ("1" and "0x1") are one key for LLVM's std::map.
          out.set(std::move(*k), std::move(*v));
        }
        return out;
      }
    }
    return std::nullopt;
  }
};

}  // namespace

Expected<MsgNode> parseYamlDocument(std::string_view yaml) {
  if (yaml.size() > kMaxMetadataYamlBytes)
    return fail(fmt::format("YAML: error: {} bytes, more than the {} MiB of metadata gcnkit reads as YAML", yaml.size(),
                            kMaxMetadataYamlBytes >> 20));
  YAML::Node root;
  try {
    root = YAML::Load(std::string(yaml));
  } catch (const YAML::Exception& e) {
    return fail(fmt::format("YAML:{}:{}: error: {}", e.mark.line + 1, e.mark.column + 1, e.msg));
  }
  YamlConverter c{yaml, {}, 0};
  auto n = c.convert(root, 0);
  if (!n) return fail(c.error.empty() ? "YAML: error: unsupported document" : c.error);
  return *n;
}

// ---------------------------------------------------------------------------------------------------
// Verification (llvm/lib/BinaryFormat/AMDGPUMetadataVerifier.cpp, non-strict)

namespace {

using Check = std::string (*)(const MsgNode&);

bool isInteger(const MsgNode& n) { return n.kind == MsgNode::UInt || n.kind == MsgNode::Int; }

std::string checkScalar(const MsgNode* n, std::string_view key, bool required, MsgNode::Kind kind,
                        std::initializer_list<std::string_view> allowed = {}) {
  if (!n) return required ? fmt::format("missing required key {}", key) : std::string{};
  bool ok = kind == MsgNode::UInt ? isInteger(*n) : n->kind == kind;
  if (!ok) return fmt::format("{} has the wrong type", key);
  if (allowed.size() && std::find(allowed.begin(), allowed.end(), n->s) == allowed.end())
    return fmt::format("{} has an unknown value '{}'", key, n->s);
  return {};
}

std::string checkIntArray(const MsgNode* n, std::string_view key, size_t size) {
  if (!n) return {};
  if (n->kind != MsgNode::Array || (size && n->array.size() != size))
    return fmt::format("{} must be an array of {} integers", key, size);
  for (const MsgNode& e : n->array)
    if (!isInteger(e)) return fmt::format("{} must be an array of {} integers", key, size);
  return {};
}

std::string verifyArg(const MsgNode& a) {
  if (a.kind != MsgNode::Map) return ".args entries must be maps";
  std::string e;
  auto S = [&](std::string_view k, bool req, MsgNode::Kind kind, std::initializer_list<std::string_view> allowed = {}) {
    if (e.empty()) e = checkScalar(a.find(k), k, req, kind, allowed);
  };
  S(".name", false, MsgNode::String);
  S(".type_name", false, MsgNode::String);
  S(".size", true, MsgNode::UInt);
  S(".offset", true, MsgNode::UInt);
  S(".value_kind", true, MsgNode::String,
    {"by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
     "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
     "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_default_queue", "hidden_completion_action",
     "hidden_multigrid_sync_arg",
     // Code object V5 (LLVM's MetadataVerifier accepts them in every version).
     "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z", "hidden_group_size_x",
     "hidden_group_size_y", "hidden_group_size_z", "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z",
     "hidden_grid_dims", "hidden_heap_v1", "hidden_dynamic_lds_size", "hidden_private_base", "hidden_shared_base",
     "hidden_queue_ptr"});
  S(".pointee_align", false, MsgNode::UInt);
  S(".address_space", false, MsgNode::String, {"private", "global", "constant", "local", "generic", "region"});
  S(".access", false, MsgNode::String, {"read_only", "write_only", "read_write"});
  S(".actual_access", false, MsgNode::String, {"read_only", "write_only", "read_write"});
  S(".is_const", false, MsgNode::Boolean);
  S(".is_restrict", false, MsgNode::Boolean);
  S(".is_volatile", false, MsgNode::Boolean);
  S(".is_pipe", false, MsgNode::Boolean);
  return e;
}

std::string verifyKernel(const MsgNode& k) {
  if (k.kind != MsgNode::Map) return "amdhsa.kernels entries must be maps";
  std::string e;
  auto S = [&](std::string_view key, bool req, MsgNode::Kind kind, std::initializer_list<std::string_view> allowed = {}) {
    if (e.empty()) e = checkScalar(k.find(key), key, req, kind, allowed);
  };
  auto A = [&](std::string_view key, size_t n) {
    if (e.empty()) e = checkIntArray(k.find(key), key, n);
  };
  S(".name", true, MsgNode::String);
  S(".symbol", true, MsgNode::String);
  S(".language", false, MsgNode::String, {"OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"});
  A(".language_version", 2);
  if (e.empty())
    if (const MsgNode* args = k.find(".args")) {
      if (args->kind != MsgNode::Array) return ".args must be an array";
      if (args->array.size() > kMaxMetadataArguments)
        return fmt::format(".args has {} arguments, more than the {} gcnkit reads for one kernel", args->array.size(),
                           kMaxMetadataArguments);
      for (const MsgNode& a : args->array)
        if (std::string ae = verifyArg(a); !ae.empty()) return ae;
    }
  A(".reqd_workgroup_size", 3);
  A(".workgroup_size_hint", 3);
  S(".vec_type_hint", false, MsgNode::String);
  S(".device_enqueue_symbol", false, MsgNode::String);
  S(".kernarg_segment_size", true, MsgNode::UInt);
  S(".group_segment_fixed_size", true, MsgNode::UInt);
  S(".private_segment_fixed_size", true, MsgNode::UInt);
  S(".kernarg_segment_align", true, MsgNode::UInt);
  S(".wavefront_size", true, MsgNode::UInt);
  S(".sgpr_count", true, MsgNode::UInt);
  S(".vgpr_count", true, MsgNode::UInt);
  S(".max_flat_workgroup_size", true, MsgNode::UInt);
  S(".sgpr_spill_count", false, MsgNode::UInt);
  S(".vgpr_spill_count", false, MsgNode::UInt);
  // Code object V5.
  S(".uses_dynamic_stack", false, MsgNode::Boolean);
  S(".workgroup_processor_mode", false, MsgNode::UInt);
  S(".uniform_work_group_size", false, MsgNode::UInt);
  return e;
}

}  // namespace

std::string verifyHsaMetadata(const MsgNode& root) {
  if (root.kind != MsgNode::Map) return "the metadata must be a map";
  const MsgNode* version = root.find("amdhsa.version");
  if (!version) return "missing required key amdhsa.version";
  if (std::string e = checkIntArray(version, "amdhsa.version", 2); !e.empty()) return e;
  if (const MsgNode* p = root.find("amdhsa.printf")) {
    if (p->kind != MsgNode::Array) return "amdhsa.printf must be an array of strings";
    for (const MsgNode& s : p->array)
      if (s.kind != MsgNode::String) return "amdhsa.printf must be an array of strings";
  }
  const MsgNode* kernels = root.find("amdhsa.kernels");
  if (!kernels) return "missing required key amdhsa.kernels";
  if (kernels->kind != MsgNode::Array) return "amdhsa.kernels must be an array";
  if (kernels->array.size() > kMaxMetadataKernels)
    return fmt::format("amdhsa.kernels has {} kernels, more than the {} gcnkit reads", kernels->array.size(),
                       kMaxMetadataKernels);
  for (const MsgNode& k : kernels->array)
    if (std::string e = verifyKernel(k); !e.empty()) return e;
  return {};
}

// ---------------------------------------------------------------------------------------------------
// YAML output (llvm::yaml::Output as llvm-readelf drives it)

namespace {

bool isNumericText(std::string_view s) {
  auto skipDigits = [](std::string_view in) {
    size_t p = in.find_first_not_of("0123456789");
    return in.substr(p == std::string_view::npos ? in.size() : p);
  };
  if (s.empty() || s == "+" || s == "-") return false;
  if (s == ".nan" || s == ".NaN" || s == ".NAN") return true;
  std::string_view tail = (s[0] == '-' || s[0] == '+') ? s.substr(1) : s;
  if (tail == ".inf" || tail == ".Inf" || tail == ".INF") return true;
  if (s.starts_with("0o")) return s.size() > 2 && s.substr(2).find_first_not_of("01234567") == std::string_view::npos;
  if (s.starts_with("0x"))
    return s.size() > 2 && s.substr(2).find_first_not_of("0123456789abcdefABCDEF") == std::string_view::npos;
  s = tail;
  if (s.starts_with(".") && (s == "." || (s.size() > 1 && !std::isdigit(static_cast<unsigned char>(s[1])))))
    return false;
  if (s.starts_with("E") || s.starts_with("e")) return false;
  s = skipDigits(s);
  if (s.empty()) return true;
  if (s[0] == '.') {
    s = skipDigits(s.substr(1));
    if (s.empty()) return true;
    if (s[0] != 'e' && s[0] != 'E') return false;
  } else if (s[0] != 'e' && s[0] != 'E') {
    return false;
  }
  s = s.substr(1);
  if (s.empty()) return false;
  if (s[0] == '+' || s[0] == '-') {
    s = s.substr(1);
    if (s.empty()) return false;
  }
  return skipDigits(s).empty();
}

enum class Quote { None, Single, Double };

// llvm::yaml::needsQuotes.
Quote needsQuotes(std::string_view s) {
  if (s.empty()) return Quote::Single;
  Quote q = Quote::None;
  auto space = [](char c) { return c == ' ' || c == '\t'; };
  if (space(s.front()) || space(s.back())) q = Quote::Single;
  if (s == "null" || s == "Null" || s == "NULL" || s == "~") q = Quote::Single;
  for (std::string_view b : {"true", "True", "TRUE", "false", "False", "FALSE"})
    if (s == b) q = Quote::Single;
  if (isNumericText(s)) q = Quote::Single;
  if (std::string_view(R"(-?:\,[]{}#&*!|>'"%@`)").find(s[0]) != std::string_view::npos) q = Quote::Single;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '_' || c == '-' || c == '^' || c == '.' || c == ',' || c == ' ' || c == '\t') continue;
    if (c == '\n' || c == '\r' || c == 0x7f || c <= 0x1f || (c & 0x80)) return Quote::Double;
    q = Quote::Single;
  }
  return q;
}

}  // namespace

std::string yamlQuoted(std::string_view s) {
  switch (needsQuotes(s)) {
    case Quote::None: return std::string(s);
    case Quote::Single: {
      std::string out = "'";
      for (char c : s) out += c == '\'' ? std::string("''") : std::string(1, c);
      return out + "'";
    }
    case Quote::Double: {
      std::string out = "\"";
      for (unsigned char c : s) {
        switch (c) {
          case '"': out += "\\\""; break;
          case '\\': out += "\\\\"; break;
          case '\n': out += "\\n"; break;
          case '\r': out += "\\r"; break;
          case '\t': out += "\\t"; break;
          default:
            if (c < 0x20 || c == 0x7f) out += fmt::format("\\x{:02X}", c);
            else out += static_cast<char>(c);
        }
      }
      return out + "\"";
    }
  }
  return std::string(s);
}

namespace {

std::string scalarText(const MsgNode& n) {
  switch (n.kind) {
    case MsgNode::Int: return std::to_string(n.i);
    case MsgNode::UInt: return std::to_string(n.u);
    case MsgNode::Nil: return "!nil ''";
    case MsgNode::Boolean: return n.b ? "true" : "false";
    case MsgNode::Float: return fmt::format("{:e}", n.f);
    // Text that would read back as another type carries LLVM's !str tag.
    case MsgNode::String: return (inferScalar(n.s).kind != MsgNode::String ? "!str " : "") + yamlQuoted(n.s);
    case MsgNode::Binary: {
      std::string hex;
      for (unsigned char c : n.s) hex += fmt::format("{:02x}", c);
      return "!bin '" + hex + "'";
    }
    default: return {};
  }
}

void emit(std::string& out, const MsgNode& n, int indent, bool inlineFirst);

// A value after "key:" (or after "- "): scalars and empty collections on the same line.
void emitValue(std::string& out, const MsgNode& v, int indent, std::string_view padding) {
  if (v.kind == MsgNode::Array && !v.array.empty()) {
    out += "\n";
    emit(out, v, indent, false);
  } else if (v.kind == MsgNode::Map && !v.map.empty()) {
    out += "\n";
    emit(out, v, indent, false);
  } else {
    out += padding;
    out += v.kind == MsgNode::Array ? "[]" : v.kind == MsgNode::Map ? "{}" : scalarText(v);
    out += "\n";
  }
}

void emit(std::string& out, const MsgNode& n, int indent, bool inlineFirst) {
  std::string pad(indent, ' ');
  if (n.kind == MsgNode::Map) {
    bool first = true;
    for (const auto& [k, v] : n.map) {
      if (!(first && inlineFirst)) out += pad;
      first = false;
      std::string key = scalarText(k);
      out += key + ":";
      std::string padding = key.size() < 16 ? std::string(16 - key.size(), ' ') : " ";
      emitValue(out, v, indent + 2, padding);
    }
  } else if (n.kind == MsgNode::Array) {
    bool first = true;
    for (const MsgNode& e : n.array) {
      if (!(first && inlineFirst)) out += pad;
      first = false;
      out += "- ";
      if ((e.kind == MsgNode::Map && !e.map.empty()) || (e.kind == MsgNode::Array && !e.array.empty()))
        emit(out, e, indent + 2, true);
      else
        out += (e.kind == MsgNode::Array ? "[]" : e.kind == MsgNode::Map ? "{}" : scalarText(e)) + "\n";
    }
  }
}

}  // namespace

std::string toYaml(const MsgNode& node) {
  std::string out = "---\n";
  if (node.kind == MsgNode::Map || node.kind == MsgNode::Array) {
    if ((node.kind == MsgNode::Map && node.map.empty()) || (node.kind == MsgNode::Array && node.array.empty()))
      out += node.kind == MsgNode::Map ? "{}\n" : "[]\n";
    else
      emit(out, node, 0, false);
  } else {
    out += scalarText(node) + "\n";
  }
  return out + "...\n";
}

MetadataConversion metadataYamlToMsgPack(std::string_view yaml) {
  MetadataConversion r;
  auto doc = parseYamlDocument(yaml);
  if (!doc) {
    r.error = "invalid HSA metadata";
    r.detail = doc.error();
    return r;
  }
  if (std::string e = verifyHsaMetadata(*doc); !e.empty()) {
    r.error = "invalid HSA metadata";
    r.detail = e;
    return r;
  }
  r.msgpack = encodeMsgPack(*doc);
  return r;
}

Expected<std::string> metadataMsgPackToYaml(std::span<const uint8_t> msgpack) {
  auto doc = decodeMsgPack(msgpack);
  if (!doc) return fail(doc.error());
  return toYaml(*doc);
}

// ---------------------------------------------------------------------------------------------------
// Structured view

namespace {

std::string str(const MsgNode& m, std::string_view k) {
  const MsgNode* n = m.find(k);
  return n && n->kind == MsgNode::String ? n->s : std::string{};
}
uint64_t num(const MsgNode& m, std::string_view k) {
  const MsgNode* n = m.find(k);
  if (!n) return 0;
  return n->kind == MsgNode::UInt ? n->u : n->kind == MsgNode::Int ? uint64_t(n->i) : 0;
}
std::optional<uint64_t> optNum(const MsgNode& m, std::string_view k) {
  if (!m.find(k)) return std::nullopt;
  return num(m, k);
}
bool flag(const MsgNode& m, std::string_view k) {
  const MsgNode* n = m.find(k);
  return n && n->kind == MsgNode::Boolean && n->b;
}
std::vector<uint64_t> nums(const MsgNode& m, std::string_view k) {
  std::vector<uint64_t> out;
  if (const MsgNode* n = m.find(k); n && n->kind == MsgNode::Array)
    for (const MsgNode& e : n->array) out.push_back(e.kind == MsgNode::UInt ? e.u : uint64_t(e.i));
  return out;
}

}  // namespace

Expected<HsaMetadata> readHsaMetadata(const MsgNode& root) {
  if (std::string e = verifyHsaMetadata(root); !e.empty()) return fail("invalid HSA metadata: " + e);
  HsaMetadata md;
  md.version = nums(root, "amdhsa.version");
  if (const MsgNode* p = root.find("amdhsa.printf"))
    for (const MsgNode& s : p->array) md.printf.push_back(s.s);
  for (const MsgNode& k : root.find("amdhsa.kernels")->array) {
    KernelMetadata km;
    km.name = str(k, ".name");
    km.symbol = str(k, ".symbol");
    km.language = str(k, ".language");
    km.languageVersion = nums(k, ".language_version");
    km.reqdWorkgroupSize = nums(k, ".reqd_workgroup_size");
    km.workgroupSizeHint = nums(k, ".workgroup_size_hint");
    km.kernargSegmentSize = num(k, ".kernarg_segment_size");
    km.groupSegmentFixedSize = num(k, ".group_segment_fixed_size");
    km.privateSegmentFixedSize = num(k, ".private_segment_fixed_size");
    km.kernargSegmentAlign = num(k, ".kernarg_segment_align");
    km.wavefrontSize = num(k, ".wavefront_size");
    km.sgprCount = num(k, ".sgpr_count");
    km.vgprCount = num(k, ".vgpr_count");
    km.maxFlatWorkgroupSize = num(k, ".max_flat_workgroup_size");
    km.sgprSpillCount = optNum(k, ".sgpr_spill_count");
    km.vgprSpillCount = optNum(k, ".vgpr_spill_count");
    if (const MsgNode* n = k.find(".uses_dynamic_stack")) km.usesDynamicStack = n->b;
    km.uniformWorkGroupSize = optNum(k, ".uniform_work_group_size");
    km.workgroupProcessorMode = optNum(k, ".workgroup_processor_mode");
    if (const MsgNode* args = k.find(".args"))
      for (const MsgNode& a : args->array) {
        KernelArgMetadata am;
        am.name = str(a, ".name");
        am.typeName = str(a, ".type_name");
        am.valueKind = str(a, ".value_kind");
        am.addressSpace = str(a, ".address_space");
        am.access = str(a, ".access");
        am.actualAccess = str(a, ".actual_access");
        am.size = num(a, ".size");
        am.offset = num(a, ".offset");
        am.pointeeAlign = optNum(a, ".pointee_align");
        am.isConst = flag(a, ".is_const");
        am.isRestrict = flag(a, ".is_restrict");
        am.isVolatile = flag(a, ".is_volatile");
        am.isPipe = flag(a, ".is_pipe");
        km.args.push_back(std::move(am));
      }
    md.kernels.push_back(std::move(km));
  }
  return md;
}

}  // namespace gcnkit
