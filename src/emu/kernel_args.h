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

// The largest buffer argument: 4 GiB - 1 bytes, the most one raw buffer resource (a 32-bit NUM_RECORDS of bytes)
// can reach. The command line and the Python module refuse more before reading or copying a byte of it.
inline constexpr uint64_t kMaxBufferArgBytes = 0xffffffffull;

struct KernelArg {
  enum class Kind { Value, Buffer } kind = Kind::Value;
  std::string spec;               // as the user wrote it, for messages
  uint32_t size = 0, align = 1;   // in the kernarg segment (a buffer is its 8-byte address)
  std::vector<uint8_t> bytes;     // Value: the little-endian bytes; Buffer: the initial contents
  uint64_t offset = 0;            // placed by layoutKernelArgs
};

// Places the arguments in order at their natural alignment; returns the kernarg segment size.
uint64_t layoutKernelArgs(std::vector<KernelArg>& args);
// The offsets layoutKernelArgs would give, without changing (or copying) the arguments.
std::vector<uint64_t> kernelArgOffsets(const std::vector<KernelArg>& args);

// The metadata's explicit arguments (hidden ones are the dispatch's business), in order.
std::vector<const KernelArgMetadata*> explicitArguments(const KernelMetadata& md);
// The metadata's name of explicit argument `i`, or "".
std::string argumentName(const std::optional<KernelMetadata>& md, size_t i);

// Whether the arguments, placed in order, land where the kernel's metadata has its explicit arguments (same
// count, offsets and sizes): "" when they do (or the kernel has no metadata), else what differs. `what` names
// the arguments in messages ("--arg" for the command line).
std::string checkKernelArgs(const LoadedKernel& k, const std::vector<KernelArg>& args, std::string_view what = "argument");

// The guest side of a launch's arguments.
struct BoundArgs {
  std::vector<uint64_t> address;     // per argument: its buffer's guest address (0 for values)
  std::vector<GuestBuffer> buffers;  // the buffers, for describeAddress
};

// Allocates every buffer at its exact size (a guard gap follows, so that a 4-byte store into a 1-byte buffer
// faults), copies its contents, names the allocation after the argument (fault messages name it), and writes
// the kernarg segment into `dc.kernarg`. Returns nullopt and a message when guest memory runs out.
std::optional<BoundArgs> bindKernelArgs(Machine& m, const LoadedKernel& k, std::vector<KernelArg>& args,
                                        DispatchConfig& dc, std::string& error);

}  // namespace gcnkit::emu
