// The instruction trace inside a launch: the filter, and the events of a workgroup kept until they are
// delivered in workgroup order (so that a launch that runs workgroups on several host threads delivers
// the same trace as one that runs them one after another). Internal to src/emu; API: gcnkit/inspect.h.
#pragma once
#include <cstdint>
#include <vector>

#include "gcnkit/inspect.h"

namespace gcnkit::emu {

class Tracer {
 public:
  explicit Tracer(const TraceOptions& o) : o_(o) {}
  // The filters that depend on where an instruction runs (skip/count are applied at delivery).
  bool wants(uint32_t workgroup, uint32_t wave, uint64_t offset) const {
    const TraceFilter& f = o_.filter;
    return (!f.workgroup || *f.workgroup == workgroup) && (!f.wave || *f.wave == wave) && offset >= f.pcBegin &&
           offset < f.pcEnd && !done();
  }
  bool done() const { return delivered_ >= o_.filter.count; }
  uint64_t laneMask() const { return o_.filter.lane ? (*o_.filter.lane < 64 ? 1ull << *o_.filter.lane : 0) : ~0ull; }
  // Delivers `events` (one workgroup's, in its order), applying skip and count; clears them.
  void deliver(std::vector<TraceEvent>& events);

 private:
  const TraceOptions& o_;
  uint64_t passed_ = 0;     // events that passed the filters so far (for skip)
  uint64_t delivered_ = 0;  // events given to the callback
};

}  // namespace gcnkit::emu
