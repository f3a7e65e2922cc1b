// Lane masks in both wave sizes: every VALU row of the instruction table that writes a lane mask (compares and
// v_cmpx in every form, VOP3b carry-outs, v_div_scale's VCC, v_mad_u64_u32 / v_mad_i64_i32) is built from its
// row in every form and with every kind of destination it takes (implicit VCC, an SGPR (pair), vcc_lo / vcc,
// vcc_hi, exec, null), run alone on gfx1030 in wave32 and in wave64 and, for reference, on gfx900 (wave64), and
// must write exactly the bits of the wave: the destination's 32 (wave32) or 64 (wave64) bits hold the lane
// results of the active lanes and 0 for inactive ones, every other SGPR (EXEC above all) and SCC keep their
// values, a null destination writes nothing, and v_cmpx writes EXEC (and before GFX10 its result too).
//
// The expected lane bits are hand-written truth tables per kind of row (below), not the emulator's semantics: each
// lane takes one case of its row's table (a different pattern in each half of a wave64), so a mask written to
// the wrong half, truncated to 32 bits or taken from the wrong lanes shows.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "codec/codec.h"
#include "codec/valu_rules.h"
#include "emu_support.h"
#include "valu_forms.h"
#include "isa/vector_features.h"
#include "text/printer.h"

