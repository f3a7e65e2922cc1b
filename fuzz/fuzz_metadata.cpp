// The metadata readers: MessagePack notes (decoded, verified against the HSA schema, read, printed as YAML)
// and YAML text (parsed, converted to MessagePack, and the V2 YAML). Nothing crashes or overflows the stack.
#include <string_view>

#include "object/metadata.h"
#include "object/metadata_v2.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnkit;
  const std::span<const uint8_t> bytes(data, size);
  if (auto node = decodeMsgPack(bytes)) {
    (void)verifyHsaMetadata(*node);
    (void)readHsaMetadata(*node);
    (void)toYaml(*node);
    (void)encodeMsgPack(*node);
  }
  (void)metadataMsgPackToYaml(bytes);
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)metadataYamlToMsgPack(text);
  (void)canonicalV2Metadata(text);
  return 0;
}
