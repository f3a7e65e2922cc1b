// ELF reader/writer against llvm-mc and ld.lld output (tests/data/objects, see regenerate.sh), and
// malformed files that must give errors, never crashes.
#include <gtest/gtest.h>

#include <cstring>

#include <fmt/format.h>

#include "asm/object_disassembler.h"
#include "object/code_object.h"
#include "object/elf_file.h"
#include "object/shared_object.h"
#include "object_test_support.h"
#include "test_support.h"

namespace gcnkit {
namespace {

const char* kGoldenObjects[] = {"hello_gfx900.o", "hello_gfx900.so", "hello_gfx900_v3.o", "multi_gfx1030.o",
                                "meta_types.o", "v2_gfx900.o"};

TEST(ObjectElf, ReadWriteIsByteExactOnLlvmOutput) {
  for (const char* name : kGoldenObjects) {
    SCOPED_TRACE(name);
    auto bytes = test::readObjectFile(name);
    ASSERT_FALSE(bytes.empty());
    auto f = readElf(bytes);
    ASSERT_TRUE(f) << f.error();
    auto out = writeElf(*f);
    ASSERT_TRUE(out) << out.error();
    EXPECT_EQ(*out, bytes);
  }
}

TEST(ObjectElf, ReadsSectionsSymbolsAndRelocations) {
  auto f = readElf(test::readObjectFile("multi_gfx1030.o"));
  ASSERT_TRUE(f) << f.error();
  EXPECT_EQ(f->type, ET_REL);
  EXPECT_EQ(f->osabi, kElfOsAbiAmdgpuHsa);
  EXPECT_EQ(f->abiVersion, 2);
  EXPECT_EQ(f->flags, 0x36u);
  ASSERT_EQ(f->sections.size(), 9u);
  EXPECT_EQ(f->sections[1].name, ".strtab");
  EXPECT_EQ(f->sections[2].name, ".text");
  EXPECT_EQ(f->sections[2].align, 256u);
  EXPECT_EQ(f->sections[6].type, uint32_t(SHT_NOBITS));
  EXPECT_EQ(f->sections[6].size, 16u);
  const ElfSection& rela = f->sections[3];
  EXPECT_EQ(rela.name, ".rela.text");
  ASSERT_EQ(rela.relocations.size(), 3u);
  EXPECT_EQ(rela.relocations[0].type, reloc::kRel32Lo);
  EXPECT_EQ(rela.relocations[0].addend, 4);
  EXPECT_EQ(f->symbols[rela.relocations[0].symbol].name, "ext");
  EXPECT_EQ(amdgpuRelocName(rela.relocations[1].type), "R_AMDGPU_REL32_HI");
  int wk = f->findSymbol("wk");
  ASSERT_GT(wk, 0);
  EXPECT_EQ(f->symbols[wk].bind, STB_WEAK);
  EXPECT_EQ(f->sections[f->symbols[wk].shndx].name, ".foo");
  EXPECT_EQ(f->symbols[f->findSymbol("hid")].visibility, STV_HIDDEN);
}

// The assembler's path: content sections, symbols and relocations in; llvm-mc's bytes out.
TEST(ObjectElf, BuildRelocatableReproducesLlvmMc) {
  for (const char* name : {"hello_gfx900.o", "multi_gfx1030.o", "meta_types.o"}) {
    SCOPED_TRACE(name);
    auto bytes = test::readObjectFile(name);
    auto f = readElf(bytes);
    ASSERT_TRUE(f) << f.error();
    RelocatableSpec spec;
    spec.osabi = f->osabi;
    spec.abiVersion = f->abiVersion;
    spec.flags = f->flags;
    std::vector<uint16_t> contentIndex(f->sections.size(), 0);
    for (size_t i = 1; i < f->sections.size(); ++i) {
      const ElfSection& s = f->sections[i];
      if (s.type == SHT_SYMTAB || s.type == SHT_RELA || i == f->shstrndx) continue;
      spec.sections.push_back(s);
      contentIndex[i] = uint16_t(spec.sections.size());
    }
    spec.relocations.resize(spec.sections.size());
    for (const ElfSection& s : f->sections)
      if (s.type == SHT_RELA) spec.relocations[contentIndex[s.info] - 1] = s.relocations;
    spec.symbols = f->symbols;
    for (ElfSymbol& s : spec.symbols)
      if (s.shndx != SHN_UNDEF && s.shndx < SHN_LORESERVE) s.shndx = contentIndex[s.shndx];
    auto built = buildRelocatable(spec);
    ASSERT_TRUE(built) << built.error();
    auto out = writeElf(*built);
    ASSERT_TRUE(out) << out.error();
    EXPECT_EQ(*out, bytes);
  }
}

TEST(ObjectElf, WriterPutsLocalSymbolsFirst) {
  RelocatableSpec spec;
  ElfSection text;
  text.name = ".text";
  text.type = SHT_PROGBITS;
  text.flags = SHF_ALLOC | SHF_EXECINSTR;
  text.align = 256;
  text.data = {0x00, 0x00, 0x81, 0xbf};
  spec.sections.push_back(text);
  ElfSymbol g{"g", 0, 4, STB_GLOBAL, STT_FUNC, STV_DEFAULT, 1};
  ElfSymbol l{"l", 0, 0, STB_LOCAL, STT_NOTYPE, STV_DEFAULT, 1};
  spec.symbols = {ElfSymbol{}, g, l};
  spec.relocations = {{ElfRelocation{0, reloc::kAbs32, 1, 0}, ElfRelocation{0, reloc::kAbs32Lo, 2, 8}}};
  auto built = buildRelocatable(spec);
  ASSERT_TRUE(built) << built.error();
  auto bytes = writeElf(*built);
  ASSERT_TRUE(bytes) << bytes.error();
  auto back = readElf(*bytes);
  ASSERT_TRUE(back) << back.error();
  ASSERT_EQ(back->symbols.size(), 3u);
  EXPECT_EQ(back->symbols[1].name, "l");
  EXPECT_EQ(back->symbols[2].name, "g");
  int symtab = back->findSection(".symtab");
  EXPECT_EQ(back->sections[symtab].info, 2u);
  const ElfSection& rela = back->sections[back->findSection(".rela.text")];
  EXPECT_EQ(back->symbols[rela.relocations[0].symbol].name, "g");
  EXPECT_EQ(back->symbols[rela.relocations[1].symbol].name, "l");
  EXPECT_EQ(rela.relocations[1].addend, 8);
}

TEST(ObjectElf, StringTableTailMergesLikeLlvm) {
  StringTable t = buildStringTable({".text", ".rela.text", "", ".text", "a"});
  std::string bytes(t.bytes.begin(), t.bytes.end());
  // Sorted by reversed text, greatest first: "txet.aler." before "a"; ".text" shares ".rela.text"'s tail.
  EXPECT_EQ(bytes, std::string("\0.rela.text\0a\0", 14));
  EXPECT_EQ(t.offsets, (std::vector<uint32_t>{6, 1, 0, 6, 12}));
}

// Every prefix of a valid file, and every header field set to extreme values: errors, no crashes.
TEST(ObjectElf, TruncatedFilesGiveErrors) {
  for (const char* name : kGoldenObjects) {
    auto bytes = test::readObjectFile(name);
    for (size_t n = 0; n < bytes.size(); ++n) {
      std::span<const uint8_t> prefix(bytes.data(), n);
      auto f = readElf(prefix);
      if (n < sizeof(Elf64_Ehdr)) {
        ASSERT_FALSE(f);
        EXPECT_EQ(f.error(), fmt::format("file too small for an ELF header ({} bytes, need 64)", n));
      } else if (f) {
        // A prefix can only be valid if it still holds everything the headers point at.
        ADD_FAILURE() << name << " prefix " << n << " accepted";
      }
      (void)readCodeObject(prefix);
    }
  }
}

std::vector<uint8_t> patched(std::vector<uint8_t> b, size_t at, const void* v, size_t size) {
  std::memcpy(b.data() + at, v, size);
  return b;
}

TEST(ObjectElf, MalformedHeadersGivePreciseErrors) {
  auto good = test::readObjectFile("hello_gfx900.o");
  auto eh = [&] {
    Elf64_Ehdr h;
    std::memcpy(&h, good.data(), sizeof h);
    return h;
  }();
  auto expectError = [](const std::vector<uint8_t>& b, const std::string& msg) {
    auto f = readElf(b);
    ASSERT_FALSE(f);
    EXPECT_EQ(f.error(), msg);
  };
  uint64_t bigOff = 0x7ffffffffffffff0ull;
  expectError(patched(good, offsetof(Elf64_Ehdr, e_shoff), &bigOff, 8),
              "section header table extends past end of file (offset 0x7ffffffffffffff0, size 64)");
  uint16_t many = 0xfff0;
  expectError(patched(good, offsetof(Elf64_Ehdr, e_shnum), &many, 2),
              fmt::format("section header table extends past end of file (offset 0x{:x}, size {})", eh.e_shoff,
                          0xfff0 * 64));
  uint16_t badIndex = 200;
  expectError(patched(good, offsetof(Elf64_Ehdr, e_shstrndx), &badIndex, 2),
              "section name string table index 200 is out of range (there are 7 sections)");
  uint8_t cls = ELFCLASS32;
  expectError(patched(good, EI_CLASS, &cls, 1), "not a 64-bit ELF file (EI_CLASS = 1)");
  uint8_t magic = 0;
  expectError(patched(good, 1, &magic, 1), "not an ELF file (bad magic)");
  uint16_t entsize = 40;
  expectError(patched(good, offsetof(Elf64_Ehdr, e_shentsize), &entsize, 2),
              "section header entry size is 40, expected 64");

  // Section 2 (.text): offset and size beyond the file.
  size_t sh2 = eh.e_shoff + 2 * sizeof(Elf64_Shdr);
  uint64_t hugeSize = ~uint64_t(0) - 8;
  expectError(patched(good, sh2 + offsetof(Elf64_Shdr, sh_size), &hugeSize, 8),
              "section [2] extends past end of file (offset 0x100, size 0xfffffffffffffff7)");
  uint32_t badName = 0x1000;
  expectError(patched(good, sh2 + offsetof(Elf64_Shdr, sh_name), &badName, 4),
              "section [2] has name offset 0x1000 outside the section name string table (size 0x45)");
  // .symtab (section 6): entry size, link, and a symbol's name and section.
  size_t sh6 = eh.e_shoff + 6 * sizeof(Elf64_Shdr);
  uint64_t symEnt = 16;
  expectError(patched(good, sh6 + offsetof(Elf64_Shdr, sh_entsize), &symEnt, 8),
              "section [6] '.symtab': symbol entry size is 16, expected 24");
  uint32_t badLink = 2;
  expectError(patched(good, sh6 + offsetof(Elf64_Shdr, sh_link), &badLink, 4),
              "section [6] '.symtab': sh_link 2 is not a string table");
  Elf64_Shdr symtab;
  std::memcpy(&symtab, good.data() + sh6, sizeof symtab);
  size_t sym1 = symtab.sh_offset + sizeof(Elf64_Sym);
  uint32_t badSymName = 0x999;
  expectError(patched(good, sym1 + offsetof(Elf64_Sym, st_name), &badSymName, 4),
              "section [6] '.symtab': symbol 1 has name offset 0x999 outside its string table (size 0x45)");
  uint16_t badShndx = 50;
  expectError(patched(good, sym1 + offsetof(Elf64_Sym, st_shndx), &badShndx, 2),
              "section [6] '.symtab': symbol 1 ('hello_world') has section index 50 but there are 7 sections");
  // .rela.rodata (section 4): a relocation naming a symbol that does not exist.
  size_t sh4 = eh.e_shoff + 4 * sizeof(Elf64_Shdr);
  Elf64_Shdr rela;
  std::memcpy(&rela, good.data() + sh4, sizeof rela);
  uint64_t info = ELF64_R_INFO(77, reloc::kRel64);
  expectError(patched(good, rela.sh_offset + offsetof(Elf64_Rela, r_info), &info, 8),
              "section [4] '.rela.rodata': relocation 0 refers to symbol 77 but the symbol table has 3 entries");
}

TEST(ObjectElf, RandomCorruptionNeverCrashes) {
  test::Rng rng{42};
  for (const char* name : kGoldenObjects) {
    auto good = test::readObjectFile(name);
    for (int i = 0; i < 2000; ++i) {
      auto b = good;
      int flips = 1 + int(rng.below(4));
      for (int k = 0; k < flips; ++k) {
        size_t at = rng.below(uint32_t(b.size()));
        b[at] = rng.below(3) == 0 ? 0xff : uint8_t(rng.next());
      }
      auto f = readElf(b);
      if (f) (void)writeElf(*f);
      if (f && f->type == ET_REL)
        if (auto linked = linkShared(*f)) (void)writeElf(*linked);
      // Whatever reads back must also list and turn into a program without harm.
      if (auto co = readCodeObject(b)) {
        (void)objdumpListing(*co, name);
        (void)objectSource(*co);
      }
    }
  }
}

}  // namespace
}  // namespace gcnkit
