// The fast path for common scalar statements (text/scalar_fast_path.h) must give exactly what the general
// parser gives for every line it takes, and take no line the general parser refuses or warns about; and a
// large label-dense program assembles to the same bytes with --raw on one thread and on several as through
// the relocatable-object path. Its SGPR counts and the direct SOP and SMEM words (codec/scalar_encode.h) are those
// of the general path too.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "asm/instruction_output.h"
#include "codec/codec.h"
#include "codec/scalar_encode.h"
#include "isa/ops.h"
#include "text/parser.h"
#include "text/scalar_fast_path.h"
#include "text/symbolic_parse.h"
#include "isa/symbolic.h"
#include "parse_compare.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

// Two names with absolute values: a branch to them is no fixup, so the fast path must leave it.
class SomeSymbols final : public SymbolValues {
 public:
  std::optional<int64_t> absolute(std::string_view name) const override {
    if (name == "abs5") return 5;
    if (name == "big") return 0x123456;
    return std::nullopt;
  }
};

const char* pick(Rng& r, const std::vector<const char*>& v) { return v[r.below(uint32_t(v.size()))]; }

// An operand drawn from what the fast path takes and what sits just beside it.
std::string randomOperand(Rng& r) {
  static const std::vector<const char*> special = {"vcc", "exec", "m0", "vcc_lo", "vcc_hi", "exec_lo", "exec_hi",
                                                   "null", "ttmp2", "ttmp[4:5]", "flat_scratch", "scc", "v1",
                                                   "src_vccz", "s", "s[", "s[1:0]", "s01", "S1", "s[0:1", "[s0,s1]"};
  static const std::vector<const char*> other = {"0.5", "-2.0", "1+2", "-s1", "abs5", "big", "L1", ".L_b2", "L1+4",
                                                 "x@rel32@lo", ".", "lit(5)", "0x3f800000", "0xffffffff",
                                                 "0x100000000", "-0x10", "0777", "99999999999999999999", "L 1",
                                                 "lgkmcnt(0)", "vmcnt(0) & lgkmcnt(0)", "vmcnt(1) expcnt(2)",
                                                 "lgkmcnt(16)", "glc", "offset:4", "abs(s1)", "s1 glc",
                                                 "vmcnt(0), expcnt(0)", "lgkmcnt(15)", "vmcnt(63)&lgkmcnt(1)",
                                                 "expcnt(7) & lgkmcnt(1) & vmcnt(62)", "lgkmcnt(0) &", "vmcnt(01)",
                                                 "lgkmcnt(0) lgkmcnt(3)", "vmcnt (0)", "vmcnt( 0)", "lgkmcnt(0x1)",
                                                 "vmcnt(64)", "expcnt(8)", "lgkmcnt_sat(99)", "LGKMCNT(0)",
                                                 "vmcnt(1+1)", "lgkmcnt(abs5)", "lgkmcnt(0) , ", "vmcnt(0) x"};
  switch (r.below(8)) {
    case 0:
    case 1: return std::string(1, 's').append(std::to_string(r.below(110)));
    case 2: {
      const int w = std::vector<int>{2, 2, 3, 4, 8, 16}[r.below(6)];
      const int first = int(r.below(104));
      return std::string("s[").append(std::to_string(first)).append(":").append(std::to_string(first + w - 1)).append("]");
    }
    case 3: return pick(r, special);
    case 4: return std::to_string(int(r.below(120)) - 40);
    case 5: return std::string("0x").append(std::to_string(r.below(2))).append("abc").append(std::to_string(r.below(100000)));
    default: return pick(r, other);
  }
}

void expectSameParse(const ParsedInstruction& a, const ParsedInstruction& b, const std::string& line) {
  expectSameInstruction(a, b, line);
  EXPECT_FALSE(b.warning) << line;
  ASSERT_EQ(a.fixup.has_value(), b.fixup.has_value()) << line;
  if (!a.fixup) return;
  EXPECT_EQ(a.fixup->kind, b.fixup->kind) << line;
  EXPECT_EQ(a.fixup->offset, b.fixup->offset) << line;
  EXPECT_EQ(a.fixup->operand, b.fixup->operand) << line;
  EXPECT_EQ(a.fixup->symbol, b.fixup->symbol) << line;
  EXPECT_EQ(a.fixup->addend, b.fixup->addend) << line;
  EXPECT_EQ(a.fixup->expr.text(), b.fixup->expr.text()) << line;
  EXPECT_EQ(a.fixup->expr.col, b.fixup->expr.col) << line;
  EXPECT_EQ(a.fixup->expr.negations, b.fixup->expr.negations) << line;
  EXPECT_EQ(a.fixup->expr.minus, b.fixup->expr.minus) << line;
}

