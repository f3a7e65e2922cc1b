// GFX12.5's 64-bit literals naming a symbol (clang-22's `s_add_nc_u64 s[0:1], s[0:1], sym@rel64+4` after
// s_get_pc_i64): eight patched bytes, FK_PCRel_8 (FK_Data_8 for @abs64), and R_AMDGPU_REL64 / ABS64 / GOTPCREL
// records, a variant keeping its record for a label of the same section, as llvm-mc 22 writes them. The listings and
// records below are llvm-mc 22's (-mcpu=gfx1250).
#include <gtest/gtest.h>

#include "asm/assembler.h"
#include "object/elf_file.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

constexpr const char* kSource =
    ".text\n"
    "s_get_pc_i64 s[0:1]\n"
    "s_add_nc_u64 s[0:1], s[0:1], foo@rel64+4\n"
    "s_mov_b64 s[0:1], foo@rel64\n"
    "s_add_co_u32 s0, s0, foo@rel32@lo+4\n"
    "s_add_nc_u64 s[0:1], s[0:1], foo@abs64\n"
    "s_add_nc_u64 s[0:1], s[0:1], foo\n"
    "s_add_nc_u64 s[0:1], s[0:1], foo@gotpcrel+4\n"
    "s_add_nc_u64 s[0:1], s[0:1], bar@rel64+4\n"
    "s_add_nc_u64 s[0:1], s[0:1], bar+4\n"
    "bar:\n";

TEST(Literal64Fixups, ListedAsLlvmMc22) {
  AssembleOptions o;
  o.target = target("gfx1250");
  o.listing = true;
  o.showEncoding = true;
  o.resolve = false;
  AssembleResult r = assemble("s_add_nc_u64 s[0:1], s[0:1], foo@rel64+4\ns_add_nc_u64 s[0:1], s[0:1], foo@abs64\n"
                              "s_mov_b32 s0, foo@abs32@lo\n", o);
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  EXPECT_EQ(r.listing,
            "\ts_add_nc_u64 s[0:1], s[0:1], foo@rel64+4 ; encoding: [0x00,0xfe,0x80,0xa9,A,A,A,A,A,A,A,A]\n"
            "                                        ;   fixup A - offset: 4, value: foo@rel64+4, kind: FK_PCRel_8\n"
            "\ts_add_nc_u64 s[0:1], s[0:1], foo@abs64  ; encoding: [0x00,0xfe,0x80,0xa9,A,A,A,A,A,A,A,A]\n"
            "                                        ;   fixup A - offset: 4, value: foo@abs64, kind: FK_Data_8\n"
            "\ts_mov_b32 s0, foo@abs32@lo              ; encoding: [0xff,0x00,0x80,0xbe,A,A,A,A]\n"
            "                                        ;   fixup A - offset: 4, value: foo@abs32@lo, kind: FK_Data_4\n");
}

TEST(Literal64Fixups, RelocationsAsLlvmMc22) {
  const std::vector<uint8_t> obj = relocatableObject(kSource, "gfx1250", 6);
  auto f = readElf(obj);
  ASSERT_TRUE(f) << f.error();
  const ElfSection* rela = nullptr;
  for (const ElfSection& s : f->sections)
    if (s.name == ".rela.text") rela = &s;
  ASSERT_NE(rela, nullptr);
  struct Want {
    uint64_t offset;
    uint32_t type;
    const char* symbol;
    int64_t addend;
  };
  // (bar+4, with no variant, is resolved in place: no record)
  const Want want[] = {{0x08, reloc::kRel64, "foo", 4},  {0x14, reloc::kRel64, "foo", 0},
                       {0x20, reloc::kRel32Lo, "foo", 4}, {0x28, reloc::kAbs64, "foo", 0},
                       {0x34, reloc::kRel64, "foo", 0},  {0x40, reloc::kGotPcRel, "foo", 4},
                       {0x4c, reloc::kRel64, "", 0x64}};  // (through .text's section symbol)
  ASSERT_EQ(rela->relocations.size(), std::size(want));
  for (size_t i = 0; i < std::size(want); ++i) {
    const ElfRelocation& r = rela->relocations[i];
    EXPECT_EQ(r.offset, want[i].offset) << i;
    EXPECT_EQ(r.type, want[i].type) << i;
    EXPECT_EQ(f->symbols[r.symbol].name, want[i].symbol) << i;
    if (!*want[i].symbol) {
      EXPECT_EQ(f->sections[f->symbols[r.symbol].shndx].name, ".text");
    }
    EXPECT_EQ(r.addend, want[i].addend) << i;
  }
  // The in-place one: bar (0x64) + 4 - the literal's address (0x58).
  const ElfSection* text = nullptr;
  for (const ElfSection& s : f->sections)
    if (s.name == ".text") text = &s;
  ASSERT_NE(text, nullptr);
  ASSERT_GE(text->data.size(), 0x60u);
  uint64_t v = 0;
  for (int b = 7; b >= 0; --b) v = v << 8 | text->data[0x58 + size_t(b)];
  EXPECT_EQ(v, 0xcu);
}

}  // namespace
}  // namespace gcnkit::test
