// `gcnkit run --arg SPEC`: kernel arguments as the command line writes them, and where they go in the
// kernarg segment (in order, each at its natural alignment).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gcnkit::cli {

struct KernelArg {
  enum class Kind { Value, Buffer } kind = Kind::Value;
  std::string spec;               // as written, for messages
  uint32_t size = 0, align = 1;   // in the kernarg segment (a buffer is its 8-byte address)
  std::vector<uint8_t> bytes;     // Value: the little-endian bytes; Buffer: the initial contents
  uint64_t offset = 0;            // placed by layoutKernelArgs
};

// Parses u32:V, i32:V, u64:V, i64:V, f32:V, f64:V, buf:SIZE (zero-filled) and buf:@PATH (a file's bytes).
// Returns nullopt and a message naming the problem.
std::optional<KernelArg> parseKernelArg(std::string_view spec, std::string& error);

// Places the arguments in order at their natural alignment; returns the kernarg segment size.
uint64_t layoutKernelArgs(std::vector<KernelArg>& args);

}  // namespace gcnkit::cli
