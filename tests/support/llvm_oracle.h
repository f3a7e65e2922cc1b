// Runs an installed llvm-mc as an oracle: finds one, feeds it a whole batch in one process, and parses
// what it prints. Used by the live differential tests, which skip when no llvm-mc is installed.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace gcnkit::test {

struct LlvmMc {
  std::string path;
  int major = 0;
};

// The newest llvm-mc on PATH (llvm-mc-22, -19, ..., plain llvm-mc); GCNKIT_LLVM_MC overrides.
inline std::optional<LlvmMc> findLlvmMc() {
  std::vector<std::string> names;
  if (const char* env = std::getenv("GCNKIT_LLVM_MC")) names.push_back(env);
  for (int v = 30; v >= 14; --v) names.push_back("llvm-mc-" + std::to_string(v));
  names.push_back("llvm-mc");
  for (const std::string& n : names) {
    std::string cmd = n + " --version 2>/dev/null";
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) continue;
    std::string out;
    char buf[256];
    while (fgets(buf, sizeof buf, p)) out += buf;
    if (pclose(p) != 0) continue;
    std::smatch m;
    if (std::regex_search(out, m, std::regex(R"(LLVM version (\d+))"))) return LlvmMc{n, std::stoi(m[1])};
  }
  return std::nullopt;
}

struct RunResult {
  std::vector<std::string> out;  // stdout lines
  std::string err;               // stderr text
};

inline RunResult runLlvmMc(const LlvmMc& mc, const std::string& args, const std::string& input) {
  char dir[] = "/tmp/gcnkit-oracle-XXXXXX";
  RunResult r;
  if (!mkdtemp(dir)) return r;
  std::string in = std::string(dir) + "/in", out = std::string(dir) + "/out", err = std::string(dir) + "/err";
  std::ofstream(in) << input;
  std::string cmd = mc.path + " " + args + " " + in + " >" + out + " 2>" + err;
  (void)std::system(cmd.c_str());
  std::ifstream o(out);
  for (std::string line; std::getline(o, line);) r.out.push_back(line);
  std::stringstream e;
  e << std::ifstream(err).rdbuf();
  r.err = e.str();
  std::remove(in.c_str());
  std::remove(out.c_str());
  std::remove(err.c_str());
  std::remove(dir);
  return r;
}

// Line numbers (1-based) that llvm-mc reported an error or warning for, with the message; with
// `firstColumnOnly`, only diagnostics that point at a line's first column.
inline std::map<int, std::string> diagnosticsByLine(const std::string& err, bool firstColumnOnly = false) {
  std::map<int, std::string> m;
  static const std::regex re(R"(:(\d+):(\d+): (?:error|warning): (.*))");
  std::stringstream ss(err);
  for (std::string line; std::getline(ss, line);) {
    std::smatch x;
    if (std::regex_search(line, x, re) && (!firstColumnOnly || x[2] == "1")) m.emplace(std::stoi(x[1]), x[3]);
  }
  return m;
}

}  // namespace gcnkit::test
