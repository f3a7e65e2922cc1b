// Host twin runtime: work-groups over host threads, work-items of a group as ucontext fibers.
//
// Scheduling of a group: run every ready fiber until it ends or waits (barrier or sub-group exchange);
// then release a sub-group whose work-items all wait in an exchange, else the whole group if every
// work-item waits at the barrier. Anything else (a work-item ended while others wait at a barrier, a
// sub-group missing members) is divergence, which OpenCL leaves undefined: the run stops with an error.
//
// Switching: a fiber starts with makecontext/swapcontext; after that, suspend and resume are
// _setjmp/_longjmp, which do not save the signal mask (swapcontext makes two system calls per switch and
// dominated the native time of barrier-heavy kernels). AddressSanitizer builds keep swapcontext, which it
// understands. Fortified longjmp refuses to jump to another stack, hence the #undef.
#undef _FORTIFY_SOURCE
#include "twin_runtime.h"

#include <setjmp.h>
#include <ucontext.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

namespace twin::rt {

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kFastSwitch = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kFastSwitch = false;
#else
constexpr bool kFastSwitch = true;
#endif
#else
constexpr bool kFastSwitch = true;
#endif

struct Registered {
  Thunk thunk;
  void* function;
  size_t arity;
  bool sync;
};

std::map<std::string, Registered>& registry() {
  static std::map<std::string, Registered> r;
  return r;
}

constexpr size_t kFiberStack = 64 * 1024;  // kernels keep small frames; private arrays of a few KiB fit

enum class FiberState { Ready, AtBarrier, AtExchange, Done };

// The execution side of a fiber: kept by a worker across work-groups, so that in the fast mode a fiber,
// once started, runs one work-item after another without a new context.
struct FiberCore {
  ucontext_t context{};
  jmp_buf jump;
  bool started = false;
  std::unique_ptr<char[]> stack;
};

// A work-item of the current group.
struct Fiber {
  size_t index = 0;  // its FiberCore
  WorkItem item{};
  FiberState state = FiberState::Ready;
  uint64_t value = 0;
};

struct GroupRun {
  const Registered* kernel = nullptr;
  const ArgValue* args = nullptr;
  std::vector<ArgValue> ownArgs;  // the dispatch's arguments with this worker's LDS blocks for `__local` pointers
  std::vector<std::unique_ptr<uint8_t[]>> ldsBlocks;  // per `__local` pointer argument, then the dynamic block
  std::vector<size_t> ldsSizes;
  void* dynamicBlock = nullptr;
  ucontext_t scheduler{};
  jmp_buf schedulerJump;
  std::vector<Fiber> fibers;
  std::deque<FiberCore> cores;  // deque: a core never moves (its ucontext points into itself)
  std::vector<std::vector<uint64_t>> snapshots;  // per sub-group, the values of its last exchange
  std::string error;
};

thread_local const WorkItem* tlsItem = nullptr;
thread_local Fiber* tlsFiber = nullptr;
thread_local GroupRun* tlsGroup = nullptr;
DispatchInfo gDispatch;  // written before the worker threads start, read-only while they run

void fiberMain() {
  GroupRun* g = tlsGroup;
  for (;;) {
    try {
      g->kernel->thunk(g->kernel->function, g->args);
    } catch (const std::exception& e) {
      if (g->error.empty()) g->error = e.what();
    }
    tlsFiber->state = FiberState::Done;
    if (!kFastSwitch) return;  // uc_link returns to the scheduler
    // Park; the scheduler resumes here with the next work-item in tlsFiber.
    if (_setjmp(g->cores[tlsFiber->index].jump) == 0) _longjmp(g->schedulerJump, 1);
  }
}

void suspend(FiberState state) {
  if (!tlsFiber) throw std::runtime_error("barrier or sub-group operation in a kernel registered with TWIN_KERNELS "
                                          "(register it with TWIN_SYNC_KERNELS)");
  Fiber* f = tlsFiber;
  f->state = state;
  FiberCore& core = tlsGroup->cores[f->index];
  if (!kFastSwitch) swapcontext(&core.context, &tlsGroup->scheduler);
  else if (_setjmp(core.jump) == 0) _longjmp(tlsGroup->schedulerJump, 1);
  tlsFiber = f;
  tlsItem = &f->item;
}

size_t subGroupOf(const Fiber& f) { return f.item.linearLocal / gDispatch.subGroupSize; }

// Releases waiting fibers; false when nothing can move (divergence).
bool release(GroupRun& g) {
  const size_t sgSize = gDispatch.subGroupSize;
  const size_t groups = (g.fibers.size() + sgSize - 1) / sgSize;
  bool released = false;
  for (size_t s = 0; s < groups; ++s) {
    const size_t begin = s * sgSize, end = std::min(g.fibers.size(), begin + sgSize);
    bool all = true;
    for (size_t i = begin; i < end; ++i) all = all && g.fibers[i].state == FiberState::AtExchange;
    if (!all) continue;
    g.snapshots[s].assign(sgSize, 0);
    for (size_t i = begin; i < end; ++i) {
      g.snapshots[s][i - begin] = g.fibers[i].value;
      g.fibers[i].state = FiberState::Ready;
    }
    released = true;
  }
  if (released) return true;
  bool allAtBarrier = true;
  for (const Fiber& f : g.fibers) allAtBarrier = allAtBarrier && f.state == FiberState::AtBarrier;
  if (!allAtBarrier) return false;
  for (Fiber& f : g.fibers) f.state = FiberState::Ready;
  return true;
}

// Runs `f` until it suspends or ends.
void enter(GroupRun& g, FiberCore& core) {
  if (core.started) _longjmp(core.jump, 1);
  core.started = true;
  swapcontext(&g.scheduler, &core.context);  // first entry; the fiber comes back by _longjmp
}

void resume(GroupRun& g, Fiber& f) {
  if (!kFastSwitch) {
    swapcontext(&g.scheduler, &g.cores[f.index].context);
    return;
  }
  if (_setjmp(g.schedulerJump) == 0) enter(g, g.cores[f.index]);  // returns here when the fiber suspends or ends
}

std::string runGroupFibers(GroupRun& g) {
  tlsGroup = &g;
  const size_t sgSize = gDispatch.subGroupSize;
  g.snapshots.assign((g.fibers.size() + sgSize - 1) / sgSize, {});
  while (g.cores.size() < g.fibers.size()) {
    g.cores.emplace_back();
    g.cores.back().stack = std::make_unique_for_overwrite<char[]>(kFiberStack);
  }
  for (size_t i = 0; i < g.fibers.size(); ++i) {
    FiberCore& core = g.cores[i];
    if (kFastSwitch && core.started) continue;  // parked in fiberMain's loop, ready for the next work-item
    getcontext(&core.context);
    core.context.uc_stack.ss_sp = core.stack.get();
    core.context.uc_stack.ss_size = kFiberStack;
    core.context.uc_link = &g.scheduler;
    makecontext(&core.context, fiberMain, 0);
  }
  for (;;) {
    for (Fiber& f : g.fibers) {
      if (f.state != FiberState::Ready) continue;
      tlsFiber = &f;
      tlsItem = &f.item;
      resume(g, f);
      if (!g.error.empty()) return g.error;
    }
    bool done = std::all_of(g.fibers.begin(), g.fibers.end(), [](const Fiber& f) { return f.state == FiberState::Done; });
    if (done) return "";
    if (!release(g)) return "divergent barrier or sub-group operation: some work-items of the group never reach it";
  }
}

std::string runGroupPlain(GroupRun& g) {
  tlsFiber = nullptr;
  tlsGroup = &g;
  for (Fiber& f : g.fibers) {
    tlsItem = &f.item;
    try {
      g.kernel->thunk(g.kernel->function, g.args);
    } catch (const std::exception& e) {
      return e.what();
    }
  }
  return "";
}

// The work-items of group `linear`, in linear local order.
void fillGroup(GroupRun& g, size_t linear) {
  const NDRange& r = gDispatch.range;
  size_t grp[3] = {linear % gDispatch.groups[0], linear / gDispatch.groups[0] % gDispatch.groups[1],
                   linear / gDispatch.groups[0] / gDispatch.groups[1]};
  size_t size[3];
  for (int d = 0; d < 3; ++d) size[d] = std::min(r.local[d], r.global[d] - grp[d] * r.local[d]);
  g.fibers.assign(size[0] * size[1] * size[2], Fiber{});
  size_t n = 0;
  for (size_t z = 0; z < size[2]; ++z)
    for (size_t y = 0; y < size[1]; ++y)
      for (size_t x = 0; x < size[0]; ++x, ++n) {
        g.fibers[n].index = n;
        WorkItem& w = g.fibers[n].item;
        const size_t l[3] = {x, y, z};
        for (int d = 0; d < 3; ++d) {
          w.local[d] = l[d];
          w.group[d] = grp[d];
          w.groupSize[d] = size[d];
          w.global[d] = grp[d] * r.local[d] + l[d];
        }
        w.linearLocal = n;
        w.linearGroup = linear;
        w.printfCalls = 0;
      }
  for (size_t b = 0; b < g.ldsBlocks.size(); ++b) std::memset(g.ldsBlocks[b].get(), 0, g.ldsSizes[b]);
}

// Gives the worker's group run its own copy of the arguments, each `__local` pointer argument pointing at a block
// of the worker's (one group runs at a time on a worker), and the block of HIP's dynamic shared memory.
void bindLds(GroupRun& g, const ArgValue* args, size_t count, size_t dynamicBytes) {
  g.ownArgs.assign(args, args + count);
  auto block = [&g](size_t bytes) {
    g.ldsBlocks.push_back(std::make_unique<uint8_t[]>(bytes));
    g.ldsSizes.push_back(bytes);
    return static_cast<void*>(g.ldsBlocks.back().get());
  };
  for (ArgValue& a : g.ownArgs)
    if (a.localBytes) a.pointer = block(a.localBytes);
  if (dynamicBytes) g.dynamicBlock = block(dynamicBytes);
  g.args = g.ownArgs.data();
}

struct PrintfRecord {
  size_t group, wave, lane, call, line, occurrence;
  std::string text;
};
std::mutex gPrintfLock;
std::vector<PrintfRecord> gPrintf;
std::string gPrintfTaken;

thread_local std::string tlsResult;

}  // namespace

