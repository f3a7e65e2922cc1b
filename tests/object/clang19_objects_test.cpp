// Code objects as today's compilers write them (tests/data/clang19, see rebuild.sh there): clang-19 V4, V5
// (its default) and V6, llvm-mc 22 (V6 by default), generic processors, and processors gcnkit's ISA does not
// cover yet. object/clang_objects_test.cpp re-assembles the supported ones to relocatable objects; here:
//   - linked objects: `dis --source`, `as --shared` give the same .text, the same descriptors (with entry
//     offsets pointing at the rebuilt kernels) and the same notes; likewise `as` + ld.lld (live);
//   - `gcnkit dis` equals llvm-objdump 22 -d and llvm-mc 22 accepts every --source program (live);
//   - `info` facts: every metadata key read, V5 hidden arguments, no warnings for compiler output;
//   - unsupported processors (a GFX12.5 machine in e_flags): read with a precise message, described by `info`.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "asm/object_disassembler.h"
#include "clang_objects.h"
#include "object/shared_object.h"
#include "linked_round_trip.h"
#include "object_test_support.h"

namespace gcnkit::test {
namespace {

std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }

std::optional<std::string> tool(const char* path) {
  return std::filesystem::exists(path) ? std::optional<std::string>(path) : std::nullopt;
}

std::string tempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() / fmt::format("gcnkit-clang19-{}-{}", getpid(), name)).string();
}

void writeFile(const std::string& path, std::span<const uint8_t> bytes) {
  std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}


TEST(Clang19Objects, CoverVersionsProcessorsAndGenericTargets) {
  std::set<std::string> names;
  for (const std::string& p : clangObjects(kClang19Dir)) names.insert(fileName(p));
  for (const char* cpu : {"gfx803", "gfx900", "gfx906", "gfx1010", "gfx1030"}) {
    for (const char* v : {"v4", "v5", "v6", "mc22"})
      for (const char* ext : {".o", ".so"}) {
        EXPECT_TRUE(names.count(fmt::format("builtins.{}.{}{}", cpu, v, ext))) << cpu << v << ext;
        EXPECT_TRUE(names.count(fmt::format("stack.{}.{}{}", cpu, v, ext))) << cpu << v << ext;
      }
    for (const char* v : {"v4", "v5"}) EXPECT_TRUE(names.count(fmt::format("kernels.{}.{}.so", cpu, v)));
  }
  for (const char* g : {"gfx9-generic", "gfx10-1-generic", "gfx10-3-generic"})
    EXPECT_TRUE(names.count(fmt::format("builtins.{}.v6.so", g))) << g;
  for (const char* cpu : {"gfx908", "gfx90a", "gfx942"})  // MFMA kernels (mfma.hip)
    for (const char* ext : {".o", ".so"}) EXPECT_TRUE(names.count(fmt::format("mfma.{}.v5{}", cpu, ext))) << cpu << ext;
}

TEST(Clang19Objects, VersionsGenericProcessorsAndFeaturesAreRead) {
  for (const std::string& path : clangObjects(kClang19Dir, true)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    auto [version, cpu] = versionAndCpu(path);
    EXPECT_EQ(co->processor->name, cpu);
    const int want = version == "mc22" ? 6 : version[1] - '0';
    EXPECT_EQ(co->codeObjectVersion, want);
    EXPECT_EQ(co->genericVersion, co->processor->flags & kGeneric ? 1u : 0u);
    ASSERT_TRUE(co->metadata);
    auto md = readHsaMetadata(*co->metadata);
    ASSERT_TRUE(md) << md.error();
    EXPECT_EQ(md->version, (std::vector<uint64_t>{1, want == 4 ? 1u : 2u}));  // V4 1.1; V5 and V6 1.2
    for (const KernelMetadata& k : md->kernels) {
      // V5+: the keys LLVM added, and the hidden arguments of the implicit block in its layout.
      EXPECT_EQ(k.uniformWorkGroupSize.has_value(), want >= 5) << k.name;
      EXPECT_EQ(k.usesDynamicStack.has_value(), want >= 5) << k.name;
      for (const KernelArgMetadata& a : k.args)
        if (a.valueKind.starts_with("hidden_block_count") || a.valueKind == "hidden_dynamic_lds_size") {
          EXPECT_GE(want, 5) << a.valueKind;
        }
    }
  }
}

TEST(Clang19Objects, DescriptorsAgreeWithMetadataAndShowTheDynamicStack) {
  for (const std::string& path : clangObjects(kClang19Dir)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)), ReadOptions{.allowUnsupportedProcessor = true});
    ASSERT_TRUE(co) << co.error();
    auto md = readHsaMetadata(*co->metadata);
    ASSERT_TRUE(md);
    for (const CodeObjectKernel& k : co->kernels)
      for (const KernelMetadata& m : md->kernels)
        if (m.name == k.name) {
          EXPECT_EQ(k.descriptor->kernargSize, m.kernargSegmentSize) << k.name;
          EXPECT_EQ(k.descriptor->groupSegmentFixedSize, m.groupSegmentFixedSize) << k.name;
          if (m.usesDynamicStack) {
            EXPECT_EQ((k.descriptor->kernelCodeProperties >> 11) & 1, *m.usesDynamicStack);
          }
          // The recursive kernel of stack.hip needs a dynamic stack (V5+ say so in both places).
          if (k.name == "recurse" && m.usesDynamicStack) {
            EXPECT_TRUE(*m.usesDynamicStack);
          }
        }
  }
}

