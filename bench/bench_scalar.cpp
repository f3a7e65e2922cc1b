// Microbenchmarks of the library on an in-memory generated gfx900 scalar program: assemble() to bytes,
// assemble() with llvm-mc's -show-encoding listing, parseByteList() of llvm-mc byte-list text, and
// disassemble(). Throughput is reported as items/second (source lines for the assembler, instructions
// for the disassembler, bytes for the byte-list parser).
//
//   build/bench/gcnkit_bench [--benchmark_filter=...]
//
// The program is a smaller cousin of bench/gen_scalar_program.py's (labels every ~50 lines, branches
// both ways within +-2000 lines, SMEM loads, SALU ops with inline constants and literals, waitcnt, nop).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "isa/target.h"
#include "text/byte_list.h"
#include "text/disassembler.h"
#include "../tests/support/rng.h"
#include "bench_support.h"

namespace {

using gcnkit::test::Rng;

constexpr int kLabelEvery = 50;
constexpr int kBranchWindow = 2000;

std::string sreg(Rng& r, int count = 1) {
  int align = count < 4 ? count : 4;
  int base = static_cast<int>(r.below((102 - count) / align + 1)) * align;
  // snprintf rather than operator+ chains, which trip GCC 12's -Wrestrict false positive.
  char buf[24];
  if (count == 1) std::snprintf(buf, sizeof buf, "s%d", base);
  else std::snprintf(buf, sizeof buf, "s[%d:%d]", base, base + count - 1);
  return buf;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string src32(Rng& r, bool allowLiteral = true) {
  uint32_t k = r.below(100);
  if (k < 45) return sreg(r);
  if (k < 55) {
    static const char* special[] = {"vcc_lo", "vcc_hi", "exec_lo", "m0"};
    return special[r.below(4)];
  }
  if (k < 75 || !allowLiteral) return std::to_string(static_cast<int>(r.below(81)) - 16);
  if (k < 80) {
    static const char* floats[] = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"};
    return floats[r.below(8)];
  }
  return hex(65 + r.below(0xffffffffu - 65));
}

std::string src64(Rng& r) {
  uint32_t k = r.below(100);
  if (k < 50) return sreg(r, 2);
  if (k < 65) return r.chance(50) ? "vcc" : "exec";
  if (k < 85) return std::to_string(static_cast<int>(r.below(81)) - 16);
  return hex(65 + r.below((1u << 20) - 65));
}

using gcnkit::bench::Program;

Program generate(size_t n, uint64_t seed = 1) {
  static const char* loads[][2] = {{"s_load_dword", "1"}, {"s_load_dwordx2", "2"}, {"s_load_dwordx4", "4"},
                                   {"s_load_dwordx8", "8"}};
  static const char* bufferLoads[][2] = {{"s_buffer_load_dword", "1"}, {"s_buffer_load_dwordx2", "2"},
                                         {"s_buffer_load_dwordx4", "4"}};
  static const char* branches[] = {"s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz",
                                   "s_cbranch_execz"};
  static const char* sop2_32[] = {"s_add_u32", "s_sub_u32", "s_and_b32", "s_or_b32", "s_xor_b32", "s_cselect_b32",
                                  "s_lshl_b32", "s_lshr_b32", "s_min_u32", "s_max_i32", "s_mul_i32"};
  static const char* sop2_64[] = {"s_and_b64", "s_or_b64", "s_xor_b64", "s_andn2_b64", "s_cselect_b64"};
  static const char* sopc[] = {"s_cmp_eq_u32", "s_cmp_lg_u32", "s_cmp_gt_i32", "s_cmp_lt_u32", "s_cmp_ge_i32",
                               "s_cmp_le_u32"};
  Rng r{seed};
  // Label k on line k*50 (+-10 jitter), the first on line 0.
  std::vector<size_t> labelLines;
  for (size_t k = 0;; ++k) {
    size_t line = k == 0 ? 0 : k * kLabelEvery + r.below(20) - 10;
    if (line + 1 >= n) break;
    labelLines.push_back(line);
  }
  Program p;
  p.source.reserve(n * 36);
  size_t nextLabel = 0;
  for (size_t line = 0; line + 1 < n; ++line) {
    std::string s;
    if (nextLabel < labelLines.size() && labelLines[nextLabel] == line) {
      s = "L" + std::to_string(nextLabel++) + ":";
    } else {
      uint32_t k = r.below(100);
      if (k < 20) {
        bool buffer = r.chance(30);
        auto& op = buffer ? bufferLoads[r.below(3)] : loads[r.below(4)];
        std::string off = r.chance(70) ? hex(r.below(1u << 20)) : sreg(r);
        s = std::string("  ") + op[0] + " " + sreg(r, std::atoi(op[1])) + ", " + sreg(r, buffer ? 4 : 2) + ", " + off;
      } else if (k < 28) {
        s = r.chance(50) ? "  s_waitcnt lgkmcnt(0)" : "  s_waitcnt vmcnt(0) & lgkmcnt(0)";
      } else if (k < 31) {
        s = "  s_nop " + std::to_string(r.below(8));
      } else if (k < 39) {
        size_t lo = line > kBranchWindow ? line - kBranchWindow : 0, hi = line + kBranchWindow;
        size_t first = lo / kLabelEvery, last = std::min(labelLines.size() - 1, hi / kLabelEvery);
        size_t t;
        do {
          t = first + r.below(static_cast<uint32_t>(last - first + 1));
        } while (labelLines[t] < lo || labelLines[t] > hi);
        s = std::string("  ") + branches[r.below(5)] + " L" + std::to_string(t);
      } else if (k < 55) {
        std::string a = src32(r);
        bool literal = a.starts_with("0x");
        std::string b = r.chance(30) ? src32(r, !literal) : sreg(r);
        s = std::string("  ") + sop2_32[r.below(11)] + " " + sreg(r) + ", " + a + ", " + b;
      } else if (k < 63) {
        s = std::string("  ") + sop2_64[r.below(5)] + " " + sreg(r, 2) + ", " + src64(r) + ", " + sreg(r, 2);
      } else if (k < 73) {
        s = "  s_mov_b32 " + sreg(r) + ", " + src32(r);
      } else if (k < 79) {
        s = "  s_mov_b64 " + sreg(r, 2) + ", " + src64(r);
      } else if (k < 88) {
        s = std::string("  ") + sopc[r.below(6)] + " " + sreg(r) + ", " + src32(r);
      } else {
        s = "  s_movk_i32 " + sreg(r) + ", " + hex(r.below(1u << 16));
      }
    }
    p.source += s;
    p.source += '\n';
  }
  p.source += "  s_endpgm\n";
  p.lines = n;
  return p;
}

const gcnkit::Target& target() { return gcnkit::bench::gfx900(); }

gcnkit::AssembleResult assembleOrDie(const Program& p, bool listing) {
  return gcnkit::bench::assembleOrDie(p.source, "bench.s", listing);
}

using gcnkit::bench::byteListText;

const Program& program(size_t n) {
  static gcnkit::bench::ProgramCache cache;
  return cache.get(n, [](size_t k) { return generate(k); });
}

void BM_Assemble(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  gcnkit::bench::assembleBenchmark(state, p.source, p.lines, "bench.s", false);
}

void BM_AssembleShowEncoding(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  gcnkit::bench::assembleBenchmark(state, p.source, p.lines, "bench.s", true);
}

size_t countInstructions(std::span<const uint8_t> bytes) {
  size_t n = 0;
  gcnkit::disassemble(bytes, target(), [&](const gcnkit::DisasmLine&) { ++n; });
  return n;
}

void BM_Disassemble(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  const auto bytes = assembleOrDie(p, false).bytes;
  gcnkit::bench::disassembleBenchmark(state, bytes, countInstructions(bytes), false);
}

void BM_ParseByteList(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  const std::string text = byteListText(assembleOrDie(p, false).bytes);
  size_t n = 0;
  for (auto _ : state) {
    gcnkit::ByteList bl(text, "bench.txt");
    n = bl.bytes.size();
    benchmark::DoNotOptimize(bl.bytes.data());
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * n));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}

// parseByteList + disassemble: the library part of `gcnkit mc -disassemble` (items: instructions).
void BM_DisassembleByteList(benchmark::State& state) {
  const Program& p = program(static_cast<size_t>(state.range(0)));
  const auto bytes = assembleOrDie(p, false).bytes;
  gcnkit::bench::disassembleBenchmark(state, bytes, countInstructions(bytes), true);
}

void BM_Generate(benchmark::State& state) {  // the generator itself, for scale
  for (auto _ : state) {
    auto p = generate(static_cast<size_t>(state.range(0)), 7);
    benchmark::DoNotOptimize(p.source.data());
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * state.range(0)));
}

constexpr int64_t kLines = 100000;
BENCHMARK(BM_Assemble)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AssembleShowEncoding)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Disassemble)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseByteList)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DisassembleByteList)->Arg(kLines)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Generate)->Arg(kLines)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
