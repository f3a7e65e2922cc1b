// The compiled suite of the lint tests: the twin and benchmark kernels as clang-19 builds them for the processors
// the resource report is held to, at -O0 to -O3 (tests/data/lint/O<n>, and tests/data/twin for -O2), and clang's
// resource remarks for them (tests/data/lint/remarks.tsv, written by tests/lint/build_corpus.sh).
#pragma once
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <tuple>
#include <string>
#include <vector>

namespace gcnkit::lint_test {

inline const std::vector<std::string>& corpusProcessors() {
  static const std::vector<std::string> cpus{"gfx803", "gfx900", "gfx906", "gfx90a", "gfx942", "gfx1030"};
  return cpus;
}

struct CorpusObject {
  std::string level;  // "O0" .. "O3"
  std::string file;   // <source>.<cpu>.v5.hsaco
  std::string path;
  std::string cpu;
};

inline std::string corpusDir(const std::string& level) {
  const std::string root = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/";
  return level == "O2" ? root + "twin" : root + "lint/" + level;
}

// Every object of the suite (-O2: the twin objects of the processors above, code object V5).
inline std::vector<CorpusObject> corpusObjects() {
  std::vector<CorpusObject> out;
  for (const char* level : {"O0", "O1", "O2", "O3"}) {
    const std::string dir = corpusDir(level);
    if (!std::filesystem::exists(dir)) continue;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
      const std::string name = e.path().filename().string();
      if (!name.ends_with(".v5.hsaco")) continue;
      const std::string stem = name.substr(0, name.size() - std::string(".v5.hsaco").size());
      const std::string cpu = stem.substr(stem.rfind('.') + 1);
      bool wanted = false;
      for (const std::string& c : corpusProcessors()) wanted |= c == cpu;
      if (wanted) out.push_back({level, name, e.path().string(), cpu});
    }
  }
  std::sort(out.begin(), out.end(), [](const CorpusObject& a, const CorpusObject& b) {
    return std::tie(a.level, a.file) < std::tie(b.level, b.file);
  });
  return out;
}

inline std::vector<uint8_t> readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// One line of remarks.tsv: clang's numbers for one function of one object.
struct Remark {
  std::string level, object, function;
  std::map<std::string, std::string> value;  // column -> text ("-" where the remark has no such line)
};

inline std::vector<Remark> readRemarks() {
  std::ifstream in(std::string(GCNKIT_SOURCE_DIR) + "/tests/data/lint/remarks.tsv");
  std::vector<Remark> out;
  std::string line;
  std::vector<std::string> header;
  auto split = [](const std::string& l) {
    std::vector<std::string> f;
    std::stringstream ss(l);
    for (std::string x; std::getline(ss, x, '\t');) f.push_back(x);
    return f;
  };
  if (std::getline(in, line)) header = split(line);
  while (std::getline(in, line)) {
    const auto f = split(line);
    if (f.size() != header.size()) continue;
    Remark r{f[0], f[1], f[2], {}};
    for (size_t i = 3; i < f.size(); ++i) r.value[header[i]] = f[i];
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace gcnkit::lint_test
