// The assembler: source text -> section bytes (labels resolved) and, on request, llvm-mc's listing.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "gcnkit/toolchain.h"
#include "asm/program.h"
#include "isa/target.h"

namespace gcnkit {

struct AssembleOptions {
  Target target;
  std::string_view fileName = "<stdin>";
  // Where .include looks for files besides the including file's folder (llvm-mc's -I).
  std::vector<std::string> includeDirs;
  bool listing = false;       // produce llvm-mc's assembly output
  bool showEncoding = false;  // with the listing: "; encoding: [...]" and fixup lines
  bool resolve = true;        // resolve label references into the bytes (off for listing-only runs)
  bool relocatable = false;   // object output: what cannot be resolved becomes a relocation, not an error
  bool hsa = false;           // the triple's OS is amdhsa: predefined .amdgcn.* symbols, target id
  std::string_view mattr;     // as given to -mattr (kernel descriptor defaults depend on it)
  int codeObjectVersion = 4;  // --amdhsa-code-object-version (V2 directives need 2); the directive overrides
  // Threads that parse instruction lines ahead (0: as many as the machine has; 1: none). Small sources are
  // assembled on one thread whatever this says; the output does not depend on it.
  int threads = 0;
  // When set, the listing and the diagnostics are handed over as they are produced (in chunks) instead of
  // being collected in the result: a million-line listing need not sit in memory.
  std::function<void(std::string_view)> listingSink;
  std::function<void(std::string_view)> diagnosticSink;
  // When set, called now and then with an offset of the source before which the assembler is done with the
  // text for now, so that its owner may drop it from memory (a mapped file: the text must stay readable,
  // as a diagnostic may quote a line again).
  std::function<void(size_t)> sourceDone;
  // Only the .text bytes are wanted (--raw): result.bytes is filled and program.symbols is left empty.
  bool textOnly = false;
  // Assembly stops after this many errors with "too many errors emitted" (0: never). llvm-mc has no limit;
  // a default keeps a repeated error (`.rept 1000000000` around a bad line) from printing without end.
  uint32_t errorLimit = kDefaultErrorLimit;
  static constexpr uint32_t kDefaultErrorLimit = toolchain::kDefaultErrorLimit;
};

struct AssembleResult {
  std::vector<uint8_t> bytes;  // the .text section (what --raw writes)
  AsmProgram program;          // every section, symbol and relocation (what an object file holds)
  std::string listing;         // what llvm-mc prints on stdout
  std::string diagnostics;     // what llvm-mc prints on stderr
  int errors = 0;
  std::string targetId;        // from .amdgcn_target
  int codeObjectVersion = 0;   // from .amdhsa_code_object_version (0: not given)
};

AssembleResult assemble(std::string_view source, const AssembleOptions& options);

}  // namespace gcnkit
