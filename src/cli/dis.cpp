// `gcnkit dis`: disassemble a code object like llvm-objdump -d, or as a program that re-assembles to
// the same sections (--source); --raw takes bare machine code instead.
#include <cstdio>
#include <string>

#include <CLI/CLI.hpp>

#include "asm/object_disassembler.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "text/disassembler.h"

namespace gcnkit::cli {

namespace {

int disassembleRaw(const std::string& input, const std::string& mcpu, const std::string& mattr) {
  if (mcpu.empty()) {
    std::fputs("gcnkit dis: error: --raw needs --mcpu: bare machine code does not name its processor\n", stderr);
    return 1;
  }
  auto t = targetOrReport("gcnkit dis", mcpu, mattr);
  if (!t) return 1;
  auto data = inputOrReport("gcnkit dis", input);
  if (!data) return 1;
  std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(data->data()), data->size());
  return outputOrReport("gcnkit dis", "-", disassembleListing(bytes, *t)) ? 0 : 1;
}

}  // namespace

int runDis(int argc, char** argv) {
  CLI::App app{"Disassemble an AMDGPU code object (or bare machine code with --raw)", "gcnkit dis"};
  std::string mcpu, mattr, input;
  bool raw = false, source = false;
  int threads = 0;
  app.add_option("--mcpu,-m", mcpu, "processor for --raw (gfx600..gfx1035 or an alias)");
  app.add_option("--mattr", mattr, "features for --raw, e.g. +xnack,-wavefrontsize32");
  app.add_flag("--raw", raw, "the input is bare machine code, not a code object");
  app.add_flag("--source", source, "print an assembly program that re-assembles to the same sections");
  app.add_option("--threads", threads, "threads that disassemble ahead (0: every core, 1: none)");
  app.add_option("input", input, "file to disassemble ('-' for standard input)")->required();
  CLI11_PARSE(app, argc, argv);
  if (raw) return disassembleRaw(input, mcpu, mattr);
  if (!mcpu.empty() || !mattr.empty()) {
    std::fputs("gcnkit dis: error: a code object names its own target; --mcpu/--mattr go with --raw\n", stderr);
    return 1;
  }
  auto co = codeObjectOrReport("gcnkit dis", input);
  if (!co) return 1;
  if (!source) {  // streamed: a large object's listing is never held whole
    objdumpListing(*co, input, [](std::string_view chunk) { std::fwrite(chunk.data(), 1, chunk.size(), stdout); },
                   threads);
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
  }
  ObjectSource program = objectSource(*co);
  for (const std::string& why : program.inexact)
    std::fprintf(stderr, "gcnkit dis: warning: %s: not reproduced: %s\n", input.c_str(), why.c_str());
  return outputOrReport("gcnkit dis", "-", program.text) ? 0 : 1;
}

}  // namespace gcnkit::cli
