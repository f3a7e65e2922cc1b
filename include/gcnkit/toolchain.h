// gcnkit's assembler, disassembler and code-object reader as a library: text to a code object (or bare
// machine code), machine code and code objects back to text, and what a code object holds (its processor,
// kernels, descriptors and metadata). Plain structs and one class; no gcnkit internals in the signatures.
//
//   gcnkit::toolchain::AssembleOptions o;
//   o.mcpu = "gfx900";
//   gcnkit::toolchain::Assembled a = gcnkit::toolchain::assemble(source, o);   // a relocatable object
//   if (!a.ok()) std::fputs((a.diagnostics + a.error).c_str(), stderr);
//   std::string error;
//   auto co = gcnkit::toolchain::CodeObject::read(a.bytes, &error);
//   for (const auto& k : co->kernels()) std::puts(k.name.c_str());
//   std::fputs(co->disassemble("kernel.o").c_str(), stdout);           // as llvm-objdump -d prints it
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gcnkit::toolchain {

// ---------------------------------------------------------------- processors

// "" when gcnkit knows the processor (gfx900, or an alias such as fiji) with the features (+xnack,
// -wavefrontsize32, ...), else why not (LLVM's wording).
std::string checkTarget(std::string_view mcpu, std::string_view mattr = "");

// The processor and features a source names in its `.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack+"`
// directive; nullopt when it names none.
struct TargetName {
  std::string mcpu, mattr;
};
std::optional<TargetName> sourceTarget(std::string_view source);

// ---------------------------------------------------------------- assembling

enum class Output : uint8_t {
  Object,  // a relocatable code object, as llvm-mc -filetype=obj writes it
  Shared,  // a loadable code object, as ld.lld -shared links it from the object
  Raw,     // the .text section's bytes, labels resolved
};

// Assembly stops after this many errors with "too many errors emitted" (0: never); llvm-mc has no limit, but a
// repeated error (`.rept 1000000000` around a bad line) must not print without end.
inline constexpr uint32_t kDefaultErrorLimit = 10000;

struct AssembleOptions {
  std::string mcpu;                  // empty: the processor of the source's .amdgcn_target
  std::optional<std::string> mattr;  // unset: the features of the source's .amdgcn_target (with no mcpu), else none
  Output output = Output::Object;
  int codeObjectVersion = 4;         // 2..6; the source's .amdhsa_code_object_version overrides it
  bool hsa = true;                   // the amdgcn-amd-amdhsa triple (the HSA OS ABI, .amdgcn.* symbols)
  std::string fileName = "<stdin>";  // diagnostics name the source so
  int threads = 0;                   // threads that parse lines ahead (0: every core, 1: none); output unchanged
  uint32_t errorLimit = kDefaultErrorLimit;  // errors before assembly stops (0: no limit)
  // Called now and then with an offset before which the assembler is done with the source, so that a mapped
  // file may release it (the text must stay readable: a diagnostic may quote a line again).
  std::function<void(size_t)> sourceDone;
};

enum class AssembleFailure : uint8_t {
  None,
  NoProcessor,  // no mcpu, and the source has no .amdgcn_target
  Target,       // an unknown processor or feature (error says which)
  Source,       // errors in the source (diagnostics)
  Object,       // the code object could not be written (error)
  Link,         // the code object could not be linked into a loadable one (error)
};

struct Assembled {
  AssembleFailure failure = AssembleFailure::None;
  std::vector<uint8_t> bytes;  // the output asked for
  std::string diagnostics;     // every diagnostic, warnings too: "file:line:col: error: ..." as llvm-mc writes them
  std::string error;           // NoProcessor, Target, Object and Link failures: the message
  bool ok() const { return failure == AssembleFailure::None; }
};
Assembled assemble(std::string_view source, const AssembleOptions& options);

// A relocatable code object linked into a loadable one (as ld.lld -shared); empty and `error` set on failure.
std::vector<uint8_t> linkShared(std::span<const uint8_t> object, std::string* error = nullptr);

// ---------------------------------------------------------------- disassembling

// Bare machine code listed as `gcnkit dis --raw` lists it: per instruction its text, offset and encoding,
// each line reassembling to its bytes (words that do not decode as .long). Empty and `error` set for an
// unknown processor.
std::string disassemble(std::span<const uint8_t> code, std::string_view mcpu, std::string_view mattr = "",
                        std::string* error = nullptr);
// The same listing handed over in pieces as it is made, on `threads` threads (0: every core); false (and
// `error`) for an unknown processor.
bool disassemble(std::span<const uint8_t> code, std::string_view mcpu, std::string_view mattr,
                 const std::function<void(std::span<const std::string_view> pieces)>& write, int threads,
                 std::string* error = nullptr);

// The text of the one instruction at the start of `bytes` (LLVM syntax, as the listing prints it), or
// ".long 0x..." for a word that does not decode. Its signature is the emulator's
// EmulatorOptions::instructionText: pass it there for reports, faults and traces in LLVM's syntax.
std::string disassembleInstruction(std::string_view mcpu, std::string_view mattr, std::span<const uint8_t> bytes);

// ---------------------------------------------------------------- code objects

struct KernelArgument {
  std::string name, typeName;  // .name, .type_name
  std::string valueKind;       // .value_kind: by_value, global_buffer, hidden_global_offset_x, ...
  std::string addressSpace;    // .address_space (buffers)
  uint64_t offset = 0, size = 0;
  bool hidden() const { return valueKind.starts_with("hidden_"); }
};

// A kernel's entry of the metadata note (the keys every code object version has).
struct KernelMetadata {
  std::string symbol;
  uint64_t kernargSegmentSize = 0, kernargSegmentAlign = 0;
  uint64_t groupSegmentFixedSize = 0, privateSegmentFixedSize = 0;
  uint64_t wavefrontSize = 0, sgprCount = 0, vgprCount = 0, maxFlatWorkgroupSize = 0;
  std::vector<uint64_t> reqdWorkgroupSize;  // empty when not required
  std::vector<KernelArgument> arguments;   // explicit and hidden, in order
};

struct Kernel {
  std::string name;
  // The kernel descriptor: every field its generation has, by the name of AMDGPUUsage's descriptor table
  // ("COMPUTE_PGM_RSRC1.GRANULATED_WORKITEM_VGPR_COUNT", "KERNEL_CODE_PROPERTIES.ENABLE_SGPR_KERNARG_SEGMENT_PTR",
  // ...), and its 64 bytes; empty, and descriptorError saying why, when it cannot be read.
  std::vector<std::pair<std::string, uint64_t>> descriptor;
  std::vector<uint8_t> descriptorBytes;
  std::string descriptorError;
  std::optional<KernelMetadata> metadata;  // nullopt: no metadata note, or metadataError says why
  std::string metadataError;
};

// What a code object (relocatable or loadable; code object V2 to V6) holds. Read once; copies nothing back.
class CodeObject {
 public:
  // nullptr and `error` set when the bytes are not a readable AMDGPU code object.
  static std::unique_ptr<CodeObject> read(std::span<const uint8_t> bytes, std::string* error = nullptr);
  ~CodeObject();
  CodeObject(const CodeObject&) = delete;
  CodeObject& operator=(const CodeObject&) = delete;

  std::string processor() const;  // gfx900, ...
  std::string targetId() const;   // amdgcn-amd-amdhsa--gfx900:xnack+
  int codeObjectVersion() const;
  bool relocatable() const;       // ET_REL (an object), else loadable (ET_DYN)
  const std::vector<Kernel>& kernels() const;
  const Kernel* kernel(std::string_view name) const;  // nullptr when there is none of that name

  // Decode for another processor than the file names (llvm-objdump --mcpu); false for an unknown one.
  bool decodeAs(std::string_view mcpu);
  // The llvm-objdump -d listing; `fileName` heads it. The streamed form hands it over in chunks, made on
  // `threads` threads (0: every core).
  std::string disassemble(std::string_view fileName = "<bytes>") const;
  void disassemble(std::string_view fileName, const std::function<void(std::string_view chunk)>& write,
                   int threads = 0) const;
  // An assembly program that re-assembles to the same sections (`gcnkit dis --source`), and what it cannot
  // reproduce exactly (one line each).
  struct Source {
    std::string text;
    std::vector<std::string> inexact;
  };
  Source source() const;

 private:
  CodeObject();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gcnkit::toolchain
