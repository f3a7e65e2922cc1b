// What the static checks report: one finding per rule broken at an instruction, and the rules themselves (name,
// level, what they check and which document states it), so that each can be switched off by name.
#pragma once
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>

#include "codec/instruction.h"

namespace gcnkit::analysis {

enum class Severity : uint8_t { Warning, Error };
std::string_view severityName(Severity s);  // "warning", "error"

struct Finding {
  std::string rule;       // "missing-wait", "hazard-dpp-vgpr", ...
  Severity severity = Severity::Error;
  std::string routine;    // the kernel or function the instruction belongs to
  uint64_t address = 0;   // load address of the instruction
  uint64_t offset = 0;    // the address as `gcnkit dis` prints it
  std::string message;
  bool hasRelated = false;  // another instruction the message is about (the load a wait is missing for, ...)
  uint64_t relatedOffset = 0;
};

struct RuleInfo {
  std::string_view name;
  Severity severity;
  std::string_view summary;  // what it checks, one line
  std::string_view source;   // where the rule is stated (document and section, or LLVM's name for it)
};
// Every rule, in the order the documentation lists them (hazard rules: analysis/hazard_rules.h).
std::span<const RuleInfo> lintRules();
const RuleInfo* findRule(std::string_view name);

// How messages quote instructions: the CLI passes the printer of the text layer; without one, the mnemonic.
using InstructionText = std::function<std::string(const Instruction&)>;

}  // namespace gcnkit::analysis
