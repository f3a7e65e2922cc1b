#include "asm/object_output.h"

#include <algorithm>
#include <map>

#include "object/code_object.h"
#include "object/elf_file.h"
#include "object/notes.h"

namespace gcnkit {

uint32_t elfFlags(const Target& t, int version) { return makeEFlags(t, version); }

Expected<std::vector<uint8_t>> writeObjectFile(const AssembleResult& r, const Target& t, const ObjectOptions& o) {
  const AsmProgram& prog = r.program;
  const int version = r.codeObjectVersion ? r.codeObjectVersion : o.codeObjectVersion;
  RelocatableSpec spec;
  spec.osabi = o.hsa ? kElfOsAbiAmdgpuHsa : 0;
  // EI_ABIVERSION: V2 0, V3 1, V4 2, V5 3 (HSA only).
  spec.abiVersion = o.hsa ? uint8_t(version >= 3 ? version - 2 : 0) : 0;
  spec.flags = elfFlags(t, version);
  for (const AsmSection& s : prog.sections) {
    ElfSection e;
    e.name = s.name;
    e.type = s.type;
    e.flags = s.flags;
    e.align = s.align;
    e.entsize = s.entsize;
    e.data = s.bytes;
    e.size = s.type == SHT_NOBITS ? s.bssSize : s.bytes.size();
    spec.sections.push_back(std::move(e));
  }
  spec.relocations.resize(spec.sections.size());
  // Symbols in order of first appearance (the writer puts the local ones first), like llvm-mc: temporaries
  // and section symbols are in the list only where a relocation or the address-significance table names them.
  std::map<std::string, uint32_t> index;
  std::map<int, uint32_t> sectionSymbol;
  std::vector<uint32_t> specIndex(prog.symbols.size(), 0);
  for (size_t i = 0; i < prog.symbols.size(); ++i) {
    const AsmSymbol& s = prog.symbols[i];
    if (s.temporary) continue;
    ElfSymbol e;
    e.name = s.type == STT_SECTION ? std::string() : s.name;  // section symbols are nameless
    e.value = s.value;
    e.size = s.size;
    e.bind = s.bind;
    e.type = s.type;
    e.visibility = s.visibility;
    e.shndx = s.section >= 0 ? uint16_t(s.section + 1) : s.section == -2 ? uint16_t(SHN_ABS)
              : s.section == -3 ? uint16_t(SHN_COMMON) : s.section == -4 ? kShnAmdgpuLds : uint16_t(SHN_UNDEF);
    specIndex[i] = uint32_t(spec.symbols.size());
    if (s.type == STT_SECTION) sectionSymbol.emplace(s.section, specIndex[i]);
    else index[s.name] = specIndex[i];
    spec.symbols.push_back(std::move(e));
  }
  if (prog.addrsig) {
    spec.addrsig = true;
    for (uint32_t i : prog.addrsigSymbols) spec.addrsigSymbols.push_back(specIndex[i]);
  }
  for (const AsmRelocation& rel : prog.relocations) {
    ElfRelocation e;
    e.offset = rel.offset;
    e.type = rel.type;
    e.addend = rel.addend;
    if (rel.symbol.empty()) {
      auto [it, fresh] = sectionSymbol.emplace(rel.targetSection, uint32_t(spec.symbols.size()));
      if (fresh) {
        ElfSymbol sym;
        sym.name = prog.sections[size_t(rel.targetSection)].name;
        sym.type = STT_SECTION;
        sym.shndx = uint16_t(rel.targetSection + 1);
        sym.name.clear();  // section symbols are nameless; readers show the section's name
        spec.symbols.push_back(std::move(sym));
      }
      e.symbol = it->second;
    } else {
      auto it = index.find(rel.symbol);
      if (it == index.end()) {
        ElfSymbol sym;
        sym.name = rel.symbol;
        sym.bind = STB_GLOBAL;
        index[rel.symbol] = uint32_t(spec.symbols.size());
        spec.symbols.push_back(std::move(sym));
        it = index.find(rel.symbol);
      }
      e.symbol = it->second;
    }
    spec.relocations[size_t(rel.section)].push_back(e);
  }
  auto file = buildRelocatable(spec);
  if (!file) return Expected<std::vector<uint8_t>>::failure(file.error());
  return writeElf(*file);
}

}  // namespace gcnkit
