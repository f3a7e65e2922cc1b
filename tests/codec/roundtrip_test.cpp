// Round trip: every word the decoder accepts prints as text that assembles back to the same bytes.
// Words are drawn from every encoding and opcode of every generation, with random field contents.
#include <gtest/gtest.h>

#include <cstring>

#include <fmt/format.h>

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

// The listing is written in one streamed sweep, each line once the sweep is a branch's reach past it: branches
// at the limits of that reach, both ways, must still label their targets (and only unit starts).
TEST(RoundTripListing, BranchesAtTheFullReachGetLabels) {
  const Target t = target("gfx900");
  std::vector<uint32_t> words(1 << 17, 0xbf800000u);  // 512 KiB of s_nop 0: swept on worker threads
  auto branch = [&](size_t at, int simm) { words[at] = 0xbf820000u | (uint32_t(int16_t(simm)) & 0xffffu); };
  words[100] = 0xbe8000ffu, words[101] = 0x12345678u;  // s_mov_b32 s0, literal: dword 101 is no unit start
  branch(0, 32767);                // forward, as far as it goes: to dword 32768
  branch(40000, -32768);           // backward, as far as it goes: to dword 7233
  branch(99, 1);                   // to the literal dword: no label
  branch(words.size() - 1, 5);     // past the end: no label
  branch(70000, -1);               // to itself
  branch(80000, 20000);            // forward, to a later backward branch's target region
  branch(100001, -200);            // backward
  std::vector<uint8_t> bytes(words.size() * 4);
  std::memcpy(bytes.data(), words.data(), bytes.size());
  std::string listing;
  disassembleListing(bytes, t, [&](std::string_view chunk) { listing += chunk; }, 0);
  std::string oneThread;
  disassembleListing(bytes, t, [&](std::string_view chunk) { oneThread += chunk; }, 1);
  EXPECT_EQ(listing, oneThread);
  for (size_t dword : {32768u, 7233u, 70000u, 100001u, 99802u})
    EXPECT_NE(listing.find(fmt::format("L_{:06X}:\n", dword * 4)), std::string::npos) << dword;
  EXPECT_EQ(listing.find(fmt::format("L_{:06X}:", 101 * 4)), std::string::npos);
  size_t labels = 0;
  for (size_t at = 0; (at = listing.find(":\n", at)) != std::string::npos; ++at) ++labels;
  EXPECT_EQ(labels, 5u);
  std::string errors;
  EXPECT_EQ(assembleBytes(listing, t, &errors), bytes) << errors;
}

}  // namespace
}  // namespace gcnkit::test