TEST(ScalarFastPath, TakesOnlyWhatTheGeneralParserMakesTheSame) {
  SomeSymbols syms;
  Rng r{15};
  // (and GFX11, whose words exchange the codes of m0 and null: the direct encoder must too)
  std::vector<const char*> cpus(std::begin(kGenCpus), std::end(kGenCpus));
  cpus.push_back("gfx1100");
  for (const char* cpu : cpus) {
    const Target t = target(cpu);
    std::vector<Op> scalar;
    for (int i = 0; i < kOpCount; ++i)
      if (isScalar(opInfo(Op(i)).enc) && opInfo(Op(i)).existsOn(t.gen())) scalar.push_back(Op(i));
    ASSERT_GT(scalar.size(), 100u) << cpu;
    ScalarMnemonicMemo memo;  // for this target only
    int taken = 0, lines = 0, directlyEncoded = 0;
    for (int n = 0; n < 40000; ++n) {
      const OpInfo& info = opInfo(scalar[r.below(uint32_t(scalar.size()))]);
      std::string line = "  ";
      line += r.chance(3) ? std::string_view("S_MOV_B32") : info.name;
      const int operands = info.numOperands + (r.chance(10) ? 1 : 0) - (r.chance(10) ? 1 : 0);
      for (int i = 0; i < operands; ++i) {
        line += i == 0 ? " " : r.chance(4) ? " " : r.chance(3) ? " ,  " : ", ";
        line += randomOperand(r);
      }
      if (r.chance(3)) line += r.chance(50) ? "  " : ",";
      ParsedInstruction fast, general;
      Diagnostic d;
      ++lines;
      uint16_t fastSgprEnd = 0xffff;
      // Through the memo of mnemonic rows (as the workers call it) and without: the same decision.
      ParsedInstruction unmemoized;
      const bool took = parseScalarFast(line, 2, t, &syms, fast, &fastSgprEnd, &memo);
      ASSERT_EQ(took, parseScalarFast(line, 2, t, &syms, unmemoized)) << cpu << ": " << line;
      if (!took) continue;
      expectSameParse(unmemoized, fast, std::string(cpu) + ": " + line);
      ++taken;
      ASSERT_TRUE(parseInstructionGeneral(line, 2, t, &syms, general, d)) << cpu << ": " << line << ": " << d.message;
      expectSameParse(general, fast, std::string(cpu) + ": " + line);
      // The SGPR count it notes and the direct word are those of the general path.
      EXPECT_EQ(fastSgprEnd, asmimpl::sgprEnd(general, t)) << cpu << ": " << line;
      uint8_t direct[8], generic[64];
      const size_t directSize = encodeScalarDirect(fast.inst, t.gen(), direct);
      // (GFX11: a word with m0 or null goes through the general encoder, which exchanges their codes)
      const bool swapped = t.gen() == Gen::GFX11 && directSize == 0;
      if (swapped) {
        auto m0OrNull = [&](Field f) { return general.inst[f] == 124 || general.inst[f] == 125; };
        EXPECT_TRUE(m0OrNull(Field::SDST) || m0OrNull(Field::SSRC0) || m0OrNull(Field::SSRC1)) << line;
      } else if (opInfo(fast.inst.op).enc != Encoding::SMEM || t.gen() == Gen::GFX8 || t.gen() == Gen::GFX9) {
        ++directlyEncoded;
        const size_t genericSize = encode(general.inst, t.gen(), generic);
        ASSERT_EQ(directSize, genericSize) << cpu << ": " << line;
        EXPECT_EQ(0, std::memcmp(direct, generic, directSize)) << cpu << ": " << line;
      } else {
        EXPECT_EQ(directSize, 0u) << cpu << ": " << line;
      }
      // What the assembler calls gives the same too.
      ParsedInstruction viaEntry;
      ASSERT_TRUE(parseInstruction(line, 2, t, &syms, viaEntry, d));
      expectSameParse(general, viaEntry, line);
    }
    // The fast path is not vacuous: it takes a share of these lines (most have an operand it leaves alone).
    EXPECT_GT(taken, lines / 20) << cpu;
    EXPECT_GT(directlyEncoded, taken / 2) << cpu;
  }
}

