// Code object V2 HSA metadata (the NT_AMD_HSA_METADATA note's YAML): read against the V2 schema of the
// LLVM AMDGPU guide as llvm-mc 14 reads it (required keys, enumerated values) and written back in the
// form llvm-mc 14 puts into the note: keys in schema order, defaults left out, CodeProps always present.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "object/expected.h"
#include "object/metadata.h"

namespace gcnkit {

Expected<std::string> canonicalV2Metadata(std::string_view yaml);

// The V2 kernels in the structured view of V3+ metadata (object/metadata.h): names, code properties and
// arguments, whose offsets V2 does not write: each argument follows the previous one at its Align, as the
// runtime places them. Value kinds and address spaces take V3's spelling (GlobalBuffer -> global_buffer).
Expected<std::vector<KernelMetadata>> readV2KernelMetadata(std::string_view yaml);

}  // namespace gcnkit
