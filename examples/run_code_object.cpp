// gcnkit's emulator API on a code object: assemble a kernel with its descriptor into an AMDHSA object
// (or read one given on the command line), dispatch it over a grid, and read the result back.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "gcnkit/dispatch.h"
#include "gcnkit/toolchain.h"

namespace {

// out[workgroup] = value + workgroup: kernarg pointer in s[0:1], work-group id x in s2.
const char* kSource =
    ".text\n.globl store\n.p2align 8\n.type store,@function\nstore:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n  s_load_dword s6, s[0:1], 0x8\n  s_waitcnt lgkmcnt(0)\n"
    "  s_lshl_b32 s7, s2, 2\n  s_add_u32 s6, s6, s2\n  s_store_dword s6, s[4:5], s7\n"
    "  s_waitcnt lgkmcnt(0)\n  s_endpgm\n"
    ".rodata\n.p2align 6\n.amdhsa_kernel store\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n";

std::vector<uint8_t> builtInObject() {
  gcnkit::toolchain::AssembleOptions o;
  o.mcpu = "gfx900";  // a relocatable object, as llvm-mc -filetype=obj writes it
  gcnkit::toolchain::Assembled r = gcnkit::toolchain::assemble(kSource, o);
  if (!r.ok()) std::fprintf(stderr, "%s%s", r.diagnostics.c_str(), r.error.c_str());
  return r.bytes;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<uint8_t> object;
  if (argc > 1) {
    std::ifstream in(argv[1], std::ios::binary);
    object.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  } else {
    object = builtInObject();
  }
  std::string error;
  std::string processor = gcnkit::emu::codeObjectProcessor(object, &error);
  gcnkit::emu::EmulatorOptions options;
  options.instructionText = gcnkit::toolchain::disassembleInstruction;  // faults and reports in LLVM's syntax
  auto machine = gcnkit::emu::Machine::create(processor, "", &error, options);
  if (!machine) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }
  uint64_t out = machine->allocate(16);
  gcnkit::emu::KernelDispatch d;
  d.grid = {256, 1, 1};  // 4 work-groups of 64
  d.block = {64, 1, 1};
  d.kernarg.resize(12);
  uint32_t value = 100;
  std::memcpy(d.kernarg.data(), &out, 8);
  std::memcpy(d.kernarg.data() + 8, &value, 4);
  gcnkit::emu::LaunchResult r = gcnkit::emu::dispatchKernel(*machine, object, "store", d);
  if (!r.ok()) {
    std::fprintf(stderr, "fault: %s\n", r.fault.message.c_str());
    return 1;
  }
  uint32_t result[4] = {};
  machine->readDwords(out, result);
  std::printf("out = %u %u %u %u\n", result[0], result[1], result[2], result[3]);
  return 0;
}
