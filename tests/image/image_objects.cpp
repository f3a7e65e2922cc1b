#include "image_objects.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

namespace image_test {

namespace {

std::string dataDir() { return std::string(GCNKIT_SOURCE_DIR) + "/tests/data/image/"; }

std::vector<std::vector<std::string>> tsv(const std::string& path) {
  std::vector<std::vector<std::string>> rows;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::stringstream ss(line);
    std::string cell;
    while (std::getline(ss, cell, '\t')) cells.push_back(cell);
    rows.push_back(cells);
  }
  return rows;
}

}  // namespace

std::string ImageObject::processor() const {
  return target.ends_with("w64") ? target.substr(0, target.size() - 3) : target;
}
std::string ImageObject::label() const {
  return (variant.empty() ? "" : variant + "_") + target + "_" + opt + "_v" + std::to_string(version);
}
std::string ImageObject::path() const { return dataDir() + file; }

// What CI runs of each source: every processor, both -O0 -g and optimized code, each code object version, both wave
// sizes on gfx1030. GCNKIT_IMAGE_ALL=1 runs every object of the matrix (tests/image/build.sh).
bool sampled(const ImageObject& o) {
  static const char* const kSample[] = {"gfx803_O2_v4", "gfx900_O0_v5", "gfx900_O3_v5", "gfx906_O2_v5",
                                        "gfx90a_O0_v4", "gfx942_O2_v5", "gfx1030_O0_v5", "gfx1030_O2_v6",
                                        "gfx1030w64_O0_v5"};
  if (const char* all = std::getenv("GCNKIT_IMAGE_ALL"); all && *all && std::string(all) != "0") return true;
  const std::string label = o.target + "_" + o.opt + "_v" + std::to_string(o.version);
  return std::find(std::begin(kSample), std::end(kSample), label) != std::end(kSample);
}

std::vector<ImageObject> imageObjects(const std::string& source, const std::string& kind) {
  std::vector<ImageObject> out;
  const auto rows = tsv(dataDir() + "MANIFEST.tsv");
  EXPECT_FALSE(rows.empty()) << "no " << dataDir() << "MANIFEST.tsv: run tests/image/build.sh";
  for (const auto& r : rows) {
    if (r.size() < 6 || r[0] == "object" || r[1] != source || r[5] != "ok") continue;
    const bool buffered = r[0].find(".buffered.") != std::string::npos;
    if (buffered != (kind == "buffered")) continue;
    ImageObject o{r[0], r[1], r[2], r[3], std::stoi(r[4]), ""};
    if (sampled(o)) out.push_back(o);
  }
  return out;
}

Loaded load(const ImageObject& o, gcnkit::emu::EmulatorOptions options) {
  Loaded l;
  options.maxInstructions = std::min<uint64_t>(options.maxInstructions, 20'000'000);
  std::ifstream in(o.path(), std::ios::binary);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string wave = o.target.ends_with("w64") ? "+wavefrontsize64" : o.processor() == "gfx1030" ? "+wavefrontsize32" : "";
  l.machine = gcnkit::emu::Machine::create(o.processor(), wave, &l.error, options);
  if (!l.machine) return l;
  l.module = gcnkit::emu::Module::load(*l.machine, bytes, &l.error);
  return l;
}

std::string knownGap(const ImageObject& o, const std::string& test) {
  static const auto rows = tsv(std::string(GCNKIT_SOURCE_DIR) + "/tests/image/gaps.tsv");
  for (const auto& r : rows)
    if (r.size() >= 3 && r[0] == test && o.file.find(r[1]) != std::string::npos) return r[2];
  return {};
}

std::vector<int32_t> readInts(const gcnkit::emu::Machine& m, uint64_t address, size_t count) {
  std::vector<int32_t> v(count);
  m.read(address, {reinterpret_cast<uint8_t*>(v.data()), count * 4});
  return v;
}

}  // namespace image_test

namespace image_test {

void verdict(const ImageObject& o, const std::string& test, const std::string& failures) {
  const std::string gap = knownGap(o, test);
  if (gap.empty()) {
    EXPECT_EQ(failures, "") << o.file;
  } else if (failures.empty()) {
    ADD_FAILURE() << o.file << " is listed in tests/image/gaps.tsv for " << test << " (" << gap
                  << ") but passes now: remove its line";
  } else {
    GTEST_SKIP() << "known gap (tests/image/gaps.tsv): " << gap << "\n" << failures;
  }
}

}  // namespace image_test
