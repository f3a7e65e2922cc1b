// A small program using gcnkit's emulator API: assemble a GFX9 kernel that sums an array of dwords with
// scalar loads, run it, and print the sum with any check reports.
//
// Built and run by CTest (examples/CMakeLists.txt).
#include <cstdio>
#include <string>
#include <vector>

#include "gcnkit/emulator.h"
#include "gcnkit/toolchain.h"

int main() {
  // s[0:1]: the array, s2: its length in dwords (a multiple of 4), s[4:5]: where the sum goes.
  const char* kernel =
      "  s_mov_b32 s6, 0\n"
      "loop:\n"
      "  s_load_dwordx4 s[8:11], s[0:1], 0x0\n"
      "  s_waitcnt lgkmcnt(0)\n"
      "  s_add_u32 s6, s6, s8\n"
      "  s_add_u32 s6, s6, s9\n"
      "  s_add_u32 s6, s6, s10\n"
      "  s_add_u32 s6, s6, s11\n"
      "  s_add_u32 s0, s0, 16\n"
      "  s_addc_u32 s1, s1, 0\n"
      "  s_sub_u32 s2, s2, 4\n"
      "  s_cmp_lg_u32 s2, 0\n"
      "  s_cbranch_scc1 loop\n"
      "  s_store_dword s6, s[4:5], 0x0\n"
      "  s_waitcnt lgkmcnt(0)\n"
      "  s_endpgm\n";

  std::string error;
  gcnkit::emu::EmulatorOptions options;
  options.instructionText = gcnkit::toolchain::disassembleInstruction;  // reports in LLVM's syntax
  auto machine = gcnkit::emu::Machine::create("gfx900", "", &error, options);
  if (!machine) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }
  machine->options().order = *gcnkit::emu::parseReturnOrder("random:7");  // shake out missing s_waitcnt

  gcnkit::toolchain::AssembleOptions ao;
  ao.mcpu = "gfx900";
  ao.output = gcnkit::toolchain::Output::Raw;
  gcnkit::toolchain::Assembled code = gcnkit::toolchain::assemble(kernel, ao);
  if (!code.ok()) {
    std::fprintf(stderr, "%s%s", code.diagnostics.c_str(), code.error.c_str());
    return 1;
  }
  if (!machine->loadCode(code.bytes, &error)) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }

  std::vector<uint32_t> values(64);
  for (uint32_t i = 0; i < values.size(); ++i) values[i] = i + 1;
  const uint64_t array = machine->allocate(values.size() * 4);
  const uint64_t result = machine->allocate(4);
  machine->writeDwords(array, values);

  gcnkit::emu::LaunchConfig launch;
  launch.sgprs = {uint32_t(array), uint32_t(array >> 32), uint32_t(values.size()), 0,
                  uint32_t(result), uint32_t(result >> 32)};
  gcnkit::emu::LaunchResult r = machine->launch(launch);
  std::fputs(r.text().c_str(), stderr);
  if (!r.ok()) return 1;
  std::printf("sum = %u (expected %u), %llu instructions\n", *machine->readDword(result), 64u * 65u / 2,
              static_cast<unsigned long long>(r.instructions));
  return 0;
}
