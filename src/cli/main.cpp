// gcnkit: one command, thin subcommands over the library.
#include <cstdio>
#include <cstring>

#include "cli/command_line.h"
#include "cli/commands.h"

namespace {

void usage() {
  std::fputs(
      "usage: gcnkit <command> [options]\n"
      "  mc    llvm-mc compatible assembler/disassembler (-arch=amdgcn -mcpu=... -show-encoding -disassemble)\n"
      "  as    assemble a file:            gcnkit as --mcpu=gfx900 --raw in.s -o out.bin\n"
      "  dis   disassemble raw bytes:      gcnkit dis --mcpu=gfx900 --raw out.bin\n"
      "  info  describe a code object:     gcnkit info k.o\n"
      "  run   run a kernel:               gcnkit run k.o --kernel k --grid 64 --block 64 --arg buf:256\n"
      "Objects are code object V4 unless --amdhsa-code-object-version=2..6 (or the directive) says otherwise:\n"
      "V4 is the default of llvm-mc 14, whose objects gcnkit's match byte for byte.\n"
      "gcnkit <command> --help describes a command's options; gcnkit --version prints the version.\n",
      stderr);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    usage();
    return 1;
  }
  const char* cmd = argv[1];
  if (!std::strcmp(cmd, "mc")) return gcnkit::cli::runMc(argc - 1, argv + 1);
  if (!std::strcmp(cmd, "as")) return gcnkit::cli::runAs(argc - 1, argv + 1);
  if (!std::strcmp(cmd, "dis")) return gcnkit::cli::runDis(argc - 1, argv + 1);
  if (!std::strcmp(cmd, "run")) return gcnkit::cli::runRun(argc - 1, argv + 1);
  if (!std::strcmp(cmd, "info")) return gcnkit::cli::runInfo(argc - 1, argv + 1);
  if (!std::strcmp(cmd, "-h") || !std::strcmp(cmd, "--help") || !std::strcmp(cmd, "help")) {
    usage();
    return 0;
  }
  if (!std::strcmp(cmd, "--version") || !std::strcmp(cmd, "-version")) {
    std::fputs(gcnkit::cli::versionText().c_str(), stdout);
    return 0;
  }
  std::fprintf(stderr, "gcnkit: error: unknown command '%s'\n", cmd);
  usage();
  return 1;  // every error is status 1, as LLVM's tools use
}
