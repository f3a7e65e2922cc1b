// `gcnkit lint` and `gcnkit info`'s resources on the command line: the line format, JSON, switching rules off, the
// exit status, assembly input, errors; and docs/lint.md lists every rule.
#include <nlohmann/json.hpp>

#include "analysis/findings.h"
#include "cli_support.h"
#include "lint_support.h"

namespace gcnkit::lint_test {
namespace {

using test::gcnkit;
using test::tempFile;

std::string brokenKernel() {
  KernelSource k;
  k.body = "  s_load_dword s2, s[0:1], 0x0\n  s_mov_b32 s3, s2\n";
  return kernelText(k);
}

TEST(LintCli, LinesAndExitStatus) {
  const auto src = brokenKernel();
  const auto obj = objectOf(src, "gfx900");
  const std::string path = tempFile(".o", std::string(obj.begin(), obj.end()));
  auto r = gcnkit("lint " + path);
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out, path + "/k:0x8: error: reads s2, which 's_load_dword s2, s[0:1], 0x0' at 0x0 may still be writing on "
                          "some path: s_waitcnt lgkmcnt(0) first [missing-wait]\n");
  r = gcnkit("lint --disable=missing-wait " + path);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "");
  r = gcnkit("lint --disable=nope " + path);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("gcnkit lint: error: --disable: no rule named 'nope'"), std::string::npos) << r.err;
  // The same from the source, assembled first.
  r = gcnkit("lint " + tempFile(".s", src));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("k:0x8: error: reads s2"), std::string::npos) << r.out << r.err;
}

TEST(LintCli, Json) {
  const auto obj = objectOf(brokenKernel(), "gfx900");
  auto r = gcnkit("lint --format=json " + tempFile(".o", std::string(obj.begin(), obj.end())));
  EXPECT_EQ(r.status, 1);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["errors"], 1);
  ASSERT_EQ(j["findings"].size(), 1u);
  EXPECT_EQ(j["findings"][0]["kernel"], "k");
  EXPECT_EQ(j["findings"][0]["offset"], 8);
  EXPECT_EQ(j["findings"][0]["severity"], "error");
  EXPECT_EQ(j["findings"][0]["rule"], "missing-wait");
  EXPECT_EQ(j["findings"][0]["related_offset"], 0);
}

TEST(LintCli, Errors) {
  auto r = gcnkit("lint " + tempFile(".o", std::string("\x7f" "ELF garbage")));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("gcnkit lint: error: "), std::string::npos);
  r = gcnkit("lint " + tempFile(".s", "  s_nop 0\n"));
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("no processor"), std::string::npos) << r.err;
  r = gcnkit("lint");
  EXPECT_EQ(r.status, 1);
  r = gcnkit("lint --list-rules");
  EXPECT_EQ(r.status, 0);
  for (const analysis::RuleInfo& rule : analysis::lintRules()) EXPECT_NE(r.out.find(rule.name), std::string::npos) << rule.name;
}

TEST(LintCli, InfoReportsResourcesAndOccupancy) {
  const std::string path = std::string(GCNKIT_SOURCE_DIR) + "/tests/data/twin/bench_reduce.gfx900.v5.hsaco";
  auto r = gcnkit("info " + path);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("  resources: 16 SGPRs, 4 VGPRs, 0 AGPRs, scratch 0 bytes per lane, no dynamic stack, LDS 1024 "
                       "bytes per work-group, 0 SGPR spills, 0 VGPR spills (counts from the metadata)\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  occupancy: 10 waves per SIMD, limited by waves per SIMD"), std::string::npos) << r.out;
  r = gcnkit("info --format=json " + path);
  EXPECT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["processor"], "gfx900");
  bool seen = false;
  for (const auto& k : j["kernels"])
    if (k["name"] == "reduce_sum") {
      seen = true;
      EXPECT_EQ(k["resources"]["sgprs"], 16);
      EXPECT_EQ(k["resources"]["lds_per_workgroup"], 1024);
      EXPECT_EQ(k["resources"]["occupancy"]["waves_per_simd"], 10);
    }
  EXPECT_TRUE(seen) << r.out;
}

TEST(LintDocs, EveryRuleIsDocumented) {
  const std::string doc = test::slurp(std::string(GCNKIT_SOURCE_DIR) + "/docs/lint.md");
  for (const analysis::RuleInfo& rule : analysis::lintRules())
    EXPECT_NE(doc.find("`" + std::string(rule.name) + "`"), std::string::npos) << rule.name << " is not in docs/lint.md";
}

}  // namespace
}  // namespace gcnkit::lint_test
