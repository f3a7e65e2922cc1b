// `gcnkit run --global NAME=VALUES` (a program-scope variable set before the launch), `--out NAME=PATH` for a
// variable after it, and `--stack-size`: what the command line does with a loaded module's variables (kept apart
// from run.cpp, which other options share).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gcnkit/module.h"

namespace gcnkit::cli {

struct GlobalWrite {
  std::string spec;            // as written, for messages
  std::string name;
  std::vector<uint8_t> bytes;  // written from the variable's first byte
};

// NAME=TYPE:V[,V...], NAME=@PATH, NAME=TYPE:@PATH, NAME=iota:TYPE:COUNT or NAME=rand:TYPE:COUNT[:SEED] (the values
// of a buffer argument's --arg buf:... spelling).
std::optional<GlobalWrite> parseGlobalWrite(std::string_view spec, std::string& error);

// Writes each value into its variable; an unknown name or more bytes than the variable has is an error naming it.
bool applyGlobalWrites(emu::Module& module, const std::vector<GlobalWrite>& writes, std::string& error);

// The variables of the module, one per line ("NAME: SIZE bytes at ADDRESS, writable"), for error messages.
std::string describeVariables(const emu::Module& module);

}  // namespace gcnkit::cli
