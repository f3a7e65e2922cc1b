// Linking one relocatable code object into a loadable one, laid out as ld.lld -shared lays it out, so
// that `gcnkit as --shared` needs no separate linker.
#pragma once
#include "object/elf_file.h"
#include "object/expected.h"

namespace gcnkit {

// The loadable object for `rel` (ET_REL): segments R (notes, dynamic symbol and hash tables, read-only
// data), R+X (code) and RW (.dynamic, then writable data), each at a page-aligned address congruent to
// its file offset; PT_PHDR, PT_DYNAMIC, PT_GNU_RELRO, PT_GNU_STACK and PT_NOTE as lld writes them.
// Global and weak symbols that are not hidden go to .dynsym (with .gnu.hash and .hash); every symbol
// binds within the object (no preemption, as the HSA loader resolves nothing else). PC-relative
// relocations are resolved; R_AMDGPU_ABS64 becomes an R_AMDGPU_RELATIVE64 dynamic relocation.
// Undefined symbols stay undefined in .dynsym, for the loader (as with ld.lld -shared). Errors, as ld.lld
// reports them: PC-relative references to preemptible symbols (global, default visibility), absolute
// 32-bit and GOT relocations (not implemented: a loadable object is position-independent and gcnkit
// makes no GOT), a REL16 branch out of range.
Expected<ElfFile> linkShared(const ElfFile& rel);
// The same on file bytes: reads the relocatable object, links it, writes the loadable one.
Expected<std::vector<uint8_t>> linkSharedObject(std::span<const uint8_t> relocatable);

}  // namespace gcnkit
