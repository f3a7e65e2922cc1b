// What the benchmark programs share: the gfx900 target, assembling a generated program (or stopping with its
// diagnostics), and llvm-mc byte-list text of machine code.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "asm/assembler.h"
#include "gcnkit/emulator.h"
#include "isa/target.h"
#include "text/byte_list.h"
#include "text/disassembler.h"

namespace gcnkit::bench {

inline const Target& gfx900() {
  static const Target t = [] {
    auto tr = makeTarget("gfx900", "");
    if (!tr.target) {
      std::fprintf(stderr, "gcnkit_bench: %s\n", tr.error.c_str());
      std::exit(1);
    }
    return *tr.target;
  }();
  return t;
}

// Machine code of `src` for processor `cpu` (empty when it does not assemble): the emulator benchmarks' kernels.
inline std::vector<uint8_t> assembleFor(const char* cpu, const std::string& src) {
  AssembleOptions o;
  o.target = *makeTarget(cpu, "").target;
  return assemble(src, o).bytes;
}

// An emulator for `cpu` with `source` loaded, no instruction limit; nullptr (and the benchmark skipped) when the
// source does not assemble or load.
inline std::unique_ptr<emu::Machine> emulatorWith(benchmark::State& state, const char* cpu, const char* mattr,
                                                  const std::string& source, emu::CheckMode checks,
                                                  emu::EmulatorOptions::Engine engine = emu::EmulatorOptions::Engine::Auto) {
  emu::EmulatorOptions opts;
  opts.checks = checks;
  opts.engine = engine;
  opts.maxInstructions = ~0ull;
  auto m = emu::Machine::create(cpu, mattr, nullptr, opts);
  const std::vector<uint8_t> code = m ? assembleFor(cpu, source) : std::vector<uint8_t>{};
  if (code.empty() || !m->loadCode(code)) {
    state.SkipWithError("the benchmark kernel does not assemble or load");
    return nullptr;
  }
  return m;
}

// Launches `config` once per benchmark iteration; returns the instructions executed in all of them.
inline uint64_t launchEachIteration(benchmark::State& state, emu::Machine& m, const emu::LaunchConfig& config) {
  uint64_t executed = 0;
  for (auto _ : state) {
    emu::LaunchResult r = m.launch(config);
    if (!r.ok()) state.SkipWithError(r.fault.message.c_str());
    executed += r.instructions;
  }
  return executed;
}

inline AssembleResult assembleOrDie(const std::string& source, const char* fileName, bool listing) {
  AssembleOptions o;
  o.target = gfx900();
  o.fileName = fileName;
  o.listing = listing;
  o.showEncoding = listing;
  auto r = assemble(source, o);
  if (r.errors) {
    std::fprintf(stderr, "gcnkit_bench: the generated program %s does not assemble:\n%.2000s\n", fileName,
                 r.diagnostics.c_str());
    std::exit(1);
  }
  return r;
}

inline std::string byteListText(std::span<const uint8_t> bytes) {
  std::string s;
  s.reserve(bytes.size() * 5 + bytes.size() / 8 + 1);
  char buf[8];
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::snprintf(buf, sizeof buf, "0x%02x", bytes[i]);
    s += buf;
    s += (i % 8 == 7 || i + 1 == bytes.size()) ? '\n' : ',';
  }
  return s;
}

// A generated benchmark program: its source text and its number of lines.
struct Program {
  std::string source;
  size_t lines = 0;
};

// Generating a large program takes longer than a benchmark run: each benchmark file keeps the last one it made.
struct ProgramCache {
  size_t lines = 0;
  Program program;
  template <class Generate>
  const Program& get(size_t n, Generate generate) {
    if (lines != n) {
      program = generate(n);
      lines = n;
    }
    return program;
  }
};

// Assembling a whole program per iteration: to bytes, or with the -show-encoding listing.
inline void assembleBenchmark(benchmark::State& state, const std::string& source, size_t lines, const char* fileName,
                              bool listing) {
  size_t bytes = 0;
  for (auto _ : state) {
    auto r = assembleOrDie(source, fileName, listing);
    bytes = r.bytes.size();
    benchmark::DoNotOptimize(listing ? r.listing.data() : reinterpret_cast<const char*>(r.bytes.data()));
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * lines));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * source.size()));
  if (!listing) state.counters["out_bytes"] = static_cast<double>(bytes);
}

// Disassembling machine code per iteration (items: its `instructions`): from the bytes, or, with `fromText`,
// from llvm-mc byte-list text parsed each time (the library part of `gcnkit mc -disassemble`).
inline void disassembleBenchmark(benchmark::State& state, std::span<const uint8_t> bytes, size_t instructions,
                                 bool fromText) {
  const std::string text = fromText ? byteListText(bytes) : std::string();
  for (auto _ : state) {
    std::optional<ByteList> parsed;
    if (fromText) parsed.emplace(text, "bench.txt");
    size_t chars = 0;
    disassemble(fromText ? std::span<const uint8_t>(parsed->bytes) : bytes, gfx900(),
                [&](const DisasmLine& l) { chars += l.text.size(); });
    benchmark::DoNotOptimize(chars);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * instructions));
  if (!fromText) state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

}  // namespace gcnkit::bench
