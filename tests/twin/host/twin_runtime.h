// The host twin's runtime: runs an OpenCL C (or HIP) kernel compiled for the host as an NDRange of
// work-items, one work-group at a time per host thread, every work-item of a group a fiber so that
// barrier() and sub-group operations can suspend it until its group (or sub-group) catches up.
//
// Kernels register themselves by name (TWIN_KERNELS / TWIN_SYNC_KERNELS at the end of their source, see
// twin_shim.h); the harness calls runKernel with the same arguments it gives the emulated kernel.
// Kept free of heavy standard headers: kernel sources include it, and <cmath> would bring names
// (sin, min, ...) that the OpenCL builtins of twin_shim.h must own.
#pragma once
#include <cstddef>
#include <cstdint>

namespace twin::rt {

// One kernel argument: a buffer (host pointer), a scalar (its bytes, little-endian, in `bits`), a by-value
// aggregate larger than `bits` (`bytes`, `byteCount` of them, read at the call), or a `__local` pointer argument
// (`localBytes` > 0: each work-group gets its own block of that many bytes, the dispatch's dynamic LDS).
struct ArgValue {
  void* pointer = nullptr;
  uint64_t bits = 0;
  const void* bytes = nullptr;
  size_t byteCount = 0;
  size_t localBytes = 0;
};

using Thunk = void (*)(void* function, const ArgValue* args);

// `sync`: the kernel uses barrier() or sub-group operations, so each work-item runs as a fiber. Kernels
// registered without it run work-items as plain calls (fast) and fail if they reach a barrier.
bool registerKernel(const char* name, Thunk thunk, void* function, size_t arity, bool sync);

struct NDRange {
  size_t global[3] = {1, 1, 1};  // work-items per dimension (need not be a multiple of `local`)
  size_t local[3] = {1, 1, 1};   // work-group size
  unsigned dims = 1;
  size_t dynamicLds = 0;         // bytes of HIP's `extern __shared__` block per work-group (dynamicLds())
};

// Runs kernel `name` over `range`; sub-groups have `subGroupSize` work-items (the wave size of the
// processor the twin stands for). `threads` > 1 runs work-groups on that many host threads. Returns ""
// or what went wrong (unknown kernel, wrong argument count, barrier divergence, ...).
// Defined in twin_runtime.cpp, which is the only place that uses the standard library's heavy parts.
const char* runKernel(const char* name, const ArgValue* args, size_t argCount, const NDRange& range,
                      unsigned subGroupSize, unsigned threads = 1);
size_t kernelArity(const char* name);  // 0 when unknown
bool kernelKnown(const char* name);
// The kernel was registered with `sync` (barriers or sub-group operations): its work-items run as fibers, which
// makes its native time no plain loop's (the benchmark reports such kernels apart).
bool kernelRunsAsFibers(const char* name);

// ---- what the builtins read (valid inside a running kernel) ----
struct WorkItem {
  size_t global[3], local[3], group[3];
  size_t groupSize[3];  // this group's size (smaller in a partial edge group)
  size_t linearLocal;
  size_t linearGroup;    // the group's index, x fastest (the order in which printf output is kept)
  uint32_t printfCalls;  // printf calls made so far
};
struct DispatchInfo {
  NDRange range;
  size_t groups[3];
  unsigned subGroupSize;
};
const WorkItem& current();
const DispatchInfo& dispatch();
void barrier();  // work-group barrier
// Sub-group exchange: every work-item of the calling sub-group contributes `value`; returns the values
// of the whole sub-group, indexed by sub-group local id, once all of them have arrived.
const uint64_t* subGroupExchange(uint64_t value);
unsigned subGroupSizeOfCaller();  // work-items in the caller's sub-group (the last one may be partial)
// The calling work-group's block of NDRange::dynamicLds bytes (HIP's `extern __shared__`), zeroed at its start.
void* dynamicLds();
// Ends the calling work-item's kernel with an error (reported by runKernel).
[[noreturn]] void fail(const char* message);

// printf: a work-item's formatted output (twin_printf.h formats it) from the call at source line `line`, kept
// with the work-item's place; takePrintfOutput returns everything since the last call in the order a GPU runtime
// prints it: work-group, then wave (sub-group), then call (by source line, then the work-item's earlier calls of
// that line: twin_printf.h says when that is the GPU's order), then lane.
void recordPrintf(const char* text, size_t length, unsigned line);
// The output as one string, valid until the next call; it clears the record.
const char* takePrintfOutput(size_t* length);

}  // namespace twin::rt
