// The operands of a `.section` directive as llvm-mc writes them: name, flags in LLVM's order, type and,
// for a mergeable section, the entry size. Listings and `gcnkit dis --source` both print it.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace gcnkit {

// .hsatext (code object V2): alloc, write, exec plus SHF_AMDGPU_HSA_AGENT | SHF_AMDGPU_HSA_CODE, flags only
// its own directive sets.
inline constexpr uint64_t kHsaTextFlags = 0x1 | 0x2 | 0x4 | 0x00800000 | 0x00400000;

// `.foo,"ax",@progbits` / `.rodata.cst4,"aM",@progbits,4`
std::string sectionOperands(std::string_view name, uint32_t type, uint64_t flags, uint64_t entsize);

}  // namespace gcnkit
