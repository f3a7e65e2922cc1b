// `gcnkit as --shared`: loadable code objects against what ld.lld 22 links from llvm-mc's objects for the
// same programs (tests/data/programs/expected/*.so), section by section.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "asm/object_output.h"
#include "gcnkit/dispatch.h"
#include "object/merge_sections.h"
#include "object/shared_object.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

std::string programsDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/"; }


Expected<std::vector<uint8_t>> assembleShared(const std::string& program, const Target& t) {
  AssembleOptions o;
  o.target = t;
  o.hsa = o.relocatable = true;
  o.fileName = program;
  AssembleResult r = assemble(slurp(programsDir() + program + ".s"), o);
  if (r.errors) return fail(r.diagnostics);
  auto obj = writeObjectFile(r, t, ObjectOptions{});
  if (!obj) return fail(obj.error());
  return linkSharedObject(*obj);
}

TEST(SharedObject, EqualsWhatLdLldLinks) {
  std::ifstream in(programsDir() + "cases.txt");
  int compared = 0;
  for (std::string prog, cpu; in >> prog >> cpu;) {
    const std::string want = programsDir() + "expected/" + prog + "." + cpu + ".so";
    if (!std::filesystem::exists(want)) continue;  // ld.lld rejects it (see RejectsWhatLdLldRejects)
    SCOPED_TRACE(prog + " " + cpu);
    auto got = assembleShared(prog, target(cpu.c_str()));
    ASSERT_TRUE(got) << got.error();
    const std::string lld = withWave32Descriptors(slurp(want), target(cpu.c_str()), slurp(programsDir() + prog + ".s"));
    auto a = readElf(*got);
    auto b = readElf({reinterpret_cast<const uint8_t*>(lld.data()), lld.size()});
    ASSERT_TRUE(a && b);
    EXPECT_EQ(a->type, ET_DYN);
    EXPECT_EQ(a->flags, b->flags);
    EXPECT_EQ(a->abiVersion, b->abiVersion);
    ASSERT_EQ(a->segments.size(), b->segments.size());
    for (size_t i = 0; i < a->segments.size(); ++i) {
      const ElfSegment &x = a->segments[i], &y = b->segments[i];
      EXPECT_EQ(std::tie(x.type, x.flags, x.offset, x.vaddr, x.filesz, x.memsz, x.align),
                std::tie(y.type, y.flags, y.offset, y.vaddr, y.filesz, y.memsz, y.align)) << "segment " << i;
    }
    ASSERT_EQ(a->sections.size(), b->sections.size());
    bool afterComment = false;
    for (size_t i = 1; i < a->sections.size(); ++i) {
      const ElfSection &x = a->sections[i], &y = b->sections[i];
      EXPECT_EQ(x.name, y.name);
      EXPECT_EQ(std::tie(x.type, x.flags, x.addr, x.align, x.entsize, x.link, x.info),
                std::tie(y.type, y.flags, y.addr, y.align, y.entsize, y.link, y.info)) << x.name;
      // .comment names the linker; the non-loaded sections after it move with its length.
      if (x.name == ".comment") {
        afterComment = true;
        continue;
      }
      if (!afterComment) {
        EXPECT_EQ(x.offset, y.offset) << x.name;
      }
      EXPECT_EQ(x.size, y.size) << x.name;
      EXPECT_EQ(x.data, y.data) << x.name;
    }
    ++compared;
  }
  EXPECT_GE(compared, 8);
}

// out[wg] = value + wg, run from the relocatable object and from the linked one: the same results.
std::vector<uint32_t> runStore(std::span<const uint8_t> object) {
  auto m = emu::Machine::create("gfx900");
  const uint64_t out = m->allocate(16);
  emu::KernelDispatch d;
  d.grid = {4, 1, 1};
  d.kernarg.resize(12);
  const uint32_t value = 100;
  std::memcpy(d.kernarg.data(), &out, 8);
  std::memcpy(d.kernarg.data() + 8, &value, 4);
  emu::LaunchResult r = emu::dispatchKernel(*m, object, "store", d);
  EXPECT_TRUE(r.ok()) << r.fault.message;
  std::vector<uint32_t> words(4);
  EXPECT_TRUE(m->read(out, {reinterpret_cast<uint8_t*>(words.data()), 16}));
  return words;
}

TEST(SharedObject, RunsOnTheEmulatorLikeTheRelocatableObject) {
  const Target t = target("gfx900");
  AssembleOptions o;
  o.target = t;
  o.hsa = o.relocatable = true;
  AssembleResult r = assemble(slurp(programsDir() + "store_kernel.s"), o);
  ASSERT_EQ(r.errors, 0) << r.diagnostics;
  auto obj = writeObjectFile(r, t, ObjectOptions{});
  ASSERT_TRUE(obj);
  auto so = linkSharedObject(*obj);
  ASSERT_TRUE(so) << so.error();
  EXPECT_EQ(runStore(*so), (std::vector<uint32_t>{100, 101, 102, 103}));
  EXPECT_EQ(runStore(*so), runStore(*obj));
}

