// The compiled engine's inline operations against the interpreter: each line below is compiled inline (checked with
// the code generator's own test) and runs, in a region with a partial EXEC set by an inline s_mov, on both engines over
// VGPRs and SGPRs of edge values (0, 1, -1, the sign bit, large shifts, f32 NaNs, infinities, denormals, signed
// zeros); the waves' registers and SCC must be bit for bit the same, on gfx900 (wave64) and gfx1030 (wave32), with
// f32 denormals kept and flushed (inline too: the flush around the host's operation).
#include <gtest/gtest.h>

#include <array>

#include "codec/codec.h"
#include "emu/jit_x86.h"
#include "emu/program.h"
#include "emu/valu.h"
#include "emu_support.h"

namespace gcnkit::test {
namespace {

using Engine = emu::EmulatorOptions::Engine;

constexpr uint32_t kEdge[] = {0u,          1u,          0xffffffffu, 0x80000000u, 0x7fffffffu, 31u,
                              32u,         33u,         0x7fc00001u, 0xffc00000u, 0x7f800000u, 0xff800000u,
                              0x00000001u, 0x807fffffu, 0x3f800000u, 0xbf800000u, 0x80000000u, 0x7f7fffffu,
                              0x00800000u, 0x12345678u, 0xfffffffeu, 0x00ffffffu, 0x01000000u, 0x4b000000u};

// Finite f32 edges (no NaN or infinity, which hand a float instruction to the interpreter): denormals both signs,
// the smallest normals (whose halves and products are denormals), signed zeros, large and ordinary values.
constexpr uint32_t kFinite[] = {0x00000001u, 0x807fffffu, 0x00800000u, 0x80800000u, 0x00000000u, 0x80000000u,
                                0x3f000000u, 0x3f800000u, 0xbf800000u, 0x7f7fffffu, 0x00400000u, 0x01000000u,
                                0x4b000000u, 0xc0490fdbu, 0x00ffffffu, 0x3e99999au};

// Lane l of VGPR r: edge values, spread so that pairs of lanes meet every pair of them; v11..v13 finite floats.
uint32_t laneValue(unsigned reg, unsigned lane) {
  if (reg >= 11 && reg <= 13) return kFinite[(lane * (reg + 5) + reg * 3) % std::size(kFinite)];
  return kEdge[(lane * (reg + 3) + reg * 7) % std::size(kEdge)];
}

struct EngineRun {
  emu::WaveState wave;
  std::string text;
};

EngineRun runOn(const char* cpu, Engine engine, const std::string& body, uint32_t mode) {
  emu::EmulatorOptions o;
  o.engine = engine;
  auto m = machine(cpu, "", o);
  EngineRun r;
  if (!m || !load(*m, body + "\ns_endpgm\n")) {
    ADD_FAILURE() << cpu << ": " << body;
    return r;
  }
  emu::LaunchConfig c = oneWave();
  c.workitemIdVgprs = false;
  c.mode = mode;
  c.setupWave = [](emu::WaveSetup& w) {
    for (unsigned reg = 0; reg < 32; ++reg)
      for (unsigned lane = 0; lane < w.waveSize; ++lane) (*w.vgprs)[size_t(reg) * w.waveSize + lane] = laneValue(reg, lane);
    for (unsigned s = 0; s < 100; ++s) (*w.sreg)[s] = kEdge[s % std::size(kEdge)];
    (*w.sreg)[106] = 0x9b3f00ffu, (*w.sreg)[107] = 0xf00f1234u;  // VCC
  };
  const emu::LaunchResult res = m->launch(c);
  r.text = res.text();
  if (res.waves.size() == 1) r.wave = res.waves[0];
  else ADD_FAILURE() << cpu << ": " << body << "\n" << r.text;
  return r;
}

// Lines compiled inline (wave64 forms; the wave32 run writes vcc_lo / s[n] masks).
const char* kLines64[] = {
    "v_add_u32 v5, v1, v2",          "v_sub_u32 v5, v1, v2",           "v_subrev_u32 v5, v1, v2",
    "v_and_b32 v5, s3, v2",          "v_or_b32 v5, v1, v2",            "v_xor_b32 v5, -1, v2",
    "v_not_b32 v5, v3",              "v_mov_b32 v5, s7",               "v_lshlrev_b32 v5, v1, v2",
    "v_lshrrev_b32 v5, v3, v2",      "v_ashrrev_i32 v5, v4, v2",       "v_mul_lo_u32 v5, v1, v2",
    "v_mul_u32_u24 v5, v1, v2",      "v_min_u32 v5, v1, v2",           "v_max_i32 v5, v1, v2",
    "v_min_i32 v5, s9, v2",          "v_max_u32 v5, 0x12345, v1",      "v_or3_b32 v5, v1, v2, v3",
    "v_and_or_b32 v5, v1, v2, v3",   "v_lshl_or_b32 v5, v1, v2, v3",   "v_lshl_add_u32 v5, v1, v2, v3",
    "v_add3_u32 v5, v1, v2, v3",     "v_xad_u32 v5, v1, v2, v3",       "v_cndmask_b32 v5, v1, v2, vcc",
    "v_cndmask_b32_e64 v5, v1, v2, s[10:11]",                          "v_add_co_u32 v5, vcc, v1, v2",
    "v_add_co_u32_e64 v5, s[12:13], v1, v2",                           "v_sub_co_u32 v5, vcc, v1, v2",
    "v_subrev_co_u32 v5, vcc, v1, v2",                                 "v_addc_co_u32 v5, vcc, v1, v2, vcc",
    "v_subb_co_u32 v5, vcc, v1, v2, vcc",                              "v_subbrev_co_u32_e64 v5, s[12:13], v1, v2, s[10:11]",
    "v_add_f32 v5, v1, v2",          "v_sub_f32 v5, v1, v2",           "v_subrev_f32 v5, v1, v2",
    "v_mul_f32 v5, v1, v2",          "v_fma_f32 v5, v1, v2, v3",       "v_mul_f32 v5, 0.5, v2",
    "v_cmp_eq_u32 vcc, v1, v2",      "v_cmp_lt_u32 vcc, v1, v2",       "v_cmp_ge_i32 vcc, v1, v2",
    "v_cmp_gt_i32_e64 s[12:13], v1, v2",                               "v_cmp_le_u32 vcc, s3, v2",
    "v_cmp_ne_u32 vcc, v1, v2",      "v_cmp_lt_f32 vcc, v1, v2",       "v_cmp_neq_f32 vcc, v1, v2",
    "v_cmp_u_f32 vcc, v1, v2",       "v_cmp_nge_f32 vcc, v1, v2",      "v_cmp_lg_f32 vcc, v1, v2",
    "v_add_f32 v5, v11, v12",        "v_sub_f32 v5, v11, v12",         "v_mul_f32 v5, v11, v12",
    "v_mul_f32 v5, 0.5, v13",        "v_fma_f32 v5, v11, v12, v13",    "v_cmp_eq_f32 vcc, v11, v12",
    "v_cmp_lt_f32 vcc, v11, v13",
    "s_add_u32 s20, s1, s2",         "s_sub_u32 s20, s2, s1",          "s_add_i32 s20, s3, s4",
    "s_sub_i32 s20, s3, s2",         "s_mul_i32 s20, s5, s6",          "s_cselect_b32 s20, s1, s2",
    "s_and_b32 s20, s1, s2",         "s_or_b32 s20, s0, s0",           "s_xor_b32 s20, s3, s3",
    "s_lshl_b32 s20, s3, s7",        "s_lshr_b32 s20, s3, 33",         "s_ashr_i32 s20, s3, s5",
    "s_mov_b64 s[20:21], s[2:3]",    "s_and_b64 s[20:21], s[2:3], vcc", "s_or_b64 s[20:21], s[2:3], 5",
    "s_xor_b64 s[20:21], s[2:3], s[2:3]", "s_lshl_b64 s[20:21], s[2:3], s7", "s_cmp_lt_i32 s3, s4",
    "s_cmp_ge_u32 s3, s4",           "s_cmp_eq_u32 s1, 1",             "s_cmp_lg_u32 s1, 1",
    // 64-bit multiply-adds: VGPR-pair, SGPR-pair and constant addends; carries and signed overflows from the edges.
    "v_mad_u64_u32 v[6:7], s[12:13], v1, v2, v[3:4]",                  "v_mad_i64_i32 v[6:7], s[12:13], v1, v2, v[3:4]",
    "v_mad_u64_u32 v[6:7], vcc, v3, v2, s[4:5]",                       "v_mad_i64_i32 v[6:7], vcc, v1, s9, -1",
    "v_mad_u64_u32 v[6:7], s[12:13], v1, 64, -16",                    "v_mad_u64_u32 v[1:2], s[12:13], v1, v2, v[1:2]",
};

std::string wave32(std::string line) {
  for (auto [from, to] : {std::pair{"vcc,", "vcc_lo,"}, std::pair{"s[10:11]", "s10"}, std::pair{"s[12:13]", "s12"}})
    for (size_t at; (at = line.find(from)) != std::string::npos;) line.replace(at, std::string(from).size(), to);
  if (line.rfind("v_", 0) == 0 && line.size() >= 3 && line.compare(line.size() - 3, 3, "vcc") == 0) line += "_lo";
  if (line.rfind("v_add_u32", 0) == 0) line.replace(0, 9, "v_add_nc_u32");
  if (line.rfind("v_sub_u32", 0) == 0) line.replace(0, 9, "v_sub_nc_u32");
  if (line.rfind("v_subrev_u32", 0) == 0) line.replace(0, 12, "v_subrev_nc_u32");
  if (line.rfind("v_addc_co_u32", 0) == 0) line.replace(0, 13, "v_add_co_ci_u32");
  if (line.rfind("v_subb_co_u32", 0) == 0) line.replace(0, 13, "v_sub_co_ci_u32");
  if (line.rfind("v_subbrev_co_u32", 0) == 0) line.replace(0, 16, "v_subrev_co_ci_u32");
  return line;
}

// Whether the code generator compiles the line inline (its own decision, for the processor's decoded form).
bool inlined(const char* cpu, const std::string& line, uint32_t mode) {
  const Target t = target(cpu, "");
  std::string err;
  const std::vector<uint8_t> bytes = assembleBytes(line + "\n", t, &err);
  Instruction inst;
  if (bytes.empty() || decode(bytes, t, inst) <= 0) return false;
  emu::JitTarget jt;
  jt.waveSize = cpu[3] == '1' ? 32 : 64;
  jt.vgprs = 32;
  jt.gfx10 = t.gen() >= Gen::GFX10;
  jt.mode = emu::fp::decodeMode(mode);
  emu::VInst vi;
  return emu::decodeValu(inst, t, vi, nullptr) && emu::jitInlinable(vi, jt);
}

TEST(CompiledEngine, InlineOperationsEqualTheInterpreter) {
  if (!emu::compiledEngineAvailable()) GTEST_SKIP() << "this host has no compiled engine (x86-64 with AVX2 and FMA)";
  constexpr uint32_t kDenormalsKept = 0xf0 | 1u << 8 | 1u << 9, kDenormalsFlushed = 0xc0 | 1u << 8 | 1u << 9;
  for (const char* cpu : {"gfx900", "gfx1030"}) {
    const bool w32 = cpu[3] == '1';
    for (uint32_t mode : {kDenormalsKept, kDenormalsFlushed}) {
      for (const char* text : kLines64) {
        const std::string line = w32 ? wave32(text) : text;
        SCOPED_TRACE(std::string(cpu) + " mode " + std::to_string(mode) + ": " + line);
        // (A scalar line's decision needs the program's decoded SInst: only the run below checks those.)
        if (line.rfind("v_", 0) == 0) {
          EXPECT_TRUE(inlined(cpu, line, mode));
        }
        // A partial EXEC (inline s_mov), the line, and the line again on its own result.
        const std::string body = std::string(w32 ? "s_mov_b32 exec_lo, 0x5aa5c33c\n" : "s_mov_b32 exec_lo, 0x0ff0f00f\ns_mov_b32 exec_hi, 0x5aa5c33c\n") +
                                 line + "\n" + line;
        const EngineRun a = runOn(cpu, Engine::Interpreter, body, mode);
        const EngineRun b = runOn(cpu, Engine::Compiled, body, mode);
        EXPECT_EQ(b.text, a.text);
        EXPECT_EQ(b.wave.vgprs, a.wave.vgprs);
        EXPECT_EQ(b.wave.sreg, a.wave.sreg);
        EXPECT_EQ(b.wave.scc, a.wave.scc);
        EXPECT_EQ(b.wave.instructions, a.wave.instructions);
      }
    }
  }
}

// VOPD words compiled inline (gfx1100 and gfx1250): both components read their sources before either writes, a float
// component with a NaN or an infinity in an active lane runs the word in the interpreter, a literal and cndmask's VCC
// as the interpreter has them.
TEST(CompiledEngine, VopdWordsEqualTheInterpreter) {
  if (!emu::compiledEngineAvailable()) GTEST_SKIP() << "this host has no compiled engine (x86-64 with AVX2 and FMA)";
  const char* kWords[] = {
      "v_dual_fmac_f32 v11, v6, v11 :: v_dual_add_f32 v6, v16, v17",  // Y writes what X reads
      "v_dual_mov_b32 v13, v2 :: v_dual_mul_f32 v0, 0x4f800000, v5",
      "v_dual_cndmask_b32 v5, v16, v14 :: v_dual_add_f32 v8, v21, v15",
      "v_dual_mov_b32 v5, v4 :: v_dual_add_nc_u32 v4, v5, v6",         // each reads the other's destination
      "v_dual_mov_b32 v13, v2 :: v_dual_add_nc_u32 v0, v5, v6",
      "v_dual_mul_f32 v12, v11, v13 :: v_dual_add_f32 v13, v12, v11",  // finite floats: inline
      "v_dual_add_f32 v11, v12, v11 :: v_dual_fmac_f32 v12, v13, v12",
  };
  constexpr uint32_t kMode = 0xf0 | 1u << 8 | 1u << 9;
  for (const char* cpu : {"gfx1100", "gfx1250"})
    for (const char* word : kWords) {
      SCOPED_TRACE(std::string(cpu) + ": " + word);
      // (the code generator's own decision: the word compiles inline)
      const Target t = target(cpu, "");
      std::string err;
      const std::vector<uint8_t> bytes = assembleBytes(std::string(word) + "\n", t, &err);
      Instruction inst;
      emu::VInst x, y;
      ASSERT_GT(decode(bytes, t, inst), 0) << err;
      ASSERT_TRUE(emu::decodeVopd(inst, t, x, y, nullptr));
      emu::JitTarget jt;
      jt.waveSize = 32;
      jt.vgprs = 32;
      jt.gfx10 = true;
      jt.mode = emu::fp::decodeMode(kMode);
      EXPECT_TRUE(emu::jitInlinableVopd(x, y, jt));
      const std::string body = std::string("s_mov_b32 exec_lo, 0x5aa5c33c\n") + word + "\n" + word;
      const EngineRun a = runOn(cpu, Engine::Interpreter, body, kMode);
      const EngineRun b = runOn(cpu, Engine::Compiled, body, kMode);
      EXPECT_EQ(b.text, a.text);
      EXPECT_EQ(b.wave.vgprs, a.wave.vgprs);
      EXPECT_EQ(b.wave.instructions, a.wave.instructions);
    }
}

// LDS in regions: DS instructions are called inside a region (an s_barrier ends one, included), GDS ends it.
TEST(CompiledEngine, RegionsHoldDsInstructionsAndEndAtABarrier) {
  const Target t = target("gfx900", "");
  std::string err;
  const std::vector<uint8_t> bytes = assembleBytes(
      "v_lshlrev_b32 v1, 2, v0\nds_write_b32 v1, v0\nds_read_b32 v2, v1 offset:4\ns_waitcnt lgkmcnt(0)\n"
      "v_add_u32 v3, v2, v0\ns_barrier\nv_mov_b32 v4, 0\n"
      "v_mov_b32 v4, 0\nds_add_u32 v1, v0 gds\nv_mov_b32 v5, 0\n",
      t, &err);
  ASSERT_FALSE(bytes.empty()) << err;
  const emu::Program p = emu::buildProgram(bytes, t, 0);
  emu::JitTarget jt;
  jt.waveSize = 64;
  jt.vgprs = 32;
  emu::Region r;
  ASSERT_TRUE(emu::planRegion(p, 0, jt, r));
  ASSERT_EQ(r.insts.size(), 6u);  // up to and including the barrier
  EXPECT_TRUE(r.endsWithBranch);
  EXPECT_FALSE(r.insts[1].inlined);  // the DS instructions are called
  EXPECT_FALSE(r.insts[2].inlined);
  EXPECT_TRUE(r.insts[4].inlined);
  emu::Region g;
  ASSERT_TRUE(emu::planRegion(p, 6, jt, g));  // two v_movs, then GDS
  EXPECT_EQ(g.insts.size(), 2u);
}

// A region's DS instructions with the checks on give the interpreter's reports in its order: an LDS write race
// between waves, a DS read used before its wait (an inline instruction's side exit), and used reads of bytes other
// waves update atomically, one followed by an inline instruction within the region that read it, one read before a
// side exit and used in the next region (followed from its entry).
TEST(CompiledEngine, LdsChecksInRegionsEqualTheInterpreter) {
  if (!emu::compiledEngineAvailable()) GTEST_SKIP() << "this host has no compiled engine (x86-64 with AVX2 and FMA)";
  const std::string body =
      "v_lshlrev_b32 v1, 2, v0\n"       // the lane's own dword
      "v_mov_b32 v2, 0\n"
      "v_mov_b32 v3, 1\n"
      "ds_add_u32 v2, v3\n"             // every wave adds to dwords 0 and 4 atomically
      "ds_add_u32 v2, v3 offset:16\n"
      "ds_read_b32 v4, v2\n"            // a plain read of it ...
      "s_waitcnt lgkmcnt(0)\n"
      "v_add_u32 v5, v4, v3\n"          // ... used by an inline instruction: a used read racing the atomics
      "ds_write_b32 v1, v0 offset:256\n"
      "ds_write_b32 v2, v0 offset:8\n"  // every wave writes dword 2: a race
      "ds_read_b32 v11, v2 offset:16\n" // a plain read of dword 4, waited for but still unused at ...
      "s_waitcnt lgkmcnt(0)\n"
      "ds_read_b32 v6, v1 offset:256\n"
      "v_add_u32 v7, v6, v3\n"          // ... the read of v6 before its wait (a side exit)
      "v_add_u32 v12, v11, v3\n"        // v11 used by the next region's first instruction (followed from its entry)
      "s_waitcnt lgkmcnt(0)\n"
      "v_xor_b32 v8, v6, v3\n"
      "s_barrier\n"
      "ds_read_b32 v9, v2 offset:8\n"
      "s_waitcnt lgkmcnt(0)\n"
      "v_add_u32 v10, v9, v3\n"
      "s_endpgm\n";
  for (const char* cpu : {"gfx900", "gfx1030"}) {
    SCOPED_TRACE(cpu);
    const bool w32 = cpu[3] == '1';
    std::string src = body;
    if (w32)
      for (size_t at; (at = src.find("v_add_u32")) != std::string::npos;) src.replace(at, 9, "v_add_nc_u32");
    std::vector<emu::Report> reports[2];
    std::string text[2];
    std::vector<emu::WaveState> waves[2];
    for (int e = 0; e < 2; ++e) {
      emu::EmulatorOptions o;
      o.engine = e ? Engine::Compiled : Engine::Interpreter;
      auto m = machine(cpu, "", o);
      ASSERT_TRUE(m && load(*m, src));
      emu::LaunchConfig c = oneWave();
      c.workgroupSize = {w32 ? 128u : 256u, 1, 1};  // four waves
      const emu::LaunchResult res = m->launch(c);
      reports[e] = res.reports;
      text[e] = res.text();
      waves[e] = res.waves;
    }
    EXPECT_EQ(text[1], text[0]);
    ASSERT_EQ(reports[1].size(), reports[0].size());
    for (size_t i = 0; i < reports[0].size(); ++i) {
      EXPECT_EQ(reports[1][i].text(), reports[0][i].text());
      EXPECT_EQ(reports[1][i].wave, reports[0][i].wave);
      EXPECT_EQ(reports[1][i].count, reports[0][i].count);
    }
    ASSERT_EQ(waves[1].size(), waves[0].size());
    for (size_t i = 0; i < waves[0].size(); ++i) {
      EXPECT_EQ(waves[1][i].vgprs, waves[0][i].vgprs);
      EXPECT_EQ(waves[1][i].instructions, waves[0][i].instructions);
    }
    // The interpreter's reports this test is about (so that it holds the compiled engine to something).
    auto has = [&](emu::CheckKind k, const char* inst) {
      for (const emu::Report& r : reports[0])
        if (r.kind == k && r.instruction.find(inst) != std::string::npos) return true;
      return false;
    };
    EXPECT_TRUE(has(emu::CheckKind::LdsRace, "ds_write_b32 v2, v0 offset:8")) << text[0];
    EXPECT_TRUE(has(emu::CheckKind::LdsRace, "ds_read_b32 v4, v2")) << text[0];
    EXPECT_TRUE(has(emu::CheckKind::LdsRace, "ds_read_b32 v11, v2")) << text[0];
    EXPECT_TRUE(has(emu::CheckKind::PendingVgpr, "v7, v6, v3")) << text[0];
  }
}

// GFX12.5's program-counter instructions (s_add_pc_i64, s_swap_pc_i64, s_set_pc_i64) move the wave: a region must
// not call them and carry on with the next instruction (the compiled engine did: every -O0 call and every hostcall
// printf of gfx1250 went wrong). A loop hot enough to be compiled jumps over an instruction 20 times.
TEST(CompiledEngine, ProgramCounterInstructionsOfGfx12_5EndARegion) {
  if (!emu::compiledEngineAvailable()) GTEST_SKIP() << "this host has no compiled engine (x86-64 with AVX2 and FMA)";
  const std::string body =
      "s_mov_b32 s40, 0\n"
      "v_mov_b32 v20, 0\n"
      "v_mov_b32 v21, 0\n"
      "loop:\n"
      "v_add_nc_u32 v20, 1, v20\n"
      "s_add_pc_i64 4\n"               // over the next (4-byte) instruction
      "v_add_nc_u32 v20, 60, v20\n"
      "s_get_pc_i64 s[42:43]\n"
      "s_add_nc_u64 s[42:43], s[42:43], 16\n"  // the v_add after the swap
      "s_swap_pc_i64 s[44:45], s[42:43]\n"
      "v_add_nc_u32 v21, 1000, v21\n"
      "v_add_nc_u32 v21, 1, v21\n"
      "s_add_co_i32 s40, s40, 1\n"
      "s_cmp_lt_u32 s40, 20\n"
      "s_cbranch_scc1 loop";
  // The planner ends a region before each of them (an inline v_mov, then the instruction).
  const Target t = target("gfx1250", "");
  for (const char* pcOp : {"s_add_pc_i64 4", "s_swap_pc_i64 s[44:45], s[42:43]", "s_set_pc_i64 s[42:43]"}) {
    SCOPED_TRACE(pcOp);
    std::string err;
    const std::vector<uint8_t> bytes =
        assembleBytes(std::string("v_mov_b32 v1, 1\nv_mov_b32 v2, 2\n") + pcOp + "\nv_mov_b32 v3, 3\n", t, &err);
    ASSERT_FALSE(bytes.empty()) << err;
    const emu::Program p = emu::buildProgram(bytes, t, 0);
    emu::JitTarget jt;
    jt.waveSize = 32;
    jt.vgprs = 32;
    jt.gfx10 = true;
    emu::Region r;
    ASSERT_TRUE(emu::planRegion(p, 0, jt, r));
    EXPECT_EQ(r.insts.size(), 2u);
  }
  const EngineRun i = runOn("gfx1250", Engine::Interpreter, body, 0);
  const EngineRun c = runOn("gfx1250", Engine::Compiled, body, 0);
  EXPECT_EQ(i.wave.vgpr(20, 0), 20u) << i.text;
  EXPECT_EQ(i.wave.vgpr(21, 0), 20u) << i.text;
  EXPECT_EQ(c.wave.vgpr(20, 0), 20u) << c.text;
  EXPECT_EQ(c.wave.vgpr(21, 0), 20u) << c.text;
  EXPECT_EQ(c.wave.instructions, i.wave.instructions);
}

}  // namespace
}  // namespace gcnkit::test
