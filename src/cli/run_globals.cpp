#include "cli/run_globals.h"

#include <fmt/format.h>

#include "cli/kernel_args.h"

namespace gcnkit::cli {

std::optional<GlobalWrite> parseGlobalWrite(std::string_view spec, std::string& error) {
  const size_t eq = spec.find('=');
  if (eq == std::string_view::npos || eq == 0) {
    error = fmt::format("--global '{}': expected NAME=VALUES (NAME=TYPE:V,V,..., NAME=@PATH, NAME=TYPE:@PATH)", spec);
    return std::nullopt;
  }
  auto values = parseKernelArg("buf:" + std::string(spec.substr(eq + 1)), error);
  if (!values) {
    error = fmt::format("--global '{}': {}", spec, error);
    return std::nullopt;
  }
  if (values->bytes.empty()) {
    error = fmt::format("--global '{}': no values", spec);
    return std::nullopt;
  }
  return GlobalWrite{std::string(spec), std::string(spec.substr(0, eq)), std::move(values->bytes)};
}

std::string describeVariables(const emu::Module& module) {
  std::string out;
  for (const emu::ModuleSymbol& s : module.symbols())
    if (s.kind == emu::ModuleSymbol::Kind::Variable)
      out += fmt::format("{}{} ({} bytes{})", out.empty() ? "" : ", ", s.name, s.size, s.writable ? "" : ", read-only");
  return out.empty() ? "the code object has no named variables" : "its variables: " + out;
}

bool applyGlobalWrites(emu::Module& module, const std::vector<GlobalWrite>& writes, std::string& error) {
  for (const GlobalWrite& w : writes) {
    auto s = module.symbol(w.name);
    if (!s || s->kind != emu::ModuleSymbol::Kind::Variable) {
      error = fmt::format("--global '{}': the code object has no variable '{}'; {}", w.spec, w.name, describeVariables(module));
      return false;
    }
    if (w.bytes.size() > s->size) {
      error = fmt::format("--global '{}': {} bytes of values, but '{}' is {} bytes", w.spec, w.bytes.size(), w.name, s->size);
      return false;
    }
    std::string e;
    if (!module.writeSymbol(w.name, w.bytes, 0, &e)) {
      error = fmt::format("--global '{}': {}", w.spec, e);
      return false;
    }
  }
  return true;
}

}  // namespace gcnkit::cli
