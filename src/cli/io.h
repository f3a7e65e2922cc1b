// File and stream helpers shared by the subcommands.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gcnkit::cli {

// Reads a whole file ("-" = standard input); nullopt and a message on failure.
std::optional<std::string> readInput(const std::string& path, std::string& error);
// Writes bytes to a file ("-" = standard output); false and a message on failure.
bool writeOutput(const std::string& path, std::span<const char> data, std::string& error);

}  // namespace gcnkit::cli
