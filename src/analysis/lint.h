// `gcnkit lint`: every static check over every kernel of a code object and every function they call.
#pragma once
#include <string>
#include <vector>

#include "analysis/code_image.h"
#include "analysis/findings.h"

namespace gcnkit::analysis {

struct LintOptions {
  std::vector<std::string> disabled;  // rule names switched off
};

struct LintReport {
  std::vector<Finding> findings;      // ordered by routine (kernels first, as the object lists them), then offset
  std::vector<std::string> problems;  // what could not be analyzed (a kernel whose code cannot be found, ...)
  size_t errors = 0, warnings = 0;
};

// The names in `disabled` that are no rule (empty when all are).
std::vector<std::string> unknownRules(const LintOptions& o);

LintReport lint(const CodeImage& image, const LintOptions& options, const InstructionText& text);

// The mnemonic of an instruction (what messages quote when no printer is given).
std::string mnemonicText(const Instruction& inst);

}  // namespace gcnkit::analysis
