// Helpers for the object-layer tests: golden files of tests/data/objects.
#pragma once
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace gcnkit::test {

inline std::string objectDataPath(const std::string& name) {
  return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/objects/" + name;
}

inline std::vector<uint8_t> readObjectFile(const std::string& name) {
  std::ifstream in(objectDataPath(name), std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)), {});
}

inline std::string readObjectText(const std::string& name) {
  std::ifstream in(objectDataPath(name));
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

inline std::vector<uint8_t> fromHex(const std::string& hex) {
  std::vector<uint8_t> out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out.push_back(uint8_t(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return out;
}

}  // namespace gcnkit::test
