// The operands of a `.section` directive as llvm-mc writes them: name, flags in LLVM's order, type and,
// for a mergeable section, the entry size. Listings and `gcnkit dis --source` both print it.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace gcnkit {

// `.foo,"ax",@progbits` / `.rodata.cst4,"aM",@progbits,4`
std::string sectionOperands(std::string_view name, uint32_t type, uint64_t flags, uint64_t entsize);

}  // namespace gcnkit
