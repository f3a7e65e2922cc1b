// `gcnkit run`: dispatch a kernel of a code object on the emulator.
#include <cctype>
#include <charconv>
#include <cstdio>
#include <map>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/kernel_args.h"
#include "cli/run_globals.h"
#include "cli/run_print.h"
#include "cli/run_inspect.h"
#include "emu/dispatch.h"
#include "emu/kernel_args.h"
#include "emu/module_impl.h"
#include "gcnkit/toolchain.h"

namespace gcnkit::cli {

namespace {

// "X[,Y[,Z]]" with positive integers.
bool parseDims(const std::string& text, std::array<uint32_t, 3>& out, std::string& error, const char* what) {
  out = {1, 1, 1};
  size_t start = 0;
  for (int d = 0; d < 3 && start <= text.size(); ++d) {
    size_t comma = text.find(',', start);
    std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    char* end = nullptr;
    unsigned long v = std::strtoul(part.c_str(), &end, 10);
    if (part.empty() || *end || v == 0 || v > 0xffffffffu) {
      error = fmt::format("{} '{}': expected X[,Y[,Z]] with positive integers", what, text);
      return false;
    }
    out[size_t(d)] = uint32_t(v);
    if (comma == std::string::npos) return true;
    start = comma + 1;
  }
  error = fmt::format("{} '{}': at most three dimensions", what, text);
  return false;
}

// The fidelity report on stdout: one line per instruction the launch executed, grouped by level.
void printFidelity(const emu::LaunchResult& r) {
  size_t counts[3] = {};
  for (const emu::FidelityEntry& e : r.fidelity) ++counts[size_t(e.level)];
  std::printf("fidelity: %zu instructions executed: %zu exact, %zu approximate, %zu unsupported\n", r.fidelity.size(),
              counts[0], counts[1], counts[2]);
  for (auto level : {emu::FidelityLevel::Exact, emu::FidelityLevel::Approximate, emu::FidelityLevel::Unsupported})
    for (const emu::FidelityEntry& e : r.fidelity) {
      if (e.level != level) continue;
      std::printf("  %-12s %-28s %10llu", std::string(emu::fidelityName(e.level)).c_str(), e.instruction.c_str(),
                  static_cast<unsigned long long>(e.executed));
      if (!e.how.empty()) std::printf("  %s", e.how.c_str());
      std::printf("\n");
    }
}

// `--check` alone means report; `--check MODE` takes the next word only when it is a mode, so that
// `--check FILE` does not swallow the file name.
std::vector<std::string> checkSpelling(int argc, char** argv) {
  std::vector<std::string> args(argv, argv + argc);
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i] != "--check" && args[i] != "-check") continue;
    const bool mode = i + 1 < args.size() && emu::parseCheckMode(args[i + 1]).has_value();
    args[i] = "--check=" + (mode ? args[i + 1] : std::string("report"));
    if (mode) args.erase(args.begin() + std::ptrdiff_t(i) + 1);
  }
  return args;
}

// "3 reports: pending-sgpr (2 at 1 instruction), buffer-range (1)".
std::string reportSummary(const std::vector<emu::Report>& reports) {
  if (reports.empty()) return "no reports";
  std::map<std::string_view, std::pair<uint64_t, size_t>> kinds;  // name -> (times, instructions)
  for (const emu::Report& r : reports) {
    auto& k = kinds[emu::checkName(r.kind)];
    k.first += r.count;
    ++k.second;
  }
  std::string out = fmt::format("{} {}:", reports.size(), reports.size() == 1 ? "report" : "reports");
  for (const auto& [name, n] : kinds)
    out += fmt::format("{} {} ({} time{} at {} instruction{})", out.ends_with(':') ? "" : ",", name, n.first,
                       n.first == 1 ? "" : "s", n.second, n.second == 1 ? "" : "s");
  return out;
}

}  // namespace

