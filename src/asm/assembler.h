// The assembler: source text -> section bytes (labels resolved) and, on request, llvm-mc's listing.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "isa/target.h"

namespace gcnkit {

struct AssembleOptions {
  Target target;
  std::string_view fileName = "<stdin>";
  bool listing = false;       // produce llvm-mc's assembly output
  bool showEncoding = false;  // with the listing: "; encoding: [...]" and fixup lines
  bool resolve = true;        // resolve label references into the bytes (off for listing-only runs)
  // When set, the listing and the diagnostics are handed over as they are produced (in chunks) instead of
  // being collected in the result: a million-line listing need not sit in memory.
  std::function<void(std::string_view)> listingSink;
  std::function<void(std::string_view)> diagnosticSink;
};

struct AssembleResult {
  std::vector<uint8_t> bytes;  // the .text section
  std::string listing;         // what llvm-mc prints on stdout
  std::string diagnostics;     // what llvm-mc prints on stderr
  int errors = 0;
};

AssembleResult assemble(std::string_view source, const AssembleOptions& options);

}  // namespace gcnkit
