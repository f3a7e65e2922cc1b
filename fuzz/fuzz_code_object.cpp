// The ELF/code-object reader and everything that reads a code object: the llvm-objdump listing, the
// `dis --source` program and its re-assembly. Any file is read or refused with a message; a program written
// with no "not reproduced" entry re-assembles without errors (the round-trip property).
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
  if (!program.inexact.empty()) return 0;
  AssembleOptions o;
  o.target = co->target();
  o.threads = 1;
  o.relocatable = true;
  o.hsa = co->codeObjectVersion != 0;
  o.codeObjectVersion = co->codeObjectVersion ? co->codeObjectVersion : 4;
  AssembleResult r = assemble(program.text, o);
  fuzz::require(r.errors == 0);
  return 0;
}
