// Helpers for the object-layer tests: golden files of tests/data/objects.
#pragma once
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>
#include <algorithm>
#include <map>
#include <tuple>

#include <elf.h>

#include "object/elf_file.h"

namespace gcnkit::test {

inline std::string objectDataPath(const std::string& name) {
  return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/objects/" + name;
}

inline std::vector<uint8_t> readObjectFile(const std::string& name) {
  std::ifstream in(objectDataPath(name), std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)), {});
}

inline std::string readObjectText(const std::string& name) {
  std::ifstream in(objectDataPath(name));
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

// Relocations as (offset, type, target name, addend): section symbols stand for their section.
using RelocKey = std::tuple<uint64_t, uint32_t, std::string, int64_t>;
inline std::map<std::string, std::vector<RelocKey>> relocationsBySection(const ElfFile& f) {
  std::map<std::string, std::vector<RelocKey>> out;
  for (const ElfSection& rs : f.sections) {
    if (rs.type != SHT_RELA || rs.info == 0) continue;
    auto& list = out[f.sections[rs.info].name];
    for (const ElfRelocation& r : rs.relocations) {
      const ElfSymbol& s = f.symbols[r.symbol];
      list.emplace_back(r.offset, r.type, s.type == STT_SECTION ? f.sections[s.shndx].name : s.name, r.addend);
    }
    std::sort(list.begin(), list.end());
  }
  return out;
}

inline std::vector<uint8_t> fromHex(const std::string& hex) {
  std::vector<uint8_t> out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out.push_back(uint8_t(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return out;
}

}  // namespace gcnkit::test
