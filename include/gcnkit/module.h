// A code object loaded into a Machine the way the ROCm loader loads it, and kept there: every PT_LOAD segment at
// one load base, .bss zeroed, the dynamic relocations applied, program-scope variables (OpenCL __constant tables and
// __global variables, HIP __constant__ and __device__ variables, the device library's constants) in guest memory
// where the code's PC-relative and relocated addresses find them. Kernels launch any number of times; variables
// keep their values from launch to launch (hipModuleLoad, hipModuleGetGlobal, hipMemcpyToSymbol /
// hipMemcpyFromSymbol, hipModuleLaunchKernel). A relocatable object is linked on load as `gcnkit as --shared`
// links.
//
//   std::string error;
//   auto m = gcnkit::emu::Machine::create(gcnkit::emu::codeObjectProcessor(bytes, &error), "", &error);
//   auto mod = gcnkit::emu::Module::load(*m, bytes, &error);
//   int32_t seed = 7;
//   mod->writeSymbol("seed", {reinterpret_cast<const uint8_t*>(&seed), 4});
//   gcnkit::emu::KernelDispatch d;                      // grid, block, kernarg bytes
//   gcnkit::emu::LaunchResult r = mod->launch("step", d);
//   fputs(r.output.c_str(), stdout);                    // what the kernel printed
//   mod->readSymbol("counter", {reinterpret_cast<uint8_t*>(&count), 4});
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gcnkit/dispatch.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

// A named symbol of a loaded module, at its guest address.
struct ModuleSymbol {
  enum class Kind : uint8_t { Variable, Function, Kernel, KernelDescriptor };
  std::string name;
  uint64_t address = 0, size = 0;
  Kind kind = Kind::Variable;
  bool writable = false;  // in a writable segment (HIP __device__ and __constant__, OpenCL __global variables; not
                          // OpenCL __constant tables, which are in .rodata)
};

// One argument of a kernel as its metadata lists it (explicit arguments first, then the hidden ones).
struct KernelArgInfo {
  std::string name, typeName, valueKind, addressSpace;
  uint64_t offset = 0, size = 0;
  uint64_t pointeeAlign = 0;  // a pointer's .pointee_align (dynamic LDS pointers), 0 when the metadata has none
};

struct KernelInfo {
  std::string name;
  uint64_t kernargSize = 0, kernargAlign = 0;
  uint32_t groupSegmentSize = 0, privateSegmentSize = 0;  // static LDS and scratch bytes (per work-item)
  bool usesDynamicStack = false;
  uint32_t waveSize = 64;
  uint32_t maxFlatWorkgroupSize = 0;  // the metadata's .max_flat_workgroup_size (0: none given)
  uint32_t vgprCount = 0, sgprCount = 0;  // the metadata's .vgpr_count and .sgpr_count (0: none given)
  std::vector<KernelArgInfo> args;  // empty when the object has no metadata
};

std::string_view symbolKindName(ModuleSymbol::Kind k);  // "variable", "function", "kernel", "kernel descriptor"

class Module {
 public:
  // Loads `codeObject` into `machine`'s guest memory (the machine must outlive the module and be created for the
  // object's processor). Returns nullptr and sets `error` when the object cannot be loaded: not a code object, a
  // relocatable object that does not link, a dynamic relocation gcnkit cannot apply (named), too little memory.
  static std::unique_ptr<Module> load(Machine& machine, std::span<const uint8_t> codeObject,
                                      std::string* error = nullptr);
  ~Module();  // unmaps the image from the machine
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  Machine& machine() const;
  std::string_view processor() const;
  int codeObjectVersion() const;
  uint64_t base() const;         // the load base: virtual address 0 of the image
  uint64_t size() const;         // the bytes the image spans
  bool linkedOnLoad() const;     // the object was relocatable

  const std::vector<std::string>& kernels() const;  // in file order
  std::optional<KernelInfo> kernel(std::string_view name) const;

  // Named variables, functions, kernels and kernel descriptors (hipGetSymbolAddress, hipGetSymbolSize).
  std::vector<ModuleSymbol> symbols() const;
  std::optional<ModuleSymbol> symbol(std::string_view name) const;
  // Copies bytes of variable `name` from `offset` (hipMemcpyFromSymbol / hipMemcpyToSymbol). False, and `error`,
  // when there is no such symbol or the bytes reach past its size.
  bool readSymbol(std::string_view name, std::span<uint8_t> out, uint64_t offset = 0, std::string* error = nullptr) const;
  bool writeSymbol(std::string_view name, std::span<const uint8_t> in, uint64_t offset = 0, std::string* error = nullptr);

  // Dispatches kernel `name` as an AQL packet (gcnkit/dispatch.h); the module's variables keep what earlier launches
  // wrote. A kernel that cannot run (no such kernel, a wave size the machine does not run) comes back as a fault
  // (NoCode) whose message says why.
  LaunchResult launch(std::string_view kernel, const KernelDispatch& d);

  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  Module();
  std::unique_ptr<Impl> impl_;
};

}  // namespace gcnkit::emu
