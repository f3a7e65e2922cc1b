// The compiled suite (tests/lint/corpus.h): clang places its waits and nops correctly, so lint must report nothing
// at error level on any of its kernels; and the resource report must equal clang's remarks for every kernel, from the
// recorded remarks and (when clang-19 is installed) from a live compile.
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <thread>

#include "analysis/resources.h"
#include "corpus.h"
#include "gcnkit/lint.h"
#include "lint_support.h"

namespace gcnkit::lint_test {
namespace {

// Runs f over the items on every core (each call independent).
template <class T, class F>
void forEachParallel(const std::vector<T>& items, F&& f) {
  std::atomic<size_t> next{0};
  std::vector<std::thread> threads;
  const unsigned n = std::max(1u, std::thread::hardware_concurrency());
  for (unsigned t = 0; t < n; ++t)
    threads.emplace_back([&] {
      for (size_t i; (i = next++) < items.size();) f(items[i]);
    });
  for (std::thread& t : threads) t.join();
}

TEST(LintCorpus, TheSuiteIsThere) {
  const auto objects = corpusObjects();
  std::map<std::string, size_t> perLevel;
  for (const CorpusObject& o : objects) ++perLevel[o.level];
  for (const char* level : {"O0", "O1", "O2", "O3"}) EXPECT_GE(perLevel[level], 80u) << level;
}

TEST(LintCorpus, NoErrorOnClangCode) {
  const auto objects = corpusObjects();
  std::mutex m;
  std::string errors;
  size_t kernels = 0, warnings = 0;
  forEachParallel(objects, [&](const CorpusObject& o) {
    std::string error;
    const lint::Result r = lint::check(readAll(o.path), {}, &error);
    std::lock_guard lock(m);
    if (!error.empty()) errors += o.level + "/" + o.file + ": " + error + "\n";
    for (const lint::Finding& f : r.findings)
      if (f.severity == "error") errors += o.level + "/" + o.file + "/" + f.text() + "\n";
    warnings += r.warnings;
    ++kernels;
  });
  EXPECT_EQ(errors, "") << "lint reports errors on clang's code";
  EXPECT_GE(kernels, 400u);
  RecordProperty("objects", int(kernels));
  RecordProperty("warnings", int(warnings));
}

// The remark's numbers against the report of the same kernel of the same object.
std::string compareWithRemark(const Remark& rm, const analysis::KernelResources& r) {
  std::string diff;
  auto check = [&](const char* column, const std::string& ours) {
    auto it = rm.value.find(column);
    if (it != rm.value.end() && it->second != "-" && it->second != ours)
      diff += fmt::format(" {} clang {} gcnkit {};", column, it->second, ours);
  };
  check("sgprs", std::to_string(r.sgprs));
  check("vgprs", std::to_string(r.vgprs));
  check("agprs", std::to_string(r.agprs));
  check("scratch", std::to_string(r.scratchPerLane));
  check("dynamic_stack", r.dynamicStack ? "True" : "False");
  check("occupancy", std::to_string(r.occupancy));
  if (r.sgprSpills) check("sgpr_spill", std::to_string(*r.sgprSpills));
  if (r.vgprSpills) check("vgpr_spill", std::to_string(*r.vgprSpills));
  check("lds", std::to_string(r.ldsPerWorkgroup));
  return diff;
}

TEST(LintCorpus, ResourcesEqualClangsRemarks) {
  const auto remarks = readRemarks();
  ASSERT_GE(remarks.size(), 400u) << "tests/data/lint/remarks.tsv: rerun tests/lint/build_corpus.sh";
  std::map<std::pair<std::string, std::string>, std::vector<const Remark*>> byObject;
  for (const Remark& r : remarks) byObject[{r.level, r.object}].push_back(&r);
  size_t compared = 0;
  std::string diffs;
  for (const auto& [key, rs] : byObject) {
    const std::string path = corpusDir(key.first) + "/" + key.second;
    const auto bytes = readAll(path);
    if (bytes.empty()) continue;  // an object the build could not make (the manifest says why)
    auto image = analysis::CodeImage::load(bytes);
    ASSERT_TRUE(image) << path << ": " << image.error();
    for (const analysis::Kernel& k : image->kernels()) {
      for (const Remark* rm : rs) {
        if (rm->function != k.name) continue;
        const auto r = analysis::kernelResources(*image, k);
        if (const std::string d = compareWithRemark(*rm, r); !d.empty())
          diffs += key.first + "/" + key.second + " " + k.name + ":" + d + "\n";
        ++compared;
      }
    }
  }
  EXPECT_EQ(diffs, "");
  EXPECT_GE(compared, 400u);
  RecordProperty("kernels", int(compared));
}

}  // namespace
}  // namespace gcnkit::lint_test
