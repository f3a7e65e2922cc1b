// The public toolchain API (include/gcnkit/toolchain.h): assembling to each output, the failures each with its
// kind, disassembling bare code and code objects, one instruction's text, and what a code object holds. The
// API is what the command line and the Python module use; these tests hold its contract apart from theirs.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gcnkit/toolchain.h"

namespace tc = gcnkit::toolchain;

namespace {

// A kernel with its descriptor and metadata: an AMDHSA program llvm-mc assembles as it is.
const char* kKernel =
    ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n"
    ".text\n.globl store\n.p2align 8\n.type store,@function\nstore:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n  s_waitcnt lgkmcnt(0)\n  s_endpgm\n"
    ".rodata\n.p2align 6\n.amdhsa_kernel store\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n"
    ".amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: store\n    .symbol: store.kd\n"
    "    .kernarg_segment_size: 8\n    .kernarg_segment_align: 8\n    .group_segment_fixed_size: 0\n"
    "    .private_segment_fixed_size: 0\n    .wavefront_size: 64\n    .sgpr_count: 8\n    .vgpr_count: 1\n"
    "    .max_flat_workgroup_size: 256\n    .args:\n      - .name: out\n        .offset: 0\n        .size: 8\n"
    "        .value_kind: global_buffer\n        .address_space: global\namdhsa.version: [ 1, 1 ]\n"
    "...\n.end_amdgpu_metadata\n";

}  // namespace

TEST(ToolchainApi, AssemblesEachOutputAndTakesTheProcessorFromTheSource) {
  tc::AssembleOptions o;  // no mcpu: the source's .amdgcn_target names gfx900
  tc::Assembled object = tc::assemble(kKernel, o);
  ASSERT_TRUE(object.ok()) << object.diagnostics << object.error;
  ASSERT_GE(object.bytes.size(), 64u);
  EXPECT_EQ(object.bytes[16], 1) << "ET_REL";  // e_type, low byte

  o.output = tc::Output::Shared;
  tc::Assembled shared = tc::assemble(kKernel, o);
  ASSERT_TRUE(shared.ok()) << shared.diagnostics << shared.error;
  EXPECT_EQ(shared.bytes[16], 3) << "ET_DYN";
  std::string error;
  EXPECT_EQ(tc::linkShared(object.bytes, &error), shared.bytes) << error;

  o.output = tc::Output::Raw;
  tc::Assembled raw = tc::assemble("s_endpgm\n", [&] { auto r = o; r.mcpu = "gfx900"; return r; }());
  ASSERT_TRUE(raw.ok());
  EXPECT_EQ(raw.bytes, (std::vector<uint8_t>{0x00, 0x00, 0x81, 0xbf}));  // llvm-mc 22: [0x00,0x00,0x81,0xbf]
}

TEST(ToolchainApi, EachFailureHasItsKind) {
  tc::AssembleOptions o;
  EXPECT_EQ(tc::assemble("s_endpgm\n", o).failure, tc::AssembleFailure::NoProcessor);
  o.mcpu = "gfx9999";
  tc::Assembled bad = tc::assemble("s_endpgm\n", o);
  EXPECT_EQ(bad.failure, tc::AssembleFailure::Target);
  EXPECT_EQ(bad.error, tc::checkTarget("gfx9999"));
  EXPECT_FALSE(bad.error.empty());
  o.mcpu = "gfx900";
  o.fileName = "k.s";
  tc::Assembled source = tc::assemble("s_endpgm\ns_bogus s0\n", o);
  EXPECT_EQ(source.failure, tc::AssembleFailure::Source);
  EXPECT_NE(source.diagnostics.find("k.s:2:1: error: invalid instruction"), std::string::npos) << source.diagnostics;
  EXPECT_EQ(tc::checkTarget("gfx900", "+xnack"), "");
}

