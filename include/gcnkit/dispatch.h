// Running kernels of AMDHSA code objects (what clang, llvm-mc, ld.lld or `gcnkit as` produce) on the
// emulator: the dispatch packet, kernarg segment and initial registers as the LLVM AMDGPU guide describes.
//
//   auto kernels = gcnkit::emu::codeObjectKernels(bytes, &error);       // {"store", ...}
//   auto m = gcnkit::emu::Machine::create(gcnkit::emu::codeObjectProcessor(bytes, &error));
//   uint64_t out = m->allocate(64);
//   gcnkit::emu::KernelDispatch d;
//   d.grid = {256, 1, 1}; d.block = {64, 1, 1};
//   d.kernarg.resize(8); std::memcpy(d.kernarg.data(), &out, 8);
//   gcnkit::emu::LaunchResult r = gcnkit::emu::dispatchKernel(*m, bytes, "store", d, &error);
//
// With arguments as a host passes them (values and buffers, checked against the kernel's metadata):
//
//   auto k = gcnkit::emu::Kernel::load(bytes, "store", &error);
//   auto m = gcnkit::emu::Machine::create(k->processor(), k->waveSizeFeature());
//   std::vector<gcnkit::emu::KernelArg> args = {gcnkit::emu::KernelArg::buffer(std::vector<uint8_t>(64)),
//                                               gcnkit::emu::KernelArg::value(100u)};
//   if (auto bad = k->checkArguments(args); !bad.empty()) ...
//   auto bound = gcnkit::emu::bindKernelArgs(*m, *k, args, d, &error);   // buffers in guest memory, the kernarg
//   gcnkit::emu::LaunchResult r = gcnkit::emu::dispatchKernel(*m, *k, d);
#pragma once
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "gcnkit/emulator.h"

namespace gcnkit::emu {

struct KernelDispatch {
  std::array<uint32_t, 3> grid{1, 1, 1};   // work-items per dimension (AQL grid size)
  std::array<uint32_t, 3> block{1, 1, 1};  // work-group size
  std::vector<uint8_t> kernarg;            // the kernarg segment (explicit arguments; the hidden ones are filled)
  uint32_t dynamicLds = 0;                 // dynamic LDS bytes per work-group (hipModuleLaunchKernel's sharedMemBytes)
  uint32_t dynamicPrivate = 0;             // dynamic private bytes per work-item, after the fixed size
  std::array<uint64_t, 3> globalOffset{0, 0, 0};  // code object V4 hidden_global_offset_x/y/z
  bool keepWaveState = false;              // LaunchResult::waves gets every wave's final registers
};

// The kernels (NAME of each NAME.kd) and the processor of a code object; empty and `error` set if the
// file is not a readable AMDGPU code object.
std::vector<std::string> codeObjectKernels(std::span<const uint8_t> codeObject, std::string* error = nullptr);
std::string codeObjectProcessor(std::span<const uint8_t> codeObject, std::string* error = nullptr);

// Loads the code object into `m` (as gcnkit/module.h does), dispatches kernel `name`, and unloads it again. A
// load failure comes back as a fault (NoCode) whose message says why. To keep globals between launches, launch
// from a Module.
LaunchResult dispatchKernel(Machine& m, std::span<const uint8_t> codeObject, std::string_view name,
                            const KernelDispatch& d);

// ---------------------------------------------------------------- kernels and their arguments

// What a dispatch may ask for (more is refused with a message before anything is allocated).
inline constexpr uint64_t kMaxWorkgroupSize = 1024;         // work-items per work-group (HSA, every GCN/RDNA)
// LDS per work-group on GFX7-GFX12; a dispatch takes its processor's (GFX6 32 KiB, gfx950 160 KiB).
inline constexpr uint64_t kMaxGroupSegmentSize = 64 * 1024;
// The kernarg segment: far above what compilers emit (HIP allows 4 KiB of arguments), far below trouble.
inline constexpr uint64_t kMaxKernargSize = 64 * 1024;
// The largest buffer argument: 4 GiB - 1 bytes, the most one raw buffer resource (a 32-bit NUM_RECORDS of bytes)
// can reach. The command line and the Python module refuse more before reading or copying a byte of it.
inline constexpr uint64_t kMaxBufferArgBytes = 0xffffffffull;

// A kernel argument as a host hands it to a dispatch: a value (its little-endian bytes), a buffer (its
// initial contents; the argument is the buffer's 64-bit guest address) or an LDS pointer (a __local pointer: the
// LDS offset of `ldsBytes` of dynamic group memory allocated for it). Placed where the kernel's metadata has its
// explicit arguments, or in order at their natural alignment without metadata.
struct KernelArg {
  enum class Kind { Value, Buffer, Lds } kind = Kind::Value;
  // What a value's bytes hold, checked against the metadata's type name: an integer, a float, a composite (a
  // struct's fields), or a bit pattern (raw bytes, `bits:`), which suits any type of its size.
  enum class Flavor : uint8_t { Bits, Integer, Float, Composite } flavor = Flavor::Bits;
  std::string spec;               // as the user wrote it, for messages
  uint32_t size = 0, align = 1;   // in the kernarg segment (a buffer is its 8-byte address, an LDS pointer 4 bytes)
  std::vector<uint8_t> bytes;     // Value: the little-endian bytes; Buffer: the initial contents
  uint64_t ldsBytes = 0;          // Lds: the dynamic LDS it points to
  uint64_t offset = 0;            // placed by the binding

