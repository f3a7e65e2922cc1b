// `gcnkit dis`: disassemble a code object like llvm-objdump -d, or as a program that re-assembles to
// the same sections (--source); --raw takes bare machine code instead.
#include <cstdio>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/io.h"
#include "gcnkit/toolchain.h"

namespace gcnkit::cli {

namespace {

int disassembleRaw(const std::string& input, const std::string& mcpu, const std::string& mattr, int threads) {
  if (mcpu.empty()) {
    std::fputs("gcnkit dis: error: --raw needs --mcpu: bare machine code does not name its processor\n", stderr);
    return 1;
  }
  if (std::string bad = toolchain::checkTarget(mcpu, mattr); !bad.empty()) {
    std::fprintf(stderr, "gcnkit dis: error: %s\n", bad.c_str());
    return 1;
  }
  auto data = inputOrReport("gcnkit dis", input);
  if (!data) return 1;
  std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(data->data()), data->size());
  setActivity("disassembling " + input);
  // Streamed: a large listing is never held whole; its pieces go out as they are, with writev.
  bool written = std::fflush(stdout) == 0;
  toolchain::disassemble(
      bytes, mcpu, mattr,
      [&](std::span<const std::string_view> pieces) { written = written && writePieces(1, pieces); }, threads);
  if (written) return 0;
  std::fputs("gcnkit dis: error: writing the listing failed\n", stderr);
  return 1;
}

}  // namespace

int runDis(int argc, char** argv) {
  CLI::App app{"Disassemble an AMDGPU code object (or bare machine code with --raw)", "gcnkit dis"};
  std::string mcpu, mattr, input;
  bool raw = false, source = false;
  int threads = 0;
  app.add_option("--mcpu,-m", mcpu, "processor (gfx600..gfx1036 or an alias): needed with --raw; overrides a code object's");
  app.add_option("--mattr", mattr, "features for --raw, e.g. +xnack,-wavefrontsize32");
  app.add_flag("--raw", raw, "the input is bare machine code, not a code object");
  app.add_flag("--source", source, "print an assembly program that re-assembles to the same sections");
  app.add_option("--threads", threads, "threads that disassemble ahead (0: every core, 1: none)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  app.add_option("input", input, "file to disassemble ('-' for standard input)")->required();
  if (auto rc = parseCommandLine(app, "gcnkit dis", argc, argv)) return *rc;
  if (raw) return disassembleRaw(input, mcpu, mattr, threads);
  if (!mattr.empty()) {
    std::fputs("gcnkit dis: error: a code object names its own features; --mattr goes with --raw\n", stderr);
    return 1;
  }
  auto data = inputOrReport("gcnkit dis", input);
  if (!data) return 1;
  setActivity("disassembling " + input);
  std::string error;
  auto co = toolchain::CodeObject::read({reinterpret_cast<const uint8_t*>(data->data()), data->size()}, &error);
  if (!co) {
    // Bare machine code is the likely mistake: say how to read it.
    const bool notElf = error.starts_with("not an ELF file") || error.starts_with("file too small");
    std::fprintf(stderr, "gcnkit dis: error: %s: %s%s\n", input.c_str(), error.c_str(),
                 notElf ? " (bare machine code? read it with --raw --mcpu=gfx...)" : "");
    return 1;
  }
  // As llvm-objdump --mcpu: decode for this processor instead of the file's.
  if (!mcpu.empty() && !co->decodeAs(mcpu)) {
    std::fprintf(stderr, "gcnkit dis: error: unknown processor '%s'\n", mcpu.c_str());
    return 1;
  }
  if (!source) {  // streamed: a large object's listing is never held whole
    co->disassemble(input, [](std::string_view chunk) { std::fwrite(chunk.data(), 1, chunk.size(), stdout); }, threads);
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
  }
  toolchain::CodeObject::Source program = co->source();
  for (const std::string& why : program.inexact)
    std::fprintf(stderr, "gcnkit dis: warning: %s: not reproduced: %s\n", input.c_str(), why.c_str());
  return outputOrReport("gcnkit dis", "-", program.text) ? 0 : 1;
}

}  // namespace gcnkit::cli
