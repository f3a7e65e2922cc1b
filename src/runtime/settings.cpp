#include "runtime/settings.h"

#include <charconv>
#include <cstdlib>

#include <fmt/format.h>

namespace gcnkit::runtime {

namespace {

std::optional<uint64_t> parseNumber(std::string_view text) {
  uint64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return v;
}

void note(std::string* error, std::string message) {
  if (error) *error += (error->empty() ? "" : "; ") + message;
}

}  // namespace

Settings settingsFromEnvironment(std::string* error) {
  Settings s;
  if (const char* v = std::getenv(kEnvProcessor)) s.processor = v;
  if (const char* v = std::getenv(kEnvChecks); v && *v) {
    if (auto mode = emu::parseCheckMode(v))
      s.checks = *mode;
    else
      note(error, fmt::format("{}={}: expected off, report or error", kEnvChecks, v));
  }
  if (const char* v = std::getenv(kEnvThreads); v && *v) {
    if (auto n = parseNumber(v); n && *n <= 1024)
      s.threads = unsigned(*n);
    else
      note(error, fmt::format("{}={}: expected a number of threads (0: every core)", kEnvThreads, v));
  }
  if (const char* v = std::getenv(kEnvStatusFile)) s.statusFile = v;
  if (const char* v = std::getenv(kEnvDeviceMemory); v && *v) {
    if (auto n = parseNumber(v); n && *n > 0 && *n <= (1u << 24))
      s.deviceMemory = *n << 20;
    else
      note(error, fmt::format("{}={}: expected the device memory in MiB (1 to 16777216)", kEnvDeviceMemory, v));
  }
  return s;
}

std::optional<TargetId> parseTargetId(std::string_view id) {
  TargetId t;
  size_t colon = id.find(':');
  t.processor = std::string(id.substr(0, colon));
  if (t.processor.empty()) return std::nullopt;
  while (colon != std::string_view::npos) {
    id.remove_prefix(colon + 1);
    colon = id.find(':');
    std::string_view f = id.substr(0, colon);
    if (f.size() < 2 || (f.back() != '+' && f.back() != '-')) return std::nullopt;
    if (!t.features.empty()) t.features += ',';
    t.features += f.back();
    t.features += f.substr(0, f.size() - 1);
  }
  return t;
}

}  // namespace gcnkit::runtime
