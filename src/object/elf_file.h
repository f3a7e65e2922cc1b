// An in-memory ELF64 little-endian object (the only kind AMDGPU code objects are), with a reader that
// trusts nothing in the file and a writer that lays relocatable objects out exactly as llvm-mc does.
#pragma once
#include <elf.h>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "object/expected.h"

namespace gcnkit {

// AMDGPU ELF constants; <elf.h> only knows EM_AMDGPU.
inline constexpr uint8_t kElfOsAbiAmdgpuHsa = 64, kElfOsAbiAmdgpuPal = 65, kElfOsAbiAmdgpuMesa3d = 66;
inline constexpr uint8_t kSttAmdgpuHsaKernel = 10;  // a code object V2 kernel symbol (marks amd_kernel_code_t)
namespace reloc {
inline constexpr uint32_t kNone = 0, kAbs32Lo = 1, kAbs32Hi = 2, kAbs64 = 3, kRel32 = 4, kRel64 = 5, kAbs32 = 6,
                          kGotPcRel = 7, kGotPcRel32Lo = 8, kGotPcRel32Hi = 9, kRel32Lo = 10, kRel32Hi = 11,
                          kRelative64 = 13, kRel16 = 14;
}  // namespace reloc
// "R_AMDGPU_REL32_LO"; empty for unknown types.
std::string_view amdgpuRelocName(uint32_t type);

struct ElfRelocation {
  uint64_t offset = 0;
  uint32_t type = 0;
  uint32_t symbol = 0;  // index into ElfFile::symbols (0: no symbol)
  int64_t addend = 0;   // always 0 for SHT_REL
};

struct ElfSection {
  std::string name;
  uint32_t type = SHT_NULL;
  uint64_t flags = 0, addr = 0, align = 0, entsize = 0;
  uint32_t link = 0, info = 0;
  std::vector<uint8_t> data;  // empty for SHT_NOBITS (its size is `size`)
  uint64_t size = 0;          // sh_size; the writer takes data.size() for every type but SHT_NOBITS
  uint64_t offset = 0;        // sh_offset as read; the writer recomputes it for ET_REL
  uint32_t nameOffset = 0;    // sh_name as read; kept by the writer for linked files when still valid
  // SHT_REL/SHT_RELA sections: the decoded entries. The writer encodes them (ET_REL) instead of `data`.
  std::vector<ElfRelocation> relocations;
};

struct ElfSymbol {
  std::string name;
  uint64_t value = 0, size = 0;
  uint8_t bind = STB_LOCAL, type = STT_NOTYPE, visibility = STV_DEFAULT;
  uint16_t shndx = SHN_UNDEF;  // index into ElfFile::sections, or SHN_ABS / SHN_COMMON / SHN_UNDEF
};

struct ElfSegment {
  uint32_t type = PT_NULL, flags = 0;
  uint64_t offset = 0, vaddr = 0, paddr = 0, filesz = 0, memsz = 0, align = 0;
};

struct ElfFile {
  uint16_t type = ET_REL;
  uint16_t machine = EM_AMDGPU;
  uint8_t osabi = kElfOsAbiAmdgpuHsa;
  uint8_t abiVersion = 0;
  uint32_t flags = 0;  // e_flags
  uint64_t entry = 0;
  // The section header table, index 0 being the null section: sections[sym.shndx] is a symbol's section.
  std::vector<ElfSection> sections{ElfSection{}};
  uint16_t shstrndx = 0;
  // .symtab, index 0 being the null symbol (ELF symbol indices are indices here).
  std::vector<ElfSymbol> symbols{ElfSymbol{}};
  std::vector<ElfSegment> segments;  // program headers (ET_DYN / ET_EXEC)

  // Index of the first section called `name`, or -1.
  int findSection(std::string_view name) const;
  // Index of the first symbol called `name`, or -1.
  int findSymbol(std::string_view name) const;
  // The bytes of a section's content, empty for NOBITS.
  std::span<const uint8_t> sectionData(int index) const;
};

// Parses and validates an ELF64 little-endian file. Every offset, size, count, index and string is
// checked; the error says which and where. Symbols come from the first SHT_SYMTAB, relocations are
// decoded into their REL/RELA section.
Expected<ElfFile> readElf(std::span<const uint8_t> bytes);

// Decodes a SHT_SYMTAB or SHT_DYNSYM section of `f` (index 0 the null symbol), checked as readElf checks
// .symtab. Dynamic relocations index .dynsym, which readElf does not keep.
Expected<std::vector<ElfSymbol>> readSymbolTable(const ElfFile& f, int section);

// Serializes a file.
// ET_REL: laid out as llvm-mc lays out relocatable objects: content sections in header order at their
// alignment, then .symtab, then REL/RELA sections, then the section-name string table, then the
// section headers (8-aligned). .symtab, the string tables and REL/RELA contents are regenerated from
// `symbols` and `relocations` (names tail-merged like LLVM's StringTableBuilder); local symbols are
// moved before global ones (relocations follow) and .symtab's sh_info is set.
// Other types (linked code objects): written as stored, each section at its `offset`, program headers
// right after the ELF header and section headers at the end.
Expected<std::vector<uint8_t>> writeElf(const ElfFile& file);

// The relocatable layout llvm-mc produces, built from content sections only:
// null, .strtab, each content section followed by its .rela section (if it has relocations), .symtab.
// `relocations[i]` belong to `sections[i]`; symbols' shndx and relocation symbol indices refer to
// 1-based content section indices and to `symbols` (index 0 = null symbol) and are remapped.
struct RelocatableSpec {
  uint8_t osabi = kElfOsAbiAmdgpuHsa, abiVersion = 0;
  uint32_t flags = 0;
  std::vector<ElfSection> sections;                      // content sections, no null section
  std::vector<std::vector<ElfRelocation>> relocations;   // per content section (may be shorter)
  std::vector<ElfSymbol> symbols{ElfSymbol{}};
};
Expected<ElfFile> buildRelocatable(const RelocatableSpec& spec);

// .symtab / .dynsym contents: Elf64_Sym entries (index 0 the null symbol) with the given name offsets.
std::vector<uint8_t> encodeSymbols(const std::vector<ElfSymbol>& syms, const std::vector<uint32_t>& nameOffsets);

// LLVM's ELF string table: "" at 0, strings sorted by reversed text, suffixes shared. Returns the
// table and each input string's offset.
struct StringTable {
  std::vector<uint8_t> bytes;
  std::vector<uint32_t> offsets;  // parallel to the input
};
StringTable buildStringTable(const std::vector<std::string>& strings);

}  // namespace gcnkit
