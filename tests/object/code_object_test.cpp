// Code object view: target from e_flags per code object version (eflags.txt from llvm-mc 14),
// kernels and descriptors in relocatable and linked objects.
#include <gtest/gtest.h>

#include <sstream>

#include <fmt/format.h>

#include "object/code_object.h"
#include "object_test_support.h"
#include "test_support.h"

namespace gcnkit {
namespace {

// eflags.txt: llvm-mc 14's, V2-V5; eflags_gfx12_5.txt: llvm-mc 22's for gfx1250/gfx1251, V4-V6 (regenerate.sh).
int checkEFlags(const char* file) {
  std::stringstream in(test::readObjectText(file));
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    std::stringstream ls(line);
    int version, abi;
    std::string cpu, mattr, flags;
    ls >> version >> cpu >> mattr >> flags >> abi;
    SCOPED_TRACE(line);
    Target t = test::target(cpu.c_str(), mattr == "-" ? "" : mattr.c_str());
    EXPECT_EQ(fmt::format("0x{:X}", makeEFlags(t, version)), flags);
    EXPECT_EQ(hsaAbiVersion(version), abi);
    ++rows;
  }
  return rows;
}

TEST(ObjectCodeObject, EFlagsMatchLlvmMc) { EXPECT_GT(checkEFlags("eflags.txt"), 150); }

// GFX12.5 (machines 0x49 and 0x5a) has xnack and sramecc, as gfx942 does: "any" for each unless -mattr says.
TEST(ObjectCodeObject, Gfx12_5EFlagsMatchLlvmMc22) {
  EXPECT_EQ(checkEFlags("eflags_gfx12_5.txt"), 48);
  // Other OS ABIs (amdgcn--, amdpal, mesa3d) take the single bits: xnack 0x100 and sramecc 0x200 unless turned off.
  EXPECT_EQ(makeEFlags(test::target("gfx1250"), 3), 0x349u);
  EXPECT_EQ(makeEFlags(test::target("gfx1250", "+xnack"), 3), 0x349u);
  EXPECT_EQ(makeEFlags(test::target("gfx1250", "-xnack"), 3), 0x249u);
  EXPECT_EQ(makeEFlags(test::target("gfx1250", "-sramecc"), 3), 0x149u);
  EXPECT_EQ(makeEFlags(test::target("gfx1250", "-xnack,-sramecc"), 3), 0x49u);
  EXPECT_EQ(makeEFlags(test::target("gfx1251", "-xnack,-sramecc"), 6), 0xa5au);
  EXPECT_EQ(makeEFlags(test::target("gfx1250", "+wavefrontsize64"), 6), 0x549u);  // (no wave size bit)
}

// A GFX12.5 object (gfx1250, with xnack on and sramecc off): read with its processor, generation and features.
TEST(ObjectCodeObject, Gfx1250ObjectsAreReadWithTheirGeneration) {
  ASSERT_NE(findProcessorByMach(0x5a), nullptr);
  EXPECT_EQ(findProcessorByMach(0x5a)->name, "gfx1251");
  EXPECT_EQ(findProcessorByMach(0x49)->gen, Gen::GFX12_5);
  EXPECT_EQ(findProcessorByMach(0x4b, ProcessorScope::IncludingUnfinished), nullptr);  // gfx941: known by name only

  auto bytes = test::readObjectFile("hello_gfx900.o");
  bytes[48] = 0x49;  // gfx1250,
  bytes[49] = 0x0b;  // xnack on (0x300) and sramecc off (0x800): e_flags 0xb49
  auto co = readCodeObject(bytes);
  ASSERT_TRUE(co) << co.error();
  ASSERT_NE(co->processor, nullptr);
  EXPECT_EQ(co->processor->name, "gfx1250");
  EXPECT_EQ(co->unsupported, nullptr);
  EXPECT_EQ(co->xnack, FeatureSetting::On);
  EXPECT_EQ(co->sramecc, FeatureSetting::Off);
  EXPECT_EQ(co->targetId(), "amdgcn-amd-amdhsa--gfx1250:sramecc-:xnack+");
  const Target t = co->target();
  EXPECT_EQ(t.gen(), Gen::GFX12_5);
  EXPECT_TRUE(t.has(kFeatAlignedVgprs));
  ASSERT_EQ(co->kernels.size(), 1u);
  ASSERT_TRUE(co->kernels[0].descriptor);
}

TEST(ObjectCodeObject, RelocatableKernel) {
  auto co = readCodeObject(test::readObjectFile("hello_gfx900.o"));
  ASSERT_TRUE(co) << co.error();
  EXPECT_EQ(co->codeObjectVersion, 4);
  ASSERT_TRUE(co->processor);
  EXPECT_EQ(co->processor->name, "gfx900");
  EXPECT_EQ(co->xnack, FeatureSetting::On);
  EXPECT_EQ(co->sramecc, FeatureSetting::Unsupported);
  EXPECT_EQ(co->targetId(), "amdgcn-amd-amdhsa--gfx900:xnack+");
  ASSERT_EQ(co->kernels.size(), 1u);
  const CodeObjectKernel& k = co->kernels[0];
  EXPECT_EQ(k.name, "hello_world");
  EXPECT_GT(k.entrySymbol, 0);
  ASSERT_TRUE(k.descriptor) << k.descriptorError;
  // The seed's block: kernarg pointer, next_free_vgpr 3, next_free_sgpr 2 (+6 extra) on gfx900.
  KernelDescriptorBuilder b(co->target());
  EXPECT_FALSE(b.set(".amdhsa_user_sgpr_kernarg_segment_ptr", 1));
  EXPECT_FALSE(b.set(".amdhsa_next_free_vgpr", 3));
  EXPECT_FALSE(b.set(".amdhsa_next_free_sgpr", 2));
  auto [kd, diag] = b.finish();
  ASSERT_TRUE(kd);
  EXPECT_EQ(kd->encode(), k.descriptor->encode());
  ASSERT_TRUE(co->metadata);
}

TEST(ObjectCodeObject, LinkedKernelHasEntryOffset) {
  auto co = readCodeObject(test::readObjectFile("hello_gfx900.so"));
  ASSERT_TRUE(co) << co.error();
  EXPECT_EQ(co->elf.type, ET_DYN);
  EXPECT_FALSE(co->elf.segments.empty());
  ASSERT_EQ(co->kernels.size(), 1u);
  const CodeObjectKernel& k = co->kernels[0];
  ASSERT_TRUE(k.descriptor) << k.descriptorError;
  const ElfSymbol& kdSym = co->elf.symbols[k.descriptorSymbol];
  const ElfSymbol& entry = co->elf.symbols[k.entrySymbol];
  EXPECT_EQ(int64_t(kdSym.value) + k.descriptor->kernelCodeEntryByteOffset, int64_t(entry.value));
}

TEST(ObjectCodeObject, VersionsAndFeatures) {
  auto v3 = readCodeObject(test::readObjectFile("hello_gfx900_v3.o"));
  ASSERT_TRUE(v3) << v3.error();
  EXPECT_EQ(v3->codeObjectVersion, 3);
  EXPECT_EQ(v3->xnack, FeatureSetting::On);
  auto v2 = readCodeObject(test::readObjectFile("v2_gfx900.o"));
  ASSERT_TRUE(v2) << v2.error();
  EXPECT_EQ(v2->codeObjectVersion, 2);
  EXPECT_EQ(v2->xnack, FeatureSetting::Off);
  auto gfx1030 = readCodeObject(test::readObjectFile("multi_gfx1030.o"));
  ASSERT_TRUE(gfx1030) << gfx1030.error();
  EXPECT_EQ(gfx1030->processor->name, "gfx1030");
  EXPECT_EQ(gfx1030->targetId(), "amdgcn-amd-amdhsa--gfx1030");
}

TEST(ObjectCodeObject, RejectsForeignAndUnknownMachines) {
  auto bytes = test::readObjectFile("hello_gfx900.o");
  auto x86 = bytes;
  x86[18] = 62;  // EM_X86_64
  x86[19] = 0;
  auto r = readCodeObject(x86);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error(), "not an AMDGPU code object (e_machine 62)");
  auto mach = bytes;
  mach[48] = 0xee;  // e_flags low byte: no such processor
  r = readCodeObject(mach);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error(), "unknown AMDGPU machine 0xee in e_flags 0x3ee");
  auto abi = bytes;
  abi[EI_ABIVERSION] = 9;
  r = readCodeObject(abi);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error(), "ELF ABI version 9: unsupported AMDHSA code object version 11 (gcnkit reads and writes "
                       "versions 2 to 6)");
  auto v6 = bytes;
  v6[EI_ABIVERSION] = 4;  // code object V6 (LLVM 18+)
  r = readCodeObject(v6);
  ASSERT_TRUE(r) << r.error();
  EXPECT_EQ(r->codeObjectVersion, 6);
  auto newer = bytes;
  newer[48] = 0x40;  // gfx940: known, its ISA not supported yet
  r = readCodeObject(newer);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error(), "processor gfx940 (GFX9.4) is not supported yet: gcnkit's ISA covers GFX6-GFX12.5 "
                       "(gfx600-gfx1036, gfx942, gfx950, gfx1100-gfx1153, gfx1200, gfx1201, gfx1250, gfx1251 and "
                       "gfx9-generic, gfx10-1-generic, gfx10-3-generic, gfx11-generic, gfx12-generic)");
  r = readCodeObject(newer, ReadOptions{.allowUnsupportedProcessor = true});
  ASSERT_TRUE(r) << r.error();
  EXPECT_EQ(r->processor, nullptr);
  EXPECT_EQ(r->processorName(), "gfx940");
  EXPECT_EQ(r->targetId(), "amdgcn-amd-amdhsa--gfx940:xnack+");  // the features as e_flags say (gfx900's bits)
}

