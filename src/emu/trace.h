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
  // `listingBase`: the address listings give the code's first byte. A pc: range that starts below it cannot be
  // addresses of the code: it is taken as offsets into it (moved up by the base).
  Tracer(const TraceOptions& o, uint64_t listingBase) : o_(o), pcBegin_(o.filter.pcBegin), pcEnd_(o.filter.pcEnd) {
    if (pcBegin_ < listingBase && pcEnd_ <= listingBase) pcBegin_ += listingBase, pcEnd_ += listingBase;
  }
  // The filters that depend on where an instruction runs (skip/count are applied at delivery).
  bool wants(uint32_t workgroup, uint32_t wave, uint64_t listingPc) const {
    const TraceFilter& f = o_.filter;
    return (!f.workgroup || *f.workgroup == workgroup) && (!f.wave || *f.wave == wave) && listingPc >= pcBegin_ &&
           listingPc < pcEnd_ && !done();
  }
  bool done() const { return delivered_ >= o_.filter.count; }
  uint64_t laneMask() const { return o_.filter.lane ? (*o_.filter.lane < 64 ? 1ull << *o_.filter.lane : 0) : ~0ull; }
  // Delivers `events` (one workgroup's, in its order), applying skip and count; clears them.
  void deliver(std::vector<TraceEvent>& events);

 private:
  const TraceOptions& o_;
  uint64_t pcBegin_, pcEnd_;  // the pc: range as listing addresses
  uint64_t passed_ = 0;     // events that passed the filters so far (for skip)
  uint64_t delivered_ = 0;  // events given to the callback
};

}  // namespace gcnkit::emu
