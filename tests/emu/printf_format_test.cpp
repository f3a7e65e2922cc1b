// Device printf formatting as the ROCm runtime does it (src/emu/printf_format.h): HIP's argument words, OpenCL's
// records with the formats of amdhsa.printf. Hand-worked cases, each against what C's printf (or the runtime's
// stated ways) gives for the same values.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <limits>

#include "emu/printf_format.h"

namespace gcnkit::test {
namespace {

using emu::formatOpenClPrintf;
using emu::formatWordPrintf;
using emu::parseHipPrintfFormat;
using emu::parseOpenClPrintfFormat;

uint64_t word(double d) { return std::bit_cast<uint64_t>(d); }

// A string as the device library sends it: its bytes and NUL in 8-byte words.
std::vector<uint64_t> words(const char* s) {
  std::vector<uint64_t> w((std::strlen(s) + 8) / 8, 0);
  std::memcpy(w.data(), s, std::strlen(s));
  return w;
}

TEST(EmuPrintfFormat, HipWordsTakeTheTypeTheConversionNames) {
  EXPECT_EQ(formatWordPrintf("%d %u %x %ld", std::vector<uint64_t>{0xffffffffull, 0xffffffffull, 0x1234, 1ull << 40}),
            "-1 4294967295 1234 1099511627776");
  EXPECT_EQ(formatWordPrintf("%hhd %hd %c %lld", std::vector<uint64_t>{300, 70000, 'x', ~0ull}), "44 4464 x -1");
  EXPECT_EQ(formatWordPrintf("%f %.2e %g %a", std::vector<uint64_t>{word(0.5), word(1234.5), word(1e20), word(1.0)}),
            "0.500000 1.23e+03 1e+20 0x1p+0");
  EXPECT_EQ(formatWordPrintf("%p %p", std::vector<uint64_t>{0x10, 0}), "0x10 (nil)");
  EXPECT_EQ(formatWordPrintf("[%*d] [%-*.*f]", std::vector<uint64_t>{5, 42, 8, 1, word(2.25)}), "[   42] [2.2     ]");
  EXPECT_EQ(formatWordPrintf("%*d", std::vector<uint64_t>{uint64_t(-4), 7}), "7   ");  // a negative width: '-'
  EXPECT_EQ(formatWordPrintf("100%% %n%d", std::vector<uint64_t>{0, 9}), "100% 9");   // %n consumes its word
}

TEST(EmuPrintfFormat, HipStringsAreInlineAndTheArgumentsMayRunOut) {
  std::vector<uint64_t> args = words("hello, world");  // two words
  args.push_back(7);
  EXPECT_EQ(formatWordPrintf("[%.5s] %d", args), "[hello] 7");  // the word count follows the string, not the width
  EXPECT_EQ(formatWordPrintf("[%20s] %d", args), "[        hello, world] 7");
  EXPECT_EQ(formatWordPrintf("a=%d b=%d c", std::vector<uint64_t>{1}), "a=1 b=");  // the runtime stops there
  EXPECT_EQ(formatWordPrintf("%y then %d", std::vector<uint64_t>{3}), "%y then 3");  // not C: shown as written
  std::vector<uint64_t> message = words("x=%d\n");
  message.push_back(12);
  EXPECT_EQ(formatWordPrintf(message), "x=12\n");
}

std::vector<uint8_t> bytes(std::initializer_list<std::pair<const void*, size_t>> parts) {
  std::vector<uint8_t> out;
  for (auto [p, n] : parts) {
    const auto* b = static_cast<const uint8_t*>(p);
    out.insert(out.end(), b, b + n);
    while (out.size() % 4) out.push_back(0);
  }
  return out;
}

TEST(EmuPrintfFormat, OpenClFormatsAndTheirEscapes) {
  std::string error;
  auto f = parseOpenClPrintfFormat("3:2:4:8:a\\72b %d %ld\\n", error);
  ASSERT_TRUE(f) << error;
  EXPECT_EQ(f->id, 3u);
  EXPECT_EQ(f->argSizes, (std::vector<uint32_t>{4, 8}));
  EXPECT_EQ(f->format, "a:b %d %ld\n");
  EXPECT_EQ(f->recordBytes(), 16u);
  f = parseOpenClPrintfFormat("1:0:no newline", error);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->format, "no newline\n");  // the runtime ends each output with a newline
  f = parseOpenClPrintfFormat("1:0:colons:kept", error);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->format, "colons:kept\n");
  EXPECT_FALSE(parseOpenClPrintfFormat("1:3:4:fmt", error));
  EXPECT_EQ(error, "amdhsa.printf entry '1:3:4:fmt' is not ID:N:SIZE1:...:SIZEN:FORMAT");
  auto h = parseHipPrintfFormat("0:0:00000000000000ff,v=%d\\n", error);
  ASSERT_TRUE(h) << error;
  EXPECT_EQ(h->hash, 0xffu);
  EXPECT_EQ(h->format, "v=%d\n");
}

TEST(EmuPrintfFormat, OpenClRecordsAsTheRuntimePrintsThem) {
  std::string error;
  const int32_t i = -5, v4[4] = {1, -2, 3, 4};
  const int64_t l = -(1ll << 40);
  const float inf = std::numeric_limits<float>::infinity(), half[2] = {1.5f, -0.25f};
  const double dinf = std::numeric_limits<double>::infinity();
  auto f = parseOpenClPrintfFormat("1:5:4:8:16:4:8:i=%d l=%ld v=%v4d inf=%8.2f d=%f\\n", error);
  ASSERT_TRUE(f) << error;
  EXPECT_EQ(formatOpenClPrintf(*f, bytes({{&i, 4}, {&l, 8}, {v4, 16}, {&inf, 4}, {&dinf, 8}})),
            "i=-5 l=-1099511627776 v=1,-2,3,4 inf=infinity d=inf\n");
  const int32_t c = 0x1ff, five = 5;
  const uint16_t h2[2] = {0x3c00, 0xc000};  // half 1.0, -2.0
  f = parseOpenClPrintfFormat("2:4:4:8:4:4:%hhx %v2hlf %v2hf % d\\n", error);
  ASSERT_TRUE(f) << error;
  EXPECT_EQ(formatOpenClPrintf(*f, bytes({{&c, 4}, {half, 8}, {h2, 4}, {&five, 4}})),
            "ff 1.500000,-0.250000 1.000000,-2.000000 5\n");  // the blank flag is dropped, as the runtime does
  const char empty[4] = {0}, s[4] = {'a', 'b', 'c', 0};
  f = parseOpenClPrintfFormat("3:2:4:4:[%s][%5s] 100%%\\n", error);
  ASSERT_TRUE(f) << error;
  EXPECT_EQ(formatOpenClPrintf(*f, bytes({{empty, 4}, {s, 4}})), "[(null)][  abc] 100%\n");
  const float v3[4] = {1, 2, 3, 0};
  f = parseOpenClPrintfFormat("4:1:16:%.1v3f\\n", error);  // OpenCL C: the precision before the vector size
  ASSERT_TRUE(f) << error;
  EXPECT_EQ(formatOpenClPrintf(*f, bytes({{v3, 16}})), "1.0,2.0,3.0\n");  // 3 elements in a vector of 4
}

}  // namespace
}  // namespace gcnkit::test
