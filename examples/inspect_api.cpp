// Seeing inside a launch from C++: trace the vector instructions of one wave, count what the launch did, and
// dump a wave's registers (gcnkit/inspect.h).
//
// Built and run by CTest (examples/CMakeLists.txt).
#include <cstdio>
#include <string>

#include "gcnkit/emulator.h"
#include "gcnkit/toolchain.h"

int main() {
  // out[lane] = lane * 3, by a loop that adds the lane id three times.
  const char* kernel =
      "  s_mov_b32 s4, 3\n"
      "loop:\n"
      "  v_add_u32 v1, v1, v0\n"
      "  s_sub_u32 s4, s4, 1\n"
      "  s_cmp_lg_u32 s4, 0\n"
      "  s_cbranch_scc1 loop\n"
      "  v_lshlrev_b32 v2, 2, v0\n"
      "  global_store_dword v2, v1, s[0:1]\n"
      "  s_endpgm\n";

  gcnkit::emu::EmulatorOptions options;
  std::string error;
  options.trace.filter = *gcnkit::emu::parseTraceFilter("pc:0x4-0x8,lane:5", &error);  // the v_add, lane 5
  options.trace.callback = [](const gcnkit::emu::TraceEvent& e) { std::printf("%s\n", e.text.c_str()); };
  options.stats = true;
  options.instructionText = gcnkit::toolchain::disassembleInstruction;  // trace lines in LLVM's syntax
  auto machine = gcnkit::emu::Machine::create("gfx900", "", &error, options);
  if (!machine) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }
  gcnkit::toolchain::AssembleOptions ao;
  ao.mcpu = "gfx900";
  ao.output = gcnkit::toolchain::Output::Raw;
  gcnkit::toolchain::Assembled code = gcnkit::toolchain::assemble(kernel, ao);
  if (!code.ok() || !machine->loadCode(code.bytes, &error)) {
    std::fprintf(stderr, "%s%s%s\n", code.diagnostics.c_str(), code.error.c_str(), error.c_str());
    return 1;
  }
  const uint64_t out = machine->allocate(64 * 4);
  gcnkit::emu::LaunchConfig launch;
  launch.sgprs = {uint32_t(out), uint32_t(out >> 32)};
  launch.keepWaveState = true;  // LaunchResult::waves, for the dump
  gcnkit::emu::LaunchResult r = machine->launch(launch);
  if (!r.ok()) {
    std::fprintf(stderr, "%s", r.text().c_str());
    if (r.faultWave) std::fprintf(stderr, "%s", gcnkit::emu::formatWaveDump(*r.faultWave).c_str());
    return 1;
  }
  std::printf("%s", r.stats.text().c_str());
  std::printf("%s", gcnkit::emu::formatWaveDump(r.waves[0], {.faultLane = -1, .lanesPerRow = 8}).c_str());
  return 0;
}
