#include "runtime/program.h"

#include <cstdio>
#include <cstring>

#include <fmt/format.h>

#include "runtime/device.h"
#include "runtime/compressed_bundle.h"
#include "runtime/offload_bundle.h"

namespace gcnkit::runtime {

Program::Program(std::span<const uint8_t> code, std::vector<uint8_t> owned) : owned_(std::move(owned)), code_(code) {
  if (!owned_.empty()) code_ = owned_;
  if (isCompressedBundle(code_)) {  // clang's --offload-compress: the bundle decompressed, or why not
    if (auto plain = decompressBundle(code_, &error_)) {
      owned_ = std::move(*plain);
      code_ = owned_;
    } else {
      tried_ = true;
      error_ = "the device code cannot be read: " + error_;
      std::fprintf(stderr, "gcnkit: %s\n", error_.c_str());
    }
  }
}

Program::~Program() = default;

emu::Module* Program::module(std::string* error) {
  std::lock_guard lock(Device::instance().mutex());
  if (module_ || tried_) {
    if (!module_ && error) *error = error_;
    return module_.get();
  }
  tried_ = true;
  Device& device = Device::instance();
  emu::Machine* m = device.machine();
  if (!m) {
    error_ = device.error();
  } else if (auto object = selectCodeObject(code_, device.target(), &error_)) {
    module_ = emu::Module::load(*m, *object, &error_);
    if (!module_) error_ = "the device code does not load: " + error_;
  }
  if (!module_) {
    std::fflush(stdout);
    std::fprintf(stderr, "gcnkit: %s\n", error_.c_str());
    if (error) *error = error_;
  }
  return module_.get();
}

std::vector<emu::KernelArgInfo> explicitArguments(const emu::KernelInfo& k) {
  std::vector<emu::KernelArgInfo> out;
  for (const emu::KernelArgInfo& a : k.args)
    if (!a.valueKind.starts_with("hidden_")) out.push_back(a);
  return out;
}

std::optional<std::vector<uint8_t>> packArguments(const emu::KernelInfo& k, void** args, std::string* error) {
  if (k.args.empty() && k.kernargSize > 0) {
    if (error) *error = fmt::format("kernel '{}' has no argument metadata to place its arguments by", k.name);
    return std::nullopt;
  }
  std::vector<emu::KernelArgInfo> explicitArgs = explicitArguments(k);
  if (!explicitArgs.empty() && !args) {
    if (error) *error = fmt::format("kernel '{}' takes {} arguments but none were passed", k.name, explicitArgs.size());
    return std::nullopt;
  }
  uint64_t end = 0;
  for (const emu::KernelArgInfo& a : explicitArgs) end = std::max(end, a.offset + a.size);
  std::vector<uint8_t> kernarg(std::max<uint64_t>(end, k.kernargSize), 0);
  for (size_t i = 0; i < explicitArgs.size(); ++i) {
    const emu::KernelArgInfo& a = explicitArgs[i];
    if (!args[i]) {
      if (error) *error = fmt::format("argument {} of kernel '{}' is a null pointer", i, k.name);
      return std::nullopt;
    }
    std::memcpy(kernarg.data() + a.offset, args[i], size_t(a.size));
  }
  return kernarg;
}

}  // namespace gcnkit::runtime
