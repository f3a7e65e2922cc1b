// `gcnkit as`: assemble a source file to the bytes of its .text section.
#include <cstdio>
#include <string>

#include <CLI/CLI.hpp>

#include "asm/assembler.h"
#include "cli/commands.h"
#include "cli/common.h"

namespace gcnkit::cli {

int runAs(int argc, char** argv) {
  CLI::App app{"Assemble AMDGPU assembly", "gcnkit as"};
  std::string mcpu, mattr, input, output = "a.out";
  bool raw = false;
  app.add_option("--mcpu,-m", mcpu, "processor (gfx600..gfx1035 or an alias)")->required();
  app.add_option("--mattr", mattr, "features, e.g. +xnack,-wavefrontsize32");
  app.add_flag("--raw", raw, "write the .text section's bytes alone");
  app.add_option("input", input, "assembly source ('-' for standard input)")->required();
  app.add_option("-o,--output", output, "output file");
  CLI11_PARSE(app, argc, argv);
  if (!raw) {
    std::fputs("gcnkit as: error: code objects are not written yet; use --raw for the section bytes\n", stderr);
    return 1;
  }
  auto t = targetOrReport("gcnkit as", mcpu, mattr);
  if (!t) return 1;
  auto src = inputOrReport("gcnkit as", input);
  if (!src) return 1;
  std::string error;
  AssembleOptions ao;
  ao.target = *t;
  ao.fileName = input == "-" ? std::string_view("<stdin>") : std::string_view(input);
  AssembleResult r = assemble(*src, ao);
  std::fputs(r.diagnostics.c_str(), stderr);
  if (r.errors) return 1;
  if (!writeOutput(output, {reinterpret_cast<const char*>(r.bytes.data()), r.bytes.size()}, error)) {
    std::fprintf(stderr, "gcnkit as: error: %s\n", error.c_str());
    return 1;
  }
  return 0;
}

}  // namespace gcnkit::cli
