// `gcnkit as`: assemble a source file to the bytes of its .text section.
#include <cstdio>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/mapped_input.h"
#include "gcnkit/toolchain.h"

namespace gcnkit::cli {

int runAs(int argc, char** argv) {
  CLI::App app{"Assemble AMDGPU assembly", "gcnkit as"};
  std::string mcpu, mattr, input, output = "a.out", triple = "amdgcn-amd-amdhsa";
  bool raw = false, shared = false;
  std::string versionText = "4";
  int threads = 0;
  uint32_t errorLimit = toolchain::kDefaultErrorLimit;
  app.add_option("--mcpu,-m", mcpu, "processor (gfx600..gfx1036 or an alias; default: the source's .amdgcn_target)");
  app.add_option("--mattr", mattr, "features, e.g. +xnack,-wavefrontsize32");
  app.add_option("--triple", triple, "target triple (amdgcn-amd-amdhsa by default)");
  app.add_option("--amdhsa-code-object-version", versionText,
                 "code object version, 2 to 6 (default 4: gcnkit's objects follow llvm-mc 14 and ld.lld 14, "
                 "whose default it is; `.amdhsa_code_object_version` in the source overrides it)");
  app.add_flag("--raw", raw, "write the .text section's bytes alone, labels resolved");
  app.add_flag("--shared", shared, "write a loadable code object, as ld.lld -shared makes from the object")
      ->excludes("--raw");
  app.add_option("--threads", threads, "threads that parse instructions ahead (0: every core, 1: none)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  app.add_option("--error-limit", errorLimit, "stop after this many errors (0: never)")->capture_default_str();
  app.add_option("input", input, "assembly source ('-' for standard input)")->required();
  app.add_option("-o,--output", output, "output file ('-' for standard output)")->capture_default_str();
  if (auto rc = parseCommandLine(app, "gcnkit as", argc, argv)) return *rc;
  auto parsedVersion = parseCodeObjectVersion(versionText);
  if (!parsedVersion) {
    std::fprintf(stderr, "gcnkit as: error: --amdhsa-code-object-version=%s: %s\n", versionText.c_str(),
                 parsedVersion.error().c_str());
    return 1;
  }
  const int version = *parsedVersion;
  std::string readError;
  setActivity("reading " + input);
  auto in = MappedInput::open(input, readError);
  if (!in) {
    std::fprintf(stderr, "gcnkit as: error: %s\n", readError.c_str());
    return 1;
  }
  const std::string_view src = in->text();
  if (mcpu.empty()) {
    auto named = toolchain::sourceTarget(src);
    in->release(src.size());  // the search may have read far: the assembler reads the text again as it goes
    if (!named) {
      std::fputs("gcnkit as: error: no processor: give --mcpu=gfx... or an .amdgcn_target directive\n", stderr);
      return 1;
    }
    mcpu = named->mcpu;
    if (mattr.empty()) mattr = named->mattr;
  }
  if (std::string bad = toolchain::checkTarget(mcpu, mattr); !bad.empty()) {
    std::fprintf(stderr, "gcnkit as: error: %s\n", bad.c_str());
    return 1;
  }
  std::string error;
  // Opened first and committed last: any error on the way removes it (and an older output), as llvm-mc does.
  PendingOutput out(output);
  if (!out.open(error)) {
    std::fprintf(stderr, "gcnkit as: error: %s\n", error.c_str());
    return 1;
  }
  toolchain::AssembleOptions ao;
  ao.mcpu = mcpu;
  ao.mattr = mattr;
  ao.fileName = input == "-" ? "<stdin>" : input;
  ao.output = raw ? toolchain::Output::Raw : shared ? toolchain::Output::Shared : toolchain::Output::Object;
  ao.codeObjectVersion = version;
  ao.threads = threads;
  ao.errorLimit = errorLimit;
  ao.hsa = triple.find("amdhsa") != std::string::npos;
  ao.sourceDone = [&in](size_t offset) { in->release(offset); };  // a large source is never held whole
  setActivity("assembling " + input);
  toolchain::Assembled r = toolchain::assemble(src, ao);
  std::fputs(r.diagnostics.c_str(), stderr);
  switch (r.failure) {
    case toolchain::AssembleFailure::None: break;
    case toolchain::AssembleFailure::Link:
      std::fprintf(stderr, "gcnkit as: error: %s: %s\n", input.c_str(), r.error.c_str());
      return 1;
    case toolchain::AssembleFailure::Source: return 1;
    default:
      std::fprintf(stderr, "gcnkit as: error: %s\n", r.error.c_str());
      return 1;
  }
  const std::vector<uint8_t>& bytes = r.bytes;
  if (std::fwrite(bytes.data(), 1, bytes.size(), out.file()) != bytes.size() || !out.commit(error)) {
    if (error.empty()) error = output + ": write failed";
    std::fprintf(stderr, "gcnkit as: error: %s\n", error.c_str());
    return 1;
  }
  return 0;
}

}  // namespace gcnkit::cli
