// The one emulated device a program's runtime calls reach (HIP's device 0, OpenCL's one GPU device): the emulator's
// Machine for the chosen processor, the program's memory on it, and launches whose check reports, faults and
// printf output go where a program's user looks (stdout for what kernels print, stderr for gcnkit's reports).
//
// Device memory is the machine's guest memory: a device pointer is a guest address (the program never dereferences
// one). Host-mapped memory (hipHostMalloc, hipMallocManaged) is host memory the machine maps at its own address,
// so host and kernels share one pointer.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gcnkit/dispatch.h"
#include "gcnkit/emulator.h"
#include "gcnkit/module.h"
#include "runtime/settings.h"

namespace gcnkit::runtime {

// The device's clock as the emulator defines it: s_memtime (HIP's clock64()) counts the instructions its
// work-group has executed, s_memrealtime (wall_clock64()) one tick per 16 of them. Stating the clock at 100 MHz
// makes emulated time what it is on a device that runs a work-group's instructions at that rate: a kernel that
// spins N ms of clock64() at clockRate executes N * 100,000 instructions, not the billions a real clock would ask.
inline constexpr int kClockRateKHz = 100'000;
inline constexpr int kWallClockRateKHz = kClockRateKHz / 16;
// The device's memory unless GCNKIT_DEVICE_MEMORY says otherwise: what hipMalloc can hand out (host memory
// backs it, allocated as it is used).
inline constexpr uint64_t kDefaultDeviceMemory = 4ull << 30;

enum class MemoryKind : uint8_t { Device, HostMapped, HostRegistered };

struct Allocation {
  uint64_t base = 0, size = 0;
  MemoryKind kind = MemoryKind::Device;
  unsigned flags = 0;  // the API's flags, as given
};

// How a launch went, for the API's error code.
enum class LaunchStatus : uint8_t { Ok, Failed, BadConfiguration, NoKernel };

class Device {
 public:
  // The process's device, created on first use.
  static Device& instance();

  // Device code a program registered (a fat binary's bundle, before main runs): the first bundle decides the
  // processor when GCNKIT_MCPU does not.
  void registerCode(std::span<const uint8_t> bundle);

  // The machine, created on first use; null when it cannot be (an unknown GCNKIT_MCPU), with the reason printed
  // once on stderr and kept in error().
  emu::Machine* machine();
  const std::string& error() const { return error_; }
  const Settings& settings() const { return settings_; }
  // The target id code objects are chosen by ("gfx1030", "gfx90a:xnack+"); valid once machine() succeeded.
  const std::string& target() const { return target_; }
  std::string processor() const;  // "gfx1030"

  // ---- memory
  // Device memory of `size` bytes (a zero-size request gets one byte, as a distinct pointer); 0 when the device's
  // memory is used up.
  uint64_t allocate(uint64_t size, unsigned flags = 0);
  // Host memory mapped into the device at its own address; null when out of memory.
  void* allocateHostMapped(uint64_t size, unsigned flags = 0);
  // Host memory the program owns, mapped at its own address until unregistered (hipHostRegister); false when it
  // overlaps device memory.
  bool registerHost(void* host, uint64_t size, unsigned flags = 0);
  // Frees an allocation by its base (a registered range is unmapped, its bytes stay the program's); false when
  // `base` is not one.
  bool free(uint64_t base);
  // The allocation holding [address, address + size); nullopt when there is none.
  std::optional<Allocation> find(uint64_t address, uint64_t size = 1) const;
  // Whether [address, address + size) is device memory: an allocation, or a loaded module's variables.
  bool isDeviceMemory(uint64_t address, uint64_t size) const;
  uint64_t totalMemory() const;
  uint64_t usedMemory() const { return used_; }
  // Copies between host and device memory; false when a device range is not inside one allocation.
  bool toDevice(uint64_t dst, const void* src, uint64_t size);
  bool fromDevice(void* dst, uint64_t src, uint64_t size);
  bool deviceToDevice(uint64_t dst, uint64_t src, uint64_t size);
  bool fill(uint64_t dst, uint8_t value, uint64_t size);
  // Frees everything (hipDeviceReset); code modules loaded in the machine stay.
  void reset();

  // ---- launches
  // Launches `kernel` of `module` and reports: what the kernel printed on stdout and stderr, check reports and a
  // fault on stderr naming the kernel (`displayName`, e.g. demangled) and the launch's number.
  LaunchStatus launch(emu::Module& module, std::string_view kernel, std::string_view displayName,
                      const emu::KernelDispatch& d);
  uint64_t launches() const { return launches_; }
  uint64_t failedLaunches() const { return failed_; }

  // The lock every API call holds (programs call runtimes from several threads).
  std::recursive_mutex& mutex() { return mutex_; }

 private:
  Device();
  std::string chooseTarget();
  std::string waveSizeFor(const std::string& target);

  Settings settings_;
  std::vector<std::span<const uint8_t>> code_;
  std::vector<std::unique_ptr<std::vector<uint8_t>>> decompressed_;  // compressed bundles' contents, kept
  std::unique_ptr<emu::Machine> machine_;
  bool tried_ = false;
  std::string error_, target_;
  std::map<uint64_t, Allocation> allocations_;
  struct FreeBytes {
    void operator()(uint8_t* p) const;  // std::free: the bytes are aligned_alloc's
  };
  std::map<uint64_t, std::unique_ptr<uint8_t, FreeBytes>> hostMapped_;
  uint64_t used_ = 0, launches_ = 0, failed_ = 0;
  mutable std::recursive_mutex mutex_;
};

// A kernel's symbol name as a person reads it ("vecadd(float*, float const*, int)"), the name itself when it is
// not a mangled C++ name.
std::string demangle(std::string_view symbol);

}  // namespace gcnkit::runtime
