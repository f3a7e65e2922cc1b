// Small helpers shared by the tests.
#pragma once
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "asm/assembler.h"
#include "gcnkit/toolchain.h"
#include "isa/target.h"
#include "object/elf_file.h"
#include "rng.h"

namespace gcnkit::test {

// A whole file's bytes ("" when it cannot be read: the comparison that follows fails and says so).
inline std::string slurp(const std::string& path) {
  std::stringstream ss;
  ss << std::ifstream(path, std::ios::binary).rdbuf();
  return ss.str();
}

// (A processor of a generation whose tables are being filled is reachable here, for the tests of its finished
// parts; every command refuses it.)
inline Target target(const char* cpu, const char* mattr = "") {
  TargetResult r = makeTarget(cpu, mattr, ProcessorScope::IncludingUnfinished);
  if (!r.target) throw std::runtime_error(r.error);
  return *r.target;
}

// `src` as a relocatable code object (what `gcnkit as` writes), through the public toolchain API; a diagnostic
// fails the test.
inline std::vector<uint8_t> relocatableObject(const std::string& src, const char* cpu, int codeObjectVersion = 4) {
  toolchain::AssembleOptions o;
  o.mcpu = cpu;
  o.codeObjectVersion = codeObjectVersion;
  toolchain::Assembled r = toolchain::assemble(src, o);
  EXPECT_EQ(r.failure, toolchain::AssembleFailure::None) << r.error << r.diagnostics;
  return r.bytes;
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

// The objects of tests/data/programs/expected come from llvm-mc 14, which wrote ENABLE_WAVEFRONT_SIZE32 = 0 on
// GFX10 whatever the wave size it assembled for. gcnkit, as llvm-mc 22 and the guide's table, writes the wave
// size. Returns `elf` with that bit (kernel_code_properties bit 10, descriptor byte 57) set in each `*.kd`
// descriptor when `t` is wave32 and `source` leaves the directive out; the bit must have been 0.
inline std::string withWave32Descriptors(std::string elf, const Target& t, const std::string& source) {
  if (!t.wave32 || source.find(".amdhsa_wavefront_size32") != std::string::npos) return elf;
  auto f = readElf({reinterpret_cast<const uint8_t*>(elf.data()), elf.size()});
  if (!f) {
    ADD_FAILURE() << f.error();
    return elf;
  }
  for (const ElfSymbol& s : f->symbols) {
    if (!s.name.ends_with(".kd") || s.shndx == SHN_UNDEF || s.shndx >= f->sections.size()) continue;
    const ElfSection& sec = f->sections[s.shndx];
    size_t at = sec.offset + (s.value - sec.addr) + 57;
    if (at >= elf.size()) continue;
    EXPECT_EQ(elf[at] & 4, 0) << s.name << ": llvm-mc 14's descriptor already has ENABLE_WAVEFRONT_SIZE32";
    elf[at] = static_cast<char>(elf[at] | 4);
  }
  return elf;
}

}  // namespace gcnkit::test
