// `gcnkit lint OBJECT|SOURCE.s`: the static checks of src/analysis over every kernel of a code object (a source is
// assembled first), one line per finding, `file/kernel:offset: warning|error: message [rule]`, or JSON.
#include <cstdio>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "asm/assembler.h"
#include "asm/object_output.h"
#include "asm/source_target.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/json_output.h"
#include "gcnkit/lint.h"

namespace gcnkit::cli {

namespace {

constexpr const char* kTool = "gcnkit lint";

bool isElf(const std::string& data) { return data.size() >= 4 && data.compare(0, 4, "\x7f" "ELF") == 0; }

// A relocatable code object from assembly source, or nullopt after printing the assembler's diagnostics.
std::optional<std::vector<uint8_t>> assembleSource(const std::string& src, const std::string& input, std::string mcpu,
                                                   std::string mattr) {
  if (std::string sourceMattr; mcpu.empty()) {
    if (!targetFromSource(src, mcpu, sourceMattr)) {
      std::fprintf(stderr, "%s: error: %s: no processor: give --mcpu=gfx... or an .amdgcn_target directive\n", kTool,
                   input.c_str());
      return std::nullopt;
    }
    if (mattr.empty()) mattr = sourceMattr;
  }
  auto t = targetOrReport(kTool, mcpu, mattr);
  if (!t) return std::nullopt;
  AssembleOptions ao;
  ao.target = *t;
  ao.mattr = mattr;
  ao.fileName = input == "-" ? std::string_view("<stdin>") : std::string_view(input);
  ao.relocatable = true;
  AssembleResult r = assemble(src, ao);
  std::fputs(r.diagnostics.c_str(), stderr);
  if (r.errors) return std::nullopt;
  auto obj = writeObjectFile(r, *t, ObjectOptions{true, ao.codeObjectVersion});
  if (!obj) {
    std::fprintf(stderr, "%s: error: %s: %s\n", kTool, input.c_str(), obj.error().c_str());
    return std::nullopt;
  }
  return std::move(*obj);
}

std::string listRules() {
  std::string out;
  for (const lint::Rule& r : lint::rules())
    out += fmt::format("{:<28} {:<7}  {}\n{:<38}source: {}\n", r.name, r.severity, r.summary, "", r.source);
  return out;
}

}  // namespace

int runLint(int argc, char** argv) {
  CLI::App app{"Check a code object statically: missing waits, hazards, scalar-memory rules, registers, LDS", kTool};
  std::string input, mcpu, mattr, format = "text";
  std::vector<std::string> disabled;
  bool list = false;
  app.add_option("input", input, "code object, or assembly source (assembled first; '-' for standard input)");
  app.add_option("--format", format, "text or json")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  app.add_option("--disable", disabled, "switch a rule off (repeat, or separate names with commas)")
      ->delimiter(',')
      ->allow_extra_args(false);  // the names after --disable, not the input after them
  app.add_flag("--list-rules", list, "print every rule with its level and source, and exit");
  app.add_option("--mcpu,-m", mcpu, "processor of an assembly source (default: its .amdgcn_target)");
  app.add_option("--mattr", mattr, "features of an assembly source, e.g. +xnack,-wavefrontsize32");
  if (auto rc = parseCommandLine(app, kTool, argc, argv)) return *rc;
  if (list) {
    std::fputs(listRules().c_str(), stdout);
    return 0;
  }
  if (input.empty()) {
    std::fprintf(stderr, "%s: error: no input: give a code object or an assembly source\n", kTool);
    return 1;
  }
  auto data = inputOrReport(kTool, input);
  if (!data) return 1;
  std::vector<uint8_t> bytes(data->begin(), data->end());
  if (!isElf(*data)) {
    auto obj = assembleSource(*data, input, mcpu, mattr);
    if (!obj) return 1;
    bytes = std::move(*obj);
  }
  std::string error;
  const lint::Result result = lint::check(bytes, lint::Options{disabled}, &error);
  if (!error.empty()) {
    if (error.starts_with("no rule named"))
      std::fprintf(stderr, "%s: error: --disable: %s (--list-rules lists them)\n", kTool, error.c_str());
    else
      std::fprintf(stderr, "%s: error: %s: %s\n", kTool, input.c_str(), error.c_str());
    return 1;
  }
  const std::string file = input == "-" ? "<stdin>" : input;
  if (format == "json") {
    nlohmann::ordered_json j;
    j["file"] = file;
    j["errors"] = result.errors;
    j["warnings"] = result.warnings;
    j["findings"] = nlohmann::ordered_json::array();
    for (const lint::Finding& f : result.findings) {
      nlohmann::ordered_json x;
      x["kernel"] = f.kernel;
      x["offset"] = f.offset;
      x["severity"] = f.severity;
      x["rule"] = f.rule;
      x["message"] = f.message;
      if (f.relatedOffset) x["related_offset"] = *f.relatedOffset;
      j["findings"].push_back(std::move(x));
    }
    j["problems"] = result.problems;
    printJson(j);
  } else {
    for (const lint::Finding& f : result.findings) std::fputs((file + "/" + f.text() + "\n").c_str(), stdout);
    for (const std::string& p : result.problems) std::fprintf(stderr, "%s: warning: %s: %s\n", kTool, file.c_str(), p.c_str());
  }
  return result.errors ? 1 : 0;
}

}  // namespace gcnkit::cli
