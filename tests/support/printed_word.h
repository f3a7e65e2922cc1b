// The text gcnkit prints for one instruction word, for tests that compare it with llvm-mc 22's.
#pragma once
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "test_support.h"
#include "text/disassembler.h"
#include "text/printer.h"

namespace gcnkit::test {

// The printed text (zeros after the word stand for what follows), or "(invalid)" when the decoder or the printer's
// proof refuses it.
inline std::string printedWord(std::vector<uint8_t> w, const char* cpu) {
  const Target t = target(cpu);
  w.resize(w.size() + 8, 0);
  Instruction inst;
  if (!decodeOne(w, t, inst)) return "(invalid)";
  std::string text;
  if (!printChecked(inst, t, text)) return "(invalid)";
  return text;
}

// One word and llvm-mc 22's text of it, or "(invalid)" where it refuses the word (or its text is lossy).
struct WordCase {
  std::vector<uint8_t> bytes;
  const char* text;
};

inline void expectPrintedWords(const char* cpu, const std::vector<WordCase>& words) {
  for (const WordCase& w : words) EXPECT_EQ(printedWord(w.bytes, cpu), w.text) << cpu;
}

}  // namespace gcnkit::test
