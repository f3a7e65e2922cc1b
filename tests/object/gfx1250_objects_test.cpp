// The GFX12.5 code objects of tests/data/gfx1250 (clang-22; gfx1250, gfx1251; OpenCL and HIP; a relocatable object, a
// kernel past 256 VGPRs, xnack off): read with their processor's GFX12.5 descriptor fields, described by `gcnkit
// info`, listed by `gcnkit dis` as llvm-objdump 22 lists them, refused by name by `run` and `lint` (their models stop
// at GFX12).
// Each descriptor is written back as an .amdhsa_kernel block that builds the same bytes.
#include <gtest/gtest.h>

#include <set>

#include "generation_objects.h"
#include "linked_round_trip.h"
#include "object/code_object.h"
#include "object/kernel_descriptor.h"
#include "object_test_support.h"

namespace gcnkit::test {
namespace {

const char* const kDir = "gfx1250";

std::string dataFile(const char* name) { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx1250/" + name; }

TEST(Gfx1250Objects, CoverProcessorsLanguagesAndFileTypes) {
  std::set<std::string> names;
  for (const std::string& p : clangObjects(kDir)) names.insert(fileName(p));
  for (const char* cpu : {"gfx1250", "gfx1251"})
    for (const char* src : {"kernels", "builtins", "stack"})
      EXPECT_TRUE(names.count(fmt::format("{}.{}.clang22.so", src, cpu))) << src << cpu;
  EXPECT_TRUE(names.count("builtins.gfx1250.clang22.o"));
  EXPECT_TRUE(names.count("builtins.gfx1250-xnack.clang22.so"));
}

TEST(Gfx1250Objects, AreReadWithTheirGenerationAndMetadata) {
  for (const std::string& path : clangObjects(kDir)) {
    SCOPED_TRACE(fileName(path));
    const std::string bytes = slurp(path);
    auto co = readCodeObject(asBytes(bytes));
    ASSERT_TRUE(co) << co.error();
    ASSERT_NE(co->processor, nullptr);
    EXPECT_EQ(co->unsupported, nullptr);
    EXPECT_EQ(co->processor->gen, Gen::GFX12_5);
    EXPECT_EQ(co->codeObjectVersion, 6);  // clang-22's default
    EXPECT_EQ(co->sramecc, FeatureSetting::Any);
    const bool xnackOff = fileName(path).find("-xnack") != std::string::npos;
    EXPECT_EQ(co->xnack, xnackOff ? FeatureSetting::Off : FeatureSetting::Any);
    EXPECT_EQ(co->targetId(), fmt::format("amdgcn-amd-amdhsa--{}{}", co->processor->name, xnackOff ? ":xnack-" : ""));
    ASSERT_FALSE(co->kernels.empty());
    ASSERT_TRUE(co->metadata);
    auto md = readHsaMetadata(*co->metadata);
    ASSERT_TRUE(md) << md.error();
    const Target t = co->target();
    const KdTargetOptions opts = kdOptionsFromMattr(t, "");
    EXPECT_TRUE(opts.cuMode);  // (GFX12.5's default)
    for (const CodeObjectKernel& k : co->kernels) {
      SCOPED_TRACE(k.name);
      ASSERT_TRUE(k.descriptor) << k.descriptorError;
      const KernelDescriptor& kd = *k.descriptor;
      EXPECT_EQ((kd.kernelCodeProperties >> 10) & 1, 1);  // wave32 (clang-22 has no wave64 for gfx1250)
      EXPECT_EQ((kd.computePgmRsrc1 >> 29) & 1, 0);       // WGP_MODE: CU mode
      for (const KernelMetadata& m : md->kernels)
        if (m.name == k.name) {
          EXPECT_EQ(kd.kernargSize, m.kernargSegmentSize);
          EXPECT_EQ(kd.groupSegmentFixedSize, m.groupSegmentFixedSize);
          EXPECT_EQ(kd.privateSegmentFixedSize, m.privateSegmentFixedSize);
          EXPECT_EQ(m.wavefrontSize, 32u);
          // The VGPRs the metadata counts fit the descriptor's 16-VGPR granules.
          const uint32_t granted = ((kd.computePgmRsrc1 & 0x3f) + 1) * 16;
          EXPECT_LE(m.vgprCount, granted);
          EXPECT_GT(m.vgprCount + 16, granted);
        }
      // An .amdhsa_kernel block builds the same descriptor (the entry offset is the linker's).
      KdText text = printAmdhsaKernel(k.name, kd, t, opts);
      ASSERT_TRUE(text.exact) << text.why << "\n" << text.text;
      KernelDescriptorBuilder b(t, opts);
      std::istringstream in(text.text);
      for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] != '\t') continue;
        std::istringstream ls(line);
        std::string name;
        int64_t value = 0;
        ls >> name >> value;
        EXPECT_FALSE(b.set(name, value)) << line;
      }
      auto [built, diag] = b.finish();
      ASSERT_TRUE(built) << diag->message;
      built->kernelCodeEntryByteOffset = kd.kernelCodeEntryByteOffset;
      EXPECT_EQ(built->encode(), kd.encode()) << text.text;
    }
  }
}

