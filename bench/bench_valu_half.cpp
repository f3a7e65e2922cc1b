// Emulator speed on half-precision vector work (f16 arithmetic, fused f16, packed math, conversions) in
// wave64: lane operations per second (lane_ops counter), next to the instructions per second (items/s).
#include <benchmark/benchmark.h>

#include <string>

#include "bench_support.h"
#include "gcnkit/emulator.h"
#include "isa/target.h"

namespace {

// Sources set once (1.0 + 2^-10, 1 - 2^-11 and packed pairs); results are not fed back, so every iteration
// does the same rounding work. 8 VALU instructions an iteration.
const char* kSetup =
    "  v_mov_b32 v1, 0x3c01\n"
    "  v_mov_b32 v2, 0x3bff\n"
    "  v_mov_b32 v3, 0xbc00\n"
    "  v_mov_b32 v5, 0x3c013e00\n"
    "  v_mov_b32 v6, 0x3bff4100\n"
    "  v_mov_b32 v7, 0xbc003800\n";

const char* kF16Loop =
    "loop:\n"
    "  v_add_f16 v10, v1, v2\n"
    "  v_mul_f16 v11, v1, v2\n"
    "  v_fma_f16 v12, v1, v2, v3\n"
    "  v_max_f16 v13, v1, v2\n"
    "  v_pk_add_f16 v14, v5, v6\n"
    "  v_pk_fma_f16 v15, v5, v6, v7\n"
    "  v_cvt_f32_f16 v16, v1\n"
    "  v_cvt_f16_f32 v17, v16\n"
    "  s_sub_u32 s2, s2, 1\n"
    "  s_cmp_lg_u32 s2, 0\n"
    "  s_cbranch_scc1 loop\n"
    "  s_endpgm\n";

constexpr int kValuPerIteration = 8;

void HalfLoop(benchmark::State& state) {
  auto m = gcnkit::bench::emulatorWith(state, "gfx900", "", std::string(kSetup) + kF16Loop, gcnkit::emu::CheckMode::Off);
  if (!m) return;
  const uint32_t iterations = uint32_t(state.range(0));
  gcnkit::emu::LaunchConfig cfg;
  cfg.sgprs = {0, 0, iterations};
  const uint64_t executed = gcnkit::bench::launchEachIteration(state, *m, cfg);
  state.SetItemsProcessed(int64_t(executed));
  const double laneOps = double(state.iterations()) * iterations * kValuPerIteration * 64;
  state.counters["lane_ops"] = benchmark::Counter(laneOps, benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK(HalfLoop)->Arg(1 << 14)->Unit(benchmark::kMillisecond);
