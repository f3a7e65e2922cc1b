// The word-at-a-time and SSE2 byte searches (text/byte_search.h) agree with the plain byte tests for every
// byte value at every position of the 16-byte blocks, the 8-byte words and the byte tail.
#include <gtest/gtest.h>

#include <string>

#include "text/byte_search.h"
#include "text/scan.h"

namespace gcnkit::test {
namespace {

bool mnemonicChar(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

TEST(ByteSearch, WordSpanIsTheByteClassTable) {
  for (size_t n : {0, 1, 7, 8, 15, 16, 17, 31, 40}) {
    for (size_t at = 0; at < n; ++at) {
      for (int b = 0; b < 256; ++b) {
        std::string s(n, 'q');
        s[at] = char(b);
        const unsigned char c = uint8_t(b);
        EXPECT_EQ(wordSpan<true>(s.data(), n), Scan::identChar(char(c)) ? n : at) << n << " " << at << " " << b;
        EXPECT_EQ(wordSpan<false>(s.data(), n), mnemonicChar(c) ? n : at) << n << " " << at << " " << b;
      }
    }
    EXPECT_EQ(wordSpan<true>(std::string(n, 'Z').data(), n), n);
  }
  // Every word byte, and a run that ends in each block.
  const std::string word = "azAZ09_.$@";
  EXPECT_EQ(wordSpan<true>(word.data(), word.size()), word.size());
  EXPECT_EQ(wordSpan<false>(word.data(), word.size()), 7u);
  EXPECT_EQ(wordSpan<true>("s_load_dwordx2_abcdefgh s[0:1]", 30), 23u);
}

TEST(ByteSearch, FindAnyOfFindsTheFirst) {
  for (size_t n : {0, 1, 7, 8, 9, 16, 17, 33}) {
    for (size_t at = 0; at < n; ++at) {
      for (int b = 0; b < 256; ++b) {
        std::string s(n, 'x');
        s[at] = char(b);
        const bool hit = b == '\n' || b == ';' || b == '/' || b == '"';
        EXPECT_EQ((findAnyOf<'\n', ';', '/', '"'>(s.data(), n)), hit ? at : n) << n << " " << at << " " << b;
      }
      std::string two(n, 'x');
      two[at] = '\n';
      if (at + 1 < n) two[at + 1] = ';';
      EXPECT_EQ((findAnyOf<';', '\n'>(two.data(), n)), at);
    }
  }
}

}  // namespace
}  // namespace gcnkit::test
