// clang's own assembly (tests/data/clangasm, written by build.sh there): for every `.s` clang-19 or clang-22
// wrote, `gcnkit as` and `gcnkit mc -filetype=obj` must write the object llvm-mc 22 writes for it, and
// `gcnkit as --shared` what ld.lld 22 links from that, byte for byte; a difference is reported section by
// section (tests/support/object_diff.h).
//   - ClangAsm.GoldenFilesEqualLlvmMc22: the committed files (always run);
//   - ClangAsmLive.GoldenObjectsAreLlvmMc22s: the installed llvm-mc 22 and ld.lld 22 write the committed objects
//     from the committed `.s` (skipped without them, or when their versions are not those of VERSIONS);
//   - ClangAsmLive.RegeneratedFilesEqualLlvmMc22: the same list compiled again by the installed clang-19/22 and
//     llvm-mc 22, and equal to the committed files when the tools are those of VERSIONS (8 s of clang and
//     llvm-mc: run when GCNKIT_CLANGASM_LIVE=1, after changing build.sh or its kernels; skipped otherwise);
//   - ClangAsmSweep.Directory: a directory of build.sh --all (GCNKIT_CLANGASM_DIR; scripts/clang_asm_sweep.sh).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "cli_support.h"
#include "object_diff.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

const std::string kGoldenDir = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/clangasm";

struct AsmCase {
  std::string file, mcpu, mattr, built;
};

std::vector<AsmCase> readManifest(const std::string& dir) {
  std::vector<AsmCase> out;
  std::istringstream in(slurp(dir + "/MANIFEST.tsv"));
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    AsmCase c;
    std::getline(fields, c.file, '\t');
    std::getline(fields, c.mcpu, '\t');
    std::getline(fields, c.mattr, '\t');
    std::getline(fields, c.built, '\t');
    if (c.mattr == "-") c.mattr.clear();
    if (!c.file.empty()) out.push_back(c);
  }
  return out;
}

std::vector<uint8_t> bytesOf(const std::string& path) {
  const std::string s = slurp(path);
  return {s.begin(), s.end()};
}

// What differs between llvm-mc 22's object and each of gcnkit's (as, mc), one line per problem.
std::vector<std::string> problems(const std::string& dir, const AsmCase& c) {
  const std::string in = dir + "/" + c.file, want = in.substr(0, in.size() - 2) + ".o";
  const std::string out = perTestPath("_" + c.file + ".o");
  std::vector<std::string> found;
  const std::string mattr = c.mattr.empty() ? "" : " -mattr=" + c.mattr;
  const std::pair<const char*, std::string> runs[] = {
      {"as", fmt::format("as{} {} -o {}", c.mattr.empty() ? "" : " --mattr=" + c.mattr, in, out)},
      {"mc", fmt::format("mc -triple=amdgcn-amd-amdhsa -mcpu={}{} -filetype=obj {} -o {}", c.mcpu, mattr, in, out)},
  };
  for (const auto& [tool, args] : runs) {
    std::filesystem::remove(out);
    const CliRun r = gcnkit(args);
    if (r.status != 0) {
      found.push_back(fmt::format("{}: exit {}: {}", tool, r.status, r.err.substr(0, 400)));
      continue;
    }
    for (const std::string& d : objectDifferences(bytesOf(want), bytesOf(out))) found.push_back(fmt::format("{}: {}", tool, d));
  }
  // The loadable object, where ld.lld 22 links one (its .comment names gcnkit: LLD_VERSION).
  const std::string so = in.substr(0, in.size() - 2) + ".so";
  if (std::filesystem::exists(so)) {
    std::filesystem::remove(out);
    const CliRun r = gcnkit(fmt::format("as{} --shared {} -o {}", c.mattr.empty() ? "" : " --mattr=" + c.mattr, in, out));
    if (r.status != 0) found.push_back(fmt::format("as --shared: exit {}: {}", r.status, r.err.substr(0, 400)));
    else
      for (const std::string& d : objectDifferences(bytesOf(so), bytesOf(out))) found.push_back("as --shared: " + d);
  }
  std::filesystem::remove(out);
  return found;
}

// Checks every case of a directory; returns the number that differ (each reported), and prints a summary.
int checkDirectory(const std::string& dir, const std::vector<AsmCase>& cases) {
  std::map<std::string, std::pair<int, int>> byOrigin;  // "clang-19 twin" -> (equal, differing)
  int differing = 0;
  for (const AsmCase& c : cases) {
    const std::vector<std::string> p = problems(dir, c);
    const std::string origin = c.built.substr(0, c.built.find(' ')) +
                               (c.built.find("tests/twin") != std::string::npos     ? " twin kernels"
                                : c.built.find("tests/corpus") != std::string::npos ? " corpus kernels"
                                                                                    : " clangasm kernels");
    (p.empty() ? byOrigin[origin].first : byOrigin[origin].second)++;
    if (p.empty()) continue;
    ++differing;
    std::string text;
    for (size_t i = 0; i < p.size() && i < 12; ++i) text += "\n  " + p[i];
    ADD_FAILURE() << c.file << " (" << c.built << ", -mcpu=" << c.mcpu << (c.mattr.empty() ? "" : " -mattr=" + c.mattr)
                  << "): differs from llvm-mc 22:" << text;
  }
  for (const auto& [origin, counts] : byOrigin)
    std::printf("%s: %d equal to llvm-mc 22, %d differing\n", origin.c_str(), counts.first, counts.second);
  return differing;
}

