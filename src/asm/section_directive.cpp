#include "asm/section_directive.h"

#include <elf.h>

#include <fmt/format.h>

namespace gcnkit {

std::string sectionOperands(std::string_view name, uint32_t type, uint64_t flags, uint64_t entsize) {
  std::string f;
  if (flags & SHF_ALLOC) f += 'a';
  if (flags & SHF_EXECINSTR) f += 'x';
  if (flags & SHF_WRITE) f += 'w';
  if (flags & SHF_MERGE) f += 'M';
  if (flags & SHF_STRINGS) f += 'S';
  const char* kind = type == SHT_NOBITS ? "nobits" : type == SHT_NOTE ? "note" : type == SHT_INIT_ARRAY ? "init_array"
                     : type == SHT_FINI_ARRAY ? "fini_array" : type == SHT_PREINIT_ARRAY ? "preinit_array" : "progbits";
  std::string text = fmt::format("{},\"{}\",@{}", name, f, kind);
  if (flags & SHF_MERGE) text += fmt::format(",{}", entsize);
  return text;
}

}  // namespace gcnkit