bool registerKernel(const char* name, Thunk thunk, void* function, size_t arity, bool sync) {
  return registry().emplace(name, Registered{thunk, function, arity, sync}).second;
}

size_t kernelArity(const char* name) {
  auto it = registry().find(name);
  return it == registry().end() ? 0 : it->second.arity;
}

bool kernelKnown(const char* name) { return registry().count(name) != 0; }

bool kernelRunsAsFibers(const char* name) {
  auto it = registry().find(name);
  return it != registry().end() && it->second.sync;
}

const char* runKernel(const char* name, const ArgValue* args, size_t argCount, const NDRange& range,
                      unsigned subGroupSize, unsigned threads) {
  tlsResult.clear();
  auto it = registry().find(name);
  if (it == registry().end()) return (tlsResult = std::string("no host twin for kernel ") + name).c_str();
  const Registered& k = it->second;
  if (argCount != k.arity)
    return (tlsResult = std::string(name) + " takes " + std::to_string(k.arity) + " arguments, got " +
                        std::to_string(argCount)).c_str();
  if (subGroupSize == 0) return (tlsResult = "sub-group size 0").c_str();
  gDispatch.range = range;
  gDispatch.subGroupSize = subGroupSize;
  size_t total = 1;
  for (int d = 0; d < 3; ++d) {
    if (range.local[d] == 0) return (tlsResult = "work-group size 0").c_str();
    gDispatch.groups[d] = (range.global[d] + range.local[d] - 1) / range.local[d];
    total *= gDispatch.groups[d];
  }
  std::atomic<size_t> next{0};
  std::mutex errorLock;
  std::string firstError;
  size_t firstErrorGroup = SIZE_MAX;
  auto worker = [&] {
    GroupRun g;
    g.kernel = &k;
    bindLds(g, args, argCount, range.dynamicLds);
    for (size_t linear; (linear = next.fetch_add(1)) < total;) {
      fillGroup(g, linear);
      std::string e = k.sync ? runGroupFibers(g) : runGroupPlain(g);
      if (e.empty()) continue;
      std::lock_guard<std::mutex> lock(errorLock);
      if (linear < firstErrorGroup) {  // the lowest group's error, whatever the thread count
        firstErrorGroup = linear;
        firstError = "work-group " + std::to_string(linear) + ": " + e;
      }
      next = total;
    }
    tlsItem = nullptr;
    tlsFiber = nullptr;
    tlsGroup = nullptr;
  };
  const unsigned n = std::max(1u, std::min<unsigned>(threads, unsigned(std::min<size_t>(total, 256))));
  if (n == 1) {
    worker();
  } else {
    std::vector<std::thread> pool;
    for (unsigned i = 0; i < n; ++i) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
  }
  tlsResult = firstError;
  return tlsResult.c_str();
}

