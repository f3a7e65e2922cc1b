// The dynamic symbol tables of a linked code object as ld.lld 22 writes them (shared_object.cpp lays them out):
// .dynstr, .gnu.hash (one bucket per four defined symbols, a Bloom filter of 12 bits per symbol), .hash, and
// the .dynsym order they imply (undefined symbols first, the defined ones by hash bucket).
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gcnkit::link {

// A string table as lld writes .dynstr and .strtab: "" first, then each new string in the order given
// (exact duplicates shared, no suffix merging).
struct LinkerStrings {
  std::vector<uint8_t> bytes{0};
  std::map<std::string, uint32_t> offsetOf{{"", 0}};
  explicit LinkerStrings(const std::vector<std::string>& inOrder);
};

struct DynamicSymbolTables {
  std::vector<size_t> order;      // indices into the names given, in .dynsym order (after the null symbol)
  std::vector<uint32_t> nameOffsets;  // .dynstr offsets, in .dynsym order, the null symbol's first
  std::vector<uint8_t> dynstr, gnuHash, hash;
};

// `names` in symbol-table order, `defined[i]` whether name i is defined here.
DynamicSymbolTables dynamicSymbolTables(const std::vector<std::string>& names, const std::vector<bool>& defined);

}  // namespace gcnkit::link
