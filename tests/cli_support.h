// Running the gcnkit command from a test: its status, standard output and standard error.
#pragma once
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include <sys/wait.h>

#include "test_support.h"

namespace gcnkit::test {

struct CliRun {
  int status;
  std::string out, err;
};

// Runs the gcnkit binary with `args` (shell words), feeding `input` on standard input.
inline CliRun gcnkit(const std::string& args, const std::string& input = "") {
  // Per-test file names: CTest runs the tests in parallel processes.
  const std::string dir = ::testing::TempDir() + "/" + ::testing::UnitTest::GetInstance()->current_test_info()->name();
  const std::string in = dir + "_in", out = dir + "_out", err = dir + "_err";
  std::ofstream(in, std::ios::binary) << input;
  std::string cmd = std::string(GCNKIT_BINARY) + " " + args + " <" + in + " >" + out + " 2>" + err;
  int raw = std::system(cmd.c_str());
  return {WEXITSTATUS(raw), slurp(out), slurp(err)};
}

// A file named after the running test, holding `content`.
inline std::string tempFile(const std::string& name, const std::string& content) {
  std::string path = ::testing::TempDir() + "/" + ::testing::UnitTest::GetInstance()->current_test_info()->name() + name;
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

}  // namespace gcnkit::test
