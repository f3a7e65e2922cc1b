// Kernel arguments as a host hands them to a dispatch: values (their little-endian bytes) and buffers (their
// initial contents; the argument is the buffer's 64-bit guest address), placed in the kernarg segment in order
// at their natural alignment, checked against the kernel's metadata, and bound to guest memory for a launch.
// `gcnkit run --arg` and the Python module's Machine.launch build their arguments here.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "emu/code_object.h"
#include "emu/dispatch.h"
#include "emu/guest_places.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

struct KernelArg {
  // Value: bytes in the kernarg segment; Buffer: a guest allocation whose address is the argument; Lds: a
  // __local pointer, the LDS offset of `ldsBytes` of dynamic group memory allocated for it.
  enum class Kind { Value, Buffer, Lds } kind = Kind::Value;
  // What a value's bytes hold, checked against the metadata's type name: an integer, a float, a composite (a
  // struct's fields), or a bit pattern (raw bytes, `bits:`), which suits any type of its size.
  enum class Flavor : uint8_t { Bits, Integer, Float, Composite } flavor = Flavor::Bits;
  std::string spec;               // as the user wrote it, for messages
  uint32_t size = 0, align = 1;   // in the kernarg segment (a buffer is its 8-byte address, an LDS pointer 4 bytes)
  std::vector<uint8_t> bytes;     // Value: the little-endian bytes; Buffer: the initial contents
  uint64_t ldsBytes = 0;          // Lds: the dynamic LDS it points to
  uint64_t offset = 0;            // placed by layoutKernelArgs
};

// Places the arguments: where the kernel's metadata has its explicit arguments when it is given and has as
// many as `args`, else in order at their natural alignment. Returns the kernarg segment size they cover.
uint64_t layoutKernelArgs(std::vector<KernelArg>& args, const KernelMetadata* md = nullptr);

// What a by-value argument's metadata `.type_name` says of its bytes (OpenCL writes type names; HIP does not).
enum class ArgTypeClass : uint8_t { Unknown, Integer, Float, Vector, Composite };
ArgTypeClass argTypeClass(std::string_view typeName);
bool argTypeSigned(std::string_view typeName);  // char, short, int, long (and their C spellings): signed

// The metadata's explicit arguments (hidden ones are the dispatch's business), in order.
std::vector<const KernelArgMetadata*> explicitArguments(const KernelMetadata& md);
// The metadata's name of explicit argument `i`, or "".
std::string argumentName(const std::optional<KernelMetadata>& md, size_t i);

// Whether the arguments fit the kernel's metadata (when it has some): as many as its explicit arguments, each of
// the metadata's size; `lds:` exactly for __local pointers (.value_kind dynamic_shared_pointer); a value whose
// flavor the argument's `.type_name` does not take (a float for a `uint`, an integer for a `float`) is refused
// with the argument's name and type and the spellings that would fit. "" when they fit, else what differs.
// `what` names the arguments in messages ("--arg" for the command line).
std::string checkKernelArgs(const LoadedKernel& k, std::vector<KernelArg> args, std::string_view what = "argument");

// The guest side of a launch's arguments.
struct BoundArgs {
  std::vector<uint64_t> address;     // per argument: its buffer's guest address (0 for values)
  std::vector<GuestBuffer> buffers;  // the buffers, for describeAddress
};

// Allocates every buffer at its exact size (a guard gap follows, so that a 4-byte store into a 1-byte buffer
// faults), copies its contents, names the allocation after the argument (fault messages name it), and writes
// the kernarg segment into `dc.kernarg`. LDS arguments get their group memory after the kernel's own (its
// group segment), each at its metadata's `.pointee_align` (4 without one), as ROCm's runtimes place it: their
// value is that offset, and `dc.dynamicLds` grows by what they take (what it held before, `--lds`, follows
// them). Returns nullopt and a message when guest memory runs out.
std::optional<BoundArgs> bindKernelArgs(Machine& m, const LoadedKernel& k, std::vector<KernelArg>& args,
                                        DispatchConfig& dc, std::string& error);

}  // namespace gcnkit::emu
