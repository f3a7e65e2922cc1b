// Running the gcnkit binary from a test: status, standard output and standard error, with per-test
// temporary files (CTest runs tests in parallel processes).
#pragma once
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.h"

namespace gcnkit::test {

struct CliRun {
  int status;
  std::string out, err;
};
using GcnkitRun = CliRun;

// The per-test files a test binary made, removed when it exits (the temporary folder is shared by every run).
inline void removeAtExit(const std::string& path) {
  struct Files {
    std::set<std::string> paths;
    std::mutex lock;
    ~Files() {
      for (const std::string& p : paths) std::remove(p.c_str());
    }
  };
  static Files files;
  std::lock_guard hold(files.lock);
  files.paths.insert(path);
}

// A path named after the running test.
// Suite, test and process in the name: CTest runs tests in parallel, and two suites may share a test name
// (Gfx11Objects.X and Gfx12Objects.X once read each other's output).
inline std::string perTestPath(const std::string& suffix) {
  const ::testing::TestInfo* t = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string name = std::string(t->test_suite_name()) + "." + t->name() + "." + std::to_string(getpid());
  std::replace(name.begin(), name.end(), '/', '_');  // parameterized suites and tests are named "A/B"
  const std::string path = ::testing::TempDir() + "/" + name + suffix;
  removeAtExit(path);
  return path;
}

// `gcnkit ARGS < input` (ARGS are shell words).
inline CliRun gcnkit(const std::string& args, const std::string& input = "") {
  const std::string in = perTestPath("_in"), out = perTestPath("_out"), err = perTestPath("_err");
  std::ofstream(in, std::ios::binary) << input;
  const std::string cmd = std::string(GCNKIT_BINARY) + " " + args + " <" + in + " >" + out + " 2>" + err;
  const int raw = std::system(cmd.c_str());
  CliRun r{WEXITSTATUS(raw), slurp(out), slurp(err)};
  for (const std::string& p : {in, out, err}) std::remove(p.c_str());
  return r;
}
inline CliRun runGcnkit(const std::string& args, const std::string& input = "") { return gcnkit(args, input); }

// A file named after the running test, holding `content`.
inline std::string tempFile(const std::string& name, const std::string& content) {
  const std::string path = perTestPath(name);
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

// The bundled example kernel (README's quickstart), and it assembled for gfx900 into a per-test object file.
inline const std::string kExample = std::string(GCNKIT_SOURCE_DIR) + "/examples/kernel.s";
inline std::string exampleObject() {
  const std::string obj = tempFile("example.o", "");
  EXPECT_EQ(gcnkit("as --mcpu=gfx900 " + kExample + " -o " + obj).status, 0);
  return obj;
}

// The values `gcnkit run --print` wrote (every "N: v v v" line after a "buffer argument" header), in order.
inline std::vector<double> printedValues(const std::string& out) {
  std::vector<double> v;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    const size_t colon = line.find(':');
    if (line.starts_with("buffer argument") || colon == std::string::npos) continue;
    std::istringstream words(line.substr(colon + 1));
    for (std::string w; words >> w;) v.push_back(std::stod(w));
  }
  return v;
}

}  // namespace gcnkit::test
