// Helpers for the emulator tests: assemble a kernel with gcnkit's own assembler, load it into a Machine,
// launch it and look at memory or at the finished waves' registers.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "gcnkit/emulator.h"
#include "gcnkit/toolchain.h"
#include "test_support.h"

namespace gcnkit::test {

// A machine whose reports, faults and traces write instructions in LLVM's syntax (unless `o` says otherwise).
inline std::unique_ptr<emu::Machine> machine(const char* cpu, const char* mattr = "", emu::EmulatorOptions o = {}) {
  if (!o.instructionText) o.instructionText = toolchain::disassembleInstruction;
  std::string error;
  auto m = emu::Machine::create(cpu, mattr, &error, o);
  if (!m) ADD_FAILURE() << error;
  return m;
}

// Assembles `src` for the machine's processor and loads it; false (with a test failure) on errors.
inline bool load(emu::Machine& m, const std::string& src, const char* mattr = "") {
  std::string errors;
  auto bytes = assembleBytes(src, target(std::string(m.processor()).c_str(), mattr), &errors);
  if (bytes.empty()) {
    ADD_FAILURE() << "assembly failed for " << m.processor() << ":\n" << errors << "\n" << src;
    return false;
  }
  std::string error;
  if (!m.loadCode(bytes, &error)) {
    ADD_FAILURE() << error;
    return false;
  }
  return true;
}

inline emu::LaunchConfig oneWave(std::vector<uint32_t> sgprs = {}) {
  emu::LaunchConfig c;
  c.sgprs = std::move(sgprs);
  c.keepWaveState = true;
  return c;
}

inline std::vector<uint32_t> addr(uint64_t a) { return {uint32_t(a), uint32_t(a >> 32)}; }

inline std::vector<uint32_t> readAll(const emu::Machine& m, uint64_t a, size_t n) {
  std::vector<uint32_t> v(n);
  EXPECT_TRUE(m.readDwords(a, v));
  return v;
}

}  // namespace gcnkit::test