TEST(CodeObject, VersionsOutsideTwoToSixHaveOneMessage) {
  for (const char* text : {"1", "7", "0", "99"}) {
    auto v = parseCodeObjectVersion(text);
    ASSERT_FALSE(v) << text;
    EXPECT_EQ(v.error(), fmt::format("unsupported AMDHSA code object version {} (gcnkit reads and writes versions 2 "
                                     "to 6)", text));
  }
  EXPECT_FALSE(parseCodeObjectVersion("5x"));
  EXPECT_FALSE(parseCodeObjectVersion(""));
  for (int v = 2; v <= 6; ++v) EXPECT_EQ(*parseCodeObjectVersion(std::to_string(v)), v);
}

TEST(CodeObject, GenericProcessorsWriteTheirGenericVersionInV6) {
  const Target t = *makeTarget("gfx10-3-generic", "").target;
  EXPECT_EQ(makeEFlags(t, 6), 0x1000053u);  // as llvm-mc 22 writes it
  EXPECT_EQ(makeEFlags(t, 5), 0x53u);       // no generic version before V6
  const Target g9 = *makeTarget("gfx9-generic", "").target;
  EXPECT_EQ(makeEFlags(g9, 6), 0x1000151u);  // xnack "any"
  EXPECT_EQ(findProcessorByMach(0x52)->name, "gfx10-1-generic");
  EXPECT_EQ(findProcessorByMach(0x52)->gen, Gen::GFX10);
  EXPECT_EQ(findUnsupportedProcessorByMach(0x4b)->name, "gfx941");  // LLVM 22 dropped gfx940 and gfx941
  EXPECT_EQ(findProcessorByMach(0x4c)->name, "gfx942");
}

}  // namespace
}  // namespace gcnkit
