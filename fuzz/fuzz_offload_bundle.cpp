// Device code as a program hands it to the runtime: offload bundles (read, their targets, the code object chosen
// for a processor) and clang's compressed bundles (decompressed, then read the same way). Nothing reads past the
// input, crashes, or allocates what a forged size asks for.
#include <span>

#include "runtime/compressed_bundle.h"
#include "runtime/offload_bundle.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnkit::runtime;
  std::span<const uint8_t> bytes(data, size);
  std::vector<uint8_t> plain;
  if (isCompressedBundle(bytes)) {
    auto out = decompressBundle(bytes, nullptr);
    if (!out) return 0;
    plain = std::move(*out);
    bytes = plain;
  }
  (void)readBundle(bytes, nullptr);
  (void)bundleTargets(bytes);
  for (const char* target : {"gfx900", "gfx90a:xnack+", "gfx1030"}) (void)selectCodeObject(bytes, target, nullptr);
  return 0;
}