TEST(ClangAsm, GoldenFilesEqualLlvmMc22) {
  const std::vector<AsmCase> cases = readManifest(kGoldenDir);
  ASSERT_GE(cases.size(), 10u) << "MANIFEST.tsv lists the golden files";
  // The golden set covers what makes clang's assembly special; a rebuild that lost it must fail here.
  std::string all;
  for (const AsmCase& c : cases) all += slurp(kGoldenDir + "/" + c.file);
  for (const char* needle : {".set ", "max(", "or(", "totalnumvgprs(", ".amdhsa_next_free_vgpr max(", ".ident", ".addrsig_sym",
                             ".p2alignl", ".loc\t", ".cfi_startproc", ".file\t0", ".uleb128", ".section\t.debug_line",
                             "@gotpcrel32@lo", "@rel32@lo", ".quad\t", ".protected", ".weak"})
    EXPECT_NE(all.find(needle), std::string::npos) << "no golden file has " << needle;
  auto built = [&](const char* what) {
    return std::any_of(cases.begin(), cases.end(), [&](const AsmCase& c) { return (c.built + " " + c.mattr).find(what) != std::string::npos; });
  };
  for (const char* what : {"clang-19", "clang-22", "-O0 -g", "+wavefrontsize64", "version=4", "version=5", "version=6"})
    EXPECT_TRUE(built(what)) << "no golden file built with " << what;
  EXPECT_EQ(checkDirectory(kGoldenDir, cases), 0);
}

std::optional<std::string> tool(const char* path) {
  return std::filesystem::exists(path) ? std::optional<std::string>(path) : std::nullopt;
}

// The first line of `command`'s standard output ("" when it cannot run).
std::string firstLine(const std::string& command) {
  const std::string out = perTestPath("_version");
  if (std::system((command + " > " + out + " 2> /dev/null").c_str()) != 0) return {};
  const std::string text = slurp(out);
  return text.substr(0, text.find('\n'));
}

// The line of VERSIONS that names `tool` ("llvm-mc: ...").
std::string recordedVersion(const std::string& tool) {
  std::istringstream in(slurp(kGoldenDir + "/VERSIONS"));
  for (std::string line; std::getline(in, line);)
    if (line.starts_with(tool + ": ")) return line.substr(tool.size() + 2);
  return {};
}

TEST(ClangAsmLive, GoldenObjectsAreLlvmMc22s) {
  const char* mc = "/usr/lib/llvm-22/bin/llvm-mc";
  const char* lld = "/usr/lib/llvm-22/bin/ld.lld";
  if (!tool(mc) || !tool(lld)) GTEST_SKIP() << "needs llvm-mc 22 and ld.lld 22";
  std::string mcVersion = firstLine(std::string(mc) + " --version | grep -m1 'LLVM version'");
  mcVersion.erase(0, mcVersion.find_first_not_of(' '));
  const std::string lldVersion = firstLine(std::string(lld) + " --version");
  if (mcVersion != recordedVersion("llvm-mc") || lldVersion != recordedVersion("ld.lld"))
    GTEST_SKIP() << "installed: " << mcVersion << ", " << lldVersion << "; VERSIONS has other versions";
  const std::string out = perTestPath("_golden");
  int compared = 0;
  for (const AsmCase& c : readManifest(kGoldenDir)) {
    const std::string base = kGoldenDir + "/" + c.file.substr(0, c.file.size() - 2);
    const std::string mattr = c.mattr.empty() ? "" : " -mattr=" + c.mattr;
    ASSERT_EQ(std::system(fmt::format("{} -triple=amdgcn-amd-amdhsa -mcpu={}{} -filetype=obj {}.s -o {}.o", mc, c.mcpu,
                                      mattr, base, out).c_str()), 0) << c.file;
    EXPECT_TRUE(slurp(out + ".o") == slurp(base + ".o")) << c.file << ": llvm-mc 22 writes another object; rerun build.sh";
    const bool links = std::system(fmt::format("LLD_VERSION='Linker: gcnkit' {} -shared {}.o -o {}.so 2> /dev/null",
                                               lld, out, out).c_str()) == 0;
    EXPECT_EQ(links, std::filesystem::exists(base + ".so")) << c.file << ": ld.lld 22 " << (links ? "links" : "refuses") << " it";
    if (links) {
      EXPECT_TRUE(slurp(out + ".so") == slurp(base + ".so")) << c.file << ": ld.lld 22 links another object";
    }
    ++compared;
  }
  EXPECT_GE(compared, 10);
  std::filesystem::remove(out + ".o");
  std::filesystem::remove(out + ".so");
}

