#include "runtime/device.h"

#include <cxxabi.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include <fmt/format.h>

#include "gcnkit/toolchain.h"
#include "isa/target.h"
#include "runtime/compressed_bundle.h"
#include "runtime/offload_bundle.h"

namespace gcnkit::runtime {

namespace {

constexpr const char* kDefaultProcessor = "gfx900";
constexpr uint64_t kHostMappedAlignment = 4096;

void say(const std::string& line) {
  std::fflush(stdout);  // what the program printed so far comes first
  std::fprintf(stderr, "gcnkit: %s\n", line.c_str());
}

bool runnable(std::string_view processor) {
  return findProcessor(processor) != nullptr;
}

}  // namespace

std::string demangle(std::string_view symbol) {
  std::string s(symbol);
  int status = 0;
  char* out = abi::__cxa_demangle(s.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !out) return s;
  std::string r(out);
  std::free(out);
  return r;
}

void Device::FreeBytes::operator()(uint8_t* p) const { std::free(p); }

Device& Device::instance() {
  static Device* device = new Device;  // never destroyed: programs call the runtime from their own destructors
  return *device;
}

Device::Device() {
  std::string error;
  settings_ = settingsFromEnvironment(&error);
  if (!error.empty()) say(error);
}

void Device::registerCode(std::span<const uint8_t> bundle) {
  std::lock_guard lock(mutex_);
  if (isCompressedBundle(bundle)) {  // kept decompressed: the processor is chosen from its entries
    std::string error;
    auto plain = decompressBundle(bundle, &error);
    if (!plain) return say(error);
    decompressed_.push_back(std::make_unique<std::vector<uint8_t>>(std::move(*plain)));
    bundle = *decompressed_.back();
  }
  code_.push_back(bundle);
}

std::string Device::chooseTarget() {
  if (!settings_.processor.empty()) return settings_.processor;
  for (auto bundle : code_)
    for (const std::string& t : bundleTargets(bundle))
      if (auto id = parseTargetId(t); id && runnable(id->processor)) return t;
  return kDefaultProcessor;
}

// GFX10 and later run wave32 or wave64 code; the machine runs what the program's first kernel asks for.
std::string Device::waveSizeFor(const std::string& target) {
  for (auto bundle : code_) {
    auto object = selectCodeObject(bundle, target, nullptr);
    if (!object) continue;
    std::vector<std::string> kernels = emu::codeObjectKernels(*object, nullptr);
    if (kernels.empty()) continue;
    if (auto k = emu::Kernel::load(*object, kernels.front(), nullptr)) return k->waveSizeFeature();
  }
  return "";
}

std::string Device::processor() const {
  auto id = parseTargetId(target_);
  return id ? id->processor : target_;
}

emu::Machine* Device::machine() {
  std::lock_guard lock(mutex_);
  if (machine_ || tried_) return machine_.get();
  tried_ = true;
  std::string target = chooseTarget();
  auto id = parseTargetId(target);
  if (!id) {
    error_ = fmt::format("{}={}: not a target id (gfx900, gfx1030, gfx90a:xnack+)", kEnvProcessor, target);
    say(error_);
    return nullptr;
  }
  std::string mattr = id->features, wave = waveSizeFor(target);
  if (!wave.empty()) mattr += (mattr.empty() ? "" : ",") + wave;
  emu::EmulatorOptions options;
  options.checks = settings_.checks;
  options.threads = settings_.threads;
  options.instructionText = toolchain::disassembleInstruction;  // reports in LLVM's syntax
  std::string error;
  machine_ = emu::Machine::create(id->processor, mattr, &error, options);
  if (!machine_) {
    error_ = fmt::format("cannot emulate {}: {}", target, error);
    say(error_);
    return nullptr;
  }
  target_ = target;
  return machine_.get();
}

uint64_t Device::totalMemory() const {
  return settings_.deviceMemory ? settings_.deviceMemory : kDefaultDeviceMemory;
}

uint64_t Device::allocate(uint64_t size, unsigned flags) {
  std::lock_guard lock(mutex_);
  emu::Machine* m = machine();
  if (!m) return 0;
  if (size == 0) size = 1;
  if (size > totalMemory() - used_) return 0;
  uint64_t base = m->allocate(size, 256);
  if (!base) return 0;
  m->nameAllocation(base, fmt::format("device memory of {} bytes", size));
  allocations_[base] = {base, size, MemoryKind::Device, flags};
  used_ += size;
  return base;
}

void* Device::allocateHostMapped(uint64_t size, unsigned flags) {
  std::lock_guard lock(mutex_);
  emu::Machine* m = machine();
  if (!m) return nullptr;
  if (size == 0) size = 1;
  if (size > totalMemory() - used_) return nullptr;
  const uint64_t rounded = (size + kHostMappedAlignment - 1) & ~(kHostMappedAlignment - 1);
  std::unique_ptr<uint8_t, FreeBytes> bytes(static_cast<uint8_t*>(std::aligned_alloc(kHostMappedAlignment, rounded)));
  if (!bytes) return nullptr;
  std::memset(bytes.get(), 0, rounded);
  if (!m->mapHost(bytes.get(), size)) return nullptr;  // the host range overlaps guest memory: refuse
  const uint64_t base = reinterpret_cast<uint64_t>(bytes.get());
  m->nameAllocation(base, fmt::format("host-mapped memory of {} bytes", size));
  allocations_[base] = {base, size, MemoryKind::HostMapped, flags};
  used_ += size;
  void* out = bytes.get();
  hostMapped_[base] = std::move(bytes);
  return out;
}

bool Device::registerHost(void* host, uint64_t size, unsigned flags) {
  std::lock_guard lock(mutex_);
  emu::Machine* m = machine();
  if (!m || !host || !size || !m->mapHost(host, size)) return false;
  const uint64_t base = reinterpret_cast<uint64_t>(host);
  m->nameAllocation(base, fmt::format("registered host memory of {} bytes", size));
  allocations_[base] = {base, size, MemoryKind::HostRegistered, flags};
  return true;
}

bool Device::free(uint64_t base) {
  std::lock_guard lock(mutex_);
  auto it = allocations_.find(base);
  if (it == allocations_.end() || !machine_) return false;
  machine_->release(base);
  if (it->second.kind != MemoryKind::HostRegistered) used_ -= it->second.size;
  allocations_.erase(it);
  hostMapped_.erase(base);
  return true;
}

std::optional<Allocation> Device::find(uint64_t address, uint64_t size) const {
  std::lock_guard lock(mutex_);
  auto it = allocations_.upper_bound(address);
  if (it == allocations_.begin()) return std::nullopt;
  --it;
  const Allocation& a = it->second;
  if (address - a.base > a.size || size > a.size - (address - a.base)) return std::nullopt;
  return a;
}

bool Device::isDeviceMemory(uint64_t address, uint64_t size) const {
  std::lock_guard lock(mutex_);
  return find(address, size ? size : 1) || (machine_ && machine_->mapped(address, size ? size : 1));
}

bool Device::toDevice(uint64_t dst, const void* src, uint64_t size) {
  if (!size) return true;
  return machine_ && machine_->write(dst, {static_cast<const uint8_t*>(src), size_t(size)});
}

bool Device::fromDevice(void* dst, uint64_t src, uint64_t size) {
  if (!size) return true;
  return machine_ && machine_->read(src, {static_cast<uint8_t*>(dst), size_t(size)});
}

bool Device::deviceToDevice(uint64_t dst, uint64_t src, uint64_t size) {
  if (!size) return true;
  std::vector<uint8_t> bytes(size);
  return fromDevice(bytes.data(), src, size) && toDevice(dst, bytes.data(), size);
}

bool Device::fill(uint64_t dst, uint8_t value, uint64_t size) {
  if (!size) return true;
  std::vector<uint8_t> bytes(size, value);
  return toDevice(dst, bytes.data(), size);
}

void Device::reset() {
  std::lock_guard lock(mutex_);
  std::vector<uint64_t> bases;
  for (auto& [base, a] : allocations_) bases.push_back(base);
  for (uint64_t b : bases) free(b);
}

LaunchStatus Device::launch(emu::Module& module, std::string_view kernel, std::string_view displayName,
                            const emu::KernelDispatch& d) {
  std::lock_guard lock(mutex_);
  const uint64_t number = ++launches_;
  emu::LaunchResult r = module.launch(kernel, d);
  if (!r.output.empty()) std::fwrite(r.output.data(), 1, r.output.size(), stdout);
  if (!r.errorOutput.empty()) {
    std::fflush(stdout);
    std::fwrite(r.errorOutput.data(), 1, r.errorOutput.size(), stderr);
  }
  const std::string where = fmt::format("kernel '{}' (launch {})", displayName, number);
  for (const emu::Report& report : r.reports) say(fmt::format("{}: {}", where, report.text()));
  if (r.ok()) return LaunchStatus::Ok;
  ++failed_;
  say(fmt::format("{} failed: {}", where, r.fault.message));
  if (!settings_.statusFile.empty()) {
    std::ofstream status(settings_.statusFile, std::ios::trunc);
    status << failed_ << "\n";
  }
  switch (r.fault.kind) {
    case emu::FaultKind::InvalidDispatch: return LaunchStatus::BadConfiguration;
    case emu::FaultKind::NoCode: return LaunchStatus::NoKernel;
    default: return LaunchStatus::Failed;
  }
}

}  // namespace gcnkit::runtime
