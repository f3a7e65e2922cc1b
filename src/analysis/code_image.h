// A code object as the static checks see it: its executable bytes at their load addresses, its kernels (entry,
// descriptor, metadata) and functions, and the instruction at any address, decoded once. A relocatable object is
// linked first (object/shared_object.h) so that calls and descriptors are resolved; addresses are then reported
// as the object's own section offsets, as `gcnkit dis` prints them.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "codec/instruction.h"
#include "isa/target.h"
#include "object/code_object.h"
#include "object/expected.h"
#include "object/kernel_descriptor.h"
#include "object/metadata.h"

namespace gcnkit::analysis {

struct Kernel {
  std::string name;
  uint64_t entry = 0;             // load address of the first instruction
  KernelDescriptor descriptor;
  std::optional<KernelMetadata> metadata;
  std::optional<unsigned> agprCount;  // the metadata's .agpr_count (processors with accumulation registers)
  Target target;                  // the processor with the kernel's wave size
};

struct Function {
  std::string name;
  uint64_t address = 0, size = 0;
};

// One decoded instruction at an address (size 0: the bytes there do not decode).
struct Decoded {
  Instruction inst;
  uint8_t size = 0;
};

class CodeImage {
 public:
  // Reads a code object; `error` says why it cannot be analyzed (not a code object, a processor whose ISA is not
  // supported, ...).
  static Expected<CodeImage> load(std::span<const uint8_t> bytes);

  const Target& target() const { return target_; }
  const CodeObject& object() const { return object_; }
  const std::vector<Kernel>& kernels() const { return kernels_; }
  const std::vector<Function>& functions() const { return functions_; }
  // Problems found while reading (a kernel whose descriptor or code cannot be found): they are reported, not fatal.
  const std::vector<std::string>& problems() const { return problems_; }

  // The instruction at a load address, decoded once; nullptr when the address is not in an executable section.
  const Decoded* at(uint64_t address) const;
  bool isCode(uint64_t address) const;
  // The address as `gcnkit dis` prints it for the file the user gave (section offset in a relocatable object).
  uint64_t displayAddress(uint64_t address) const;
  // Where the instruction at a load address lies in the file the image was loaded from (a loadable object: its
  // section's file offset plus the distance into it); nullopt for a relocatable object, which is linked first.
  std::optional<uint64_t> fileOffset(uint64_t address) const;
  // The function or kernel symbol that contains an address ("" when none does).
  std::string symbolAt(uint64_t address) const;
  // The kernel or function starting exactly at an address.
  const Function* functionStartingAt(uint64_t address) const;
  // A 64-bit value the loaded image holds at an address (a GOT entry, with its load-time relocation applied), if the
  // image says so without knowing where it is loaded.
  std::optional<uint64_t> loadedValue(uint64_t address) const;

 private:
  struct Section {
    uint64_t address = 0, size = 0, display = 0;  // display: what address 0 of it shows as
    int index = 0;
    bool code = false;
  };
  const Section* sectionAt(uint64_t address) const;

  CodeObject object_;
  ElfFile linked_;  // the object analyzed (the input, or it linked)
  Target target_;
  std::vector<Section> sections_;
  std::vector<Kernel> kernels_;
  std::vector<Function> functions_;
  std::vector<std::string> problems_;
  mutable std::map<uint64_t, Decoded> decoded_;
};

}  // namespace gcnkit::analysis
