// No input may crash, hang or corrupt: mutated assembly text and arbitrary bytes go through every path.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>

#include "golden_file.h"
#include "test_support.h"
#include "text/byte_list.h"

namespace gcnkit::test {
namespace {

TEST(Robustness, MutatedSourceLinesGiveResultsOrDiagnostics) {
  GoldenFile f = readGolden(std::string(GCNKIT_SOURCE_DIR) + "/tests/golden/scalar/gfx10.tsv");
  ASSERT_FALSE(f.rows.empty());
  const Target t = target("gfx1010");
  Rng rng{7};
  const std::string alphabet = "s[]:,()0x1f-+*/&|~!.;#@$ \tglcdnvoffset";
  int errors = 0, ok = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string line = f.rows[rng.below(uint32_t(f.rows.size()))].cols[1];
    for (int m = 0, n = 1 + int(rng.below(4)); m < n && !line.empty(); ++m) {
      size_t at = rng.below(uint32_t(line.size()));
      switch (rng.below(3)) {
        case 0: line.erase(at, 1 + rng.below(3)); break;
        case 1: line.insert(at, 1, alphabet[rng.below(uint32_t(alphabet.size()))]); break;
        default: line[at] = char(rng.below(256)); break;
      }
    }
    AssembleOptions o;
    o.target = t;
    o.listing = true;
    o.showEncoding = true;
    AssembleResult r = assemble(line, o);
    // Either bytes or a diagnostic with a place, never both missing.
    if (r.errors) {
      ++errors;
      static const std::regex place(R"(^<stdin>:\d+:\d+: error: )");
      EXPECT_TRUE(std::regex_search(r.diagnostics, place)) << line;
    } else {
      ++ok;
    }
  }
  EXPECT_GT(errors, 1000);
  EXPECT_GT(ok, 100);  // some mutations leave valid instructions: both paths run
}

TEST(Robustness, ByteListParserTakesAnyText) {
  Rng rng{9};
  for (int i = 0; i < 2000; ++i) {
    std::string text;
    for (int k = 0, n = int(rng.below(64)); k < n; ++k) text += char(rng.below(128));
    ByteList b(text, "<stdin>");
    // Every byte can be placed again, in order, within the text.
    for (size_t k = 0; k < b.bytes.size(); ++k) {
      ByteList::Place p = b.place(k);
      ASSERT_GE(p.line, 1);
      ASSERT_GE(p.col, 1);
    }
  }
}

TEST(Robustness, HugeAndDeepExpressionsAreRejectedNotCrashing) {
  const Target t = target("gfx900");
  std::string deep = "s_mov_b32 s0, " + std::string(2000, '(') + "1" + std::string(2000, ')');
  AssembleOptions o;
  o.target = t;
  AssembleResult r = assemble(deep, o);
  EXPECT_EQ(r.errors, 0) << r.diagnostics;
  AssembleResult big = assemble("s_mov_b32 s0, 0x1ffffffffffffffffffff", o);
  EXPECT_EQ(big.errors, 1);
}

}  // namespace
}  // namespace gcnkit::test