namespace gcnkit::test {
namespace {

// One lane's inputs (sources as the instruction reads them: 32- or 64-bit values) and its expected mask bit.
struct LaneCase {
  uint64_t s0 = 0, s1 = 0, s2 = 0;
  bool carryIn = false;
  bool bit = false;
};

// ---------------------------------------------------------------- the hand-written truth tables

uint64_t floatBits(double v, unsigned bits) {
  if (bits == 64) return std::bit_cast<uint64_t>(v);
  if (bits == 32) return std::bit_cast<uint32_t>(float(v));
  // f16: the few values the tables use, exactly.
  if (std::isnan(v)) return 0x7e00;
  const uint16_t sign = std::signbit(v) ? 0x8000 : 0;
  const double a = std::fabs(v);
  if (std::isinf(a)) return sign | 0x7c00;
  if (a == 0) return sign;
  if (a == 1) return sign | 0x3c00;
  if (a == 2) return sign | 0x4000;
  ADD_FAILURE() << "no f16 bits for " << v;
  return 0;
}

// Float compares: each pair is less, equal, greater or unordered; the condition's truth table over those four
// (the ISA's definitions: the N* conditions are the negations, O/U ordered/unordered, LG ordered not-equal).
enum Order { kLt, kEq, kGt, kUn };
struct CondBits {
  const char* name;
  bool lt, eq, gt, un;
};
constexpr CondBits kFloatConds[] = {
    {"f", 0, 0, 0, 0},   {"lt", 1, 0, 0, 0},  {"eq", 0, 1, 0, 0},  {"le", 1, 1, 0, 0},  {"gt", 0, 0, 1, 0},
    {"lg", 1, 0, 1, 0},  {"ge", 0, 1, 1, 0},  {"o", 1, 1, 1, 0},   {"u", 0, 0, 0, 1},   {"nge", 1, 0, 0, 1},
    {"nlg", 0, 1, 0, 1}, {"ngt", 1, 1, 0, 1}, {"nle", 0, 0, 1, 1}, {"neq", 1, 0, 1, 1}, {"nlt", 0, 1, 1, 1},
    {"tru", 1, 1, 1, 1},
};
constexpr CondBits kIntConds[] = {
    {"f", 0, 0, 0, 0}, {"lt", 1, 0, 0, 0}, {"eq", 0, 1, 0, 0}, {"le", 1, 1, 0, 0}, {"gt", 0, 0, 1, 0},
    {"ne", 1, 0, 1, 0}, {"lg", 1, 0, 1, 0}, {"ge", 0, 1, 1, 0}, {"t", 1, 1, 1, 0}, {"tru", 1, 1, 1, 0},
};
bool truth(const CondBits& c, Order o) { return o == kLt ? c.lt : o == kEq ? c.eq : o == kGt ? c.gt : c.un; }

std::vector<LaneCase> floatCompare(const CondBits& c, unsigned bits) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  struct Pair {
    double a, b;
    Order o;
  };
  const Pair pairs[] = {{1, 2, kLt},    {2, 2, kEq},  {-0.0, 0.0, kEq}, {2, 1, kGt},
                        {inf, 1, kGt},  {nan, 1, kUn}, {1, nan, kUn},    {-inf, -2, kLt}};
  std::vector<LaneCase> out;
  for (const Pair& p : pairs) out.push_back({floatBits(p.a, bits), floatBits(p.b, bits), 0, false, truth(c, p.o)});
  return out;
}

std::vector<LaneCase> intCompare(const CondBits& c, unsigned bits, bool isSigned) {
  // 16-bit sources carry junk in their high half, which the compare must ignore.
  const uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1, junk = bits == 16 ? 0x12340000u : 0;
  struct Pair {
    int64_t a, b;
    Order sgn, uns;
  };
  const Pair pairs[] = {{1, 2, kLt, kLt}, {2, 2, kEq, kEq}, {2, 1, kGt, kGt}, {-1, 1, kLt, kGt}, {1, -1, kGt, kLt},
                        {-2, -1, kLt, kLt}};
  std::vector<LaneCase> out;
  for (const Pair& p : pairs)
    out.push_back({(uint64_t(p.a) & mask) | junk, (uint64_t(p.b) & mask) | junk, 0, false,
                   truth(c, isSigned ? p.sgn : p.uns)});
  return out;
}

// v_cmp_class: src1 bit i selects class i (signaling NaN, quiet NaN, -inf, -normal, -denormal, -0, +0,
// +denormal, +normal, +inf); each class with a mask holding only its bit (1) and one lacking it (0).
std::vector<LaneCase> classCompare(unsigned bits) {
  const uint64_t f16[] = {0x7c01, 0x7e00, 0xfc00, 0xbc00, 0x8001, 0x8000, 0x0000, 0x0001, 0x3c00, 0x7c00};
  const uint64_t f32[] = {0x7f800001, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001,
                          0x80000000, 0x00000000, 0x00000001, 0x3f800000, 0x7f800000};
  const uint64_t f64[] = {0x7ff0000000000001, 0x7ff8000000000000, 0xfff0000000000000, 0xbff0000000000000,
                          0x8000000000000001, 0x8000000000000000, 0x0000000000000000, 0x0000000000000001,
                          0x3ff0000000000000, 0x7ff0000000000000};
  const uint64_t* v = bits == 16 ? f16 : bits == 32 ? f32 : f64;
  std::vector<LaneCase> out;
  for (unsigned i = 0; i < 10; ++i) {
    out.push_back({v[i], 1u << i, 0, false, true});
    out.push_back({v[i], ~(1u << i) & 0x3ffu, 0, false, false});
  }
  return out;
}

// 32-bit carries and borrows: {src0, src1, carry-in, carry/borrow out}.
enum class CarryKind { Add, AddC, Sub, SubB, SubRev, SubBRev };
std::vector<LaneCase> carryCases(CarryKind k) {
  switch (k) {
    case CarryKind::Add:  // out = src0 + src1 >= 2^32
      return {{0xffffffff, 1, 0, false, true}, {1, 1, 0, false, false}, {0x80000000, 0x80000000, 0, false, true},
              {0x7fffffff, 0x7fffffff, 0, false, false}};
    case CarryKind::AddC:  // out = src0 + src1 + cin >= 2^32
      return {{0xffffffff, 0, 0, true, true}, {0xffffffff, 0, 0, false, false}, {0xfffffffe, 1, 0, true, true},
              {1, 1, 0, true, false}};
    case CarryKind::Sub:  // out = src1 > src0 (unsigned)
      return {{1, 2, 0, false, true}, {2, 1, 0, false, false}, {2, 2, 0, false, false}, {0, 0xffffffff, 0, false, true}};
    case CarryKind::SubB:  // out = src1 + cin > src0
      return {{2, 2, 0, true, true}, {2, 2, 0, false, false}, {3, 2, 0, true, false}, {0, 0xffffffff, 0, false, true}};
    case CarryKind::SubRev:  // out = src0 > src1
      return {{1, 2, 0, false, false}, {2, 1, 0, false, true}, {2, 2, 0, false, false}, {0xffffffff, 0, 0, false, true}};
    case CarryKind::SubBRev:  // out = src0 + cin > src1
      return {{2, 2, 0, true, true}, {2, 2, 0, false, false}, {2, 3, 0, true, false}, {0xffffffff, 0, 0, false, true}};
  }
  return {};
}

// v_div_scale: the flag (VCC) is set when the quotient src2 / src1 is near the largest float (the exponents differ
// by 96 / 768 or more) or denormal; a tiny numerator alone, a quotient of 1 and a zero numerator leave it clear.
// src0 is the denominator (the same value as src1).
std::vector<LaneCase> divScaleCases(unsigned bits) {
  auto f = [&](double v) { return floatBits(v, bits); };
  const bool d = bits == 64;
  return {{f(1), f(1), f(1), false, false},
          {f(1), f(1), f(d ? 0x1p800 : 0x1p100), false, true},
          {f(0x1p10), f(0x1p10), f(d ? 0x1p-1020 : 0x1p-120), false, true},
          {f(d ? 0x1p-1000 : 0x1p-110), f(d ? 0x1p-1000 : 0x1p-110), f(d ? 0x1p-995 : 0x1p-105), false, false},
          {f(3), f(3), f(0), false, false}};
}

// v_mad_u64_u32: {src0, src1, src2 (64-bit), carry out of the 64-bit sum}; v_mad_i64_i32: the flag of a result
// that leaves the signed 64-bit range below (negative overflow), clear for small results of either sign.
std::vector<LaneCase> madCases(bool isSigned) {
  if (!isSigned)
    return {{0xffffffff, 0xffffffff, ~0ull, false, true}, {2, 3, 4, false, false}, {1, 1, ~0ull, false, true},
            {0x10000, 0x10000, 0xfffffffeffffffffull, false, false}};
  return {{2, 3, 4, false, false}, {0x80000000, 0x7fffffff, 0x8000000000000000ull, false, true}, {1, 1, 0, false, false},
          {0xffffffff, 0x7fffffff, 0x8000000000000000ull, false, true}};
}

// The truth table of a row, from its name; empty when the test does not know the row (a failure).
std::vector<LaneCase> casesFor(const OpInfo& info) {
  std::string n(info.name);
  auto drop = [&](std::string_view p) {
    if (!n.starts_with(p)) return false;
    n.erase(0, p.size());
    return true;
  };
  if (drop("v_cmpx_") || drop("v_cmpsx_") || drop("v_cmps_") || drop("v_cmp_")) {
    const size_t u = n.rfind('_');
    const std::string cond = n.substr(0, u), type = n.substr(u + 1);
    const unsigned bits = unsigned(std::stoul(type.substr(1)));
    if (cond == "class") return classCompare(bits);
    if (type[0] == 'f') {
      for (const CondBits& c : kFloatConds)
        if (cond == c.name) return floatCompare(c, bits);
      return {};
    }
    for (const CondBits& c : kIntConds)
      if (cond == c.name) return intCompare(c, bits, type[0] == 'i');
    return {};
  }
  if (n == "v_div_scale_f32") return divScaleCases(32);
  if (n == "v_div_scale_f64") return divScaleCases(64);
  if (n == "v_mad_u64_u32") return madCases(false);
  if (n == "v_mad_i64_i32") return madCases(true);
  // Carries: GFX6/7 v_add_i32, GFX8 v_add_u32, GFX9 v_add_co_u32, GFX10 v_add_co_u32 / v_add_co_ci_u32, ...
  const bool carryIn = info.operand(Field::SRC2) && info.operand(Field::SRC2)->kind == OperandKind::Mask;
  if (n.starts_with("v_subrev") || n.starts_with("v_subbrev")) return carryCases(carryIn ? CarryKind::SubBRev : CarryKind::SubRev);
  if (n.starts_with("v_sub")) return carryCases(carryIn ? CarryKind::SubB : CarryKind::Sub);
  if (n.starts_with("v_add")) return carryCases(carryIn ? CarryKind::AddC : CarryKind::Add);
  return {};
}

// ---------------------------------------------------------------- building and running each form

struct Cpu {
  const char* name;
  const char* mattr;
  const char* label;
};
constexpr Cpu kCpus[] = {{"gfx1030", "+wavefrontsize32", "gfx1030 wave32"},
                         {"gfx1030", "+wavefrontsize64", "gfx1030 wave64"},
                         {"gfx900", "", "gfx900 wave64"}};

constexpr uint16_t kVcc = 106, kVccHi = 107, kNull = 125, kExec = 126, kSgprDst = 12, kCarryIn = 14;

// Whether the row writes a lane mask: a mask destination (VOPC result, VOP3b SDST) or EXEC (v_cmpx).
bool writesLaneMask(const OpInfo& info, Gen g) {
  if (!isValu(info.enc)) return false;
  if (info.flagsOn(g) & kVopCmpx) return true;
  for (int i = 0; i < info.numOperands; ++i) {
    const OperandSpec& s = info.operands[i];
    if (s.existsOn(g) && s.kind == OperandKind::Mask && s.field != Field::SRC2) return true;
  }
  return false;
}

// A destination variant: where the mask goes (an operand code, or kImplicitVcc), and the SDWA SD bit.
constexpr uint16_t kImplicitVcc = 0xffff;
struct Dest {
  uint16_t code;
  const char* name;
};

// Sources: src i in v(4 + 4i) (a pair for 64-bit operands); the carry-in in VCC (32-bit forms) or s[14:15].
void fillInstruction(const OpInfo& info, Gen g, Instruction& inst, uint16_t dest) {
  for (int k = 0; k < info.numOperands; ++k) {
    const OperandSpec& s = info.operands[k];
    if (!s.existsOn(g) || !operandPresent(info, s, inst.form, g)) continue;
    const int src = srcIndex(s.field);
    switch (s.kind) {
      case OperandKind::VReg:
        inst[s.field] = s.field == Field::VDST ? 20 : 256 + 4 + 4 * unsigned(src);
        break;
      case OperandKind::VSrc:
        inst[s.field] = 256 + 4 + 4 * unsigned(src);
        break;
      case OperandKind::Mask:
        if (s.field == Field::SRC2) inst[s.field] = kCarryIn;
        else if (dest != kImplicitVcc && inst.form != Form::Sdwa) inst[s.field] = dest;  // (VOPC: the VDST field)
        break;
      default:
        break;
    }
  }
  // GFX10 v_cmpx_* name no result: their e64 form writes EXEC through the destination field.
  if (inst.form == Form::E64 && info.enc == Encoding::VOPC && (info.flagsOn(g) & kVopCmpx) &&
      vectorFeatures(g).cmpxExecOnly)
    inst[Field::VDST] = kExec;
  if (inst.form == Form::Sdwa) {
    inst[Field::DST_SEL] = 6;
    inst[Field::DST_UNUSED] = 2;
    inst[Field::SRC0_SEL] = 6;
    inst[Field::SRC1_SEL] = 6;
    if (info.enc == Encoding::VOPC && dest != kImplicitVcc) {
      inst[Field::SD] = 1;
      inst[Field::SDST] = dest;
    }
  }
  if (inst.form == Form::Dpp) {
    inst[Field::DPP_CTRL] = 0xe4;  // quad_perm:[0,1,2,3]: every lane reads itself
    inst[Field::ROW_MASK] = 0xf;
    inst[Field::BANK_MASK] = 0xf;
  }
  if (inst.form == Form::Dpp8) inst[Field::DPP8_SEL] = 0xfac688;  // dpp8:[0,1,2,3,4,5,6,7]
}

// The destinations a form takes on this target and wave size.
std::vector<Dest> destsOf(const OpInfo& info, Form form, Gen g, bool wave32) {
  const bool cmpxExecOnly = (info.flagsOn(g) & kVopCmpx) && vectorFeatures(g).cmpxExecOnly;
  const bool gfx10 = vectorFeatures(g).wave32;  // GFX10: null, and 32-bit masks in wave32
  const bool vopc = info.enc == Encoding::VOPC;
  if (cmpxExecOnly) return {{kImplicitVcc, "exec"}};
  const bool explicitDest = form == Form::E64 || (form == Form::Base && isWideOnly(info)) ||
                            (form == Form::Sdwa && vopc && vectorFeatures(g).sdwaScalar);
  std::vector<Dest> d;
  if (!explicitDest || form == Form::Sdwa) d.push_back({kImplicitVcc, "implicit vcc"});
  if (!explicitDest) return d;
  d.push_back({kSgprDst, wave32 ? "s12" : "s[12:13]"});
  if (form == Form::Sdwa) {
    if (gfx10) d.push_back({kNull, "null"});
    return d;
  }
  d.push_back({kVcc, wave32 ? "vcc_lo" : "vcc"});
  if (wave32) d.push_back({kVccHi, "vcc_hi"});
  if (gfx10) d.push_back({kNull, "null"});
  if (!(info.flagsOn(g) & kVopCmpx)) d.push_back({kExec, wave32 ? "exec_lo" : "exec"});
  return d;
}

struct Tally {
  int rows = 0, runs = 0;
  std::vector<std::string> unknown;
};

// EXEC before the instruction: some inactive lanes in each half (their mask bits must read 0).
uint64_t execPattern(bool wave32) { return wave32 ? 0xbfff7ffeull : 0xdfffffff7fbffffeull; }
unsigned caseOf(unsigned lane, size_t n) { return unsigned((lane * 7 + lane / 32 * 3) % n); }

// One run: the row in `form` writing its mask to `dest` (the carry-in, if any, from `carryIn`), every lane a case
// of `cases`; checks every SGPR, EXEC and SCC after it.
struct Runner {
  const Target& t;
  emu::Machine& m;
  const std::vector<uint8_t>& endpgm;
  const char* label;
  Tally& tally;

