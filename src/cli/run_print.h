// `gcnkit run --print I[:TYPE[xN]][@FIRST]`: buffer argument I after the run, as N values of TYPE from element
// FIRST, on standard output (kept apart from run.cpp, which other options share).
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli/kernel_args.h"
#include "cli/typed_values.h"

namespace CLI {
class App;
}

namespace gcnkit::cli {

struct PrintRequest {
  std::string spec;                      // as written, for messages
  size_t argument = 0;                   // index among the --arg values
  std::string global;                    // or a program-scope variable of the code object (NAME instead of I)
  ElementType type = ElementType::U8;    // default: bytes
  std::optional<uint64_t> count;         // default: every whole element from `first` to the end
  uint64_t first = 0;                    // element index
};

// Adds --print to `app`, its specs collected in `specs`.
void addPrintOption(CLI::App& app, std::vector<std::string>& specs);

// Parses the spec and checks it against the arguments: a buffer argument, and the elements inside it. A name
// instead of an index is a program-scope variable; `globalSize` gives its size (nullopt: no such variable).
std::optional<PrintRequest> parsePrintRequest(
    std::string_view spec, const std::vector<KernelArg>& args, std::string& error,
    const std::function<std::optional<uint64_t>(std::string_view)>& globalSize = {});

// The header line and the values, 8 to a row led by the index of the row's first element, right-aligned:
//   buffer argument 1 'y': f32 x 4 from element 0 (of 4)
//          0: 1 3 5 7
// printBuffer hands it to `sink` row by row (a large buffer is never held as text); formatPrint returns it.
void printBuffer(const PrintRequest& r, std::span<const uint8_t> buffer, std::string_view name,
                 const std::function<void(std::string_view)>& sink);
std::string formatPrint(const PrintRequest& r, std::span<const uint8_t> buffer, std::string_view name);

}  // namespace gcnkit::cli
