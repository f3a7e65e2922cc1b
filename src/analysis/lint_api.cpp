// The public API of include/gcnkit/lint.h over the analysis layer, quoting instructions with the text layer's
// printer (a facade above both, like the command line).
#include "gcnkit/lint.h"

#include <fmt/format.h>

#include "analysis/code_image.h"
#include "analysis/lint.h"
#include "analysis/resources.h"
#include "text/printer.h"

namespace gcnkit::lint {

std::string Finding::text() const { return fmt::format("{}:{:#x}: {}: {} [{}]", kernel, offset, severity, message, rule); }

Result check(std::span<const uint8_t> codeObject, const Options& options, std::string* error) {
  analysis::LintOptions o;
  o.disabled = options.disabledRules;
  if (auto unknown = analysis::unknownRules(o); !unknown.empty()) {
    if (error) *error = "no rule named '" + unknown[0] + "'";
    return {};
  }
  auto image = analysis::CodeImage::load(codeObject);
  if (!image) {
    if (error) *error = image.error();
    return {};
  }
  const Target target = image->target();
  // The wait counters, hazards and scalar-memory rules are modelled to GFX12: a GFX12.5 object is refused, never
  // checked by another generation's rules.
  if (target.gen() >= Gen::GFX12_5) {
    if (error)
      *error = fmt::format("processor {} ({}) cannot be checked yet: lint's rules cover GFX6 to GFX12 and the MI "
                           "processors (gcnkit assembles and disassembles it)",
                           target.proc->name, genName(target.gen()));
    return {};
  }
  const analysis::LintReport report = analysis::lint(*image, o, [&target](const Instruction& inst) {
    std::string out;
    printInstruction(inst, target, out);
    return out;
  });
  Result r;
  r.errors = report.errors;
  r.warnings = report.warnings;
  r.problems = report.problems;
  for (const analysis::Finding& f : report.findings) {
    Finding x{f.routine, f.offset, std::string(analysis::severityName(f.severity)), f.rule, f.message, std::nullopt};
    if (f.hasRelated) x.relatedOffset = f.relatedOffset;
    r.findings.push_back(std::move(x));
  }
  return r;
}

std::vector<Rule> rules() {
  std::vector<Rule> out;
  for (const analysis::RuleInfo& r : analysis::lintRules())
    out.push_back({std::string(r.name), std::string(analysis::severityName(r.severity)), std::string(r.summary),
                   std::string(r.source)});
  return out;
}

std::vector<Resources> resources(std::span<const uint8_t> codeObject, std::string* error) {
  auto image = analysis::CodeImage::load(codeObject);
  if (!image) {
    if (error) *error = image.error();
    return {};
  }
  std::vector<Resources> out;
  for (const analysis::Kernel& k : image->kernels()) {
    const analysis::KernelResources r = analysis::kernelResources(*image, k);
    Resources x;
    x.kernel = r.kernel;
    x.sgprs = r.sgprs, x.vgprs = r.vgprs, x.agprs = r.agprs;
    x.sgprSpills = r.sgprSpills, x.vgprSpills = r.vgprSpills;
    x.scratchPerLane = r.scratchPerLane;
    x.dynamicStack = r.dynamicStack;
    x.ldsPerWorkgroup = r.ldsPerWorkgroup;
    x.maxWorkgroupSize = r.maxWorkgroupSize, x.waveSize = r.waveSize;
    x.occupancy = r.occupancy;
    x.limitedBy = std::string(analysis::limitName(r.limitedBy));
    x.countsFrom = r.source;
    out.push_back(std::move(x));
  }
  return out;
}

}  // namespace gcnkit::lint
