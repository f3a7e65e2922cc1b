// Device code as programs hand it over: clang offload bundles, target ids and the choice of a code object.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "runtime/compressed_bundle.h"
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

// A compressed bundle as clang writes it (version 2: magic, version, method, total size, uncompressed size, hash),
// its data a zlib stream of one stored (uncompressed) deflate block: what zlib's own decompressor reads.
std::vector<uint8_t> compressedZlib(const std::vector<uint8_t>& plain, uint16_t version = 2) {
  std::vector<uint8_t> z = {0x78, 0x01, 0x01, uint8_t(plain.size()), uint8_t(plain.size() >> 8),
                            uint8_t(~plain.size()), uint8_t(~plain.size() >> 8)};
  z.insert(z.end(), plain.begin(), plain.end());
  uint32_t a = 1, b = 0;  // Adler-32, big-endian after the data
  for (uint8_t c : plain) a = (a + c) % 65521, b = (b + a) % 65521;
  const uint32_t adler = b << 16 | a;
  for (int i = 3; i >= 0; --i) z.push_back(uint8_t(adler >> (8 * i)));
  std::vector<uint8_t> out(runtime::kCompressedBundleMagic.begin(), runtime::kCompressedBundleMagic.end());
  auto put = [&](uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(uint8_t(v >> (8 * i)));
  };
  put(version, 2);
  put(0, 2);  // zlib
  const int width = version == 3 ? 8 : 4;
  const uint64_t header = version == 3 ? 32 : 24;
  put(header + z.size(), width);
  put(plain.size(), width);
  put(0x1234567890abcdefull, 8);  // the hash, which readers need not check
  out.insert(out.end(), z.begin(), z.end());
  return out;
}

TEST(OffloadBundle, ReadsCompressedBundles) {
  const auto plain = bundle({{"host-x86_64-unknown-linux--", ""}, {"hipv4-amdgcn-amd-amdhsa--gfx1030", "\177ELFcode"}});
  for (uint16_t version : {2, 3}) {
    const auto packed = compressedZlib(plain, version);
    std::string error;
    auto out = runtime::decompressBundle(packed, &error);
    if (!out && error.find("without zlib") != std::string::npos) GTEST_SKIP() << error;
    ASSERT_TRUE(out) << error;
    EXPECT_EQ(*out, plain);
    auto extent = runtime::bundleExtent(packed.data(), &error);
    ASSERT_TRUE(extent) << error;
    EXPECT_EQ(extent->size(), packed.size());
    auto chosen = runtime::selectCodeObject(*out, "gfx1030", &error);
    ASSERT_TRUE(chosen) << error;
    EXPECT_EQ(text(*chosen), "\177ELFcode");
    // Every truncation is an error, never a read past the end.
    for (size_t cut = 0; cut < packed.size(); ++cut) {
      std::vector<uint8_t> part(packed.begin(), packed.begin() + long(cut));
      EXPECT_FALSE(runtime::decompressBundle(part, &error)) << cut;
    }
  }
  std::string error;
  auto bad = compressedZlib(plain);
  bad[4] = 9;  // version
  EXPECT_FALSE(runtime::decompressBundle(bad, &error));
  EXPECT_NE(error.find("version 9"), std::string::npos) << error;
  bad = compressedZlib(plain);
  bad[6] = 7;  // method
  EXPECT_FALSE(runtime::decompressBundle(bad, &error));
  EXPECT_NE(error.find("method 7"), std::string::npos) << error;
  bad = compressedZlib(plain);
  bad[15] = 0x7f;  // an uncompressed size of about 2 GiB: refused before anything is allocated
  EXPECT_FALSE(runtime::decompressBundle(bad, &error));
  EXPECT_NE(error.find("more than the"), std::string::npos) << error;
  bad = compressedZlib(plain);
  bad[12] += 1;  // one byte more than the data holds
  EXPECT_FALSE(runtime::decompressBundle(bad, &error));
  bad = compressedZlib(plain);
  bad.back() ^= 1;  // the checksum
  EXPECT_FALSE(runtime::decompressBundle(bad, &error));
}

TEST(OffloadBundle, RefusesBrokenBundles) {
  std::string error;
  std::vector<uint8_t> ccob = {'C', 'C', 'O', 'B', 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_FALSE(runtime::readBundle(ccob, &error));  // a compressed one is decompressed first
  EXPECT_NE(error.find("compressed"), std::string::npos) << error;
  EXPECT_FALSE(runtime::decompressBundle(ccob, &error));
  EXPECT_NE(error.find("cut off"), std::string::npos) << error;

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