  void run(Op op, Form form, const Dest& dest, const std::vector<LaneCase>& cases, uint16_t carryIn) {
    const OpInfo& info = opInfo(op);
    const Gen g = t.gen();
    const bool wave32 = m.waveSize() == 32, cmpx = info.flagsOn(g) & kVopCmpx;
    const unsigned lanes = m.waveSize();
    Instruction inst;
    inst.op = op;
    inst.form = form;
    fillInstruction(info, g, inst, dest.code);
    if (carryIn != kCarryIn && info.operand(Field::SRC2) && info.operand(Field::SRC2)->kind == OperandKind::Mask)
      inst[Field::SRC2] = carryIn;
    std::string text;
    if (!printChecked(inst, t, text)) {
      ADD_FAILURE() << info.name << " form " << int(form) << " to " << dest.name << " on " << label
                    << ": not an instruction llvm-mc would write";
      return;
    }
    const std::string what = text + " on " + label;
    std::vector<uint8_t> bytes(encodedSize(inst, g));
    std::string err;
    if (encode(inst, g, bytes.data()) != bytes.size()) {
      ADD_FAILURE() << what << ": does not encode";
      return;
    }
    bytes.insert(bytes.end(), endpgm.begin(), endpgm.end());
    if (!m.loadCode(bytes, &err)) {
      ADD_FAILURE() << what << ": " << err;
      return;
    }
    // The state before: sentinels everywhere, the lanes' cases in the sources and the carry-in masks (32-bit
    // forms read theirs from VCC, 64-bit ones from s[14:15]; a null carry-in leaves them all ones: read, they
    // would show).
    std::array<uint32_t, 128> before{};
    for (unsigned r = 0; r < 128; ++r) before[r] = 0x5a000000u | r << 8 | r;
    uint64_t carry = carryIn == kNull ? ~0ull : 0;
    if (carryIn != kNull)
      for (unsigned l = 0; l < lanes; ++l) carry |= uint64_t(cases[caseOf(l, cases.size())].carryIn) << l;
    const bool narrow = (form == Form::Base && !isWideOnly(info)) || form == Form::Sdwa || form == Form::Dpp ||
                        form == Form::Dpp8;
    const uint16_t carryReg = narrow ? kVcc : kCarryIn;
    before[carryReg] = uint32_t(carry);
    if (!wave32) before[carryReg + 1] = uint32_t(carry >> 32);
    const uint64_t exec = execPattern(wave32);
    before[kExec] = uint32_t(exec);
    if (!wave32) before[kExec + 1] = uint32_t(exec >> 32);
    emu::LaunchConfig c = oneWave();
    c.workitemIdVgprs = false;
    c.setupWave = [&](emu::WaveSetup& w) {
      *w.sreg = before;
      for (unsigned l = 0; l < lanes; ++l) {
        const LaneCase& lc = cases[caseOf(l, cases.size())];
        const uint64_t src[3] = {lc.s0, lc.s1, lc.s2};
        for (unsigned k = 0; k < 3; ++k) {
          (*w.vgprs)[size_t(4 + 4 * k) * lanes + l] = uint32_t(src[k]);
          (*w.vgprs)[size_t(5 + 4 * k) * lanes + l] = uint32_t(src[k] >> 32);
        }
      }
    };
    const emu::LaunchResult r = m.launch(c);
    ++tally.runs;
    if (!r.ok() || r.waves.size() != 1) {
      ADD_FAILURE() << what << ": " << r.text();
      return;
    }
    const emu::WaveState& w = r.waves[0];
    uint64_t mask = 0;
    for (unsigned l = 0; l < lanes; ++l)
      if (exec >> l & 1) mask |= uint64_t(cases[caseOf(l, cases.size())].bit) << l;
    std::array<uint32_t, 128> expect = before;
    auto put = [&](uint16_t code) {
      if (code == kNull && vectorFeatures(g).wave32) return;
      expect[code] = uint32_t(mask);
      if (!wave32) expect[code + 1] = uint32_t(mask >> 32);
    };
    if (!cmpx || !vectorFeatures(g).cmpxExecOnly) put(dest.code == kImplicitVcc ? kVcc : dest.code);
    if (cmpx) put(kExec);
    for (unsigned reg = 0; reg < 128; ++reg)
      EXPECT_EQ(w.sreg[reg], expect[reg]) << what << " (to " << dest.name << "): s-register code " << reg
                                          << ", expected mask 0x" << std::hex << mask;
    EXPECT_FALSE(w.scc) << what << ": SCC";
  }
};

// A carry-in row's cases without the carry-in: what the row computes when null (0) is its carry-in.
std::vector<LaneCase> withoutCarryIn(const OpInfo& info) {
  const std::string n(info.name);
  return carryCases(n.starts_with("v_subrev") || n.starts_with("v_subbrev") ? CarryKind::SubRev
                    : n.starts_with("v_sub")                                ? CarryKind::Sub
                                                                            : CarryKind::Add);
}

void runCpu(const Cpu& cpu, Tally& tally) {
  const Target t = target(cpu.name, cpu.mattr);
  const Gen g = t.gen();
  emu::EmulatorOptions o;
  o.checks = emu::CheckMode::Off;  // the sentinel SGPRs are not the dispatch's: no uninitialized-SGPR reports
  o.threads = 1;
  auto m = machine(cpu.name, cpu.mattr, o);
  ASSERT_TRUE(m);
  std::string err;
  const std::vector<uint8_t> endpgm = assembleBytes("s_endpgm\n", t, &err);
  ASSERT_FALSE(endpgm.empty()) << err;
  Runner runner{t, *m, endpgm, cpu.label, tally};
  const bool wave32 = m->waveSize() == 32;
  for (int i = 0; i < kOpCount; ++i) {
    const OpInfo& info = opInfo(Op(i));
    if (!info.existsFor(t) || !writesLaneMask(info, g)) continue;
    const std::vector<LaneCase> cases = casesFor(info);
    if (cases.empty()) {
      tally.unknown.push_back(std::string(info.name) + " on " + cpu.label);
      continue;
    }
    ++tally.rows;
    const bool carryIn = info.operand(Field::SRC2) && info.operand(Field::SRC2)->kind == OperandKind::Mask;
    for (Form form : formsOf(info, t)) {
      for (const Dest& dest : destsOf(info, form, g, wave32)) runner.run(Op(i), form, dest, cases, kCarryIn);
      // null as the carry-in of a 64-bit form (GFX10): 0 in every lane, in both wave sizes.
      if (carryIn && form == Form::E64 && vectorFeatures(g).wave32)
        runner.run(Op(i), form, {kSgprDst, "s12 (null carry-in)"}, withoutCarryIn(info), kNull);
    }
  }
}

TEST(EmuLaneMask, EveryMaskWritingRowWritesExactlyTheWaveBits) {
  for (const Cpu& cpu : kCpus) {
    Tally tally;
    runCpu(cpu, tally);
    std::printf("[lane masks] %s: %d rows that write a lane mask, %d runs (forms x destinations)\n", cpu.label,
                tally.rows, tally.runs);
    std::string list;
    for (const std::string& s : tally.unknown) list += "  " + s + "\n";
    EXPECT_TRUE(tally.unknown.empty()) << "rows without a truth table:\n" << list;
    EXPECT_GT(tally.rows, 150) << cpu.label;  // the compares alone are well over a hundred rows
  }
}

}  // namespace
}  // namespace gcnkit::test
