// Live check: the installed llvm-readelf and llvm-objdump read every object gcnkit writes (relocatable,
// loadable, code object V2) without a warning or an error. Skipped, and reported skipped, without them.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <tuple>

#include "asm/object_output.h"
#include "object/shared_object.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

std::string programsDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/programs/"; }

// The first of the names that runs; "" when none does.
std::string findTool(std::initializer_list<const char*> names) {
  for (const char* n : names)
    if (std::system((std::string(n) + " --version >/dev/null 2>&1").c_str()) == 0) return n;
  return {};
}

struct Output {
  int status;
  std::string err;
};

Output run(const std::string& cmd, const std::string& tmp) {
  const std::string err = tmp + ".err";
  int raw = std::system((cmd + " >/dev/null 2>" + err).c_str());
  return {WEXITSTATUS(raw), slurp(err)};
}

std::vector<uint8_t> objectFor(const std::string& prog, const std::string& cpu, const std::string& mattr, int version) {
  AssembleOptions o;
  o.target = target(cpu.c_str(), mattr.c_str());
  o.hsa = o.relocatable = true;
  o.codeObjectVersion = version;
  AssembleResult r = assemble(slurp(programsDir() + prog + ".s"), o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  auto obj = writeObjectFile(r, o.target, ObjectOptions{true, version});
  EXPECT_TRUE(obj) << obj.error();
  return obj ? *obj : std::vector<uint8_t>{};
}

TEST(LlvmTools, ReadEverythingGcnkitWrites) {
  const std::string readelf = findTool({"llvm-readelf", "llvm-readelf-14", "/usr/lib/llvm-22/bin/llvm-readelf"});
  const std::string objdump = findTool({"llvm-objdump", "llvm-objdump-14", "/usr/lib/llvm-22/bin/llvm-objdump"});
  if (readelf.empty() || objdump.empty()) GTEST_SKIP() << "no llvm-readelf/llvm-objdump installed";
  // name, bytes, whether llvm-objdump can disassemble it (no llvm disassembles GFX6/7: it aborts)
  std::vector<std::tuple<std::string, std::vector<uint8_t>, bool>> files;
  auto disassemblable = [](const std::string& cpu) { return target(cpu.c_str()).gen() >= Gen::GFX8; };
  std::ifstream in(programsDir() + "cases.txt");
  for (std::string prog, cpu; in >> prog >> cpu;) {
    auto obj = objectFor(prog, cpu, "", 4);
    files.emplace_back(prog + "." + cpu + ".o", obj, disassemblable(cpu));
    if (auto so = linkSharedObject(obj)) files.emplace_back(prog + "." + cpu + ".so", *so, disassemblable(cpu));
  }
  std::ifstream v2(programsDir() + "cases_v2.txt");
  for (std::string prog, cpu, mattr; v2 >> prog >> cpu >> mattr;)
    files.emplace_back(prog + "." + cpu + ".v2.o", objectFor(prog, cpu, mattr == "-" ? "" : mattr, 2), disassemblable(cpu));
  ASSERT_GE(files.size(), 25u);
  const std::string dir = ::testing::TempDir() + "/gcnkit_llvm_tools";
  std::filesystem::create_directories(dir);
  for (const auto& [name, bytes, canDisassemble] : files) {
    SCOPED_TRACE(name);
    const std::string path = dir + "/" + name;
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    std::vector<std::string> cmds{readelf + " -a --notes " + path};
    if (canDisassemble) cmds.push_back(objdump + " -d -r " + path);
    for (const std::string& cmd : cmds) {
      Output o = run(cmd, path);
      EXPECT_EQ(o.status, 0) << cmd << "\n" << o.err;
      EXPECT_EQ(o.err, "") << cmd;
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