  template <class T>
  static KernelArg value(const T& v, std::string spec = "") {
    KernelArg a;
    a.spec = std::move(spec);
    a.size = a.align = uint32_t(sizeof(T));
    a.flavor = std::is_floating_point_v<T> ? Flavor::Float : std::is_integral_v<T> ? Flavor::Integer : Flavor::Bits;
    a.bytes.resize(sizeof(T));
    std::memcpy(a.bytes.data(), &v, sizeof(T));
    return a;
  }
  static KernelArg buffer(std::span<const uint8_t> contents, std::string spec = "") {
    KernelArg a;
    a.kind = Kind::Buffer;
    a.spec = std::move(spec);
    a.size = a.align = 8;
    a.bytes.assign(contents.begin(), contents.end());
    return a;
  }
};

// A float value of `size` bytes (2: half, rounded to the nearest even; 4: float; 8: double), or nullopt for
// another size.
std::optional<KernelArg> floatValue(double v, uint32_t size, std::string spec = "");

// What a by-value argument's metadata `.type_name` says of its bytes (OpenCL writes type names; HIP does not).
enum class ArgTypeClass : uint8_t { Unknown, Integer, Float, Vector, Composite };

// A kernel taken out of a code object (relocatable or loadable): its descriptor, code and metadata.
class Kernel {
 public:
  // nullptr and `error` set when the object has no such kernel or it cannot be loaded.
  static std::unique_ptr<Kernel> load(std::span<const uint8_t> codeObject, std::string_view name,
                                      std::string* error = nullptr);
  ~Kernel();
  Kernel(const Kernel&) = delete;
  Kernel& operator=(const Kernel&) = delete;

  const std::string& name() const;
  const std::string& processor() const;  // gfx900, ...
  std::string waveSizeFeature() const;   // "+wavefrontsize32" or "+wavefrontsize64" as the descriptor asks (GFX10), else ""
  // The explicit arguments of the kernel's metadata, in order (hidden ones are the dispatch's business);
  // nullopt when the object has no metadata for it.
  struct Argument {
    std::string name;
    std::string typeName;  // the metadata's .type_name ("uint", "float4", ...; HIP writes none)
    ArgTypeClass type = ArgTypeClass::Unknown;  // what typeName says of the bytes
    uint64_t offset = 0, size = 0;
  };
  std::optional<std::vector<Argument>> explicitArguments() const;
  // "" when the arguments, placed in order, land where the metadata has the explicit arguments (same count,
  // offsets and sizes; or there is no metadata), else what differs. `what` names them in messages.
  std::string checkArguments(const std::vector<KernelArg>& args, std::string_view what = "argument") const;
  // "" when a dispatch of `d` in waves of `waveSize` is within every limit (grid and work-group sizes, the
  // kernel's maximum work-group size, the segment sizes its descriptor asks for), else why not.
  std::string checkDispatch(const KernelDispatch& d, uint32_t waveSize) const;

 private:
  friend struct KernelAccess;  // the emulator's own view of the loaded kernel
  Kernel();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A buffer argument in guest memory, for describeAddress.
struct GuestBuffer {
  uint64_t base = 0, size = 0;
  size_t argument = 0;  // its index among the kernel's explicit arguments
  std::string name;     // the metadata's argument name, or ""
};
// Where `address` lies relative to the nearest buffer: inside it, N bytes past its end, or N bytes before
// it; "" when there are no buffers. Fault messages mean more so ("16 bytes past the end of argument 0 'out'").
std::string describeAddress(uint64_t address, const std::vector<GuestBuffer>& buffers);

// The guest side of a launch's arguments.
struct BoundArgs {
  std::vector<uint64_t> address;     // per argument: its buffer's guest address (0 for values)
  std::vector<GuestBuffer> buffers;  // the buffers, for describeAddress
};
// Allocates every buffer in `m` at its exact size (a guard gap follows, so that a 4-byte store into a 1-byte
// buffer faults), copies its contents, names the allocation after the argument (fault messages name it),
// places the arguments and writes the kernarg segment into `d.kernarg`. nullopt and `error` when guest memory
// runs out.
std::optional<BoundArgs> bindKernelArgs(Machine& m, const Kernel& k, std::vector<KernelArg>& args,
                                        KernelDispatch& d, std::string* error = nullptr);

// Loads the kernel's code into `m`, builds the dispatch packet and the kernarg segment's hidden arguments,
// and launches.
LaunchResult dispatchKernel(Machine& m, const Kernel& k, const KernelDispatch& d);

}  // namespace gcnkit::emu
