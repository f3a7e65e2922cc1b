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

// One kernel argument: a buffer (host pointer) or a scalar (its bytes, little-endian, in `bits`).
struct ArgValue {
  void* pointer = nullptr;
  uint64_t bits = 0;
};

using Thunk = void (*)(void* function, const ArgValue* args);

// `sync`: the kernel uses barrier() or sub-group operations, so each work-item runs as a fiber. Kernels
// registered without it run work-items as plain calls (fast) and fail if they reach a barrier.
bool registerKernel(const char* name, Thunk thunk, void* function, size_t arity, bool sync);

struct NDRange {
  size_t global[3] = {1, 1, 1};  // work-items per dimension (need not be a multiple of `local`)
  size_t local[3] = {1, 1, 1};   // work-group size
  unsigned dims = 1;
};

// Runs kernel `name` over `range`; sub-groups have `subGroupSize` work-items (the wave size of the
// processor the twin stands for). `threads` > 1 runs work-groups on that many host threads. Returns ""
// or what went wrong (unknown kernel, wrong argument count, barrier divergence, ...).
// Defined in twin_runtime.cpp, which is the only place that uses the standard library's heavy parts.
const char* runKernel(const char* name, const ArgValue* args, size_t argCount, const NDRange& range,
                      unsigned subGroupSize, unsigned threads = 1);
size_t kernelArity(const char* name);  // 0 when unknown
bool kernelKnown(const char* name);

// ---- what the builtins read (valid inside a running kernel) ----
struct WorkItem {
  size_t global[3], local[3], group[3];
  size_t groupSize[3];  // this group's size (smaller in a partial edge group)
  size_t linearLocal;
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

}  // namespace twin::rt
