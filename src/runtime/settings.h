// What a program run on gcnkit's runtimes (the HIP library, the OpenCL platform) is run with: the emulated
// processor, the checks, host threads. `gcnkit exec` sets them through the environment, so a program started
// without it (LD_LIBRARY_PATH pointing at the library) takes the same settings from the same variables.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "gcnkit/emulator.h"

namespace gcnkit::runtime {

// The environment variables, one per setting.
inline constexpr const char* kEnvProcessor = "GCNKIT_MCPU";      // "gfx1030", "gfx90a:xnack+"; unset: the program's
inline constexpr const char* kEnvChecks = "GCNKIT_CHECK";        // off | report | error (default: report)
inline constexpr const char* kEnvThreads = "GCNKIT_THREADS";     // host threads running workgroups (0: every core)
inline constexpr const char* kEnvStatusFile = "GCNKIT_STATUS_FILE";  // where failed launches are counted (exec's)
inline constexpr const char* kEnvDeviceMemory = "GCNKIT_DEVICE_MEMORY";  // the device's memory in MiB

struct Settings {
  std::string processor;  // as asked ("" = the first processor the program has code for, else gfx900)
  emu::CheckMode checks = emu::CheckMode::Report;
  unsigned threads = 0;
  std::string statusFile;
  uint64_t deviceMemory = 0;  // bytes; 0 = the default (runtime/device.h)
};

// Reads the environment. A value that does not parse is reported in `error` ("GCNKIT_CHECK=sometimes: ...") and
// the default is kept.
Settings settingsFromEnvironment(std::string* error = nullptr);

// A target id "gfx90a:sramecc+:xnack-" split into the processor and its -mattr features ("+sramecc,-xnack").
struct TargetId {
  std::string processor;
  std::string features;  // -mattr form, "" when the id names none
};
std::optional<TargetId> parseTargetId(std::string_view id);

}  // namespace gcnkit::runtime
