// Running a twin case: on the emulator (a committed code object, the kernel's argument layout read from
// its metadata, dispatchKernel) and on the host (the host twin runtime), with the results as buffers.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "gcnkit/dispatch.h"
#include "twin_case.h"
#include "twin_data.h"

namespace gcnkit::twin {

// One compiled object: tests/data/twin/<stem>.<processor>.v<version>.hsaco.
struct ObjectKey {
  std::string stem, processor;
  unsigned version = 5;
  std::string path() const;
  std::string label() const;  // "int_arith.cl on gfx900, code object V5"-like, for messages
};
std::string twinDataDir();

// A line of tests/data/twin/MANIFEST.tsv (written by tests/twin/build.sh).
struct ManifestEntry {
  std::string source, processor;
  unsigned version = 0;
  std::string status;  // "ok" or the compiler's first error
};
std::vector<ManifestEntry> readManifest(std::string* error);

// Where each argument goes in the kernarg segment, from the kernel's code-object metadata, checked
// against the case (count, buffer vs by-value, sizes, alignment).
struct KernargLayout {
  std::vector<uint64_t> offsets;  // per case argument
  uint64_t segmentSize = 0;
  unsigned waveSize = 64;
  uint64_t vgprCount = 0;
};
bool readArgumentLayout(std::span<const uint8_t> object, const Case& c, KernargLayout* layout, std::string* error);

struct RunResult {
  std::vector<Buffer> buffers;  // every argument after the run (scalars empty)
  std::string failure;          // "" when the run completed (and, emulated, raised no check)
  emu::LaunchResult launch;     // emulated runs
  unsigned waveSize = 0;        // emulated runs: the wave size the kernel was compiled for
};

// `maxInstructions` 0: the emulator's default; `threads` 0: every core; `checks` as the tests want them.
// `engine`: the interpreter or the compiled engine (the engine differential holds them to each other).
RunResult runEmulated(const Case& c, const ObjectKey& key, uint64_t maxInstructions = 0, unsigned threads = 0,
                      emu::CheckMode checks = emu::CheckMode::Report,
                      emu::EmulatorOptions::Engine engine = emu::EmulatorOptions::Engine::Auto);
// The same with the object's bytes given (a changed object: the mutation tests).
RunResult runEmulated(const Case& c, const ObjectKey& key, std::span<const uint8_t> object, uint64_t maxInstructions = 0,
                      unsigned threads = 0, emu::CheckMode checks = emu::CheckMode::Report,
                      emu::EmulatorOptions::Engine engine = emu::EmulatorOptions::Engine::Auto);
RunResult runHost(const Case& c, unsigned subGroupSize, unsigned threads = 1);

// What went wrong in a launch, naming the kernel, source, processor and code object version; "" when the
// launch ended normally with no check report.
std::string describeLaunch(const Case& c, const ObjectKey& key, const emu::LaunchResult& r);
const char* faultKindName(emu::FaultKind k);

}  // namespace gcnkit::twin
