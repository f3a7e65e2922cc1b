// gcnkit: one command, thin subcommands over the library.
#include <cstdio>
#include <cstring>
#include <new>
#include <string>

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
      "  lint  check a code object:        gcnkit lint k.o   (missing waits, hazards, scalar-memory rules)\n"
      "  run   run a kernel:               gcnkit run k.o --kernel k --grid 64 --block 64 --arg buf:256\n"
      "  exec  run a HIP program:          gcnkit exec --mcpu=gfx1030 -- ./my_hip_app args\n"
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
  using Command = int (*)(int, char**);
  Command run = !std::strcmp(cmd, "mc")     ? gcnkit::cli::runMc
                : !std::strcmp(cmd, "as")   ? gcnkit::cli::runAs
                : !std::strcmp(cmd, "dis")  ? gcnkit::cli::runDis
                : !std::strcmp(cmd, "run")  ? gcnkit::cli::runRun
                : !std::strcmp(cmd, "info") ? gcnkit::cli::runInfo
                : !std::strcmp(cmd, "lint") ? gcnkit::cli::runLint
                : !std::strcmp(cmd, "exec") ? gcnkit::cli::runExec
                                            : nullptr;
  if (run) {
    // The host may refuse memory anywhere (a huge input, a guest that asks for much): an error, never an abort.
    // Output files not yet committed are removed as the stack unwinds.
    gcnkit::cli::setActivity(std::string("running gcnkit ") + cmd);
    try {
      return run(argc - 1, argv + 1);
    } catch (const std::bad_alloc&) {
      std::fflush(stdout);
      std::fprintf(stderr, "gcnkit %s: error: out of memory while %s\n", cmd, gcnkit::cli::activity().c_str());
      return 1;
    }
  }
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