TEST(ToolchainApi, SourceTargetReadsTheDirective) {
  auto t = tc::sourceTarget(".amdgcn_target \"amdgcn-amd-amdhsa--gfx906:xnack+\"\n");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->mcpu, "gfx906");
  EXPECT_EQ(t->mattr, "+xnack");
  EXPECT_FALSE(tc::sourceTarget("s_endpgm\n"));
}

TEST(ToolchainApi, DisassemblesBareCodeAndOneInstruction) {
  const std::vector<uint8_t> code = {0x00, 0x00, 0x81, 0xbf, 0xff, 0xff, 0xff, 0xff};
  std::string error;
  const std::string listing = tc::disassemble(code, "gfx900", "", &error);
  EXPECT_NE(listing.find("s_endpgm"), std::string::npos) << listing;
  EXPECT_NE(listing.find(".long 0xffffffff"), std::string::npos) << listing;
  EXPECT_EQ(tc::disassemble(code, "gfx9999", "", &error), "");
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(tc::disassembleInstruction("gfx900", "", code), "s_endpgm");
  EXPECT_EQ(tc::disassembleInstruction("gfx900", "", std::span(code).subspan(4)), ".long 0xffffffff");
  // vcc is written as the wave size has it.
  const std::vector<uint8_t> addc = {0x01, 0x03, 0x00, 0x38};  // v_addc_co_u32_e32 v0, vcc, v1, v1, vcc (GFX9)
  EXPECT_EQ(tc::disassembleInstruction("gfx900", "", addc), "v_addc_co_u32_e32 v0, vcc, v1, v1, vcc");
}

TEST(ToolchainApi, ReadsWhatACodeObjectHolds) {
  tc::AssembleOptions o;
  tc::Assembled a = tc::assemble(kKernel, o);
  ASSERT_TRUE(a.ok()) << a.diagnostics << a.error;
  std::string error;
  auto co = tc::CodeObject::read(a.bytes, &error);
  ASSERT_TRUE(co) << error;
  EXPECT_EQ(co->processor(), "gfx900");
  EXPECT_EQ(co->targetId(), "amdgcn-amd-amdhsa--gfx900");
  EXPECT_EQ(co->codeObjectVersion(), 4);
  EXPECT_TRUE(co->relocatable());
  ASSERT_EQ(co->kernels().size(), 1u);
  const tc::Kernel* k = co->kernel("store");
  ASSERT_TRUE(k);
  EXPECT_EQ(co->kernel("load"), nullptr);
  EXPECT_EQ(k->descriptorBytes.size(), 64u);
  bool kernarg = false;
  for (const auto& [field, value] : k->descriptor) kernarg |= field == "KERNEL_CODE_PROPERTIES.ENABLE_SGPR_KERNARG_SEGMENT_PTR" && value == 1;
  EXPECT_TRUE(kernarg);
  ASSERT_TRUE(k->metadata) << k->metadataError;
  EXPECT_EQ(k->metadata->kernargSegmentSize, 8u);
  ASSERT_EQ(k->metadata->arguments.size(), 1u);
  EXPECT_EQ(k->metadata->arguments[0].name, "out");
  EXPECT_FALSE(k->metadata->arguments[0].hidden());

  const std::string listing = co->disassemble("k.o");
  EXPECT_NE(listing.find("k.o:\tfile format elf64-amdgpu"), std::string::npos) << listing;
  EXPECT_NE(listing.find("s_load_dwordx2 s[4:5], s[0:1], 0x0"), std::string::npos) << listing;
  tc::CodeObject::Source source = co->source();
  EXPECT_TRUE(source.inexact.empty());
  o.mcpu.clear();
  tc::Assembled again = tc::assemble(source.text, o);  // the program re-assembles to the same object
  ASSERT_TRUE(again.ok()) << again.diagnostics << again.error;
  EXPECT_EQ(again.bytes, a.bytes);

  EXPECT_FALSE(co->decodeAs("gfx9999"));
  EXPECT_TRUE(co->decodeAs("gfx1030"));
  EXPECT_FALSE(tc::CodeObject::read(std::vector<uint8_t>(8, 0), &error));
  EXPECT_FALSE(error.empty());
}