TEST(SharedObject, RejectsWhatLdLldRejects) {
  // table is global with default visibility: another module could preempt it, so a PC-relative
  // reference to it cannot be resolved (ld.lld: "recompile with -fPIC").
  auto so = assembleShared("sections_and_relocs", target("gfx900"));
  ASSERT_FALSE(so);
  EXPECT_NE(so.error().find("relocation R_AMDGPU_REL32_LO cannot be used against symbol 'table'"), std::string::npos)
      << so.error();
  auto branches = assembleShared("branches", target("gfx900"));
  ASSERT_FALSE(branches);
  EXPECT_NE(branches.error().find("R_AMDGPU_REL16 cannot be used against symbol 'k'"), std::string::npos);
  // Undefined symbols are the loader's to bind: they stay in .dynsym.
  ElfFile f;
  ElfSymbol u;
  u.name = "missing";
  u.bind = STB_GLOBAL;
  f.symbols.push_back(u);
  auto linked = linkShared(f);
  ASSERT_TRUE(linked) << linked.error();
  const int dynsym = linked->findSection(".dynsym");
  ASSERT_GT(dynsym, 0);
  EXPECT_EQ(linked->sections[size_t(dynsym)].data.size(), 2 * sizeof(Elf64_Sym));
  ElfFile dyn;
  dyn.type = ET_DYN;
  EXPECT_FALSE(linkShared(dyn));
}

// A hostile relocatable object's alignments and sizes are errors before anything is allocated for them (a fuzzed
// SHF_MERGE section at alignment 2^48 once asked for 2^49 bytes: 32 shards, each at the alignment).
TEST(SharedObject, RefusesAlignmentsAndSizesNoImageCouldHold) {
  auto withSection = [](uint64_t flags, uint64_t align, uint32_t type = SHT_PROGBITS, uint64_t size = 0) {
    ElfFile f;
    f.sections.emplace_back();  // the null section
    ElfSection s;
    s.name = ".rodata.str1.1";
    s.type = type;
    s.flags = flags;
    s.align = align;
    s.entsize = 1;
    if (type == SHT_NOBITS) s.size = size;
    else s.data = {'a', 0, 'b', 0};
    s.size = type == SHT_NOBITS ? size : s.data.size();
    f.sections.push_back(s);
    return f;
  };
  auto merged = linkShared(withSection(SHF_ALLOC | SHF_MERGE | SHF_STRINGS, 1ull << 48));
  ASSERT_FALSE(merged);
  EXPECT_NE(merged.error().find("alignment 281474976710656"), std::string::npos) << merged.error();
  EXPECT_NE(merged.error().find("beyond the 1024 KiB"), std::string::npos) << merged.error();
  auto odd = linkShared(withSection(SHF_ALLOC, 48));
  ASSERT_FALSE(odd);
  EXPECT_NE(odd.error().find("alignment 48 is not a power of two"), std::string::npos) << odd.error();
  auto bss = linkShared(withSection(SHF_ALLOC | SHF_WRITE, 8, SHT_NOBITS, 1ull << 40));
  ASSERT_FALSE(bss);
  EXPECT_NE(bss.error().find("1 GiB"), std::string::npos) << bss.error();
  // The same section at a modest alignment links: 32 shards at 4 KiB each stay within the limit.
  auto fine = linkShared(withSection(SHF_ALLOC | SHF_MERGE | SHF_STRINGS, 4096));
  EXPECT_TRUE(fine) << fine.error();
  // Sixty-four distinct strings fall into several of the 32 shards, each starting at the alignment: at 4 KiB that
  // is more than 8 KiB, and the merge says so instead of allocating.
  std::vector<uint8_t> strings;
  for (int i = 0; i < 64; ++i) strings.insert(strings.end(), {uint8_t('A' + i), 0});
  const MergeInput in{strings, 1, true};
  auto big = mergeSections(std::span(&in, 1), 4096, 8192);
  ASSERT_FALSE(big);
  EXPECT_NE(big.error().find("merged pieces at alignment 4096 exceed the 8192 bytes"), std::string::npos) << big.error();
  auto small = mergeSections(std::span(&in, 1), 1, 8192);
  ASSERT_TRUE(small) << small.error();
  EXPECT_EQ(small->data.size(), strings.size());  // distinct strings: nothing merged away, no padding
}

}  // namespace
}  // namespace gcnkit::test
