// A kernel taken out of an AMDHSA code object (relocatable as llvm-mc or gcnkit writes it, or linked as
// ld.lld writes it): its descriptor, its machine code and where it starts.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "object/code_object.h"
#include "object/expected.h"
#include "object/kernel_descriptor.h"
#include "object/metadata.h"

namespace gcnkit::emu {

struct LoadedKernel {
  std::string name;
  std::string processor;        // from the ELF machine number, e.g. "gfx900"
  KernelDescriptor kd;
  std::vector<uint8_t> code;    // the executable section holding the kernel
  uint64_t entry = 0;           // byte offset of the kernel's first instruction in `code`
  uint64_t codeAddress = 0;     // the address of `code` in the object (its section's): what listings print
  std::optional<KernelMetadata> metadata;  // the kernel's entry of the metadata note, if any
  std::string metadataError;               // why `metadata` is empty although the object has a metadata note
  int codeObjectVersion = 0;               // 2..6 (V5+: the implicit-argument block of the kernarg segment)
  std::vector<std::string> printfFormats;  // the code object's amdhsa.printf entries
  // Compiled as HIP (clang defines a __hip_cuid_* symbol in every HIP device object; the metadata's .language says
  // "OpenCL C" for both): the runtime's defaults differ (the dynamic stack).
  bool hip = false;
  // Nonzero when the code is already in the machine (a loaded module's executable segment, Machine::addCode at
  // this address): `entry` is relative to it and `code` holds the same bytes (for static checks).
  uint64_t loadedCode = 0;
};

// Finds NAME.kd and the code it points to. Errors name what is missing or malformed.
Expected<LoadedKernel> loadKernel(std::span<const uint8_t> file, std::string_view name);

// The kernel's entry of the code object's metadata (k.name), its amdhsa.printf formats, whether it is HIP;
// k.metadataError says why there is no entry when the object has a metadata note.
void attachMetadata(LoadedKernel& k, const CodeObject& co);

// Names of the kernels (symbols NAME.kd) in a code object, in file order.
Expected<std::vector<std::string>> kernelNames(std::span<const uint8_t> file);

}  // namespace gcnkit::emu
