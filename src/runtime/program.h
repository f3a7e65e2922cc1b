// A program's device code as a runtime holds it: the bundle (or code object) it registered or loaded, the code
// object chosen for the device's processor, loaded into the device's machine once, on first use, and kept (its
// variables persist from launch to launch), and the marshalling of a launch's arguments by the kernel's metadata.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gcnkit/dispatch.h"
#include "gcnkit/module.h"

namespace gcnkit::runtime {

class Program {
 public:
  // `code` stays the caller's (a fat binary in the program's image) unless `owned` holds it.
  explicit Program(std::span<const uint8_t> code, std::vector<uint8_t> owned = {});
  ~Program();

  // The loaded module; null and `error` when the program has no code for the device or it does not load (said
  // once on stderr the first time).
  emu::Module* module(std::string* error = nullptr);
  std::span<const uint8_t> code() const { return code_; }

 private:
  std::vector<uint8_t> owned_;
  std::span<const uint8_t> code_;
  std::unique_ptr<emu::Module> module_;
  bool tried_ = false;
  std::string error_;
};

// The largest work-group the kernel was compiled for: its .max_flat_workgroup_size, else the HSA limit.
inline uint32_t largestWorkgroup(const emu::KernelInfo& k) {
  return k.maxFlatWorkgroupSize ? k.maxFlatWorkgroupSize : uint32_t(emu::kMaxWorkgroupSize);
}

// The explicit arguments of a kernel (the metadata's arguments that are not hidden_*), in order.
std::vector<emu::KernelArgInfo> explicitArguments(const emu::KernelInfo& k);

// The kernarg bytes of a launch whose explicit arguments are `args[i]` (pointers to each argument's value, as
// hipLaunchKernel and hipModuleLaunchKernel receive them), placed and sized by the kernel's metadata. nullopt and
// `error` when the kernel has no metadata to size them by.
std::optional<std::vector<uint8_t>> packArguments(const emu::KernelInfo& k, void** args, std::string* error);

}  // namespace gcnkit::runtime
