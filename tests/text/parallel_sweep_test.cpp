// Sweeps on several threads (text/parallel_sweep.h) must give exactly the units of a sweep on one thread:
// chunks start at guessed offsets, often inside an instruction, and are stitched where they meet.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "asm/assembler.h"
#include "isa/target.h"
#include "rng.h"
#include "test_support.h"
#include "text/disassembler.h"

namespace gcnkit::test {
namespace {

struct Line {
  size_t offset, size;
  bool valid;
  std::string text;
  bool operator==(const Line&) const = default;
};

std::vector<Line> disassembled(const std::vector<uint8_t>& bytes, const Target& t, int threads) {
  std::vector<Line> lines;
  disassemble(bytes, t, [&](const DisasmLine& l) { lines.push_back({l.offset, l.size, l.valid, std::string(l.text)}); },
              threads);
  return lines;
}

void expectSameSweeps(const std::vector<uint8_t>& bytes, const Target& t) {
  const std::vector<Line> one = disassembled(bytes, t, 1);
  ASSERT_FALSE(one.empty());
  for (int threads : {2, 3, 7}) {
    const std::vector<Line> many = disassembled(bytes, t, threads);
    ASSERT_EQ(one.size(), many.size()) << threads << " threads";
    for (size_t i = 0; i < one.size(); ++i)
      ASSERT_EQ(one[i], many[i]) << threads << " threads, unit " << i << " at " << one[i].offset;
  }
}

// A made-up encoding where units of 4 to 16 bytes chain through random bytes: a chunk that starts inside a
// unit runs out of step with the true sweep for a while, so the stitching must catch up.
struct Unit {
  size_t offset, size;
  bool valid;
  std::string text;
  bool operator==(const Unit&) const = default;
};

std::vector<Unit> synthetic(const std::vector<uint8_t>& bytes, int threads) {
  const SweepStep step = [](std::span<const uint8_t> at, Instruction&, TextBuf& text) -> size_t {
    const size_t size = 4 * (1 + at[0] % 4);
    if (at.size() < size || at[0] % 7 == 0) return 0;
    text += std::to_string(at[1]);
    return size;
  };
  std::vector<Unit> units;
  parallelSweep(bytes, step, threads, [&](const DecodedUnit& u, std::string_view text) {
    units.push_back({u.offset, u.size, u.valid, std::string(text)});
  });
  return units;
}

TEST(ParallelSweep, StitchingCatchesUpWithChunksOutOfStep) {
  Rng r{7};
  std::vector<uint8_t> bytes(3 << 20);
  for (uint8_t& b : bytes) b = uint8_t(r.next());
  const std::vector<Unit> one = synthetic(bytes, 1);
  size_t covered = 0;
  for (const Unit& u : one) covered += u.size;
  ASSERT_EQ(covered, bytes.size());
  for (int threads : {2, 5}) EXPECT_TRUE(synthetic(bytes, threads) == one) << threads << " threads";
}

// Random words: chunks start anywhere in long literal-carrying and invalid runs.
TEST(ParallelSweep, RandomWordsGiveTheSameUnits) {
  for (const char* cpu : {"gfx900", "gfx1030"}) {
    Rng r{uint64_t(cpu[4])};
    std::vector<uint8_t> bytes(1 << 20);
    for (uint8_t& b : bytes) b = uint8_t(r.next());
    bytes.resize(bytes.size() - 3);  // a trailing partial dword
    expectSameSweeps(bytes, target(cpu));
  }
}

// Real code: instructions of 4 to 20 bytes, most chunk boundaries inside one.
TEST(ParallelSweep, AssembledCodeGivesTheSameUnits) {
  std::string src;
  for (int i = 0; src.size() < 4 * 1024 * 1024; ++i) {
    src += "  v_add_f32 v1, 0x40490fdb, v3\n  s_mov_b64 s[4:5], 0x12345678\n  v_fma_f32 v1, v2, v3, v4\n";
    src += "  buffer_load_dword v1, v2, s[4:7], 0 offen offset:" + std::to_string(i % 4096) + "\n";
    src += "  image_sample v[0:3], v[4:7], s[8:15], s[16:19] dmask:0xf\n  s_nop 0\n";
  }
  AssembleOptions o;
  o.target = target("gfx900");
  const AssembleResult a = assemble(src, o);
  ASSERT_EQ(a.errors, 0) << a.diagnostics;
  expectSameSweeps(a.program.sections[0].bytes, o.target);
}

}  // namespace
}  // namespace gcnkit::test
