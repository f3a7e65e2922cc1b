// The host side of a launch, as the ROCm runtime provides it (src/emu/README.md, "Host services"): the hostcall
// listener that services the packets waves put on the hostcall buffer's ready stack (HIP's printf messages), and
// the buffered printf records (OpenCL's, HIP's -mprintf-kind=buffered) formatted when the launch ends. What the
// kernel prints is ordered by workgroup, wave, then call order, whatever thread ran which workgroup. One session
// per launch, shared by its worker threads. Internal to src/emu.
#pragma once
#include <cstdint>
#include <map>
#include <tuple>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "emu/atomics.h"
#include "emu/memory.h"
#include "gcnkit/emulator.h"

namespace gcnkit::emu {

// The hostcall buffer as the device library reads it (the ROCm runtime's layout): header {headers, payloads,
// doorbell signal, free stack, ready stack, index mask}, `packets` headers {next, active lanes, service, control}
// and payloads of 64 lanes x 8 words, the free stack holding every packet (tagged pointers), and a doorbell
// signal whose mailbox makes the ringing wave send MSG_INTERRUPT. Returns the buffer's address, 0 when guest
// memory runs out; `allocations` receives what to release after the launch.
uint64_t createHostcallBuffer(Machine& m, uint32_t packets, std::vector<uint64_t>& allocations);
// The OpenCL/HIP printf buffer: {offset of the next record, bytes for records} then the records.
uint64_t createPrintfBuffer(Machine& m, uint32_t bytes);

// The hostcall services the device library names (the runtime's numbers).
inline constexpr uint32_t kServiceFunctionCall = 1, kServicePrintf = 2, kServiceDeviceMemory = 3;

// Who asks: a wave, and its count of host requests (its call order).
struct HostCaller {
  uint32_t workgroup = 0, wave = 0;
  uint32_t* sequence = nullptr;
};

class HostSession {
 public:
  HostSession(GuestMemory& memory, const HostServices& services);

  // Addresses whose atomics the session watches: the ready stack (who pushed which packet) and the printf
  // buffer's offset (who allocated which record).
  bool watched(uint64_t a) const { return a && (a == readyStack_ || a == printfOffset_); }
  // Puts the watched words back as they were when the session began: their atomics bypass the shared-access
  // tracking, so a run abandoned for another conflict must not leave a later run in order its allocations.
  void rewind();
  // Performs an atomic on a watched address and notes what it did; the caller holds mutex() for the whole
  // instruction (all its lanes), so that the lanes of a wave allocate in lane order whatever other host threads do.
  // Returns the old value.
  uint64_t atomic(uint8_t* p, uint64_t a, unsigned bytes, AtomicFn fn, uint64_t src, uint64_t cmp, const HostCaller& who);
  std::mutex& mutex() { return mu_; }
  // A wave sent MSG_INTERRUPT: the listener services every ready packet. A fault (kind None when done): a
  // request the emulator does not serve is Unsupported, a buffer outside guest memory a MemoryViolation.
  Fault interrupt();
  // The launch ended: the buffered printf records are formatted; every output of workgroups up to `last` (all
  // when nullopt) goes to r.output / r.errorOutput in order. Malformed records are named in r.errorOutput.
  void finish(LaunchResult& r, std::optional<uint32_t> last);

 private:
  struct Output {
    uint32_t workgroup, wave, sequence, lane;
    bool toStderr;
    std::string text;
  };
  struct Message {
    std::vector<uint64_t> words;
    bool live = false;
  };
  struct Allocation {
    uint32_t workgroup, wave, sequence;
    uint64_t begin, end;  // bytes of the record area
  };
  std::string service_(uint32_t service, uint64_t payload, uint32_t lane, const HostCaller& who);
  std::string printfMessage(uint64_t slots, uint32_t lane, const HostCaller& who);
  void formatRecords(std::vector<Output>& out, std::string& errors, std::optional<uint32_t> last);

  GuestMemory& mem_;
  const HostServices& services_;
  uint64_t readyStack_ = 0, printfOffset_ = 0;
  uint64_t readyStackAtStart_ = 0;
  uint32_t printfOffsetAtStart_ = 0;
  std::mutex mu_;
  std::map<uint64_t, HostCaller> pushedBy_;  // packet pointer -> the wave that pushed it, its sequence then
  std::map<uint64_t, uint32_t> sequenceOf_;  // packet pointer -> that sequence number
  std::vector<Message> messages_;            // by message id
  std::vector<uint64_t> freeMessages_;
  std::vector<Output> outputs_;
  std::vector<Allocation> allocations_;
};

}  // namespace gcnkit::emu
