#include "cli/command_line.h"
#include "cli/commands.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <set>
#include <vector>

#ifndef GCNKIT_VERSION
#define GCNKIT_VERSION "unknown"
#endif

namespace gcnkit::cli {

std::string versionText() {
  return std::string("gcnkit ") + GCNKIT_VERSION +
         "\n  AMDGPU (GFX6-GFX10.3) assembler, disassembler, code objects and emulator\n"
         "  mc output follows llvm-mc 22; relocatable and loadable objects follow llvm-mc 14 and ld.lld 14\n";
}

namespace {

// "-mcpu=gfx900" -> "--mcpu=gfx900" when "mcpu" is a long option of the command; anything else as it is.
std::string llvmSpelling(const std::string& arg, const std::set<std::string>& longNames) {
  if (arg.size() < 3 || arg[0] != '-' || arg[1] == '-') return arg;
  const std::string name = arg.substr(1, arg.find('=') == std::string::npos ? std::string::npos : arg.find('=') - 1);
  return longNames.count(name) ? "-" + arg : arg;
}

}  // namespace

std::optional<int> parseCommandLine(CLI::App& app, const char* tool, int argc, char** argv) {
  app.set_version_flag("--version", versionText());
  std::set<std::string> longNames;
  for (const CLI::Option* o : app.get_options())
    for (const std::string& n : o->get_lnames()) longNames.insert(n);
  std::vector<std::string> args;
  for (int i = argc - 1; i >= 1; --i) args.push_back(llvmSpelling(argv[i], longNames));  // CLI11 wants them reversed
  try {
    app.parse(args);
  } catch (const CLI::CallForHelp&) {
    std::fputs(app.help().c_str(), stdout);
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    std::fputs(app.help("", CLI::AppFormatMode::All).c_str(), stdout);
    return 0;
  } catch (const CLI::CallForVersion&) {
    std::fputs(versionText().c_str(), stdout);
    return 0;
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "%s: error: %s\nRun '%s --help' for the options.\n", tool, e.what(), tool);
    return 1;
  }
  return std::nullopt;
}

std::optional<unsigned> parseCount(const std::string& text) {
  unsigned v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || p != text.data() + text.size()) return std::nullopt;
  return v;
}

namespace {
std::string gActivity;  // the main thread's; workers' failures reach it as exceptions
}  // namespace

void setActivity(std::string what) { gActivity = std::move(what); }
const std::string& activity() { return gActivity; }

}  // namespace gcnkit::cli
