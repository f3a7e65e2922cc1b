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

// Places the arguments in order at their natural alignment; returns the kernarg segment size.
uint64_t layoutKernelArgs(std::vector<KernelArg>& args);

// The metadata's explicit arguments (hidden ones are the dispatch's business), in order.
std::vector<const KernelArgMetadata*> explicitArguments(const KernelMetadata& md);
// The metadata's name of explicit argument `i`, or "".
std::string argumentName(const std::optional<KernelMetadata>& md, size_t i);

// Whether the arguments, placed in order, land where the kernel's metadata has its explicit arguments (same
// count, offsets and sizes): "" when they do (or the kernel has no metadata), else what differs. `what` names
// the arguments in messages ("--arg" for the command line).
std::string checkKernelArgs(const LoadedKernel& k, std::vector<KernelArg> args, std::string_view what = "argument");

// Allocates every buffer at its exact size (a guard gap follows, so that a 4-byte store into a 1-byte buffer
// faults), copies its contents, names the allocation after the argument (fault messages name it), and writes
// the kernarg segment into `dc.kernarg`. Returns nullopt and a message when guest memory runs out.
std::optional<BoundArgs> bindKernelArgs(Machine& m, const LoadedKernel& k, std::vector<KernelArg>& args,
                                        DispatchConfig& dc, std::string& error);

}  // namespace gcnkit::emu
