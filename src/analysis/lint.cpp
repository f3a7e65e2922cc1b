#include "analysis/lint.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "analysis/hazards.h"
#include "analysis/lds_bounds.h"
#include "analysis/lds_sync.h"
#include "analysis/register_checks.h"
#include "analysis/smem_checks.h"
#include "analysis/waits.h"
#include "isa/ops.h"

namespace gcnkit::analysis {

std::string mnemonicText(const Instruction& inst) { return std::string(opInfo(inst.op).name); }

std::vector<std::string> unknownRules(const LintOptions& o) {
  std::vector<std::string> unknown;
  for (const std::string& r : o.disabled)
    if (!findRule(r)) unknown.push_back(r);
  return unknown;
}

namespace {

// Findings about the routine's shape: code it cannot follow or that is not code.
void checkStructure(const CheckContext& cx) {
  const Routine& r = cx.routine;
  for (uint32_t i = 0; i < r.nodes.size(); ++i) {
    const Node& n = r.nodes[i];
    if (n.kind == NodeKind::Invalid) {
      const bool codeEnd = n.decoded && n.decoded->size && n.decoded->inst.op == Op::s_code_end;
      for (uint32_t p : n.pred)
        cx.report("invalid-code", Severity::Error, p,
                  codeEnd ? std::string("execution continues into s_code_end, the padding after the code")
                          : fmt::format("execution continues to {:#x}, whose bytes are not an instruction",
                                        cx.image.displayAddress(n.address)));
      if (n.pred.empty() && i == 0) cx.report("invalid-code", Severity::Error, i, "the entry is not an instruction");
    } else if (n.kind == NodeKind::UnknownJump) {
      cx.report("unknown-target", Severity::Warning, i, "jumps to a target that is not known here: the paths after it are not checked");
    }
  }
  // Calls through a register whose value is not known (clang's -O0 code reloads function addresses from the stack):
  // one finding per routine, at the first.
  std::vector<uint32_t> indirect;
  for (uint32_t i = 0; i < r.nodes.size(); ++i)
    if (r.nodes[i].kind == NodeKind::IndirectCall || (r.nodes[i].tailCall && !r.nodes[i].callee)) indirect.push_back(i);
  std::sort(indirect.begin(), indirect.end(), [&](uint32_t a, uint32_t b) { return r.nodes[a].address < r.nodes[b].address; });
  if (!indirect.empty())
    cx.report("unknown-target", Severity::Warning, indirect[0],
              fmt::format("calls a function whose address is not known here{}: the callee is not followed from here "
                          "(calls are taken to follow the calling convention; the object's functions are checked on "
                          "their own)",
                          indirect.size() > 1 ? fmt::format(" (and {} more calls like it)", indirect.size() - 1) : ""));
  if (r.fallsOffEnd) {
    for (uint32_t i = 0; i < r.nodes.size(); ++i)
      if (r.nodes[i].address == r.fallsOffAt)
        cx.report("falls-off-end", Severity::Error, i, "execution can run past the end of the code after this instruction");
  }
}

void runChecks(const CheckContext& cx) {
  checkStructure(cx);
  checkWaits(cx);
  checkHazards(cx);
  checkScalarMemory(cx);
  checkUninitializedSgprs(cx);
  checkLdsBounds(cx);
  checkLdsSynchronization(cx);
}

}  // namespace

LintReport lint(const CodeImage& image, const LintOptions& options, const InstructionText& text) {
  LintReport report;
  report.problems = image.problems();
  std::vector<Finding> all;
  // Functions are analyzed once, with the wave size of the first kernel that calls them.
  std::map<uint64_t, std::unique_ptr<Routine>> functions;
  std::vector<uint64_t> functionOrder;
  auto functionRoutine = [&](uint64_t address, const Target& t) -> const Routine& {
    auto& slot = functions[address];
    if (!slot) {
      const std::string name = image.symbolAt(address);
      slot = std::make_unique<Routine>(buildRoutine(image, address, t, false, name.empty() ? fmt::format("{:#x}", image.displayAddress(address)) : name));
      functionOrder.push_back(address);
    }
    return *slot;
  };
  std::set<uint64_t> kernelEntries;
  for (const Kernel& k : image.kernels()) kernelEntries.insert(k.entry);
  for (const Kernel& k : image.kernels()) {
    const Routine routine = buildRoutine(image, k.entry, k.target, true, k.name);
    CheckContext cx{image, routine, &k, text, all};
    runChecks(cx);
    // The functions it reaches, for the register allocation they share with it.
    std::vector<const Routine*> callees;
    std::set<uint64_t> seen;
    std::vector<uint64_t> work(routine.callees.begin(), routine.callees.end());
    while (!work.empty()) {
      const uint64_t a = work.back();
      work.pop_back();
      if (!seen.insert(a).second || kernelEntries.count(a)) continue;
      const Routine& f = functionRoutine(a, k.target);
      callees.push_back(&f);
      work.insert(work.end(), f.callees.begin(), f.callees.end());
    }
    checkRegisterBounds(cx, callees, all);
  }
  // Every function of the object, called or not.
  for (const Function& f : image.functions())
    if (!kernelEntries.count(f.address)) {
      Target t = image.target();
      functionRoutine(f.address, t);
    }
  for (uint64_t a : functionOrder) {
    CheckContext cx{image, *functions[a], nullptr, text, all};
    runChecks(cx);
  }
  std::map<std::string, size_t> routineOrder;  // routines in the order they were analyzed
  for (Finding& f : all) {
    routineOrder.emplace(f.routine, routineOrder.size());
    if (std::find(options.disabled.begin(), options.disabled.end(), f.rule) != options.disabled.end()) continue;
    (f.severity == Severity::Error ? report.errors : report.warnings)++;
    report.findings.push_back(std::move(f));
  }
  std::stable_sort(report.findings.begin(), report.findings.end(), [&](const Finding& a, const Finding& b) {
    return std::tuple(routineOrder[a.routine], a.offset, a.rule) < std::tuple(routineOrder[b.routine], b.offset, b.rule);
  });
  return report;
}

}  // namespace gcnkit::analysis
