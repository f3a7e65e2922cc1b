// Code objects as today's compilers write them (tests/data/clang19, see rebuild.sh there): clang-19 V4, V5
// (its default) and V6, llvm-mc 22 (V6 by default), generic processors, and processors gcnkit's ISA does not
// cover yet. object/clang_objects_test.cpp re-assembles the supported ones to relocatable objects; here:
//   - linked objects: `dis --source`, `as --shared` give the same .text, the same descriptors (with entry
//     offsets pointing at the rebuilt kernels) and the same notes; likewise `as` + ld.lld (live);
//   - `gcnkit dis` equals llvm-objdump 22 -d and llvm-mc 22 accepts every --source program (live);
//   - `info` facts: every metadata key read, V5 hidden arguments, no warnings for compiler output;
//   - unsupported processors: read with a precise message, described by `info`.
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
#include "object_test_support.h"

namespace gcnkit::test {
namespace {

std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }
bool isLinked(const std::string& path) { return path.ends_with(".so"); }

// Version and processor of a file name: "<src>.<cpu>.v5.so" -> ("v5", cpu); "<src>.<cpu>.mc22.o" -> "mc22".
std::pair<std::string, std::string> versionAndCpu(const std::string& path) {
  const std::string name = fileName(path);
  const size_t a = name.find('.'), b = name.find('.', a + 1), c = name.find('.', b + 1);
  return {name.substr(b + 1, c - b - 1), name.substr(a + 1, b - a - 1)};
}

std::optional<std::string> tool(const char* path) {
  return std::filesystem::exists(path) ? std::optional<std::string>(path) : std::nullopt;
}

std::string runCommand(const std::string& cmd, int* status = nullptr) {
  std::string out;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return out;
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int rc = pclose(p);
  if (status) *status = rc;
  return out;
}

std::string tempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() / fmt::format("gcnkit-clang19-{}-{}", getpid(), name)).string();
}

