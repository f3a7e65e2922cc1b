// The public API (include/gcnkit/emulator.h) over the emulator core.
#include <charconv>
#include <cstdio>

#include "emu/core.h"
#include "isa/target.h"

namespace gcnkit::emu {

std::optional<CheckMode> parseCheckMode(std::string_view t) {
  if (t == "off") return CheckMode::Off;
  if (t == "report") return CheckMode::Report;
  if (t == "error") return CheckMode::Error;
  return std::nullopt;
}

std::optional<ReturnOrderSpec> parseReturnOrder(std::string_view t) {
  if (t == "in-order") return ReturnOrderSpec{ReturnOrder::InOrder, 0};
  if (t == "reverse") return ReturnOrderSpec{ReturnOrder::Reverse, 0};
  if (t.starts_with("random:")) {
    t.remove_prefix(7);
    uint64_t seed = 0;
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), seed);
    if (ec != std::errc() || p != t.data() + t.size() || t.empty()) return std::nullopt;
    return ReturnOrderSpec{ReturnOrder::Random, seed};
  }
  return std::nullopt;
}

std::string_view checkName(CheckKind k) {
  switch (k) {
    case CheckKind::PendingSgpr: return "pending-sgpr";
    case CheckKind::BufferRange: return "buffer-range";
    case CheckKind::Alignment: return "smem-alignment";
    case CheckKind::InvalidateGroup: return "invalidate-group";
    case CheckKind::StaleCache: return "stale-scalar-cache";
    case CheckKind::PendingVgpr: return "pending-vgpr";
    case CheckKind::LdsRange: return "lds-range";
    case CheckKind::LdsRace: return "lds-race";
    case CheckKind::UninitializedSgpr: return "uninitialized-sgpr";
    case CheckKind::RegisterBounds: return "register-bounds";
  }
  return "check";
}

std::string Report::text() const {
  char head[96];
  std::snprintf(head, sizeof head, "pc 0x%llx (offset 0x%llx) wg %u wave %u: ", static_cast<unsigned long long>(pc),
                static_cast<unsigned long long>(offset), workgroup, wave);
  std::string s = head;
  s += instruction;
  s += ": ";
  s += checkName(kind);
  s += ": ";
  s += message;
  if (count > 1) s += " (" + std::to_string(count) + " times)";
  return s;
}

size_t LaunchResult::count(CheckKind k) const {
  size_t n = 0;
  for (const Report& r : reports) n += r.kind == k;
  return n;
}

std::string LaunchResult::text() const {
  std::string s;
  if (!ok()) s += "error: " + fault.message + "\n";
  for (const Report& r : reports) s += "warning: " + r.text() + "\n";
  return s;
}

struct Machine::Impl {
  MachineState st;
};

Machine::Machine() : impl_(std::make_unique<Impl>()) {}
Machine::~Machine() = default;

std::unique_ptr<Machine> Machine::create(std::string_view mcpu, std::string_view mattr, std::string* error,
                                         EmulatorOptions options) {
  TargetResult t = makeTarget(mcpu, mattr);
  if (!t.target) {
    if (error) *error = t.error;
    return nullptr;
  }
  std::unique_ptr<Machine> m(new Machine());
  m->impl_->st.target = *t.target;
  m->impl_->st.features = std::string(mattr);
  m->impl_->st.options = options;
  return m;
}

EmulatorOptions& Machine::options() { return impl_->st.options; }
std::string_view Machine::processor() const { return impl_->st.target.proc->name; }
uint32_t Machine::waveSize() const {
  const Target& t = impl_->st.target;
  return t.gen() >= Gen::GFX10 && t.wave32 ? 32 : 64;
}

uint64_t Machine::allocate(uint64_t size, uint64_t alignment) { return impl_->st.memory.allocate(size, alignment); }
bool Machine::nameAllocation(uint64_t base, std::string_view name) {
  return impl_->st.memory.setLabel(base, std::string(name));
}
bool Machine::map(uint64_t address, uint64_t size) { return impl_->st.memory.map(address, size); }
bool Machine::release(uint64_t address) {
  if (address == impl_->st.codeAlloc && address) {
    impl_->st.program = Program{};
    impl_->st.codeAlloc = 0;
  }
  return impl_->st.memory.release(address);
}
bool Machine::write(uint64_t address, std::span<const uint8_t> b) {
  return impl_->st.memory.write(address, b.data(), b.size());
}
bool Machine::read(uint64_t address, std::span<uint8_t> b) const {
  return impl_->st.memory.read(address, b.data(), b.size());
}
bool Machine::writeDwords(uint64_t address, std::span<const uint32_t> d) {
  return impl_->st.memory.write(address, d.data(), d.size() * 4);
}
bool Machine::readDwords(uint64_t address, std::span<uint32_t> d) const {
  return impl_->st.memory.read(address, d.data(), d.size() * 4);
}
std::optional<uint32_t> Machine::readDword(uint64_t address) const {
  uint32_t v = 0;
  if (!impl_->st.memory.read32(address, v)) return std::nullopt;
  return v;
}

bool Machine::loadCode(std::span<const uint8_t> bytes, std::string* error) {
  MachineState& st = impl_->st;
  if (bytes.empty() || bytes.size() % 4) {
    if (error) *error = "code size " + std::to_string(bytes.size()) + " is not a positive multiple of 4 bytes";
    return false;
  }
  if (st.codeAlloc) st.memory.release(st.codeAlloc);
  st.codeAlloc = st.memory.allocate(bytes.size(), 256);
  if (!st.codeAlloc || !st.memory.write(st.codeAlloc, bytes.data(), bytes.size())) {
    if (error) *error = "cannot allocate guest memory for the code";
    st.codeAlloc = 0;
    return false;
  }
  st.program = buildProgram(bytes, st.target, st.codeAlloc);
  st.program.features = st.features;
  return true;
}

uint64_t Machine::codeAddress() const { return impl_->st.codeAlloc; }

LaunchResult Machine::launch(const LaunchConfig& config) {
  impl_->st.program.print = impl_->st.options.instructionText;  // options may have changed since loadCode
  Launch l(impl_->st, config);
  return l.run();
}

}  // namespace gcnkit::emu
