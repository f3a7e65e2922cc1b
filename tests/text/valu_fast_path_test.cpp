// The fast path for common VALU statements (text/valu_fast_path.h) must give exactly what the general parser
// gives for every line it takes (fields, literal, register counts, and so the bytes), take no line the general
// parser refuses or warns about, and leave the diagnostics of parseInstruction (the entry the assembler calls)
// exactly those of the general parser. Random VALU lines of every VALU row on GFX6 to GFX10, gfx90a and gfx942:
// operands mostly of the kinds and widths the row takes (so that many lines are taken), and often just beside.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "codec/codec.h"
#include "codec/valu_rules.h"
#include "isa/ops.h"
#include "text/parser.h"
#include "text/valu_fast_path.h"
#include "parse_compare.h"
#include "test_support.h"

namespace gcnkit::test {
namespace {

const char* pick(Rng& r, const std::vector<const char*>& v) { return v[r.below(uint32_t(v.size()))]; }

// "v5" or "v[4:5]" (letter 'v'), "s7" or "s[6:7]" (letter 's'). (Appended piece by piece: GCC 12 warns
// falsely about "v[" + std::to_string(...).)
std::string registerText(char letter, int first, int dwords, bool range) {
  std::string out(1, letter);
  if (!range) return out += std::to_string(first);
  out += '[';
  out += std::to_string(first);
  out += ':';
  out += std::to_string(first + dwords - 1);
  out += ']';
  return out;
}

std::string vgpr(Rng& r, int dwords) {
  const int first = int(r.below(dwords == 1 ? 256 : 250));
  return registerText('v', first, dwords, dwords != 1 || r.chance(5));
}

std::string sgpr(Rng& r, int dwords) {
  const int first = int(r.below(104));
  return registerText('s', first, dwords, dwords != 1 || r.chance(5));
}

// A value a source may hold: registers of the operand's width (or another), numbers (inline, literal, float,
// 16-bit patterns), specials, and what lies beside (symbols, lit(), expressions, other register kinds).
std::string sourceValue(Rng& r, int dwords) {
  static const std::vector<const char*> numbers = {"0", "1", "-1", "64", "-16", "65", "-17", "0.5", "-0.5", "1.0",
                                                   "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494", "3.0",
                                                   "1e-40", "1e40", "0x3f800000", "0x3c00", "0xffff", "0x8000",
                                                   "0xffffffff", "0x100000000", "-0x80000000", "0x12345678",
                                                   "1.5", ".5", "0.0", "-0.0", "077", "1+2", "- 1", "--3", "-.5",
                                                   "- -1", "-1.0e1", "1e2"};
  static const std::vector<const char*> specials = {"vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "m0",
                                                    "null", "scc", "ttmp3", "ttmp[4:5]", "flat_scratch",
                                                    "lds_direct", "src_vccz", "src_shared_base", "a1", "v[1:2]",
                                                    "sym", "lit(5)", "v01", "v256", "V3", "s[1:0]", "[v1,v2]",
                                                    "neg(v1)", "abs(v2)", "sext(v3)", "v1 ", "v[3:4]", "s[3:4]"};
  switch (r.below(10)) {
    case 0: case 1: case 2: case 3: return vgpr(r, r.chance(90) ? dwords : 3 - dwords);
    case 4: case 5: return sgpr(r, r.chance(90) ? dwords : 3 - dwords);
    case 6: return std::to_string(int(r.below(90)) - 20);
    case 7: return pick(r, numbers);
    case 8: return "0x" + std::to_string(10000 + r.below(90000000));
    default: return pick(r, specials);
  }
}

// A source with a modifier now and then (-x, |x|, -|x| and spellings beside them).
std::string source(Rng& r, int dwords) {
  const std::string v = sourceValue(r, dwords);
  std::string out;  // (appended piece by piece: GCC 12 warns falsely about "-" + v)
  switch (r.below(14)) {
    case 0: out += "-"; out += v; break;
    case 1: out += "|"; out += v; out += "|"; break;
    case 2: out += "-|"; out += v; out += "|"; break;
    case 3: out += pick(r, {"- ", "--", "| ", "abs(", "neg("}); out += v; out += pick(r, {"", "|", ")"}); break;
    default: out = v;
  }
  return out;
}

std::string operandFor(Rng& r, const OperandSpec& s, bool wave32) {
  if (r.chance(4)) return source(r, s.dwords);  // anything
  switch (s.kind) {
    case OperandKind::VReg:
      if (srcIndex(s.field) >= 0) return r.chance(70) ? vgpr(r, s.dwords) : source(r, s.dwords);
      return vgpr(r, s.dwords);
    case OperandKind::SReg: return r.chance(90) ? sgpr(r, s.dwords) : pick(r, {"m0", "vcc_lo", "exec_lo", "null"});
    case OperandKind::Mask:
      if (r.chance(50)) return wave32 == r.chance(90) ? "vcc_lo" : "vcc";
      return r.chance(85) ? sgpr(r, wave32 ? 1 : 2) : pick(r, {"exec", "null", "s[2:3]", "s2", "ttmp[2:3]"});
    default: return source(r, s.dwords);
  }
}

const char* suffixFor(Rng& r) {
  const uint32_t x = r.below(20);
  return x < 5 ? "_e32" : x < 10 ? "_e64" : x == 10 ? "_sdwa" : x == 11 ? "_dpp" : "";
}

std::string modifiersFor(Rng& r) {
  static const std::vector<const char*> mods = {"clamp", "mul:2", "mul:4", "div:2", "mul:3", "div:1", "mul:1",
                                                "clamp clamp", "mul:2 clamp", "clamp mul:2", "clamp div:2",
                                                "op_sel:[1,0]", "op_sel:[0,0,1]", "dst_sel:WORD_1", "row_shl:1",
                                                "quad_perm:[0,1,2,3]", ", clamp", "mul: 2", "CLAMP", "clampx",
                                                "offset:4", "clamp ,", "mul:2 div:2", "op_sel:[0,1]",
                                                "op_sel_hi:[1,0]", "op_sel:[1,1,0,1]", "op_sel:[1,1,0,1,0]",
                                                "neg_lo:[1,0] neg_hi:[0,1]", "op_sel:[0,1] op_sel_hi:[0,0,1]",
                                                "op_sel:[0, 1]", "op_sel:[2,0]", "op_sel:[0,1] op_sel:[1,1]",
                                                "clamp op_sel:[1,0]", "op_sel:[1,0] clamp", "neg_lo:[1,1,1]",
                                                "op_sel :[1,0]", "op_sel", "op_sel:[1,0", "op_sel:[]"};
  if (r.chance(75)) return "";
  return std::string(r.chance(90) ? " " : "\t") + pick(r, mods);
}

std::string randomLine(Rng& r, const OpInfo& info, bool wave32) {
  std::string line = "  ";
  std::string name(info.name);
  if (r.chance(3))
    for (char& ch : name) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  line += name;
  line += suffixFor(r);
  const int operands = info.numOperands + (r.chance(6) ? 1 : 0) - (r.chance(6) ? 1 : 0);
  for (int i = 0; i < operands; ++i) {
    line += i == 0 ? (r.chance(95) ? " " : "\t") : r.chance(94) ? ", " : pick(r, {" ", ",", " ,", ",,", ",  "});
    line += i < info.numOperands ? operandFor(r, info.operands[i], wave32) : source(r, 1);
  }
  line += modifiersFor(r);
  if (r.chance(3)) line += pick(r, {"  ", ",", " x", "\t"});
  return line;
}

void expectSameParse(const ParsedInstruction& a, const ParsedInstruction& b, const std::string& line) {
  expectSameInstruction(a, b, line);
  EXPECT_EQ(a.warning.has_value(), b.warning.has_value()) << line;
  EXPECT_EQ(a.fixup.has_value(), b.fixup.has_value()) << line;
}

struct Cpu {
  const char* name;
  int lines;
};

TEST(ValuFastPath, TakesOnlyWhatTheGeneralParserMakesTheSame) {
  Rng r{41};
  // GFX6/7 (no fast-path-specific rules, but the same rows), GFX8, GFX9 with gfx90a and gfx942, GFX10.
  const Cpu cpus[] = {{"gfx601", 8000}, {"gfx700", 8000}, {"gfx803", 25000}, {"gfx900", 25000},
                      {"gfx90a", 25000}, {"gfx942", 25000}, {"gfx1010", 25000}, {"gfx1030", 25000}};
  for (const Cpu& cpu : cpus) {
    const Target t = target(cpu.name);
    std::vector<Op> valu;
    for (int i = 0; i < kOpCount; ++i)
      if (isValu(opInfo(Op(i)).enc) && opInfo(Op(i)).existsFor(t)) valu.push_back(Op(i));
    ASSERT_GT(valu.size(), 200u) << cpu.name;
    ValuFastMemo memo;  // for this target only
    int taken = 0, e64 = 0, withLiteral = 0, withModifier = 0;
    for (int n = 0; n < cpu.lines; ++n) {
      const OpInfo& info = opInfo(valu[r.below(uint32_t(valu.size()))]);
      const std::string line = randomLine(r, info, t.wave32);
      const std::string where = std::string(cpu.name) + ": " + line;
      ParsedInstruction fast, unmemoized, general, viaEntry;
      Diagnostic generalDiag, entryDiag;
      // Through the memo (as the workers call it) and without: the same decision and result.
      const bool took = parseValuFast(line, 2, t, nullptr, fast, &memo);
      ASSERT_EQ(took, parseValuFast(line, 2, t, nullptr, unmemoized)) << where;
      const bool ok = parseInstructionGeneral(line, 2, t, nullptr, general, generalDiag);
      // The entry the assembler calls: the general parser's result and diagnostic, whatever the fast path does.
      const bool entryOk = parseInstruction(line, 2, t, nullptr, viaEntry, entryDiag);
      ASSERT_EQ(ok, entryOk) << where;
      if (!ok) {
        EXPECT_EQ(generalDiag.col, entryDiag.col) << where;
        EXPECT_EQ(generalDiag.message, entryDiag.message) << where;
        EXPECT_EQ(generalDiag.note, entryDiag.note) << where;
      } else {
        expectSameParse(general, viaEntry, where);
      }
      if (!took) continue;
      ++taken;
      ASSERT_TRUE(ok) << where << ": " << generalDiag.message;
      EXPECT_FALSE(general.warning) << where;
      expectSameParse(general, fast, where);
      expectSameParse(general, unmemoized, where);
      // And so the same bytes.
      uint8_t a[64], b[64];
      const size_t size = encodedSize(general.inst, t.gen());
      ASSERT_LE(size, sizeof a) << where;
      ASSERT_EQ(size, encodedSize(fast.inst, t.gen())) << where;
      encode(general.inst, t.gen(), a);
      encode(fast.inst, t.gen(), b);
      EXPECT_EQ(0, std::memcmp(a, b, size)) << where;
      e64 += fast.inst.form == Form::E64;
      withLiteral += fast.inst.hasLiteral;
      withModifier += line.find_first_of("|-") != std::string::npos || line.find("clamp") != std::string::npos;
    }
    // Not vacuous: the fast path takes a good share of these lines, in both encodings, with literals and
    // modifiers.
    EXPECT_GT(taken, cpu.lines / 16) << cpu.name;  // (gfx90a/gfx942 refuse the odd VGPR pairs drawn)
    EXPECT_GT(e64, taken / 20) << cpu.name;
    EXPECT_GT(withLiteral, taken / 100) << cpu.name;
    EXPECT_GT(withModifier, taken / 20) << cpu.name;
  }
}

TEST(ValuFastPath, TakesTheCommonShapes) {
  const Target gfx900 = target("gfx900"), gfx1030 = target("gfx1030");
  ParsedInstruction p;
  for (const char* line : {"v_add_f32_e32 v78, v103, v44", "v_mov_b32_e32 v1, 0x12345678", "v_cvt_i32_f32_e32 v11, 1",
                           "v_cndmask_b32_e32 v51, v72, v53, vcc", "v_cndmask_b32_e64 v71, 60, v69, s[44:45]",
                           "v_subrev_f32_e64 v47, |v91|, v26", "v_fma_f32 v1, -v2, |v3|, s4 clamp",
                           "v_sub_co_u32_e64 v70, s[92:93], v37, s34", "v_cmp_lt_f32_e64 s[2:3], v1, -1.0",
                           "v_cmp_eq_u32_e32 vcc, 5, v2", "v_mul_f32_e64 v1, v2, v3 mul:2",
                           "v_lshlrev_b64 v[2:3], 4, v[6:7]", "v_add_f64 v[0:1], v[2:3], -v[4:5]",
                           "v_mad_u64_u32 v[4:5], s[6:7], v1, v2, v[8:9]", "v_readfirstlane_b32 s5, v9"})
    EXPECT_TRUE(parseValuFast(line, 0, gfx900, nullptr, p)) << line;
  for (const char* line : {"v_add_nc_u32_e32 v1, s2, v3", "v_cndmask_b32_e32 v1, v2, v3, vcc_lo",
                           "v_fmac_f32_e32 v1, 0.5, v3", "v_cmp_gt_i32_e64 s4, v1, 0x1234"})
    EXPECT_TRUE(parseValuFast(line, 0, gfx1030, nullptr, p)) << line;
  for (const char* line : {"v_pk_add_f16 v1, v2, v3", "v_pk_mad_i16 v42, v58, 45, v34 op_sel:[0,1,1]",
                           "v_pk_lshlrev_b16 v18, v71, s33 op_sel_hi:[1,0]", "v_pk_fma_f16 v1, v2, v3, v4 neg_lo:[1,0,0]",
                           "v_mad_u16 v1, v2, v3, v4 op_sel:[1,0,0,1]"})
    EXPECT_TRUE(parseValuFast(line, 0, gfx900, nullptr, p)) << line;
  // Left to the general parser: SDWA, DPP, operands left out, errors.
  for (const char* line : {"v_mov_b32_sdwa v1, v2 dst_sel:WORD_1", "v_add_f32_dpp v1, v2, v3 row_shl:1",
                           "v_pk_add_f16 v1, v2, v3 op_sel:[2,0]", "v_cndmask_b32 v1, v2, v3", "v_add_f32 v1, v2",
                           "v_add_f32_e32 v1, v2, s3", "v_add_f32 v1, sym, v3", "v_cmp_eq_u32 v1, v2"})
    EXPECT_FALSE(parseValuFast(line, 0, gfx900, nullptr, p)) << line;
}

}  // namespace
}  // namespace gcnkit::test
