// Small helpers shared by the tests.
#pragma once
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "asm/assembler.h"
#include "isa/target.h"
#include "rng.h"

namespace gcnkit::test {

// A whole file's bytes ("" when it cannot be read: the comparison that follows fails and says so).
inline std::string slurp(const std::string& path) {
  std::stringstream ss;
  ss << std::ifstream(path, std::ios::binary).rdbuf();
  return ss.str();
}

inline Target target(const char* cpu, const char* mattr = "") {
  TargetResult r = makeTarget(cpu, mattr);
  if (!r.target) throw std::runtime_error(r.error);
  return *r.target;
}

// The representative processor of each generation.
inline const char* kGenCpus[] = {"gfx601", "gfx700", "gfx803", "gfx900", "gfx1010", "gfx1030"};

// Assembles `src` to raw bytes; `errors` receives the diagnostics.
inline std::vector<uint8_t> assembleBytes(const std::string& src, const Target& t, std::string* errors = nullptr) {
  AssembleOptions o;
  o.target = t;
  AssembleResult r = assemble(src, o);
  if (errors) *errors = r.diagnostics;
  if (r.errors) return {};
  return r.bytes;
}

}  // namespace gcnkit::test
