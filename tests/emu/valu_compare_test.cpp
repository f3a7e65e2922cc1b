// Every compare of the instruction table on every generation that has it (v_cmp_*, v_cmpx_*, GFX6/7 v_cmps*),
// against truth tables worked out by hand from IEEE-754 and the reference pages: six operand pairs, one per
// lane (repeated across the wave), covering ordered and unordered (NaN), -0 == +0 and infinities.
#include <cmath>
#include <string>

#include "emu_valu_support.h"
#include "isa/ops.h"
#include "isa/target.h"

namespace gcnkit::test {
namespace {

// Float pairs per lane (lane % 6): (1,2) (2,1) (1,1) (NaN,1) (-0,+0) (inf,inf).
// Bits, lane 0 first, for each condition.
struct CondBits {
  const char* cond;
  const char* bits;
};
constexpr CondBits kFloat[] = {
    {"f", "000000"},   {"lt", "100000"},  {"eq", "001011"},  {"le", "101011"},  {"gt", "010000"},  {"lg", "110000"},
    {"ge", "011011"},  {"o", "111011"},   {"u", "000100"},   {"nge", "100100"}, {"nlg", "001111"}, {"ngt", "101111"},
    {"nle", "010100"}, {"neq", "110100"}, {"nlt", "011111"}, {"tru", "111111"},
};
// Integer pairs per lane (lane % 6): (1,2) (2,1) (1,1) (-1,1) (0,-1) (-1,-1).
constexpr CondBits kSigned[] = {{"f", "000000"}, {"lt", "100100"}, {"eq", "001001"}, {"le", "101101"},
                                {"gt", "010010"}, {"ne", "110110"}, {"lg", "110110"}, {"ge", "011011"}, {"t", "111111"}};
constexpr CondBits kUnsigned[] = {{"f", "000000"}, {"lt", "100010"}, {"eq", "001001"}, {"le", "101011"},
                                  {"gt", "010100"}, {"ne", "110110"}, {"lg", "110110"}, {"ge", "011101"}, {"t", "111111"}};

uint64_t floatBits(double v, char type) {
  if (type == '6') return std::bit_cast<uint64_t>(v);
  if (type == '3') return std::bit_cast<uint32_t>(float(v));
  // f16 of the few values used here
  if (v != v) return 0x7e00;
  if (v == 1) return 0x3c00;
  if (v == 2) return 0x4000;
  if (std::isinf(v)) return 0x7c00;
  return std::signbit(v) ? 0x8000 : 0;
}

uint64_t operand(bool isFloat, char width, unsigned lane, int which) {
  const unsigned k = lane % 6;
  if (isFloat) {
    static const double a[] = {1, 2, 1, NAN, -0.0, INFINITY}, b[] = {2, 1, 1, 1, 0.0, INFINITY};
    return floatBits(which ? b[k] : a[k], width);
  }
  static const int64_t a[] = {1, 2, 1, -1, 0, -1}, b[] = {2, 1, 1, 1, -1, -1};
  const int64_t v = which ? b[k] : a[k];
  return width == '6' ? uint64_t(v) : width == '3' ? uint32_t(v) : uint16_t(v);
}

const char* expected(std::string_view cond, bool isFloat, bool isSigned) {
  if (isFloat) {
    for (const auto& c : kFloat)
      if (cond == c.cond) return c.bits;
  } else {
    for (const auto& c : isSigned ? kSigned : kUnsigned)
      if (cond == c.cond) return c.bits;
  }
  return nullptr;
}

TEST(EmuValuCompare, EveryCompareOnEveryGeneration) {
  int checked = 0;
  for (const char* cpu : {"gfx601", "gfx700", "gfx803", "gfx900", "gfx1010", "gfx1030"}) {
    const Gen g = findProcessor(cpu)->gen;
    const bool w32 = g >= Gen::GFX10;
    const unsigned lanes = w32 ? 32 : 64;
    for (int i = 0; i < kOpCount; ++i) {
      const OpInfo& info = opInfo(Op(i));
      if (info.enc != Encoding::VOPC || !info.existsOn(g) || !info.hasE32(g)) continue;
      const std::string name(info.name);
      const size_t first = name.find('_', 2), last = name.rfind('_');
      const std::string cond = name.substr(first + 1, last - first - 1), type = name.substr(last + 1);
      if (cond == "class") continue;
      const bool isFloat = type[0] == 'f', isSigned = type[0] == 'i';
      const char width = type[1] == '6' ? '6' : type[1] == '3' ? '3' : '1';
      const char* bits = expected(cond, isFloat, isSigned);
      ASSERT_NE(bits, nullptr) << name;
      const bool cmpx = (info.flagsOn(g) & kVopCmpx) != 0;
      const bool wide = width == '6';
      const std::string srcs = wide ? "v[2:3], v[4:5]" : "v2, v4";
      std::string body;
      if (cmpx && w32) body = name + " " + srcs;
      else body = name + (w32 ? " vcc_lo, " : " vcc, ") + srcs;
      auto laneValue = [&](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
        if (reg < 2 || reg > 5) return std::nullopt;
        const uint64_t v = operand(isFloat, width, lane, reg >= 4);
        return uint32_t((reg & 1) ? v >> 32 : v);
      };
      SCOPED_TRACE(std::string(cpu) + ": " + body);
      ValuRun r = runValu(cpu, body, {}, "", {}, laneValue);
      if (!r.ok) continue;
      uint64_t want = 0;
      for (unsigned l = 0; l < lanes; ++l)
        if (bits[l % 6] == '1') want |= 1ull << l;
      const uint64_t vcc = w32 ? r.wave.sgpr(106) : r.wave.vcc();
      const uint64_t exec = w32 ? r.wave.sgpr(126) : r.wave.exec();
      if (cmpx) {
        EXPECT_EQ(exec, want);
        if (!w32) EXPECT_EQ(vcc, want);  // GFX6-9 v_cmpx also writes the result
        else EXPECT_EQ(vcc, 0u);          // GFX10 v_cmpx writes EXEC only
      } else {
        EXPECT_EQ(vcc, want);
        EXPECT_EQ(exec, w32 ? 0xffffffffull : ~0ull);
      }
      ++checked;
    }
  }
  EXPECT_GT(checked, 900);
}

// The e64 form writes any SGPR pair (wave64) or one SGPR (wave32); inactive lanes read 0.
TEST(EmuValuCompare, E64ResultInSgprsWithExecHoles) {
  ValuRun r = runValu("gfx900", "s_mov_b32 exec_hi, 0\nv_cmp_le_i32_e64 s[10:11], v1, v2", {3, 3});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.sgpr(10), 0xffffffffu);
  EXPECT_EQ(r.wave.sgpr(11), 0u);
  ValuRun r32 = runValu("gfx1030", "v_cmp_gt_u32_e64 s10, v1, v2", {3, 2});
  ASSERT_TRUE(r32.ok);
  EXPECT_EQ(r32.wave.sgpr(10), 0xffffffffu);
  EXPECT_EQ(r32.wave.sgpr(11), 0u);
}

// Class bits: each lane holds one class of value; src1 selects classes.
TEST(EmuValuCompare, ClassOfEveryKind) {
  static const uint32_t kValues[10] = {0x7f800001, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001,
                                       0x80000000, 0x00000000, 0x00000001, 0x3f800000, 0x7f800000};
  auto lanes = [](unsigned reg, unsigned lane) -> std::optional<uint32_t> {
    if (reg == 1) return kValues[lane % 10];
    return std::nullopt;
  };
  for (unsigned cls = 0; cls < 10; ++cls) {
    ValuRun r = runValu("gfx900", "v_cmp_class_f32 vcc, v1, v2", {0, 1u << cls}, "", {}, lanes);
    ASSERT_TRUE(r.ok);
    for (unsigned l = 0; l < 64; ++l) EXPECT_EQ((r.wave.vcc() >> l) & 1, uint64_t(l % 10 == cls)) << cls << " lane " << l;
  }
}

// GFX9 SDWA compares name their result SGPRs; the source selects apply first.
TEST(EmuValuCompare, SdwaCompareWritesSgprs) {
  ValuRun r = runValu("gfx900", "v_cmp_eq_u32_sdwa s[20:21], v1, v2 src0_sel:BYTE_1 src1_sel:WORD_0", {0x0500, 5});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.wave.sgpr(20), 0xffffffffu);
  EXPECT_EQ(r.wave.sgpr(21), 0xffffffffu);
  EXPECT_EQ(r.wave.vcc(), 0u);
}

}  // namespace
}  // namespace gcnkit::test
