// A code object as the ROCm loader maps it: every PT_LOAD segment at its virtual address relative to one load
// base, the part of a segment beyond its file bytes (.bss) zeroed, the dynamic relocations applied against the
// object's own symbols. A relocatable object is linked first, as `gcnkit as --shared` links it.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "object/elf_file.h"
#include "object/expected.h"

namespace gcnkit {

// A named symbol of the image: from .symtab when the object has one (program-scope variables of OpenCL are
// local symbols there), else from .dynsym. `value` is its virtual address (relative to the load base).
struct ImageSymbol {
  std::string name;
  uint64_t value = 0, size = 0;
  uint8_t type = STT_NOTYPE, bind = STB_LOCAL;
  bool writable = false;    // in a writable PT_LOAD segment (a variable the kernel may change)
  bool executable = false;  // in an executable PT_LOAD segment
};

struct LoadableImage {
  ElfFile elf;                      // the loadable object (ET_DYN or ET_EXEC); a relocatable input linked
  std::vector<uint8_t> file;        // its bytes (what `elf` was read from)
  bool linkedOnLoad = false;        // the input was relocatable
  uint64_t span = 0;                // bytes from virtual address 0 to the end of the last PT_LOAD segment
  uint64_t alignment = 0x1000;      // the largest PT_LOAD alignment (the load base's)
  std::vector<ElfSegment> loads;    // the PT_LOAD segments, in program-header order
  std::vector<ImageSymbol> symbols; // named, defined symbols (no section or file symbols)

  const ImageSymbol* findSymbol(std::string_view name) const;
};

// Reads a code object for loading. A relocatable object (ET_REL) is linked into the layout ld.lld -shared
// makes; when that fails the error says why and how to link it outside. Errors name what is wrong: no
// PT_LOAD segment, a segment outside the file or overlapping another, a span beyond what a loader maps.
Expected<LoadableImage> prepareImage(std::span<const uint8_t> file);

// The image's bytes as mapped at guest address `base`: `span` bytes, each segment's file bytes at its virtual
// address, everything else zero, then every dynamic relocation (the SHT_RELA/SHT_REL sections that refer to
// .dynsym, or to no symbol table) applied: R_AMDGPU_RELATIVE64, ABS64, ABS32, ABS32_LO/HI, REL32, REL64,
// REL32_LO/HI and NONE. Any other type, a relocation outside every segment, a symbol the object does not define
// or an absolute 32-bit value that does not fit is an error naming the relocation.
Expected<std::vector<uint8_t>> mapImage(const LoadableImage& image, uint64_t base);

}  // namespace gcnkit
