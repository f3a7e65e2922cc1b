// The text parser and assembler: any source assembles or reports diagnostics, in every output mode, for
// every generation; nothing crashes, hangs or runs out of memory.
#include "asm/assembler.h"
#include "asm/object_output.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnkit;
  if (size < 1) return 0;
  const Target t = fuzz::targetFor(data[0]);
  const std::string_view src(reinterpret_cast<const char*>(data + 1), size - 1);
  AssembleOptions o;
  o.target = t;
  o.threads = 1;
  o.listing = true;
  o.showEncoding = true;
  o.resolve = false;
  o.relocatable = true;
  o.hsa = true;
  assemble(src, o);
  AssembleOptions obj;
  obj.target = t;
  obj.threads = 1;
  obj.relocatable = true;
  obj.hsa = true;
  AssembleResult r = assemble(src, obj);
  if (!r.errors) (void)writeObjectFile(r, t, ObjectOptions{true, 4});
  return 0;
}
