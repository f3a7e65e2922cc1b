// gcnkit's static checks (`gcnkit lint`) and resource report (`gcnkit info`) as a library: missing waits and
// hazards on every path, the scalar-memory rules of the ISA documents, registers and LDS against the kernel
// descriptor, and each kernel's resources and occupancy as clang reports them.
//
//   std::string error;
//   gcnkit::lint::Result r = gcnkit::lint::check(bytes, {}, &error);   // bytes: a code object (ELF)
//   for (const auto& f : r.findings) std::printf("%s\n", f.text().c_str());
//   for (const auto& k : gcnkit::lint::resources(bytes, &error)) std::printf("%s: %u waves\n", k.kernel.c_str(), k.occupancy);
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gcnkit::lint {

struct Finding {
  std::string kernel;    // the kernel (or function) the instruction belongs to
  uint64_t offset = 0;   // the instruction's address as `gcnkit dis` prints it
  std::string severity;  // "error" or "warning"
  std::string rule;      // "missing-wait", "hazard-dpp-vgpr", ...
  std::string message;
  std::optional<uint64_t> relatedOffset;  // another instruction the message names (the load a wait is missing for)
  std::string text() const;  // "kernel:0x1c: error: message [rule]"
};

struct Options {
  std::vector<std::string> disabledRules;  // names of rules switched off (rules() lists them)
};

struct Result {
  std::vector<Finding> findings;
  std::vector<std::string> problems;  // what could not be analyzed (a kernel whose code cannot be found, ...)
  size_t errors = 0, warnings = 0;
  bool ok() const { return errors == 0; }
};

// Checks every kernel of a code object and the functions they call. On a file that is not an analyzable code object,
// or an unknown rule name, returns an empty result with `error` set.
Result check(std::span<const uint8_t> codeObject, const Options& options = {}, std::string* error = nullptr);

struct Rule {
  std::string name, severity, summary, source;
};
std::vector<Rule> rules();

struct Resources {
  std::string kernel;
  unsigned sgprs = 0, vgprs = 0, agprs = 0;  // as LLVM counts them (VCC, flat scratch and XNACK SGPRs included)
  std::optional<unsigned> sgprSpills, vgprSpills;
  uint64_t scratchPerLane = 0;
  bool dynamicStack = false;
  uint64_t ldsPerWorkgroup = 0;
  unsigned maxWorkgroupSize = 0, waveSize = 64;
  unsigned occupancy = 0;    // waves per SIMD
  std::string limitedBy;     // "waves per SIMD", "LDS", "SGPRs", "VGPRs" or "work-groups per CU"
  std::string countsFrom;    // "metadata", or "code" when the object has none
};
std::vector<Resources> resources(std::span<const uint8_t> codeObject, std::string* error = nullptr);

}  // namespace gcnkit::lint
