// The code object V2 kernel header, amd_kernel_code_t: the 256 bytes that precede a V2 kernel's code in
// .text and that the `.amd_kernel_code_t` ... `.end_amd_kernel_code_t` block describes. Field layout,
// key table, defaults, diagnostics and printed form follow llvm-mc 14 (AMDKernelCodeT.h and
// AMDKernelCodeTInfo.h), checked byte for byte against it with --amdhsa-code-object-version=2.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "isa/target.h"

namespace gcnkit {

// Every member of amd_kernel_code_t in layout order (byte offset in the comment), so that decode() of
// any 256 bytes and encode() of the result give the same bytes back, including the parts no
// `.amd_kernel_code_t` key reaches (marked "no key").
struct AmdKernelCode {
  uint32_t codeVersionMajor = 0;              // 0   amd_code_version_major
  uint32_t codeVersionMinor = 0;              // 4   amd_code_version_minor
  uint16_t machineKind = 0;                   // 8   amd_machine_kind
  uint16_t machineVersionMajor = 0;           // 10
  uint16_t machineVersionMinor = 0;           // 12
  uint16_t machineVersionStepping = 0;        // 14
  int64_t kernelCodeEntryByteOffset = 0;      // 16
  int64_t kernelCodePrefetchByteOffset = 0;   // 24  no key
  uint64_t kernelCodePrefetchByteSize = 0;    // 32
  uint64_t reserved0 = 0;                     // 40  no key (was max_scratch_backing_memory_byte_size)
  // COMPUTE_PGM_RSRC1 in bits 0-31 and COMPUTE_PGM_RSRC2 in bits 32-63, with the kernel descriptor's
  // bit fields; the keys granulated_workitem_vgpr_count ... enable_exception address pieces of it.
  uint64_t computePgmResourceRegisters = 0;   // 48
  uint32_t codeProperties = 0;                // 56  enable_sgpr_* ... is_xnack_enabled bits
  uint32_t workitemPrivateSegmentByteSize = 0;  // 60
  uint32_t workgroupGroupSegmentByteSize = 0;   // 64
  uint32_t gdsSegmentByteSize = 0;            // 68
  uint64_t kernargSegmentByteSize = 0;        // 72
  uint32_t workgroupFbarrierCount = 0;        // 80
  uint16_t wavefrontSgprCount = 0;            // 84
  uint16_t workitemVgprCount = 0;             // 86
  uint16_t reservedVgprFirst = 0;             // 88
  uint16_t reservedVgprCount = 0;             // 90
  uint16_t reservedSgprFirst = 0;             // 92
  uint16_t reservedSgprCount = 0;             // 94
  uint16_t debugWavefrontPrivateSegmentOffsetSgpr = 0;  // 96
  uint16_t debugPrivateSegmentBufferSgpr = 0; // 98
  uint8_t kernargSegmentAlignment = 0;        // 100 log2
  uint8_t groupSegmentAlignment = 0;          // 101 log2
  uint8_t privateSegmentAlignment = 0;        // 102 log2
  uint8_t wavefrontSize = 0;                  // 103 log2
  int32_t callConvention = 0;                 // 104
  std::array<uint8_t, 12> reserved3{};        // 108 no key
  uint64_t runtimeLoaderKernelSymbol = 0;     // 120
  std::array<uint64_t, 16> controlDirectives{};  // 128 no key

  bool operator==(const AmdKernelCode&) const = default;
};

inline constexpr size_t kAmdKernelCodeSize = 256;

// The header llvm-mc 14 emits for an empty `.amd_kernel_code_t` block on this target: code version
// 1.2, machine kind 1, machine version from the processor name (gfx90c -> 9.0.12), entry offset 256,
// alignments 4, call_convention -1, wavefront_size 6, or 5 plus enable_wavefront_size32 for GFX10+
// wave32, and enable_wgp_mode and enable_mem_ordered on GFX10+ (llvm clears wgp_mode for +cumode, which
// Target does not model). xnack and sramecc do not change it: llvm-mc 14 leaves is_xnack_enabled 0.
AmdKernelCode defaultAmdKernelCode(const Target& t);

// Sets one key as `key = value` inside the block does in llvm-mc 14, truncating the value to the
// field's width exactly as llvm does (there is no range diagnostic: 65 for a 6-bit field stores 1).
// Accepts llvm's alternative names (machine_kind, compute_pgm_rsrc1_vgprs, ...) and ignores the
// deprecated max_scratch_backing_memory_byte_size. Returns "" on success, else llvm-mc 14's message
// (and leaves `code` unchanged): "unexpected amd_kernel_code_t field name <key>" for an unknown key and,
// when `target` is given, the per-target checks, e.g. "wavefront_size=5 is only allowed on GFX10+" or
// "enable_wavefront_size32=0 requires +WavefrontSize64". Like llvm, those checks look at the stored
// (truncated) value and run only for the primary key names. GFX10+ targets count as having exactly one
// of the wavefrontsize32/64 features, as Target models it.
std::string setAmdKernelCodeField(AmdKernelCode& code, std::string_view key, int64_t value,
                                  const Target* target = nullptr);

// The value of a key (primary or alternative name), sign-extended for the signed fields
// (kernel_code_entry_byte_offset, call_convention); nullopt for an unknown key.
std::optional<int64_t> getAmdKernelCodeField(const AmdKernelCode& code, std::string_view key);

// The primary key names in llvm-mc 14's order (the order printAmdKernelCode uses).
std::span<const std::string_view> amdKernelCodeKeys();

std::array<uint8_t, kAmdKernelCodeSize> encode(const AmdKernelCode& code);
AmdKernelCode decodeAmdKernelCode(std::span<const uint8_t, kAmdKernelCodeSize> bytes);

// The block exactly as llvm-mc 14 prints it in asm mode: "\t.amd_kernel_code_t\n", one
// "\t\t<key> = <value>\n" per key, "\t.end_amd_kernel_code_t\n". llvm prints every value through an
// int cast, so a 64-bit field shows only its low 32 bits as a signed number; see
// amdKernelCodePrintIsExact for when the text re-assembles to the same bytes.
// `gfx10Keys` false: the bits only GFX10 names (enable_wgp_mode, enable_mem_ordered, enable_fwd_progress) are
// printed by their compute_pgm_rsrc1_* names, which every generation accepts (for code re-assembled there).
std::string printAmdKernelCode(const AmdKernelCode& code, bool gfx10Keys = true);

// True when printAmdKernelCode(code), assembled again, gives back `code`: the 64-bit fields fit in an
// int32 (as signed 64-bit values) and every byte and bit that has no key is zero. (Per-target checks,
// e.g. wavefront_size=6 on a wave32 target, are the caller's to satisfy.)
bool amdKernelCodePrintIsExact(const AmdKernelCode& code);

// Parses the body of a block (the lines between, and optionally including, `.amd_kernel_code_t` and
// `.end_amd_kernel_code_t`) starting from defaultAmdKernelCode(target), one `key = integer` per line
// (decimal, 0x hex or 0b binary, optionally negative; `;` starts a comment), as llvm-mc 14 would.
// Expressions are not supported. On failure `error` holds llvm-mc's message and `line` its 1-based line.
struct AmdKernelCodeParse {
  AmdKernelCode code;
  std::string error;
  int line = 0;
};
AmdKernelCodeParse parseAmdKernelCode(std::string_view text, const Target& target);

}  // namespace gcnkit