int runRun(int argc, char** argv) {
  CLI::App app{"Run a kernel of a code object on the emulator", "gcnkit run"};
  std::string file, kernel, grid = "1", block = "1", mcpu, mattr, check = "report", order = "in-order";
  std::vector<std::string> argSpecs, outs, printSpecs;
  std::string maxInstructionsText = "100000000";
  uint32_t dynamicLds = 0;
  app.add_option("file", file, "code object (relocatable or linked)")->required();
  app.add_option("--kernel", kernel, "kernel name (its NAME.kd symbol)")->required();
  app.add_option("--grid", grid, "work-items per dimension: X[,Y,Z] (the AQL grid size)");
  app.add_option("--block", block, "work-group size: X[,Y,Z]");
  app.add_option("--arg", argSpecs,
                 "kernel argument in order: TYPE:V (TYPE u8 i8 u16 i16 u32 i32 u64 i64 f16 f32 f64), a plain number "
                 "(typed by the kernel's metadata), bits:0xHEX, bytes:HEX, bytes:@PATH, struct:TYPE:V,...[,pad:N] (a "
                 "by-value struct), lds:BYTES (a __local pointer), buf:SIZE, buf:@PATH, buf:TYPE:V,V,..., "
                 "buf:TYPE:@PATH, buf:iota:TYPE:COUNT, buf:rand:TYPE:COUNT[:SEED]");
  app.add_option("--out", outs,
                 "I=PATH: write buffer argument I (0-based among all arguments) after the run ('-': standard output); "
                 "NAME=PATH: the code object's variable NAME");
  std::vector<std::string> globalSpecs;
  app.add_option("--global", globalSpecs,
                 "NAME=VALUES: set the code object's variable NAME (a __device__, __constant__ or program-scope "
                 "variable) before the launch: TYPE:V,V,..., @PATH, TYPE:@PATH, iota:TYPE:COUNT, rand:TYPE:COUNT[:SEED]");
  uint32_t stackSize = 0;
  app.add_option("--stack-size", stackSize,
                 "bytes of stack per work-item for a kernel with a dynamic stack (recursion, calls the compiler cannot "
                 "size; default: the ROCm runtime's, 1024 for HIP and 16384 for OpenCL)");
  addPrintOption(app, printSpecs);
  app.add_option("--mcpu", mcpu, "processor (default: the code object's)");
  app.add_option("--mattr", mattr, "features");
  app.add_option("--lds", dynamicLds,
                 "dynamic LDS bytes per work-group, after the kernel's group segment and its lds: arguments (HIP's "
                 "extern __shared__ arrays)");
  app.add_option("--max-instructions", maxInstructionsText, "fault after this many instructions (all waves)")
      ->capture_default_str();
  app.add_option("--check", check,
                 "report (the default; --check alone too), error (the first report is fatal) or off: the checks of "
                 "broken ISA rules")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast)
      ->capture_default_str();
  app.add_option("--smem-order", order, "in-order | reverse | random:SEED (scalar memory return order)");
  unsigned threads = 0;
  app.add_option("--threads", threads,
                 "host threads running work-groups (default 0: every core); output, reports, the fault, the "
                 "instruction count and the exit status are the same for any number: work-groups that share memory "
                 "one of them writes (global atomics whose old value is used: counters, sums by compare-and-swap, "
                 "append buffers; races) run one at a time in work-group order, and the summary line says so");
  double timeLimit = emu::EmulatorOptions{}.timeLimitSeconds;
  app.add_option("--time-limit", timeLimit, "fault after this many seconds of wall-clock time (0: no limit)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  std::string engine = "auto";
  app.add_option("--engine", engine,
                 "auto (the default: hot straight-line code compiled for the host where it has AVX2, else the "
                 "interpreter), interp (the interpreter, the reference) or compiled (every region compiled at its "
                 "first visit); the same results, reports and faults whichever runs")
      ->check(CLI::IsMember({"auto", "interp", "compiled"}))
      ->capture_default_str();
  bool fidelity = false;
  app.add_flag("--fidelity", fidelity,
               "list the instructions the launch executed: exact, approximate (and the model) or unsupported");
  RunInspect inspect;
  addInspectOptions(app, inspect);
  std::vector<std::string> spelled = traceSpelling(checkSpelling(argc, argv));
  std::vector<char*> words;
  for (std::string& a : spelled) words.push_back(a.data());
  if (auto rc = parseCommandLine(app, "gcnkit run", int(words.size()), words.data())) return *rc;
  uint64_t maxInstructions = 0;
  if (auto [p, ec] = std::from_chars(maxInstructionsText.data(), maxInstructionsText.data() + maxInstructionsText.size(),
                                     maxInstructions);
      ec != std::errc() || p != maxInstructionsText.data() + maxInstructionsText.size() || maxInstructions == 0) {
    std::fprintf(stderr, "gcnkit run: error: --max-instructions '%s': expected a positive count\n",
                 maxInstructionsText.c_str());
    return 1;
  }
  auto checkMode = emu::parseCheckMode(check);
  auto returnOrder = emu::parseReturnOrder(order);
  if (!checkMode || !returnOrder) {
    std::fprintf(stderr, "gcnkit run: error: %s\n",
                 !checkMode ? "--check takes off, report or error" : "--smem-order takes in-order, reverse or random:SEED");
    return 1;
  }
  if (dynamicLds > 65536) {
    std::fprintf(stderr, "gcnkit run: error: --lds %u: a work-group has at most 65536 bytes of LDS\n", dynamicLds);
    return 1;
  }
  std::string error;
  emu::DispatchConfig dc;
  if (!parseDims(grid, dc.grid, error, "--grid") || !parseDims(block, dc.block, error, "--block")) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  std::vector<KernelArg> args;
  setActivity("reading the kernel arguments");
  for (const std::string& spec : argSpecs) {
    auto a = parseKernelArg(spec, error);
    if (!a) {
      std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
      return 1;
    }
    args.push_back(std::move(*a));
  }
  std::map<size_t, std::string> outPaths;
  std::vector<std::pair<std::string, std::string>> globalOuts;  // (variable, path)
  for (const std::string& o : outs) {
    size_t eq = o.find('=');
    const std::string index = o.substr(0, eq == std::string::npos ? 0 : eq);  // outlives `end`
    if (eq != std::string::npos && !index.empty() && !std::isdigit(static_cast<unsigned char>(index[0]))) {
      globalOuts.emplace_back(index, o.substr(eq + 1));  // a variable: checked once the code object is loaded
      continue;
    }
    char* end = nullptr;
    unsigned long i = std::strtoul(index.c_str(), &end, 10);
    if (eq == std::string::npos || index.empty() || *end || i >= args.size() || args[i].kind != KernelArg::Kind::Buffer) {
      std::fprintf(stderr, "gcnkit run: error: --out '%s': expected I=PATH with I a buffer argument, or NAME=PATH\n", o.c_str());
      return 1;
    }
    outPaths[i] = o.substr(eq + 1);
  }
  std::vector<GlobalWrite> globalWrites;
  for (const std::string& spec : globalSpecs) {
    auto g = parseGlobalWrite(spec, error);
    if (!g) {
      std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
      return 1;
    }
    globalWrites.push_back(std::move(*g));
  }
  auto bytes = inputOrReport("gcnkit run", file);
  if (!bytes) return 1;
  const std::span<const uint8_t> image(reinterpret_cast<const uint8_t*>(bytes->data()), bytes->size());
  auto k = emu::loadKernel(image, kernel);
  if (!k && kernel.ends_with(".kd")) {  // the descriptor's symbol names the kernel too
    if (auto plain = emu::loadKernel(image, std::string_view(kernel).substr(0, kernel.size() - 3))) {
      k = std::move(plain);
      kernel.resize(kernel.size() - 3);
    }
  }
  if (!k) {
    std::string known;
    if (auto names = emu::kernelNames(image))
      for (const std::string& n : *names) known += (known.empty() ? "" : ", ") + n;
    std::fprintf(stderr, "gcnkit run: error: %s: %s%s\n", file.c_str(), k.error().c_str(),
                 known.empty() ? "" : ("; its kernels: " + known).c_str());
    return 1;
  }
  // (a processor the emulator cannot run is refused before its arguments are judged)
  const std::string processor = mcpu.empty() ? k->processor : mcpu;
  const std::string features = mattr.empty() ? emu::waveSizeFeature(*k) : mattr;
  if (!emu::Machine::create(processor, features, &error)) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  // Plain numbers and bit patterns take their type from the metadata; then every argument must fit it.
  if (!resolveKernelArgs(*k, args, error)) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  if (std::string mismatch = emu::checkKernelArgs(*k, args, "--arg"); !mismatch.empty()) {
    std::fprintf(stderr, "gcnkit run: error: %s%s\n", k->metadata ? "" : (file + ": ").c_str(), mismatch.c_str());
    return 1;
  }
  emu::EmulatorOptions opts;
  opts.checks = *checkMode;
  opts.order = *returnOrder;
  opts.maxInstructions = maxInstructions;
  opts.threads = threads;
  opts.instructionText = toolchain::disassembleInstruction;  // reports and traces in LLVM's syntax
  opts.stackSize = stackSize;
  opts.timeLimitSeconds = timeLimit;
  opts.engine = *emu::parseEngine(engine);
  if (!prepareInspect(inspect, opts, dc.keepWaveState, error)) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  auto m = emu::Machine::create(processor, features, &error, opts);
  if (!m) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  // The whole image, as the ROCm loader maps it: its variables, then the kernel as loaded.
  auto module = emu::Module::load(*m, image, &error);
  if (!module) {
    std::fprintf(stderr, "gcnkit run: error: %s: %s\n", file.c_str(), error.c_str());
    return 1;
  }
  const emu::LoadedKernel* loaded = module->impl().find(kernel, &error);
  if (!loaded) {
    std::fprintf(stderr, "gcnkit run: error: %s: %s\n", file.c_str(), error.c_str());
    return 1;
  }
  auto variableSize = [&](std::string_view name) -> std::optional<uint64_t> {
    auto s = module->symbol(name);
    return s && s->kind == emu::ModuleSymbol::Kind::Variable ? std::optional(s->size) : std::nullopt;
  };
  std::vector<PrintRequest> prints;
  for (const std::string& spec : printSpecs) {
    auto p = parsePrintRequest(spec, args, error, variableSize);
    if (!p) {
      std::fprintf(stderr, "gcnkit run: error: %s%s\n", error.c_str(),
                   error.find("no variable") != std::string::npos ? ("; " + describeVariables(*module)).c_str() : "");
      return 1;
    }
    prints.push_back(std::move(*p));
  }
  for (const auto& [name, path] : globalOuts)
    if (!variableSize(name)) {
      std::fprintf(stderr, "gcnkit run: error: --out '%s=%s': the code object has no variable '%s'; %s\n", name.c_str(),
                   path.c_str(), name.c_str(), describeVariables(*module).c_str());
      return 1;
    }
  if (!applyGlobalWrites(*module, globalWrites, error)) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  // Buffers first (their addresses are argument values), then the kernarg bytes; lds: arguments' group memory
  // comes before --lds's.
  dc.dynamicLds = dynamicLds;
  auto bound = emu::bindKernelArgs(*m, *loaded, args, dc, error);
  if (!bound) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  setActivity("running kernel '" + kernel + "'");
  emu::LaunchResult r = emu::launchKernel(*module, *loaded, dc);
  // What the kernel printed comes first, as it would on a GPU: before the checks' reports and a fault.
  std::fwrite(r.output.data(), 1, r.output.size(), stdout);
  std::fflush(stdout);
  std::fwrite(r.errorOutput.data(), 1, r.errorOutput.size(), stderr);
  if (!finishInspect(inspect, r, error)) {
    std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
    return 1;
  }
  if (fidelity) printFidelity(r);
  // In error mode the last report is the fault itself: printed once, as the fault.
  const size_t shown = r.fault.kind == emu::FaultKind::CheckFailed && !r.reports.empty() ? r.reports.size() - 1
                                                                                          : r.reports.size();
  for (size_t i = 0; i < shown; ++i) std::fprintf(stderr, "gcnkit run: check: %s\n", r.reports[i].text().c_str());
  // After a fault the buffers are written as the fault left them (what the kernel wrote before it is what a
  // fault is debugged with), and the summary says so (docs/emulator.md, "Outputs after a fault").
  for (auto& [i, path] : outPaths) {
    setActivity("writing " + path);
    std::vector<uint8_t> data(args[i].bytes.size());
    m->read(bound->address[i], data);
    if (!writeOutput(path, {reinterpret_cast<const char*>(data.data()), data.size()}, error)) {
      std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
      return 1;
    }
    if (!r.ok() && path != "-")
      std::fprintf(stderr, "gcnkit run: note: %s holds buffer argument %zu as the fault left it\n", path.c_str(), i);
  }
  for (const auto& [name, path] : globalOuts) {
    std::vector<uint8_t> data(*variableSize(name));
    module->readSymbol(name, data);
    if (!writeOutput(path, {reinterpret_cast<const char*>(data.data()), data.size()}, error)) {
      std::fprintf(stderr, "gcnkit run: error: %s\n", error.c_str());
      return 1;
    }
  }
  for (const PrintRequest& p : prints) {
    std::vector<uint8_t> data;
    if (!p.global.empty()) {
      data.resize(*variableSize(p.global));
      module->readSymbol(p.global, data);
    } else {
      data.resize(args[p.argument].bytes.size());
      m->read(bound->address[p.argument], data);
    }
    printBuffer(p, data, p.global.empty() ? emu::argumentName(k->metadata, p.argument) : std::string(),
                [](std::string_view text) { std::fwrite(text.data(), 1, text.size(), stdout); });
  }
  if (*checkMode != emu::CheckMode::Off)
    std::fprintf(stderr, "gcnkit run: checks: %s\n", reportSummary(r.reports).c_str());
  // Work-groups that ran one at a time although threads were asked for: said, with the memory they share.
  const std::string inOrder = r.inOrder.empty() ? "" : " (work-groups ran one at a time, in order: " + r.inOrder + ")";
  if (!r.ok()) {
    std::string where;
    if (r.fault.kind == emu::FaultKind::MemoryViolation && r.fault.address)
      where = emu::describeAddress(r.fault.address, bound->buffers);
    if (!inspect.traceFile.empty())
      std::fprintf(stderr, "gcnkit run: note: the trace in %s ends at the fault\n", inspect.traceFile.c_str());
    std::fprintf(stderr, "gcnkit run: fault: %s%s%s\n", r.fault.message.c_str(), where.empty() ? "" : ("; " + where).c_str(),
                 inOrder.c_str());
    return 1;
  }
  std::fprintf(stderr, "gcnkit run: %s finished: %llu instructions%s\n", kernel.c_str(),
               static_cast<unsigned long long>(r.instructions), inOrder.c_str());
  return 0;
}

}  // namespace gcnkit::cli
