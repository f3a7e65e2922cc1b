// Linking one relocatable code object into a loadable one, laid out as ld.lld -shared lays it out, so
// that `gcnkit as --shared` needs no separate linker.
#pragma once
#include "object/elf_file.h"
#include "object/expected.h"

namespace gcnkit {

// What one loadable image may span: real code objects are a few megabytes; a larger span (or section alignment)
// is a malformed header, or a program-scope array no runtime would place.
constexpr uint64_t kMaxImageSpan = 1ull << 30;
// The largest section alignment the linker takes: real sections ask for at most a page (ld.lld pads the image by
// up to the alignment per section, and a merged section by as much per shard, so a huge one is only padding).
constexpr uint64_t kMaxSectionAlignment = 1ull << 20;

// The loadable object for `rel` (ET_REL), as ld.lld 22 -shared links it: input sections gathered into output
// sections by lld's names (`.rodata.str1.1` into `.rodata`), mergeable ones merged as lld merges them
// (merge_sections.h); segments R (notes, dynamic symbol and hash tables, read-only data), R+X (code), RW
// (.dynamic and .got, RELRO, padded to the page's end by .relro_padding) and RW (writable data, .bss), each at a
// page-aligned address congruent to its file offset; PT_PHDR, PT_DYNAMIC, PT_GNU_RELRO, PT_GNU_STACK and PT_NOTE
// as lld writes them; sections nothing loads (.debug_*, .AMDGPU.*) after them with their relocations applied.
// Global and weak symbols that are not hidden go to .dynsym (with .gnu.hash and .hash). PC-relative references
// are resolved; R_AMDGPU_ABS64 becomes R_AMDGPU_RELATIVE64, or R_AMDGPU_ABS64 against a symbol another object
// may preempt; R_AMDGPU_GOTPCREL* get a .got entry (relocated likewise). Undefined symbols stay undefined in
// .dynsym, for the loader. Errors, as ld.lld reports them: PC-relative references to preemptible symbols
// (global, default visibility, or undefined), absolute 32-bit relocations, a REL16 branch out of range.
Expected<ElfFile> linkShared(const ElfFile& rel);
// The same on file bytes: reads the relocatable object, links it, writes the loadable one.
Expected<std::vector<uint8_t>> linkSharedObject(std::span<const uint8_t> relocatable);

}  // namespace gcnkit