TEST(ClangAsmLive, RegeneratedFilesEqualLlvmMc22) {
  if (!std::getenv("GCNKIT_CLANGASM_LIVE"))
    GTEST_SKIP() << "GCNKIT_CLANGASM_LIVE=1 compiles the golden list again with clang (about 8 s)";
  if (!tool("/usr/lib/llvm-22/bin/llvm-mc") || (!tool("/usr/lib/llvm-19/bin/clang") && !tool("/usr/lib/llvm-22/bin/clang")))
    GTEST_SKIP() << "needs llvm-mc 22 and clang-19 or clang-22";
  const std::string dir = perTestPath("_clangasm");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const int rc = std::system(fmt::format("JOBS=2 {}/build.sh {} > {}/build.log 2>&1", kGoldenDir, dir, dir).c_str());
  ASSERT_EQ(rc, 0) << slurp(dir + "/build.log");
  const std::vector<AsmCase> cases = readManifest(dir);
  ASSERT_FALSE(cases.empty()) << slurp(dir + "/build.log");
  EXPECT_EQ(checkDirectory(dir, cases), 0);
  // With the tools the golden files were made with, the golden files are what they make.
  if (slurp(dir + "/VERSIONS") == slurp(kGoldenDir + "/VERSIONS")) {
    for (const AsmCase& c : cases) {
      const std::string base = c.file.substr(0, c.file.size() - 2);
      for (const std::string& f : {c.file, base + ".o", base + ".so"})
        EXPECT_EQ(slurp(dir + "/" + f), slurp(kGoldenDir + "/" + f)) << f << ": rerun build.sh";
    }
  }
  std::filesystem::remove_all(dir);
}

// What a loader sees of two objects: allocated sections (by name: type, flags, size, contents), their
// relocations (sorted) and kernel descriptors. llvm-mc 22's object and `clang -c`'s differ elsewhere by design:
// the asm printer's empty .AMDGPU.csdata, absolute resource symbols, the order of .debug_line's tables.
std::vector<std::string> loadedDifferences(std::span<const uint8_t> mc, std::span<const uint8_t> clang) {
  std::vector<std::string> out;
  auto a = readElf(mc), b = readElf(clang);
  if (!a || !b) return {"unreadable"};
  auto relocs = [](const ElfFile& f, const ElfSection& target) {
    std::vector<std::string> list;
    for (const ElfSection& r : f.sections)
      if (r.type == SHT_RELA && r.info < f.sections.size() && &f.sections[r.info] == &target)
        for (const ElfRelocation& x : r.relocations) list.push_back(objdiff::relocText(f, x));
    std::sort(list.begin(), list.end());
    return list;
  };
  for (const ElfSection& x : a->sections) {
    if (!(x.flags & SHF_ALLOC)) continue;
    const int j = b->findSection(x.name);
    if (j < 0) {
      out.push_back(x.name + ": missing from clang -c");
      continue;
    }
    const ElfSection& y = b->sections[size_t(j)];
    if (x.type != y.type || x.flags != y.flags || x.size != y.size || x.data != y.data)
      out.push_back(x.name + ": contents differ");
    if (relocs(*a, x) != relocs(*b, y)) out.push_back(x.name + ": relocations differ");
  }
  objdiff::descriptorDifferences(mc, clang, out);
  return out;
}

TEST(ClangAsmSweep, Directory) {
  const char* dir = std::getenv("GCNKIT_CLANGASM_DIR");
  if (!dir) GTEST_SKIP() << "GCNKIT_CLANGASM_DIR names a directory of tests/data/clangasm/build.sh --all";
  const std::vector<AsmCase> cases = readManifest(dir);
  ASSERT_FALSE(cases.empty());
  EXPECT_EQ(checkDirectory(dir, cases), 0);
  // With CLANG_OBJECTS=1: llvm-mc 22's object of clang's text against clang's own object (a report, not a check:
  // an older clang's text may leave out what its object has).
  int compared = 0, equal = 0;
  std::map<std::string, int> reasons;
  for (const AsmCase& c : cases) {
    const std::string base = std::string(dir) + "/" + c.file.substr(0, c.file.size() - 2);
    if (!std::filesystem::exists(base + ".clang.o")) continue;
    ++compared;
    const std::vector<std::string> d = loadedDifferences(bytesOf(base + ".o"), bytesOf(base + ".clang.o"));
    if (d.empty()) ++equal;
    for (const std::string& why : d) {
      ++reasons[c.built.substr(0, c.built.find(' ')) + ": " + why];
      std::printf("llvm-mc 22 vs clang -c: %s: %s\n", c.file.c_str(), why.c_str());
    }
  }
  if (compared) std::printf("llvm-mc 22 vs clang -c: %d objects, %d equal in what a loader sees\n", compared, equal);
  for (const auto& [why, n] : reasons) std::printf("  %4d x %s\n", n, why.c_str());
}

}  // namespace
}  // namespace gcnkit::test
