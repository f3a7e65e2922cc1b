// The emulator running random words as a kernel: every launch ends (the instruction limit), with a fault or
// not, and never touches host memory outside the guest's (ASan checks that).
#include <memory>
#include <vector>

#include "fuzz_support.h"
#include "gcnkit/emulator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnkit;
  if (size < 5) return 0;
  emu::EmulatorOptions opts;
  opts.maxInstructions = 20'000;
  opts.checks = (data[1] & 1) ? emu::CheckMode::Report : emu::CheckMode::Error;
  opts.order.order = emu::ReturnOrder(data[1] % 3);
  auto m = emu::Machine::create(fuzz::kCpus[data[0] % std::size(fuzz::kCpus)], "", nullptr, opts);
  if (!m) return 0;
  const uint64_t buffer = m->allocate(256);
  std::vector<uint8_t> code(data + 2, data + size);
  code.resize(code.size() / 4 * 4);
  if (code.empty() || !m->loadCode(code)) return 0;
  emu::LaunchConfig c;
  c.sgprs = {uint32_t(buffer), uint32_t(buffer >> 32), 256, 0x00027000};
  c.workgroupSize = {64, 1, 1};
  c.grid = {2, 1, 1};
  (void)m->launch(c);
  return 0;
}
