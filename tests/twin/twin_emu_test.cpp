// The committed GPU objects of the twin kernels (tests/data/twin, built by tests/twin/build.sh) and the
// emulator runs against the host twins.
//
// TwinObjects and TwinFault: every object is listed, loads, names its processor and code object version, and
// lays out its arguments as the cases pass them; a fault names the kernel, processor and version. TwinEmu
// compares the emulator with the host twin for every case, processor and version.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include <unistd.h>

#include <fmt/format.h>

#include "asm/object_disassembler.h"
#include "emu/code_object.h"
#include "gcnkit/dispatch.h"
#include "object/kernel_descriptor.h"
#include "twin_run.h"

namespace gcnkit::twin {
namespace {


std::vector<uint8_t> readBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string slurpText(const std::string& path) {
  const auto bytes = readBytes(path);
  return {bytes.begin(), bytes.end()};
}

std::vector<std::string> kernelSources() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(GCNKIT_SOURCE_DIR) + "/tests/twin/kernels")) {
    const std::string ext = e.path().extension().string();
    if (ext == ".cl" || ext == ".hip") out.push_back(e.path().filename().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::map<std::tuple<std::string, std::string, unsigned>, std::string> manifest() {
  std::string error;
  std::map<std::tuple<std::string, std::string, unsigned>, std::string> m;
  for (const ManifestEntry& e : readManifest(&error)) m[{e.source, e.processor, e.version}] = e.status;
  EXPECT_EQ(error, "");
  return m;
}

ObjectKey keyFor(const Case& c, const char* cpu, unsigned version) { return {c.stem(), cpu, version}; }

TEST(TwinObjects, EverySourceIsBuiltForEveryProcessorAndVersion) {
  auto m = manifest();
  const auto sources = kernelSources();
  ASSERT_GE(sources.size(), 10u);
  for (const std::string& s : sources)
    for (const std::string& cpu : sourceProcessors(s))
      for (unsigned v : codeObjectVersions(cpu)) {
        auto it = m.find({s, cpu, v});
        ASSERT_NE(it, m.end()) << s << " " << cpu << " V" << v << " missing from MANIFEST.tsv: rerun tests/twin/build.sh";
        EXPECT_EQ(it->second, "ok") << s << " " << cpu << " V" << v;
        if (it->second == "ok") {
          EXPECT_TRUE(std::filesystem::exists(ObjectKey{s.substr(0, s.find('.')), cpu, v}.path())) << s << " " << cpu;
        }
      }
  std::set<std::string> caseSources;
  for (const Case& c : testCases()) {
    caseSources.insert(c.source);
    const auto built = sourceProcessors(c.source);
    for (const std::string& cpu : c.processors())
      EXPECT_NE(std::find(built.begin(), built.end(), cpu), built.end()) << c.kernel << ": " << c.source << " is not built for " << cpu;
  }
  for (const std::string& s : sources) EXPECT_TRUE(caseSources.count(s)) << s << " has no twin case";
}

// The processor-specific instructions a case is there to test are in its compiled code (gcnkit's listing of
// the kernel's symbol), so that the twin comparison cannot pass without running them.
TEST(TwinObjects, KernelsContainTheInstructionsTheyTest) {
  int checked = 0;
  for (const Case& c : testCases())
    for (const MustContain& want : c.contains)
      for (const std::string& cpu : want.cpus)
        for (unsigned v : codeObjectVersions(cpu)) {
          const ObjectKey key = keyFor(c, cpu.c_str(), v);
          const auto bytes = readBytes(key.path());
          auto co = readCodeObject(bytes);
          ASSERT_TRUE(co) << key.label();
          const std::string listing = objdumpListing(*co, key.path());
          const size_t start = listing.find("<" + c.kernel + ">:");
          ASSERT_NE(start, std::string::npos) << key.label() << " has no symbol " << c.kernel;
          const size_t end = listing.find(">:\n", start + c.kernel.size() + 3);
          const std::string body = listing.substr(start, end == std::string::npos ? std::string::npos : end - start);
          EXPECT_NE(body.find("\t" + want.mnemonic), std::string::npos)
              << c.kernel << " (" << key.label() << ") does not contain " << want.mnemonic;
          ++checked;
        }
  EXPECT_GE(checked, 100);
}

TEST(TwinObjects, ObjectsNameTheirProcessorVersionAndKernels) {
  std::map<std::string, std::set<std::string>> kernelsOf;
  for (const Case& c : testCases()) kernelsOf[c.stem()].insert(c.kernel);
  std::map<std::string, std::string> sourceOf;
  for (const Case& c : testCases()) sourceOf[c.stem()] = c.source;
  for (const auto& [stem, kernels] : kernelsOf)
    for (const std::string& cpu : sourceProcessors(sourceOf[stem]))
      for (unsigned v : codeObjectVersions(cpu)) {
        const ObjectKey key{stem, cpu, v};
        const auto bytes = readBytes(key.path());
        ASSERT_GT(bytes.size(), 64u) << key.path();
        std::string error;
        EXPECT_EQ(emu::codeObjectProcessor(bytes, &error), processorOf(cpu)) << key.label() << ": " << error;
        EXPECT_EQ(int(bytes[8]), int(v) - 2) << key.label() << ": EI_ABIVERSION (2 = V4, 3 = V5)";
        const auto names = emu::codeObjectKernels(bytes, &error);
        for (const std::string& k : kernels) {
          EXPECT_NE(std::find(names.begin(), names.end(), k), names.end()) << key.label() << " lacks " << k;
          // The host twin's float model is IEEE with denormals: every kernel must run in that mode.
          auto loaded = emu::loadKernel(bytes, k);
          ASSERT_TRUE(loaded) << loaded.error();
          for (const char* field : {"FLOAT_DENORM_MODE_32", "FLOAT_DENORM_MODE_16_64"})
            EXPECT_EQ(getField(loaded->kd, *findKdField(KdWord::Rsrc1, field)), 3u) << key.label() << " " << k << " " << field;
          EXPECT_EQ(getField(loaded->kd, *findKdField(KdWord::Rsrc1, "FLOAT_ROUND_MODE_32")), 0u);
        }
      }
}

TEST(TwinObjects, ArgumentLayoutComesFromMetadata) {
  for (const Case& c : testCases())
    for (const std::string& cpu : c.processors())
      for (unsigned v : codeObjectVersions(cpu)) {
        const ObjectKey key = keyFor(c, cpu.c_str(), v);
        const auto bytes = readBytes(key.path());
        KernargLayout layout;
        std::string error;
        const bool read = readArgumentLayout(bytes, c, &layout, &error);
        ASSERT_TRUE(read) << key.label() << ": " << error;
        ASSERT_EQ(layout.offsets.size(), c.args.size());
        for (size_t i = 1; i < layout.offsets.size(); ++i)
          EXPECT_GT(layout.offsets[i], layout.offsets[i - 1]) << c.kernel << " argument " << i;
        EXPECT_GE(layout.segmentSize, layout.offsets.back() + 4);
        // OpenCL and HIP kernels use the processor's default wave size, unless built for wave64 ("gfx1030w64").
        auto m = emu::Machine::create(processorOf(cpu));
        ASSERT_TRUE(m);
        EXPECT_EQ(layout.waveSize, forcedWaveSize(cpu) ? forcedWaveSize(cpu) : m->waveSize()) << key.label() << " " << c.kernel;
      }
  // A case that passes the wrong arguments is refused, with what differs.
  Case wrong = testCases().front();
  wrong.args.pop_back();
  KernargLayout layout;
  std::string error;
  EXPECT_FALSE(readArgumentLayout(readBytes(keyFor(wrong, "gfx900", 4).path()), wrong, &layout, &error));
  EXPECT_NE(error.find("metadata lists 4 explicit arguments, the case has 3"), std::string::npos) << error;
  wrong = testCases().front();
  wrong.args.back() = output(Elem::U32, 4);
  EXPECT_FALSE(readArgumentLayout(readBytes(keyFor(wrong, "gfx900", 4).path()), wrong, &layout, &error));
  EXPECT_NE(error.find("argument 3 is by_value of 4 bytes in the metadata, the case passes global_buffer"),
            std::string::npos)
      << error;
}

// The committed objects are what build.sh makes with the recorded tools (when those tools are here).
TEST(TwinObjects, RecompiledObjectsMatchTheCommittedOnes) {
  const char* clang = "/usr/lib/llvm-19/bin/clang";
  if (!std::filesystem::exists(clang) || !std::filesystem::exists("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc"))
    GTEST_SKIP() << "clang-19 or rocm-device-libs not installed (scripts/install-deps.sh installs them)";
  const std::string recorded = slurpText(twinDataDir() + "VERSIONS");
  const std::string tmp =
      (std::filesystem::temp_directory_path() / ("gcnkit_twin_rebuild." + std::to_string(::getpid()))).string();
  std::filesystem::remove_all(tmp);
  const std::string cmd = fmt::format(
      "CPUS='gfx900 gfx942 gfx1030 gfx1151' CO_VERSIONS='4 5 6' SOURCES='trap.cl lanes.cl hip_kernels.hip global_load_lds.cl' "
      "'{}/tests/twin/build.sh' '{}' "
      ">/dev/null 2>&1",
      GCNKIT_SOURCE_DIR, tmp);
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  const std::string now = slurpText(tmp + "/VERSIONS");
  if (now != recorded) {
    std::filesystem::remove_all(tmp);
    GTEST_SKIP() << "installed tools:\n" << now << "objects made with:\n" << recorded;
  }
  for (const char* stem : {"trap", "lanes", "hip_kernels"})
    for (const char* cpu : {"gfx900", "gfx1030", "gfx1151"})
      for (unsigned v : codeObjectVersions(cpu)) {
        const std::string name = fmt::format("{}.{}.v{}.hsaco", stem, cpu, v);
        EXPECT_EQ(readBytes(tmp + "/" + name), readBytes(twinDataDir() + name)) << name << " differs: rerun build.sh";
      }
  // A source with a `twin-clang-flags:` line (gfx942 only; the made-up device library of gfx942 too).
  for (unsigned v : codeObjectVersions("gfx942")) {
    const std::string name = fmt::format("global_load_lds.gfx942.v{}.hsaco", v);
    EXPECT_EQ(readBytes(tmp + "/" + name), readBytes(twinDataDir() + name)) << name << " differs: rerun build.sh";
  }
  std::filesystem::remove_all(tmp);
}

TEST(TwinFault, TrapNamesKernelProcessorAndVersion) {
  Case c;
  for (const Case& t : testCases())
    if (t.kernel == "trap_if") c = t;
  ASSERT_EQ(c.kernel, "trap_if");
  c.args[1] = scalarU32(0x7ead);
  for (const std::string& cpu : c.processors())
    for (unsigned v : codeObjectVersions(cpu)) {
      const ObjectKey key = keyFor(c, cpu.c_str(), v);
      RunResult r = runEmulated(c, key);
      EXPECT_EQ(r.launch.fault.kind, emu::FaultKind::Trap) << r.failure;
      EXPECT_NE(r.failure.find("kernel trap_if (trap on " + cpu + ", code object V" + std::to_string(v) +
                               ") faulted (trap): "),
                std::string::npos)
          << r.failure;
      EXPECT_NE(r.failure.find("s_trap 2"), std::string::npos) << r.failure;
      EXPECT_EQ(r.launch.fault.instruction, "s_trap 2");
    }
  // A kernel the object does not have: the load failure names it.
  c.kernel = "no_such_kernel";
  RunResult r = runEmulated(c, keyFor(c, "gfx900", 4));
  EXPECT_NE(r.failure.find("no_such_kernel"), std::string::npos) << r.failure;
}

struct EmuParam {
  size_t caseIndex;
  const char* cpu;
  unsigned version;
};

void PrintTo(const EmuParam& p, std::ostream* os) {
  *os << testCases()[p.caseIndex].kernel << " on " << p.cpu << " V" << p.version;
}

class TwinEmu : public ::testing::TestWithParam<EmuParam> {};

// Host twin results per (case, wave size), computed once.
const RunResult& hostResult(size_t caseIndex, unsigned waveSize) {
  static std::map<std::pair<size_t, unsigned>, RunResult> cache;
  auto it = cache.find({caseIndex, waveSize});
  if (it == cache.end()) it = cache.emplace(std::make_pair(caseIndex, waveSize), runHost(testCases()[caseIndex], waveSize)).first;
  return it->second;
}

TEST_P(TwinEmu, MatchesHostTwin) {
  const EmuParam p = GetParam();
  const Case& c = testCases()[p.caseIndex];
  const ObjectKey key = keyFor(c, p.cpu, p.version);
  RunResult emulated = runEmulated(c, key);
  ASSERT_EQ(emulated.failure, "");
  const RunResult& host = hostResult(p.caseIndex, emulated.waveSize);
  ASSERT_EQ(host.failure, "");
  for (size_t i = 0; i < c.args.size(); ++i) {
    if (!c.args[i].output) continue;
    EXPECT_EQ(compareOutput(c.args[i], emulated.buffers[i], host.buffers[i]), "")
        << c.kernel << " (" << key.label() << ") argument " << i;
  }
}

std::vector<EmuParam> emuParams() {
  std::vector<EmuParam> out;
  for (size_t i = 0; i < testCases().size(); ++i)
    for (const std::string& cpu : testCases()[i].processors())
      for (unsigned v : codeObjectVersions(cpu)) out.push_back({i, cpu.c_str(), v});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Kernels, TwinEmu, ::testing::ValuesIn(emuParams()),
                         [](const ::testing::TestParamInfo<EmuParam>& info) {
                           std::string cpu = info.param.cpu;  // (test names take no '-': gfx11-generic -> gfx11_generic)
                           std::replace(cpu.begin(), cpu.end(), '-', '_');
                           return fmt::format("{}_{}_v{}", testCases()[info.param.caseIndex].kernel, cpu,
                                              info.param.version);
                         });

}  // namespace
}  // namespace gcnkit::twin
