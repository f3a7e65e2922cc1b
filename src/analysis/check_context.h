// What every static check receives: the image, the routine it walks, how to quote instructions and where its
// findings go; and the register names messages use.
#pragma once
#include <string>
#include <vector>

#include "analysis/code_image.h"
#include "analysis/findings.h"
#include "analysis/routine.h"

namespace gcnkit::analysis {

struct CheckContext {
  const CodeImage& image;
  const Routine& routine;
  const Kernel* kernel;  // the kernel the routine is, or runs for (nullptr: a function called from several)
  const InstructionText& text;
  std::vector<Finding>& out;

  // A finding at node `node`, naming node `related` too when it is not -1.
  void report(std::string_view rule, Severity s, uint32_t node, std::string message, int64_t related = -1) const;
  // "'s_load_dwordx2 s[0:1], s[4:5], 0x0' at 0x1e1c"
  std::string quote(uint32_t node) const;
};

// A work-group of the kernel is one wave (its metadata bounds its size): no other wave to synchronize with.
bool oneWavePerWorkgroup(const CheckContext& cx);

// "s5", "vcc_lo", "v3", "a2", "the LDS" for a register slot (analysis/reg_set.h).
std::string slotName(unsigned slot, const Target& t);
// The slots of a set as a short list: "v[2:3]", "s4, s5" ... (at most a few names, then "...").
std::string slotList(const RegSet& set, const Target& t);

}  // namespace gcnkit::analysis
