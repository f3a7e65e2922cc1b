// The text gcnkit prints for one instruction word, for tests that compare it with llvm-mc 22's.
#pragma once
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

}  // namespace gcnkit::test