const WorkItem& current() {
  if (!tlsItem) throw std::runtime_error("work-item builtin called outside a running kernel");
  return *tlsItem;
}

const DispatchInfo& dispatch() { return gDispatch; }

void barrier() { suspend(FiberState::AtBarrier); }

const uint64_t* subGroupExchange(uint64_t value) {
  if (tlsFiber) tlsFiber->value = value;
  suspend(FiberState::AtExchange);
  return tlsGroup->snapshots[subGroupOf(*tlsFiber)].data();
}

void* dynamicLds() {
  if (!tlsGroup || !tlsGroup->dynamicBlock) fail("dynamic shared memory used, but the dispatch gives none");
  return tlsGroup->dynamicBlock;
}

void fail(const char* message) { throw std::runtime_error(message); }

void recordPrintf(const char* text, size_t length, unsigned line) {
  WorkItem& w = const_cast<WorkItem&>(current());  // the fiber's own item: current() hands it out read-only
  const size_t sg = gDispatch.subGroupSize;
  std::lock_guard<std::mutex> hold(gPrintfLock);
  gPrintf.push_back({w.linearGroup, w.linearLocal / sg, w.linearLocal % sg, w.printfCalls++, line, 0,
                     std::string(text, length)});
}

const char* takePrintfOutput(size_t* length) {
  std::lock_guard<std::mutex> hold(gPrintfLock);
  // Each work-item's calls in its order, to count how often it made each line's call before.
  std::sort(gPrintf.begin(), gPrintf.end(), [](const PrintfRecord& a, const PrintfRecord& b) {
    return std::tie(a.group, a.wave, a.lane, a.call) < std::tie(b.group, b.wave, b.lane, b.call);
  });
  std::map<size_t, size_t> seen;
  for (size_t i = 0; i < gPrintf.size(); ++i) {
    PrintfRecord& r = gPrintf[i];
    if (i == 0 || std::tie(r.group, r.wave, r.lane) != std::tie(gPrintf[i - 1].group, gPrintf[i - 1].wave,
                                                                 gPrintf[i - 1].lane))
      seen.clear();
    r.occurrence = seen[r.line]++;
  }
  std::sort(gPrintf.begin(), gPrintf.end(), [](const PrintfRecord& a, const PrintfRecord& b) {
    return std::tie(a.group, a.wave, a.line, a.occurrence, a.lane) <
           std::tie(b.group, b.wave, b.line, b.occurrence, b.lane);
  });
  gPrintfTaken.clear();
  for (const PrintfRecord& r : gPrintf) gPrintfTaken += r.text;
  gPrintf.clear();
  *length = gPrintfTaken.size();
  return gPrintfTaken.c_str();
}

unsigned subGroupSizeOfCaller() {
  const WorkItem& w = current();
  const size_t items = w.groupSize[0] * w.groupSize[1] * w.groupSize[2];
  const size_t first = w.linearLocal / gDispatch.subGroupSize * gDispatch.subGroupSize;
  return unsigned(std::min<size_t>(gDispatch.subGroupSize, items - first));
}

}  // namespace twin::rt
