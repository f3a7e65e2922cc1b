// Calls and the stack as clang builds them at -O0 -g to -O3: noinline functions, a recursion on the scratch stack
// (s32 stack pointer, s33 frame pointer) of a kernel with a dynamic stack, private arrays indexed at run time; the
// stack size (the ROCm runtime's default, or EmulatorOptions::stackSize); running out of the private segment is a
// fault that says so. No check fires on a clean kernel: saving s33 and the callee-saved registers in a prologue is
// not a use of an uninitialized SGPR.
#include <gtest/gtest.h>

#include <algorithm>

#include <fmt/format.h>

#include "image_objects.h"

namespace {

using namespace image_test;
using gcnkit::emu::KernelDispatch;
using gcnkit::emu::LaunchResult;

// stack.hip, computed on the host.
int mix(int a, int b) { return a * 31 + b; }
int descend(int n, int salt) {
  int frame[8];
  for (int i = 0; i < 8; ++i) frame[i] = mix(n, i + salt);
  if (n == 0) return frame[salt & 7];
  return frame[(n + salt) & 7] % 1000 + descend(n - 1, salt);
}

struct StackRun {
  LaunchResult r;
  std::vector<int32_t> out;
};

StackRun recurse(Loaded& l, int depth, uint32_t items = 64) {
  const uint64_t out = l.machine->allocate(items * 4);
  KernelDispatch d;
  d.grid = {items, 1, 1};
  d.block = {64, 1, 1};
  d.kernarg = Args().add(out).add(int32_t(depth)).bytes;
  StackRun run{l.module->launch("recurse", d), {}};
  run.out = readInts(*l.machine, out, items);
  l.machine->release(out);
  return run;
}

std::string wrong(const StackRun& run, int depth) {
  if (!run.r.ok()) return "fault: " + run.r.fault.message;
  if (!run.r.reports.empty()) return "reports:\n" + run.r.text();
  for (int t = 0; t < int(run.out.size()); ++t)
    if (run.out[size_t(t)] != descend(depth + (t & 3), t))
      return fmt::format("depth {}: out[{}] = {}, want {}", depth, t, run.out[size_t(t)], descend(depth + (t & 3), t));
  return {};
}

class Stack : public testing::TestWithParam<ImageObject> {};

TEST_P(Stack, RecursionWithinTheDefaultStackAndBeyondIt) {
  const ImageObject& o = GetParam();
  Loaded l = load(o);
  ASSERT_TRUE(l.module) << l.error;
  const auto info = l.module->kernel("recurse");
  ASSERT_TRUE(info);
  std::string failures;
  // The descriptor marks the kernel (USES_DYNAMIC_STACK) and the runtime sizes its stack: HIP's 1 KiB unless set,
  // or the fixed size when that is larger (clang-19's V4 objects put an assumed 16 KiB stack there).
  if (!info->usesDynamicStack) failures += "the recursive kernel does not use a dynamic stack\n";
  const uint64_t segment = std::max<uint64_t>(info->privateSegmentSize, 1024);
  if (std::string e = wrong(recurse(l, 2), 2); !e.empty()) failures += "shallow, default stack: " + e + "\n";
  // A deep one runs off the end: a fault that names the private segment, not an address.
  const StackRun deep = recurse(l, 400);
  const std::string bytes = fmt::format("beyond the {} bytes of private segment", segment);
  if (deep.r.fault.kind != gcnkit::emu::FaultKind::MemoryViolation ||
      deep.r.fault.message.find("private segment overflow") == std::string::npos ||
      deep.r.fault.message.find(bytes) == std::string::npos)
    failures += "deep, default stack (" + bytes + "): " + (deep.r.ok() ? std::string("no fault") : deep.r.fault.message) + "\n";
  // With a larger stack it runs to the end.
  l.machine->options().stackSize = 131056;
  if (std::string e = wrong(recurse(l, 400), 400); !e.empty()) failures += "deep, 131056-byte stack: " + e + "\n";
  verdict(o, "Stack", failures);
}

INSTANTIATE_TEST_SUITE_P(Objects, Stack, testing::ValuesIn(imageObjects("stack.hip")),
                         [](const auto& info) { return info.param.label(); });

}  // namespace
