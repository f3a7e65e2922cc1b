// An assembled program as a relocatable AMDGPU ELF object, laid out as llvm-mc -filetype=obj lays it out.
#pragma once
#include <cstdint>
#include <vector>

#include "asm/assembler.h"
#include "object/expected.h"

namespace gcnkit {

struct ObjectOptions {
  bool hsa = true;             // amdhsa OS: OSABI 64 and the HSA ABI version
  int codeObjectVersion = 4;   // llvm-mc 14's default; .amdhsa_code_object_version overrides
};

// The ELF e_flags of a target for a code object version (machine number, xnack and sramecc settings).
uint32_t elfFlags(const Target& t, int codeObjectVersion);

Expected<std::vector<uint8_t>> writeObjectFile(const AssembleResult& r, const Target& t, const ObjectOptions& o);

}  // namespace gcnkit
