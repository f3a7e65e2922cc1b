// ld.lld 22's layout rules `gcnkit as --shared` follows beyond what the programs and clang's objects exercise:
// RELRO sections, constructor arrays, empty segments, .bss offsets, and dynamic relocations the loader could not
// write. Each case states what ld.lld 22 writes; LinkedLayout.EqualsLdLld22 checks the same sources against it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "asm/object_output.h"
#include "object/shared_object.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

Expected<std::vector<uint8_t>> objectOf(const std::string& src) {
  AssembleOptions o;
  o.target = target("gfx900");
  o.hsa = o.relocatable = true;
  AssembleResult r = assemble(".amdhsa_code_object_version 5\n" + src, o);
  if (r.errors) return fail(r.diagnostics);
  return writeObjectFile(r, o.target, ObjectOptions{});
}

Expected<std::vector<uint8_t>> linked(const std::string& src) {
  auto obj = objectOf(src);
  if (!obj) return fail(obj.error());
  return linkSharedObject(*obj);
}

const char* kRelro = ".text\nf: s_nop 0\ns_getpc_b64 s[0:1]\ns_add_u32 s0, s0, g@gotpcrel32@lo+4\n"
                     ".section .bss.rel.ro,\"aw\",@nobits\n.zero 8\n.section .data.rel.ro,\"aw\",@progbits\n.quad f\n"
                     ".section .init_array,\"aw\",@init_array\n.quad f\n.section .foo.rel.ro,\"aw\",@progbits\n"
                     ".long 1\n.globl g\n.data\ng: .long 2\n";
const char* kNoCode = ".section .rodata,\"a\",@progbits\n.long 7\n.quad 9\n";
const char* kBss = ".text\ns_nop 0\n.data\n.long 1\n.section .foo,\"aw\",@nobits\n.p2align 4\n.zero 8\n.bss\n"
                   ".p2align 5\n.zero 8\n";

TEST(LinkedLayout, RelroSectionsPrecedeDynamicAndConstructorsAreListed) {
  auto so = linked(kRelro);
  ASSERT_TRUE(so) << so.error();
  auto f = readElf(*so);
  ASSERT_TRUE(f) << f.error();
  std::vector<std::string> order;
  for (const ElfSection& s : f->sections) order.push_back(s.name);
  const std::vector<std::string> want = {"", ".dynsym", ".gnu.hash", ".hash", ".dynstr", ".rela.dyn", ".text",
                                         ".data.rel.ro", ".init_array", ".dynamic", ".got", ".bss.rel.ro",
                                         ".relro_padding", ".foo.rel.ro", ".data"};
  ASSERT_GE(order.size(), want.size());
  EXPECT_EQ(std::vector<std::string>(order.begin(), order.begin() + long(want.size())), want);
  // The RELRO segment runs from .data.rel.ro to the padding's end; DT_INIT_ARRAY names the array.
  const ElfSection& relro = f->sections[size_t(f->findSection(".data.rel.ro"))];
  bool relroSegment = false;
  for (const ElfSegment& p : f->segments) relroSegment |= p.type == PT_GNU_RELRO && p.vaddr == relro.addr;
  EXPECT_TRUE(relroSegment);
  const ElfSection& dyn = f->sections[size_t(f->findSection(".dynamic"))];
  const ElfSection& init = f->sections[size_t(f->findSection(".init_array"))];
  bool initArray = false, initSize = false;
  for (size_t at = 0; at + 16 <= dyn.data.size(); at += 16) {
    uint64_t tag, value;
    std::memcpy(&tag, dyn.data.data() + at, 8);
    std::memcpy(&value, dyn.data.data() + at + 8, 8);
    initArray |= tag == DT_INIT_ARRAY && value == init.addr;
    initSize |= tag == DT_INIT_ARRAYSZ && value == 8;
  }
  EXPECT_TRUE(initArray && initSize);
}

TEST(LinkedLayout, NoEmptyLoadSegmentAndBssWhereTheFileIs) {
  auto so = linked(kNoCode);
  ASSERT_TRUE(so) << so.error();
  auto f = readElf(*so);
  ASSERT_TRUE(f) << f.error();
  for (const ElfSegment& p : f->segments)
    EXPECT_FALSE(p.type == PT_LOAD && p.memsz == 0) << "an empty PT_LOAD at 0x" << std::hex << p.vaddr;
  so = linked(kBss);
  ASSERT_TRUE(so) << so.error();
  f = readElf(*so);
  ASSERT_TRUE(f) << f.error();
  const ElfSection& data = f->sections[size_t(f->findSection(".data"))];
  EXPECT_EQ(f->sections[size_t(f->findSection(".foo"))].offset, data.offset + 4);
  EXPECT_EQ(f->sections[size_t(f->findSection(".bss"))].offset, data.offset + 4);
}

TEST(LinkedLayout, DynamicRelocationsOnlyWhereTheLoaderWrites) {
  auto so = linked(".text\nf: s_nop 0\n.section .rodata,\"a\",@progbits\n.quad f\n");
  ASSERT_FALSE(so);
  EXPECT_EQ(so.error(), "relocation R_AMDGPU_ABS64 cannot be used against local symbol; recompile with -fPIC");
  so = linked(".text\n.globl f\nf: s_nop 0\n.quad f\n");
  ASSERT_FALSE(so);
  EXPECT_EQ(so.error(), "relocation R_AMDGPU_ABS64 cannot be used against symbol 'f'; recompile with -fPIC");
  EXPECT_TRUE(linked(".text\nf: s_nop 0\n.data\n.quad f\n"));
}

TEST(LinkedLayout, EqualsLdLld22) {
  const char* lld = "/usr/lib/llvm-22/bin/ld.lld";
  if (!std::filesystem::exists(lld)) GTEST_SKIP() << "needs ld.lld 22";
  const std::string dir = ::testing::TempDir();
  for (const char* src : {kRelro, kNoCode, kBss}) {
    auto obj = objectOf(src);
    ASSERT_TRUE(obj) << obj.error();
    const std::string in = dir + "/layout_in.o", out = dir + "/layout_out.so";
    std::ofstream(in, std::ios::binary).write(reinterpret_cast<const char*>(obj->data()), std::streamsize(obj->size()));
    ASSERT_EQ(std::system(fmt::format("LLD_VERSION='Linker: gcnkit' {} -shared {} -o {}", lld, in, out).c_str()), 0) << src;
    auto mine = linkSharedObject(*obj);
    ASSERT_TRUE(mine) << mine.error();
    EXPECT_TRUE(slurp(out) == std::string(mine->begin(), mine->end())) << src;
    std::filesystem::remove(in);
    std::filesystem::remove(out);
  }
}

}  // namespace
}  // namespace gcnkit::test
