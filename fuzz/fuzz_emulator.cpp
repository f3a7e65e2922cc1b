// The emulator running random words as a kernel: every launch ends (the instruction limit), with a fault or
// not, and never touches host memory outside the guest's (ASan checks that). Each input runs on the interpreter and
// on the compiled engine (every region compiled at its first visit): the two must end alike, with the same fault,
// reports, instruction count and guest buffer, or the target aborts.
#include <memory>
#include <string>
#include <vector>

#include "fuzz_support.h"
#include "gcnkit/emulator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnkit;
  if (size < 5) return 0;
  struct Outcome {
    std::string text;
    uint64_t instructions = 0;
    std::vector<uint8_t> buffer;
  };
  auto runOn = [&](emu::EmulatorOptions::Engine engine, Outcome& out) {
    emu::EmulatorOptions opts;
    opts.maxInstructions = 20'000;
    opts.checks = (data[1] & 1) ? emu::CheckMode::Report : emu::CheckMode::Error;
    opts.order.order = emu::ReturnOrder(data[1] % 3);
    opts.engine = engine;
    opts.timeLimitSeconds = 0;  // (the one result that depends on the host)
    auto m = emu::Machine::create(fuzz::kCpus[data[0] % std::size(fuzz::kCpus)], "", nullptr, opts);
    if (!m) return false;
    const uint64_t buffer = m->allocate(256);
    std::vector<uint8_t> code(data + 2, data + size);
    code.resize(code.size() / 4 * 4);
    if (code.empty() || !m->loadCode(code)) return false;
    emu::LaunchConfig c;
    c.sgprs = {uint32_t(buffer), uint32_t(buffer >> 32), 256, 0x00027000};
    c.workgroupSize = {64, 1, 1};
    c.grid = {2, 1, 1};
    const emu::LaunchResult r = m->launch(c);
    out.text = r.text();
    out.instructions = r.instructions;
    out.buffer.resize(256);
    (void)m->read(buffer, out.buffer);
    return true;
  };
  Outcome interp, compiled;
  if (!runOn(emu::EmulatorOptions::Engine::Interpreter, interp)) return 0;
  fuzz::require(runOn(emu::EmulatorOptions::Engine::Compiled, compiled));
  fuzz::require(interp.text == compiled.text && interp.instructions == compiled.instructions &&
                interp.buffer == compiled.buffer);
  return 0;
}