// The kernel past 256 VGPRs: clang-22 counts 478, the descriptor holds 30 granules of 16.
TEST(Gfx1250Objects, WideKernelUsesTheSixteenVgprGranule) {
  auto co = readCodeObject(asBytes(slurp(dataFile("kernels.gfx1250.clang22.so"))));
  ASSERT_TRUE(co) << co.error();
  bool found = false;
  for (const CodeObjectKernel& k : co->kernels)
    if (k.name == "wide") {
      found = true;
      ASSERT_TRUE(k.descriptor);
      EXPECT_EQ(k.descriptor->computePgmRsrc1 & 0x3f, 29u);
    }
  EXPECT_TRUE(found);
  GcnkitRun info = runGcnkit("info " + dataFile("kernels.gfx1250.clang22.so"));
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("kernel wide\n  summary: 480 VGPRs, all SGPRs, wave32, LDS 0 bytes"), std::string::npos)
      << info.out;
  EXPECT_NE(info.out.find("kernel shared_sum\n  summary: 32 VGPRs, all SGPRs, wave32, LDS 1024 bytes"),
            std::string::npos)
      << info.out;
}

// `dis --source` of every linked GFX12.5 object, `gcnkit as` and `as --shared`'s linker: the same .text, descriptors and
// notes (the 64-bit literals of GFX12.5's PC-relative addresses included).
TEST(Gfx1250Objects, LinkedSourceRebuildsWithAsShared) {
  const RoundTripTotals t = asSharedRoundTrips(kDir);
  EXPECT_GE(t.tried, 7);
  EXPECT_EQ(t.exact, t.tried);
}

// `info` describes every object with GFX12.5's descriptor fields, resources and occupancy; `dis` lists it as
// llvm-objdump 22 does (its listing committed in objdump22/); `run` and `lint` refuse the processor by name.
TEST(Gfx1250Objects, InfoDescribesThemDisListsThemRunRunsThemLintRefusesThem) {
  expectInfoWithoutWarnings(kDir, "amdgcn-amd-amdhsa--gfx125");
  for (const char* name : {"kernels.gfx1250.clang22.so", "builtins.gfx1251.clang22.so", "builtins.gfx1250.clang22.o"}) {
    SCOPED_TRACE(name);
    const std::string cpu = std::string(name).find("gfx1251") != std::string::npos ? "gfx1251" : "gfx1250";
    GcnkitRun info = runGcnkit(std::string("info ") + dataFile(name));
    ASSERT_EQ(info.status, 0) << info.err;
    for (const std::string& present :
         {"processor:           " + cpu + " (GFX12.5)\n",
          std::string("COMPUTE_PGM_RSRC3.INST_PREF_SIZE"), std::string("COMPUTE_PGM_RSRC3.GLG_EN"),
          std::string("COMPUTE_PGM_RSRC3.NAMED_BAR_CNT"), std::string("COMPUTE_PGM_RSRC3.ENABLE_DYNAMIC_VGPR"),
          std::string("COMPUTE_PGM_RSRC3.TCP_SPLIT"), std::string("COMPUTE_PGM_RSRC3.ENABLE_DIDT_THROTTLE"),
          std::string("COMPUTE_PGM_RSRC3.IMAGE_OP"), std::string("COMPUTE_PGM_RSRC1.FLAT_SCRATCH_IS_NV"),
          std::string("COMPUTE_PGM_RSRC1.ENABLE_WG_RR_EN"), std::string("COMPUTE_PGM_RSRC2.USER_SGPR_COUNT"),
          std::string("KERNARG_PRELOAD.KERNARG_PRELOAD_SPEC_LENGTH"), std::string("xnack: any, sramecc: any"),
          std::string("  resources: "), std::string("  occupancy: ")})
      EXPECT_NE(info.out.find(present), std::string::npos) << present << "\n" << info.out;
    for (const char* absent : {"not supported", "SHARED_VGPR_COUNT", "ENABLE_DX10_CLAMP", "ENABLE_IEEE_MODE",
                               "ENABLE_TRAP_HANDLER", "RESERVED", "descriptor words"})
      EXPECT_EQ(info.out.find(absent), std::string::npos) << absent << "\n" << info.out;
    GcnkitRun dis = runGcnkit(std::string("dis ") + dataFile(name));
    ASSERT_EQ(dis.status, 0) << dis.err;
    const std::string golden = dataFile((std::string("objdump22/") + name + ".txt").c_str());
    std::vector<std::string> got = listingLines(dis.out), want = listingLines(slurp(golden));
    ASSERT_GT(got.size(), 2u);
    ASSERT_GT(want.size(), 2u);
    got[1] = want[1] = "";  // ("FILE:\tfile format elf64-amdgpu": the path as given)
    EXPECT_EQ(got, want);
    // They run (GFX12.5 on the emulator): a work-group's sum through LDS, a barrier and an atomic (the source's barrier
    // has no fence, so the LDS race check reports its reads), and saxpy.
    const bool kernels = std::string(name).starts_with("kernels");
    GcnkitRun run = runGcnkit(std::string("run ") + dataFile(name) +
                              (kernels ? " --kernel shared_sum --grid 256 --block 256 --arg buf:iota:u32:256 --arg buf:u32:0 "
                                         "--print 1:u32"
                                       : " --kernel saxpy --grid 64 --arg f32:2 --arg buf:iota:f32:64 --arg buf:f32:1,1,1,1 "
                                         "--arg 4 --print 2:f32"));
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find(kernels ? "0: 32640\n" : "0: 1 3 5 7\n"), std::string::npos) << run.out;
    GcnkitRun lint = runGcnkit(std::string("lint ") + dataFile(name));
    EXPECT_EQ(lint.status, 1);
    EXPECT_NE(lint.err.find("processor " + cpu + " (GFX12.5) cannot be checked yet"), std::string::npos) << lint.err;
  }
}

}  // namespace
}  // namespace gcnkit::test
