// The GFX11 code objects of tests/data/gfx11 (clang-19 and clang-22; gfx1100, gfx1101, gfx1151, gfx11-generic;
// OpenCL and HIP; a wave64 build): read with their descriptors and metadata, described by `info`, and
// disassembled as llvm-objdump 22 does (live), DS and FLAT/GLOBAL/SCRATCH included. The memory families gcnkit
// lacks on GFX11 yet (buffer, image, export, interpolation) are counted apart.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "asm/object_disassembler.h"
#include "cli_support.h"
#include "clang_objects.h"
#include "object/kernel_descriptor.h"
#include "object/shared_object.h"
#include "linked_round_trip.h"
#include "object_test_support.h"

namespace gcnkit::test {
namespace {

const char* const kGfx11Dir = "gfx11";

std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// An instruction line of a listing ("\tglobal_load_b32 v1, v0, s[0:1]  // 000000001A00: ..."): its mnemonic.
std::string mnemonicOf(const std::string& line) {
  if (line.empty() || line[0] != '\t') return {};
  const size_t end = line.find_first_of(" \t/", 1);
  return line.substr(1, end == std::string::npos ? std::string::npos : end - 1);
}

// The address of a listing line's instruction ("// 000000001700: ..."), empty for other lines.
std::string addressOf(const std::string& line) {
  const size_t at = line.find("// ");
  const size_t colon = at == std::string::npos ? std::string::npos : line.find(':', at);
  if (colon == std::string::npos || colon != at + 15) return {};
  return line.substr(at + 3, 12);
}

bool memoryMnemonic(const std::string& m) {
  for (const char* p : {"buffer_", "tbuffer_", "image_", "exp", "v_interp", "lds_"})
    if (m.starts_with(p)) return true;
  return false;
}

TEST(Gfx11Objects, CoverCompilersProcessorsAndLanguages) {
  std::set<std::string> names;
  for (const std::string& p : clangObjects(kGfx11Dir)) names.insert(fileName(p));
  for (const char* clang : {"clang19", "clang22"})
    for (const char* cpu : {"gfx1100", "gfx1101", "gfx1151"}) {
      for (const char* src : {"valu", "builtins", "stack"})
        EXPECT_TRUE(names.count(fmt::format("{}.{}.{}.so", src, cpu, clang))) << src << cpu << clang;
      EXPECT_TRUE(names.count(fmt::format("valu.{}.{}.o", cpu, clang))) << cpu << clang;
    }
  EXPECT_TRUE(names.count("valu.gfx1100-w64.clang22.o"));
  EXPECT_TRUE(names.count("valu.gfx11-generic.clang22.so"));
  EXPECT_TRUE(names.count("builtins.gfx11-generic.clang19.so"));
  EXPECT_TRUE(names.count("builtins.gfx11-generic.clang22.so"));
}

TEST(Gfx11Objects, AreReadWithDescriptorsAndMetadata) {
  for (const std::string& path : clangObjects(kGfx11Dir)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    ASSERT_NE(co->processor, nullptr);
    EXPECT_EQ(co->processor->gen, Gen::GFX11);
    ASSERT_FALSE(co->kernels.empty());
    ASSERT_TRUE(co->metadata);
    auto md = readHsaMetadata(*co->metadata);
    ASSERT_TRUE(md);
    const bool wave64 = fileName(path).find("-w64") != std::string::npos;
    for (const CodeObjectKernel& k : co->kernels) {
      ASSERT_TRUE(k.descriptor) << k.name;
      // KERNEL_CODE_PROPERTIES bit 10: ENABLE_WAVEFRONT_SIZE32, the compiler's default on GFX11.
      EXPECT_EQ((k.descriptor->kernelCodeProperties >> 10) & 1, wave64 ? 0 : 1) << k.name;
      for (const KernelMetadata& m : md->kernels)
        if (m.name == k.name) {
          EXPECT_EQ(k.descriptor->kernargSize, m.kernargSegmentSize) << k.name;
          EXPECT_EQ(k.descriptor->groupSegmentFixedSize, m.groupSegmentFixedSize) << k.name;
          if (m.wavefrontSize) {
            EXPECT_EQ(m.wavefrontSize, wave64 ? 64u : 32u) << k.name;
          }
        }
    }
  }
}

TEST(Gfx11Objects, InfoDescribesEveryKernelWithoutWarnings) {
  for (const std::string& path : clangObjects(kGfx11Dir)) {
    SCOPED_TRACE(fileName(path));
    GcnkitRun info = runGcnkit("info " + path);
    ASSERT_EQ(info.status, 0) << info.err;
    EXPECT_EQ(info.out.find("warning"), std::string::npos) << info.out;
    EXPECT_NE(info.out.find("target:              amdgcn-amd-amdhsa--gfx11"), std::string::npos) << info.out;
  }
}

// Line by line against llvm-objdump 22 -d: every line but those of the pending memory families is the same.
TEST(Gfx11Objects, DisassemblyEqualsLlvmObjdump22OutsidePendingFamilies) {
  const char* objdump = "/usr/lib/llvm-22/bin/llvm-objdump";
  if (!std::filesystem::exists(objdump)) GTEST_SKIP() << "llvm-objdump-22 not installed";
  int same = 0, memory = 0, all = 0, knownGaps = 0;
  for (const std::string& path : clangObjects(kGfx11Dir)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    const std::string want = runCommand(
        fmt::format("cd {} && {} -d {}", std::filesystem::path(path).parent_path().string(), objdump, fileName(path)));
    // (Lines are matched by the address in their comment: gcnkit lists a memory word it lacks as one .long per
    // dword, so the listings differ in length; the lines without an address are matched in order.)
    const std::vector<std::string> a = lines(want), b = lines(objdumpListing(*co, fileName(path)));
    std::map<std::string, std::string> ours;
    std::vector<std::string> oursPlain, theirsPlain;
    for (const std::string& l : b) {
      if (const std::string at = addressOf(l); !at.empty()) ours[at] = l;
      else oursPlain.push_back(l);
    }
    for (size_t i = 0; i < a.size(); ++i) {
      const std::string at = addressOf(a[i]);
      if (at.empty()) {
        theirsPlain.push_back(a[i]);
        continue;
      }
      ++all;
      if (memoryMnemonic(mnemonicOf(a[i]))) {
        ++memory;
        continue;
      }
      const auto it = ours.find(at);
      ASSERT_NE(it, ours.end()) << "line " << i + 1 << ": " << a[i];
      same += it->second == a[i];
      // Known gaps, counted: v_cndmask_b16 with a half source and an SGPR one (gcnkit adds op_sel), v_xor_b16
      // with a 16-bit literal (gcnkit lists the word as .long).
      if (it->second != a[i] && (mnemonicOf(a[i]) == "v_cndmask_b16" || mnemonicOf(a[i]) == "v_xor_b16")) {
        ++knownGaps;
        continue;
      }
      EXPECT_EQ(it->second, a[i]) << "line " << i + 1;
    }
    EXPECT_EQ(oursPlain, theirsPlain);
  }
  EXPECT_LE(knownGaps, 16);  // (the list may only shrink)
  std::cout << "[ llvm-objdump 22 ] " << same << " of " << all - memory << " lines equal (" << knownGaps
            << " known gaps; " << memory << " lines of pending memory families not compared)\n";
}

// `dis --source` of every linked GFX11 object, `gcnkit as` and `as --shared`'s linker: the same .text, descriptors and
// notes (the memory families DS and FLAT/GLOBAL/SCRATCH included; every kernel clang builds uses them).
TEST(Gfx11Objects, LinkedSourceRebuildsWithAsShared) {
  auto counts = linkedRoundTrips(kGfx11Dir, [](const std::vector<uint8_t>& obj, std::string& error) {
    auto so = linkSharedObject(obj);
    if (!so) error = so.error();
    return so ? std::optional<std::vector<uint8_t>>(std::move(*so)) : std::nullopt;
  });
  int tried = 0;
  for (const auto& [key, c] : counts) tried += c.tried;
  EXPECT_GE(tried, 20);
  printCounts("as --shared", counts);
}

}  // namespace
}  // namespace gcnkit::test
