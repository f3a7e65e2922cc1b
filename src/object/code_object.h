// A read-only view of an AMDGPU code object (relocatable or linked): target from e_flags and the ABI
// version, kernels with their decoded descriptors, metadata.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "isa/target.h"
#include "object/elf_file.h"
#include "object/expected.h"
#include "object/amd_kernel_code.h"
#include "object/kernel_descriptor.h"
#include "object/metadata.h"
#include "object/notes.h"

namespace gcnkit {

// e_flags (LLVM 14's EF_AMDGPU_*).
inline constexpr uint32_t kEfAmdgpuMach = 0x0ff;
inline constexpr uint32_t kEfAmdgpuFeatureXnackV3 = 0x100, kEfAmdgpuFeatureSrameccV3 = 0x200;  // V2, V3
inline constexpr uint32_t kEfAmdgpuFeatureXnackV4 = 0x300, kEfAmdgpuFeatureSrameccV4 = 0xc00;  // V4+ fields
inline constexpr uint32_t kEfAmdgpuFeatureXnackAnyV4 = 0x100, kEfAmdgpuFeatureXnackOffV4 = 0x200,
                          kEfAmdgpuFeatureXnackOnV4 = 0x300;
inline constexpr uint32_t kEfAmdgpuFeatureSrameccAnyV4 = 0x400, kEfAmdgpuFeatureSrameccOffV4 = 0x800,
                          kEfAmdgpuFeatureSrameccOnV4 = 0xc00;

enum class FeatureSetting : uint8_t { Unsupported, Any, Off, On };

// EF_AMDGPU_GENERIC_VERSION (V6): the version of a generic processor's ISA contract, bits 24-31.
inline constexpr uint32_t kEfAmdgpuGenericVersionShift = 24, kEfAmdgpuGenericVersionMask = 0xff000000;
inline constexpr uint32_t kGenericVersion = 1;  // what LLVM 18-22 write for every generic processor

// The code object versions gcnkit reads and writes.
inline constexpr int kMinCodeObjectVersion = 2, kMaxCodeObjectVersion = 6;
// The one message for a version outside them, wherever it comes from (option, directive, ELF header).
std::string unsupportedCodeObjectVersion(int64_t version);
// A --amdhsa-code-object-version value: a decimal number from 2 to 6, else the message above (or "not a number").
Expected<int> parseCodeObjectVersion(std::string_view text);

// HSA code object version from EI_ABIVERSION (0 -> 2, 1 -> 3, 2 -> 4, 3 -> 5, 4 -> 6); nullopt if unknown.
std::optional<int> hsaCodeObjectVersion(uint8_t abiVersion);
uint8_t hsaAbiVersion(int codeObjectVersion);

// The e_flags llvm-mc writes for a target and code object version (2..6): machine, then xnack and
// sramecc as single bits (V2/V3: set when on or "any") or as any/off/on fields (V4+); V6 generic
// processors add the generic version (LLVM 18+).
uint32_t makeEFlags(const Target& t, int codeObjectVersion);

struct CodeObjectKernel {
  std::string name;
  int entrySymbol = -1, descriptorSymbol = -1;  // indices into elf.symbols (-1: absent)
  // V3+: NAME.kd decoded. V2: the fields of the amd_kernel_code_t header that a descriptor has.
  std::optional<KernelDescriptor> descriptor;
  std::string descriptorError;  // why `descriptor` is empty although NAME.kd (or the V2 header) exists
  // V2 only: the 256-byte header at the kernel symbol; the code starts kernelCodeEntryByteOffset after it.
  std::optional<AmdKernelCode> amdKernelCode;
};

struct CodeObject {
  ElfFile elf;
  int codeObjectVersion = 0;  // 2..6 for amdhsa; 0 for other OS ABIs
  // The processor; null when it is one gcnkit's ISA does not cover yet (then `unsupported` names it:
  // only with ReadOptions::allowUnsupportedProcessor). A processor of a generation being filled (gfx1250, gfx1251)
  // is `processor` with ReadOptions::processors = IncludingUnfinished (its generation's descriptor fields) and
  // `unsupported` too: no command disassembles or runs it yet.
  const Processor* processor = nullptr;
  const UnsupportedProcessor* unsupported = nullptr;
  uint32_t genericVersion = 0;  // V6 generic processors: e_flags bits 24-31
  FeatureSetting xnack = FeatureSetting::Unsupported, sramecc = FeatureSetting::Unsupported;
  std::vector<NoteRecord> notes;
  std::optional<MsgNode> metadata;  // NT_AMDGPU_METADATA (V3+)
  std::string metadataV2;           // NT_AMD_HSA_METADATA text (V2)
  std::vector<CodeObjectKernel> kernels;

  // "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-" (features only when not "any"/unsupported).
  std::string targetId() const;
  std::string_view processorName() const;
  // A Target for the descriptor and instruction tables (xnack/sramecc on when "on" or "any").
  Target target() const;
};

// Reads and validates: ELF checks, EM_AMDGPU, a known machine, the notes; every STT_FUNC symbol NAME
// with a NAME.kd STT_OBJECT of 64 bytes becomes a kernel, and (code object V2) every
// STT_AMDGPU_HSA_KERNEL symbol, whose amd_kernel_code_t also gives `descriptor` (sizes, the resource
// registers, the enable_sgpr_* bits, the entry offset). Metadata that does not decode is an error.
// A processor whose ISA gcnkit does not support yet is an error naming it, unless the options allow it
// (`gcnkit info` describes such objects).
struct ReadOptions {
  bool allowUnsupportedProcessor = false;
  // IncludingUnfinished: an object of an unfinished processor is read with that processor (no error).
  ProcessorScope processors = ProcessorScope::Supported;
};
Expected<CodeObject> readCodeObject(std::span<const uint8_t> bytes, ReadOptions options = {});

// The kernel's entry of the metadata note (V3+: NT_AMDGPU_METADATA; V2: the YAML note). nullopt when there
// is no note, or with `error` saying why when the note does not decode or (V3+) has no entry for the kernel.
std::optional<KernelMetadata> kernelMetadata(const CodeObject& co, std::string_view name, std::string& error);

}  // namespace gcnkit