// A processor gcnkit knows by name but whose ISA it does not cover (gfx940 in e_flags): refused by default, still
// described on request.
TEST(Clang19Objects, UnsupportedProcessorsAreNamedAndStillDescribed) {
  std::string bytes = slurp(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/gfx11/builtins.gfx1100.clang19.so");
  bytes[48] = 0x40;  // e_flags' machine: gfx940
  auto refused = readCodeObject(asBytes(bytes));
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().rfind("processor gfx940 (GFX9.4) is not supported yet", 0), 0u) << refused.error();
  auto co = readCodeObject(asBytes(bytes), ReadOptions{.allowUnsupportedProcessor = true});
  ASSERT_TRUE(co) << co.error();
  EXPECT_EQ(co->processor, nullptr);
  EXPECT_EQ(co->kernels.size(), 3u);
  for (const CodeObjectKernel& k : co->kernels) EXPECT_TRUE(k.descriptor) << k.name;
  ASSERT_TRUE(co->metadata);
  EXPECT_TRUE(readHsaMetadata(*co->metadata));
  EXPECT_EQ(co->targetId().rfind("amdgcn-amd-amdhsa--gfx940", 0), 0u);
}

TEST(Clang19Objects, LinkedSourceRebuildsWithAsShared) {
  const RoundTripTotals t = asSharedRoundTrips(kClang19Dir);
  EXPECT_GT(t.tried, 0);
  EXPECT_EQ(t.exact, t.tried);
}

TEST(Clang19Objects, LinkedSourceRebuildsWithLdLld) {
  auto lld = tool("/usr/lib/llvm-19/bin/ld.lld");
  if (!lld) GTEST_SKIP() << "ld.lld-19 not installed";
  auto counts = linkedRoundTrips(kClang19Dir, [&](const std::vector<uint8_t>& obj, std::string& error) {
    const std::string in = tempPath("in.o"), out = tempPath("out.so");
    writeFile(in, obj);
    int status = 0;
    error = runCommand(fmt::format("{} -shared {} -o {}", *lld, in, out), &status);
    std::optional<std::vector<uint8_t>> r;
    if (status == 0) {
      const std::string bytes = slurp(out);
      r = std::vector<uint8_t>(bytes.begin(), bytes.end());
    }
    std::remove(in.c_str());
    std::remove(out.c_str());
    return r;
  });
  printCounts("as + ld.lld", counts);
}

// Every listing is compared, the fp64 objects of gfx90a and gfx942 (packed fp32, v_fmac_f64, v_lshl_add_u64,
// v_mov_b64, sc0/sc1/nt) and builtins.gfx942 (scratch addressed through gfx940's SVE bit) included.
TEST(Clang19Objects, DisassemblyEqualsLlvmObjdump22) {
  auto objdump = tool("/usr/lib/llvm-22/bin/llvm-objdump");
  if (!objdump) GTEST_SKIP() << "llvm-objdump-22 not installed";
  int same = 0, all = 0;
  for (const std::string& path : clangObjects(kClang19Dir, true)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    const std::string want = runCommand(fmt::format("cd {} && {} -d {}", std::filesystem::path(path).parent_path().string(),
                                                    *objdump, fileName(path)));
    const std::string got = objdumpListing(*co, fileName(path));
    EXPECT_EQ(got, want);
    ++all;
    same += got == want;
  }
  std::cout << "[ llvm-objdump 22 ] " << same << " of " << all << " listings equal\n";
}

// builtins.gfx942's private segment is written as .amdhsa_enable_private_segment, the directive gfx942 takes.
TEST(Clang19Objects, LlvmMc22AcceptsEverySourceProgram) {
  auto mc = tool("/usr/lib/llvm-22/bin/llvm-mc");
  if (!mc) GTEST_SKIP() << "llvm-mc-22 not installed";
  for (const std::string& path : clangObjects(kClang19Dir, true)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    const std::string src = tempPath("src.s"), obj = tempPath("src.o");
    std::ofstream(src) << objectSource(*co).text;
    std::string mattr;
    if (co->xnack == FeatureSetting::On || co->xnack == FeatureSetting::Off)
      mattr = co->xnack == FeatureSetting::On ? "+xnack" : "-xnack";
    int status = 0;
    const std::string err = runCommand(fmt::format("{} -triple=amdgcn-amd-amdhsa -mcpu={} {} -filetype=obj {} -o {}", *mc,
                                                   co->processor->name, mattr.empty() ? "" : "-mattr=" + mattr, src, obj),
                                       &status);
    EXPECT_EQ(status, 0) << err;
    std::remove(src.c_str());
    std::remove(obj.c_str());
  }
}

}  // namespace
}  // namespace gcnkit::test
