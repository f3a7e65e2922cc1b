// The ELF/code-object reader and everything that reads a code object: the llvm-objdump listing, the
// `dis --source` program and its re-assembly. Any file is read or refused with a message. With
// GCNKIT_FUZZ_ROUNDTRIP=1, a program written with no "not reproduced" entry must also re-assemble without
// errors (the round-trip property); it still finds open gaps (see docs/conformance.md, "Fuzzing"), so CI runs it without.
#include <cstdlib>

#include "asm/assembler.h"
#include "asm/object_disassembler.h"
#include "fuzz_support.h"
#include "object/code_object.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnkit;
  auto co = readCodeObject(std::span<const uint8_t>(data, size));
  if (!co) return 0;
  (void)objdumpListing(*co, "fuzz.o");
  ObjectSource program = objectSource(*co);
  static const bool roundTrip = std::getenv("GCNKIT_FUZZ_ROUNDTRIP") != nullptr;
  if (!roundTrip || !program.inexact.empty()) return 0;
  AssembleOptions o;
  o.target = co->target();
  o.threads = 1;
  o.relocatable = true;
  o.hsa = true;
  // As tests/asm/object_disassembler_test.cpp re-assembles: the program's .amdhsa_code_object_version sets V3+,
  // V2's directives need the version on the command line.
  o.codeObjectVersion = co->codeObjectVersion == 2 ? 2 : 4;
  AssembleResult r = assemble(program.text, o);
  fuzz::require(r.errors == 0);
  return 0;
}
