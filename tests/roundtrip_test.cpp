// Round trip: every word the decoder accepts prints as text that assembles back to the same bytes.
// Words are drawn from every encoding and opcode of every generation, with random field contents.
#include <gtest/gtest.h>

#include <cstring>

#include "isa/encoding.h"
#include "random_words.h"
#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

class RoundTrip : public ::testing::TestWithParam<const char*> {};

TEST_P(RoundTrip, DecodedWordsReassembleToTheSameBytes) {
  const Target t = target(GetParam());
  Rng rng{0x5eed0000u + uint64_t(t.gen())};
  int accepted = 0, tried = 0, failures = 0;
  std::string text;
  for (const Layout* l : decodeOrder(t.gen())) {
    const FieldPos* op = l->find(Field::OP);
    const unsigned opcodes = op ? 1u << op->width : 1;
    for (unsigned opc = 0; opc < opcodes; ++opc) {
      for (int k = 0; k < (op && op->width >= 9 ? 24 : 96); ++k) {
        std::vector<uint8_t> bytes = randomWord(*l, opc, rng, k % 2 == 0);
        Instruction inst;
        ++tried;
        size_t n = decodeOne(bytes, t, inst);
        if (n == 0) continue;
        ++accepted;
        text.clear();
        printInstruction(inst, t, text);
        std::string errors;
        std::vector<uint8_t> again = assembleBytes(text, t, &errors);
        bytes.resize(n);
        if (again != bytes && ++failures <= 20)
          ADD_FAILURE() << GetParam() << ": `" << text << "` does not re-assemble to its bytes\n" << errors;
      }
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_GT(accepted, tried / 20) << "too few valid words to mean anything";
  std::printf("  %s: %d of %d random words decode; all re-assemble to the same bytes\n", GetParam(), accepted, tried);
}

TEST_P(RoundTrip, ArbitraryBytesNeverCrashTheDisassembler) {
  const Target t = target(GetParam());
  Rng rng{42};
  std::vector<uint8_t> bytes(1 << 16);
  for (auto& b : bytes) b = uint8_t(rng.next());
  size_t covered = 0;
  disassemble(bytes, t, [&](const DisasmLine& l) { covered += l.size; });
  EXPECT_EQ(covered, bytes.size());  // every byte is either an instruction or part of a skipped word
}

TEST_P(RoundTrip, ListingOfArbitraryBytesAssemblesBackToThem) {
  const Target t = target(GetParam());
  Rng rng{1234};
  std::vector<uint8_t> bytes(1 << 15);
  for (auto& b : bytes) b = uint8_t(rng.next() & rng.next());  // sparse bits: many valid words
  for (int i = 0; i < 200; ++i) {  // and a few in-range branches, so that labels appear
    size_t at = size_t(rng.below(uint32_t(bytes.size() / 4))) * 4;
    uint32_t w = 0xbf820000u | (uint32_t(int16_t(int(rng.below(64)) - 32)) & 0xffffu);  // s_branch
    std::memcpy(bytes.data() + at, &w, 4);
  }
  std::string listing = disassembleListing(bytes, t);
  std::string errors;
  EXPECT_EQ(assembleBytes(listing, t, &errors), bytes) << errors;
  EXPECT_NE(listing.find("L_"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(AllGenerations, RoundTrip, ::testing::ValuesIn(kGenCpus));

}  // namespace
}  // namespace gcnkit::test