void writeFile(const std::string& path, std::span<const uint8_t> bytes) {
  std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

// What must survive a linked round trip: .text, every kernel's descriptor (its entry offset as the
// kernel's offset from the descriptor, which the rebuilt layout may change), the notes.
std::vector<std::string> linkedDifferences(const CodeObject& want, const CodeObject& got) {
  std::vector<std::string> out;
  const int a = want.elf.findSection(".text"), b = got.elf.findSection(".text");
  if (a < 0 || b < 0) return {"no .text"};
  if (want.elf.sections[size_t(a)].data != got.elf.sections[size_t(b)].data) out.push_back(".text bytes differ");
  if (want.kernels.size() != got.kernels.size()) return {"kernel count differs"};
  for (const CodeObjectKernel& x : want.kernels) {  // by name: the symbol tables may order them differently
    auto it = std::find_if(got.kernels.begin(), got.kernels.end(), [&](const auto& k) { return k.name == x.name; });
    if (it == got.kernels.end()) {
      out.push_back(x.name + ": missing");
      continue;
    }
    const CodeObjectKernel& y = *it;
    if (!x.descriptor || !y.descriptor || x.entrySymbol < 0 || y.entrySymbol < 0) {
      out.push_back(x.name + ": no descriptor or kernel symbol");
      continue;
    }
    KernelDescriptor dx = *x.descriptor, dy = *y.descriptor;
    // The entry must be the kernel symbol in each object.
    auto entryOk = [](const CodeObject& co, const CodeObjectKernel& kk) {
      const uint64_t kd = co.elf.symbols[size_t(kk.descriptorSymbol)].value;
      return kd + uint64_t(kk.descriptor->kernelCodeEntryByteOffset) == co.elf.symbols[size_t(kk.entrySymbol)].value;
    };
    if (!entryOk(want, x)) out.push_back(x.name + ": the compiler's own entry offset is off (test data?)");
    if (!entryOk(got, y)) out.push_back(x.name + ": the rebuilt entry offset does not point at the kernel");
    dx.kernelCodeEntryByteOffset = dy.kernelCodeEntryByteOffset = 0;
    if (!(dx == dy)) out.push_back(x.name + ": descriptor differs");
  }
  if (want.notes.size() != got.notes.size()) {
    out.push_back("note count differs");
  } else {
    for (size_t n = 0; n < want.notes.size(); ++n)
      if (want.notes[n].desc != got.notes[n].desc || want.notes[n].type != got.notes[n].type)
        out.push_back(fmt::format("note {} differs", n));
  }
  return out;
}

struct Count {
  int tried = 0, exact = 0;
};

// Round trip of every supported linked object through `link` (relocatable bytes -> loadable bytes).
template <class Link>
std::map<std::string, Count> linkedRoundTrips(Link link) {
  std::map<std::string, Count> counts;
  for (const std::string& path : clangObjects(kClang19Dir, true)) {
    if (!isLinked(path)) continue;
    SCOPED_TRACE(fileName(path));
    auto co = readCodeObject(asBytes(slurp(path)));
    EXPECT_TRUE(co) << (co ? "" : co.error());
    if (!co) continue;
    auto [version, cpu] = versionAndCpu(path);
    Count& c = counts[fmt::format("{} {}", version, cpu)];
    ++c.tried;
    ObjectSource src = objectSource(*co);
    EXPECT_TRUE(src.inexact.empty()) << src.inexact.front();
    Reassembled again = reassemble(*co, src.text, fileName(path));
    if (!again.error.empty()) {
      ADD_FAILURE() << again.error;
      continue;
    }
    std::string error;
    std::optional<std::vector<uint8_t>> linked = link(again.bytes, error);
    if (!linked) {
      ADD_FAILURE() << "link: " << error;
      continue;
    }
    auto back = readCodeObject(*linked);
    if (!back) {
      ADD_FAILURE() << back.error();
      continue;
    }
    std::vector<std::string> diff = linkedDifferences(*co, *back);
    for (const std::string& d : diff) ADD_FAILURE() << d;
    c.exact += diff.empty();
  }
  return counts;
}

void printCounts(const char* what, const std::map<std::string, Count>& counts) {
  int tried = 0, exact = 0;
  for (auto& [key, c] : counts) {
    std::cout << "[ " << what << " ] " << key << ": " << c.exact << " of " << c.tried << "\n";
    tried += c.tried;
    exact += c.exact;
  }
  std::cout << "[ " << what << " ] all: " << exact << " of " << tried << "\n";
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

TEST(Clang19Objects, UnsupportedProcessorsAreNamedAndStillDescribed) {
  const std::map<std::string, std::string> want = {
      {"builtins.gfx1100.v5.so", "processor gfx1100 (GFX11) is not supported yet"},
      {"builtins.gfx11-generic.v6.so", "processor gfx11-generic (GFX11) is not supported yet"},
  };
  for (auto& [name, message] : want) {
    SCOPED_TRACE(name);
    const std::string bytes = slurp(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/clang19/" + name);
    auto refused = readCodeObject(asBytes(bytes));
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().rfind(message, 0), 0u) << refused.error();
    auto co = readCodeObject(asBytes(bytes), ReadOptions{.allowUnsupportedProcessor = true});
    ASSERT_TRUE(co) << co.error();
    EXPECT_EQ(co->processor, nullptr);
    EXPECT_EQ(co->kernels.size(), 3u);
    for (const CodeObjectKernel& k : co->kernels) EXPECT_TRUE(k.descriptor) << k.name;
    ASSERT_TRUE(co->metadata);
    EXPECT_TRUE(readHsaMetadata(*co->metadata));
    EXPECT_EQ(co->targetId().rfind("amdgcn-amd-amdhsa--" + name.substr(9, name.find(".v") - 9), 0), 0u);
  }
}

TEST(Clang19Objects, LinkedSourceRebuildsWithAsShared) {
  auto counts = linkedRoundTrips([](const std::vector<uint8_t>& obj, std::string& error) {
    auto so = linkSharedObject(obj);
    if (!so) error = so.error();
    return so ? std::optional<std::vector<uint8_t>>(std::move(*so)) : std::nullopt;
  });
  printCounts("as --shared", counts);
}

TEST(Clang19Objects, LinkedSourceRebuildsWithLdLld) {
  auto lld = tool("/usr/lib/llvm-19/bin/ld.lld");
  if (!lld) GTEST_SKIP() << "ld.lld-19 not installed";
  auto counts = linkedRoundTrips([&](const std::vector<uint8_t>& obj, std::string& error) {
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
