// Kernel arguments (gcnkit/dispatch.h KernelArg) placed in the kernarg segment in order at their natural
// alignment, checked against the kernel's metadata, and bound to guest memory for a launch. `gcnkit run --arg`
// and the public Kernel (the Python module's Machine.launch) build their arguments here.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "emu/code_object.h"
#include "emu/dispatch.h"
#include "gcnkit/dispatch.h"

namespace gcnkit::emu {

// Places the arguments: where the kernel's metadata has its explicit arguments when it is given and has as
// many as `args`, else in order at their natural alignment. Returns the kernarg segment size they cover.
uint64_t layoutKernelArgs(std::vector<KernelArg>& args, const KernelMetadata* md = nullptr);
// The offsets layoutKernelArgs would give and, last, the end of the segment they cover; without changing (or
// copying) the arguments.
std::vector<uint64_t> kernelArgOffsets(const std::vector<KernelArg>& args, const KernelMetadata* md = nullptr);

// What a by-value argument's metadata `.type_name` says of its bytes (gcnkit/dispatch.h ArgTypeClass).
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
std::string checkKernelArgs(const LoadedKernel& k, const std::vector<KernelArg>& args, std::string_view what = "argument");

// Allocates every buffer at its exact size (a guard gap follows, so that a 4-byte store into a 1-byte buffer
// faults), copies its contents, names the allocation after the argument (fault messages name it), and writes
// the kernarg segment into `dc.kernarg`. LDS arguments get their group memory after the kernel's own (its
// group segment), each at its metadata's `.pointee_align` (4 without one), as ROCm's runtimes place it: their
// value is that offset, and `dc.dynamicLds` grows by what they take (what it held before, `--lds`, follows
// them). Returns nullopt and a message when guest memory runs out.
std::optional<BoundArgs> bindKernelArgs(Machine& m, const LoadedKernel& k, std::vector<KernelArg>& args,
                                        DispatchConfig& dc, std::string& error);

}  // namespace gcnkit::emu
