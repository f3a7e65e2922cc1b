// Steps every subcommand shares: choosing the target and reading the input, with the error printed.
#pragma once
#include <cstdio>
#include <optional>
#include <string>

#include "cli/commands.h"
#include "cli/io.h"
#include "isa/target.h"
#include "object/code_object.h"

namespace gcnkit::cli {

// The target for --mcpu/--mattr, or nullopt after printing "<tool>: error: ...".
inline std::optional<Target> targetOrReport(const char* tool, const std::string& mcpu, const std::string& mattr) {
  TargetResult tr = makeTarget(mcpu, mattr);
  if (!tr.target) std::fprintf(stderr, "%s: error: %s\n", tool, tr.error.c_str());
  return tr.target;
}

// The whole input file ("-" = standard input), or nullopt after printing the error.
inline std::optional<std::string> inputOrReport(const char* tool, const std::string& path) {
  std::string error;
  setActivity("reading " + path);
  auto data = readInput(path, error);
  if (!data) std::fprintf(stderr, "%s: error: %s\n", tool, error.c_str());
  return data;
}

// The code object in a file ("-" = standard input), or nullopt after printing "<tool>: error: FILE: why".
inline std::optional<CodeObject> codeObjectOrReport(const char* tool, const std::string& path,
                                                    ReadOptions options = {}) {
  auto data = inputOrReport(tool, path);
  if (!data) return std::nullopt;
  auto co = readCodeObject({reinterpret_cast<const uint8_t*>(data->data()), data->size()}, options);
  if (!co) {
    std::fprintf(stderr, "%s: error: %s: %s\n", tool, path.c_str(), co.error().c_str());
    return std::nullopt;
  }
  return std::move(*co);
}

// Writes `data` to `path` ("-" = standard output); false after printing the error.
inline bool outputOrReport(const char* tool, const std::string& path, std::string_view data) {
  std::string error;
  if (writeOutput(path, {data.data(), data.size()}, error)) return true;
  std::fprintf(stderr, "%s: error: %s\n", tool, error.c_str());
  return false;
}

}  // namespace gcnkit::cli
