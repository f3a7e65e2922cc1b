#include "cli/run_print.h"

#include <algorithm>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

namespace gcnkit::cli {

namespace {

constexpr size_t kValuesPerRow = 8;

std::optional<PrintRequest> fail(std::string& error, std::string_view spec, const std::string& why) {
  error = fmt::format("--print '{}': {}", spec, why);
  return std::nullopt;
}

}  // namespace

void addPrintOption(CLI::App& app, std::vector<std::string>& specs) {
  app.add_option("--print", specs,
                 fmt::format("I[:TYPE[xN]][@FIRST]: print buffer argument I (or NAME: the code object's variable NAME) "
                             "after the run: N values (default: to the end) of TYPE ({}; default u8) from element FIRST "
                             "(default 0)",
                             kElementTypeNames));
}

std::optional<PrintRequest> parsePrintRequest(std::string_view spec, const std::vector<KernelArg>& args,
                                              std::string& error,
                                              const std::function<std::optional<uint64_t>(std::string_view)>& globalSize) {
  PrintRequest r;
  r.spec = std::string(spec);
  std::string_view rest = spec;
  if (const size_t at = rest.find('@'); at != std::string_view::npos) {
    if (!parseInteger(rest.substr(at + 1), r.first)) return fail(error, spec, "FIRST after '@' is not an element index");
    rest = rest.substr(0, at);
  }
  const size_t colon = rest.find(':');
  const std::string_view index = rest.substr(0, colon);
  std::optional<uint64_t> size;
  if (!index.empty() && !(index[0] >= '0' && index[0] <= '9')) {  // a program-scope variable
    r.global = std::string(index);
    size = globalSize ? globalSize(index) : std::nullopt;
    if (!size) return fail(error, spec, fmt::format("the code object has no variable '{}'", index));
  } else if (!parseInteger(index, r.argument)) {
    return fail(error, spec, "expected I[:TYPE[xN]][@FIRST] with I the index of a buffer argument, or NAME[...] a variable");
  } else if (r.argument >= args.size() || args[r.argument].kind != KernelArg::Kind::Buffer)
    return fail(error, spec,
                r.argument >= args.size() ? fmt::format("there is no argument {} ({} given)", r.argument, args.size())
                                          : fmt::format("argument {} ('{}') is not a buffer", r.argument,
                                                        args[r.argument].spec));
  if (colon != std::string_view::npos) {
    std::string_view type = rest.substr(colon + 1);
    if (const size_t x = type.find('x'); x != std::string_view::npos) {
      uint64_t n = 0;
      if (!parseInteger(type.substr(x + 1), n) || n == 0)
        return fail(error, spec, fmt::format("count '{}' after 'x' is not a positive number", type.substr(x + 1)));
      r.count = n;
      type = type.substr(0, x);
    }
    auto t = parseElementType(type);
    if (!t) return fail(error, spec, fmt::format("unknown type '{}' (one of {})", type, kElementTypeNames));
    r.type = *t;
  }
  if (!size) size = args[r.argument].bytes.size();
  const uint64_t width = elementSize(r.type);
  const uint64_t whole = *size / width;
  if (r.first >= whole && !(r.first == 0 && whole == 0 && !r.count))
    return fail(error, spec, fmt::format("element {} is past the end of the buffer ({} bytes: {} {} values)", r.first,
                                         *size, whole, elementTypeName(r.type)));
  if (r.count && *r.count > whole - r.first)
    return fail(error, spec, fmt::format("{} values from element {} go past the end of the buffer ({} bytes: {} {} values)",
                                         *r.count, r.first, *size, whole, elementTypeName(r.type)));
  return r;
}

void printBuffer(const PrintRequest& r, std::span<const uint8_t> buffer, std::string_view name,
                 const std::function<void(std::string_view)>& sink) {
  const unsigned width = elementSize(r.type);
  const uint64_t whole = buffer.size() / width;
  const uint64_t count = r.count ? *r.count : whole - std::min(whole, r.first);
  auto value = [&](uint64_t i) { return formatElement(r.type, buffer.subspan((r.first + i) * width, width)); };
  // Two passes, so that a large buffer is never held as text: the widest value, then the rows.
  size_t widest = 0;
  for (uint64_t i = 0; i < count; ++i) widest = std::max(widest, value(i).size());
  const std::string what = r.global.empty() ? fmt::format("buffer argument {}{}", r.argument,
                                                          name.empty() ? "" : fmt::format(" '{}'", name))
                                            : fmt::format("variable '{}'", r.global);
  sink(fmt::format("{}: {} x {} from element {} (of {})\n", what, elementTypeName(r.type), count, r.first, whole));
  const size_t indexWidth = std::max<size_t>(6, fmt::formatted_size("{}", r.first + count));
  std::string row;
  for (uint64_t start = 0; start < count; start += kValuesPerRow) {
    row = fmt::format("{:>{}}:", r.first + start, indexWidth);
    for (uint64_t i = start; i < std::min<uint64_t>(count, start + kValuesPerRow); ++i)
      row += fmt::format(" {:>{}}", value(i), widest);
    row += '\n';
    sink(row);
  }
}

std::string formatPrint(const PrintRequest& r, std::span<const uint8_t> buffer, std::string_view name) {
  std::string out;
  printBuffer(r, buffer, name, [&](std::string_view text) { out += text; });
  return out;
}

}  // namespace gcnkit::cli
