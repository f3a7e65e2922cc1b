// The command-line conventions every subcommand shares: LLVM's one-dash spelling of long options
// (-mcpu=gfx900 as well as --mcpu=gfx900), --help and --version, and status 1 with a "gcnkit <cmd>:"
// message for every usage error.
#pragma once
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

namespace gcnkit::cli {

// "gcnkit 0.1.0 (LLVM 22 compatible: ...)".
std::string versionText();

// Parses a subcommand's arguments (argv[0] is its name). Returns the exit status when the command is done
// (0 after --help or --version, 1 after a usage error), nullopt when it should go on.
std::optional<int> parseCommandLine(CLI::App& app, const char* tool, int argc, char** argv);

// Reads a non-negative decimal count ("0", "12"); nullopt for anything else ("-1", "abc", "").
std::optional<unsigned> parseCount(const std::string& text);

}  // namespace gcnkit::cli
