// The checks every folder of one generation's clang-built code objects gets (tests/data/gfx11, tests/data/gfx12):
// read with descriptors and metadata, described by `info`, disassembled as llvm-objdump 22 does, line by line.
#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "asm/object_disassembler.h"
#include "cli_support.h"
#include "clang_objects.h"
#include "object/kernel_descriptor.h"
#include "object/shared_object.h"

namespace gcnkit::test {

inline std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }

inline std::vector<std::string> listingLines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// An instruction line of a listing ("\tglobal_load_b32 v1, v0, s[0:1]  // 000000001A00: ..."): its mnemonic.
inline std::string listingMnemonic(const std::string& line) {
  if (line.empty() || line[0] != '\t') return {};
  const size_t end = line.find_first_of(" \t/", 1);
  return line.substr(1, end == std::string::npos ? std::string::npos : end - 1);
}

// The address of a listing line's instruction ("// 000000001700: ..."), empty for other lines.
inline std::string listingAddress(const std::string& line) {
  const size_t at = line.find("// ");
  const size_t colon = at == std::string::npos ? std::string::npos : line.find(':', at);
  if (colon == std::string::npos || colon != at + 15) return {};
  return line.substr(at + 3, 12);
}

// Every object of tests/data/DIR is read as a code object of `gen` with a descriptor per kernel that agrees with
// the metadata (kernarg and group segment sizes, the wave size; files named "-w64" are wave64 builds).
inline void expectObjectsReadWithDescriptorsAndMetadata(const char* dir, Gen gen) {
  for (const std::string& path : clangObjects(dir)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    ASSERT_TRUE(co) << co.error();
    ASSERT_NE(co->processor, nullptr);
    EXPECT_EQ(co->processor->gen, gen);
    ASSERT_FALSE(co->kernels.empty());
    ASSERT_TRUE(co->metadata);
    auto md = readHsaMetadata(*co->metadata);
    ASSERT_TRUE(md);
    const bool wave64 = fileName(path).find("-w64") != std::string::npos;
    for (const CodeObjectKernel& k : co->kernels) {
      ASSERT_TRUE(k.descriptor) << k.name;
      // KERNEL_CODE_PROPERTIES bit 10: ENABLE_WAVEFRONT_SIZE32, the compiler's default from GFX11 on.
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

// `gcnkit info` describes every object of tests/data/DIR without a warning, naming its target.
inline void expectInfoWithoutWarnings(const char* dir, const std::string& targetPrefix) {
  for (const std::string& path : clangObjects(dir)) {
    SCOPED_TRACE(fileName(path));
    GcnkitRun info = runGcnkit("info " + path);
    ASSERT_EQ(info.status, 0) << info.err;
    EXPECT_EQ(info.out.find("warning"), std::string::npos) << info.out;
    EXPECT_NE(info.out.find("target:              " + targetPrefix), std::string::npos) << info.out;
  }
}

struct ObjdumpComparison {
  int same = 0, all = 0, knownGaps = 0;
};

// `gcnkit dis` of every object of tests/data/DIR against llvm-objdump 22 -d, line by line (instruction lines matched
// by the address in their comment, the others in order). A line that differs fails the test unless `knownGap`
// takes its llvm-objdump text (counted). Skips (returns nothing) without llvm-objdump-22.
inline std::optional<ObjdumpComparison> compareWithLlvmObjdump22(
    const char* dir, const std::function<bool(const std::string&)>& knownGap = {}) {
  const char* objdump = "/usr/lib/llvm-22/bin/llvm-objdump";
  if (!std::filesystem::exists(objdump)) return std::nullopt;
  ObjdumpComparison c;
  for (const std::string& path : clangObjects(dir)) {
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    EXPECT_TRUE(co) << co.error();
    if (!co) continue;
    const std::string want = runCommand(
        fmt::format("cd {} && {} -d {}", std::filesystem::path(path).parent_path().string(), objdump, fileName(path)));
    const std::vector<std::string> a = listingLines(want), b = listingLines(objdumpListing(*co, fileName(path)));
    std::map<std::string, std::string> ours;
    std::vector<std::string> oursPlain, theirsPlain;
    for (const std::string& l : b) {
      if (const std::string at = listingAddress(l); !at.empty()) ours[at] = l;
      else oursPlain.push_back(l);
    }
    for (size_t i = 0; i < a.size(); ++i) {
      const std::string at = listingAddress(a[i]);
      if (at.empty()) {
        theirsPlain.push_back(a[i]);
        continue;
      }
      ++c.all;
      const auto it = ours.find(at);
      EXPECT_NE(it, ours.end()) << "line " << i + 1 << ": " << a[i];
      if (it == ours.end()) continue;
      c.same += it->second == a[i];
      if (it->second != a[i] && knownGap && knownGap(a[i])) {
        ++c.knownGaps;
        continue;
      }
      EXPECT_EQ(it->second, a[i]) << "line " << i + 1;
    }
    EXPECT_EQ(oursPlain, theirsPlain);
  }
  std::cout << "[ llvm-objdump 22 ] " << c.same << " of " << c.all << " lines equal (" << c.knownGaps
            << " known gaps)\n";
  return c;
}

}  // namespace gcnkit::test
