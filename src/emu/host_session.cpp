#include "emu/host_session.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "emu/printf_format.h"

namespace gcnkit::emu {

std::string hex(uint64_t v);  // src/emu/launch.cpp

namespace {

// The hostcall buffer's header, a packet header and a payload (the device library's layout).
constexpr uint64_t kHeadersAt = 0, kPayloadsAt = 8, kDoorbellAt = 16, kFreeStackAt = 24, kReadyStackAt = 32,
                   kIndexMaskAt = 40, kBufferHeader = 64;
constexpr uint64_t kPacketHeader = 24, kPayload = 64 * 8 * 8;
constexpr uint64_t kMessageWordsMax = 1 << 20;  // a printf message longer than this is a runaway kernel

uint64_t alignUp(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

// Descriptor fields of a hostcall message word (the runtime's layout): begin, end, length of this piece, id.
uint64_t field(uint64_t d, unsigned offset, unsigned width) { return (d >> offset) & ((1ull << width) - 1); }

}  // namespace

uint64_t createHostcallBuffer(Machine& m, uint32_t packets, std::vector<uint64_t>& allocations) {
  uint64_t n = 2;
  while (n < packets && n < (1u << 16)) n <<= 1;
  const uint64_t payloads = alignUp(kBufferHeader + n * kPacketHeader, 4096);
  const uint64_t buffer = m.allocate(payloads + n * kPayload, 4096);
  // The doorbell: an amd_signal_t {kind, value, event mailbox, event id, ...} and its mailbox after it. With a
  // mailbox, the device library makes the ringing wave send MSG_INTERRUPT, which wakes the listener.
  const uint64_t signal = m.allocate(128, 64);
  if (!buffer || !signal) {
    if (buffer) m.release(buffer);
    if (signal) m.release(signal);
    return 0;
  }
  allocations.push_back(buffer);
  allocations.push_back(signal);
  m.nameAllocation(buffer, "the hostcall buffer");
  m.nameAllocation(signal, "the hostcall doorbell signal");
  auto put = [&m](uint64_t at, uint64_t v) { m.write(at, {reinterpret_cast<const uint8_t*>(&v), 8}); };
  put(signal + 0, 1);              // AMD_SIGNAL_KIND_USER
  put(signal + 8, 1);              // the listener's initial value
  put(signal + 16, signal + 64);   // event mailbox
  put(signal + 24, 1);             // event id (and the reserved dword after it)
  put(buffer + kHeadersAt, buffer + kBufferHeader);
  put(buffer + kPayloadsAt, buffer + payloads);
  put(buffer + kDoorbellAt, signal);
  put(buffer + kIndexMaskAt, n - 1);
  // The free stack holds every packet; a pointer's bits above the mask are a tag, so that packet 0 is not null.
  uint64_t next = n;
  for (uint64_t i = 1; i < n; ++i) {
    put(buffer + kBufferHeader + i * kPacketHeader, next);
    next = i;
  }
  put(buffer + kFreeStackAt, next);
  return buffer;
}

uint64_t createPrintfBuffer(Machine& m, uint32_t bytes) {
  bytes = std::max<uint32_t>(bytes, 64);
  const uint64_t b = m.allocate(bytes, 64);
  if (!b) return 0;
  const uint32_t capacity = bytes - 8;  // bytes for records; dword 0, the offset of the next, starts at 0
  m.write(b + 4, {reinterpret_cast<const uint8_t*>(&capacity), 4});
  return b;
}

HostSession::HostSession(GuestMemory& memory, const HostServices& services) : mem_(memory), services_(services) {
  if (services.hostcallBuffer) readyStack_ = services.hostcallBuffer + kReadyStackAt;
  printfOffset_ = services.printfBuffer;
  if (readyStack_) mem_.read(readyStack_, &readyStackAtStart_, 8);
  if (printfOffset_) mem_.read(printfOffset_, &printfOffsetAtStart_, 4);
}

void HostSession::rewind() {
  if (readyStack_) mem_.write(readyStack_, &readyStackAtStart_, 8);
  if (printfOffset_) mem_.write(printfOffset_, &printfOffsetAtStart_, 4);
}

uint64_t HostSession::atomic(uint8_t* p, uint64_t a, unsigned bytes, AtomicFn fn, uint64_t src, uint64_t cmp,
                             const HostCaller& who) {
  const uint64_t old = atomicUpdate(p, bytes, fn, src, cmp);
  uint64_t now = 0;
  std::memcpy(&now, p, bytes);
  if (a == readyStack_ && bytes == 8 && now != old && now) {  // a wave pushed packet `now`
    pushedBy_[now] = who;
    sequenceOf_[now] = (*who.sequence)++;
  } else if (a == printfOffset_ && bytes == 4 && uint32_t(now) > uint32_t(old)) {  // a record was allocated
    allocations_.push_back({who.workgroup, who.wave, (*who.sequence)++, uint32_t(old), uint32_t(now)});
  }
  return old;
}

Fault HostSession::interrupt() {
  auto broken = [](std::string message) {
    Fault f;
    f.kind = message.starts_with("hostcall service") ? FaultKind::Unsupported : FaultKind::MemoryViolation;
    f.message = std::move(message);
    return f;
  };
  if (!readyStack_) return {};
  std::lock_guard lock(mu_);
  const uint64_t buffer = services_.hostcallBuffer;
  uint64_t ready = 0, headers = 0, payloads = 0, mask = 0;
  if (!mem_.read64(readyStack_, ready) || !mem_.read64(buffer + kHeadersAt, headers) ||
      !mem_.read64(buffer + kPayloadsAt, payloads) || !mem_.read64(buffer + kIndexMaskAt, mask))
    return broken("the hostcall buffer at " + hex(buffer) + " is not readable");
  mem_.write64(readyStack_, 0);  // the listener takes the whole stack
  for (uint64_t iter = ready, visited = 0; iter; ++visited) {
    if (visited > mask) return broken("the hostcall ready stack does not end (a packet's next pointer loops)");
    const uint64_t header = headers + (iter & mask) * kPacketHeader;
    uint64_t next = 0, active = 0;
    uint32_t service = 0, control = 0;
    if (!mem_.read64(header, next) || !mem_.read64(header + 8, active) || !mem_.read32(header + 16, service) ||
        !mem_.read32(header + 20, control))
      return broken("hostcall packet header at " + hex(header) + " is outside guest memory");
    HostCaller who = pushedBy_.count(iter) ? pushedBy_[iter] : HostCaller{};
    uint32_t sequence = sequenceOf_.count(iter) ? sequenceOf_[iter] : 0;
    who.sequence = &sequence;
    const uint64_t payload = payloads + (iter & mask) * kPayload;
    for (uint32_t lane = 0; lane < 64; ++lane)
      if (active >> lane & 1)
        if (std::string e = service_(service, payload + lane * 64, lane, who); !e.empty()) return broken(e);
    mem_.write32(header + 20, control & ~1u);  // clears the ready flag: the wave reads its lane's answer
    pushedBy_.erase(iter);
    sequenceOf_.erase(iter);
    iter = next;
  }
  return {};
}

std::string HostSession::service_(uint32_t service, uint64_t slots, uint32_t lane, const HostCaller& who) {
  switch (service) {
    case kServicePrintf: return printfMessage(slots, lane, who);
    case kServiceFunctionCall:
      return "hostcall service 1 (call a host function): the emulator runs no host program to call";
    case kServiceDeviceMemory:
      return "hostcall service 3 (device memory for malloc/free in a kernel) is not provided by gcnkit";
    default: return "hostcall service " + std::to_string(service) + " is not one the ROCm runtime provides";
  }
}

// A piece of a printf message (the runtime's message protocol): the first starts a message (the host answers
// with its id), the last one prints it and answers with the number of characters printed.
std::string HostSession::printfMessage(uint64_t slots, uint32_t lane, const HostCaller& who) {
  uint64_t w[8];
  if (!mem_.read(slots, w, sizeof w)) return "hostcall payload at " + hex(slots) + " is outside guest memory";
  uint64_t desc = w[0];
  uint64_t id = field(desc, 8, 56);
  if (field(desc, 0, 1)) {  // begin
    if (!freeMessages_.empty()) id = freeMessages_.back(), freeMessages_.pop_back();
    else id = messages_.size(), messages_.emplace_back();
    messages_[id].live = true;
    desc = (desc & ~1ull & 0xffull) | id << 8;
  } else if (id >= messages_.size() || !messages_[id].live) {
    return "hostcall printf: lane " + std::to_string(lane) + " continues message " + std::to_string(id) +
           ", which no message begun with __ockl_printf_begin has";
  }
  Message& m = messages_[id];
  const uint64_t len = field(desc, 5, 3);
  m.words.insert(m.words.end(), w + 1, w + 1 + len);
  if (m.words.size() > kMessageWordsMax) return "hostcall printf: a message of more than 8 MiB";
  if (!field(desc, 1, 1)) return mem_.write64(slots, desc) ? std::string() : "hostcall payload is not writable";
  // The message: a control word (bit 0: standard error), the format string, the arguments.
  uint64_t answer = ~0ull;
  if (!m.words.empty() && !(m.words[0] & ~1ull)) {
    std::string text = formatWordPrintf(std::span<const uint64_t>(m.words).subspan(1));
    answer = text.size();
    outputs_.push_back({who.workgroup, who.wave, *who.sequence, lane, bool(m.words[0] & 1), std::move(text)});
  }
  m.words.clear();
  m.live = false;
  freeMessages_.push_back(id);
  return mem_.write64(slots, answer) ? std::string() : "hostcall payload is not writable";
}

void HostSession::formatRecords(std::vector<Output>& out, std::string& errors, std::optional<uint32_t> last) {
  if (!printfOffset_) return;
  std::vector<OpenClPrintfFormat> openCl;
  std::unordered_map<uint64_t, std::string> hip;
  for (const std::string& e : services_.printfFormats) {
    std::string error;
    if (services_.hipPrintfRecords) {
      if (auto f = parseHipPrintfFormat(e, error)) hip[f->hash] = f->format;
      else errors += "gcnkit: printf: " + error + "\n";
    } else if (auto f = parseOpenClPrintfFormat(e, error)) {
      openCl.push_back(std::move(*f));
    } else {
      errors += "gcnkit: printf: " + error + "\n";
    }
  }
  uint32_t capacity = 0;
  mem_.read32(printfOffset_ + 4, capacity);
  for (const Allocation& a : allocations_) {
    if (last && a.workgroup > *last) continue;
    if (a.end > capacity) continue;  // beyond the buffer: the device library refused it
    std::vector<uint8_t> region(a.end - a.begin);
    if (!mem_.read(printfOffset_ + 8 + a.begin, region.data(), region.size())) continue;
    const std::span<const uint8_t> all(region);
    // One allocation may hold several records: a wave's lanes allocated together (LLVM's atomic optimizer turns
    // the lanes' adds into one), in lane order.
    uint32_t lane = 0;
    for (uint64_t at = 0; at + 4 <= all.size(); ++lane) {
      const std::span<const uint8_t> r = all.subspan(at);
      auto bad = [&](const std::string& what) {
        errors += "gcnkit: printf: the record at offset " + std::to_string(a.begin + at) + " of the printf buffer " +
                  what + "\n";
      };
      uint32_t head = 0;
      std::memcpy(&head, r.data(), 4);
      if (!services_.hipPrintfRecords) {
        auto f = std::find_if(openCl.begin(), openCl.end(), [&](const OpenClPrintfFormat& x) { return x.id == head; });
        if (f == openCl.end()) {
          bad("names format " + std::to_string(head) + ", which amdhsa.printf does not list");
          break;
        }
        out.push_back({a.workgroup, a.wave, a.sequence, lane, false, formatOpenClPrintf(*f, r.subspan(4))});
        at += f->recordBytes();
        continue;
      }
      // HIP: a control dword (bits 31:2 the record's size, bit 1 a format given by its hash, bit 0 standard
      // error), then the format's hash or the format itself, then 64-bit arguments.
      const uint64_t size = head >> 2;
      if (size < 4 || size > r.size()) {
        bad("has size " + std::to_string(size) + ", which its allocation does not hold");
        break;
      }
      std::vector<uint64_t> words;
      if (head & 2) {
        uint64_t hash = 0;
        if (size < 12) {
          bad("is too short for a format hash");
          break;
        }
        std::memcpy(&hash, r.data() + 4, 8);
        auto it = hip.find(hash);
        if (it == hip.end()) {
          bad("names format hash " + hex(hash) + ", which amdhsa.printf does not list");
          break;
        }
        words.resize((size - 12 + 7) / 8);
        std::memcpy(words.data(), r.data() + 12, size - 12);
        out.push_back({a.workgroup, a.wave, a.sequence, lane, bool(head & 1), formatWordPrintf(it->second, words)});
      } else {
        words.resize((size - 4 + 7) / 8);
        std::memcpy(words.data(), r.data() + 4, size - 4);
        out.push_back({a.workgroup, a.wave, a.sequence, lane, bool(head & 1), formatWordPrintf(words)});
      }
      at += size;
    }
  }
}

void HostSession::finish(LaunchResult& r, std::optional<uint32_t> last) {
  std::lock_guard lock(mu_);
  std::vector<Output> all;
  std::string errors;
  for (Output& o : outputs_)
    if (!last || o.workgroup <= *last) all.push_back(std::move(o));
  formatRecords(all, errors, last);
  std::stable_sort(all.begin(), all.end(), [](const Output& a, const Output& b) {
    return std::tie(a.workgroup, a.wave, a.sequence, a.lane) < std::tie(b.workgroup, b.wave, b.sequence, b.lane);
  });
  for (const Output& o : all) (o.toStderr ? r.errorOutput : r.output) += o.text;
  r.errorOutput += errors;
}

}  // namespace gcnkit::emu
