// Reads the golden vector files of tests/golden (tab-separated rows produced from llvm-mc).
#pragma once
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gcnkit::test {

struct GoldenRow {
  std::string kind;  // asm, err, dis, bad
  std::vector<std::string> cols;
  int line = 0;
};

struct GoldenFile {
  std::string cpu;  // from the header's -mcpu=
  std::string mattr;  // from the header's -mattr=, if any
  std::vector<GoldenRow> rows;
};

inline GoldenFile readGolden(const std::string& path) {
  GoldenFile f;
  std::ifstream in(path);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty()) continue;
    if (line[0] == '#') {
      auto p = line.find("-mcpu=");
      if (p != std::string::npos && f.cpu.empty()) f.cpu = line.substr(p + 6, line.find_first_of(" )", p) - p - 6);
      auto a = line.find("-mattr=");
      if (a != std::string::npos && f.mattr.empty()) f.mattr = line.substr(a + 7, line.find_first_of(" )", a) - a - 7);
      continue;
    }
    GoldenRow r;
    r.line = n;
    std::stringstream ss(line);
    std::string col;
    while (std::getline(ss, col, '\t')) r.cols.push_back(col);
    if (line.back() == '\t') r.cols.push_back("");
    r.kind = r.cols.empty() ? "" : r.cols[0];
    f.rows.push_back(std::move(r));
  }
  return f;
}

inline std::string hexBytes(const std::vector<uint8_t>& b) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (uint8_t x : b) {
    s += d[x >> 4];
    s += d[x & 15];
  }
  return s;
}

inline std::vector<uint8_t> fromHex(const std::string& h) {
  std::vector<uint8_t> b;
  for (size_t i = 0; i + 1 < h.size(); i += 2) b.push_back(uint8_t(std::stoi(h.substr(i, 2), nullptr, 16)));
  return b;
}

}  // namespace gcnkit::test
