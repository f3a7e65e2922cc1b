// Code object V2 HSA metadata (the NT_AMD_HSA_METADATA note's YAML): read against the V2 schema of the
// LLVM AMDGPU guide as llvm-mc 14 reads it (required keys, enumerated values) and written back in the
// form llvm-mc 14 puts into the note: keys in schema order, defaults left out, CodeProps always present.
#pragma once
#include <string>
#include <string_view>

#include "object/expected.h"

namespace gcnkit {

Expected<std::string> canonicalV2Metadata(std::string_view yaml);

}  // namespace gcnkit