// The plain counter-list reader (text/symbolic_parse.h) gives what parseWaitcnt gives, value and end, for
// every list it reads, and reads the common ones (random lists of counters, separators, counts near the
// limits, and spellings just beside what it takes).
TEST(ScalarFastPath, PlainWaitcntReadsAsTheGeneralReader) {
  Rng r{27};
  static const std::vector<const char*> names = {"vmcnt", "expcnt", "lgkmcnt", "vmcnt_sat", "lgkmcnt ", "Vmcnt",
                                                 "vmcntx", "lgkm"};
  static const std::vector<const char*> seps = {" & ", "&", ", ", ",", " ", "  &  ", " && ", ";"};
  static const std::vector<const char*> counts = {"0", "1", "7", "8", "15", "16", "62", "63", "64", "00", "01",
                                                  "0x1", " 0", "1+1", "-1", "abs5", "65535", "1000000"};
  for (const char* cpu : kGenCpus) {
    const Gen g = target(cpu).gen();
    int plain = 0;
    for (int n = 0; n < 20000; ++n) {
      std::string text;
      for (int i = 0, k = 1 + int(r.below(3)); i < k; ++i) {
        if (i) text += r.chance(10) ? pick(r, seps) : pick(r, {" & ", ", ", " "});
        text += r.chance(10) ? pick(r, names) : pick(r, {"vmcnt", "expcnt", "lgkmcnt"});
        text += '(';
        text += r.chance(4) ? pick(r, counts) : std::to_string(r.below(70));
        text += ')';
      }
      if (r.chance(20)) text += pick(r, {" &", ",", " x", ")"});
      Scan a{text, 0}, b{text, 0};
      Diagnostic d;
      const std::optional<uint32_t> fast = parsePlainWaitcnt(a, g);
      if (!fast) {
        EXPECT_EQ(a.pos, 0u) << cpu << ": " << text;
        continue;
      }
      ++plain;
      const std::optional<uint32_t> general = parseWaitcnt(b, g, nullptr, d);
      ASSERT_TRUE(general.has_value()) << cpu << ": " << text << ": " << d.message;
      EXPECT_EQ(*fast, *general) << cpu << ": " << text;
      EXPECT_EQ(a.pos, b.pos) << cpu << ": " << text;
      EXPECT_EQ(a.pos, text.size()) << cpu << ": " << text;
    }
    EXPECT_GT(plain, 1000) << cpu;  // it reads the common lists (counts drawn up to 69: many are out of range)
  }
  Scan common{"vmcnt(0) & lgkmcnt(0)", 0};
  EXPECT_EQ(parsePlainWaitcnt(common, Gen::GFX9).value_or(0xdeadbeef),
            encodeWaitcnt(Gen::GFX9, {0, waitcntMax(Gen::GFX9, 1), 0}));
}

TEST(ScalarFastPath, TakesTheCommonShapes) {
  const Target t = target("gfx900");
  ParsedInstruction p;
  for (const char* line : {"s_mov_b32 s0, s1", "s_add_u32 s67, 0x61969a10, s54", "s_mov_b64 s[2:3], vcc",
                           "s_load_dwordx8 s[88:95], s[56:57], 0x1140", "s_buffer_load_dword s5, s[4:7], s66",
                           "s_waitcnt vmcnt(0) & lgkmcnt(0)", "s_cbranch_scc0 L2", "s_movk_i32 s70, 0x7756",
                           "s_nop 7", "s_endpgm", "s_cmp_ge_i32 s50, -12", "s_branch .LBB0_3"})
    EXPECT_TRUE(parseScalarFast(line, 0, t, nullptr, p)) << line;
  for (const char* line : {"s_mov_b32 s0, 0.5", "s_branch L1+4", "s_load_dword s1, s[2:3], 0x10 glc",
                           "s_mov_b32 s0 s1", "v_mov_b32 v0, v1", "s_mov_b32 s1, s[2:3]", "s_branch s5",
                           "s_sendmsg sendmsg(MSG_INTERRUPT)", "s_mov_b32_e32 s0, s1"})
    EXPECT_FALSE(parseScalarFast(line, 0, t, nullptr, p)) << line;
}

