// AMDGPU code object metadata: the YAML text of .amdgpu_metadata, the MessagePack bytes of the
// NT_AMDGPU_METADATA note, and a structured view of kernels and their arguments. Conversions follow
// llvm::msgpack::Document as LLVM 14 uses it (type inference, key order, smallest encodings).
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "object/expected.h"

namespace gcnkit {

// A document node; kinds and their order are llvm::msgpack::Type's (maps sort keys by kind, then value).
struct MsgNode {
  enum Kind : uint8_t { Int, UInt, Nil, Boolean, Float, String, Binary, Array, Map } kind = Nil;
  int64_t i = 0;
  uint64_t u = 0;
  bool b = false;
  double f = 0;
  std::string s;  // String and Binary
  std::vector<MsgNode> array;
  std::vector<std::pair<MsgNode, MsgNode>> map;  // kept sorted by key

  MsgNode();  // defined after the class: clang cannot check pair<MsgNode, MsgNode> inside it
  static MsgNode string(std::string v);
  static MsgNode uinteger(uint64_t v);
  const MsgNode* find(std::string_view key) const;  // string key lookup in a map
  bool isScalar() const { return kind < Array; }
  // Inserts or replaces, keeping LLVM's key order.
  void set(MsgNode key, MsgNode value);
};
inline MsgNode::MsgNode() = default;
bool operator<(const MsgNode& a, const MsgNode& b);  // llvm::msgpack::DocNode's order (scalars)
bool operator==(const MsgNode& a, const MsgNode& b);

// How large a metadata document may be. A document tree takes some 300 bytes per element, and an element may be
// one byte of MessagePack: a 12 MB note of 300,000 arguments took 800 MB. Beyond these limits a note or YAML
// block is refused with a message before it is unpacked (kernels and arguments are checked as they are read).
inline constexpr uint64_t kMaxMetadataBytes = uint64_t(64) << 20;    // a MessagePack note
inline constexpr uint64_t kMaxMetadataYamlBytes = uint64_t(32) << 20;  // YAML text (a yaml-cpp node is larger)
inline constexpr uint64_t kMaxMetadataElements = uint64_t(1) << 21;   // scalars, arrays and maps
inline constexpr uint64_t kMaxMetadataMapEntries = 4096;               // keys of one map (LLVM writes ~30)
inline constexpr uint64_t kMaxMetadataKernels = 65536;
inline constexpr uint64_t kMaxMetadataArguments = 4096;                // of one kernel, hidden ones included

// A string as llvm::yaml::Output writes a scalar: plain, 'single' or "double" quoted as it needs.
std::string yamlQuoted(std::string_view s);

// YAML text to a document, inferring each scalar's type as LLVM does: unsigned integer (0x, 0b, 0o
// and leading-0 octal accepted), signed integer, boolean (true/yes/on/y... and their negations),
// anything strtod accepts or an empty scalar becomes nil (LLVM 14 loses floats), else a string.
// Quoting does not make a string; the tags !str, !int, !bool, !nil ... do.
Expected<MsgNode> parseYamlDocument(std::string_view yaml);

// The HSA metadata checks of llvm-mc (AMDGPU::HSAMD::V3::MetadataVerifier): required keys, value
// types and enumerations. Returns an empty string when valid, else what is wrong.
std::string verifyHsaMetadata(const MsgNode& root);

// MessagePack with llvm::msgpack::Writer's choices (smallest integer forms, str8, float32 when in range).
std::vector<uint8_t> encodeMsgPack(const MsgNode& node);
// Parses MessagePack; the whole span must be one object. Nesting and sizes are limited by the input and by the
// kMaxMetadata* limits above.
Expected<MsgNode> decodeMsgPack(std::span<const uint8_t> bytes);

// YAML as llvm-readelf prints the metadata note ("---" ... "...", keys padded to 16 columns).
std::string toYaml(const MsgNode& node);

// What llvm-mc does with an .amdgpu_metadata block: parse, verify, encode. On failure `error` is
// llvm-mc's message ("invalid HSA metadata") and `detail` says why.
struct MetadataConversion {
  std::vector<uint8_t> msgpack;
  std::string error, detail;
};
MetadataConversion metadataYamlToMsgPack(std::string_view yaml);
// The note bytes back to the YAML text llvm-readelf prints.
Expected<std::string> metadataMsgPackToYaml(std::span<const uint8_t> msgpack);

// The structured view (code object V3+ keys).
struct KernelArgMetadata {
  std::string name, typeName, valueKind, addressSpace, access, actualAccess;
  uint64_t size = 0, offset = 0;
  std::optional<uint64_t> pointeeAlign;
  bool isConst = false, isRestrict = false, isVolatile = false, isPipe = false;
};
struct KernelMetadata {
  std::string name, symbol, language;
  std::vector<uint64_t> languageVersion, reqdWorkgroupSize, workgroupSizeHint;
  uint64_t kernargSegmentSize = 0, groupSegmentFixedSize = 0, privateSegmentFixedSize = 0;
  uint64_t kernargSegmentAlign = 0, wavefrontSize = 0, sgprCount = 0, vgprCount = 0, maxFlatWorkgroupSize = 0;
  std::optional<uint64_t> sgprSpillCount, vgprSpillCount;
  // Code object V5 keys (absent before).
  std::optional<bool> usesDynamicStack;
  std::optional<uint64_t> uniformWorkGroupSize, workgroupProcessorMode;
  std::vector<KernelArgMetadata> args;
};
struct HsaMetadata {
  std::vector<uint64_t> version;  // amdhsa.version
  std::vector<std::string> printf;
  std::vector<KernelMetadata> kernels;
};
// Reads the structured view from a (verified) document.
Expected<HsaMetadata> readHsaMetadata(const MsgNode& root);

}  // namespace gcnkit
