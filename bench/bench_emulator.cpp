// Emulator speed on scalar loops: instructions per second (items/s), with checks off and on.
#include <benchmark/benchmark.h>

#include <string>

#include "bench_support.h"
#include "gcnkit/emulator.h"
#include "isa/target.h"

namespace {

// A SALU loop: 6 instructions an iteration, s2 iterations.
const char* kSaluLoop =
    "  s_mov_b32 s3, 0\n"
    "loop:\n"
    "  s_add_u32 s3, s3, s2\n"
    "  s_xor_b32 s4, s3, 0x1234\n"
    "  s_lshl_b32 s5, s4, 3\n"
    "  s_sub_u32 s2, s2, 1\n"
    "  s_cmp_lg_u32 s2, 0\n"
    "  s_cbranch_scc1 loop\n"
    "  s_endpgm\n";

// A scalar-memory loop: a load, its wait, and the address update.
const char* kSmemLoop =
    "loop:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_add_u32 s6, s6, s4\n"
    "  s_sub_u32 s2, s2, 1\n"
    "  s_cmp_lg_u32 s2, 0\n"
    "  s_cbranch_scc1 loop\n"
    "  s_endpgm\n";

void run(benchmark::State& state, const char* source, gcnkit::emu::CheckMode checks) {
  auto m = gcnkit::bench::emulatorWith(state, "gfx900", "", source, checks);
  if (!m) return;
  const uint64_t buffer = m->allocate(64);
  gcnkit::emu::LaunchConfig cfg;
  cfg.sgprs = {uint32_t(buffer), uint32_t(buffer >> 32), uint32_t(state.range(0))};
  state.SetItemsProcessed(int64_t(gcnkit::bench::launchEachIteration(state, *m, cfg)));
}

void SaluLoop(benchmark::State& s) { run(s, kSaluLoop, gcnkit::emu::CheckMode::Off); }
void SaluLoopChecked(benchmark::State& s) { run(s, kSaluLoop, gcnkit::emu::CheckMode::Report); }
void SmemLoop(benchmark::State& s) { run(s, kSmemLoop, gcnkit::emu::CheckMode::Off); }
void SmemLoopChecked(benchmark::State& s) { run(s, kSmemLoop, gcnkit::emu::CheckMode::Report); }

}  // namespace

BENCHMARK(SaluLoop)->Arg(1 << 20)->Unit(benchmark::kMillisecond);
BENCHMARK(SaluLoopChecked)->Arg(1 << 20)->Unit(benchmark::kMillisecond);
BENCHMARK(SmemLoop)->Arg(1 << 18)->Unit(benchmark::kMillisecond);
BENCHMARK(SmemLoopChecked)->Arg(1 << 18)->Unit(benchmark::kMillisecond);
