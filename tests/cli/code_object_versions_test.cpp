// The command line with today's code objects: versions outside 2-6 refused with one message everywhere,
// V6 and the generic processors written, `info` complete for V5/V6 and for processors gcnkit's ISA does not
// cover yet (with warnings where the descriptor and the metadata disagree), `dis`/`run` naming such processors,
// and `run` checking --arg against the explicit arguments of a V5 kernel.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "cli_support.h"

namespace gcnkit::test {
namespace {

std::string clang19(const std::string& name) { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/clang19/" + name; }

const char* kVersionMessage = "unsupported AMDHSA code object version {} (gcnkit reads and writes versions 2 to 6)";

std::string versionMessage(int v) { return fmt::format(fmt::runtime(kVersionMessage), v); }

TEST(CliCodeObjectVersions, OutsideTwoToSixIsOneErrorEverywhere) {
  for (int v : {1, 7}) {
    const std::string o = perTestPath(".o");
    GcnkitRun as = runGcnkit(fmt::format("as --mcpu=gfx900 --amdhsa-code-object-version={} - -o {}", v, o), "s_endpgm\n");
    EXPECT_EQ(as.status, 1);
    EXPECT_NE(as.err.find("gcnkit as: error: --amdhsa-code-object-version=" + std::to_string(v) + ": " +
                          versionMessage(v)),
              std::string::npos)
        << as.err;
    GcnkitRun mc = runGcnkit(fmt::format("mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 --amdhsa-code-object-version={}", v),
                             "s_endpgm\n");
    EXPECT_EQ(mc.status, 1);
    EXPECT_NE(mc.err.find(versionMessage(v)), std::string::npos) << mc.err;
    GcnkitRun dir = runGcnkit("as --mcpu=gfx900 - -o " + o, fmt::format(".amdhsa_code_object_version {}\n", v));
    EXPECT_EQ(dir.status, 1);
    EXPECT_NE(dir.err.find("<stdin>:1:1: error: " + versionMessage(v)), std::string::npos) << dir.err;
  }
}

TEST(CliCodeObjectVersions, WritesV6AndGenericProcessors) {
  const std::string o = perTestPath(".o");
  GcnkitRun as = runGcnkit("as --mcpu=gfx10-3-generic - -o " + o,
                           ".amdhsa_code_object_version 6\n.amdgcn_target \"amdgcn-amd-amdhsa--gfx10-3-generic\"\n"
                           "s_endpgm\n");
  ASSERT_EQ(as.status, 0) << as.err;
  GcnkitRun info = runGcnkit("info " + o);
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("processor:           gfx10-3-generic (GFX10.3, generic)"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("generic version:     1"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("code object version: 6"), std::string::npos) << info.out;
  // Without metadata the arguments are unknown, and info says so.
  EXPECT_NE(info.out.find("warning: no metadata note (NT_AMDGPU_METADATA): kernel arguments are unknown"),
            std::string::npos) << info.out;
}

TEST(CliCodeObjectVersions, InfoOfAV5ObjectListsExplicitAndHiddenArguments) {
  GcnkitRun r = runGcnkit("info " + clang19("stack.gfx900.v5.so"));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("code object version: 5"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("KERNEL_CODE_PROPERTIES.USES_DYNAMIC_STACK                  1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("metadata: uniform workgroup size 1, dynamic stack yes"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("arguments: 1 explicit, 14 hidden"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("hidden -                offset 128  size 4   hidden_dynamic_lds_size"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("arg    -                offset 0    size 8   global_buffer (global)"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("warning"), std::string::npos) << r.out;
}

TEST(CliCodeObjectVersions, InfoWarnsWhenDescriptorAndMetadataDisagree) {
  // kernel_with_metadata's note says 8 kernarg bytes; a descriptor that says 16 is a contradiction.
  std::string src = slurp(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/kernel_with_metadata.s");
  const size_t at = src.find(".end_amdhsa_kernel");
  ASSERT_NE(at, std::string::npos);
  src.insert(at, "  .amdhsa_kernarg_size 16\n  .amdhsa_group_segment_fixed_size 64\n");
  const std::string o = perTestPath(".o");
  GcnkitRun as = runGcnkit("as --mcpu=gfx900 - -o " + o, src);
  ASSERT_EQ(as.status, 0) << as.err;
  GcnkitRun r = runGcnkit("info " + o);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("warning: kernel hello: the descriptor's kernarg size is 16, the metadata's 8"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("warning: kernel hello: the descriptor's group segment size is 64, the metadata's 0"),
            std::string::npos)
      << r.out;
}

TEST(CliCodeObjectVersions, UnsupportedProcessorsAreDescribedButNotDisassembledOrRun) {
  std::string bytes = slurp(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx11/builtins.gfx1100.clang19.so");
  bytes[48] = 0x4b;  // e_flags' machine: gfx941, a processor gcnkit knows by name only (its descriptor words raw)
  const std::string known = perTestPath(".gfx941.so");
  std::ofstream(known, std::ios::binary) << bytes;
  GcnkitRun raw = runGcnkit("info " + known);
  ASSERT_EQ(raw.status, 0) << raw.err;
  EXPECT_NE(raw.out.find("kernel implicit\n  descriptor: group segment 0 bytes"), std::string::npos) << raw.out;
  const std::string why = "processor gfx941 (GFX9.4) is not supported yet";
  GcnkitRun dis = runGcnkit("dis " + known);
  EXPECT_EQ(dis.status, 1);
  EXPECT_NE(dis.err.find("gcnkit dis: error: " + known + ": " + why), std::string::npos) << dis.err;
  GcnkitRun run = runGcnkit("run " + known + " --kernel implicit --arg buf:256");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(why), std::string::npos) << run.err;
  GcnkitRun as = runGcnkit("as --mcpu=gfx941 - -o " + perTestPath(".o"), "s_endpgm\n");
  EXPECT_EQ(as.status, 1);
  EXPECT_NE(as.err.find(why), std::string::npos) << as.err;
}

// A GFX12.5 object (gfx1250 in e_flags): described with GFX12.5's descriptor fields and resources, disassembled and
// run as GFX12.5.
TEST(CliCodeObjectVersions, Gfx125ObjectsAreDescribedDisassembledAndRun) {
  std::string bytes = slurp(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx11/builtins.gfx1100.clang19.so");
  bytes[48] = 0x49;  // gfx1250
  const std::string file = perTestPath(".so");
  std::ofstream(file, std::ios::binary) << bytes;
  GcnkitRun info = runGcnkit("info " + file);
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("target:              amdgcn-amd-amdhsa--gfx1250"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("processor:           gfx1250 (GFX12.5)\n"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("kernel implicit\n  summary: 16 VGPRs, all SGPRs, wave32, LDS 0 bytes"), std::string::npos)
      << info.out;
  EXPECT_NE(info.out.find("COMPUTE_PGM_RSRC3.NAMED_BAR_CNT"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("resources:"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("arguments: 1 explicit"), std::string::npos) << info.out;
  GcnkitRun dis = runGcnkit("dis " + file);
  EXPECT_EQ(dis.status, 0) << dis.err;
  EXPECT_NE(dis.out.find("<implicit>:"), std::string::npos) << dis.out;
  GcnkitRun run = runGcnkit("run " + file + " --kernel implicit --arg buf:256");
  // (its code is gfx1100's, e_flags patched: run as GFX12.5, never as another generation, it meets a word GFX12.5 lacks)
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("these bytes are not an instruction of GFX12.5"), std::string::npos) << run.err;
  GcnkitRun as = runGcnkit("as --mcpu=gfx1250 - -o " + perTestPath(".o"), "s_endpgm\n");
  EXPECT_EQ(as.status, 0) << as.err;
}

TEST(CliCodeObjectVersions, Gfx11ObjectsAreDescribedAndDisassembled) {
  const std::string file = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx11/builtins.gfx1100.clang19.so";
  GcnkitRun info = runGcnkit("info " + file);
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("target:              amdgcn-amd-amdhsa--gfx1100"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("kernel implicit\n  summary: 8 VGPRs, all SGPRs, wave32, LDS 0 bytes"), std::string::npos)
      << info.out;
  GcnkitRun dis = runGcnkit("dis " + file);
  EXPECT_NE(dis.out.find("s_load_b512"), std::string::npos) << dis.out;
  EXPECT_NE(dis.out.find("s_delay_alu instid0(VALU_DEP_1)"), std::string::npos) << dis.out;
}

TEST(CliCodeObjectVersions, RunChecksArgumentsOfAV5Kernel) {
  // vadd(a, b, c, n): four explicit arguments; the 13 hidden ones are the dispatch's business.
  const std::string file = clang19("kernels.gfx900.v5.so");
  GcnkitRun few = runGcnkit("run " + file + " --kernel vadd --arg buf:64 --arg buf:64");
  EXPECT_EQ(few.status, 1);
  EXPECT_NE(few.err.find("kernel 'vadd' takes 4 arguments (metadata .args), 2 given"), std::string::npos) << few.err;
  GcnkitRun many = runGcnkit("run " + file + " --kernel vadd --arg buf:64 --arg buf:64 --arg buf:64 --arg u32:4 --arg u32:1");
  EXPECT_EQ(many.status, 1);
  EXPECT_NE(many.err.find("takes 4 arguments (metadata .args), 5 given"), std::string::npos) << many.err;
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// -filetype=asm lists a kernel as llvm-mc 22 does for the same version (dynamic stack from V5, the xnack
// reservation for V4-V5 only).
TEST(CliCodeObjectVersions, ListingsFollowLlvmMc22ForEachVersion) {
  const std::string mc22 = "/usr/lib/llvm-22/bin/llvm-mc";
  if (!std::filesystem::exists(mc22)) GTEST_SKIP() << "llvm-mc-22 not installed";
  const std::string prog = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/two_kernels.s";
  for (const char* cpu : {"gfx803", "gfx900"})
    for (int v : {4, 5, 6}) {
      SCOPED_TRACE(fmt::format("{} v{}", cpu, v));
      const std::string args = fmt::format("-triple=amdgcn-amd-amdhsa -mcpu={} --amdhsa-code-object-version={} {}", cpu, v, prog);
      GcnkitRun ours = runGcnkit("mc " + args);
      ASSERT_EQ(ours.status, 0) << ours.err;
      const std::string theirsPath = perTestPath(".llvm");
      ASSERT_EQ(std::system((mc22 + " " + args + " >" + theirsPath + " 2>/dev/null").c_str()), 0);
      EXPECT_EQ(ours.out, slurp(theirsPath));
    }
}

// The MI processors' blocks (kernarg preload on gfx90a+, `.amdhsa_enable_private_segment` in place of the
// scratch-setup directives where the hardware sets FLAT_SCRATCH), and the empty line llvm-mc leaves after
// a `.amdhsa_code_object_version` directive.
TEST(CliCodeObjectVersions, MiListingsFollowLlvmMc22) {
  const std::string mc22 = "/usr/lib/llvm-22/bin/llvm-mc";
  if (!std::filesystem::exists(mc22)) GTEST_SKIP() << "llvm-mc-22 not installed";
  for (const char* cpu : {"gfx90a", "gfx942", "gfx950"})
    for (int v : {4, 5, 6}) {
      SCOPED_TRACE(fmt::format("{} v{}", cpu, v));
      const char* privateSegment = target(cpu).has(kFeatArchitectedFlatScratch)
                                       ? ".amdhsa_enable_private_segment"
                                       : ".amdhsa_system_sgpr_private_segment_wavefront_offset";
      const std::string prog = perTestPath(".s");
      std::ofstream(prog) << fmt::format(
          ".amdhsa_code_object_version {}\n.text\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n"
          ".rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr 12\n  .amdhsa_next_free_sgpr 9\n"
          "  .amdhsa_accum_offset 8\n  {} 1\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
          "  .amdhsa_user_sgpr_kernarg_preload_length 2\n.end_amdhsa_kernel\n",
          v, privateSegment);
      const std::string args = fmt::format("-triple=amdgcn-amd-amdhsa -mcpu={} {}", cpu, prog);
      GcnkitRun ours = runGcnkit("mc " + args);
      ASSERT_EQ(ours.status, 0) << ours.err;
      const std::string theirsPath = perTestPath(".llvm");
      ASSERT_EQ(std::system((mc22 + " " + args + " >" + theirsPath + " 2>/dev/null").c_str()), 0);
      EXPECT_EQ(ours.out, slurp(theirsPath));
    }
}

}  // namespace
}  // namespace gcnkit::test

namespace gcnkit::test {
namespace {

// Code object V2: the YAML note in the same view, argument offsets laid out from each Align.
TEST(CliCodeObjectVersions, InfoAndRunReadV2Metadata) {
  const std::string o = perTestPath(".o");
  GcnkitRun as = runGcnkit("as --mcpu=gfx900 --amdhsa-code-object-version=2 - -o " + o,
                           slurp(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/v2_metadata.s"));
  ASSERT_EQ(as.status, 0) << as.err;
  GcnkitRun info = runGcnkit("info " + o);
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("arguments: 2 explicit, 1 hidden\n"
                          "  arg    out              offset 0    size 8   global_buffer type 'float*' (global)\n"
                          "  arg    -                offset 8    size 4   by_value\n"
                          "  hidden -                offset 16   size 8   hidden_global_offset_x\n"),
            std::string::npos)
      << info.out;
  EXPECT_NE(info.out.find("metadata: kernarg segment 24 bytes (align 8), group segment 0 bytes, private segment 16 "
                          "bytes"),
            std::string::npos)
      << info.out;
  GcnkitRun run = runGcnkit("run " + o + " --kernel scale --arg buf:64");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("kernel 'scale' takes 2 arguments (metadata .args), 1 given"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace gcnkit::test
