// `gcnkit dis`: disassemble raw machine code with offsets and encodings, like llvm-objdump -d.
#include <cstdio>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/common.h"
#include "text/disassembler.h"

namespace gcnkit::cli {

int runDis(int argc, char** argv) {
  CLI::App app{"Disassemble AMDGPU machine code", "gcnkit dis"};
  std::string mcpu, mattr, input;
  bool raw = false;
  app.add_option("--mcpu,-m", mcpu, "processor (gfx600..gfx1035 or an alias)")->required();
  app.add_option("--mattr", mattr, "features, e.g. +xnack,-wavefrontsize32");
  app.add_flag("--raw", raw, "the input is bare machine code, not a code object");
  app.add_option("input", input, "file to disassemble ('-' for standard input)")->required();
  CLI11_PARSE(app, argc, argv);
  if (!raw) {
    std::fputs("gcnkit dis: error: code objects are not read yet; use --raw for bare machine code\n", stderr);
    return 1;
  }
  auto t = targetOrReport("gcnkit dis", mcpu, mattr);
  if (!t) return 1;
  auto data = inputOrReport("gcnkit dis", input);
  if (!data) return 1;
  std::string error;
  std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(data->data()), data->size());
  std::string out = disassembleListing(bytes, *t);
  if (!writeOutput("-", out, error)) return 1;
  return 0;
}

}  // namespace gcnkit::cli
