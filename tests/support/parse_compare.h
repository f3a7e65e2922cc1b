// What the fast-path tests compare between two parses of one line (the general parser's and a fast path's):
// the instruction, its literal, the register counts and the operand texts kept for listings.
#pragma once
#include <gtest/gtest.h>

#include <string>

#include "text/parser.h"

namespace gcnkit::test {

inline void expectSameInstruction(const ParsedInstruction& a, const ParsedInstruction& b, const std::string& line) {
  EXPECT_EQ(a.inst.op, b.inst.op) << line;
  EXPECT_EQ(a.inst.form, b.inst.form) << line;
  EXPECT_EQ(a.inst.hasLiteral, b.inst.hasLiteral) << line;
  EXPECT_EQ(a.inst.literal, b.inst.literal) << line;
  EXPECT_EQ(a.inst.f, b.inst.f) << line;
  EXPECT_EQ(a.sgprEnd, b.sgprEnd) << line;
  EXPECT_EQ(a.vgprEnd, b.vgprEnd) << line;
  for (int i = 0; i < kMaxOperands; ++i) EXPECT_EQ(a.overrideText[i], b.overrideText[i]) << line;
}

}  // namespace gcnkit::test
