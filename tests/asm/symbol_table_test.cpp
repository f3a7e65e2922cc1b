// The assembler's symbol table (asm/symbol_table.h): names to entries that never move, in order of first
// appearance, with names copied (the text they came from may be released).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "asm/symbol_table.h"

namespace gcnkit::asmimpl {
namespace {

// "L<i>" (built by appending: GCC 12's -Wrestrict misfires on "L" + std::to_string(i) inlined)
std::string label(size_t i) {
  std::string s = "L";
  s += std::to_string(i);
  return s;
}

TEST(SymbolTable, FindsWhatWasAddedInOrderOfFirstAppearance) {
  SymbolTable t;
  std::vector<SymbolEntry*> refs;
  for (int i = 0; i < 50000; ++i) {  // many growths of the slot array
    std::string name = label(size_t(i));
    const uint32_t index = t.add(name);
    ASSERT_EQ(index, uint32_t(i));
    t.at(index).value = uint64_t(i) * 4;
    refs.push_back(&t.at(index));
    name.assign(name.size(), '#');  // the table keeps its own copy of the name
  }
  EXPECT_EQ(t.size(), 50000u);
  for (int i = 0; i < 50000; i += 97) {
    const std::string name = label(size_t(i));
    SymbolEntry* e = t.find(name);
    ASSERT_NE(e, nullptr) << name;
    EXPECT_EQ(e, refs[size_t(i)]);  // entries never move
    EXPECT_EQ(e->name, name);
    EXPECT_EQ(e->value, uint64_t(i) * 4);
    EXPECT_EQ(t.add(name), uint32_t(i));  // adding again finds the same entry
  }
  EXPECT_EQ(t.size(), 50000u);
  EXPECT_EQ(t.find("L50000"), nullptr);
  EXPECT_FALSE(t.contains("L"));
  EXPECT_FALSE(t.contains(""));
  size_t i = 0;
  for (const SymbolEntry& e : t.entries()) EXPECT_EQ(e.name, label(i++));
}

TEST(SymbolTable, NamesOfAnyLengthAndContent) {
  SymbolTable t;
  const std::string longName(100000, 'x'), prefix(7, 'x');  // a long name gets its own block
  const std::vector<std::string> names = {"", "a", "abcdefgh", "abcdefghi", "abcdefg", longName, prefix,
                                          std::string("a\0b", 3), std::string("a\0c", 3), "kernel.kd"};
  for (const std::string& n : names) t[n].size = n.size() + 1;
  ASSERT_EQ(t.size(), names.size());
  for (const std::string& n : names) {
    const SymbolEntry* e = t.find(n);
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->name, n);
    EXPECT_EQ(e->size, n.size() + 1);
  }
}

}  // namespace
}  // namespace gcnkit::asmimpl
