// Device code as programs hand it over: clang offload bundles, target ids and the choice of a code object.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "runtime/offload_bundle.h"
#include "runtime/settings.h"

namespace gcnkit::test {
namespace {

void put64(std::vector<uint8_t>& b, uint64_t v) {
  for (int i = 0; i < 8; ++i) b.push_back(uint8_t(v >> (8 * i)));
}

// A bundle as clang-offload-bundler lays it out: magic, entry count, {offset, size, id length, id} per entry, then
// the entries' bytes.
std::vector<uint8_t> bundle(const std::vector<std::pair<std::string, std::string>>& entries) {
  std::vector<uint8_t> head(runtime::kBundleMagic.begin(), runtime::kBundleMagic.end());
  put64(head, entries.size());
  size_t headerSize = head.size();
  for (auto& [id, bytes] : entries) headerSize += 24 + id.size();
  std::vector<uint8_t> body;
  for (auto& [id, bytes] : entries) {
    put64(head, headerSize + body.size());
    put64(head, bytes.size());
    put64(head, id.size());
    head.insert(head.end(), id.begin(), id.end());
    body.insert(body.end(), bytes.begin(), bytes.end());
  }
  head.insert(head.end(), body.begin(), body.end());
  return head;
}

std::string text(std::span<const uint8_t> b) { return std::string(b.begin(), b.end()); }

TEST(OffloadBundle, ReadsEntriesAndTargetIds) {
  auto b = bundle({{"host-x86_64-unknown-linux--", ""},
                   {"hipv4-amdgcn-amd-amdhsa--gfx900:xnack-", "code900"},
                   {"hip-amdgcn-amd-amdhsa-gfx1030", "code1030"}});
  std::string error;
  auto entries = runtime::readBundle(b, &error);
  ASSERT_TRUE(entries) << error;
  ASSERT_EQ(entries->size(), 3u);
  EXPECT_EQ((*entries)[0].kind, "host");
  EXPECT_EQ((*entries)[0].targetId, "");
  EXPECT_EQ((*entries)[1].kind, "hipv4");
  EXPECT_EQ((*entries)[1].targetId, "gfx900:xnack-");
  EXPECT_EQ(text((*entries)[1].bytes), "code900");
  EXPECT_EQ((*entries)[2].targetId, "gfx1030");
  EXPECT_EQ(runtime::bundleTargets(b), (std::vector<std::string>{"gfx900:xnack-", "gfx1030"}));
  auto extent = runtime::bundleExtent(b.data(), &error);
  ASSERT_TRUE(extent) << error;
  EXPECT_EQ(extent->size(), b.size());
}

TEST(OffloadBundle, ChoosesTheProcessorAndHonoursFeatures) {
  auto b = bundle({{"hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-", "off"},
                   {"hipv4-amdgcn-amd-amdhsa--gfx90a:xnack+", "on"},
                   {"hipv4-amdgcn-amd-amdhsa--gfx1030", "rdna"}});
  std::string error;
  EXPECT_EQ(text(*runtime::selectCodeObject(b, "gfx90a:xnack+", &error)), "on");
  EXPECT_EQ(text(*runtime::selectCodeObject(b, "gfx90a:xnack-", &error)), "off");
  EXPECT_EQ(text(*runtime::selectCodeObject(b, "gfx90a", &error)), "off");  // either fits: the first
  EXPECT_EQ(text(*runtime::selectCodeObject(b, "gfx1030:xnack-", &error)), "rdna");  // the entry states none
  EXPECT_FALSE(runtime::selectCodeObject(b, "gfx900", &error));
  EXPECT_NE(error.find("no code for gfx900"), std::string::npos) << error;
  EXPECT_NE(error.find("gfx90a:xnack-, gfx90a:xnack+, gfx1030"), std::string::npos) << error;
}

TEST(OffloadBundle, ACodeObjectIsItsOwnChoice) {
  std::vector<uint8_t> elf = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  std::string error;
  auto chosen = runtime::selectCodeObject(elf, "gfx900", &error);
  ASSERT_TRUE(chosen);
  EXPECT_EQ(chosen->size(), elf.size());
}

TEST(OffloadBundle, RefusesBrokenAndCompressedBundles) {
  std::string error;
  std::vector<uint8_t> ccob = {'C', 'C', 'O', 'B', 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_FALSE(runtime::readBundle(ccob, &error));
  EXPECT_NE(error.find("--offload-compress"), std::string::npos) << error;
  EXPECT_FALSE(runtime::bundleExtent(ccob.data(), &error));
  EXPECT_NE(error.find("compressed"), std::string::npos) << error;

  auto b = bundle({{"hipv4-amdgcn-amd-amdhsa--gfx900", "code"}});
  for (size_t cut = 0; cut < b.size(); ++cut) {  // every truncation is an error, never a read past the end
    std::vector<uint8_t> part(b.begin(), b.begin() + long(cut));
    EXPECT_FALSE(runtime::readBundle(part, &error)) << cut;
  }
  auto huge = b;
  huge[runtime::kBundleMagic.size() + 8 + 8] = 0xff;  // the entry's size
  EXPECT_FALSE(runtime::readBundle(huge, &error));
  EXPECT_NE(error.find("reaches past its end"), std::string::npos) << error;
  std::vector<uint8_t> other(64, 'x');
  EXPECT_FALSE(runtime::readBundle(other, &error));
  EXPECT_NE(error.find("not a clang offload bundle"), std::string::npos) << error;
}

TEST(RuntimeSettings, TargetIds) {
  auto t = runtime::parseTargetId("gfx90a:sramecc+:xnack-");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->processor, "gfx90a");
  EXPECT_EQ(t->features, "+sramecc,-xnack");
  EXPECT_EQ(runtime::parseTargetId("gfx1030")->features, "");
  EXPECT_FALSE(runtime::parseTargetId("gfx90a:xnack"));
  EXPECT_FALSE(runtime::parseTargetId(""));
}

TEST(RuntimeSettings, EnvironmentVariables) {
  setenv(runtime::kEnvChecks, "error", 1);
  setenv(runtime::kEnvThreads, "3", 1);
  setenv(runtime::kEnvProcessor, "gfx1030", 1);
  setenv(runtime::kEnvDeviceMemory, "512", 1);
  std::string error;
  runtime::Settings s = runtime::settingsFromEnvironment(&error);
  EXPECT_EQ(error, "");
  EXPECT_EQ(s.checks, emu::CheckMode::Error);
  EXPECT_EQ(s.threads, 3u);
  EXPECT_EQ(s.processor, "gfx1030");
  EXPECT_EQ(s.deviceMemory, 512ull << 20);
  setenv(runtime::kEnvChecks, "sometimes", 1);
  setenv(runtime::kEnvThreads, "many", 1);
  s = runtime::settingsFromEnvironment(&error);
  EXPECT_EQ(s.checks, emu::CheckMode::Report);
  EXPECT_NE(error.find("GCNKIT_CHECK=sometimes"), std::string::npos) << error;
  EXPECT_NE(error.find("GCNKIT_THREADS=many"), std::string::npos) << error;
  for (const char* v : {runtime::kEnvChecks, runtime::kEnvThreads, runtime::kEnvProcessor, runtime::kEnvDeviceMemory})
    unsetenv(v);
}

}  // namespace
}  // namespace gcnkit::test
