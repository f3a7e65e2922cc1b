// ELF note records (namesz, descsz, type, name, desc; name and desc padded to 4 bytes) and the AMDGPU
// ones: the V3+ MessagePack metadata note and the code object V2 "AMD" notes.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "object/expected.h"

namespace gcnkit {

inline constexpr uint32_t kNtAmdgpuMetadata = 32;          // "AMDGPU", MessagePack
inline constexpr uint32_t kNtAmdHsaCodeObjectVersion = 1;  // "AMD", V2
inline constexpr uint32_t kNtAmdHsaHsail = 2;
inline constexpr uint32_t kNtAmdHsaIsaVersion = 3;
inline constexpr uint32_t kNtAmdHsaMetadata = 10;          // YAML text
inline constexpr uint32_t kNtAmdHsaIsaName = 11;

struct NoteRecord {
  std::string name;  // without the terminating NUL
  uint32_t type = 0;
  std::vector<uint8_t> desc;
};

// Parses a whole SHT_NOTE section (or PT_NOTE segment); every size is checked against the data.
Expected<std::vector<NoteRecord>> parseNotes(std::span<const uint8_t> data);
// Encodes records as llvm-mc writes them (namesz counts the NUL; zero padding to 4 bytes).
std::vector<uint8_t> encodeNotes(std::span<const NoteRecord> notes);

NoteRecord makeAmdgpuMetadataNote(std::vector<uint8_t> msgpack);

// V2 descriptors.
struct HsaCodeObjectVersion {
  uint32_t major = 0, minor = 0;
};
struct HsaIsaVersion {
  uint32_t major = 0, minor = 0, stepping = 0;
  std::string vendor = "AMD", arch = "AMDGPU";
};
struct HsaHsail {
  uint32_t major = 0, minor = 0;
  uint8_t profile = 0, machineModel = 0, defaultFloatRound = 0;
};
NoteRecord makeCodeObjectVersionNote(HsaCodeObjectVersion v);
NoteRecord makeIsaVersionNote(const HsaIsaVersion& v);
NoteRecord makeHsailNote(const HsaHsail& v);
NoteRecord makeIsaNameNote(std::string_view targetId);    // "amdgcn-amd-amdhsa--gfx900"
NoteRecord makeHsaMetadataNote(std::string_view yamlText);  // V2 YAML metadata
Expected<HsaCodeObjectVersion> parseCodeObjectVersionNote(const NoteRecord& n);
Expected<HsaIsaVersion> parseIsaVersionNote(const NoteRecord& n);
Expected<HsaHsail> parseHsailNote(const NoteRecord& n);
// NT_AMD_HSA_ISA_NAME and NT_AMD_HSA_METADATA: the text (a trailing NUL, if any, removed).
std::string noteText(const NoteRecord& n);

}  // namespace gcnkit
