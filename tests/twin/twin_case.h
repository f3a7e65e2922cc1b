// A twin test case: one kernel of one source, its NDRange and its arguments (how each input is made and
// how each output is compared). The same case drives the emulated run (tests/data/twin objects) and the
// host twin, and the benchmark (bench/twin_kernels.cpp) at larger sizes.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace gcnkit::twin {

enum class Elem : uint8_t { I8, U8, I16, U16, I32, U32, I64, U64, F16, F32, F64 };
size_t elemSize(Elem e);
bool isFloat(Elem e);
const char* elemName(Elem e);

// How an input buffer is filled (deterministically, from a seed derived from the case and argument).
enum class Fill : uint8_t {
  Zero,
  Random,    // integers: any bits; floats: random magnitudes in [2^-lo, 2^hi], random sign
  Specials,  // floats: Random mixed with NaN, infinities, signed zeros, denormals, extremes, halfway cases
  Bounded,   // integers in [lo, hi]; floats uniform in [lo, hi]
  Values,    // `values` (bits) in order, repeated
};
struct Init {
  Fill fill = Fill::Zero;
  double lo = 0, hi = 0;
  std::vector<uint64_t> values;
};

// How an output buffer is compared with the host twin's.
enum class Compare : uint8_t {
  Exact,         // bit for bit (floats: any NaN equals any NaN)
  ExactAnyZero,  // as Exact, and +0 equals -0 (results whose zero sign the specification leaves open)
  Ulp,           // floats within `ulp` units in the last place; NaN, infinities and zero signs exact
  Sorted,        // as Exact after sorting both (results of atomics whose order is not defined)
};

struct Arg {
  bool buffer = true;
  Elem elem = Elem::U32;
  size_t count = 0;       // buffer elements
  Init init;              // buffers: initial contents (outputs start as Zero unless set)
  bool output = false;    // compared after the run
  Compare compare = Compare::Exact;
  unsigned ulp = 0;
  uint64_t scalar = 0;    // scalar arguments: the value's bits
};

Arg input(Elem e, size_t count, Init init);
Arg output(Elem e, size_t count, Compare c = Compare::Exact, unsigned ulp = 0);
Arg inout(Elem e, size_t count, Init init, Compare c = Compare::Exact);
Arg scalarU32(uint32_t v);
Arg scalarF32(float v);

// Instructions a kernel's compiled code must contain on some processors (so that a test of them cannot pass
// vacuously): `mnemonic` (a prefix of the listing's text, "v_dot4c_i32_i8") on each processor of `cpus`.
struct MustContain {
  std::vector<std::string> cpus;
  std::string mnemonic;
};

// The processors a source is compiled for (tests/twin/build.sh): its `twin-cpus:` line, else the default ones,
// and those of its `twin-extra-cpus:` line. A name ending in "w64" is the processor compiled with
// -mwavefrontsize64 ("gfx1030w64": wave64 on RDNA); one ending in "t16" is built by clang-22, whose GFX11 code uses
// true16 halves ("gfx1100t16", code object V5; "gfx1153t16w64" in wave64).
const std::vector<std::string>& defaultProcessors();
const std::vector<std::string>& sourceProcessors(const std::string& source);
// The processor of such a name ("gfx1030" for "gfx1030w64"), and the wave size it asks for (0: the processor's).
std::string processorOf(const std::string& cpu);
// The code object versions a processor's objects are built in (tests/twin/build.sh): V4 and V5; gfx1100, gfx1151 and
// gfx1201 V4, V5 and V6 (clang-19 makes V6 with the ABI file device_libs.sh adds); the other GFX11/GFX12 processors
// V5, the generic ones V6 (they exist from V6 on).
const std::vector<unsigned>& codeObjectVersions(const std::string& cpu);
unsigned forcedWaveSize(const std::string& cpu);

struct Case {
  std::string source;  // file name in tests/twin/kernels ("int_arith.cl")
  std::string kernel;
  std::vector<std::string> cpus;  // the processors this case runs on (empty: its source's)
  std::vector<MustContain> contains;
  std::array<uint32_t, 3> global{1, 1, 1};  // work-items per dimension
  std::array<uint32_t, 3> local{1, 1, 1};   // work-group size
  unsigned dims = 1;
  std::vector<Arg> args;
  std::string name() const { return kernel; }
  std::string stem() const { return source.substr(0, source.find('.')); }
  const std::vector<std::string>& processors() const { return cpus.empty() ? sourceProcessors(source) : cpus; }
};

// Every twin case at test size, in a stable order (test names and seeds derive from it).
const std::vector<Case>& testCases();

// The benchmark kernels at a size `scale` (1 = test size; larger scales grow the problem).
std::vector<Case> benchCases(unsigned scale);

}  // namespace gcnkit::twin
