// The public API (include/gcnkit/emulator.h) over the emulator core.
#include <charconv>
#include <cstdio>

#include <fmt/format.h>

#include "emu/launch.h"
#include "isa/target.h"
#include "isa/wave_size.h"

namespace gcnkit::emu {

std::optional<CheckMode> parseCheckMode(std::string_view t) {
  if (t == "off") return CheckMode::Off;
  if (t == "report") return CheckMode::Report;
  if (t == "error") return CheckMode::Error;
  return std::nullopt;
}

std::optional<EmulatorOptions::Engine> parseEngine(std::string_view t) {
  using E = EmulatorOptions::Engine;
  if (t == "auto") return E::Auto;
  if (t == "interp") return E::Interpreter;
  if (t == "compiled") return E::Compiled;
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
    case CheckKind::WmmaOperands: return "wmma-operands";
  }
  return "check";
}

std::string Report::text() const {
  char head[96];
  std::snprintf(head, sizeof head, "pc 0x%llx wg %u wave %u: ", static_cast<unsigned long long>(listingPc), workgroup,
                wave);
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
  return waveLanes(impl_->st.target);
}

uint64_t Machine::allocate(uint64_t size, uint64_t alignment) { return impl_->st.memory.allocate(size, alignment); }
bool Machine::nameAllocation(uint64_t base, std::string_view name) {
  return impl_->st.memory.setLabel(base, std::string(name));
}
bool Machine::map(uint64_t address, uint64_t size) { return impl_->st.memory.map(address, size); }
bool Machine::mapHost(void* host, uint64_t size) { return impl_->st.memory.mapHost(host, size); }
bool Machine::mapped(uint64_t address, uint64_t size) const { return impl_->st.memory.mapped(address, size); }
bool Machine::release(uint64_t address) {
  MachineState& st = impl_->st;
  if (address == st.codeAlloc && address) st.codeAlloc = 0;
  if (auto n = st.memory.nearest(address); n && n->base == address)  // the code decoded from it goes with it
    for (auto it = st.code.lower_bound(address); it != st.code.end() && it->first < address + n->size;)
      it = st.code.erase(it);
  return st.memory.release(address);
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

bool Machine::loadCode(std::span<const uint8_t> bytes, std::string* error, uint64_t listingBase) {
  MachineState& st = impl_->st;
  if (bytes.empty() || bytes.size() % 4) {
    if (error) *error = "code size " + std::to_string(bytes.size()) + " is not a positive multiple of 4 bytes";
    return false;
  }
  if (st.codeAlloc) release(st.codeAlloc);
  st.codeAlloc = st.memory.allocate(bytes.size(), 256);
  if (!st.codeAlloc || !st.memory.write(st.codeAlloc, bytes.data(), bytes.size())) {
    if (error) *error = "cannot allocate guest memory for the code";
    st.codeAlloc = 0;
    return false;
  }
  Program& p = st.code[st.codeAlloc] = buildProgram(bytes, st.target, st.codeAlloc);
  p.features = st.features;
  p.listingBase = listingBase;
  return true;
}

bool Machine::addCode(uint64_t address, uint64_t size, std::string* error, uint64_t listingBase) {
  MachineState& st = impl_->st;
  const uint8_t* bytes = size && size % 4 == 0 && !(address & 3) ? st.memory.span(address, size) : nullptr;
  if (!bytes) {
    if (error)
      *error = "code at " + hex(address) + " (" + std::to_string(size) +
               " bytes) is not a dword-aligned multiple of 4 bytes inside one allocation";
    return false;
  }
  Program& p = st.code[address] = buildProgram({bytes, size_t(size)}, st.target, address);
  p.features = st.features;
  p.listingBase = listingBase;
  return true;
}

uint64_t Machine::codeAddress() const { return impl_->st.codeAlloc; }
uint64_t Machine::listingBase() const { return impl_->st.region(impl_->st.codeAlloc).listingBase; }

const Program& MachineState::region(uint64_t address) const {
  static const Program none;
  auto it = code.find(address);
  return it == code.end() ? none : it->second;
}

LaunchResult Machine::launch(const LaunchConfig& config) {
  // Options may have changed since the code was decoded.
  if (auto it = impl_->st.code.find(config.code ? config.code : impl_->st.codeAlloc); it != impl_->st.code.end())
    it->second.print = impl_->st.options.instructionText;
  Launch l(impl_->st, config);
  return l.run();
}

}  // namespace gcnkit::emu