// A label-dense scalar program like bench/gen_scalar_program.py --label-every 10.
std::string labelDenseProgram(int lines, uint64_t seed) {
  Rng r{seed};
  const int labels = lines / 10;
  std::string s;
  static const std::vector<const char*> sop2 = {"s_add_u32", "s_sub_u32", "s_and_b32", "s_or_b32", "s_lshl_b32",
                                                "s_cselect_b32", "s_max_i32", "s_mul_i32"};
  static const std::vector<const char*> branch = {"s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz",
                                                  "s_cbranch_execz"};
  auto sgpr = [&] {
    std::string reg(1, 's');
    reg += std::to_string(r.below(102));
    return reg;
  };
  auto src = [&] {
    switch (r.below(6)) {
      case 0: return std::to_string(int(r.below(81)) - 16);
      case 1: return std::string(r.chance(50) ? "0.5" : "-4.0");
      case 2: return "0x" + std::to_string(10000 + r.below(90000));
      case 3: return std::string(pick(r, {"vcc_lo", "exec_hi", "m0"}));
      default: return sgpr();
    }
  };
  for (int line = 0, label = 0; line < lines; ++line) {
    if (line % 10 == 0 && label < labels) {
      s += 'L';
      s += std::to_string(label++);
      s += ":\n";
      continue;
    }
    const int k = int(r.below(10));
    const int near = std::max(0, std::min(labels - 1, line / 10 + int(r.below(400)) - 200));
    s += "  ";
    if (k == 0) {
      s += pick(r, branch);
      s += " L";
      s += std::to_string(near);
      s += '\n';
    } else if (k == 1) {
      const uint32_t pair = 2 * r.below(50);
      s += "s_load_dwordx2 s[" + std::to_string(pair) + ":" + std::to_string(pair + 1) + "], s[4:5], 0x10\n";
    } else if (k == 2) {
      s += "s_waitcnt lgkmcnt(0) ; wait\n";
    } else {
      s += pick(r, sop2);
      const std::string ops[] = {sgpr(), src(), sgpr()};  // in this order: the program depends on it
      s += ' ';
      s += ops[0];
      s += ", ";
      s += ops[1];
      s += ", ";
      s += ops[2];
      s += '\n';
    }
  }
  return s + "  s_endpgm\n";
}

TEST(ScalarFastPath, LabelDenseProgramIsTheSameRawOnAnyThreadsAndAsAnObject) {
  const std::string src = labelDenseProgram(150000, 7);
  AssembleOptions o;
  o.target = target("gfx900");
  o.textOnly = true;
  o.threads = 1;
  const AssembleResult one = assemble(src, o);
  ASSERT_EQ(one.errors, 0) << one.diagnostics.substr(0, 500);
  ASSERT_GT(one.bytes.size(), 400000u);
  o.threads = 3;
  const AssembleResult three = assemble(src, o);
  EXPECT_EQ(three.errors, 0);
  EXPECT_EQ(one.bytes, three.bytes);
  AssembleOptions obj;
  obj.target = o.target;
  obj.relocatable = true;
  obj.threads = 1;
  const AssembleResult object = assemble(src, obj);
  ASSERT_EQ(object.errors, 0);
  EXPECT_EQ(one.bytes, object.program.sections[0].bytes);
  // And an error in the middle comes out the same, with its place, on any number of threads.
  const size_t mid = src.find("\nL7000:\n");
  ASSERT_NE(mid, std::string::npos);
  std::string bad = src;
  bad.insert(mid + 1, "  s_add_u32 s1, s2, s[3:4]\n  s_branch L7000 + \n");
  o.threads = 1;
  const AssembleResult e1 = assemble(bad, o);
  o.threads = 3;
  const AssembleResult e3 = assemble(bad, o);
  EXPECT_EQ(e1.errors, 2);
  EXPECT_EQ(e1.diagnostics, e3.diagnostics);
  const std::string line = std::to_string(std::count(src.begin(), src.begin() + long(mid) + 1, '\n') + 1);
  EXPECT_NE(e1.diagnostics.find(line + ":21: error: invalid register alignment"), std::string::npos) << e1.diagnostics;
  EXPECT_NE(e1.diagnostics.find(":20: error: unknown token in expression"), std::string::npos) << e1.diagnostics;
}

}  // namespace
}  // namespace gcnkit::test
