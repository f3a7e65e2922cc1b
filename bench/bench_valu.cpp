// Emulator speed on vector-ALU loops: lane-operations per second (items/s = VALU instructions x active lanes),
// one wave64 (and one wave32) on one core, checks off and on, on the default engine (the compiled one where the host has
// it) and, for the loops marked Interp, on the interpreter. The targets: >= 1e9 lane-ops/s for 32-bit
// integer and float adds, multiplies and fmas; >= a third of that for a DPP/SDWA-heavy loop.
#include <benchmark/benchmark.h>

#include <string>

#include "bench_support.h"
#include "gcnkit/emulator.h"
#include "isa/target.h"

namespace {

// 16 VALU instructions (the 8 below twice) and 3 scalar loop instructions an iteration.
const char* kIntFloatBody =
    "  v_add_u32 v1, v1, v2\n"
    "  v_mul_lo_u32 v3, v1, v2\n"
    "  v_add_f32 v4, v4, v5\n"
    "  v_mul_f32 v6, v4, v5\n"
    "  v_fma_f32 v7, v6, v5, v4\n"
    "  v_xor_b32 v8, v1, v3\n"
    "  v_mad_u32_u24 v9, v1, v2, v3\n"
    "  v_fmac_f32 v10, v4, v5\n";
// A loop of a body twice and 3 scalar loop instructions (s2 counts the iterations).
std::string loopOf(const char* body) {
  return std::string("loop:\n") + body + body +
         "  s_sub_u32 s2, s2, 1\n  s_cmp_lg_u32 s2, 0\n  s_cbranch_scc1 loop\n  s_endpgm\n";
}
const std::string kIntFloatLoop = loopOf(kIntFloatBody);

// DPP and SDWA forms (a reduction's shuffles and byte/word selects): 8 VALU instructions an iteration.
const char* kDppSdwaLoop =
    "loop:\n"
    "  v_add_u32_dpp v1, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0\n"
    "  v_add_u32_dpp v1, v1, v1 row_shr:2 row_mask:0xf bank_mask:0xf\n"
    "  v_add_f32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
    "  v_mov_b32_dpp v5, v4 row_bcast:15 row_mask:0xa bank_mask:0xf\n"
    "  v_add_u32_sdwa v2, v1, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_0\n"
    "  v_and_b32_sdwa v6, v1, v3 dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_3\n"
    "  v_mul_f32_sdwa v7, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD\n"
    "  v_max_i32_sdwa v8, sext(v1), v3 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:WORD_0\n"
    "  s_sub_u32 s2, s2, 1\n"
    "  s_cmp_lg_u32 s2, 0\n"
    "  s_cbranch_scc1 loop\n"
    "  s_endpgm\n";

// The same 16 operations for wave32 on gfx1030 and gfx1100: GFX10 spells the add without carry v_add_nc_u32.
const std::string kWave32Body = [] {
  std::string b = kIntFloatBody;
  b.replace(b.find("v_add_u32 "), 10, "v_add_nc_u32 ");
  return b;
}();
const std::string kWave32Loop = loopOf(kWave32Body.c_str());

// GFX11 dual issue: 8 VOPD words (16 operations) an iteration, and the same 16 operations issued one by one.
const char* kVopdBody =
    "  v_dual_add_f32 v4, v0, v1 :: v_dual_mul_f32 v5, v2, v3\n"
    "  v_dual_fmac_f32 v6, v0, v1 :: v_dual_add_f32 v7, v2, v3\n"
    "  v_dual_mul_f32 v8, v1, v0 :: v_dual_sub_f32 v9, v3, v2\n"
    "  v_dual_mov_b32 v10, v0 :: v_dual_add_nc_u32 v11, v2, v3\n";
const char* kVopdAloneBody =
    "  v_add_f32 v4, v0, v1\n  v_mul_f32 v5, v2, v3\n"
    "  v_fmac_f32 v6, v0, v1\n  v_add_f32 v7, v2, v3\n"
    "  v_mul_f32 v8, v1, v0\n  v_sub_f32 v9, v3, v2\n"
    "  v_mov_b32 v10, v0\n  v_add_nc_u32 v11, v2, v3\n";

// items/s = lane-operations: VALU instructions of the loop x iterations x the wave's lanes.
using Engine = gcnkit::emu::EmulatorOptions::Engine;
void run(benchmark::State& state, const char* cpu, const char* mattr, const std::string& source, unsigned valuPerIteration,
         gcnkit::emu::CheckMode checks, Engine engine = Engine::Auto) {
  auto m = gcnkit::bench::emulatorWith(state, cpu, mattr, source, checks, engine);
  if (!m) return;
  const uint32_t iterations = uint32_t(state.range(0));
  gcnkit::emu::LaunchConfig cfg;
  cfg.sgprs = {0, 0, iterations};
  gcnkit::bench::launchEachIteration(state, *m, cfg);
  state.SetItemsProcessed(int64_t(state.iterations() * iterations * valuPerIteration * m->waveSize()));
}

using gcnkit::emu::CheckMode;
void ValuIntFloatWave64(benchmark::State& s) { run(s, "gfx900", "", kIntFloatLoop, 16, CheckMode::Off); }
void ValuIntFloatWave64Checked(benchmark::State& s) { run(s, "gfx900", "", kIntFloatLoop, 16, CheckMode::Report); }
void ValuIntFloatWave64Interp(benchmark::State& s) {
  run(s, "gfx900", "", kIntFloatLoop, 16, CheckMode::Off, Engine::Interpreter);
}
void ValuDppSdwaWave64(benchmark::State& s) { run(s, "gfx900", "", kDppSdwaLoop, 8, CheckMode::Off); }
// The GFX11 targets: wave32 VALU on gfx1100 at least gfx1030's lane-operations per second; VOPD (items: its
// component operations) no slower than its components issued alone.
void ValuWave32Gfx1030(benchmark::State& s) { run(s, "gfx1030", "", kWave32Loop, 16, CheckMode::Off); }
void ValuWave32Gfx1030Interp(benchmark::State& s) {
  run(s, "gfx1030", "", kWave32Loop, 16, CheckMode::Off, Engine::Interpreter);
}
void ValuWave32Gfx1100(benchmark::State& s) { run(s, "gfx1100", "", kWave32Loop, 16, CheckMode::Off); }
void ValuVopdGfx1100(benchmark::State& s) { run(s, "gfx1100", "", loopOf(kVopdBody), 16, CheckMode::Off); }
void ValuVopdAloneGfx1100(benchmark::State& s) { run(s, "gfx1100", "", loopOf(kVopdAloneBody), 16, CheckMode::Off); }
// GFX12.5 (gfx1250, whose code the emulator decodes under the VGPR MSB mode): the same loops.
void ValuWave32Gfx1250(benchmark::State& s) { run(s, "gfx1250", "", kWave32Loop, 16, CheckMode::Off); }
void ValuVopdGfx1250(benchmark::State& s) { run(s, "gfx1250", "", loopOf(kVopdBody), 16, CheckMode::Off); }

}  // namespace

BENCHMARK(ValuIntFloatWave64)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuIntFloatWave64Checked)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuIntFloatWave64Interp)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuDppSdwaWave64)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuWave32Gfx1030)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuWave32Gfx1030Interp)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuWave32Gfx1100)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuVopdGfx1100)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuVopdAloneGfx1100)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuWave32Gfx1250)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
BENCHMARK(ValuVopdGfx1250)->Arg(1 << 16)->Unit(benchmark::kMillisecond);
