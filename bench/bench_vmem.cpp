// Emulator speed on vector memory loops (64 lanes): instructions per second (items/s), checks off and on.
#include <benchmark/benchmark.h>

#include <string>

#include "bench_support.h"
#include "gcnkit/emulator.h"
#include "isa/target.h"

namespace {

// MUBUF: a 4-dword load and store per lane, offen (v0 = lane * 16), with the waits a compiler emits.
const char* kBufferLoop =
    "loop:\n"
    "  buffer_load_dwordx4 v[4:7], v0, s[4:7], 0 offen\n"
    "  s_waitcnt vmcnt(0)\n"
    "  buffer_store_dwordx4 v[4:7], v0, s[4:7], 0 offen offset:1024\n"
    "  s_sub_u32 s2, s2, 1\n"
    "  s_cmp_lg_u32 s2, 0\n"
    "  s_cbranch_scc1 loop\n"
    "  s_endpgm\n";

// DS: a write, a read of the neighbour's dword, and the wait.
const char* kDsLoop =
    "loop:\n"
    "  ds_write_b32 v0, v4\n"
    "  ds_read_b32 v5, v0 offset:4\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_sub_u32 s2, s2, 1\n"
    "  s_cmp_lg_u32 s2, 0\n"
    "  s_cbranch_scc1 loop\n"
    "  s_endpgm\n";

void run(benchmark::State& state, const char* source, gcnkit::emu::CheckMode checks) {
  auto m = gcnkit::bench::emulatorWith(state, "gfx900", "", source, checks);
  if (!m) return;
  const uint64_t buffer = m->allocate(4096);
  gcnkit::emu::LaunchConfig cfg;
  cfg.sgprs = {0, 0, uint32_t(state.range(0)), 0, uint32_t(buffer), uint32_t(buffer >> 32) & 0xffff, 4096, 0x27fac};
  cfg.workitemIdVgprs = false;
  cfg.setupWave = [](gcnkit::emu::WaveSetup& s) {
    for (unsigned l = 0; l < s.waveSize; ++l) (*s.vgprs)[l] = l * 16;
  };
  state.SetItemsProcessed(int64_t(gcnkit::bench::launchEachIteration(state, *m, cfg)));
}

void BufferLoop(benchmark::State& s) { run(s, kBufferLoop, gcnkit::emu::CheckMode::Off); }
void BufferLoopChecked(benchmark::State& s) { run(s, kBufferLoop, gcnkit::emu::CheckMode::Report); }
void DsLoop(benchmark::State& s) { run(s, kDsLoop, gcnkit::emu::CheckMode::Off); }
void DsLoopChecked(benchmark::State& s) { run(s, kDsLoop, gcnkit::emu::CheckMode::Report); }

}  // namespace

BENCHMARK(BufferLoop)->Arg(1 << 15)->Unit(benchmark::kMillisecond);
BENCHMARK(BufferLoopChecked)->Arg(1 << 15)->Unit(benchmark::kMillisecond);
BENCHMARK(DsLoop)->Arg(1 << 15)->Unit(benchmark::kMillisecond);
BENCHMARK(DsLoopChecked)->Arg(1 << 15)->Unit(benchmark::kMillisecond);
