#include "analysis/check_context.h"

#include <fmt/format.h>

#include "isa/registers.h"
#include "isa/wave_size.h"

namespace gcnkit::analysis {

void CheckContext::report(std::string_view rule, Severity s, uint32_t node, std::string message, int64_t related) const {
  const RuleInfo* info = findRule(rule);
  Finding f;
  f.rule = std::string(rule);
  f.severity = info ? info->severity : s;
  f.routine = routine.name;
  f.address = routine.nodes[node].address;
  f.offset = image.displayAddress(f.address);
  f.message = std::move(message);
  if (related >= 0) {
    f.hasRelated = true;
    f.relatedOffset = image.displayAddress(routine.nodes[size_t(related)].address);
  }
  out.push_back(std::move(f));
}

std::string CheckContext::quote(uint32_t node) const {
  const Node& n = routine.nodes[node];
  std::string t = n.decoded && n.decoded->size ? text(n.decoded->inst) : std::string("<invalid>");
  return fmt::format("'{}' at {:#x}", t, image.displayAddress(n.address));
}

bool oneWavePerWorkgroup(const CheckContext& cx) {
  if (!cx.kernel || !cx.kernel->metadata) return false;
  const Target& t = cx.routine.target;
  const uint64_t waveSize = waveLanes(t);
  const uint64_t most = cx.kernel->metadata->maxFlatWorkgroupSize;
  return most && most <= waveSize;
}

std::string slotName(unsigned slot, const Target& t) {
  if (slot == kLdsSlot) return "the LDS";
  if (slot >= kAgprSlot) return fmt::format("a{}", slot - kAgprSlot);
  if (slot >= kVgprSlot) return fmt::format("v{}", slot - kVgprSlot);
  char buf[40];
  const size_t n = registerName(uint16_t(slot), 1, t, buf);
  return n ? std::string(buf, n) : fmt::format("register {}", slot);
}

std::string slotList(const RegSet& set, const Target& t) {
  // Runs of consecutive VGPRs/AGPRs/SGPRs as tuples, the way the syntax writes them.
  std::vector<std::pair<unsigned, unsigned>> runs;
  set.forEach([&](unsigned s) {
    const bool sameFile = !runs.empty() && runs.back().second + 1 == s &&
                          (s < kVgprSlot) == (runs.back().second < kVgprSlot) &&
                          (s < kAgprSlot) == (runs.back().second < kAgprSlot) && (s < 106) == (runs.back().second < 106);
    if (sameFile) runs.back().second = s;
    else runs.push_back({s, s});
  });
  std::string out;
  for (size_t i = 0; i < runs.size(); ++i) {
    if (i == 3) {
      out += ", ...";
      break;
    }
    if (i) out += ", ";
    const auto [a, b] = runs[i];
    if (a == b || a >= kLdsSlot) {
      out += slotName(a, t);
    } else {
      const char* file = a >= kAgprSlot ? "a" : a >= kVgprSlot ? "v" : "s";
      const unsigned base = a >= kAgprSlot ? kAgprSlot : a >= kVgprSlot ? kVgprSlot : 0;
      if (base == 0 && a >= 106) {  // special registers by name
        for (unsigned s = a; s <= b; ++s) out += (s == a ? "" : ", ") + slotName(s, t);
      } else {
        out += fmt::format("{}[{}:{}]", file, a - base, b - base);
      }
    }
  }
  return out;
}

}  // namespace gcnkit::analysis
